import { createHash, randomUUID } from 'node:crypto';
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import * as payments from '../../generated/payments/payments.zod.ts';
import { requireAuth } from '../auth/middleware.ts';
import type { SandboxContext, SandboxEnv } from '../context.ts';
import type { Queryable } from '../db/database.ts';
import { ApiError, errorCodes } from '../errors.ts';
import { idempotency } from '../idempotency.ts';
import { renderPaymentPage } from '../payment-pages/payment-page.ts';
import type { UserRecord } from '../users.ts';
import { sendJson, validateJson, validateQuery } from '../validate.ts';
import { countOf, drfPage, iso, marketFigures, money, pageRequest, positiveAmount, queryTime, recordTransfer, cashierId, requireStaff, timeRange } from './payments-common.ts';
import { checkPayoutRules } from './payout-rules.ts';
import { depositWindows, passesLimit, settleLimit } from './responsible-gaming-rules.ts';
import { checkSessionTimeLimit, readLimitStates } from './responsible-gaming.ts';

/**
 * Payments (§3 Payment item, Payment system, Online payment history, Crypto; §4 payment status codes; §7
 * Payments). Deposits go through the hosted sandbox payment page (10 Started -> 20 Requested when the page
 * opens -> 30 Success or 40 Failed); the balance moves only on 30. Payouts take the money at once (held), wait
 * for manual approval (27) and give it back on failure or cancellation. Every movement is a ledger row under
 * a key derived from the payment, so a retried or replayed call never moves money twice.
 */
