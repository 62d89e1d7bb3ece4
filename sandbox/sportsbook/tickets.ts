import type { Queryable } from '../db/database.ts';
import { formatMoney } from '../money.ts';
import { combinationsOf, potentialReturns, priceToDecimal, type LegResult } from '../../src/domain/bet-maths.ts';
import type { OddsPolicy } from '../../src/domain/odds-policy.ts';
import { ticketBoostAnswer } from './ticket-boost.ts';

/**
 * Storage of the native sportsbook tickets (migration 410): a ticket is a sport_tickets row (bet history, sub-bets
 * and cancel read it, sandbox/services/sport-bets.ts) plus its sportsbook_tickets details and one
 * sportsbook_ticket_selections row per selection. This module reads them and turns them into the §7 Ticket
 * answer (schemas/openapi/sport.yaml Ticket); bets.ts and settlement.ts change them.
 */
export interface TicketRow {
  id: number;
  user_id: number;
  ticket_id: string;
  ticket_code: string;
  amount_in_minor: number;
  amount_out_minor: number;
  coef: string;
  status: string;
  is_free_bet: number;
  created_at: number;
  bet_type: string;
  system_size: number | null;
  sizes: string;
  bet_count: number;
  unit_stake_minor: number;
  potential_win_minor: number;
  wallet: 'cash' | 'bonus';
  odds_policy: OddsPolicy;
  acceptance: 'pending' | 'accepted' | 'rejected';
  accept_at: number | null;
  reject_reason: string | null;
  is_live: number;
  remaining_share_ppm: number;
  settled_at: number | null;
  /** A bet builder's price (hundredths); null for any other ticket (migration 640). */
  builder_price: number | null;
}

export interface SelectionRow {
  ticket_row_id: number;
  position: number;
  event_id: number;
  market_id: number;
  outcome_id: number;
  price: number;
  event_start_at: number;
  sub_bet_id: number;
  result: LegResult | 'open';
  event_name: string;
}

export const ticketSelect = `SELECT st.id, st.user_id, st.ticket_id, st.ticket_code, st.amount_in_minor, st.amount_out_minor, st.coef, st.status, st.is_free_bet, st.created_at,
  t.bet_type, t.system_size, t.sizes, t.bet_count, t.unit_stake_minor, t.potential_win_minor, t.wallet, t.odds_policy, t.acceptance, t.accept_at, t.reject_reason,
  t.is_live, t.remaining_share_ppm, t.settled_at, t.builder_price
  FROM sport_tickets st JOIN sportsbook_tickets t ON t.ticket_row_id = st.id`;

export async function selectionsOf(db: Queryable, ticketRowId: number): Promise<SelectionRow[]> {
  return db.all<SelectionRow>(
    `SELECT s.*, e.name AS event_name FROM sportsbook_ticket_selections s JOIN sport_ticket_events e ON e.id = s.sub_bet_id
     WHERE s.ticket_row_id = ? ORDER BY s.position`,
    [ticketRowId],
  );
}

export const combinationsOfTicket = (ticket: TicketRow, selectionCount: number): number[][] => combinationsOf(selectionCount, JSON.parse(ticket.sizes) as number[]);

/** The unit stake still on the ticket after partial cash-outs (floored: the player never gains from rounding). */
export const effectiveUnitStakeMinor = (ticket: TicketRow): number => Math.floor((ticket.unit_stake_minor * ticket.remaining_share_ppm) / 1_000_000);

export const iso = (ms: number): string => new Date(ms).toISOString();

/** One edit in a ticket's history (docs/product.md §5 "Edit bet"; sport.yaml TicketEdit). */
export interface TicketEditEntry {
  fromTicketCode: string;
  editedAt: string;
  cashOut: string;
  stakeChange: string;
  removed: string[];
  added: string[];
}

/**
 * The edits that led to a ticket, oldest first: each link of migration 650 from the ticket back to the one it
 * replaced, with the legs the edit left out and added (by event name).
 */
