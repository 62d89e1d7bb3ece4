import type { Event, Market, Outcome } from '../../generated/sportsbook/sportsbook.schemas.ts';
import type { Queryable, SqlValue } from '../db/database.ts';
import { formatPrice } from './odds.ts';
import { feedName, type EventRow, type MarketRow, type OutcomeRow } from './store.ts';

/**
 * The read side of the feed: the answers of the REST endpoints (schemas/openapi/sportsbook.yaml), read from the
 * database in one transaction with the feed's sequence number, so a client can apply the stream's later
 * messages on top of any answer.
 */

export type ApiOutcome = Outcome;
export type ApiMarket = Market;
export type ApiEvent = Event;

interface JoinedEventRow extends EventRow {
  league_name: string;
  league_slug: string;
  country_code: string | null;
  country_name: string;
  home_name: string;
  away_name: string;
}

const iso = (ms: number) => new Date(ms).toISOString();

export const eventSelect = `SELECT e.id, e.sport_id, e.league_id, e.home_team_id, e.away_team_id, e.start_at, e.status, e.phase, e.clock,
  e.score_home, e.score_away, e.score_detail, e.incident, e.ended_at, e.updated_seq,
  l.name AS league_name, l.slug AS league_slug, l.country_code, l.country_name, h.name AS home_name, a.name AS away_name
  FROM sportsbook_events e
  JOIN sportsbook_leagues l ON l.id = e.league_id
  JOIN sportsbook_teams h ON h.id = e.home_team_id
  JOIN sportsbook_teams a ON a.id = e.away_team_id`;

export async function currentSeq(db: Queryable): Promise<number> {
  return (await db.get<{ seq: number }>('SELECT seq FROM sportsbook_feed_state WHERE feed = ?', [feedName]))?.seq ?? 0;
}

const placeholders = (count: number) => Array.from({ length: count }, () => '?').join(', ');

/** Markets (and outcomes) of the events, those of `types` only when given; one query each, in chunks. */
async function marketsOf(db: Queryable, eventIds: readonly number[], types: readonly string[] | null): Promise<Map<number, ApiMarket[]>> {
  const byEvent = new Map<number, ApiMarket[]>();
  if (eventIds.length === 0 || (types && types.length === 0)) return byEvent;
  const markets: MarketRow[] = [];
  const outcomes: OutcomeRow[] = [];
  for (let start = 0; start < eventIds.length; start += 300) {
    const ids = eventIds.slice(start, start + 300);
    const typeFilter = types ? ` AND type IN (${placeholders(types.length)})` : '';
    const params: SqlValue[] = [...ids, ...(types ?? [])];
    markets.push(...(await db.all<MarketRow>(`SELECT id, event_id, type, period, line, team, player_id, player_name, status, sort_order FROM sportsbook_markets WHERE event_id IN (${placeholders(ids.length)})${typeFilter} ORDER BY event_id, sort_order`, params)));
    const outcomeTypeFilter = types ? ` AND market_id IN (SELECT id FROM sportsbook_markets WHERE event_id IN (${placeholders(ids.length)})${typeFilter})` : '';
    outcomes.push(
      ...(await db.all<OutcomeRow>(
        `SELECT id, market_id, event_id, outcome_key, name, price, price_version, status, result, sort_order FROM sportsbook_outcomes WHERE event_id IN (${placeholders(ids.length)})${outcomeTypeFilter} ORDER BY market_id, sort_order`,
        types ? [...ids, ...params] : ids,
      )),
    );
  }
  const outcomesByMarket = new Map<number, ApiOutcome[]>();
  for (const row of outcomes) {
    const list = outcomesByMarket.get(row.market_id) ?? [];
    list.push({ id: row.id, key: row.outcome_key, name: row.name, price: formatPrice(row.price), priceVersion: row.price_version, status: row.status as Outcome['status'], result: row.result as Outcome['result'] });
    outcomesByMarket.set(row.market_id, list);
  }
  for (const row of markets) {
    const list = byEvent.get(row.event_id) ?? [];
    list.push({
      id: row.id,
      type: row.type,
      period: row.period,
      line: row.line,
      team: row.team as Market['team'],
      player: row.player_id === null ? null : { id: row.player_id, name: row.player_name ?? '' },
      status: row.status as Market['status'],
      main: row.line === null,
      outcomes: outcomesByMarket.get(row.id) ?? [],
    });
    byEvent.set(row.event_id, list);
  }
  for (const list of byEvent.values()) markMainLines(list);
  return byEvent;
}

