import { Hono } from 'hono';
import * as sport from '../../generated/sport/sport.zod.ts';
import { requireAuth } from '../auth/middleware.ts';
import type { SandboxContext, SandboxEnv } from '../context.ts';
import type { Queryable } from '../db/database.ts';
import { ApiError, errorCodes } from '../errors.ts';
import { idempotency, idempotencyKeyHeader } from '../idempotency.ts';
import type { UserRecord } from '../users.ts';
import { parseWith, sendJson, validateQuery } from '../validate.ts';
import { combinationsOf, potentialReturns, priceToDecimal } from '../../src/domain/bet-maths.ts';
import { sportsbookFeed } from '../sportsbook/feed.ts';
import { feedOutcomes, writeTicket, type FeedOutcome } from '../sportsbook/tickets.ts';
import { countOf, drfPage, iso, money, pageRequest, queryTime, seededPlayer, seedOnce, timeRange } from './payments-common.ts';
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
/**
 * The seeded player's history. Its open tickets are real tickets of the sandbox's sportsbook, on events of the feed
 * that are still to come (their legs name those events), so they have a status and a cash-out like a ticket placed
 * (docs/product.md §5 My bets): stake, type and free-bet flag are seeded, the pick and the price are the feed's.
 * The settled ones are history the sportsbook no longer follows, written as the integration reports them.
 */
type SeedTicket = { daysAgo: number; type: string; stake: number; free?: boolean } & (
  | { status: 'Wait' }
  | { status: 'Winner' | 'Loser' | 'Voided'; out: number; coef: string; events: SeedEvent[] }
);
const seedTickets: readonly SeedTicket[] = [
  { daysAgo: 1, type: 'single', stake: 1500, status: 'Wait' },
  { daysAgo: 2, type: 'single', stake: 500, status: 'Wait', free: true },
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

/** One open outcome of each of the feed's prematch events that start last (they stay open longest), newest first. */
async function seedPicks(db: Queryable, count: number): Promise<FeedOutcome[]> {
  const rows = await db.all<{ outcome_id: number; event_id: number }>(
    `SELECT o.id AS outcome_id, o.event_id FROM sportsbook_outcomes o
     JOIN sportsbook_markets m ON m.id = o.market_id JOIN sportsbook_events e ON e.id = o.event_id
     WHERE e.status = 'prematch' AND m.status = 'open' AND o.status = 'open' AND m.type IN ('match-result', 'match-winner')
     ORDER BY e.start_at DESC, e.id, m.sort_order, o.sort_order LIMIT 200`,
  );
  const firstOfEvent = new Map<number, number>();
  for (const row of rows) if (!firstOfEvent.has(row.event_id)) firstOfEvent.set(row.event_id, row.outcome_id);
  const ids = [...firstOfEvent.values()].slice(0, count);
  const outcomes = await feedOutcomes(db, ids);
  return ids.map((id) => outcomes.get(id)!).filter(Boolean);
}

async function seedBets(context: SandboxContext, user: UserRecord, now: number): Promise<void> {
  const { db } = context;
  if (user.username !== seededPlayer) return;
  // The open tickets stand on the feed's events: the feed is there before they are written.
  await sportsbookFeed(context);
  await seedOnce(db, 'sport-bets', user, async () => {
    const picks = await seedPicks(db, seedTickets.filter((ticket) => ticket.status === 'Wait').length);
    for (const [index, ticket] of seedTickets.entries()) {
      const createdAt = now - ticket.daysAgo * 86_400_000;
      const ticketId = `${user.id}-${createdAt}-${index}`;
      const ticketCode = `TN${String(100_000 + user.id * 100 + index)}`;
      if (ticket.status === 'Wait') {
        const outcome = picks.shift();
        if (!outcome) continue;
        const potential = potentialReturns([outcome.price], combinationsOf(1, [1]), ticket.stake).totalMinor;
        // History only, like the seeded transfers: the stake was paid in the opening balance's past, not now.
        await writeTicket(db, {
          userId: user.id,
          ticketId,
          ticketCode,
          betType: ticket.type,
          systemSize: null,
          sizes: [1],
          betCount: 1,
          unitStakeMinor: ticket.stake,
          totalStakeMinor: ticket.stake,
          potentialWinMinor: potential,
          coef: priceToDecimal(outcome.price),
          wallet: ticket.free ? 'bonus' : 'cash',
          oddsPolicy: 'accept-any',
          acceptance: 'accepted',
          acceptAt: null,
          live: false,
          createdAt,
          provider: 'sft',
          selections: [{ outcome, price: outcome.price }],
        });
        continue;
      }
      const row = await db.get<{ id: number }>(
        `INSERT INTO sport_tickets (user_id, ticket_id, ticket_code, ticket_type, amount_in_minor, amount_out_minor, coef, status, provider, producer, is_free_bet, created_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, 'sft', 'sandbox-sportsbook', ?, ?) RETURNING id`,
        [user.id, ticketId, ticketCode, ticket.type, ticket.stake, ticket.out, ticket.coef, ticket.status, ticket.free ? 1 : 0, createdAt],
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
    await seedBets(context, user, clock.now());
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
