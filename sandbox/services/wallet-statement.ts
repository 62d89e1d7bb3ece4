import { Hono } from 'hono';
import * as profile from '../../generated/profile/profile.zod.ts';
import { requireAuth } from '../auth/middleware.ts';
import type { SandboxContext, SandboxEnv } from '../context.ts';
import type { Queryable } from '../db/database.ts';
import { ApiError, errorCodes } from '../errors.ts';
import { catalogue, catalogueSizes, type IntegrationName } from '../games/catalogue.ts';
import type { EntryRow as LedgerEntryRow } from '../ledger.ts';
import { roles } from '../users.ts';
import { parseWith, sendJson, validateQuery } from '../validate.ts';
import { countOf, drfPage, iso, money, pageRequest, queryTime, requireRole, timeRange } from './payments-common.ts';

/**
 * The wallet statement (§3 Transaction (display)): every ledger row of the player, cash and bonus, with its type,
 * the balance after it, and on the detail what caused it. The ledger is the only source (sandbox/ledger.ts): every
 * service that moves money writes a row with a reason, and the reason decides the type here.
 */
export type StatementType = 'deposit' | 'withdrawal' | 'sport-stake' | 'sport-win' | 'casino-bet' | 'casino-win' | 'wheel' | 'bonus' | 'cashback' | 'transfer' | 'adjustment';

/** Ledger reasons by type; a reason not listed (a test's own adjustment reason) is an adjustment. */
export const reasonsByType: Record<Exclude<StatementType, 'adjustment'>, readonly string[]> = {
  deposit: ['deposit'],
  withdrawal: ['payout', 'payout-refund', 'cashier-withdrawal'],
  // A stake given back (void bet, ticket sold at its stake) belongs with the stake it returns.
  'sport-stake': ['sport-bet', 'sport-bet-refund', 'ticket-cancel'],
  'sport-win': ['sport-win', 'sport-free-bet-win', 'sport-cashout'],
  'casino-bet': ['casino-bet'],
  'casino-win': ['casino-win', 'casino-free-spin-win'],
  wheel: ['wheel-spin', 'wheel-win', 'wheel-bonus'],
  bonus: ['bonus-exchange', 'first-deposit-bonus', 'personal-jackpot'],
  cashback: ['cashback'],
  transfer: ['transfer-in', 'transfer-out'],
};

const typeOfReason = new Map<string, StatementType>(Object.entries(reasonsByType).flatMap(([type, reasons]) => reasons.map((reason) => [reason, type as StatementType] as const)));
export const statementTypeOf = (reason: string): StatementType => typeOfReason.get(reason) ?? 'adjustment';
const allListedReasons = [...typeOfReason.keys()];

/** The columns of a ledger entry the statement reads (entryColumns). */
type EntryRow = Omit<LedgerEntryRow, 'posting_id' | 'user_id'>;
const entryColumns = 'id, account, amount_minor, balance_after_minor, reason, idempotency_key, reference, created_at, withheld_minor, withheld_by';

const isIntegration = (value: string): value is IntegrationName => value in catalogueSizes;

function toStatementRow(row: EntryRow, currency: string) {
  const type = statementTypeOf(row.reason);
  const [integration] = (row.reference ?? '').split(':');
  return {
    id: row.id,
    time: iso(row.created_at),
    type,
    reason: row.reason,
    description: row.reference ?? '',
    account: row.account,
    amount: money(row.amount_minor),
    currency,
    oldBalance: money(row.balance_after_minor - row.amount_minor),
    newBalance: money(row.balance_after_minor),
    status: 'completed',
    provider: (type === 'casino-bet' || type === 'casino-win') && isIntegration(integration) ? integration : null,
    // §9 Terms: what a cap kept back of this credit, said on the movement itself.
    withheld: money(Number(row.withheld_minor ?? 0)),
    withheldBy: Number(row.withheld_minor ?? 0) > 0 ? (row.withheld_by ?? 'balance') : null,
  };
}

/** The SQL condition of a type filter: its reasons, or for adjustments every reason no other type claims. */
function typeCondition(type: StatementType | undefined): { sql: string; params: string[] } {
  if (type === undefined) return { sql: '', params: [] };
  if (type === 'adjustment') return { sql: ` AND reason NOT IN (${allListedReasons.map(() => '?').join(', ')})`, params: allListedReasons };
  const reasons = reasonsByType[type];
  return { sql: ` AND reason IN (${reasons.map(() => '?').join(', ')})`, params: [...reasons] };
}

type Cause = {
  kind: 'payment' | 'ticket' | 'game' | 'wheel' | 'transfer' | 'bonus' | 'cashback' | 'adjustment';
  id?: number | null;
  direction?: 'deposit' | 'payout' | null;
  paymentSystem?: string | null;
  status?: string | null;
  code?: string | null;
  integration?: string | null;
  gameId?: string | null;
  gameName?: string | null;
};

