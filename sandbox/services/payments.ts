import { createHash, randomUUID } from 'node:crypto';
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { PaymentStatus } from '../../generated/payments/payments.schemas.ts';
import { awardFirstDepositBonus } from './bonus-accruals.ts';
import * as payments from '../../generated/payments/payments.zod.ts';
import { requireAuth } from '../auth/middleware.ts';
import type { SandboxContext, SandboxEnv } from '../context.ts';
import type { Queryable } from '../db/database.ts';
import { ApiError, errorCodes } from '../errors.ts';
import { idempotency } from '../idempotency.ts';
import { renderPaymentPage } from '../payment-pages/payment-page.ts';
import { roles, type UserRecord } from '../users.ts';
import { parseWith, sendJson, validateJson, validateQuery } from '../validate.ts';
import { callbackSecretName, signatureHeader, signatureMatches, signatureParameter, signCallback } from './callback-signature.ts';
import { readPaymentAudit, recordPaymentAudit } from './payment-audit.ts';
import { countOf, drfPage, iso, marketFigures, money, pageRequest, positiveAmount, queryTime, recordTransfer, cashierId, requireRole, timeRange } from './payments-common.ts';
import { assertMayMoveMoney, checkDepositLimits, checkSessionTimeLimit } from './responsible-gaming.ts';
import { checkPayoutRules } from './payout-rules.ts';

/**
 * Payments (§3 Payment item, Payment system, Online payment history, Crypto; §4 payment status codes; §7
 * Payments). Deposits go through the hosted sandbox payment page (10 Started -> 20 Requested when the page
 * opens -> 30 Success or 40 Failed); the balance moves only on 30. Payouts take the money at once (held), wait
 * for manual approval (27) and give it back on failure or cancellation. Every movement is a ledger row under
 * a key derived from the payment, so a retried or replayed call never moves money twice.
 */
// §4 payment status codes: 10 Started, 20 Requested, 21 Approved, 22 Approval failed, 27 Manual process required,
// 30 Success, 40 Failed, 45 Expired.
const finalStatuses = new Set<number>([PaymentStatus.ApprovalFailed, PaymentStatus.Success, PaymentStatus.Failed, PaymentStatus.Expired]);
/** Deposits that never reached the processor expire after an hour (45). */
const depositExpiryMs = 3_600_000;

type Direction = 'deposit' | 'payout';

