import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestSandbox, type TestSandbox } from '../testing.ts';
import { isSignInBlocked, noLimit, reactivationFrom, requestLimit, selfExclusionEnd, settleLimit } from './responsible-gaming-rules.ts';

const day = 86_400_000;
const week = 7 * day;

describe('limits arithmetic (§4: decrease at once, increase after 7 days)', () => {
  it('applies a first limit and any decrease at once', () => {
    const first = requestLimit(noLimit, 10_000, 0, week);
    expect(first).toEqual({ current: 10_000, pendingSet: false, pendingValue: null, pendingFrom: null });
    expect(requestLimit(first, 5_000, 1, week).current).toBe(5_000);
  });

  it('delays an increase and a removal by 7 days, keeping the current limit meanwhile', () => {
    const state = requestLimit(noLimit, 10_000, 0, week);
    const raised = requestLimit(state, 20_000, 100, week);
    expect(raised).toEqual({ current: 10_000, pendingSet: true, pendingValue: 20_000, pendingFrom: 100 + week });
    expect(settleLimit(raised, 100 + week - 1).current).toBe(10_000);
    expect(settleLimit(raised, 100 + week).current).toBe(20_000);
    const removed = requestLimit(state, null, 0, week);
    expect(removed.current).toBe(10_000);
    expect(settleLimit(removed, week).current).toBeNull();
  });

  it('never loosens a limit before its date, whatever the sequence of requests', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.option(fc.integer({ min: 1, max: 1_000_000 }), { nil: null }), fc.integer({ min: 0, max: 3 * week })), { maxLength: 12 }), (requests) => {
        let state = noLimit;
        let now = 0;
        for (const [value, wait] of requests) {
          now += wait;
          const before = settleLimit(state, now).current;
          state = requestLimit(state, value, now, week);
          const after = settleLimit(state, now).current;
          // At the moment of the request, the limit in force is never looser than before.
          if (before !== null) expect(after === null ? false : after <= before).toBe(true);
          if (value !== null && (before === null || value <= before)) expect(after).toBe(value);
        }
      }),
    );
  });

  it('computes self-exclusion ends and the 7-day reactivation delay', () => {
    const start = Date.UTC(2026, 7, 31, 12);
    expect(selfExclusionEnd('24h', start)).toBe(start + day);
    expect(selfExclusionEnd('6m', start)).toBe(Date.UTC(2027, 1, 28, 12));
    expect(selfExclusionEnd('1y', start)).toBe(Date.UTC(2027, 7, 31, 12));
    expect(selfExclusionEnd('permanent', start)).toBeNull();
    const end = selfExclusionEnd('7d', start);
    const reactivation = reactivationFrom(end, week);
    expect(isSignInBlocked({ endsAt: end, reactivationFrom: reactivation }, end! + day)).toBe(true);
    expect(isSignInBlocked({ endsAt: end, reactivationFrom: reactivation }, reactivation!)).toBe(false);
    expect(isSignInBlocked({ endsAt: null, reactivationFrom: null }, Number.MAX_SAFE_INTEGER)).toBe(true);
  });
});

let sandbox: TestSandbox;
beforeAll(async () => {
  sandbox = await createTestSandbox();
});
afterAll(() => sandbox.dispose());

async function register(username: string, password = 'Abc#123x') {
  await sandbox.call('POST', '/api/accounts/registration/', { body: { username, email: `${username}@example.test`, password, terms_accepted: true } });
  return sandbox.login(username, password);
}

describe('limits over HTTP', () => {
  it('shows a raise as pending with its date and refuses a deposit past the limit', async () => {
    const { access } = await register('limiter');
    const set = await sandbox.call('PUT', '/api/users/responsible-gaming/limits/', { token: access, body: { deposit_day: '50', session_time: 60 } });
    expect(set.status).toBe(200);
    expect(set.json.depositDay).toEqual({ current: '50.00', pending: null, pendingFrom: null });
    const raised = await sandbox.call('PUT', '/api/users/responsible-gaming/limits/', { token: access, body: { deposit_day: '500' } });
    expect(raised.json.depositDay.current).toBe('50.00');
    expect(raised.json.depositDay.pending).toBe('500.00');
    expect(Date.parse(raised.json.depositDay.pendingFrom) - sandbox.clock.now()).toBeGreaterThan(6.9 * day);
    const deposit = (amount: string) =>
      sandbox.call('POST', '/api/backoffice/payments/deposit/', { token: access, body: { amount, payment_system: 'sandbox-card' }, headers: { 'Idempotency-Key': `lim-${amount}-${Math.random().toString(36).slice(2)}` } });
    expect((await deposit('40')).status).toBe(201);
    const refused = await deposit('20');
    expect(refused.json.code).toBe('deposit_limit_exceeded');
    sandbox.clock.advance(week + 1000);
    const { access: later } = await sandbox.login('limiter', 'Abc#123x');
    const after = await sandbox.call('GET', '/api/users/responsible-gaming/limits/', { token: later });
    expect(after.json.depositDay).toEqual({ current: '500.00', pending: null, pendingFrom: null });
    const lowered = await sandbox.call('PUT', '/api/users/responsible-gaming/limits/', { token: later, body: { deposit_day: '25', session_time: null } });
    expect(lowered.json.depositDay.current).toBe('25.00');
    expect(lowered.json.sessionTime.current).toBe(60);
    expect(lowered.json.sessionTime.pending).toBeNull();
    expect(lowered.json.sessionTime.pendingFrom).not.toBeNull();
  });
});

describe('self-exclusion', () => {
  it('signs out at once and refuses sign-in until the end plus 7 days, with self_excluded', async () => {
    const { access, refresh } = await register('excluded');
    const created = await sandbox.call('POST', '/api/users/responsible-gaming/self-exclusion/', { token: access, body: { period: '24h' } });
    expect(created.status).toBe(201);
    expect(created.json).toMatchObject({ active: true, period: '24h' });
    expect((await sandbox.call('POST', '/api/accounts/refresh/', { body: { refresh } })).status).toBe(401);
    const refused = await sandbox.call('POST', '/api/accounts/login/', { body: { username: 'excluded', password: 'Abc#123x' } });
    expect(refused.status).toBe(403);
    expect(refused.json.code).toBe('self_excluded');
    // A wrong password learns nothing about the exclusion.
    expect((await sandbox.call('POST', '/api/accounts/login/', { body: { username: 'excluded', password: 'wrong-pass' } })).json.code).not.toBe('self_excluded');
    sandbox.clock.advance(2 * day);
    expect((await sandbox.call('POST', '/api/accounts/login/', { body: { username: 'excluded', password: 'Abc#123x' } })).json.code).toBe('self_excluded');
    sandbox.clock.advance(7 * day);
    expect((await sandbox.call('POST', '/api/accounts/login/', { body: { username: 'excluded', password: 'Abc#123x' } })).status).toBe(200);
  });

  it('keeps the odds format per player', async () => {
    const { access } = await register('oddsy');
    expect((await sandbox.call('GET', '/api/users/bookmakers-settings/odds-format/', { token: access })).json).toEqual({ oddsFormat: 0 });
    expect((await sandbox.call('PUT', '/api/users/bookmakers-settings/odds-format/', { token: access, body: { odds_format: 3 } })).json).toEqual({ oddsFormat: 3 });
    expect((await sandbox.call('GET', '/api/users/bookmakers-settings/odds-format/', { token: access })).json).toEqual({ oddsFormat: 3 });
    expect((await sandbox.call('PUT', '/api/users/bookmakers-settings/odds-format/', { token: access, body: { odds_format: 9 } })).status).toBe(400);
  });
});
