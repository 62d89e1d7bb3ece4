// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SportsbookEvent } from '../../api/sportsbook.ts';
import { TestEventSource } from '../../testing/live-stream.ts';
import { createLiveConnection, liveStatusStore, probeStream, retryAfterMs, unionOf, type LiveConnection } from './live-connection.ts';

function harness() {
  const sources: TestEventSource[] = [];
  const timers: { run: () => void; ms: number; cleared: boolean }[] = [];
  const snapshots: string[] = [];
  let hidden = false;
  let offline = false;
  const logs: string[] = [];
  const event = { id: 7, sportId: 1, markets: [{ id: 7001, type: 'match-result', outcomes: [{ id: 700101, key: 'home', name: null, price: '1.80', priceVersion: 1, status: 'open', result: null }], status: 'open' }] } as unknown as SportsbookEvent;
  const connection = createLiveConnection({
    createEventSource: (url) => {
      const source = new TestEventSource(url);
      sources.push(source);
      return source as never;
    },
    fetchSnapshot: async (topics) => {
      snapshots.push(topics);
      return { seq: 50, events: [event] };
    },
    setTimer: (run, ms) => {
      const timer = { run, ms, cleared: false };
      timers.push(timer);
      return timer;
    },
    clearTimer: (timer) => void ((timer as { cleared: boolean }).cleared = true),
    isHidden: () => hidden,
    isOffline: () => offline,
    random: () => 0.5,
    log: (message) => logs.push(message),
    schedule: (flush) => flush(),
  });
  const runTimers = () => {
    for (const timer of timers.splice(0)) if (!timer.cleared) timer.run();
  };
  return {
    connection,
    sources,
    timers,
    snapshots,
    logs,
    runTimers,
    setHidden: (value: boolean) => {
      hidden = value;
      document.dispatchEvent(new Event('visibilitychange'));
    },
    setOffline: (value: boolean) => {
      offline = value;
      window.dispatchEvent(new Event(value ? 'offline' : 'online'));
    },
    latest: () => sources[sources.length - 1],
  };
}

let open: LiveConnection | null = null;
afterEach(() => {
  open?.close();
  open = null;
});

describe('unionOf (what the stream listens to)', () => {
  it('joins the screens’ topics, lets overview cover the per-sport live topics, and streams every market if one screen needs them', () => {
    expect(unionOf([{ topics: ['live:1', 'event:9'], markets: ['total'] }, { topics: ['overview'], markets: ['match-result'] }])).toEqual({ topics: 'event:9,overview', markets: 'match-result,total' });
    expect(unionOf([{ topics: ['event:9'], markets: null }, { topics: ['live:3'], markets: ['total'] }])).toEqual({ topics: 'event:9,live:3', markets: undefined });
    expect(unionOf([])).toBeNull();
    expect(unionOf([{ topics: Array.from({ length: 80 }, (_, index) => `event:${index + 1}`), markets: [] }])!.topics.split(',')).toHaveLength(50);
    expect(unionOf([{ topics: Array.from({ length: 50 }, (_, index) => `event:${123456789000 + index}`), markets: [] }])!.topics.length).toBeLessThanOrEqual(1000);
  });
});