interface PaymentRow {
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

interface SystemRow {
  slug: string;
  direction: Direction;
  name: string;
  description: string;
  min_minor: number;
  max_minor: number;
  is_temporary_disabled: number;
  is_crypto: number;
}

const paymentPagePath = (uid: string) => `/sandbox/payment-page/${encodeURIComponent(uid)}`;

function toItem(row: PaymentRow, origin: string) {
  return {
    id: row.id,
    redirectLink: row.direction === 'deposit' && (row.status === PaymentStatus.Started || row.status === PaymentStatus.Requested) ? new URL(paymentPagePath(row.payment_uid), origin).toString() : null,
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

const systemAnswer = (row: SystemRow) => ({
  slug: row.slug,
  name: row.name,
  description: row.description,
  min: money(row.min_minor),
  max: money(row.max_minor),
  isTemporaryDisabled: row.is_temporary_disabled === 1,
});

const idParam = z.object({ id: z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER) });

/** §9 crypto list with the processor's minimums; the processor also offers one the site does not support. */
const cryptoMinimums: Record<string, { min: string; fiat: string }> = {
  btc: { min: '0.0002', fiat: '58.40' },
  eth: { min: '0.005', fiat: '41.10' },
  usdttrc20: { min: '10', fiat: '31.20' },
  usdterc20: { min: '20', fiat: '62.40' },
  busdbsc: { min: '10', fiat: '31.20' },
  bnbbsc: { min: '0.02', fiat: '36.90' },
  doge: { min: '50', fiat: '25.80' },
  trx: { min: '100', fiat: '37.50' },
  ltc: { min: '0.1', fiat: '26.70' },
  xmr: { min: '0.05', fiat: '30.10' },
};
const processorCurrencyOrder = ['ltc', 'xmr', 'usdterc20', 'btc', 'doge', 'eth', 'trx', 'bnbbsc', 'usdttrc20', 'busdbsc'];
const addressPrefixes: Record<string, string> = { btc: 'tb1q', eth: '0x', usdterc20: '0x', busdbsc: '0x', bnbbsc: '0x', usdttrc20: 'T', trx: 'T', doge: 'D', ltc: 'tltc1q', xmr: '4' };

export function paymentsRoutes(context: SandboxContext) {
  const routes = new Hono<SandboxEnv>();
  const auth = requireAuth(context);
  const once = idempotency(context);
  const optionalOnce = idempotency(context, { required: false });
  const { db, ledger, clock } = context;
  const base = '/api/backoffice/payments';

  const loadPayment = async (id: number, direction: Direction): Promise<PaymentRow> => {
    const row = await db.get<PaymentRow>('SELECT * FROM payments WHERE id = ? AND direction = ?', [id, direction]);
    if (!row) throw new ApiError(404, { code: errorCodes.notFound, message: 'No such payment.' });
    if (direction === 'deposit' && (row.status === PaymentStatus.Started || row.status === PaymentStatus.Requested) && clock.now() - row.created_at > depositExpiryMs) {
      await db.run('UPDATE payments SET status = ?, updated_at = ? WHERE id = ?', [PaymentStatus.Expired, clock.now(), row.id]);
      return { ...row, status: PaymentStatus.Expired, updated_at: clock.now() };
    }
    return row;
  };

  /**
   * §6 Staff roles: whose payments a caller reads (users.ts roles). Everyone their own; a cashier everyone's; an agent
   * those of the players whose parent it is. Any other payment is answered 404, as if it did not exist.
   */
  const ownedPayment = async (c: Context<SandboxEnv>, direction: Direction): Promise<PaymentRow> => {
    // A malformed id is the caller's mistake: 400, never a 500.
    const { id } = parseWith(idParam, { id: c.req.param('id') });
    const row = await loadPayment(id, direction);
    const viewer = c.var.user;
    if (row.user_id === viewer.id || viewer.role === roles.cashier) return row;
    if (viewer.role === roles.agent) {
      const owner = await db.get<{ parent_id: number | null }>('SELECT parent_id FROM users WHERE id = ?', [row.user_id]);
      if (owner?.parent_id === viewer.id) return row;
    }
    throw new ApiError(404, { code: errorCodes.notFound, message: 'No such payment.' });
  };

  /** The same rule for the staff queues, as SQL on payments: a cashier's queue leaves out their own payments. */
  const othersPaymentsScope = (viewer: UserRecord): { sql: string; params: number[] } =>
    viewer.role === roles.cashier
      ? { sql: ' AND user_id <> ?', params: [viewer.id] }
      : { sql: ' AND user_id IN (SELECT id FROM users WHERE parent_id = ?)', params: [viewer.id] };
  const readsOthersPayments = requireRole(roles.cashier, roles.agent);

  /** A payment a cashier is about to decide: never their own (§6 Staff roles: agent1 approved its own 9 000 TND deposit). */
  const paymentToDecide = async (c: Context<SandboxEnv>, direction: Direction): Promise<PaymentRow> => {
    const row = await ownedPayment(c, direction);
    if (row.user_id === c.var.user.id) throw new ApiError(403, { code: errorCodes.permissionDenied, message: 'Nobody approves or processes their own payment.', detail: 'own_payment' });
    return row;
  };

  /** Runs a decision on a payment and writes its audit row (who, when, what, status before and after). */
  const decide = async (
    c: Context<SandboxEnv>,
    row: PaymentRow,
    action: string,
    comment: string | undefined,
    run: (row: PaymentRow, comment?: string) => Promise<PaymentRow>,
  ): Promise<PaymentRow> => {
    const done = await run(row, comment);
    await recordPaymentAudit(db, { paymentId: row.id, action, actor: c.var.user, statusBefore: row.status, statusAfter: done.status, comment, at: clock.now() });
    return done;
  };

  const setStatus = async (row: PaymentRow, next: number, comment?: string): Promise<PaymentRow> => {
    const now = clock.now();
    await db.run('UPDATE payments SET status = ?, comment = COALESCE(?, comment), updated_at = ? WHERE id = ?', [next, comment ?? null, now, row.id]);
    return { ...row, status: next, comment: comment ?? row.comment, updated_at: now };
  };

  /**
   * §4 Money rules under concurrency: the rules a deposit meets when it is made and again when it is credited, checked inside the
   * transaction that writes it, under the player's lock (ledger.forPlayer): not banned or self-excluded (nor
   * signed out, when made), the balance stays within the §9 maximum, the §3 deposit limits hold.
   */
  const checkDepositRules = async (tx: Queryable, userId: number, amount: number, options: { sessionId?: string; crediting?: { paymentId: number } }) => {
    await assertMayMoveMoney(tx, clock, userId, options.sessionId);
    const balances = await ledger.balances(userId, tx);
    if (balances.cashMinor + amount > marketFigures.maxBalanceMinor) {
      throw new ApiError(422, { code: 'max_balance_exceeded', message: `The balance may not exceed ${money(marketFigures.maxBalanceMinor)} ${marketFigures.currency}.` });
    }
    await checkDepositLimits(tx, userId, amount, clock.now(), options.crediting);
  };

  /**
   * 30 for a deposit: the only place a deposit credits the wallet. The deposit rules are checked again first: a
   * deposit that would now pass a limit or the maximum balance, or of a player banned or self-excluded since,
   * is not credited. It fails (40, the refusal's code in its comment: the processor gives the money back) and
   * the refusal is thrown, for the caller to answer with it.
   */
  const completeDeposit = async (row: PaymentRow, comment?: string): Promise<PaymentRow> => {
    const outcome = await ledger.forPlayer(row.user_id, async (tx): Promise<{ row: PaymentRow; refusal?: ApiError }> => {
      const current = (await tx.get<PaymentRow>('SELECT * FROM payments WHERE id = ?', [row.id]))!;
      // Settled meanwhile by a simultaneous call (the page and the processor's callback...): nothing more to do.
      if (finalStatuses.has(current.status)) return { row: current };
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
      const posted = await ledger.credit(current.user_id, 'cash', current.amount_minor, { reason: 'deposit', idempotencyKey: `payment-${current.payment_uid}-credit`, reference: current.payment_uid });
      let transferId = current.transfer_id;
      // §4 Notification flags: the first approved deposit brings the first-deposit bonus, in this transaction.
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
  const refundPayout = async (row: PaymentRow, next: number, comment: string): Promise<PaymentRow> => {
    await ledger.credit(row.user_id, 'cash', row.amount_minor, { reason: 'payout-refund', idempotencyKey: `payment-${row.payment_uid}-refund`, reference: row.payment_uid });
    if (row.transfer_id !== null) {
      await db.run("UPDATE transfers SET status = 'rejected', description = ?, completed_at = ? WHERE id = ?", [comment, clock.now(), row.transfer_id]);
    }
    return setStatus(row, next, comment);
  };

  const completePayout = async (row: PaymentRow, comment?: string): Promise<PaymentRow> => {
    if (row.transfer_id !== null) await db.run("UPDATE transfers SET status = 'completed', completed_at = ? WHERE id = ?", [clock.now(), row.transfer_id]);
    return setStatus(row, PaymentStatus.Success, comment);
  };

  const refuseTransition = (row: PaymentRow, action: string): never => {
    throw new ApiError(409, { code: 'payment_status_conflict', message: `A payment in status ${row.status} cannot be moved by ${action}.` });
  };

  // ---- payment systems

  for (const direction of ['deposit', 'payout'] as const) {
    routes.get(`${base}/${direction}/system_list/`, auth, async (c) => {
      const rows = await db.all<SystemRow>('SELECT * FROM payment_systems WHERE direction = ? ORDER BY sort_order', [direction]);
      return sendJson(c, payments.ListDepositSystemsResponse, rows.map(systemAnswer));
    });

    routes.get(`${base}/${direction}/`, auth, validateQuery(payments.ListDepositsQueryParams), async (c) => {
      const query = c.req.valid('query');
      const request = pageRequest(query.page, query.page_size);
      const filter = query.status === undefined ? '' : ' AND status = ?';
      const params = query.status === undefined ? [c.var.user.id, direction] : [c.var.user.id, direction, query.status];
      const count = await countOf(db, `SELECT COUNT(*) AS total FROM payments WHERE user_id = ? AND direction = ?${filter}`, params);
      const rows = await db.all<PaymentRow>(`SELECT * FROM payments WHERE user_id = ? AND direction = ?${filter} ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?`, [
        ...params,
        request.pageSize,
        request.offset,
      ]);
      return sendJson(c, payments.ListDepositsResponse, drfPage(c, request, count, rows.map((row) => toItem(row, c.req.url))));
    });

    routes.get(`${base}/${direction}/:id`, auth, async (c) => sendJson(c, payments.GetDepositResponse, toItem(await ownedPayment(c, direction), c.req.url)));

    // Staff queues: deposits and payouts waiting for a decision (a cashier's to decide, an agent's to follow).
    routes.get(`${base}/${direction}/approve_list/`, auth, readsOthersPayments, validateQuery(payments.ListDepositApprovalsQueryParams), async (c) => {
      const query = c.req.valid('query');
      const request = pageRequest(query.page, query.page_size);
      const scope = othersPaymentsScope(c.var.user);
      const where = `direction = ? AND status IN (?, ?)${scope.sql}`;
      const whereParams = [direction, PaymentStatus.Requested, PaymentStatus.ManualProcessRequired, ...scope.params];
      const count = await countOf(db, `SELECT COUNT(*) AS total FROM payments WHERE ${where}`, whereParams);
      const rows = await db.all<PaymentRow>(`SELECT * FROM payments WHERE ${where} ORDER BY created_at LIMIT ? OFFSET ?`, [...whereParams, request.pageSize, request.offset]);
      return sendJson(c, payments.ListDepositApprovalsResponse, drfPage(c, request, count, rows.map((row) => toItem(row, c.req.url))));
    });
  }

  routes.get(`${base}/payout/manual_list/`, auth, readsOthersPayments, validateQuery(payments.ListPayoutManualQueryParams), async (c) => {
    const query = c.req.valid('query');
    const request = pageRequest(query.page, query.page_size);
    const scope = othersPaymentsScope(c.var.user);
    const where = `direction = 'payout' AND status = ?${scope.sql}`;
    const whereParams = [PaymentStatus.ManualProcessRequired, ...scope.params];
    const count = await countOf(db, `SELECT COUNT(*) AS total FROM payments WHERE ${where}`, whereParams);
    const rows = await db.all<PaymentRow>(`SELECT * FROM payments WHERE ${where} ORDER BY created_at LIMIT ? OFFSET ?`, [...whereParams, request.pageSize, request.offset]);
    return sendJson(c, payments.ListPayoutManualResponse, drfPage(c, request, count, rows.map((row) => toItem(row, c.req.url))));
  });

  // ---- deposits

  routes.post(`${base}/deposit/`, auth, once, validateJson(payments.CreateDepositBody), async (c) => {
    const body = c.req.valid('json');
    const user = c.var.user;
    const system = await db.get<SystemRow>("SELECT * FROM payment_systems WHERE slug = ? AND direction = 'deposit'", [body.payment_system]);
    if (!system || system.is_crypto === 1) {
      throw new ApiError(400, { code: errorCodes.validationError, message: 'Unknown payment system.', errors: [{ field: 'payment_system', code: 'invalid_choice', message: 'Unknown payment system.' }] });
    }
    if (system.is_temporary_disabled === 1) throw new ApiError(409, { code: 'payment_system_disabled', message: 'This payment system is temporarily unavailable.' });
    if (body.currency !== undefined && body.currency !== user.currency) {
      throw new ApiError(400, { code: errorCodes.validationError, message: 'Deposits are in the account currency.', errors: [{ field: 'currency', code: 'invalid_choice', message: 'Deposits are in the account currency.' }] });
    }
    const amount = positiveAmount(body.amount);
    const min = Math.max(system.min_minor, marketFigures.depositMinMinor);
    const max = Math.min(system.max_minor, marketFigures.depositMaxMinor);
    if (amount < min || amount > max) {
      throw new ApiError(422, { code: 'payment_system_limits', message: `The amount must be between ${money(min)} and ${money(max)}.` });
    }
    const returnUrl = safeReturnUrl(c, body.return_url);
    const uid = `dep-${randomUUID()}`;
    // Checked and recorded in one transaction under the player's lock: 50 simultaneous deposits cannot all see
    // the same room under a limit (§4 Money rules under concurrency).
    const row = await ledger.forPlayer(user.id, async (tx) => {
      await checkDepositRules(tx, user.id, amount, { sessionId: c.var.sessionId });
      await checkSessionTimeLimit(tx, clock, user.id);
      const now = clock.now();
      return tx.get<PaymentRow>(
        `INSERT INTO payments (user_id, direction, payment_system, payment_uid, amount_minor, currency, status, return_url, created_at, updated_at)
         VALUES (?, 'deposit', ?, ?, ?, ?, ?, ?, ?, ?) RETURNING *`,
        [user.id, system.slug, uid, amount, user.currency, PaymentStatus.Started, returnUrl, now, now],
      );
    });
    return sendJson(c, payments.CreateDepositResponse, toItem(row!, c.req.url), 201);
  });

  const depositActions: { path: string; schema: z.ZodType; from: number[]; run: (row: PaymentRow, comment?: string) => Promise<PaymentRow> }[] = [
    { path: 'approve_success', schema: payments.DepositApproveSuccessResponse, from: [PaymentStatus.Started, PaymentStatus.Requested], run: (row, comment) => setStatus(row, PaymentStatus.Approved, comment) },
    { path: 'approve_fail', schema: payments.DepositApproveFailResponse, from: [PaymentStatus.Started, PaymentStatus.Requested], run: (row, comment) => setStatus(row, PaymentStatus.ApprovalFailed, comment) },
    { path: 'process_after_approve', schema: payments.DepositProcessAfterApproveResponse, from: [PaymentStatus.Approved], run: completeDeposit },
    { path: 'manual_success', schema: payments.DepositManualSuccessResponse, from: [PaymentStatus.Started, PaymentStatus.Requested, PaymentStatus.Approved, PaymentStatus.ManualProcessRequired], run: completeDeposit },
    { path: 'manual_fail', schema: payments.DepositManualFailResponse, from: [PaymentStatus.Started, PaymentStatus.Requested, PaymentStatus.Approved, PaymentStatus.ManualProcessRequired], run: (row, comment) => setStatus(row, PaymentStatus.Failed, comment) },
  ];
  for (const action of depositActions) {
    routes.post(`${base}/deposit/:id/${action.path}/`, auth, requireRole(roles.cashier), optionalOnce, validateJson(payments.DepositApproveFailBody), async (c) => {
      const row = await paymentToDecide(c, 'deposit');
      if (!action.from.includes(row.status)) refuseTransition(row, action.path);
      return sendJson(c, action.schema, toItem(await decide(c, row, action.path, c.req.valid('json').comment, action.run), c.req.url));
    });
  }

  // ---- payouts

  routes.post(`${base}/payout/`, auth, once, validateJson(payments.CreatePayoutBody), async (c) => {
    const body = c.req.valid('json');
    const user = c.var.user;
    const system = await db.get<SystemRow>("SELECT * FROM payment_systems WHERE slug = ? AND direction = 'payout'", [body.payment_system]);
    if (!system) {
      throw new ApiError(400, { code: errorCodes.validationError, message: 'Unknown payment system.', errors: [{ field: 'payment_system', code: 'invalid_choice', message: 'Unknown payment system.' }] });
    }
    if (system.is_temporary_disabled === 1) throw new ApiError(409, { code: 'payment_system_disabled', message: 'This payment system is temporarily unavailable.' });
    const amount = positiveAmount(body.amount);
    const min = Math.max(system.min_minor, marketFigures.withdrawalMinMinor);
    if (amount < min || amount > system.max_minor) {
      throw new ApiError(422, { code: 'payment_system_limits', message: `The amount must be between ${money(min)} and ${money(system.max_minor)}.` });
    }
    const uid = `pay-${randomUUID()}`;
    // The payout rules are read in the transaction that holds the money, under the player's lock (§4 Money rules under concurrency).
    const row = await ledger.forPlayer(user.id, async (tx) => {
      await assertMayMoveMoney(tx, clock, user.id, c.var.sessionId);
      await checkPayoutRules(tx, user, amount);
      const before = await ledger.balances(user.id, tx);
      const held = await ledger.debit(user.id, 'cash', amount, { reason: 'payout', idempotencyKey: `payment-${uid}-hold`, reference: uid });
      const now = clock.now();
      const transferId = await recordTransfer(tx, {
        fromId: user.id,
        toId: cashierId,
        amountMinor: amount,
        currency: user.currency,
        status: 'pending',
        senderBefore: before.cashMinor,
        senderAfter: held.balances.cashMinor,
        recipientBefore: 0,
        recipientAfter: 0,
        createdAt: now,
      });
      return tx.get<PaymentRow>(
        `INSERT INTO payments (user_id, direction, payment_system, payment_uid, amount_minor, currency, status, account, transfer_id, created_at, updated_at)
         VALUES (?, 'payout', ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING *`,
        [user.id, system.slug, uid, amount, user.currency, PaymentStatus.ManualProcessRequired, body.account, transferId, now, now],
      );
    });
    return sendJson(c, payments.CreatePayoutResponse, toItem(row!, c.req.url), 201);
  });

  const payoutActions: { path: string; schema: z.ZodType; from: number[]; run: (row: PaymentRow, comment?: string) => Promise<PaymentRow> }[] = [
    { path: 'approve_success', schema: payments.PayoutApproveSuccessResponse, from: [PaymentStatus.Requested, PaymentStatus.ManualProcessRequired], run: (row, comment) => setStatus(row, PaymentStatus.Approved, comment) },
    { path: 'approve_fail', schema: payments.PayoutApproveFailResponse, from: [PaymentStatus.Requested, PaymentStatus.ManualProcessRequired], run: (row, comment) => refundPayout(row, PaymentStatus.ApprovalFailed, comment ?? 'Approval failed') },
    { path: 'process_after_approve', schema: payments.PayoutProcessAfterApproveResponse, from: [PaymentStatus.Approved], run: completePayout },
    { path: 'manual_success', schema: payments.PayoutManualSuccessResponse, from: [PaymentStatus.Requested, PaymentStatus.Approved, PaymentStatus.ManualProcessRequired], run: completePayout },
    { path: 'manual_fail', schema: payments.PayoutManualFailResponse, from: [PaymentStatus.Requested, PaymentStatus.Approved, PaymentStatus.ManualProcessRequired], run: (row, comment) => refundPayout(row, PaymentStatus.Failed, comment ?? 'Rejected') },
  ];
  for (const action of payoutActions) {
    routes.post(`${base}/payout/:id/${action.path}/`, auth, requireRole(roles.cashier), optionalOnce, validateJson(payments.PayoutApproveFailBody), async (c) => {
      const row = await paymentToDecide(c, 'payout');
      if (!action.from.includes(row.status)) refuseTransition(row, action.path);
      return sendJson(c, action.schema, toItem(await decide(c, row, action.path, c.req.valid('json').comment, action.run), c.req.url));
    });
  }

  // The player (or a cashier) cancels a payout that is not final yet; the money goes back. An agent only reads.
  routes.post(`${base}/payout/:id/cancel_payment/`, auth, optionalOnce, validateJson(payments.CancelPayoutBody), async (c) => {
    const row = await ownedPayment(c, 'payout');
    if (row.user_id !== c.var.user.id && c.var.user.role !== roles.cashier) throw new ApiError(403, { code: errorCodes.permissionDenied, message: 'Only the player or a cashier may cancel a payout.' });
    if (finalStatuses.has(row.status)) refuseTransition(row, 'cancel_payment');
    const done = await decide(c, row, 'cancel_payment', c.req.valid('json').comment, async (payout, comment) => {
      // §4 has no cancelled code: 40 as for a refusal, with the cancellation recorded so the player sees "Cancelled".
      await db.run('UPDATE payments SET cancelled = 1 WHERE id = ?', [payout.id]);
      return { ...(await refundPayout(payout, PaymentStatus.Failed, comment ?? 'Cancelled')), cancelled: 1 };
    });
    return sendJson(c, payments.CancelPayoutResponse, toItem(done, c.req.url));
  });

  // §6 Staff roles: the audit trail of status changes, for the cashiers (payment_id narrows it to one payment).
  routes.get(`${base}/audit/`, auth, requireRole(roles.cashier), validateQuery(payments.ListPaymentAuditQueryParams), async (c) => {
    const query = c.req.valid('query');
    const request = pageRequest(query.page, query.page_size);
    const page = await readPaymentAudit(db, { paymentId: query.payment_id, limit: request.pageSize, offset: request.offset });
    return sendJson(c, payments.ListPaymentAuditResponse, drfPage(c, request, page.count, page.items));
  });

  // ---- processor callbacks (deposit/callback/{slug}{var}/, §7). §7 Processor callbacks: a callback is believed only when it
  // is signed with its payment system's secret (callback-signature.ts); then "-success" and "-fail" settle the
  // payment named by payment_id, if it is that system's; anything else is acknowledged and ignored.

  /** The payment system a {slug}{var} segment names: the longest slug it starts with. */
  const callbackSystem = async (direction: Direction, slugAndVariant: string): Promise<string | undefined> => {
    const systems = await db.all<{ slug: string }>('SELECT slug FROM payment_systems WHERE direction = ?', [direction]);
    return systems
      .map((system) => system.slug)
      .filter((slug) => slugAndVariant.startsWith(slug))
      .sort((a, b) => b.length - a.length)[0];
  };
  const callbackSecret = async (slug: string): Promise<string | undefined> =>
    (await db.get<{ value: string }>('SELECT value FROM sandbox_secrets WHERE name = ?', [callbackSecretName(slug)]))?.value;

  interface CallbackRequest {
    method: string;
    url: URL;
    body: string;
    signature: string | null;
  }

  const invalidSignature = (detail: 'missing' | 'mismatch') =>
    new ApiError(401, {
      code: 'invalid_signature',
      message: detail === 'missing' ? `The callback must be signed (${signatureHeader}).` : 'The callback signature does not match.',
      detail,
    });

  /**
   * One processor callback, from the HTTP route or from the sandbox's own processor (the payment page). Checked
   * before anything is read: an unsigned or badly signed call learns nothing and changes nothing.
   */
  const receiveCallback = async (direction: Direction, slugAndVariant: string, request: CallbackRequest): Promise<PaymentRow | null> => {
    if (!request.signature) throw invalidSignature('missing');
    const slug = await callbackSystem(direction, slugAndVariant);
    const secret = slug === undefined ? undefined : await callbackSecret(slug);
    const message = { method: request.method, direction, slugAndVariant, query: request.url.searchParams, body: request.body };
    if (slug === undefined || secret === undefined || !signatureMatches(secret, message, request.signature)) throw invalidSignature('mismatch');

    const paymentUid = callbackPaymentId(request);
    if (paymentUid === null) return null;
    const row = await db.get<PaymentRow>('SELECT * FROM payments WHERE payment_uid = ? AND direction = ?', [paymentUid, direction]);
    // A system's secret speaks for its own payments only.
    if (!row || row.payment_system !== slug || finalStatuses.has(row.status)) return row ?? null;
    const variant = slugAndVariant.slice(slug.length);
    let done = row;
    let refusal: ApiError | undefined;
    if (direction === 'deposit' && variant === '-success') {
      try {
        done = await completeDeposit(row);
      } catch (error) {
        // The rules refused the credit: the payment is failed (40) and the refusal answered, after the audit row.
        if (!(error instanceof ApiError)) throw error;
        refusal = error;
        done = (await db.get<PaymentRow>('SELECT * FROM payments WHERE id = ?', [row.id]))!;
      }
    } else if (direction === 'deposit' && variant === '-fail') done = await setStatus(row, PaymentStatus.Failed);
    else if (direction === 'payout' && variant === '-success') done = await completePayout(row);
    else if (direction === 'payout' && variant === '-fail') done = await refundPayout(row, PaymentStatus.Failed, 'Failed at the processor');
    if (done.status !== row.status) {
      await recordPaymentAudit(db, { paymentId: row.id, action: `callback${variant}`, actor: null, statusBefore: row.status, statusAfter: done.status, at: clock.now() });
    }
    if (refusal) throw refusal;
    return done;
  };

  for (const direction of ['deposit', 'payout'] as const) {
    const pathPattern = `${base}/${direction}/callback/:slugAndVariant{[a-z0-9_-]+}/`;
    const callbackRequest = async (c: Context<SandboxEnv>): Promise<CallbackRequest> => ({
      method: c.req.method,
      url: new URL(c.req.url),
      body: c.req.method === 'GET' || c.req.method === 'HEAD' ? '' : await c.req.text(),
      signature: c.req.header(signatureHeader) ?? c.req.query(signatureParameter) ?? null,
    });
    routes.get(pathPattern, async (c) => {
      const row = await receiveCallback(direction, c.req.param('slugAndVariant') ?? '', await callbackRequest(c));
      if (row?.return_url) return c.redirect(withPaymentId(row.return_url, row.id), 302);
      return sendJson(c, payments.GetDepositCallbackResponse, { status: 'ok' });
    });
    routes.post(pathPattern, async (c) => {
      await receiveCallback(direction, c.req.param('slugAndVariant') ?? '', await callbackRequest(c));
      return sendJson(c, payments.PostDepositCallbackResponse, { status: 'ok' });
    });
  }

  /** The sandbox's processor delivering its signed server-to-server callback (§7 Processor callbacks), the way a real one posts it. */
  const deliverProcessorCallback = async (row: PaymentRow, outcome: 'success' | 'fail', origin: string): Promise<void> => {
    const slugAndVariant = `${row.payment_system}-${outcome}`;
    const url = new URL(`${base}/deposit/callback/${slugAndVariant}/`, origin);
    const body = JSON.stringify({ payment_id: row.payment_uid, status: outcome, amount: money(row.amount_minor), currency: row.currency });
    const secret = await callbackSecret(row.payment_system);
    if (secret === undefined) throw new Error(`No callback secret for payment system ${row.payment_system}`);
    const signature = signCallback(secret, { method: 'POST', direction: 'deposit', slugAndVariant, query: url.searchParams, body });
    await receiveCallback('deposit', slugAndVariant, { method: 'POST', url, body, signature });
  };

  // ---- the hosted sandbox payment page

  const pagePayment = async (uid: string) => {
    // The card processor's page acts on the card deposit it was opened for, never on a crypto one (§6 Test hooks).
    const row = await db.get<PaymentRow>("SELECT * FROM payments WHERE payment_uid = ? AND direction = 'deposit' AND payment_system <> 'crypto'", [uid]);
    if (!row) throw new ApiError(404, { code: errorCodes.notFound, message: 'No such payment.' });
    return loadPayment(row.id, 'deposit');
  };
  const pageView = async (row: PaymentRow) => {
    const system = await db.get<SystemRow>("SELECT * FROM payment_systems WHERE slug = ? AND direction = 'deposit'", [row.payment_system]);
    return renderPaymentPage({
      paymentUid: row.payment_uid,
      systemName: system?.name ?? row.payment_system,
      amount: money(row.amount_minor),
      currency: row.currency,
      final: row.status === PaymentStatus.Success ? 'approved' : finalStatuses.has(row.status) ? 'failed' : null,
      returnUrl: row.return_url ? withPaymentId(row.return_url, row.id) : null,
    });
  };
  routes.get('/sandbox/payment-page/:uid', async (c) => {
    let row = await pagePayment(c.req.param('uid'));
    // §4: the processor has the request once its page is open.
    if (row.status === PaymentStatus.Started) row = await setStatus(row, PaymentStatus.Requested);
    c.header('Cache-Control', 'no-store');
    return c.html(await pageView(row));
  });
  routes.post('/sandbox/payment-page/:uid/:decision{approve|fail}', async (c) => {
    let row = await pagePayment(c.req.param('uid'));
    if (row.status === PaymentStatus.Started || row.status === PaymentStatus.Requested) {
      // The page is the processor: it settles the payment only through the site's signed callback.
      try {
        await deliverProcessorCallback(row, c.req.param('decision') === 'approve' ? 'success' : 'fail', c.req.url);
      } catch (error) {
        // A credit the rules refuse leaves the payment failed (40), which the page shows.
        if (!(error instanceof ApiError)) throw error;
      }
      row = await pagePayment(row.payment_uid);
    }
    if (row.return_url) return c.redirect(withPaymentId(row.return_url, row.id), 303);
    return c.html(await pageView(row));
  });

  // ---- crypto

  routes.get(`${base}/services/crypto-pay/available-currencies`, auth, (c) =>
    sendJson(c, payments.GetCryptoCurrenciesResponse, { currencies: processorCurrencyOrder }),
  );

  routes.get(`${base}/services/crypto-pay/min-amount`, auth, validateQuery(payments.GetCryptoMinAmountQueryParams), (c) => {
    const { currency } = c.req.valid('query');
    const minimum = cryptoMinimums[currency];
    if (!minimum) throw new ApiError(404, { code: errorCodes.notFound, message: 'This currency is not offered.' });
    return sendJson(c, payments.GetCryptoMinAmountResponse, { currency, min_amount: minimum.min, fiat_equivalent: minimum.fiat, fiat_currency: marketFigures.currency });
  });

  routes.post(`${base}/services/crypto-pay/create-payment`, auth, once, validateJson(payments.CreateCryptoPaymentBody), async (c) => {
    const { pay_currency: currency } = c.req.valid('json');
    if (!cryptoMinimums[currency] || !(marketFigures.cryptoCurrencies as readonly string[]).includes(currency)) {
      throw new ApiError(400, { code: errorCodes.validationError, message: 'This currency is not offered.', errors: [{ field: 'pay_currency', code: 'invalid_choice', message: 'This currency is not offered.' }] });
    }
    const uid = `cry-${randomUUID()}`;
    const now = clock.now();
    const address = cryptoAddress(currency, uid);
    const expiresAt = now + depositExpiryMs;
    await db.run('INSERT INTO crypto_payments (user_id, payment_uid, pay_currency, pay_address, created_at, expires_at) VALUES (?, ?, ?, ?, ?, ?)', [
      c.var.user.id,
      uid,
      currency,
      address,
      now,
      expiresAt,
    ]);
    return sendJson(c, payments.CreateCryptoPaymentResponse, { pay_address: address, pay_currency: currency, payment_id: uid, expires_at: iso(expiresAt) });
  });

  // ---- crypto deposits arriving (§4 Async actions): the address's deposit and the tester's "network"

  const cryptoAddressRow = async (uid: string) =>
    db.get<{ user_id: number; payment_uid: string; expires_at: number }>('SELECT user_id, payment_uid, expires_at FROM crypto_payments WHERE payment_uid = ?', [uid]);
  const cryptoDeposit = async (uid: string) => {
    const row = await db.get<PaymentRow>("SELECT * FROM payments WHERE payment_uid = ? AND direction = 'deposit'", [uid]);
    return row ? loadPayment(row.id, 'deposit') : null;
  };

  routes.get(`${base}/services/crypto-pay/payment/:paymentId`, auth, async (c) => {
    const address = await cryptoAddressRow(c.req.param('paymentId'));
    if (!address || address.user_id !== c.var.user.id) throw new ApiError(404, { code: errorCodes.notFound, message: 'No such crypto payment.' });
    const deposit = await cryptoDeposit(address.payment_uid);
    // An address nobody paid to is expired once its time is over (§4 45).
    const status = deposit ? deposit.status : clock.now() > address.expires_at ? PaymentStatus.Expired : null;
    return sendJson(c, payments.GetCryptoPaymentStatusResponse, {
      payment_id: address.payment_uid,
      status: status as PaymentStatus | null,
      amount: deposit ? money(deposit.amount_minor) : null,
      currency: c.var.user.currency,
    });
  });

  /**
   * The sandbox's stand-in for the blockchain: the tester sends a payment to an address (10, broadcast), the
   * network sees it (20) and confirms it (30, the only step that credits the balance). Each step is idempotent:
   * repeating it changes nothing; a step out of order is refused with 409.
   */
  routes.post('/sandbox/crypto-pay/:paymentId/:step{send|seen|confirm}', async (c) => {
    const address = await cryptoAddressRow(c.req.param('paymentId'));
    if (!address) throw new ApiError(404, { code: errorCodes.notFound, message: 'No such crypto address.' });
    const step = c.req.param('step');
    let deposit = await cryptoDeposit(address.payment_uid);
    if (step === 'send') {
      if (!deposit) {
        let body: unknown;
        try {
          body = JSON.parse((await c.req.text()) || '{}');
        } catch {
          throw new ApiError(400, { code: errorCodes.validationError, message: 'The body must be JSON.' });
        }
        const amount = positiveAmount(String((body as { amount?: unknown }).amount ?? ''));
        // Crypto deposits follow the rules of every deposit (§4 Money rules under concurrency): the market's range, the maximum
        // balance, the deposit limits, no ban or self-exclusion; the processor sends back what is refused.
        const system = await db.get<SystemRow>("SELECT * FROM payment_systems WHERE slug = 'crypto' AND direction = 'deposit'");
        const min = Math.max(system?.min_minor ?? 0, marketFigures.depositMinMinor);
        const max = Math.min(system?.max_minor ?? marketFigures.depositMaxMinor, marketFigures.depositMaxMinor);
        if (amount < min || amount > max) {
          throw new ApiError(422, { code: 'payment_system_limits', message: `The amount must be between ${money(min)} and ${money(max)}.` });
        }
        await ledger.forPlayer(address.user_id, async (tx) => {
          // A repeated send is the same payment, whatever its amount.
          if (await tx.get("SELECT id FROM payments WHERE payment_uid = ? AND direction = 'deposit'", [address.payment_uid])) return;
          await checkDepositRules(tx, address.user_id, amount, {});
          const user = await tx.get<{ currency: string }>('SELECT currency FROM users WHERE id = ?', [address.user_id]);
          const now = clock.now();
          await tx.run(
            `INSERT INTO payments (user_id, direction, payment_system, payment_uid, amount_minor, currency, status, return_url, created_at, updated_at)
             VALUES (?, 'deposit', 'crypto', ?, ?, ?, ?, NULL, ?, ?) ON CONFLICT (payment_uid) DO NOTHING`,
            [address.user_id, address.payment_uid, amount, user?.currency ?? marketFigures.currency, PaymentStatus.Started, now, now],
          );
        });
        deposit = await cryptoDeposit(address.payment_uid);
      }
    } else if (!deposit) {
      throw new ApiError(409, { code: 'payment_status_conflict', message: 'Nothing was sent to this address yet.' });
    } else if (step === 'seen') {
      if (deposit.status === PaymentStatus.Started) deposit = await setStatus(deposit, PaymentStatus.Requested);
      else if (deposit.status !== PaymentStatus.Requested && deposit.status !== PaymentStatus.Success) throw new ApiError(409, { code: 'payment_status_conflict', message: `A payment in status ${deposit.status} cannot be seen.` });
    } else if (deposit.status === PaymentStatus.Requested) {
      deposit = await completeDeposit(deposit);
    } else if (deposit.status !== PaymentStatus.Success) {
      throw new ApiError(409, { code: 'payment_status_conflict', message: `A payment in status ${deposit.status} cannot be confirmed.` });
    }
    return c.json({ payment_id: address.payment_uid, status: deposit!.status, amount: money(deposit!.amount_minor) });
  });

  // ---- online payment history (§3: items, page, total_items)

  routes.get(`${base}/services/facade/history/payment/`, auth, validateQuery(payments.GetPaymentHistoryQueryParams), async (c) => {
    const query = c.req.valid('query');
    const request = pageRequest(query.page, query.page_size);
    const range = timeRange('created_at', queryTime(query.date_from), queryTime(query.date_to));
    const typeFilter = query.payment_type ? ' AND direction = ?' : '';
    const params = [c.var.user.id, ...range.params, ...(query.payment_type ? [query.payment_type] : [])];
    const where = `user_id = ?${range.sql}${typeFilter}`;
    const total = await countOf(db, `SELECT COUNT(*) AS total FROM payments WHERE ${where}`, params);
    const rows = await db.all<PaymentRow>(`SELECT * FROM payments WHERE ${where} ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?`, [...params, request.pageSize, request.offset]);
    return sendJson(c, payments.GetPaymentHistoryResponse, {
      items: rows.map((row) => ({
        id: row.id,
        paymentId: row.payment_uid,
        currency: row.currency,
        amount: money(row.amount_minor),
        status: row.status as PaymentStatus,
        paymentSystem: row.payment_system,
        paymentType: row.direction,
        createdAt: iso(row.created_at),
        cancelled: row.cancelled === 1,
      })),
      page: request.page,
      total_items: total,
    });
  });

  return routes;
}

/** A deterministic, well-formed looking test-network address for the payment. */
function cryptoAddress(currency: string, uid: string): string {
  const hex = createHash('sha256').update(`${currency}:${uid}`).digest('hex');
  const prefix = addressPrefixes[currency] ?? '';
  return prefix === '0x' ? `0x${hex.slice(0, 40)}` : `${prefix}${hex.slice(0, 38)}`;
}

/** payment_id from a JSON or form body, else from the query (processors send all three). */
function callbackPaymentId(request: { url: URL; body: string }): string | null {
  let value: unknown = request.url.searchParams.get('payment_id');
  const body = request.body.trim();
  if (body.startsWith('{')) {
    try {
      const parsed = JSON.parse(body) as unknown;
      if (parsed && typeof parsed === 'object' && 'payment_id' in parsed) value = (parsed as { payment_id: unknown }).payment_id;
    } catch {
      // Not JSON after all: no payment named.
    }
  } else if (body !== '') {
    value = new URLSearchParams(body).get('payment_id') ?? value;
  }
  return typeof value === 'string' && /^[a-z]+-[0-9a-f-]{36}$/.test(value) ? value : null;
}

function withPaymentId(returnUrl: string, id: number): string {
  const url = new URL(returnUrl);
  url.searchParams.set('payment_id', String(id));
  return url.toString();
}

/** The payment page sends the player back only to the site itself (no open redirect). */
function safeReturnUrl(c: Context, value: string | undefined): string | null {
  if (!value) return null;
  const url = new URL(value);
  const requestHost = new URL(c.req.url).host;
  const local = ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || (url.host !== requestHost && !local)) {
    throw new ApiError(400, { code: errorCodes.validationError, message: 'The return address must be on this site.', errors: [{ field: 'return_url', code: 'invalid', message: 'The return address must be on this site.' }] });
  }
  return url.toString();
}
