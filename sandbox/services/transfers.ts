import { Hono } from 'hono';
import * as profile from '../../generated/profile/profile.zod.ts';
import { requireAuth } from '../auth/middleware.ts';
import type { SandboxContext, SandboxEnv } from '../context.ts';
import type { Queryable } from '../db/database.ts';
import type { Ledger } from '../ledger.ts';
import { ApiError, errorCodes } from '../errors.ts';
import { idempotency, idempotencyKeyHeader } from '../idempotency.ts';
import { findUserById } from '../users.ts';
import { parseWith, sendJson, validateJson, validateQuery } from '../validate.ts';
import { checkPayoutRules, checkTransferLimits } from './payout-rules.ts';
import { cashierId, countOf, drfPage, iso, isoOrNull, money, pageRequest, positiveAmount, queryTime, recordTransfer, seedOnce, timeRange } from './payments-common.ts';
import { assertMayMoveMoney } from './responsible-gaming.ts';
import { walletStatementRoutes } from './wallet-statement.ts';

/**
 * Transfers (§3 Transfer; §7 GET/POST api/backoffice/transactions/), the wallet's own transaction list (§3
 * Transaction display, from the ledger) and the cashier withdrawal (§7 cashier withdraw: withdraw, currencies,
 * parent; 'withdrawal success').
 */
interface TransferRow {
  id: number;
  from_id: number;
  to_id: number;
  amount_minor: number;
  currency: string;
  status: 'pending' | 'completed' | 'rejected';
  description: string | null;
  sender_before_minor: number;
  sender_after_minor: number;
  recipient_before_minor: number;
  recipient_after_minor: number;
  created_at: number;
  completed_at: number | null;
}

const toTransfer = (row: TransferRow) => ({
  id: row.id,
  fromId: row.from_id,
  toId: row.to_id,
  amount: money(row.amount_minor),
  currency: row.currency,
  createdAt: iso(row.created_at),
  completedAt: isoOrNull(row.completed_at),
  status: row.status,
  description: row.description,
  senderBalanceBefore: money(row.sender_before_minor),
  senderBalanceAfter: money(row.sender_after_minor),
  recipientBalanceBefore: money(row.recipient_before_minor),
  recipientBalanceAfter: money(row.recipient_after_minor),
});

/** The seeded player's transfers with the cashier, oldest first: [days ago, incoming, amount, status, description]. */
const transferHistory: readonly [daysAgo: number, incoming: boolean, amountMinor: number, status: TransferRow['status'], description: string | null][] = [
  [45, true, 50_000, 'completed', null],
  [30, false, 10_000, 'completed', null],
  [12, true, 20_000, 'completed', null],
  [6, false, 5_000, 'rejected', 'Card expired'],
  [3, true, 7_500, 'completed', null],
];

/**
 * The seeded player's transfers (§3 Transfer), written when the account is made, before its opening balance: each
 * completed one is a ledger row dated when it happened, so the wallet statement (§3 Transaction display) lists the
 * transfers the transfers page lists, with the same dates and balances; the rejected one moved nothing. Answers the
 * cash they brought in, which the opening balance posted after them leaves out (sandbox/db/seed.ts).
 */
export async function seedTransferHistory(db: Queryable, ledger: Ledger, user: { id: number; username: string; currency: string }, now: number): Promise<number> {
  let balance = 0;
  await seedOnce(db, 'transfers', user, async () => {
    for (const [index, [daysAgo, incoming, amount, status, description]] of transferHistory.entries()) {
      const at = now - daysAgo * 86_400_000;
      const before = balance;
      if (status === 'completed') {
        const posted = await ledger.post({
          userId: user.id,
          movements: [{ account: 'cash', amountMinor: incoming ? amount : -amount }],
          reason: incoming ? 'transfer-in' : 'transfer-out',
          idempotencyKey: `seed:transfer-${index}`,
          reference: incoming ? `from:${cashierId}` : `to:${cashierId}`,
          balanceCap: 'exempt',
          at,
        });
        balance = posted.balances.cashMinor;
      }
      await recordTransfer(db, {
        fromId: incoming ? cashierId : user.id,
        toId: incoming ? user.id : cashierId,
        amountMinor: amount,
        currency: user.currency,
        status,
        description,
        senderBefore: incoming ? 0 : before,
        senderAfter: incoming ? 0 : balance,
        recipientBefore: incoming ? before : 0,
        recipientAfter: incoming ? balance : 0,
        createdAt: at,
        completedAt: at + 600_000,
      });
    }
  });
  return balance;
}

