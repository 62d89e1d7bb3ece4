import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Event, League, Sport } from '../../generated/sportsbook/sportsbook.schemas.ts';
import { sportsbookTestSandbox, type SportsbookTestSandbox } from './testing.ts';

// The REST side of the sportsbook (schemas/openapi/sportsbook.yaml), on a feed pinned to a Saturday evening.
const start = Date.UTC(2026, 10, 14, 18, 20);
let sb: SportsbookTestSandbox;
let player: string;
let agent: string;

beforeAll(async () => {
  sb = await sportsbookTestSandbox(start);
  player = (await sb.sandbox.login('player1')).access;
  agent = (await sb.sandbox.login('agent1')).access;
}, 120_000);
afterAll(() => sb?.sandbox.dispose());

const get = (path: string, token?: string) => sb.sandbox.call('GET', path, { token });
const day = (offsetDays: number) => new Date(start + offsetDays * 86_400_000).toISOString().slice(0, 10);

describe('sports and leagues', () => {
  it('lists the §3 sports in order with their prematch and live counts', async () => {
    const answer = await get('/api/sportsbook/sports');
    expect(answer.status).toBe(200);
    const sports = answer.json.items as Sport[];
    expect(sports.slice(0, 7).map((sport) => sport.id)).toEqual([1, 3, 4, 12, 10, 25, 53]);
    const football = sports.find((sport) => sport.id === 1)!;
    expect(football.prematchCount).toBeGreaterThan(50);
    const live = await get('/api/sportsbook/events?section=live&sport=1&limit=200');
    expect(live.json.total).toBe(football.liveCount);
    expect(typeof answer.json.seq).toBe('number');
  });

  it('lists leagues per sport, the top ones (top tourneys, sport 0 = all) and those of a section', async () => {
    const football = (await get('/api/sportsbook/leagues?sport=1')).json.items as League[];
    expect(football.every((league) => league.sportId === 1)).toBe(true);
    expect(football.map((league) => league.name)).toEqual(expect.arrayContaining(['Ligue Professionnelle 1', 'CAF Champions League', 'Premier League']));
    expect(football.find((league) => league.name === 'Ligue Professionnelle 1')).toMatchObject({ slug: 'ligue-professionnelle-1', country: { code: 'TN', name: 'Tunisia' }, top: true });
    const top = (await get('/api/sportsbook/leagues?sport=0&top=true')).json.items as League[];
    expect(new Set(top.map((league) => league.sportId)).size).toBeGreaterThan(3);
    expect(top.every((league) => league.top)).toBe(true);
    const live = (await get('/api/sportsbook/leagues?section=live')).json.items as League[];
    expect(live.length).toBeGreaterThan(3);
    expect(live.every((league) => league.liveCount > 0)).toBe(true);
    const one = await get(`/api/sportsbook/leagues/${football[0].id}`);
    expect(one.json).toMatchObject({ id: football[0].id, name: football[0].name });
  });
});

