import { PaymentStatus } from '../../generated/payments/payments.schemas.ts';
import type { SandboxContext } from '../context.ts';
import type { Queryable } from '../db/database.ts';
import { ApiError, errorCodes } from '../errors.ts';
import { parseWith } from '../validate.ts';
import { z } from 'zod';
import { awardFirstDepositBonus } from './bonus-accruals.ts';
import { cashierId, iso, money, recordTransfer } from './payments-common.ts';
import { awaitsProcessor, hasExpired, isFinal, mayRead, type Direction, type Transition, type Viewer } from './payments-state.ts';
import { assertMayMoveMoney, checkDepositLimits } from './responsible-gaming.ts';
import { afterDepositCredited, checkBeforeDeposit } from '../protection.ts';

/**
 * Payments in the database (§3 Payment item, Payment system): the rows, their answers, and the writes a
 * transition of payments-state.ts makes, each balance movement a ledger row under a key derived from the
 * payment, so a retried or replayed call never moves money twice.
 */

export interface PaymentRow {
  id: number;
  user_id: number;
  direction: Direction;
  payment_system: string;
  payment_uid: string;
  amount_minor: number;
  currency: string;
  status: number;
  account: string | null;
  return_url: string | null;
  comment: string | null;
  cancelled: number;
  transfer_id: number | null;
  created_at: number;
  updated_at: number;
}

export interface SystemRow {
  slug: string;
  direction: Direction;
  name: string;
  description: string;
  min_minor: number;
  max_minor: number;
  is_temporary_disabled: number;
  is_crypto: number;
}

export const paymentsBase = '/api/backoffice/payments';

export const paymentPagePath = (uid: string) => `/sandbox/payment-page/${encodeURIComponent(uid)}`;

export function toItem(row: PaymentRow, origin: string) {
  return {
    id: row.id,
    redirectLink: awaitsProcessor(row.direction, row.status) ? new URL(paymentPagePath(row.payment_uid), origin).toString() : null,
    amountCurrency: row.currency,
    amount: money(row.amount_minor),
    status: row.status as PaymentStatus,
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
    user: row.user_id,
    paymentSystem: row.payment_system,
    cancelled: row.cancelled === 1,
  };
}

export const systemAnswer = (row: SystemRow) => ({
  slug: row.slug,
  name: row.name,
  description: row.description,
  min: money(row.min_minor),
  max: money(row.max_minor),
  isTemporaryDisabled: row.is_temporary_disabled === 1,
});

const idParam = z.object({ id: z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER) });

export const noSuchPayment = () => new ApiError(404, { code: errorCodes.notFound, message: 'No such payment.' });

export const refuseTransition = (row: PaymentRow, action: string): never => {
  throw new ApiError(409, { code: 'payment_status_conflict', message: `A payment in status ${row.status} cannot be moved by ${action}.` });
};

/** Another request moved the payment between our read and our write (§4 Money rules under concurrency: 50 approvals of one deposit on PostgreSQL once all answered 200). */
const movedMeanwhile = (row: PaymentRow): ApiError =>
  new ApiError(409, { code: 'payment_status_conflict', message: `The payment is no longer in status ${row.status}: another request changed it.` });

export function withPaymentId(returnUrl: string, id: number): string {
  const url = new URL(returnUrl);
  url.searchParams.set('payment_id', String(id));
  return url.toString();
}

export type PaymentRecords = ReturnType<typeof paymentRecords>;