export function transfersRoutes(context: SandboxContext) {
  const routes = new Hono<SandboxEnv>();
  const auth = requireAuth(context);
  const once = idempotency(context);
  const { db, ledger, clock } = context;

  routes.get('/api/backoffice/transactions/', auth, validateQuery(profile.ListTransfersQueryParams), async (c) => {
    const user = c.var.user;
    const query = c.req.valid('query');
    const request = pageRequest(query.page, query.page_size);
    const range = timeRange('created_at', queryTime(query.created_from), queryTime(query.created_to));
    // A player sees the transfers they are part of; sender/recipient narrow that (withdrawals, payments).
    let where = `(from_id = ? OR to_id = ?)${range.sql}`;
    const params: number[] = [user.id, user.id, ...range.params];
    if (query.sender !== undefined) {
      where += ' AND from_id = ?';
      params.push(query.sender);
    }
    if (query.recipient !== undefined) {
      where += ' AND to_id = ?';
      params.push(query.recipient);
    }
    const count = await countOf(db, `SELECT COUNT(*) AS total FROM transfers WHERE ${where}`, params);
    const rows = await db.all<TransferRow>(`SELECT * FROM transfers WHERE ${where} ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?`, [...params, request.pageSize, request.offset]);
    return sendJson(c, profile.ListTransfersResponse, drfPage(c, request, count, rows.map(toTransfer)));
  });

  routes.get('/api/backoffice/transactions/:id/', auth, async (c) => {
    const { id } = parseWith(profile.GetTransferParams, { id: c.req.param('id') });
    const user = c.var.user;
    const row = await db.get<TransferRow>('SELECT * FROM transfers WHERE id = ? AND (from_id = ? OR to_id = ?)', [id, user.id, user.id]);
    if (!row) throw new ApiError(404, { code: errorCodes.notFound, message: 'No such transfer.' });
    return sendJson(c, profile.GetTransferResponse, toTransfer(row));
  });

  // §7 POST transactions: amount, currency, recipient_id; from the player's cash to another account.
  routes.post('/api/backoffice/transactions/', auth, once, validateJson(profile.CreateTransferBody), async (c) => {
    const body = c.req.valid('json');
    const user = c.var.user;
    const amount = positiveAmount(body.amount);
    if (body.currency !== user.currency) throw new ApiError(400, { code: errorCodes.validationError, message: 'Transfers are in the account currency.', errors: [{ field: 'currency', code: 'invalid_choice' }] });
    const recipient = body.recipient_id === user.id ? undefined : await findUserById(db, body.recipient_id);
    if (!recipient || recipient.banned || recipient.currency !== user.currency) throw new ApiError(400, { code: errorCodes.validationError, message: 'Unknown recipient.', errors: [{ field: 'recipient_id', code: 'invalid' }] });
    // §5 Account changes that ask for the password: money sent to another player leaves the account like a payout, under the same rules, read and
    // applied in one transaction holding both players' locks (item 4), so two simultaneous transfers cannot both pass.
    await checkTransferLimits(db, context.market, amount);
    const key = c.req.header(idempotencyKeyHeader) ?? '';
    const id = await ledger.forPlayer([user.id, recipient.id], async (tx) => {
      await checkPayoutRules(tx, context.market, user, amount);
      await assertMayMoveMoney(tx, clock, user.id, c.var.sessionId);
      const senderBefore = await ledger.balances(user.id, tx);
      const recipientBefore = await ledger.balances(recipient.id, tx);
      const debited = await ledger.debit(user.id, 'cash', amount, { reason: 'transfer-out', idempotencyKey: `transfer-${key}`, reference: `to:${recipient.id}` });
      const credited = await ledger.credit(recipient.id, 'cash', amount, { reason: 'transfer-in', idempotencyKey: `transfer-${user.id}-${key}`, reference: `from:${user.id}`, balanceCap: 'refuse' });
      const now = clock.now();
      return recordTransfer(tx, {
        fromId: user.id,
        toId: recipient.id,
        amountMinor: amount,
        currency: user.currency,
        status: 'completed',
        senderBefore: senderBefore.cashMinor,
        senderAfter: debited.balances.cashMinor,
        recipientBefore: recipientBefore.cashMinor,
        recipientAfter: credited.balances.cashMinor,
        createdAt: now,
        completedAt: now,
      });
    });
    const row = await db.get<TransferRow>('SELECT * FROM transfers WHERE id = ?', [id]);
    return sendJson(c, profile.CreateTransferResponse, toTransfer(row!), 201);
  });

  // §3 Transaction (display): the wallet statement lives in its own module.
  routes.route('/', walletStatementRoutes(context));

  // §7 cashier withdrawal: the player's cashier (their parent) pays out cash over the counter.
  routes.post('/api/backoffice/cashier/withdraw/', auth, once, validateJson(profile.CashierWithdrawBody), async (c) => {
    const body = c.req.valid('json');
    const user = c.var.user;
    if (user.parentId === null || body.parent !== user.parentId) {
      throw new ApiError(403, { code: errorCodes.permissionDenied, message: 'This account has no such cashier.' });
    }
    if (body.currencies !== user.currency) throw new ApiError(400, { code: errorCodes.validationError, message: 'Withdrawals are in the account currency.', errors: [{ field: 'currencies', code: 'invalid_choice' }] });
    const amount = positiveAmount(body.withdraw, 'withdraw');
    const key = c.req.header(idempotencyKeyHeader) ?? '';
    await assertMayMoveMoney(db, clock, user.id, c.var.sessionId);
    const before = await ledger.balances(user.id);
    const posted = await ledger.debit(user.id, 'cash', amount, { reason: 'cashier-withdrawal', idempotencyKey: `cashier-${key}`, reference: `cashier:${user.parentId}` });
    const now = clock.now();
    const id = await recordTransfer(db, {
      fromId: user.id,
      toId: user.parentId,
      amountMinor: amount,
      currency: user.currency,
      status: 'completed',
      senderBefore: before.cashMinor,
      senderAfter: posted.balances.cashMinor,
      recipientBefore: 0,
      recipientAfter: 0,
      createdAt: now,
      completedAt: now,
    });
    return sendJson(
      c,
      profile.CashierWithdrawResponse,
      { id, amount: money(amount), currency: user.currency, parent: user.parentId, status: 'completed', createdAt: iso(now), balance: money(posted.balances.cashMinor) },
      201,
    );
  });

  return routes;
}