describe('events by section', () => {
  it('lists prematch events by start time with the asked markets, one main line per market type', async () => {
    const answer = await get('/api/sportsbook/events?section=prematch&sport=1&markets=match-result,total&limit=20');
    expect(answer.status).toBe(200);
    const events = answer.json.items as Event[];
    expect(events).toHaveLength(20);
    expect(answer.json.total).toBeGreaterThan(20);
    expect(events.map((event) => Date.parse(event.startAt))).toEqual([...events.map((event) => Date.parse(event.startAt))].sort((a, b) => a - b));
    for (const event of events) {
      expect(event.status).toBe('prematch');
      expect(new Set(event.markets.map((market) => market.type))).toEqual(new Set(['match-result', 'total']));
      expect(event.markets.filter((market) => market.type === 'total' && market.main)).toHaveLength(1);
      expect(event.marketCount).toBeGreaterThan(event.markets.length);
    }
    const page2 = (await get('/api/sportsbook/events?section=prematch&sport=1&limit=20&offset=20')).json.items as Event[];
    expect(page2[0].id).not.toBe(events[0].id);
  });

  it('lists live events with score and clock, today events, and results of a date', async () => {
    const live = (await get('/api/sportsbook/events?section=live&limit=200')).json.items as Event[];
    expect(live.length).toBeGreaterThanOrEqual(30);
    expect(live.every((event) => event.status === 'live' && event.score !== null)).toBe(true);
    expect(live.some((event) => event.clock !== null)).toBe(true);
    const today = (await get('/api/sportsbook/events?section=today&limit=200&tz=Africa/Tunis')).json.items as Event[];
    const endOfDay = Date.UTC(2026, 10, 14, 23, 0) - 1; // Africa/Tunis is UTC+1
    expect(today.every((event) => Date.parse(event.startAt) <= endOfDay && event.status !== 'ended')).toBe(true);
    const yesterday = await get(`/api/sportsbook/events?section=results&date_from=${day(-1)}T00:00Z&date_to=${day(-1)}T23:59Z&limit=200`);
    expect(yesterday.json.total).toBeGreaterThan(20);
    expect((yesterday.json.items as Event[]).every((event) => event.status === 'ended' && event.score !== null && event.startAt.startsWith(day(-1)))).toBe(true);
    const results = await get(`/api/sportsbook/results?sport=1&date_from=${day(-1)}T00:00Z&date_to=${day(-1)}T23:59Z`);
    expect(results.json.items.every((event: Event) => event.sportId === 1)).toBe(true);
    expect(results.json.sports.find((entry: { sportId: number }) => entry.sportId === 1).count).toBe(results.json.total);
  });

  it('gives one event with every market, outcome ids a bet slip can quote', async () => {
    const listed = (await get('/api/sportsbook/events?section=prematch&sport=1&limit=1')).json.items[0] as Event;
    const answer = await get(`/api/sportsbook/events/${listed.id}`);
    const event = answer.json.event as Event;
    expect(event.markets.length).toBe(listed.marketCount);
    for (const market of event.markets) {
      expect(Math.floor(market.id / 1000)).toBe(event.id);
      for (const outcome of market.outcomes) {
        expect(Math.floor(outcome.id / 100)).toBe(market.id);
        expect(outcome.price).toMatch(/^\d+\.\d\d$/);
        expect(outcome.priceVersion).toBeGreaterThanOrEqual(1);
      }
    }
  });
});

describe('search (§5: at least 4 characters, no special characters)', () => {
  it('finds teams, leagues and events, accents ignored', async () => {
    const answer = await get('/api/sportsbook/search?q=esperance');
    expect(answer.status).toBe(200);
    expect(answer.json.teams.map((team: { name: string }) => team.name)).toContain('Espérance de Tunis');
    expect(answer.json.events.every((event: Event) => `${event.home.name} ${event.away.name}`.includes('Espérance de Tunis'))).toBe(true);
    const league = await get('/api/sportsbook/search?q=champions%20league');
    expect(league.json.leagues.map((item: League) => item.name)).toContain('CAF Champions League');
    // Letters of any script are letters: Arabic text is searched, not refused.
    expect((await get(`/api/sportsbook/search?q=${encodeURIComponent('الترجي')}`)).status).toBe(200);
  });

  it('refuses a text under 4 characters or with special characters, with a clear code', async () => {
    for (const q of ['', 'esp', '  ab  ']) {
      const answer = await get(`/api/sportsbook/search?q=${encodeURIComponent(q)}`);
      expect(answer.status, q).toBe(400);
      expect(answer.json.code, q).toBe('search_too_short');
    }
    for (const q of ["tunis'", 'real%madrid', 'a_b_c_d', '<script>', 'drop;table']) {
      const answer = await get(`/api/sportsbook/search?q=${encodeURIComponent(q)}`);
      expect(answer.status, q).toBe(400);
      expect(answer.json.code, q).toBe('search_invalid_characters');
      expect(answer.json.errors[0].field).toBe('q');
    }
    const missing = await get('/api/sportsbook/search');
    expect(missing.status).toBe(400);
    expect(missing.json.errors[0]).toMatchObject({ field: 'q', code: 'required' });
  });
});

