import { Hono } from 'hono';
import * as sport from '../../generated/sport/sport.zod.ts';
import { requireAuth } from '../auth/middleware.ts';
import type { SandboxContext, SandboxEnv } from '../context.ts';
import type { Queryable } from '../db/database.ts';
import { ApiError, errorCodes } from '../errors.ts';
import { idempotency, idempotencyKeyHeader } from '../idempotency.ts';
import type { UserRecord } from '../users.ts';
import { parseWith, sendJson, validateQuery } from '../validate.ts';
import { countOf, drfPage, iso, money, pageRequest, queryTime, seedOnce, timeRange } from './payments-common.ts';
import { assertMayMoveMoney } from './responsible-gaming.ts';

/**
 * The sport integration's bet history (§7 GET betshistory/, GET {id}/subbet/, POST ticket/{id}/cancel; §3 Bet
 * history item, Sub-bet, sportsbook bet statuses). Open tickets (Wait) may be sold back ("Ticket canceled"):
 * the stake returns to the wallet as a ledger row; free-bet tickets cannot be sold (§5).
 */
interface TicketRow {
  id: number;
  user_id: number;
  ticket_id: string;
  ticket_code: string;
  ticket_type: string;
  amount_in_minor: number;
  amount_out_minor: number;
  coef: string;
  status: string;
  provider: string;
  producer: string;
  is_free_bet: number;
  /** The acceptance state of a native sportsbook ticket (migration 410); null for the integration's own tickets. */
  native_acceptance?: string | null;
  created_at: number;
}

interface EventRow {
  category: string;
  sport: string;
  tournament: string;
  name: string;
  starts_at: number;
  market: string;
  odd: string;
  result: string;
  rule: string;
  status: string;
  outcome_type: string;
}

// A native ticket may be cancelled only while it waits for acceptance (see the cancel route below).
const canCancel = (row: TicketRow) => row.status === 'Wait' && row.is_free_bet === 0 && (row.native_acceptance === null || row.native_acceptance === undefined || row.native_acceptance === 'pending');

const toItem = (row: TicketRow) => ({
  id: row.id,
  date: iso(row.created_at),
  amountIn: money(row.amount_in_minor),
  amountOut: money(row.amount_out_minor),
  coef: row.coef,
  status: row.status as 'Wait',
  provider: row.provider,
  producer: row.producer,
  token: `tk-${row.ticket_id}`,
  ticketId: row.ticket_id,
  ticketCode: row.ticket_code,
  ticketType: row.ticket_type,
  userId: row.user_id,
  isFreeBet: row.is_free_bet === 1,
  canCancel: canCancel(row),
});

type SeedEvent = [sport: string, category: string, tournament: string, name: string, market: string, odd: string, result: string, status: string, outcomeType: string];
const seedTickets: { daysAgo: number; type: string; stake: number; out: number; coef: string; status: string; free?: boolean; events: SeedEvent[] }[] = [
  { daysAgo: 1, type: 'single', stake: 1500, out: 0, coef: '1.85', status: 'Wait', events: [['Football', 'Tunisia', 'Ligue 1', 'Espérance de Tunis - Club Africain', '1X2', '1.85', '', 'Wait', '1']] },
  { daysAgo: 2, type: 'single', stake: 500, out: 0, coef: '3.10', status: 'Wait', free: true, events: [['Basketball', 'International', 'EuroLeague', 'Real Madrid - Olympiacos', 'Winner', '3.10', '', 'Wait', '2']] },
  {
    daysAgo: 10,
    type: 'express',
    stake: 2000,
    out: 4560,
    coef: '2.28',
    status: 'Winner',
    events: [
      ['Football', 'England', 'Premier League', 'Arsenal - Chelsea', '1X2', '1.60', '2:1', 'Winner', '1'],
      ['Tennis', 'ATP', 'Paris Masters', 'Sinner J. - Alcaraz C.', 'Winner', '1.425', '2:0', 'Winner', '1'],
    ],
  },
  { daysAgo: 25, type: 'single', stake: 1000, out: 0, coef: '5.40', status: 'Loser', events: [['Football', 'Spain', 'LaLiga', 'Getafe - Barcelona', '1X2', '5.40', '0:3', 'Loser', '1']] },
  { daysAgo: 40, type: 'single', stake: 800, out: 800, coef: '1.00', status: 'Voided', events: [['Volleyball', 'Italy', 'SuperLega', 'Perugia - Trento', 'Winner', '1.00', 'postponed', 'Voided', '1']] },
];