/**
 * Of the lines of one market type (per period, team and player), the main one is the open line whose two prices
 * are closest to each other (the book's fairest line): what a list shows in its one column for the type.
 */
export function markMainLines(markets: ApiMarket[]): void {
  const groups = new Map<string, ApiMarket[]>();
  for (const market of markets) {
    if (market.line === null) continue;
    const key = `${market.type}|${market.period}|${market.team}|${market.player?.id ?? ''}`;
    groups.set(key, [...(groups.get(key) ?? []), market]);
  }
  for (const group of groups.values()) {
    const candidates = group.filter((market) => market.status === 'open').length > 0 ? group.filter((market) => market.status === 'open') : group;
    let best = candidates[0];
    let bestGap = Infinity;
    for (const market of candidates) {
      const prices = market.outcomes.map((outcome) => Number(outcome.price));
      const gap = prices.length === 2 ? Math.abs(prices[0] - prices[1]) : Infinity;
      if (gap < bestGap) {
        best = market;
        bestGap = gap;
      }
    }
    for (const market of group) market.main = market === best;
  }
}

function eventOf(row: JoinedEventRow, markets: ApiMarket[], marketCount: number): ApiEvent {
  // The JSON columns hold what the feed wrote (feed.ts eventRow): times in ms, turned into ISO strings here.
  type Stored<T> = Omit<NonNullable<T>, 'at'> & { at: number };
  const clock = row.clock ? (JSON.parse(row.clock) as Stored<Event['clock']>) : null;
  const detail = row.score_detail ? (JSON.parse(row.score_detail) as Pick<NonNullable<Event['score']>, 'periods' | 'point' | 'server'>) : null;
  const incident = row.incident ? (JSON.parse(row.incident) as Stored<Event['incident']>) : null;
  return {
    id: row.id,
    sportId: row.sport_id,
    league: { id: row.league_id, name: row.league_name, slug: row.league_slug, country: { code: row.country_code, name: row.country_name } },
    home: { id: row.home_team_id, name: row.home_name },
    away: { id: row.away_team_id, name: row.away_name },
    startAt: iso(row.start_at),
    status: row.status as Event['status'],
    phase: row.phase,
    clock: clock ? { ...clock, at: iso(clock.at) } : null,
    score: row.score_home === null || row.score_away === null ? null : { home: row.score_home, away: row.score_away, periods: detail?.periods ?? [], point: detail?.point ?? null, server: detail?.server ?? null },
    incident: incident ? { ...incident, at: iso(incident.at) } : null,
    marketCount,
    markets,
  };
}

/** The events of the rows with their markets (all, or those of `types`; none when `types` is empty). */
export async function eventsOf(db: Queryable, rows: JoinedEventRow[], types: readonly string[] | null): Promise<ApiEvent[]> {
  const ids = rows.map((row) => row.id);
  const markets = await marketsOf(db, ids, types);
  const counts = new Map<number, number>();
  for (let start = 0; start < ids.length; start += 300) {
    const chunk = ids.slice(start, start + 300);
    const rowsOfCounts = await db.all<{ event_id: number; n: number }>(
      `SELECT event_id, COUNT(*) AS n FROM sportsbook_markets WHERE event_id IN (${placeholders(chunk.length)}) AND status IN ('open', 'suspended') GROUP BY event_id`,
      chunk,
    );
    for (const row of rowsOfCounts) counts.set(row.event_id, Number(row.n));
  }
  return rows.map((row) => eventOf(row, markets.get(row.id) ?? [], counts.get(row.id) ?? 0));
}