export function paymentRecords(context: SandboxContext) {
  const { db, ledger, clock } = context;

  /** A payment by id, expired first (45) when its hour is over. */
  const loadPayment = async (id: number, direction: Direction): Promise<PaymentRow> => {
    const row = await db.get<PaymentRow>('SELECT * FROM payments WHERE id = ? AND direction = ?', [id, direction]);
    if (!row) throw noSuchPayment();
    if (hasExpired(row, clock.now())) {
      await db.run('UPDATE payments SET status = ?, updated_at = ? WHERE id = ?', [PaymentStatus.Expired, clock.now(), row.id]);
      return { ...row, status: PaymentStatus.Expired, updated_at: clock.now() };
    }
    return row;
  };

  /** A payment the viewer may read (payments-state.ts mayRead), else 404 as if it did not exist; a malformed id is a 400, never a 500. */
  const readablePayment = async (viewer: Viewer, idValue: string | undefined, direction: Direction): Promise<PaymentRow> => {
    const { id } = parseWith(idParam, { id: idValue });
    const row = await loadPayment(id, direction);
    const owner = row.user_id === viewer.id ? null : await db.get<{ parent_id: number | null }>('SELECT parent_id FROM users WHERE id = ?', [row.user_id]);
    if (!mayRead(viewer, { id: row.user_id, parentId: owner?.parent_id ?? null })) throw noSuchPayment();
    return row;
  };

  const depositByUid = async (uid: string, extraSql = ''): Promise<PaymentRow | null> => {
    const row = await db.get<PaymentRow>(`SELECT * FROM payments WHERE payment_uid = ? AND direction = 'deposit'${extraSql}`, [uid]);
    return row ? loadPayment(row.id, 'deposit') : null;
  };

  /**
   * Moves the payment from the status it was read in, and only from it: a conditional update, so of simultaneous
   * requests that read the same status exactly one writes and the others answer 409, on PostgreSQL as on SQLite.
   */
  const setStatus = async (row: PaymentRow, next: number, comment?: string, tx: Queryable = db): Promise<PaymentRow> => {
    const now = clock.now();
    const changed = await tx.run('UPDATE payments SET status = ?, comment = COALESCE(?, comment), updated_at = ? WHERE id = ? AND status = ?', [next, comment ?? null, now, row.id, row.status]);
    if (changed.changes !== 1) throw movedMeanwhile(row);
    return { ...row, status: next, comment: comment ?? row.comment, updated_at: now };
  };

  /**
   * §4 Money rules under concurrency: the rules a deposit meets when it is made and again when it is credited, checked inside the
   * transaction that writes it, under the player's lock (ledger.forPlayer): not banned or self-excluded (nor
   * signed out, when made), the balance stays within the §9 maximum, the §3 deposit limits hold.
   */
  const checkDepositRules = async (tx: Queryable, userId: number, amount: number, options: { sessionId?: string; crediting?: { paymentId: number } }) => {
    await assertMayMoveMoney(tx, clock, userId, options.sessionId);
    // The ledger's room counts the money held in pending payouts (docs/product.md "Money rules").
    if (amount > (await ledger.balanceRoomMinor(userId, tx))) {
      throw new ApiError(422, { code: errorCodes.maxBalanceExceeded, message: `The balance may not exceed ${money(context.market.maxBalanceMinor)} ${context.market.currency}.` });
    }
    await checkDepositLimits(tx, userId, amount, clock.now(), options.crediting);
    // §3 Player protection by market: a new deposit meets the pack's lock, required limit and affordability check;
    // one already made is credited without them (the money has left the player's bank).
    if (!options.crediting) await checkBeforeDeposit(tx, context, userId, amount);
  };

  /**
   * 30 for a deposit: the only place a deposit credits the wallet. The deposit rules are checked again first: a
   * deposit that would now pass a limit or the maximum balance, or of a player banned or self-excluded since,
   * is not credited. It fails (40, the refusal's code in its comment: the processor gives the money back) and
   * the refusal is thrown, for the caller to answer with it.
   */
  const completeDeposit = async (row: PaymentRow, comment?: string, options: { strict?: boolean } = {}): Promise<PaymentRow> => {
    const outcome = await ledger.forPlayer(row.user_id, async (tx): Promise<{ row: PaymentRow; refusal?: ApiError }> => {
      const current = (await tx.get<PaymentRow>('SELECT * FROM payments WHERE id = ?', [row.id]))!;
      // A staff decision taken on a status that has moved since is refused (one of simultaneous approvals wins).
      if (options.strict && current.status !== row.status) throw movedMeanwhile(row);
      // Settled meanwhile by a simultaneous call (the page and the processor's callback...): nothing more to do.
      if (isFinal(current.status)) return { row: current };
      const now = clock.now();
      try {
        await checkDepositRules(tx, current.user_id, current.amount_minor, { crediting: { paymentId: current.id } });
      } catch (error) {
        if (!(error instanceof ApiError)) throw error;
        const refusedComment = `${error.body.code}: ${error.body.message ?? ''}`.trim();
        await tx.run('UPDATE payments SET status = ?, comment = ?, updated_at = ? WHERE id = ?', [PaymentStatus.Failed, refusedComment, now, current.id]);
        return { row: { ...current, status: PaymentStatus.Failed, comment: refusedComment, updated_at: now }, refusal: error };
      }
      const before = await ledger.balances(current.user_id, tx);
      const posted = await ledger.credit(current.user_id, 'cash', current.amount_minor, { reason: 'deposit', idempotencyKey: `payment-${current.payment_uid}-credit`, reference: current.payment_uid, balanceCap: 'refuse', replay: 'answer' });
      let transferId = current.transfer_id;
      // §4 Notification flags: the first approved deposit brings the first-deposit bonus, in this transaction.
      // §3 Player protection by market: net deposits past the pack's threshold open an affordability check.
      if (!posted.replayed) await afterDepositCredited(tx, context, current.user_id);
      if (!posted.replayed) await awardFirstDepositBonus(tx, ledger, { id: current.user_id, currency: current.currency }, { id: current.id, amountMinor: current.amount_minor, at: now });
      if (!posted.replayed) {
        transferId = await recordTransfer(tx, {
          fromId: cashierId,
          toId: current.user_id,
          amountMinor: current.amount_minor,
          currency: current.currency,
          status: 'completed',
          senderBefore: 0,
          senderAfter: 0,
          recipientBefore: before.cashMinor,
          recipientAfter: posted.balances.cashMinor,
          createdAt: now,
          completedAt: now,
        });
      }
      await tx.run('UPDATE payments SET status = ?, transfer_id = ?, comment = COALESCE(?, comment), updated_at = ? WHERE id = ?', [PaymentStatus.Success, transferId, comment ?? null, now, current.id]);
      return { row: { ...current, status: PaymentStatus.Success, transfer_id: transferId, updated_at: now } };
    });
    if (outcome.refusal) throw outcome.refusal;
    return outcome.row;
  };

  /** 22 or 40 for a payout: the held money goes back. */
  /** The status moves first, conditionally, and the money back in the same transaction: only the request that moved it refunds. */
  const refundPayout = async (row: PaymentRow, next: number, comment: string, options: { cancelled?: boolean } = {}): Promise<PaymentRow> =>
    ledger.forPlayer(row.user_id, async (tx) => {
      const done = await setStatus(row, next, comment, tx);
      if (options.cancelled) await tx.run('UPDATE payments SET cancelled = 1 WHERE id = ?', [row.id]);
      await ledger.credit(row.user_id, 'cash', row.amount_minor, { reason: 'payout-refund', idempotencyKey: `payment-${row.payment_uid}-refund`, reference: row.payment_uid, balanceCap: 'exempt' });
      if (row.transfer_id !== null) {
        await tx.run("UPDATE transfers SET status = 'rejected', description = ?, completed_at = ? WHERE id = ?", [comment, clock.now(), row.transfer_id]);
      }
      return { ...done, cancelled: options.cancelled ? 1 : done.cancelled };
    });

  const completePayout = async (row: PaymentRow, comment?: string): Promise<PaymentRow> =>
    db.transaction(async (tx) => {
      const done = await setStatus(row, PaymentStatus.Success, comment, tx);
      if (row.transfer_id !== null) await tx.run("UPDATE transfers SET status = 'completed', completed_at = ? WHERE id = ?", [clock.now(), row.transfer_id]);
      return done;
    });

  /** Writes a transition of payments-state.ts; `fallbackComment` is what a refund records when nobody commented. */
  const apply = (row: PaymentRow, transition: Transition, comment: string | undefined, fallbackComment: string, options: { strict?: boolean } = {}): Promise<PaymentRow> => {
    switch (transition.effect) {
      case 'credit':
        return completeDeposit(row, comment, options);
      case 'complete':
        return completePayout(row, comment);
      case 'refund':
        return refundPayout(row, transition.to, comment ?? fallbackComment);
      case 'mark':
        return setStatus(row, transition.to, comment);
    }
  };

  const depositSystem = (slug: string) => db.get<SystemRow>("SELECT * FROM payment_systems WHERE slug = ? AND direction = 'deposit'", [slug]);

  return { loadPayment, readablePayment, depositByUid, setStatus, checkDepositRules, completeDeposit, refundPayout, apply, depositSystem };
}