describe('the live connection', () => {
  it('opens one stream for the screens on show, starts from a snapshot, and applies diffs', async () => {
    const h = harness();
    open = h.connection;
    const stop = h.connection.subscribe({ topics: ['event:7'], markets: null });
    h.runTimers();
    expect(h.latest().url).toBe('/api/sportsbook/stream?topics=event%3A7');
    h.latest().emit('hello', { seq: 49, prev: 40, heartbeatMs: 15000, topics: ['event:7'] });
    await Promise.resolve();
    await Promise.resolve();
    expect(h.snapshots).toEqual(['event:7']);
    expect(liveStatusStore.status).toBe('live');
    h.latest().emit('diff', { seq: 51, prev: 50, at: 'x', changes: [{ type: 'outcome', eventId: 7, marketId: 7001, outcomeId: 700101, price: '1.95', priceVersion: 2 }] });
    expect(h.connection.store.outcome(700101)).toMatchObject({ price: '1.95', move: 'up' });
    stop();
    h.runTimers();
    expect(h.latest().closed).toBe(true);
    expect(liveStatusStore.status).toBe('idle');
  });

  it('after a drop: paused, then reconnects with growing back-off from the last applied seq', async () => {
    const h = harness();
    open = h.connection;
    h.connection.seed({ seq: 60, events: [] });
    h.connection.subscribe({ topics: ['overview'], markets: ['match-result'] });
    h.runTimers();
    h.connection.store.loadSnapshot({ seq: 60, events: [] });
    h.latest().onerror?.();
    expect(liveStatusStore.status).toBe('paused');
    expect(h.logs).toContain('sportsbook stream: connection lost');
    expect(h.timers.map((timer) => timer.ms)).toEqual([1000]);
    h.runTimers();
    expect(h.latest().url).toBe('/api/sportsbook/stream?topics=overview&markets=match-result&lastEventId=60');
    h.latest().onerror?.();
    expect(h.timers.map((timer) => timer.ms)).toEqual([2000]);
    h.runTimers();
    h.latest().onerror?.();
    expect(h.timers.map((timer) => timer.ms)).toEqual([4000]);
    h.runTimers();
    // A hello means the feed is back: the notice goes and the back-off starts over.
    h.latest().emit('hello', { seq: 60, prev: 60, heartbeatMs: 15000, topics: ['overview'] });
    expect(liveStatusStore.status).toBe('live');
    h.latest().onerror?.();
    expect(h.timers.map((timer) => timer.ms)).toEqual([1000]);
  });

  it('closes the stream while the tab is hidden and resumes from its place when it shows again', () => {
    const h = harness();
    open = h.connection;
    h.connection.subscribe({ topics: ['live:1'], markets: ['total'] });
    h.runTimers();
    h.connection.store.loadSnapshot({ seq: 70, events: [] });
    const first = h.latest();
    h.setHidden(true);
    expect(first.closed).toBe(true);
    expect(liveStatusStore.status).toBe('hidden');
    h.setHidden(false);
    expect(h.sources).toHaveLength(2);
    expect(h.latest().url).toBe('/api/sportsbook/stream?topics=live%3A1&markets=total&lastEventId=70');
  });

  it('offline: paused with no reconnect attempts however long it lasts; back online it resumes at once from its place', () => {
    const h = harness();
    open = h.connection;
    h.connection.subscribe({ topics: ['overview'], markets: null });
    h.runTimers();
    h.connection.store.loadSnapshot({ seq: 80, events: [] });
    const first = h.latest();
    h.setOffline(true);
    expect(first.closed).toBe(true);
    expect(liveStatusStore.status).toBe('paused');
    // The browser reports the stream's error too: the back-off timer runs out and nothing is opened while offline.
    first.onerror?.();
    for (let attempt = 0; attempt < 5; attempt += 1) h.runTimers();
    expect(h.sources).toHaveLength(1);
    h.setOffline(false);
    expect(h.sources).toHaveLength(2);
    expect(h.latest().url).toBe('/api/sportsbook/stream?topics=overview&lastEventId=80');
  });

  it('a malformed message is dropped and logged and fetches a snapshot, never throws', async () => {
    const h = harness();
    open = h.connection;
    h.connection.subscribe({ topics: ['event:7'], markets: null });
    h.runTimers();
    h.connection.store.loadSnapshot({ seq: 40, events: [] });
    expect(() => h.latest().emit('diff', '{not json')).not.toThrow();
    await Promise.resolve();
    expect(h.logs.some((line) => line.includes('malformed diff dropped'))).toBe(true);
    expect(h.snapshots).toEqual(['event:7']);
  });
});