export interface EventFilter {
  statuses: readonly string[];
  sportId?: number;
  leagueId?: number;
  startFrom?: number;
  startTo?: number;
  order: 'start' | 'live' | 'newest';
  limit: number;
  offset: number;
}

export async function findEvents(db: Queryable, filter: EventFilter): Promise<{ total: number; rows: JoinedEventRow[] }> {
  const where: string[] = [`e.status IN (${placeholders(filter.statuses.length)})`];
  const params: SqlValue[] = [...filter.statuses];
  if (filter.sportId) {
    where.push('e.sport_id = ?');
    params.push(filter.sportId);
  }
  if (filter.leagueId) {
    where.push('e.league_id = ?');
    params.push(filter.leagueId);
  }
  if (filter.startFrom !== undefined) {
    where.push('e.start_at >= ?');
    params.push(filter.startFrom);
  }
  if (filter.startTo !== undefined) {
    where.push('e.start_at <= ?');
    params.push(filter.startTo);
  }
  const condition = where.join(' AND ');
  const total = Number((await db.get<{ n: number }>(`SELECT COUNT(*) AS n FROM sportsbook_events e WHERE ${condition}`, params))?.n ?? 0);
  const order =
    filter.order === 'live'
      ? 'ORDER BY (SELECT sort_order FROM sportsbook_sports s WHERE s.id = e.sport_id), l.sort_order, e.start_at, e.id'
      : filter.order === 'newest'
        ? 'ORDER BY e.start_at DESC, e.id DESC'
        : 'ORDER BY e.start_at, e.id';
  const rows = await db.all<JoinedEventRow>(`${eventSelect} WHERE ${condition} ${order} LIMIT ? OFFSET ?`, [...params, filter.limit, filter.offset]);
  return { total, rows };
}

export async function findEventRows(db: Queryable, ids: readonly number[]): Promise<JoinedEventRow[]> {
  const out: JoinedEventRow[] = [];
  for (let start = 0; start < ids.length; start += 300) {
    const chunk = ids.slice(start, start + 300);
    out.push(...(await db.all<JoinedEventRow>(`${eventSelect} WHERE e.id IN (${placeholders(chunk.length)}) ORDER BY e.start_at, e.id`, chunk)));
  }
  return out;
}

export interface CountsRow {
  key: number;
  status: string;
  n: number;
}

/** Prematch and live counts per sport or per league. */
export async function countsBy(db: Queryable, column: 'sport_id' | 'league_id'): Promise<Map<number, { prematch: number; live: number }>> {
  const rows = await db.all<CountsRow>(`SELECT ${column} AS key, status, COUNT(*) AS n FROM sportsbook_events WHERE status IN ('prematch', 'live') GROUP BY ${column}, status`);
  const out = new Map<number, { prematch: number; live: number }>();
  for (const row of rows) {
    const entry = out.get(row.key) ?? { prematch: 0, live: 0 };
    if (row.status === 'prematch') entry.prematch = Number(row.n);
    else entry.live = Number(row.n);
    out.set(row.key, entry);
  }
  return out;
}

export interface LeagueRow {
  id: number;
  sport_id: number;
  name: string;
  slug: string;
  country_code: string | null;
  country_name: string;
  is_top: number;
  sort_order: number;
}

export function leagueOfRow(row: LeagueRow, counts: Map<number, { prematch: number; live: number }>) {
  const count = counts.get(row.id) ?? { prematch: 0, live: 0 };
  return {
    id: row.id,
    sportId: row.sport_id,
    name: row.name,
    slug: row.slug,
    country: { code: row.country_code, name: row.country_name },
    top: row.is_top === 1,
    order: row.sort_order,
    prematchCount: count.prematch,
    liveCount: count.live,
  };
}

export const leagueSelect = 'SELECT id, sport_id, name, slug, country_code, country_name, is_top, sort_order FROM sportsbook_leagues';
