import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Event, StreamDiff } from '../../generated/sportsbook/sportsbook.schemas.ts';
import { createLiveStore } from '../../src/api/sportsbook-stream.ts';
import { onFeedStep } from './feed.ts';
import { sseReader, type SseReader } from './sse-reader.ts';
import { sportsbookTestSandbox, type SportsbookTestSandbox } from './testing.ts';

const start = Date.UTC(2026, 10, 14, 19, 5);
let sb: SportsbookTestSandbox;
const readers: SseReader[] = [];
/** While true, the settlement hook registered by the settlement test waits to be released. */
let holdSettlement = false;

beforeAll(async () => {
  sb = await sportsbookTestSandbox(start, { heartbeatMs: 150 });
}, 120_000);
afterAll(async () => {
  await Promise.all(readers.map((reader) => reader.close()));
  await sb?.sandbox.dispose();
});

async function open(query: string, headers: Record<string, string> = {}): Promise<SseReader> {
  const response = await sb.sandbox.app.request(`/api/sportsbook/stream?${query}`, { headers });
  expect(response.status).toBe(200);
  expect(response.headers.get('Content-Type')).toContain('text/event-stream');
  const reader = sseReader(response.body!);
  readers.push(reader);
  return reader;
}

const json = <T>(data: string) => JSON.parse(data) as T;
let now = start;
/** Moves the clock by `ms` and steps the feed. */
const tick = async (ms = 500) => {
  now = Math.max(now, sb.sandbox.clock.now()) + ms;
  await sb.moveTo(now);
};

/** Applies diffs to events read from the API (what a client's store does). */
function apply(events: Event[], diffs: StreamDiff[]): Event[] {
  const copy = structuredClone(events);
  const byId = new Map(copy.map((event) => [event.id, event]));
  for (const diff of diffs) {
    for (const change of diff.changes) {
      const event = byId.get(change.eventId);
      if (!event) continue;
      if (change.type === 'event') {
        const { type: _type, eventId: _eventId, ...fields } = change;
        Object.assign(event, fields);
      } else if (change.type === 'market') {
        const market = event.markets.find((candidate) => candidate.id === change.marketId);
        if (market) market.status = change.status;
      } else if (change.type === 'outcome') {
        const outcome = event.markets.find((candidate) => candidate.id === change.marketId)?.outcomes.find((candidate) => candidate.id === change.outcomeId);
        if (!outcome) continue;
        if (change.price !== undefined) outcome.price = change.price;
        if (change.priceVersion !== undefined) outcome.priceVersion = change.priceVersion;
        if (change.status !== undefined) outcome.status = change.status;
        if (change.result !== undefined) outcome.result = change.result;
      }
    }
  }
  return copy;
}

const essentials = (events: Event[]) =>
  events.map((event) => ({
    id: event.id,
    status: event.status,
    phase: event.phase,
    score: event.score,
    markets: event.markets.map((market) => ({ id: market.id, status: market.status, outcomes: market.outcomes.map((outcome) => [outcome.id, outcome.price, outcome.priceVersion, outcome.status, outcome.result]) })),
  }));

