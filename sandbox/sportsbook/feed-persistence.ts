import type { Database, Queryable, SqlValue } from '../db/database.ts';
import { leagueOf, searchText, teamOf } from './catalogue.ts';
import type { EventRuntime, Step } from './feed-runtime.ts';
import { isArenaEvent, resultsRetentionMs } from './generator.ts';
import { clearFeed } from './store.ts';
import {
  deleteByIds,
  eventColumns,
  eventStateColumns,
  feedName,
  insertRows,
  marketColumns,
  marketStateColumns,
  outcomeColumns,
  outcomeStateColumns,
  updateRows,
  type MarketRow,
  type OutcomeRow,
} from './store.ts';

// The feed's persistence (feed.ts orchestrates): a step is written in one transaction with its sequence number, so a
// snapshot read from the database is always the state at a sequence number; a restart reads back the events still
// to finish or settle. The tables and their bulk statements are store.ts's.

const jsonOrNull = (value: unknown) => (value === null || value === undefined ? null : JSON.stringify(value));

function eventRow(event: EventRuntime, seq: number): SqlValue[] {
  const state = event.full.state;
  const home = teamOf(event.spec.homeId);
  const away = teamOf(event.spec.awayId);
  const league = leagueOf(event.spec.leagueId);
  return [
    event.spec.id,
    event.spec.sportId,
    event.spec.leagueId,
    event.spec.homeId,
    event.spec.awayId,
    event.spec.startAt,
    state.status,
    state.phase,
    jsonOrNull(state.clock),
    state.score?.home ?? null,
    state.score?.away ?? null,
    state.score ? JSON.stringify({ periods: state.periods, point: state.point, server: state.server }) : null,
    jsonOrNull(state.incident),
    state.endedAt,
    seq,
    searchText(`${home?.name ?? ''} ${away?.name ?? ''} ${league?.name ?? ''}`),
  ];
}

async function writeInserts(tx: Queryable, step: Step, seq: number): Promise<void> {
  const all = [...step.inserted, ...step.results];
  if (all.length === 0 && step.addedMarkets.length === 0) return;
  await insertRows(tx, 'sportsbook_events', eventColumns, all.map((event) => eventRow(event, seq)));
  const markets: SqlValue[][] = [];
  const outcomes: SqlValue[][] = [];
  for (const { event, markets: list } of [...step.inserted.map((event) => ({ event, markets: event.markets })), ...step.addedMarkets]) {
    for (const market of list) {
      const spec = market.spec;
      markets.push([spec.id, event.spec.id, spec.type, spec.period, spec.line === null ? null : String(spec.line), spec.team, spec.player?.id ?? null, spec.player?.name ?? null, market.status, market.sortOrder]);
      for (const outcome of market.outcomes) outcomes.push([outcome.id, spec.id, event.spec.id, outcome.key, outcome.name, outcome.price, outcome.priceVersion, outcome.status, outcome.result, outcome.sortOrder]);
    }
  }
  await insertRows(tx, 'sportsbook_markets', marketColumns, markets);
  await insertRows(tx, 'sportsbook_outcomes', outcomeColumns, outcomes);
  // Written now: later changes in this same step are written by writeUpdates.
}

/** Changes to rows that existed before the step (the step's new events were inserted as they are now). */
async function writeUpdates(tx: Queryable, step: Step, seq: number): Promise<void> {
  const inserted = new Set(step.inserted.map((event) => event.spec.id));
  // Market ids are event id * 1000 + n, outcome ids market id * 100 + k (markets.ts).
  const rows = [...step.events]
    .filter((event) => !inserted.has(event.spec.id))
    .map((event) => {
      const row = eventRow(event, seq);
      return [row[0], row[6], row[7], row[8], row[9], row[10], row[11], row[12], row[13], seq];
    });
  await updateRows(tx, 'sportsbook_events', eventStateColumns, rows);
  await updateRows(
    tx,
    'sportsbook_markets',
    marketStateColumns,
    [...step.markets].filter((market) => !inserted.has(Math.floor(market.spec.id / 1000))).map((market) => [market.spec.id, market.status]),
  );
  await updateRows(
    tx,
    'sportsbook_outcomes',
    outcomeStateColumns,
    [...step.outcomes].filter((outcome) => !inserted.has(Math.floor(outcome.id / 100_000))).map((outcome) => [outcome.id, outcome.price, outcome.priceVersion, outcome.status, outcome.result]),
  );
}