describe('bad input', () => {
  it('answers an unknown or malformed id with 404 JSON', async () => {
    for (const path of ['/api/sportsbook/events/999999999', '/api/sportsbook/events/abc', '/api/sportsbook/events/0', '/api/sportsbook/events/-5', '/api/sportsbook/leagues/77', '/api/sportsbook/leagues/x1', '/api/sportsbook/events?section=live&sport=999', '/api/sportsbook/events?section=prematch&league=424242', '/api/sportsbook/results?sport=2']) {
      const answer = await get(path);
      expect(answer.status, path).toBe(404);
      expect(answer.json.code, path).toBe('not_found');
    }
  });

  it('answers a malformed query with 400 naming the field', async () => {
    for (const [query, field] of [
      ['section=everything', 'section'],
      ['section=live&sport=one', 'sport'],
      ['section=live&limit=0', 'limit'],
      ['section=live&limit=201', 'limit'],
      ['section=live&offset=-1', 'offset'],
      ['section=results&date_from=yesterday', 'date_from'],
      [`section=results&date_from=${day(0)}T12:00Z&date_to=${day(-1)}T12:00Z`, 'date_to'],
      ['section=today&tz=Mars/Olympus', 'tz'],
      ['section=live&markets=1x2;DROP', 'markets'],
      ['sport=1', 'section'],
    ] as const) {
      const answer = await get(`/api/sportsbook/events?${query}`);
      expect(answer.status, query).toBe(400);
      expect(answer.json.errors.map((error: { field: string }) => error.field), query).toContain(field);
    }
  });

  it('never answers 500 to junk in any parameter', async () => {
    const junk = ['%00', '9'.repeat(40), '-1', '1e9', 'null', '[]', '{}', "' OR 1=1 --", '__proto__', 'é'.repeat(300)];
    const paths = ['/api/sportsbook/events?section=', '/api/sportsbook/events?section=live&sport=', '/api/sportsbook/leagues?top=', '/api/sportsbook/search?q=', '/api/sportsbook/results?date_to=', '/api/sportsbook/snapshot?topics=', '/api/sportsbook/events/', '/api/sportsbook/leagues/'];
    for (const path of paths) {
      for (const value of junk) {
        const answer = await get(`${path}${encodeURIComponent(value)}`);
        expect(answer.status, `${path}${value}`).toBeLessThan(500);
        expect(answer.status, `${path}${value}`).toBeGreaterThanOrEqual(200);
        expect(answer.json, `${path}${value}`).toBeDefined();
      }
    }
  });
});

describe('public for guests (§6), the same for every caller', () => {
  it('answers a guest, a player, an agent and a garbage token alike', async () => {
    for (const path of ['/api/sportsbook/sports', '/api/sportsbook/leagues?sport=1', '/api/sportsbook/events?section=prematch&sport=1&limit=5&markets=match-result', '/api/sportsbook/search?q=tunis']) {
      const guest = await get(path);
      expect(guest.status, path).toBe(200);
      for (const token of [player, agent, 'not-a-token']) {
        const other = await get(path, token);
        expect(other.status, path).toBe(200);
        expect(other.json, path).toEqual(guest.json);
      }
    }
  });

  it('has no way to change the feed from the API: the sportsbook routes are read-only', async () => {
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE']) {
      const answer = await sb.sandbox.call(method, '/api/sportsbook/events', { token: player, body: {} });
      expect(answer.status, method).toBe(404);
    }
  });
});

describe("the feed's figures (/sandbox/sportsbook/stats, for the stream bench)", () => {
  it('reports the subscribers and, apart, the time to store each step and the time to write it to every subscriber', async () => {
    const stream = await sb.sandbox.app.request('/api/sportsbook/stream?topics=overview');
    await sb.moveTo(sb.sandbox.clock.now() + 2000);
    const stats = (await sb.sandbox.call('GET', '/sandbox/sportsbook/stats')).json as { subscribers: number; stepMs: { count: number; p50: number; p99: number }; publishMs: { count: number; p50: number; p99: number } };
    expect(stats.subscribers).toBeGreaterThanOrEqual(1);
    for (const figures of [stats.stepMs, stats.publishMs]) {
      expect(figures.count).toBeGreaterThan(0);
      expect(figures.p50).toBeGreaterThanOrEqual(0);
      expect(figures.p99).toBeGreaterThanOrEqual(figures.p50);
    }
    expect(stats.publishMs.count).toBe(stats.stepMs.count);
    await stream.body!.cancel();
  });
});