/** What caused a movement, found from the ledger row's reference (a payment uid, a ticket id, a game...). */
async function causeOf(db: Queryable, userId: number, row: EntryRow): Promise<Cause> {
  const type = statementTypeOf(row.reason);
  const reference = row.reference ?? '';
  if (type === 'deposit' || row.reason === 'payout' || row.reason === 'payout-refund') {
    const payment = await db.get<{ id: number; direction: 'deposit' | 'payout'; payment_system: string; status: number }>(
      'SELECT id, direction, payment_system, status FROM payments WHERE payment_uid = ? AND user_id = ?',
      [reference, userId],
    );
    if (payment) return { kind: 'payment', id: payment.id, direction: payment.direction, paymentSystem: payment.payment_system, status: String(payment.status) };
  }
  if (type === 'sport-stake' || type === 'sport-win') {
    // A sale's reference is the request's key; its ledger key names the ticket row.
    const rowId = row.reason === 'ticket-cancel' ? Number(/^ticket-cancel-(\d+)$/.exec(row.idempotency_key)?.[1] ?? 0) : 0;
    const ticket = await db.get<{ id: number; ticket_code: string }>(
      rowId > 0 ? 'SELECT id, ticket_code FROM sport_tickets WHERE id = ? AND user_id = ?' : 'SELECT id, ticket_code FROM sport_tickets WHERE ticket_id = ? AND user_id = ?',
      [rowId > 0 ? rowId : reference, userId],
    );
    if (ticket) return { kind: 'ticket', id: ticket.id, code: ticket.ticket_code };
  }
  if (type === 'casino-bet' || type === 'casino-win') {
    const [integration, ...rest] = reference.split(':');
    const gameId = rest.join(':');
    if (isIntegration(integration)) {
      const game = gameId ? catalogue(integration).find((candidate) => candidate.gameId === gameId) : undefined;
      return { kind: 'game', integration, gameId: game?.gameId ?? null, gameName: game?.title ?? null };
    }
  }
  if (type === 'transfer') {
    const counterpart = Number(/^(?:to|from):(\d+)$/.exec(reference)?.[1] ?? -1);
    const [fromId, toId] = row.reason === 'transfer-out' ? [userId, counterpart] : [counterpart, userId];
    // The transfer row is written in the same transaction just after the ledger rows, so within moments of them.
    const transfer = await db.get<{ id: number }>(
      'SELECT id FROM transfers WHERE from_id = ? AND to_id = ? AND created_at BETWEEN ? AND ? ORDER BY ABS(created_at - ?), id DESC LIMIT 1',
      [fromId, toId, row.created_at - 60_000, row.created_at + 60_000, row.created_at],
    );
    if (transfer) return { kind: 'transfer', id: transfer.id };
  }
  if (type === 'wheel') return { kind: 'wheel' };
  if (type === 'bonus') return { kind: 'bonus' };
  if (type === 'cashback') return { kind: 'cashback' };
  return { kind: 'adjustment' };
}

export function walletStatementRoutes(context: SandboxContext) {
  const routes = new Hono<SandboxEnv>();
  // §1: the wallet is a player's; staff accounts have none to show.
  const playersOnly = [requireAuth(context), requireRole(roles.player)] as const;
  const { db } = context;

  routes.get('/api/users/transactions/', ...playersOnly, validateQuery(profile.ListWalletTransactionsQueryParams), async (c) => {
    const query = c.req.valid('query');
    const user = c.var.user;
    const request = pageRequest(query.page, query.page_size);
    const range = timeRange('created_at', queryTime(query.date_from), queryTime(query.date_to));
    const type = typeCondition(query.type);
    const account = query.account ? { sql: ' AND account = ?', params: [query.account] } : { sql: '', params: [] };
    const where = `user_id = ?${range.sql}${type.sql}${account.sql}`;
    const params = [user.id, ...range.params, ...type.params, ...account.params];
    const count = await countOf(db, `SELECT COUNT(*) AS total FROM ledger_entries WHERE ${where}`, params);
    const rows = await db.all<EntryRow>(
      `SELECT ${entryColumns} FROM ledger_entries WHERE ${where} ORDER BY id DESC LIMIT ? OFFSET ?`,
      [...params, request.pageSize, request.offset],
    );
    return sendJson(c, profile.ListWalletTransactionsResponse, drfPage(c, request, count, rows.map((row) => toStatementRow(row, user.currency))));
  });

  routes.get('/api/users/transactions/:id/', ...playersOnly, async (c) => {
    const { id } = parseWith(profile.GetWalletTransactionParams, { id: c.req.param('id') });
    const user = c.var.user;
    // Another player's movement is answered like a missing one: its existence is not theirs to learn.
    const row = await db.get<EntryRow>(
      `SELECT ${entryColumns} FROM ledger_entries WHERE id = ? AND user_id = ?`,
      [id, user.id],
    );
    if (!row) throw new ApiError(404, { code: errorCodes.notFound, message: 'No such movement.' });
    return sendJson(c, profile.GetWalletTransactionResponse, { ...toStatementRow(row, user.currency), cause: await causeOf(db, user.id, row) });
  });

  return routes;
}
