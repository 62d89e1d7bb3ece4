import { describe, expect, it } from 'vitest';
import { PaymentStatus } from '../../generated/payments/payments.schemas.ts';
import { roles } from '../users.ts';
import {
  callbackTransition,
  cryptoStepOutcome,
  decisionRefusal,
  decisions,
  depositExpiryMs,
  hasExpired,
  isFinal,
  mayCancelAs,
  mayCancelPayout,
  mayRead,
  pageOutcome,
  transitionFor,
} from './payments-state.ts';

const { Started, Requested, Approved, ApprovalFailed, ManualProcessRequired, Success, Failed, Expired } = PaymentStatus;
const allStatuses = [Started, Requested, Approved, ApprovalFailed, ManualProcessRequired, Success, Failed, Expired];
const player = { id: 7, role: roles.player };
const cashier = { id: 2, role: roles.cashier };
const agent = { id: 3, role: roles.agent };

describe('payment states (§4 payment status codes)', () => {
  it('22, 30, 40 and 45 are final and no decision, callback or cancellation moves them', () => {
    expect(allStatuses.filter(isFinal)).toEqual([ApprovalFailed, Success, Failed, Expired]);
    for (const status of allStatuses.filter(isFinal)) {
      for (const direction of ['deposit', 'payout'] as const) {
        for (const decision of decisions) expect(transitionFor(direction, decision, status)).toBeNull();
        expect(callbackTransition(direction, '-success', status)).toBeNull();
        expect(callbackTransition(direction, '-fail', status)).toBeNull();
      }
      expect(mayCancelPayout(status)).toBe(false);
    }
  });

  it('only a deposit credits the wallet, and only on 30', () => {
    const credits = decisions.map((decision) => transitionFor('deposit', decision, Approved)).filter((t) => t?.effect === 'credit');
    expect(credits.map((t) => t?.to)).toEqual([Success, Success]);
    for (const decision of decisions) {
      for (const status of allStatuses) expect(transitionFor('payout', decision, status)?.effect).not.toBe('credit');
    }
  });

  it('a deposit is approved from 10 or 20, processed from 21 only', () => {
    expect(transitionFor('deposit', 'approve_success', Started)).toMatchObject({ to: Approved, effect: 'mark' });
    expect(transitionFor('deposit', 'approve_success', Approved)).toBeNull();
    expect(transitionFor('deposit', 'process_after_approve', Requested)).toBeNull();
    expect(transitionFor('deposit', 'process_after_approve', Approved)).toMatchObject({ to: Success, effect: 'credit' });
  });

  it('a payout that fails or is refused gives the held money back; one that succeeds completes it', () => {
    expect(transitionFor('payout', 'approve_fail', ManualProcessRequired)).toMatchObject({ to: ApprovalFailed, effect: 'refund' });
    expect(transitionFor('payout', 'manual_fail', Approved)).toMatchObject({ to: Failed, effect: 'refund' });
    expect(transitionFor('payout', 'manual_success', ManualProcessRequired)).toMatchObject({ to: Success, effect: 'complete' });
    expect(transitionFor('payout', 'approve_success', Started)).toBeNull();
    expect(mayCancelPayout(ManualProcessRequired)).toBe(true);
  });

  it('processor callbacks settle what is open and ignore unknown variants', () => {
    expect(callbackTransition('deposit', '-success', Requested)).toMatchObject({ to: Success, effect: 'credit' });
    expect(callbackTransition('deposit', '-fail', Started)).toMatchObject({ to: Failed, effect: 'mark' });
    expect(callbackTransition('payout', '-fail', ManualProcessRequired)).toMatchObject({ to: Failed, effect: 'refund' });
    expect(callbackTransition('deposit', '-pending', Requested)).toBeNull();
  });

  it('an unpaid deposit expires after its hour, a payout never', () => {
    const deposit = { direction: 'deposit' as const, status: Requested, created_at: 1_000 };
    expect(hasExpired(deposit, 1_000 + depositExpiryMs)).toBe(false);
    expect(hasExpired(deposit, 1_001 + depositExpiryMs)).toBe(true);
    expect(hasExpired({ ...deposit, status: Approved }, 10 * depositExpiryMs)).toBe(false);
    expect(hasExpired({ ...deposit, direction: 'payout', status: Started }, 10 * depositExpiryMs)).toBe(false);
  });

  it('crypto network steps advance in order, repeat harmlessly and refuse going backwards', () => {
    expect(cryptoStepOutcome('seen', Started)).toBe('advance');
    expect(cryptoStepOutcome('seen', Requested)).toBe('stay');
    expect(cryptoStepOutcome('confirm', Started)).toBe('conflict');
    expect(cryptoStepOutcome('confirm', Requested)).toBe('advance');
    expect(cryptoStepOutcome('confirm', Success)).toBe('stay');
    expect(cryptoStepOutcome('seen', Failed)).toBe('conflict');
  });

  it('the payment page shows approved only on 30', () => {
    expect(pageOutcome(Success)).toBe('approved');
    expect(pageOutcome(Expired)).toBe('failed');
    expect(pageOutcome(Requested)).toBeNull();
  });
});

describe('who may do what (§6 Staff roles)', () => {
  it('a player reads their own payments only; a cashier all; an agent its players', () => {
    expect(mayRead(player, { id: 7, parentId: null })).toBe(true);
    expect(mayRead(player, { id: 8, parentId: 7 })).toBe(false);
    expect(mayRead(cashier, { id: 8, parentId: null })).toBe(true);
    expect(mayRead(agent, { id: 8, parentId: 3 })).toBe(true);
    expect(mayRead(agent, { id: 9, parentId: 4 })).toBe(false);
  });

  it('only a cashier decides, never on their own payment', () => {
    expect(decisionRefusal(cashier, 8)).toBeNull();
    expect(decisionRefusal(cashier, cashier.id)).toBe('own_payment');
    expect(decisionRefusal(agent, 8)).toBe('role');
    expect(decisionRefusal(player, player.id)).toBe('role');
  });

  it('the player or a cashier cancels a payout; an agent only reads', () => {
    expect(mayCancelAs(player, 7)).toBe(true);
    expect(mayCancelAs(cashier, 7)).toBe(true);
    expect(mayCancelAs(agent, 7)).toBe(false);
  });
});