export async function editsOf(db: Queryable, ticketRowId: number): Promise<{ editedFrom: string | null; edits: TicketEditEntry[] }> {
  const edits: TicketEditEntry[] = [];
  let current = ticketRowId;
  // A chain is as long as the player edited; the guard only stops a corrupt loop.
  for (let hop = 0; hop < 100; hop += 1) {
    const link = await db.get<{ old_ticket_row_id: number; cash_out_minor: number; stake_change_minor: number; created_at: number; ticket_code: string }>(
      `SELECT e.old_ticket_row_id, e.cash_out_minor, e.stake_change_minor, e.created_at, st.ticket_code
       FROM sportsbook_ticket_edits e JOIN sport_tickets st ON st.id = e.old_ticket_row_id WHERE e.new_ticket_row_id = ?`,
      [current],
    );
    if (!link) break;
    const [before, after] = await Promise.all([selectionsOf(db, link.old_ticket_row_id), selectionsOf(db, current)]);
    const beforeIds = new Set(before.map((selection) => selection.outcome_id));
    const afterIds = new Set(after.map((selection) => selection.outcome_id));
    edits.unshift({
      fromTicketCode: link.ticket_code,
      editedAt: iso(Number(link.created_at)),
      cashOut: formatMoney(Number(link.cash_out_minor)),
      stakeChange: formatMoney(Number(link.stake_change_minor)),
      removed: before.filter((selection) => !afterIds.has(selection.outcome_id)).map((selection) => selection.event_name),
      added: after.filter((selection) => !beforeIds.has(selection.outcome_id)).map((selection) => selection.event_name),
    });
    current = Number(link.old_ticket_row_id);
  }
  return { editedFrom: edits.at(-1)?.fromTicketCode ?? null, edits };
}

export function ticketAnswer(ticket: TicketRow, selections: SelectionRow[], balances: { cashMinor: number; bonusMinor: number }, history: { editedFrom: string | null; edits: TicketEditEntry[] } = { editedFrom: null, edits: [] }) {
  return {
    id: ticket.id,
    ticketId: ticket.ticket_id,
    ticketCode: ticket.ticket_code,
    status: ticket.status as 'Wait',
    acceptance: ticket.acceptance,
    rejectReason: ticket.reject_reason,
    type: ticket.bet_type,
    systemSize: ticket.system_size,
    betCount: ticket.bet_count,
    unitStake: formatMoney(ticket.unit_stake_minor),
    stake: formatMoney(ticket.amount_in_minor),
    coef: ticket.coef,
    potentialWin: formatMoney(ticket.potential_win_minor),
    // What a win would still pay after partial cash-outs, as settlement pays it (settlement.ts: the effective unit stake).
    stakeLeft: formatMoney(Math.floor((ticket.amount_in_minor * ticket.remaining_share_ppm) / 1_000_000)),
    potentialWinLeft: formatMoney(
      ticket.remaining_share_ppm === 1_000_000
        ? ticket.potential_win_minor
        : potentialReturns(selections.map((selection) => selection.price), combinationsOfTicket(ticket, selections.length), effectiveUnitStakeMinor(ticket)).totalMinor,
    ),
    amountOut: formatMoney(ticket.amount_out_minor),
    isFreeBet: ticket.is_free_bet === 1,
    live: ticket.is_live === 1,
    acceptAt: ticket.accept_at === null ? null : iso(ticket.accept_at),
    createdAt: iso(ticket.created_at),
    balance: formatMoney(balances.cashMinor),
    bonusBalance: formatMoney(balances.bonusMinor),
    selections: selections.map((selection) => ({
      eventId: selection.event_id,
      marketId: selection.market_id,
      outcomeId: selection.outcome_id,
      odd: priceToDecimal(selection.price),
      eventName: selection.event_name,
      result: selection.result,
    })),
    builderOdd: ticket.builder_price === null ? null : priceToDecimal(ticket.builder_price),
    boost: ticketBoostAnswer(ticket, selections),
    editedFrom: history.editedFrom,
    edits: history.edits,
  };
}

/**
 * Today's state of feed outcomes: price, whether it can be bet on now, its result once settled, and the names
 * a sub-bet shows (§3 Sub-bet: category, sport, tournament, name, date; market, odd).
 */
export interface FeedOutcome {
  outcome_id: number;
  market_id: number;
  event_id: number;
  price: number;
  outcome_status: string;
  result: 'won' | 'lost' | 'void' | 'half-won' | 'half-lost' | null;
  outcome_key: string;
  outcome_name: string | null;
  market_status: string;
  market_type: string;
  line: string | null;
  event_status: string;
  start_at: number;
  sport_name: string;
  league_name: string;
  country_name: string;
  home_name: string;
  away_name: string;
}

export async function feedOutcomes(db: Queryable, outcomeIds: readonly number[]): Promise<Map<number, FeedOutcome>> {
  if (outcomeIds.length === 0) return new Map();
  const rows = await db.all<FeedOutcome>(
    `SELECT o.id AS outcome_id, o.market_id, o.event_id, o.price, o.status AS outcome_status, o.result, o.outcome_key, o.name AS outcome_name,
       m.status AS market_status, m.type AS market_type, m.line, e.status AS event_status, e.start_at,
       s.name AS sport_name, l.name AS league_name, l.country_name, h.name AS home_name, a.name AS away_name
     FROM sportsbook_outcomes o
     JOIN sportsbook_markets m ON m.id = o.market_id
     JOIN sportsbook_events e ON e.id = o.event_id
     JOIN sportsbook_sports s ON s.id = e.sport_id
     JOIN sportsbook_leagues l ON l.id = e.league_id
     JOIN sportsbook_teams h ON h.id = e.home_team_id
     JOIN sportsbook_teams a ON a.id = e.away_team_id
     WHERE o.id IN (${outcomeIds.map(() => '?').join(', ')})`,
    [...outcomeIds],
  );
  return new Map(rows.map((row) => [row.outcome_id, row]));
}

