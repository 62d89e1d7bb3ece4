import { Hono } from 'hono';
import { z } from 'zod';
import * as contract from '../../generated/sportsbook/sportsbook.zod.ts';
import { clientAddress } from '../auth/throttle.ts';
import type { SandboxContext, SandboxEnv } from '../context.ts';
import type { Queryable } from '../db/database.ts';
import { ApiError, errorCodes, validationError } from '../errors.ts';
import { sendJson, validateJson, validateQuery } from '../validate.ts';
import { searchText } from './catalogue.ts';
import { sportsbookFeed, type SportsbookFeed } from './feed.ts';
import { dayMs } from './generator.ts';
import { countsBy, currentSeq, eventsOf, findEventRows, findEvents, leagueOfRow, leagueSelect, type LeagueRow } from './queries.ts';
import { parseLastEventId, parseSubscription, type Subscription } from './stream.ts';

/**
 * The sportsbook service (schemas/openapi/sportsbook.yaml): public, as guests browse everything (§6), so no
 * route reads the Authorization header, and a player's or an agent's token changes nothing in an answer.
 * Unknown ids answer 404 JSON; malformed queries 400 with the field; nothing a client sends reaches a 500.
 *
 * The test hooks under /sandbox/sportsbook/ (step the feed now, set its trading rate, read its figures) exist
 * only with the other control routes (SANDBOX_CONTROL).
 */

const defaultTimeZone = 'Africa/Tunis';
const searchLimit = 20;

export const searchErrorCodes = { tooShort: 'search_too_short', invalidCharacters: 'search_invalid_characters' } as const;

function notFound(message: string): ApiError {
  return new ApiError(404, { code: errorCodes.notFound, message });
}

/** A path id: digits only, else it names nothing (404, not 400: the address is simply not there). */
function pathId(raw: string, what: string): number {
  if (!/^\d{1,12}$/.test(raw) || Number(raw) < 1) throw notFound(`No ${what} ${raw.slice(0, 20)}.`);
  return Number(raw);
}

/** "2026-01-31T23:59Z" (§7 query date format) -> ms. */
function queryTime(value: string | undefined, field: string): number | undefined {
  if (value === undefined) return undefined;
  const ms = Date.parse(value.replace('Z', ':00Z'));
  if (!Number.isFinite(ms)) throw validationError([{ field, code: 'invalid', message: 'Not a date: YYYY-MM-DDTHH:mmZ.' }]);
  return ms;
}

