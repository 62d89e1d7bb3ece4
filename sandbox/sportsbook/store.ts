import type { Queryable, SqlValue } from '../db/database.ts';
import { leagues, searchText, slugOf, teams } from './catalogue.ts';
import { sports } from './sports.ts';

/**
 * The feed's tables (migration 400-sportsbook.sql): bulk writes for the feed's steps, in SQL both SQLite and
 * PostgreSQL run (database.ts): multi-row INSERTs and one UPDATE ... FROM a VALUES list per table and step, so a
 * step costs a handful of statements however many prices moved.
 */

export const feedName = 'main';

/** Rows per multi-row statement (at most 12 columns: far under both engines' parameter limits). */
const chunkSize = 400;

export async function insertRows(db: Queryable, table: string, columns: readonly string[], rows: readonly SqlValue[][]): Promise<void> {
  const placeholders = `(${columns.map(() => '?').join(', ')})`;
  for (let start = 0; start < rows.length; start += chunkSize) {
    const chunk = rows.slice(start, start + chunkSize);
    await db.run(`INSERT INTO ${table} (${columns.join(', ')}) VALUES ${chunk.map(() => placeholders).join(', ')}`, chunk.flat());
  }
}

export type ColumnType = 'BIGINT' | 'TEXT';

/** Updates rows by id: each row is [id, ...values in `columns` order]. */
export async function updateRows(db: Queryable, table: string, columns: readonly (readonly [name: string, type: ColumnType])[], rows: readonly SqlValue[][]): Promise<void> {
  // CAST gives PostgreSQL the VALUES list's column types (untyped parameters would be text); SQLite accepts it.
  const placeholders = `(CAST(? AS BIGINT), ${columns.map(([, type]) => `CAST(? AS ${type})`).join(', ')})`;
  const names = columns.map(([name]) => name);
  for (let start = 0; start < rows.length; start += chunkSize) {
    const chunk = rows.slice(start, start + chunkSize);
    await db.run(
      `WITH v(k, ${names.join(', ')}) AS (VALUES ${chunk.map(() => placeholders).join(', ')}) ` +
        `UPDATE ${table} SET ${names.map((name) => `${name} = v.${name}`).join(', ')} FROM v WHERE ${table}.id = v.k`,
      chunk.flat(),
    );
  }
}

export async function deleteByIds(db: Queryable, table: string, column: string, ids: readonly number[]): Promise<void> {
  for (let start = 0; start < ids.length; start += chunkSize) {
    const chunk = ids.slice(start, start + chunkSize);
    await db.run(`DELETE FROM ${table} WHERE ${column} IN (${chunk.map(() => '?').join(', ')})`, chunk);
  }
}

/** Sports, leagues and teams of the catalogue: inserted when missing (a restart adds what a newer catalogue has). */
export async function writeCatalogue(db: Queryable): Promise<void> {
  const present = async (table: string) => new Set((await db.all<{ id: number }>(`SELECT id FROM ${table}`)).map((row) => row.id));
  const sportIds = await present('sportsbook_sports');
  await insertRows(
    db,
    'sportsbook_sports',
    ['id', 'name', 'sort_order'],
    sports.filter((sport) => !sportIds.has(sport.id)).map((sport) => [sport.id, sport.name, sports.indexOf(sport) + 1]),
  );
  const leagueIds = await present('sportsbook_leagues');
  await insertRows(
    db,
    'sportsbook_leagues',
    ['id', 'sport_id', 'name', 'slug', 'country_code', 'country_name', 'is_top', 'sort_order', 'search_name'],
    leagues
      .filter((league) => !leagueIds.has(league.id))
      .map((league) => [league.id, league.sportId, league.name, slugOf(league.name), league.countryCode, league.countryName, league.top ? 1 : 0, leagues.indexOf(league) + 1, searchText(`${league.name} ${league.countryName}`)]),
  );
  const teamIds = await present('sportsbook_teams');
  await insertRows(
    db,
    'sportsbook_teams',
    ['id', 'sport_id', 'name', 'country_code', 'search_name'],
    teams.filter((team) => !teamIds.has(team.id)).map((team) => [team.id, team.sportId, team.name, team.countryCode, searchText(team.name)]),
  );
}

export interface FeedStateRow {
  seed: number;
  seq: number;
  published_through: number;
  stepped_at: number;
}

export async function readFeedState(db: Queryable): Promise<FeedStateRow | undefined> {
  return db.get<FeedStateRow>('SELECT seed, seq, published_through, stepped_at FROM sportsbook_feed_state WHERE feed = ?', [feedName]);
}

/** Every table of the feed but the catalogue, emptied (a reset after the sandbox's clock went back). */
export async function clearFeed(db: Queryable): Promise<void> {
  await db.run('DELETE FROM sportsbook_outcomes');
  await db.run('DELETE FROM sportsbook_markets');
  await db.run('DELETE FROM sportsbook_events');
}

// ---- rows as stored

export interface EventRow {
  id: number;
  sport_id: number;
  league_id: number;
  home_team_id: number;
  away_team_id: number;
  start_at: number;
  status: string;
  phase: string | null;
  clock: string | null;
  score_home: number | null;
  score_away: number | null;
  score_detail: string | null;
  incident: string | null;
  ended_at: number | null;
  updated_seq: number;
}

export interface MarketRow {
  id: number;
  event_id: number;
  type: string;
  period: string | null;
  line: string | null;
  team: string | null;
  player_id: number | null;
  player_name: string | null;
  status: string;
  sort_order: number;
}

export interface OutcomeRow {
  id: number;
  market_id: number;
  event_id: number;
  outcome_key: string;
  name: string | null;
  price: number;
  price_version: number;
  status: string;
  result: string | null;
  sort_order: number;
}

export const eventColumns = [
  'id',
  'sport_id',
  'league_id',
  'home_team_id',
  'away_team_id',
  'start_at',
  'status',
  'phase',
  'clock',
  'score_home',
  'score_away',
  'score_detail',
  'incident',
  'ended_at',
  'updated_seq',
  'search_name',
] as const;
export const marketColumns = ['id', 'event_id', 'type', 'period', 'line', 'team', 'player_id', 'player_name', 'status', 'sort_order'] as const;
export const outcomeColumns = ['id', 'market_id', 'event_id', 'outcome_key', 'name', 'price', 'price_version', 'status', 'result', 'sort_order'] as const;

/** What changes on an event row as its match is played. */
export const eventStateColumns: readonly (readonly [string, ColumnType])[] = [
  ['status', 'TEXT'],
  ['phase', 'TEXT'],
  ['clock', 'TEXT'],
  ['score_home', 'BIGINT'],
  ['score_away', 'BIGINT'],
  ['score_detail', 'TEXT'],
  ['incident', 'TEXT'],
  ['ended_at', 'BIGINT'],
  ['updated_seq', 'BIGINT'],
];
export const marketStateColumns: readonly (readonly [string, ColumnType])[] = [['status', 'TEXT']];
export const outcomeStateColumns: readonly (readonly [string, ColumnType])[] = [
  ['price', 'BIGINT'],
  ['price_version', 'BIGINT'],
  ['status', 'TEXT'],
  ['result', 'TEXT'],
];
