import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sportsbookTestSandbox, type SportsbookTestSandbox } from './testing.ts';

// The feed on PostgreSQL (PGlite over a local socket, as sandbox/db/postgres.test.ts): the same generation, steps
// (batched UPDATE ... FROM VALUES) and reads as on SQLite.
let lite: PGlite;
let server: PGLiteSocketServer;
let sb: SportsbookTestSandbox;
const start = Date.UTC(2026, 10, 14, 18, 45);

beforeAll(async () => {
  lite = await PGlite.create();
  server = new PGLiteSocketServer({ db: lite, host: '127.0.0.1', port: 0, maxConnections: 4 });
  await server.start();
  sb = await sportsbookTestSandbox(start, {}, { databaseUrl: `postgres://sandbox:pass@${server.getServerConn()}/postgres`, databasePoolSize: 1 });
}, 240_000);

afterAll(async () => {
  await sb?.sandbox.dispose();
  await server?.stop();
  await lite?.close();
});

describe('the sportsbook feed on PostgreSQL', () => {
  it('generates, steps, and answers the lists, an event, search and a snapshot', async () => {
    const sports = await sb.sandbox.call('GET', '/api/sportsbook/sports');
    expect(sports.status).toBe(200);
    const live = sports.json.items.reduce((sum: number, sport: { liveCount: number }) => sum + sport.liveCount, 0);
    expect(live).toBeGreaterThanOrEqual(30);
    const event = (await sb.sandbox.call('GET', '/api/sportsbook/events?section=live&limit=1&markets=match-result,match-winner')).json.items[0];
    const seq = sb.feed.seq;
    for (let step = 1; step <= 8; step += 1) await sb.moveTo(start + step * 1000);
    expect(sb.feed.seq).toBeGreaterThan(seq);
    const again = await sb.sandbox.call('GET', `/api/sportsbook/events/${event.id}`);
    expect(again.status).toBe(200);
    expect(again.json.seq).toBe(sb.feed.seq);
    const versions = again.json.event.markets.flatMap((market: { outcomes: { priceVersion: number }[] }) => market.outcomes.map((outcome) => outcome.priceVersion));
    expect(Math.max(...versions)).toBeGreaterThanOrEqual(1);
    expect((await sb.sandbox.call('GET', '/api/sportsbook/search?q=tunis')).json.teams.length).toBeGreaterThan(0);
    const snapshot = await sb.sandbox.call('GET', `/api/sportsbook/snapshot?topics=event:${event.id}`);
    expect(snapshot.json.events[0].markets).toEqual(again.json.event.markets);
  }, 240_000);
});