describe('live updates pushed as server-sent events', () => {
  it('sends small diffs keyed by event, market and outcome, each with a sequence number chained by prev', async () => {
    const stream = await open('topics=overview');
    const hello = json<{ seq: number; prev: number; heartbeatMs: number; topics: string[] }>((await stream.nextOf('hello')).data);
    expect(hello).toMatchObject({ seq: sb.feed.seq, heartbeatMs: 150, topics: ['overview'] });
    let last = hello.seq;
    const diffs: StreamDiff[] = [];
    for (let step = 0; step < 6; step += 1) await tick(400);
    for (;;) {
      const event = await stream.next(2000);
      if (event.event === 'heartbeat') break;
      if (event.event !== 'diff') continue;
      const diff = json<StreamDiff>(event.data);
      expect(event.id).toBe(String(diff.seq));
      expect(diff.seq).toBeGreaterThan(last);
      expect(diff.prev).toBeLessThanOrEqual(last);
      if (diffs.length > 0) expect(diff.prev).toBe(diffs[diffs.length - 1].seq);
      last = diff.seq;
      diffs.push(diff);
    }
    expect(diffs.length).toBeGreaterThan(2);
    const changes = diffs.flatMap((diff) => diff.changes);
    const outcome = changes.find((change) => change.type === 'outcome' && change.price !== undefined);
    expect(outcome).toMatchObject({ type: 'outcome', eventId: expect.any(Number), marketId: expect.any(Number), outcomeId: expect.any(Number), price: expect.stringMatching(/^\d+\.\d\d$/), priceVersion: expect.any(Number) });
    // Small: a price change names its keys and what changed, nothing else.
    expect(Object.keys(outcome!).sort()).toEqual(['eventId', 'marketId', 'outcomeId', 'price', 'priceVersion', 'type']);
    expect(JSON.stringify(outcome).length).toBeLessThan(140);
  });

  it("sends only the subscribed topic's events, and only the asked market types", async () => {
    const live = (await sb.sandbox.call('GET', '/api/sportsbook/events?section=live&sport=94&limit=50&markets=match-result')).json.items as Event[];
    const eventIds = new Set(live.map((event) => event.id));
    const marketIds = new Set(live.flatMap((event) => event.markets.map((market) => market.id)));
    const stream = await open('topics=live:94&markets=match-result');
    await stream.nextOf('hello');
    let seen = 0;
    for (let step = 0; step < 40 && seen < 5; step += 1) {
      await tick(1000);
      await new Promise((resolve) => setTimeout(resolve, 10));
      for (const event of stream.drain()) {
        if (event.event !== 'diff') continue;
        for (const change of json<StreamDiff>(event.data).changes) {
          // A match that kicked off after the list was read may join: it is an e-football one too.
          if (!eventIds.has(change.eventId)) {
            expect((await sb.sandbox.call('GET', `/api/sportsbook/events/${change.eventId}`)).json.event.sportId).toBe(94);
            continue;
          }
          if (change.type === 'market' || change.type === 'outcome') {
            expect(marketIds.has(change.marketId), `market ${change.marketId}`).toBe(true);
            seen += 1;
          }
        }
      }
    }
    expect(seen).toBeGreaterThan(0);
  });

  it('resyncs from a snapshot: the snapshot at seq a plus the diffs after a equal the snapshot at seq b', async () => {
    // Table tennis: a point every few seconds, so each step changes scores and prices of these events.
    const live = (await sb.sandbox.call('GET', '/api/sportsbook/events?section=live&sport=25&limit=3')).json.items.map((item: { id: number }) => item.id);
    const topics = `topics=${live.map((id: number) => `event:${id}`).join(',')}`;
    const first = (await sb.sandbox.call('GET', `/api/sportsbook/snapshot?${topics}`)).json as { seq: number; events: Event[] };
    expect(first.events.map((event) => event.id).sort()).toEqual([...live].sort());
    const stream = await open(topics);
    await stream.nextOf('hello');
    for (let step = 0; step < 12; step += 1) await tick(2500);
    const second = (await sb.sandbox.call('GET', `/api/sportsbook/snapshot?${topics}`)).json as { seq: number; events: Event[] };
    expect(second.seq).toBeGreaterThan(first.seq);
    await new Promise((resolve) => setTimeout(resolve, 50));
    const diffs = stream
      .drain()
      .filter((event) => event.event === 'diff')
      .map((event) => json<StreamDiff>(event.data))
      .filter((diff) => diff.seq > first.seq && diff.seq <= second.seq);
    expect(diffs.length).toBeGreaterThan(0);
    const byId = (events: Event[]) => [...events].sort((a, b) => a.id - b.id);
    expect(essentials(byId(apply(first.events, diffs)))).toEqual(essentials(byId(second.events)));
  });

  it("feeds the front end's live store (src/api/sportsbook-stream.ts) to the same state as a later snapshot", async () => {
    const live = (await sb.sandbox.call('GET', '/api/sportsbook/events?section=live&sport=25&limit=4')).json.items.map((item: { id: number }) => item.id);
    const topics = `topics=${live.map((id: number) => `event:${id}`).join(',')}`;
    const resyncs: string[] = [];
    const store = createLiveStore({ requestResync: (reason) => resyncs.push(reason), schedule: () => undefined });
    const stream = await open(topics);
    store.handle('hello', (await stream.nextOf('hello')).data);
    store.loadSnapshot((await sb.sandbox.call('GET', `/api/sportsbook/snapshot?${topics}`)).json);
    for (let step = 0; step < 10; step += 1) await tick(3000);
    const later = (await sb.sandbox.call('GET', `/api/sportsbook/snapshot?${topics}`)).json as { seq: number; events: Event[] };
    await new Promise((resolve) => setTimeout(resolve, 50));
    for (const event of stream.drain()) store.handle(event.event, event.data);
    expect(resyncs).toEqual([]);
    expect(store.lastSeq).toBeGreaterThan(0);
    expect(store.lastSeq).toBeLessThanOrEqual(later.seq);
    for (const event of later.events) {
      expect(store.event(event.id)).toMatchObject({ status: event.status, phase: event.phase, score: event.score });
      for (const market of event.markets) {
        expect(store.market(market.id)!.status).toBe(market.status);
        for (const outcome of market.outcomes) expect(store.outcome(outcome.id)).toMatchObject({ price: outcome.price, priceVersion: outcome.priceVersion, status: outcome.status, result: outcome.result });
      }
    }
  });

  it('replays what a reconnecting client missed (Last-Event-ID), and asks for a resync when it cannot', async () => {
    const first = await open('topics=overview&markets=match-result,match-winner');
    await first.nextOf('hello');
    let seen: StreamDiff | undefined;
    for (let step = 0; step < 30 && !seen; step += 1) {
      await tick(1000);
      await new Promise((resolve) => setTimeout(resolve, 10));
      const diffs = first.drain().filter((event) => event.event === 'diff');
      if (diffs.length > 0) seen = json<StreamDiff>(diffs[diffs.length - 1].data);
    }
    if (!seen) throw new Error('No diff for the match result markets of live events in 30 steps');
    await first.close();
    for (let step = 0; step < 12; step += 1) await tick(1000);

    const resumed = await open('topics=overview&markets=match-result,match-winner', { 'Last-Event-ID': String(seen.seq) });
    await resumed.nextOf('hello');
    const replayed = json<StreamDiff>((await resumed.nextOf('diff')).data);
    expect(replayed.seq).toBeGreaterThan(seen.seq);
    expect(replayed.prev).toBeLessThanOrEqual(seen.seq);

    const unknown = await open(`topics=overview&lastEventId=${sb.feed.seq + 1000}`);
    await unknown.nextOf('hello');
    expect(json<{ reason: string }>((await unknown.nextOf('resync')).data).reason).toBe('unknown-sequence');
  });

  it('sends heartbeats with the current seq and the prev of the subscription', async () => {
    const stream = await open('topics=live:1');
    const hello = json<{ seq: number; prev: number }>((await stream.nextOf('hello')).data);
    const beat = json<{ seq: number; prev: number; at: string }>((await stream.nextOf('heartbeat', 3000)).data);
    expect(beat.seq).toBeGreaterThanOrEqual(hello.seq);
    expect(beat.prev).toBe(hello.prev);
    expect(Number.isNaN(Date.parse(beat.at))).toBe(false);
  });

  it('tells every client to resync when the feed starts again after the clock went back', async () => {
    const stream = await open('topics=overview');
    await stream.nextOf('hello');
    now = sb.sandbox.clock.now() - 3_600_000;
    await sb.moveTo(now);
    expect(json<{ reason: string }>((await stream.nextOf('resync')).data).reason).toBe('feed-reset');
    const sports = await sb.sandbox.call('GET', '/api/sportsbook/sports');
    expect(sports.json.items.reduce((sum: number, sport: { liveCount: number }) => sum + sport.liveCount, 0)).toBeGreaterThanOrEqual(30);
  });

  it('forgets a client that disconnects (over the network)', async () => {
    const before = sb.feed.hub.subscriberCount();
    const controller = new AbortController();
    const response = await fetch(`${sb.sandbox.url}/api/sportsbook/stream?topics=overview`, { signal: controller.signal });
    const reader = sseReader(response.body!);
    await reader.nextOf('hello');
    expect(sb.feed.hub.subscriberCount()).toBe(before + 1);
    controller.abort();
    await reader.close();
    for (let wait = 0; wait < 50 && sb.feed.hub.subscriberCount() > before; wait += 1) {
      await tick(100);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(sb.feed.hub.subscriberCount()).toBe(before);
  });

  it('publishes a stored step before its settlement runs: a slow settlement never holds prices back', async () => {
    let releaseSettlement: (() => void) | null = null;
    let settling = false;
    onFeedStep(sb.sandbox.context, async () => {
      if (!holdSettlement) return;
      settling = true;
      await new Promise<void>((resolve) => (releaseSettlement = resolve));
    });
    const stream = await open('topics=overview');
    await stream.nextOf('hello');
    holdSettlement = true;
    now = Math.max(now, sb.sandbox.clock.now()) + 1000;
    sb.sandbox.clock.setOffset(now - Date.now());
    let stepDone = false;
    const stepping = sb.feed.step(now).then(() => (stepDone = true));
    // The settlement is held until released below: the message must come without it.
    const diff = json<StreamDiff>((await stream.nextOf('diff')).data);
    expect(diff.seq).toBe(sb.feed.seq);
    for (let wait = 0; wait < 100 && !settling; wait += 1) await new Promise((resolve) => setTimeout(resolve, 10));
    expect(settling).toBe(true);
    expect(stepDone).toBe(false);
    holdSettlement = false;
    releaseSettlement!();
    await stepping;
  });

  it('refuses a malformed subscription with 400 and an unknown event or sport with 404, as JSON', async () => {
    for (const [query, status] of [
      ['', 400],
      ['topics=', 400],
      ['topics=everything', 400],
      ['topics=event:abc', 400],
      [`topics=${Array.from({ length: 51 }, (_, index) => `event:${index + 1}`).join(',')}`, 400],
      ['topics=overview&markets=DROP%20TABLE', 400],
      ['topics=overview&lastEventId=-1', 400],
      ['topics=event:999999999', 404],
      ['topics=live:999', 404],
    ] as const) {
      const answer = await sb.sandbox.call('GET', `/api/sportsbook/stream?${query}`);
      expect(answer.status, query).toBe(status);
      expect(answer.json.code, query).toBe(status === 404 ? 'not_found' : 'validation_error');
    }
  });
});