/** Drops markets of events ended a day ago and results older than the retention (a week; a day for arena matches). */
async function prune(tx: Queryable, now: number, isRunning: (eventId: number) => boolean): Promise<void> {
  const staleMarkets = await tx.all<{ id: number }>("SELECT id FROM sportsbook_events WHERE status = 'ended' AND ended_at < ?", [now - resultsRetentionMs.arenas]);
  const ids = staleMarkets.map((row) => row.id).filter((id) => !isRunning(id));
  await deleteByIds(tx, 'sportsbook_outcomes', 'event_id', ids);
  await deleteByIds(tx, 'sportsbook_markets', 'event_id', ids);
  const old = await tx.all<{ id: number; ended_at: number }>("SELECT id, ended_at FROM sportsbook_events WHERE status = 'ended' AND ended_at < ?", [now - resultsRetentionMs.arenas]);
  await deleteByIds(
    tx,
    'sportsbook_events',
    'id',
    old.filter((row) => !isRunning(row.id) && (isArenaEvent(row.id) || row.ended_at < now - resultsRetentionMs.fixtures)).map((row) => row.id),
  );
}

/**
 * A new feed's events (stored in their prematch state) and its state row, in one transaction; `replacing` empties the
 * old feed in it first (a reset), so no reader sees the feed half gone: a list of the old one and then no event.
 */
export async function writeGeneration(db: Database, step: Step, feed: { seed: number; seq: number; publishedThrough: number; now: number; replacing?: boolean }): Promise<void> {
  await db.transaction(async (tx) => {
    if (feed.replacing) await clearFeed(tx);
    await writeInserts(tx, step, feed.seq);
    await tx.run('DELETE FROM sportsbook_feed_state WHERE feed = ?', [feedName]);
    await tx.run('INSERT INTO sportsbook_feed_state (feed, seed, seq, published_through, stepped_at, created_at) VALUES (?, ?, ?, ?, ?, ?)', [
      feedName,
      feed.seed,
      feed.seq,
      feed.publishedThrough,
      feed.now,
      feed.now,
    ]);
  });
}

/**
 * A step's changes and the feed's new position, in one transaction; every so often (`prune`) it also drops old
 * rows, never those of an event the feed still runs (`isRunning`).
 */
export async function writeStep(
  db: Database,
  step: Step,
  feed: { seq: number; publishedThrough: number; now: number; prune: boolean; isRunning: (eventId: number) => boolean },
): Promise<void> {
  await db.transaction(async (tx) => {
    await writeInserts(tx, step, feed.seq);
    await writeUpdates(tx, step, feed.seq);
    if (feed.prune) await prune(tx, feed.now, feed.isRunning);
    await tx.run('UPDATE sportsbook_feed_state SET seq = ?, published_through = ?, stepped_at = ? WHERE feed = ?', [feed.seq, feed.publishedThrough, feed.now, feedName]);
  });
}

/** The stored events a restart carries on: those not ended, or ended with a market still to settle. */
export function readOpenEvents(db: Queryable): Promise<{ id: number; status: string; updated_seq: number }[]> {
  return db.all<{ id: number; status: string; updated_seq: number }>(
    "SELECT id, status, updated_seq FROM sportsbook_events WHERE status <> 'ended' OR id IN (SELECT DISTINCT event_id FROM sportsbook_markets WHERE status <> 'settled')",
  );
}

/** The stored markets and outcomes of the open events (readOpenEvents), by id. */
export async function readOpenMarkets(db: Queryable): Promise<{ markets: Map<number, MarketRow>; outcomes: Map<number, OutcomeRow> }> {
    const markets = await db.all<MarketRow>(`SELECT ${marketColumns.join(', ')} FROM sportsbook_markets WHERE event_id IN (SELECT id FROM sportsbook_events WHERE status <> 'ended' OR id IN (SELECT DISTINCT event_id FROM sportsbook_markets WHERE status <> 'settled'))`);
    const outcomes = await db.all<OutcomeRow>(`SELECT ${outcomeColumns.join(', ')} FROM sportsbook_outcomes WHERE market_id IN (SELECT id FROM sportsbook_markets WHERE event_id IN (SELECT id FROM sportsbook_events WHERE status <> 'ended' OR id IN (SELECT DISTINCT event_id FROM sportsbook_markets WHERE status <> 'settled')))`);
  return { markets: new Map(markets.map((row) => [row.id, row])), outcomes: new Map(outcomes.map((row) => [row.id, row])) };
}

/** Removes events and their markets and outcomes, in one transaction. */
export async function deleteEvents(db: Database, ids: readonly number[]): Promise<void> {
  await db.transaction(async (tx) => {
    await deleteByIds(tx, 'sportsbook_outcomes', 'event_id', ids);
    await deleteByIds(tx, 'sportsbook_markets', 'event_id', ids);
    await deleteByIds(tx, 'sportsbook_events', 'id', ids);
  });
}