describe('a stream the server refuses with 429 (streams per address capped, §8)', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  /** The real timers' code on vitest's fake clock; the stream refused with 429 and `retryAfter` ms to wait. */
  function refusedConnection(retryAfter: number | null, status = 429) {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const sources: TestEventSource[] = [];
    const probed: string[] = [];
    const connection = createLiveConnection({
      createEventSource: (url) => {
        const source = new TestEventSource(url);
        sources.push(source);
        return source as never;
      },
      probe: async (url) => {
        probed.push(url);
        return { status, retryAfterMs: retryAfter };
      },
      fetchSnapshot: async () => ({ seq: 1, events: [] }),
      isHidden: () => false,
      isOffline: () => false,
      random: () => 0.5,
      log: () => undefined,
      schedule: (flush) => flush(),
    });
    const refuse = () => {
      const source = sources[sources.length - 1];
      source.readyState = 2; // EventSource.CLOSED: not a 200 stream
      source.onerror?.();
    };
    return { connection, sources, probed, refuse };
  }

  it('waits out Retry-After whole before opening again, never the 1 s back-off', async () => {
    const r = refusedConnection(30_000);
    open = r.connection;
    r.connection.subscribe({ topics: ['overview'], markets: null });
    await vi.advanceTimersByTimeAsync(50);
    expect(r.sources).toHaveLength(1);
    r.refuse();
    expect(liveStatusStore.status).toBe('paused');
    await vi.advanceTimersByTimeAsync(29_999);
    expect(r.probed).toEqual([r.sources[0].url]);
    expect(r.sources).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(r.sources).toHaveLength(2);
    // Refused again: Retry-After again, not a storm of attempts.
    r.refuse();
    await vi.advanceTimersByTimeAsync(29_999);
    expect(r.sources).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(r.sources).toHaveLength(3);
  });

  it('a Retry-After shorter than the back-off waits the back-off; a refusal without one (a 503) backs off as a drop', async () => {
    const short = refusedConnection(10);
    open = short.connection;
    short.connection.subscribe({ topics: ['overview'], markets: null });
    await vi.advanceTimersByTimeAsync(50);
    short.refuse();
    await vi.advanceTimersByTimeAsync(999);
    expect(short.sources).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(short.sources).toHaveLength(2);
    short.connection.close();
    vi.useRealTimers();

    const busy = refusedConnection(60_000, 503);
    open = busy.connection;
    busy.connection.subscribe({ topics: ['overview'], markets: null });
    await vi.advanceTimersByTimeAsync(50);
    busy.refuse();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(busy.sources).toHaveLength(2);
  });

  it('a dropped connection (not refused) is not probed', async () => {
    const r = refusedConnection(30_000);
    open = r.connection;
    r.connection.subscribe({ topics: ['overview'], markets: null });
    await vi.advanceTimersByTimeAsync(50);
    r.sources[0].onerror?.(); // readyState still open: the network dropped
    await vi.advanceTimersByTimeAsync(1_000);
    expect(r.probed).toEqual([]);
    expect(r.sources).toHaveLength(2);
  });

  it('reads Retry-After in seconds or as a date, and the default probe drops the stream once its headers are in', async () => {
    const now = Date.parse('2026-11-28T00:00:00Z');
    expect(retryAfterMs('30', now)).toBe(30_000);
    expect(retryAfterMs('Sat, 28 Nov 2026 00:00:45 GMT', now)).toBe(45_000);
    expect(retryAfterMs('soon', now)).toBeNull();
    expect(retryAfterMs(null, now)).toBeNull();
    let signal: AbortSignal | undefined;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init: RequestInit) => {
        signal = init.signal ?? undefined;
        return new Response(JSON.stringify({ code: 'rate_limited' }), { status: 429, headers: { 'Retry-After': '30' } });
      }),
    );
    await expect(probeStream('/api/sportsbook/stream?topics=overview')).resolves.toEqual({ status: 429, retryAfterMs: 30_000 });
    expect(signal?.aborted).toBe(true);
  });
});