/** A selection can be bet on while its event is to come or in play and its market and outcome are open. */
export const isAvailable = (outcome: FeedOutcome): boolean =>
  (outcome.event_status === 'prematch' || outcome.event_status === 'live') && outcome.market_status === 'open' && outcome.outcome_status === 'open';

/** The names a sub-bet shows for a feed outcome (§3 Sub-bet: category, sport, tournament, name; market, type). */
export function subBetNames(outcome: FeedOutcome) {
  const outcomeLabel = outcome.outcome_name ?? outcome.outcome_key;
  return {
    category: outcome.country_name,
    sport: outcome.sport_name,
    tournament: outcome.league_name,
    name: `${outcome.home_name} - ${outcome.away_name}`,
    market: outcome.line === null ? outcome.market_type : `${outcome.market_type} ${outcome.line}`,
    type: outcomeLabel,
  };
}

/** A native ticket as placement stores it; the money it moves is the caller's (placement debits the stake). */
export interface NewTicket {
  userId: number;
  ticketId: string;
  ticketCode: string;
  betType: string;
  systemSize: number | null;
  sizes: readonly number[];
  betCount: number;
  unitStakeMinor: number;
  totalStakeMinor: number;
  potentialWinMinor: number;
  coef: string;
  wallet: 'cash' | 'bonus';
  oddsPolicy: OddsPolicy;
  acceptance: 'pending' | 'accepted';
  acceptAt: number | null;
  live: boolean;
  createdAt: number;
  /** A bet builder's price (hundredths): its selections are its legs, settled together (settlement.ts). */
  builderPrice?: number;
  /** The integration the history names (an embed's id); the sandbox's own sportsbook when absent. */
  provider?: string;
  /** One per selection, in slip order: the feed outcome and the price taken (integer, 1.85 is 185). */
  selections: readonly { outcome: FeedOutcome; price: number }[];
}

/**
 * Writes the rows of a native ticket (migration 410): its sport_tickets line, which the bet history, sub-bets and
 * cancel read, its sportsbook_tickets details, and a sub-bet and a selection per leg. Placement and the seeded
 * player's history both write tickets through here, so a seeded open ticket has a status and a cash-out like any.
 */
export async function writeTicket(tx: Queryable, ticket: NewTicket): Promise<number> {
  const row = await tx.get<{ id: number }>(
    `INSERT INTO sport_tickets (user_id, ticket_id, ticket_code, ticket_type, amount_in_minor, amount_out_minor, coef, status, provider, producer, is_free_bet, created_at)
     VALUES (?, ?, ?, ?, ?, 0, ?, 'Wait', ?, 'sandbox-sportsbook', ?, ?) RETURNING id`,
    [ticket.userId, ticket.ticketId, ticket.ticketCode, ticket.betType, ticket.totalStakeMinor, ticket.coef, ticket.provider ?? 'sportsbook', ticket.wallet === 'bonus' ? 1 : 0, ticket.createdAt],
  );
  const id = row!.id;
  await tx.run(
    `INSERT INTO sportsbook_tickets (ticket_row_id, bet_type, system_size, sizes, bet_count, unit_stake_minor, potential_win_minor, wallet, odds_policy, acceptance, accept_at, is_live, builder_price)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    [id, ticket.betType, ticket.systemSize, JSON.stringify(ticket.sizes), ticket.betCount, ticket.unitStakeMinor, ticket.potentialWinMinor, ticket.wallet, ticket.oddsPolicy, ticket.acceptance, ticket.acceptAt, ticket.live ? 1 : 0, ticket.builderPrice ?? null],
  );
  for (const [position, { outcome, price }] of ticket.selections.entries()) {
    const names = subBetNames(outcome);
    const subBet = await tx.get<{ id: number }>(
      `INSERT INTO sport_ticket_events (ticket_row_id, category, sport, tournament, name, starts_at, market, odd, result, rule, status, outcome_type)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, '', ?, 'Wait', ?) RETURNING id`,
      [id, names.category, names.sport, names.tournament, names.name, outcome.start_at, names.market, priceToDecimal(price), ticket.live ? 'Live' : 'Prematch', names.type],
    );
    await tx.run(
      `INSERT INTO sportsbook_ticket_selections (ticket_row_id, position, event_id, market_id, outcome_id, price, event_start_at, sub_bet_id, result)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, 'open')`,
      [id, position, outcome.event_id, outcome.market_id, outcome.outcome_id, price, outcome.start_at, subBet!.id],
    );
  }
  return id;
}