/** The instants the current calendar day of `timeZone` starts and ends. */
function dayBounds(now: number, timeZone: string): { start: number; end: number } {
  let parts: Intl.DateTimeFormatPart[];
  try {
    parts = new Intl.DateTimeFormat('en-GB', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' }).formatToParts(new Date(now));
  } catch {
    throw validationError([{ field: 'tz', code: 'invalid', message: `"${timeZone.slice(0, 64)}" is not a time zone.` }]);
  }
  const part = (type: string) => Number(parts.find((entry) => entry.type === type)?.value);
  const localAsUtc = Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'), part('second'));
  const offset = localAsUtc - Math.floor(now / 1000) * 1000;
  const start = Date.UTC(part('year'), part('month') - 1, part('day')) - offset;
  return { start, end: start + dayMs - 1 };
}

function marketTypes(text: string | undefined): string[] | null {
  if (text === undefined || text.trim() === '') return null;
  const types = [...new Set(text.split(',').map((type) => type.trim()))];
  if (types.length > 40 || types.some((type) => !/^[a-z0-9]+(-[a-z0-9]+)*$/.test(type))) {
    throw validationError([{ field: 'markets', code: 'invalid', message: 'Comma-separated market types such as match-result,total (at most 40).' }]);
  }
  return types;
}

async function sportExists(db: Queryable, sportId: number | undefined): Promise<void> {
  if (!sportId) return;
  if (!(await db.get('SELECT id FROM sportsbook_sports WHERE id = ?', [sportId]))) throw notFound(`No sport ${sportId}.`);
}

async function leagueExists(db: Queryable, leagueId: number | undefined): Promise<void> {
  if (!leagueId) return;
  if (!(await db.get('SELECT id FROM sportsbook_leagues WHERE id = ?', [leagueId]))) throw notFound(`No league ${leagueId}.`);
}

/** An event list's sport and league (each must exist: 404 otherwise) and its page, 50 events unless asked. */
async function eventListPage(db: Queryable, query: { sport?: number; league?: number; limit?: number; offset?: number }) {
  await sportExists(db, query.sport);
  await leagueExists(db, query.league);
  return { sportId: query.sport || undefined, leagueId: query.league, limit: query.limit ?? 50, offset: query.offset ?? 0 };
}

/** The events a subscription covers, checking that every named event and sport exists. */
async function subscriptionEvents(db: Queryable, subscription: Subscription): Promise<number[]> {
  const ids = new Set<number>();
  for (const topic of subscription.topics) {
    if (topic.kind === 'event' || topic.kind === 'tracker') {
      if (!(await db.get('SELECT id FROM sportsbook_events WHERE id = ?', [topic.eventId]))) throw notFound(`No event ${topic.eventId}.`);
      // A tracker topic brings the event's tracker, not its markets.
      if (topic.kind === 'event') ids.add(topic.eventId);
    } else {
      const sportId = topic.kind === 'live' ? topic.sportId : undefined;
      await sportExists(db, topic.kind === 'live' ? topic.sportId : undefined);
      const rows = await db.all<{ id: number }>(`SELECT id FROM sportsbook_events WHERE status = 'live'${sportId ? ' AND sport_id = ?' : ''}`, sportId ? [sportId] : []);
      for (const row of rows) ids.add(row.id);
    }
  }
  return [...ids];
}

/** §5 search text: at least 4 characters, no special characters (letters of any script, digits and spaces). */
export function checkSearchText(raw: string): string {
  const text = raw.trim().replace(/\s+/g, ' ');
  if (!/^[\p{L}\p{M}\p{N} ]*$/u.test(text)) {
    throw new ApiError(400, { code: searchErrorCodes.invalidCharacters, message: 'Search text may hold letters, digits and spaces only.', errors: [{ field: 'q', code: searchErrorCodes.invalidCharacters }] });
  }
  if ([...text].length < 4) {
    throw new ApiError(400, { code: searchErrorCodes.tooShort, message: 'Search text needs at least 4 characters.', errors: [{ field: 'q', code: searchErrorCodes.tooShort }] });
  }
  return searchText(text);
}

const StepBody = z.strictObject({ at: z.iso.datetime({ offset: true }).optional() });
const SettingsBody = z.strictObject({ priceChangesPerSecond: z.int().min(0).max(2000).optional(), tickMs: z.int().min(20).max(10_000).optional(), liveTradingShare: z.number().min(0).max(1).optional() });

export function sportsbookRoutes(context: SandboxContext) {
  const routes = new Hono<SandboxEnv>();
  const { db, clock } = context;
  /** Every route first makes sure the feed exists (generated on the first sportsbook request). */
  const feed = (): Promise<SportsbookFeed> => sportsbookFeed(context);

  routes.get('/api/sportsbook/sports', async (c) => {
    await feed();
    const answer = await db.transaction(async (tx) => {
      const counts = await countsBy(tx, 'sport_id');
      const sports = await tx.all<{ id: number; name: string; sort_order: number }>('SELECT id, name, sort_order FROM sportsbook_sports ORDER BY sort_order');
      const items = sports.map((sport) => ({ id: sport.id, name: sport.name, order: sport.sort_order, prematchCount: counts.get(sport.id)?.prematch ?? 0, liveCount: counts.get(sport.id)?.live ?? 0 }));
      return { seq: await currentSeq(tx), items };
    });
    return sendJson(c, contract.ListSportsbookSportsResponse, answer);
  });

  routes.get('/api/sportsbook/leagues', validateQuery(contract.ListSportsbookLeaguesQueryParams), async (c) => {
    const query = c.req.valid('query');
    await feed();
    const answer = await db.transaction(async (tx) => {
      await sportExists(tx, query.sport);
      const counts = await countsBy(tx, 'league_id');
      const rows = await tx.all<LeagueRow>(`${leagueSelect}${query.sport ? ' WHERE sport_id = ?' : ''} ORDER BY sort_order`, query.sport ? [query.sport] : []);
      const items = rows
        .map((row) => leagueOfRow(row, counts))
        .filter((league) => (query.top === 'true' ? league.top : true))
        .filter((league) => (query.section === 'prematch' ? league.prematchCount > 0 : query.section === 'live' ? league.liveCount > 0 : true));
      return { seq: await currentSeq(tx), items };
    });
    return sendJson(c, contract.ListSportsbookLeaguesResponse, answer);
  });

  routes.get('/api/sportsbook/leagues/:leagueId', async (c) => {
    const leagueId = pathId(c.req.param('leagueId'), 'league');
    await feed();
    const league = await db.transaction(async (tx) => {
      const row = await tx.get<LeagueRow>(`${leagueSelect} WHERE id = ?`, [leagueId]);
      if (!row) throw notFound(`No league ${leagueId}.`);
      return leagueOfRow(row, await countsBy(tx, 'league_id'));
    });
    return sendJson(c, contract.GetSportsbookLeagueResponse, league);
  });

  routes.get('/api/sportsbook/events', validateQuery(contract.ListSportsbookEventsQueryParams), async (c) => {
    const query = c.req.valid('query');
    const types = marketTypes(query.markets);
    const from = queryTime(query.date_from, 'date_from');
    const to = queryTime(query.date_to, 'date_to');
    if (from !== undefined && to !== undefined && from > to) throw validationError([{ field: 'date_to', code: 'invalid', message: 'date_to is before date_from.' }]);
    const today = dayBounds(clock.now(), query.tz ?? defaultTimeZone);
    await feed();
    const answer = await db.transaction(async (tx) => {
      const base = await eventListPage(tx, query);
      const { limit, offset } = base;
      const found =
        query.section === 'live'
          ? await findEvents(tx, { ...base, statuses: ['live'], startFrom: from, startTo: to, order: 'live' })
          : query.section === 'prematch'
            ? await findEvents(tx, { ...base, statuses: ['prematch'], startFrom: from, startTo: to, order: 'start' })
            : query.section === 'today'
              ? await findEvents(tx, { ...base, statuses: ['prematch', 'live'], startFrom: from, startTo: Math.min(to ?? Infinity, today.end), order: 'start' })
              : await findEvents(tx, { ...base, statuses: ['ended'], startFrom: from ?? today.start, startTo: to ?? today.end, order: 'newest' });
      const items = await eventsOf(tx, found.rows, types ?? []);
      return { seq: await currentSeq(tx), total: found.total, limit, offset, items };
    });
    return sendJson(c, contract.ListSportsbookEventsResponse, answer);
  });

  routes.get('/api/sportsbook/events/:eventId', async (c) => {
    const eventId = pathId(c.req.param('eventId'), 'event');
    await feed();
    const answer = await db.transaction(async (tx) => {
      const rows = await findEventRows(tx, [eventId]);
      if (rows.length === 0) throw notFound(`No event ${eventId}.`);
      const [event] = await eventsOf(tx, rows, null);
      return { seq: await currentSeq(tx), event };
    });
    return sendJson(c, contract.GetSportsbookEventResponse, answer);
  });

  routes.get('/api/sportsbook/search', validateQuery(contract.SearchSportsbookQueryParams), async (c) => {
    const text = checkSearchText(c.req.valid('query').q);
    const pattern = `%${text}%`;
    await feed();
    const answer = await db.transaction(async (tx) => {
      const teams = await tx.all<{ id: number; sport_id: number; name: string }>('SELECT id, sport_id, name FROM sportsbook_teams WHERE search_name LIKE ? ORDER BY sport_id, name LIMIT ?', [pattern, searchLimit]);
      const counts = await countsBy(tx, 'league_id');
      const leagues = await tx.all<LeagueRow>(`${leagueSelect} WHERE search_name LIKE ? ORDER BY sort_order LIMIT ?`, [pattern, searchLimit]);
      const eventIds = await tx.all<{ id: number }>(
        "SELECT id FROM sportsbook_events WHERE status IN ('prematch', 'live') AND search_name LIKE ? ORDER BY CASE WHEN status = 'live' THEN 0 ELSE 1 END, start_at, id LIMIT ?",
        [pattern, searchLimit],
      );
      const rows = await findEventRows(tx, eventIds.map((row) => row.id));
      const order = new Map(eventIds.map((row, index) => [row.id, index]));
      rows.sort((a, b) => order.get(a.id)! - order.get(b.id)!);
      return {
        teams: teams.map((team) => ({ id: team.id, sportId: team.sport_id, name: team.name })),
        leagues: leagues.map((row) => leagueOfRow(row, counts)),
        events: await eventsOf(tx, rows, []),
      };
    });
    return sendJson(c, contract.SearchSportsbookResponse, answer);
  });

  routes.get('/api/sportsbook/results', validateQuery(contract.ListSportsbookResultsQueryParams), async (c) => {
    const query = c.req.valid('query');
    const today = dayBounds(clock.now(), query.tz ?? defaultTimeZone);
    const from = queryTime(query.date_from, 'date_from') ?? today.start;
    const to = queryTime(query.date_to, 'date_to') ?? today.end;
    if (from > to) throw validationError([{ field: 'date_to', code: 'invalid', message: 'date_to is before date_from.' }]);
    await feed();
    const answer = await db.transaction(async (tx) => {
      const page = await eventListPage(tx, query);
      const { limit, offset } = page;
      const found = await findEvents(tx, { ...page, statuses: ['ended'], startFrom: from, startTo: to, order: 'newest' });
      const sports = await tx.all<{ sport_id: number; n: number }>("SELECT sport_id, COUNT(*) AS n FROM sportsbook_events WHERE status = 'ended' AND start_at >= ? AND start_at <= ? GROUP BY sport_id ORDER BY sport_id", [from, to]);
      return { total: found.total, limit, offset, items: await eventsOf(tx, found.rows, []), sports: sports.map((row) => ({ sportId: row.sport_id, count: Number(row.n) })) };
    });
    return sendJson(c, contract.ListSportsbookResultsResponse, answer);
  });

  routes.get('/api/sportsbook/snapshot', validateQuery(contract.GetSportsbookSnapshotQueryParams), async (c) => {
    const query = c.req.valid('query');
    const subscription = parseSubscription(query.topics, query.markets);
    const instance = await feed();
    const answer = await db.transaction(async (tx) => {
      const ids = await subscriptionEvents(tx, subscription);
      const rows = await findEventRows(tx, ids);
      // The trackers are the feed's last sent (they are not stored: the seed replays them), as of this seq or a step later.
      const trackers = subscription.topics.flatMap((topic) => {
        const tracker = topic.kind === 'tracker' ? instance.trackerOf(topic.eventId) : null;
        return topic.kind === 'tracker' && tracker ? [{ eventId: topic.eventId, tracker }] : [];
      });
      return { seq: await currentSeq(tx), events: await eventsOf(tx, rows, subscription.markets ? [...subscription.markets] : null), trackers };
    });
    return sendJson(c, contract.GetSportsbookSnapshotResponse, answer);
  });

  routes.get('/api/sportsbook/stream', validateQuery(contract.StreamSportsbookQueryParams), async (c) => {
    const query = c.req.valid('query');
    const subscription = parseSubscription(query.topics, query.markets);
    const lastEventId = parseLastEventId(c.req.header('Last-Event-ID'), query.lastEventId === undefined ? undefined : String(query.lastEventId));
    const instance = await feed();
    await subscriptionEvents(db, subscription);
    // §5 Bounds: the stream needs no sign-in, so it is capped per client address (TRUST_PROXY rules).
    return instance.hub.open(subscription, lastEventId, clientAddress(c, context.config.trustProxy));
  });

  if (context.config.controlRoutes) {
    /** Runs one step of the feed now (after POST /sandbox/clock), instead of waiting for the ticker. */
    routes.post('/sandbox/sportsbook/step', validateJson(StepBody), async (c) => {
      const body = c.req.valid('json');
      const instance = await feed();
      const report = await instance.step(body.at ? Date.parse(body.at) : undefined);
      return c.json({ ...report, seqNow: instance.seq });
    });

    /**
     * { priceChangesPerSecond, tickMs, liveTradingShare }: how busy the feed is (the bench runs it at 100 price
     * changes a second, all in play, as /sport/Overview sees them).
     */
    routes.put('/sandbox/sportsbook/settings', validateJson(SettingsBody), async (c) => {
      const instance = await feed();
      instance.configure(c.req.valid('json'));
      const { priceChangesPerSecond, tickMs, liveTradingShare, seed } = instance.settings;
      return c.json({ priceChangesPerSecond, tickMs, liveTradingShare, seed });
    });

    /**
     * The feed's figures: subscribers, settings, how long its recent steps took to publish (pricing + database) and
     * how long the publications took (filtering, encoding, queueing for every subscriber): p50, p99, ms.
     */
    routes.get('/sandbox/sportsbook/stats', async (c) => {
      const instance = await feed();
      const percentiles = (figures: readonly number[]) => {
        const sorted = [...figures].sort((a, b) => a - b);
        const at = (q: number) => (sorted.length === 0 ? null : Math.round(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]));
        return { count: sorted.length, p50: at(0.5), p99: at(0.99) };
      };
      return c.json({ seq: instance.seq, subscribers: instance.hub.subscriberCount(), ...instance.settings, stepMs: percentiles(instance.stepMs), publishMs: percentiles(instance.publishMs) });
    });
  }

  return routes;
}