async function seedBets(db: Queryable, user: UserRecord, now: number): Promise<void> {
  await seedOnce(db, 'sport-bets', user, async () => {
    for (const [index, ticket] of seedTickets.entries()) {
      const createdAt = now - ticket.daysAgo * 86_400_000;
      const row = await db.get<{ id: number }>(
        `INSERT INTO sport_tickets (user_id, ticket_id, ticket_code, ticket_type, amount_in_minor, amount_out_minor, coef, status, provider, producer, is_free_bet, created_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, 'sft', 'sandbox-sportsbook', ?, ?) RETURNING id`,
        [user.id, `${user.id}-${createdAt}-${index}`, `TN${String(100_000 + user.id * 100 + index)}`, ticket.type, ticket.stake, ticket.out, ticket.coef, ticket.status, ticket.free ? 1 : 0, createdAt],
      );
      for (const [eventIndex, event] of ticket.events.entries()) {
        const [sportName, category, tournament, name, market, odd, result, status, outcomeType] = event;
        await db.run(
          `INSERT INTO sport_ticket_events (ticket_row_id, category, sport, tournament, name, starts_at, market, odd, result, rule, status, outcome_type)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
          [row!.id, category, sportName, tournament, name, createdAt + (eventIndex + 2) * 3_600_000, market, odd, result, 'Regular time', status, outcomeType],
        );
      }
    }
  });
}

export function sportBetsRoutes(context: SandboxContext) {
  const routes = new Hono<SandboxEnv>();
  const auth = requireAuth(context);
  const once = idempotency(context);
  const { db, ledger, clock } = context;

  const ownTicket = async (userId: number, rawId: string) => {
    const { id } = parseWith(sport.GetSportSubBetParams, { id: rawId });
    const row = await db.get<TicketRow>('SELECT * FROM sport_tickets WHERE id = ? AND user_id = ?', [id, userId]);
    if (!row) throw new ApiError(404, { code: errorCodes.notFound, message: 'No such bet.' });
    return row;
  };

  routes.get('/sport-integration/betshistory/', auth, validateQuery(sport.GetSportBetsHistoryQueryParams), async (c) => {
    const user = c.var.user;
    await seedBets(db, user, clock.now());
    const query = c.req.valid('query');
    const request = pageRequest(query.page, query.page_size);
    const range = timeRange('created_at', queryTime(query.date_from), queryTime(query.date_to));
    const params = [user.id, ...range.params];
    const count = await countOf(db, `SELECT COUNT(*) AS total FROM sport_tickets WHERE user_id = ?${range.sql}`, params);
    const rows = await db.all<TicketRow>(
      `SELECT sport_tickets.*, sportsbook_tickets.acceptance AS native_acceptance FROM sport_tickets LEFT JOIN sportsbook_tickets ON sportsbook_tickets.ticket_row_id = sport_tickets.id
       WHERE user_id = ?${range.sql} ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?`, [
      ...params,
      request.pageSize,
      request.offset,
    ]);
    return sendJson(c, sport.GetSportBetsHistoryResponse, drfPage(c, request, count, rows.map(toItem)));
  });

  routes.get('/sport-integration/:id/subbet/', auth, async (c) => {
    const ticket = await ownTicket(c.var.user.id, c.req.param('id'));
    const events = await db.all<EventRow>('SELECT * FROM sport_ticket_events WHERE ticket_row_id = ? ORDER BY id', [ticket.id]);
    return sendJson(c, sport.GetSportSubBetResponse, {
      events: events.map((event) => ({ category: event.category, sport: event.sport, tournament: event.tournament, name: event.name, date: iso(event.starts_at) })),
      outcomes: events.map((event) => ({ market: event.market, odd: event.odd, result: event.result, rule: event.rule, status: event.status as 'Wait', type: event.outcome_type })),
    });
  });

  routes.post('/sport-integration/ticket/:id/cancel', auth, once, async (c) => {
    const text = await c.req.text();
    if (text.trim() !== '') {
      let body: unknown;
      try {
        body = JSON.parse(text);
      } catch {
        body = undefined;
      }
      parseWith(sport.CancelSportTicketBody, body);
    }
    const user = c.var.user;
    const found = await ownTicket(user.id, c.req.param('id'));
    const key = c.req.header(idempotencyKeyHeader) ?? '';
    // §4 Money rules under concurrency, §4 Sign-in sessions: checked and paid in one transaction under the player's lock, the ticket read again
    // inside it (two simultaneous sales of one ticket pay once), refused to a banned, self-excluded or signed-out player.
    const { ticket, posted } = await ledger.forPlayer(user.id, async (tx) => {
      await assertMayMoveMoney(tx, clock, user.id, c.var.sessionId);
      const current = (await tx.get<TicketRow>('SELECT * FROM sport_tickets WHERE id = ?', [found.id]))!;
      if (current.is_free_bet === 1) throw new ApiError(403, { code: 'free_bet_not_sellable', message: 'Free-bet bets cannot be sold.' });
      if (current.status !== 'Wait') throw new ApiError(409, { code: 'ticket_not_open', message: 'Only open tickets can be sold.' });
      // A ticket of the sandbox's own sportsbook (migration 410) is sold back at its stake only while it waits for
      // acceptance: once accepted, selling it at its stake would let a player take the stake back from a losing
      // ticket; its value then is the cash-out quote (sandbox/sportsbook/bets.ts).
      const native = await tx.get<{ acceptance: string }>('SELECT acceptance FROM sportsbook_tickets WHERE ticket_row_id = ?', [current.id]);
      if (native && native.acceptance !== 'pending') throw new ApiError(409, { code: 'ticket_not_cancellable', message: 'An accepted ticket cannot be cancelled; cash it out instead.' });
      const credited = await ledger.credit(user.id, 'cash', current.amount_in_minor, { reason: 'ticket-cancel', idempotencyKey: `ticket-cancel-${current.id}`, reference: key, balanceCap: 'exempt' });
      await tx.run("UPDATE sport_tickets SET status = 'Cancelled', amount_out_minor = ? WHERE id = ?", [current.amount_in_minor, current.id]);
      return { ticket: current, posted: credited };
    });
    return sendJson(c, sport.CancelSportTicketResponse, {
      ticketId: ticket.ticket_id,
      status: 'Cancelled',
      refundAmount: money(ticket.amount_in_minor),
      balance: money(posted.balances.cashMinor),
    });
  });

  return routes;
}
