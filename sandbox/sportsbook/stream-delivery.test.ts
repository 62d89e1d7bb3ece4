import { createAdaptorServer } from '@hono/node-server';
import { Hono } from 'hono';
import { request, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { parseFrame, sseReader, type SseEvent, type SseReader } from './sse-reader.ts';
import { createStreamHub, type FeedChange, type FeedMessage, type StreamHub } from './stream.ts';

/**
 * The stream's delivery over a real Node HTTP server (§2 Sportsbook "Speed"): every subscriber gets the same frames,
 * and a reader that stops reading is cut off without holding up the others, then resumes.
 */

const at = Date.UTC(2026, 10, 25, 18, 0);
const overview = { topics: [{ kind: 'overview' as const }], markets: null };

/** A step's message with `count` price changes on live events (what an overview subscriber receives). */
function message(seq: number, count: number): FeedMessage {
  const changes: FeedChange[] = Array.from({ length: count }, (_, index) => ({
    wire: { type: 'outcome', eventId: 20_410_017, marketId: 20_410_017_001, outcomeId: 2_041_001_700_100 + index, price: `${1 + ((seq + index) % 400) / 100}`.padEnd(4, '0'), priceVersion: seq },
    sportId: 1,
    live: true,
    marketType: 'match-result',
  }));
  return { seq, at: at + seq * 250, changes };
}

interface Served {
  hub: StreamHub;
  base: string;
  publish(changes?: number): number;
  close(): Promise<void>;
}

const open: Served[] = [];
const readers: SseReader[] = [];
afterEach(async () => {
  await Promise.all(readers.splice(0).map((reader) => reader.close()));
  await Promise.all(open.splice(0).map((served) => served.close()));
});

/** A hub behind a Hono app on a Node server, as the sandbox serves it, and a way to publish steps into it. */
async function serve(slowReaderBytes?: number): Promise<Served> {
  let seq = 0;
  const hub = createStreamHub({ currentSeq: () => seq, now: () => at, heartbeatMs: 60_000, slowReaderBytes });
  const app = new Hono();
  app.get('/stream', (c) => hub.open(overview, c.req.query('lastEventId') === undefined ? null : Number(c.req.query('lastEventId'))));
  const server = createAdaptorServer({ fetch: app.fetch }) as Server;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const served: Served = {
    hub,
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    publish(changes = 20) {
      seq += 1;
      hub.publish(message(seq, changes));
      return seq;
    },
    async close() {
      hub.close();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
  open.push(served);
  return served;
}

async function subscribe(served: Served, query = ''): Promise<SseReader> {
  const response = await fetch(`${served.base}/stream${query}`);
  expect(response.headers.get('Content-Type')).toContain('text/event-stream');
  const reader = sseReader(response.body!);
  readers.push(reader);
  return reader;
}

/** Reads events until one of `type` with `seq` in its data arrives; returns every event read on the way. */
async function readThrough(reader: SseReader, seq: number): Promise<SseEvent[]> {
  const events: SseEvent[] = [];
  for (;;) {
    const event = await reader.next(5000);
    events.push(event);
    if (event.event === 'diff' && (JSON.parse(event.data) as { seq: number }).seq >= seq) return events;
  }
}

describe('the stream delivered by a Node server', () => {
  it('sends every subscriber over the network the same frames, in order, as the stream carries in process', async () => {
    const served = await serve();
    const overNode = [await subscribe(served), await subscribe(served)];
    // Read in process, without a socket: the reference.
    const overWebStream = sseReader((await served.hub.open(overview, null)).body!);
    readers.push(overWebStream);
    for (const reader of [...overNode, overWebStream]) expect((await reader.next()).event).toBe('hello');

    let last = 0;
    for (let step = 0; step < 5; step += 1) last = served.publish();
    served.hub.resyncAll('feed-reset', last + 1);
    const expected = await readThrough(overWebStream, last);
    expected.push(await overWebStream.next());
    expect(expected.map((event) => event.event)).toEqual(['diff', 'diff', 'diff', 'diff', 'diff', 'resync']);
    for (const reader of overNode) {
      const received = await readThrough(reader, last);
      received.push(await reader.next());
      expect(received).toEqual(expected);
    }
  });

  it('cuts off a subscriber that stops reading, keeps delivering every message to the others, and lets it resume', async () => {
    const served = await serve(64 * 1024);
    const reader = await subscribe(served);
    expect((await reader.next()).event).toBe('hello');
    // A subscriber that reads its head and then nothing more (a frozen tab): its bytes pile up in the kernel, then here.
    const stalled = await new Promise<IncomingMessage>((resolve, reject) => request(`${served.base}/stream`, { agent: false }, resolve).on('error', reject).end());
    stalled.pause();
    expect(served.hub.subscriberCount()).toBe(2);

    const received: SseEvent[] = [];
    let seq = 0;
    // About 30 KB a message: the loopback buffers fill within a few hundred messages, far inside the replay buffer.
    for (let step = 0; step < 1000 && served.hub.subscriberCount() === 2; step += 1) {
      seq = served.publish(300);
      received.push(...(await readThrough(reader, seq)));
    }
    expect(served.hub.subscriberCount()).toBe(1);
    for (let step = 0; step < 3; step += 1) {
      seq = served.publish(300);
      received.push(...(await readThrough(reader, seq)));
    }
    // The reader that kept up saw every message, chained with no gap.
    const diffs = received.map((event) => JSON.parse(event.data) as { seq: number; prev: number });
    expect(diffs.map((diff) => diff.seq)).toEqual(Array.from({ length: seq }, (_, index) => index + 1));
    expect(diffs.every((diff) => diff.prev === diff.seq - 1)).toBe(true);

    // The stalled one, reading again, finds what was written before the cut, then the resync, then the end.
    stalled.setEncoding('utf8');
    stalled.resume();
    let text = '';
    for await (const chunk of stalled) text += chunk as string;
    const events = text
      .split('\n\n')
      .map(parseFrame)
      .filter((event): event is SseEvent => event !== null);
    expect(events[0].event).toBe('hello');
    expect(events[events.length - 1]).toMatchObject({ event: 'resync', data: expect.stringContaining('"reason":"slow-reader"') });
    const had = events.filter((event) => event.event === 'diff').map((event) => JSON.parse(event.data) as { seq: number });
    expect(had.map((diff) => diff.seq)).toEqual(Array.from({ length: had.length }, (_, index) => index + 1));
    expect(had.length).toBeLessThan(seq);

    // Reconnecting after the last message it had, it gets the rest from the replay buffer and is live again.
    const resumed = await subscribe(served, `?lastEventId=${had[had.length - 1].seq}`);
    expect((await resumed.next()).event).toBe('hello');
    const missed = (await readThrough(resumed, seq)).map((event) => JSON.parse(event.data) as { seq: number; prev: number });
    expect(missed.map((diff) => diff.seq)).toEqual(Array.from({ length: seq - had.length }, (_, index) => had.length + index + 1));
    expect(missed[0].prev).toBe(had.length);
    const next = served.publish();
    expect(JSON.parse((await resumed.next()).data)).toMatchObject({ seq: next, prev: seq });
  });

  it('cuts off a subscriber that stops reading in process too', async () => {
    const served = await serve(64 * 1024);
    const body = (await served.hub.open(overview, null)).body!;
    const steady = sseReader((await served.hub.open(overview, null)).body!);
    readers.push(steady);
    expect((await steady.next()).event).toBe('hello');
    let seq = 0;
    for (let step = 0; step < 100 && served.hub.subscriberCount() === 2; step += 1) {
      seq = served.publish(300);
      await readThrough(steady, seq);
    }
    expect(served.hub.subscriberCount()).toBe(1);
    const events: SseEvent[] = [];
    const stalled = sseReader(body, (event) => events.push(event));
    readers.push(stalled);
    await expect(stalled.nextOf('resync')).resolves.toMatchObject({ data: expect.stringContaining('"reason":"slow-reader"') });
    expect(events.filter((event) => event.event === 'diff').length).toBeLessThan(seq);
  });
});
