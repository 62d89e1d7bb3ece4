import { randomUUID } from 'node:crypto';
import { Hono, type Context } from 'hono';
import { PaymentStatus } from '../../generated/payments/payments.schemas.ts';
import * as payments from '../../generated/payments/payments.zod.ts';
import { requireAuth } from '../auth/middleware.ts';
import type { SandboxContext, SandboxEnv } from '../context.ts';
import { ApiError, errorCodes } from '../errors.ts';
import { idempotency } from '../idempotency.ts';
import { sendJson, validateJson, validateQuery } from '../validate.ts';
import { recordPaymentAudit } from './payment-audit.ts';
import { cashierId, countOf, drfPage, iso, money, pageRequest, positiveAmount, queryTime, recordTransfer, timeRange } from './payments-common.ts';
import { paymentsBase as base, refuseTransition, systemAnswer, toItem, type PaymentRecords, type PaymentRow, type SystemRow } from './payments-records.ts';
import { mayCancelAs, mayCancelPayout, refundComment } from './payments-state.ts';
import { assertMayMoveMoney, checkSessionTimeLimit } from './responsible-gaming.ts';
import { checkPayoutRules } from './payout-rules.ts';

/** The player's payment calls (§7 Payments): systems, own lists, deposits, payouts, cancelling a payout, the online history. */
export function paymentsPlayerRoutes(context: SandboxContext, records: PaymentRecords) {
  const routes = new Hono<SandboxEnv>();
  const auth = requireAuth(context);
  const once = idempotency(context);
  const optionalOnce = idempotency(context, { required: false });
  const { db, ledger, clock } = context;

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

    routes.get(`${base}/${direction}/:id`, auth, async (c) => sendJson(c, payments.GetDepositResponse, toItem(await records.readablePayment(c.var.user, c.req.param('id'), direction), c.req.url)));
  }

  routes.post(`${base}/deposit/`, auth, once, validateJson(payments.CreateDepositBody), async (c) => {
    const body = c.req.valid('json');
    const user = c.var.user;
    const system = await records.depositSystem(body.payment_system);
    if (!system || system.is_crypto === 1) {
      throw new ApiError(400, { code: errorCodes.validationError, message: 'Unknown payment system.', errors: [{ field: 'payment_system', code: 'invalid_choice', message: 'Unknown payment system.' }] });
    }
    if (system.is_temporary_disabled === 1) throw new ApiError(409, { code: 'payment_system_disabled', message: 'This payment system is temporarily unavailable.' });
    if (body.currency !== undefined && body.currency !== user.currency) {
      throw new ApiError(400, { code: errorCodes.validationError, message: 'Deposits are in the account currency.', errors: [{ field: 'currency', code: 'invalid_choice', message: 'Deposits are in the account currency.' }] });
    }
    const amount = positiveAmount(body.amount);
    const min = Math.max(system.min_minor, context.market.depositMinMinor);
    const max = Math.min(system.max_minor, context.market.depositMaxMinor);
    if (amount < min || amount > max) {
      throw new ApiError(422, { code: 'payment_system_limits', message: `The amount must be between ${money(min)} and ${money(max)}.` });
    }
    const returnUrl = safeReturnUrl(c, body.return_url);
    const uid = `dep-${randomUUID()}`;
    // Checked and recorded in one transaction under the player's lock: 50 simultaneous deposits cannot all see
    // the same room under a limit (§4 Money rules under concurrency).
    const row = await ledger.forPlayer(user.id, async (tx) => {
      await records.checkDepositRules(tx, user.id, amount, { sessionId: c.var.sessionId });
      await checkSessionTimeLimit(tx, context, user.id);
      const now = clock.now();
      return tx.get<PaymentRow>(
        `INSERT INTO payments (user_id, direction, payment_system, payment_uid, amount_minor, currency, status, return_url, created_at, updated_at)
         VALUES (?, 'deposit', ?, ?, ?, ?, ?, ?, ?, ?) RETURNING *`,
        [user.id, system.slug, uid, amount, user.currency, PaymentStatus.Started, returnUrl, now, now],
      );
    });
    return sendJson(c, payments.CreateDepositResponse, toItem(row!, c.req.url), 201);
  });

  routes.post(`${base}/payout/`, auth, once, validateJson(payments.CreatePayoutBody), async (c) => {
    const body = c.req.valid('json');
    const user = c.var.user;
    const system = await db.get<SystemRow>("SELECT * FROM payment_systems WHERE slug = ? AND direction = 'payout'", [body.payment_system]);
    if (!system) {
      throw new ApiError(400, { code: errorCodes.validationError, message: 'Unknown payment system.', errors: [{ field: 'payment_system', code: 'invalid_choice', message: 'Unknown payment system.' }] });
    }
    if (system.is_temporary_disabled === 1) throw new ApiError(409, { code: 'payment_system_disabled', message: 'This payment system is temporarily unavailable.' });
    const amount = positiveAmount(body.amount);
    const min = Math.max(system.min_minor, context.market.withdrawalMinMinor);
    if (amount < min || amount > system.max_minor) {
      throw new ApiError(422, { code: 'payment_system_limits', message: `The amount must be between ${money(min)} and ${money(system.max_minor)}.` });
    }
    const uid = `pay-${randomUUID()}`;
    // The payout rules are read in the transaction that holds the money, under the player's lock (§4 Money rules under concurrency).
    const row = await ledger.forPlayer(user.id, async (tx) => {
      await assertMayMoveMoney(tx, clock, user.id, c.var.sessionId);
      await checkPayoutRules(tx, context.market, user, amount);
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

  // The player (or a cashier) cancels a payout that is not final yet; the money goes back. An agent only reads.
  routes.post(`${base}/payout/:id/cancel_payment/`, auth, optionalOnce, validateJson(payments.CancelPayoutBody), async (c) => {
    const viewer = c.var.user;
    const row = await records.readablePayment(viewer, c.req.param('id'), 'payout');
    if (!mayCancelAs(viewer, row.user_id)) throw new ApiError(403, { code: errorCodes.permissionDenied, message: 'Only the player or a cashier may cancel a payout.' });
    if (!mayCancelPayout(row.status)) refuseTransition(row, 'cancel_payment');
    const comment = c.req.valid('json').comment;
    // §4 has no cancelled code: 40 as for a refusal, with the cancellation recorded so the player sees "Cancelled".
    const done = await records.refundPayout(row, PaymentStatus.Failed, comment ?? refundComment('cancel_payment'), { cancelled: true });
    await recordPaymentAudit(db, { paymentId: row.id, action: 'cancel_payment', actor: viewer, statusBefore: row.status, statusAfter: done.status, comment, at: clock.now() });
    return sendJson(c, payments.CancelPayoutResponse, toItem(done, c.req.url));
  });

  // Online payment history (§3: items, page, total_items).
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