// §4 payment status codes: 10 Started, 20 Requested, 21 Approved, 22 Approval failed, 27 Manual process required,
// 30 Success, 40 Failed, 45 Expired.
const finalStatuses = new Set<number>([22, 30, 40, 45]);
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
    redirectLink: row.direction === 'deposit' && (row.status === 10 || row.status === 20) ? new URL(paymentPagePath(row.payment_uid), origin).toString() : null,
    amountCurrency: row.currency,
    amount: money(row.amount_minor),
    status: row.status as 10,
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
    user: row.user_id,
    paymentSystem: row.payment_system,
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
    if (direction === 'deposit' && (row.status === 10 || row.status === 20) && clock.now() - row.created_at > depositExpiryMs) {
      await db.run('UPDATE payments SET status = 45, updated_at = ? WHERE id = ?', [clock.now(), row.id]);
      return { ...row, status: 45, updated_at: clock.now() };
    }
    return row;
  };

  const ownedPayment = async (c: Context<SandboxEnv>, direction: Direction): Promise<PaymentRow> => {
    const { id } = idParam.parse({ id: c.req.param('id') });
    const row = await loadPayment(id, direction);
    if (row.user_id !== c.var.user.id && c.var.user.role === 'P') throw new ApiError(404, { code: errorCodes.notFound, message: 'No such payment.' });
    return row;
  };

  const setStatus = async (row: PaymentRow, next: number, comment?: string): Promise<PaymentRow> => {
    const now = clock.now();
    await db.run('UPDATE payments SET status = ?, comment = COALESCE(?, comment), updated_at = ? WHERE id = ?', [next, comment ?? null, now, row.id]);
    return { ...row, status: next, comment: comment ?? row.comment, updated_at: now };
  };

  /** 30 for a deposit: the only place a deposit credits the wallet. */
  const completeDeposit = async (row: PaymentRow, comment?: string): Promise<PaymentRow> => {
    const before = await ledger.balances(row.user_id);
    const posted = await ledger.credit(row.user_id, 'cash', row.amount_minor, { reason: 'deposit', idempotencyKey: `payment-${row.payment_uid}-credit`, reference: row.payment_uid });
    const now = clock.now();
    let transferId = row.transfer_id;
    if (!posted.replayed) {
      transferId = await recordTransfer(db, {
        fromId: cashierId,
        toId: row.user_id,
        amountMinor: row.amount_minor,
        currency: row.currency,
        status: 'completed',
        senderBefore: 0,
        senderAfter: 0,
        recipientBefore: before.cashMinor,
        recipientAfter: posted.balances.cashMinor,
        createdAt: now,
        completedAt: now,
      });
    }
    await db.run('UPDATE payments SET status = 30, transfer_id = ?, comment = COALESCE(?, comment), updated_at = ? WHERE id = ?', [transferId, comment ?? null, now, row.id]);
    return { ...row, status: 30, transfer_id: transferId, updated_at: now };
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
    return setStatus(row, 30, comment);
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

    // Staff queues: deposits and payouts waiting for a decision.
    routes.get(`${base}/${direction}/approve_list/`, auth, requireStaff, validateQuery(payments.ListDepositApprovalsQueryParams), async (c) => {
      const query = c.req.valid('query');
      const request = pageRequest(query.page, query.page_size);
      const where = 'direction = ? AND status IN (20, 27)';
      const count = await countOf(db, `SELECT COUNT(*) AS total FROM payments WHERE ${where}`, [direction]);
      const rows = await db.all<PaymentRow>(`SELECT * FROM payments WHERE ${where} ORDER BY created_at LIMIT ? OFFSET ?`, [direction, request.pageSize, request.offset]);
      return sendJson(c, payments.ListDepositApprovalsResponse, drfPage(c, request, count, rows.map((row) => toItem(row, c.req.url))));
    });
  }

  routes.get(`${base}/payout/manual_list/`, auth, requireStaff, validateQuery(payments.ListPayoutManualQueryParams), async (c) => {
    const query = c.req.valid('query');
    const request = pageRequest(query.page, query.page_size);
    const count = await countOf(db, "SELECT COUNT(*) AS total FROM payments WHERE direction = 'payout' AND status = 27", []);
    const rows = await db.all<PaymentRow>("SELECT * FROM payments WHERE direction = 'payout' AND status = 27 ORDER BY created_at LIMIT ? OFFSET ?", [request.pageSize, request.offset]);
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
    const balances = await ledger.balances(user.id);
    if (balances.cashMinor + amount > marketFigures.maxBalanceMinor) {
      throw new ApiError(422, { code: 'max_balance_exceeded', message: `The balance may not exceed ${money(marketFigures.maxBalanceMinor)} ${user.currency}.` });
    }
    await checkDepositLimits(db, user, amount, clock.now());
    await checkSessionTimeLimit(db, clock, user.id);
    const returnUrl = safeReturnUrl(c, body.return_url);
    const uid = `dep-${randomUUID()}`;
    const now = clock.now();
    const row = await db.get<PaymentRow>(
      `INSERT INTO payments (user_id, direction, payment_system, payment_uid, amount_minor, currency, status, return_url, created_at, updated_at)
       VALUES (?, 'deposit', ?, ?, ?, ?, 10, ?, ?, ?) RETURNING *`,
      [user.id, system.slug, uid, amount, user.currency, returnUrl, now, now],
    );
    return sendJson(c, payments.CreateDepositResponse, toItem(row!, c.req.url), 201);
  });

  const depositActions: { path: string; schema: z.ZodType; from: number[]; run: (row: PaymentRow, comment?: string) => Promise<PaymentRow> }[] = [
    { path: 'approve_success', schema: payments.DepositApproveSuccessResponse, from: [10, 20], run: (row, comment) => setStatus(row, 21, comment) },
    { path: 'approve_fail', schema: payments.DepositApproveFailResponse, from: [10, 20], run: (row, comment) => setStatus(row, 22, comment) },
    { path: 'process_after_approve', schema: payments.DepositProcessAfterApproveResponse, from: [21], run: completeDeposit },
    { path: 'manual_success', schema: payments.DepositManualSuccessResponse, from: [10, 20, 21, 27], run: completeDeposit },
    { path: 'manual_fail', schema: payments.DepositManualFailResponse, from: [10, 20, 21, 27], run: (row, comment) => setStatus(row, 40, comment) },
  ];
  for (const action of depositActions) {
    routes.post(`${base}/deposit/:id/${action.path}/`, auth, requireStaff, optionalOnce, validateJson(payments.DepositApproveFailBody), async (c) => {
      const row = await ownedPayment(c, 'deposit');
      if (!action.from.includes(row.status)) refuseTransition(row, action.path);
      return sendJson(c, action.schema, toItem(await action.run(row, c.req.valid('json').comment), c.req.url));
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
    await checkPayoutRules(db, user, amount);
    const uid = `pay-${randomUUID()}`;
    const before = await ledger.balances(user.id);
    const held = await ledger.debit(user.id, 'cash', amount, { reason: 'payout', idempotencyKey: `payment-${uid}-hold`, reference: uid });
    const now = clock.now();
    const transferId = await recordTransfer(db, {
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
    const row = await db.get<PaymentRow>(
      `INSERT INTO payments (user_id, direction, payment_system, payment_uid, amount_minor, currency, status, account, transfer_id, created_at, updated_at)
       VALUES (?, 'payout', ?, ?, ?, ?, 27, ?, ?, ?, ?) RETURNING *`,
      [user.id, system.slug, uid, amount, user.currency, body.account, transferId, now, now],
    );
    return sendJson(c, payments.CreatePayoutResponse, toItem(row!, c.req.url), 201);
  });

  const payoutActions: { path: string; schema: z.ZodType; from: number[]; run: (row: PaymentRow, comment?: string) => Promise<PaymentRow> }[] = [
    { path: 'approve_success', schema: payments.PayoutApproveSuccessResponse, from: [20, 27], run: (row, comment) => setStatus(row, 21, comment) },
    { path: 'approve_fail', schema: payments.PayoutApproveFailResponse, from: [20, 27], run: (row, comment) => refundPayout(row, 22, comment ?? 'Approval failed') },
    { path: 'process_after_approve', schema: payments.PayoutProcessAfterApproveResponse, from: [21], run: completePayout },
    { path: 'manual_success', schema: payments.PayoutManualSuccessResponse, from: [20, 21, 27], run: completePayout },
    { path: 'manual_fail', schema: payments.PayoutManualFailResponse, from: [20, 21, 27], run: (row, comment) => refundPayout(row, 40, comment ?? 'Rejected') },
  ];
  for (const action of payoutActions) {
    routes.post(`${base}/payout/:id/${action.path}/`, auth, requireStaff, optionalOnce, validateJson(payments.PayoutApproveFailBody), async (c) => {
      const row = await ownedPayment(c, 'payout');
      if (!action.from.includes(row.status)) refuseTransition(row, action.path);
      return sendJson(c, action.schema, toItem(await action.run(row, c.req.valid('json').comment), c.req.url));
    });
  }

  // The player (or staff) cancels a payout that is not final yet; the money goes back.
  routes.post(`${base}/payout/:id/cancel_payment/`, auth, optionalOnce, validateJson(payments.CancelPayoutBody), async (c) => {
    const row = await ownedPayment(c, 'payout');
    if (finalStatuses.has(row.status)) refuseTransition(row, 'cancel_payment');
    return sendJson(c, payments.CancelPayoutResponse, toItem(await refundPayout(row, 40, c.req.valid('json').comment ?? 'Cancelled'), c.req.url));
  });

  // ---- processor callbacks (deposit/callback/{slug}{var}/): "-success" and "-fail" settle the payment named
  // by payment_id; anything else is acknowledged and ignored.
  for (const direction of ['deposit', 'payout'] as const) {
    const settle = async (slugAndVariant: string, paymentUid: unknown): Promise<PaymentRow | null> => {
      if (typeof paymentUid !== 'string' || !/^[a-z]+-[0-9a-f-]{36}$/.test(paymentUid)) return null;
      const row = await db.get<PaymentRow>('SELECT * FROM payments WHERE payment_uid = ? AND direction = ?', [paymentUid, direction]);
      if (!row || !slugAndVariant.startsWith(row.payment_system) || finalStatuses.has(row.status)) return row ?? null;
      const variant = slugAndVariant.slice(row.payment_system.length);
      if (direction === 'deposit' && variant === '-success') return completeDeposit(row);
      if (direction === 'deposit' && variant === '-fail') return setStatus(row, 40);
      if (direction === 'payout' && variant === '-success') return completePayout(row);
      if (direction === 'payout' && variant === '-fail') return refundPayout(row, 40, 'Failed at the processor');
      return row;
    };
    const pathPattern = `${base}/${direction}/callback/:slugAndVariant{[a-z0-9_-]+}/`;
    routes.get(pathPattern, async (c) => {
      const row = await settle(c.req.param('slugAndVariant') ?? '', c.req.query('payment_id'));
      if (row?.return_url) return c.redirect(withPaymentId(row.return_url, row.id), 302);
      return sendJson(c, payments.GetDepositCallbackResponse, { status: 'ok' });
    });
    routes.post(pathPattern, async (c) => {
      let paymentUid: unknown = c.req.query('payment_id');
      const text = await c.req.text();
      try {
        const parsed = JSON.parse(text) as unknown;
        if (parsed && typeof parsed === 'object' && 'payment_id' in parsed) paymentUid = (parsed as { payment_id: unknown }).payment_id;
      } catch {
        // Processors send forms too; the query string is then the only source.
      }
      await settle(c.req.param('slugAndVariant') ?? '', paymentUid);
      return sendJson(c, payments.PostDepositCallbackResponse, { status: 'ok' });
    });
  }

  // ---- the hosted sandbox payment page

  const pagePayment = async (uid: string) => {
    const row = await db.get<PaymentRow>("SELECT * FROM payments WHERE payment_uid = ? AND direction = 'deposit'", [uid]);
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
      final: row.status === 30 ? 'approved' : finalStatuses.has(row.status) ? 'failed' : null,
      returnUrl: row.return_url ? withPaymentId(row.return_url, row.id) : null,
    });
  };
  routes.get('/sandbox/payment-page/:uid', async (c) => {
    let row = await pagePayment(c.req.param('uid'));
    // §4: the processor has the request once its page is open.
    if (row.status === 10) row = await setStatus(row, 20);
    c.header('Cache-Control', 'no-store');
    return c.html(await pageView(row));
  });
  routes.post('/sandbox/payment-page/:uid/:decision{approve|fail}', async (c) => {
    let row = await pagePayment(c.req.param('uid'));
    if (row.status === 10 || row.status === 20) {
      row = c.req.param('decision') === 'approve' ? await completeDeposit(row) : await setStatus(row, 40, 'Failed on the payment page');
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

  // ---- crypto deposits arriving (issue 5): the address's deposit and the tester's "network"

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
    const status = deposit ? deposit.status : clock.now() > address.expires_at ? 45 : null;
    return sendJson(c, payments.GetCryptoPaymentStatusResponse, {
      payment_id: address.payment_uid,
      status: status as 10 | null,
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
        const user = await db.get<{ currency: string }>('SELECT currency FROM users WHERE id = ?', [address.user_id]);
        const now = clock.now();
        await db.run(
          `INSERT INTO payments (user_id, direction, payment_system, payment_uid, amount_minor, currency, status, return_url, created_at, updated_at)
           VALUES (?, 'deposit', 'crypto', ?, ?, ?, 10, NULL, ?, ?) ON CONFLICT (payment_uid) DO NOTHING`,
          [address.user_id, address.payment_uid, amount, user?.currency ?? marketFigures.currency, now, now],
        );
        deposit = await cryptoDeposit(address.payment_uid);
      }
    } else if (!deposit) {
      throw new ApiError(409, { code: 'payment_status_conflict', message: 'Nothing was sent to this address yet.' });
    } else if (step === 'seen') {
      if (deposit.status === 10) deposit = await setStatus(deposit, 20);
      else if (deposit.status !== 20 && deposit.status !== 30) throw new ApiError(409, { code: 'payment_status_conflict', message: `A payment in status ${deposit.status} cannot be seen.` });
    } else if (deposit.status === 20) {
      deposit = await completeDeposit(deposit);
    } else if (deposit.status !== 30) {
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
        status: row.status as 10,
        paymentSystem: row.payment_system,
        paymentType: row.direction,
        createdAt: iso(row.created_at),
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

/** §3 limits: a deposit that would pass a day, week or month limit is refused with deposit_limit_exceeded. */
async function checkDepositLimits(db: Queryable, user: UserRecord, amount: number, now: number): Promise<void> {
  const states = await readLimitStates(db, user.id);
  for (const kind of ['deposit_day', 'deposit_week', 'deposit_month'] as const) {
    const limit = settleLimit(states[kind], now).current;
    if (limit === null) continue;
    const deposited = await countOf(
      db,
      "SELECT COALESCE(SUM(amount_minor), 0) AS total FROM payments WHERE user_id = ? AND direction = 'deposit' AND status NOT IN (22, 40, 45) AND created_at > ?",
      [user.id, now - depositWindows[kind]],
    );
    if (passesLimit(limit, deposited, amount)) {
      throw new ApiError(422, { code: 'deposit_limit_exceeded', message: `This deposit would pass your ${kind.replace('deposit_', '')} deposit limit of ${money(limit)}.`, detail: kind });
    }
  }
}
