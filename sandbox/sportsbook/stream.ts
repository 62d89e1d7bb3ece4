import type { Clock, Incident, Score, StreamChange } from '../../generated/sportsbook/sportsbook.schemas.ts';
import { ApiError, errorCodes, validationError } from '../errors.ts';

/**
 * Live updates, pushed as server-sent events (GET /api/sportsbook/stream).
 *
 * Why SSE rather than a WebSocket: the updates only flow one way (the feed to the page; a client changes its
 * topics by reconnecting, which is rare and cheap), SSE runs over the existing Hono server and its middlewares
 * (CORS, headers, logging) with no upgrade path or second protocol, browsers reconnect by themselves and send
 * Last-Event-ID, which is exactly the resume point the sequence numbers need, and it passes HTTP proxies.
 *
 * Messages. Every step of the feed that changed anything has a sequence number `seq`, increasing by one per step.
 * A subscriber receives, per step, the changes that match its topics and market filter, as one `diff` event:
 *   id: <seq>            (the browser's Last-Event-ID)
 *   event: diff
 *   data: {"seq":1042,"prev":1039,"at":"...","changes":[...]}
 * `prev` is the previous sequence number that had changes for the same subscription: a client that last applied
 * seq N and receives prev > N has missed a message and must resync (the snapshot endpoint gives the state at a
 * sequence number). A message with seq <= N is a repeat or out of order: ignore it. `heartbeat` events (every
 * 15 s) carry the same {seq, prev}, so a lost last message is noticed even when nothing else comes. `hello` opens
 * the stream; `resync` tells the client to fetch a snapshot (too far behind, a feed reset, a slow reader).
 *
 * A client reconnecting with Last-Event-ID (or ?lastEventId=) gets the messages it missed, replayed from a
 * buffer of the last few minutes, or a resync when they are no longer there.
 *
 * Delivery (§2 Sportsbook "Speed"): each message is filtered and encoded once per group of subscribers with the
 * same topics and carried by each subscriber's web stream. Writing the shared bytes to the Node sockets directly
 * instead was tried and measured: a quarter less CPU per step with 500 subscribers (11.2 -> 8.5 ms), but a longer
 * tail on a loaded machine (bench p99 105-115 ms -> 160-410 ms at load 9-12), so the web stream stays.
 */

export type { EventStatus, MarketStatus } from '../../generated/sportsbook/sportsbook.schemas.ts';

/** The wire shapes are the document's (schemas/openapi/sportsbook.yaml), so the stream cannot drift from it. */
export type WireClock = Clock;
export type WireScore = Score;
export type WireIncident = Incident;
export type WireChange = StreamChange;

/** A change as the feed publishes it: the wire change plus what topics match on. */
export interface FeedChange {
  wire: WireChange;
  sportId: number;
  /** The event is live, or was until this step: it belongs to the live lists. */
  live: boolean;
  /** Market type of a market or outcome change (for the market filter). */
  marketType: string | null;
}

export interface FeedMessage {
  seq: number;
  at: number;
  changes: FeedChange[];
}

export type Topic = { kind: 'overview' } | { kind: 'live'; sportId: number } | { kind: 'event'; eventId: number } | { kind: 'tracker'; eventId: number };

export interface Subscription {
  topics: Topic[];
  /** Market types whose market and outcome changes are wanted; null: all. Event changes always pass. */
  markets: Set<string> | null;
}

export const maxTopics = 50;
export const maxMarketTypes = 40;
export const heartbeatMs = 15_000;
/** Messages kept for replay (about 5 minutes at 4 steps a second). */
export const replayBufferSize = 1200;
/**
 * A reader with this many bytes waiting for it in the sandbox is cut off: it reconnects with Last-Event-ID and resumes
 * (or resyncs). About 300 overview messages at 100 price changes a second, a minute and a half: a tab that was
 * merely busy catches up from the replay buffer, and one reader that stopped reading never holds the others up
 * (nor the sandbox's memory, whatever the size of its messages).
 */
export const slowReaderBytes = 1024 * 1024;
export const maxSubscribers = 10_000;
/**
 * Streams one client address may hold open at once (STREAMS_PER_ADDRESS). A page holds one or two, a household or a
 * small office a few dozen; one client held 3 363 (10 050 sockets) and the sandbox grew by 170 MB. Past it, 429 with
 * Retry-After: a stream comes free when one of that address's closes, so the wait is a short, fixed one.
 */
export const defaultStreamsPerAddress = 40;
export const streamCapRetryAfterSeconds = 30;

const topicPattern = /^(overview|live:(\d{1,9})|event:(\d{1,12})|tracker:(\d{1,12}))$/;
const topicNames = 'overview, live:<sportId>, event:<eventId> or tracker:<eventId>';
const marketTypePattern = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** `overview,live:1,event:20410017` -> topics; a 400 ApiError naming the field when malformed. */
export function parseSubscription(topicsText: string | undefined, marketsText: string | undefined): Subscription {
  if (topicsText === undefined || topicsText.trim() === '') throw validationError([{ field: 'topics', code: 'required', message: `Name at least one topic: ${topicNames}.` }]);
  const parts = [...new Set(topicsText.split(',').map((part) => part.trim()))];
  if (parts.length > maxTopics) throw validationError([{ field: 'topics', code: 'max_length', message: `At most ${maxTopics} topics.` }]);
  const topics: Topic[] = parts.map((part) => {
    const match = topicPattern.exec(part);
    if (!match) throw validationError([{ field: 'topics', code: 'invalid', message: `"${part.slice(0, 40)}" is not a topic: ${topicNames}.` }]);
    if (match[2]) return { kind: 'live', sportId: Number(match[2]) };
    if (match[3]) return { kind: 'event', eventId: Number(match[3]) };
    if (match[4]) return { kind: 'tracker', eventId: Number(match[4]) };
    return { kind: 'overview' };
  });
  let markets: Set<string> | null = null;
  if (marketsText !== undefined && marketsText.trim() !== '') {
    const types = [...new Set(marketsText.split(',').map((part) => part.trim()))];
    if (types.length > maxMarketTypes) throw validationError([{ field: 'markets', code: 'max_length', message: `At most ${maxMarketTypes} market types.` }]);
    for (const type of types) if (!marketTypePattern.test(type)) throw validationError([{ field: 'markets', code: 'invalid', message: `"${type.slice(0, 40)}" is not a market type.` }]);
    markets = new Set(types);
  }
  return { topics, markets };
}

export function subscriptionKey(subscription: Subscription): string {
  const topics = subscription.topics.map((topic) => (topic.kind === 'overview' ? 'overview' : topic.kind === 'live' ? `live:${topic.sportId}` : `${topic.kind}:${topic.eventId}`)).sort();
  return `${topics.join(',')}|${subscription.markets ? [...subscription.markets].sort().join(',') : '*'}`;
}

export function matches(subscription: Subscription, change: FeedChange): boolean {
  // The match tracker goes only to those who asked for it by name: the lists and the markets never carry it.
  if (change.wire.type === 'tracker') return subscription.topics.some((topic) => topic.kind === 'tracker' && topic.eventId === change.wire.eventId);
  if (change.wire.type !== 'event' && subscription.markets && change.marketType && !subscription.markets.has(change.marketType)) return false;
  return subscription.topics.some((topic) => {
    if (topic.kind === 'tracker') return false;
    if (topic.kind === 'event') return topic.eventId === change.wire.eventId;
    if (topic.kind === 'live') return change.live && change.sportId === topic.sportId;
    return change.live;
  });
}

interface Subscriber {
  controller: ReadableStreamDefaultController<Uint8Array>;
  group: Group;
  /** The client address it counts against (the per-address cap). */
  address: string;
  closed: boolean;
}

/** Subscribers with the same topics and filter share one filtering and one encoding of each message. */
interface Group {
  key: string;
  subscription: Subscription;
  /** The last seq with changes for this group (what the next message's prev is). */
  lastMatch: number;
  subscribers: Set<Subscriber>;
}

const encoder = new TextEncoder();
const iso = (ms: number) => new Date(ms).toISOString();

export interface StreamHub {
  /** Sends a step's changes to the matching subscribers and keeps it for replay. */
  publish(message: FeedMessage): void;
  /** Tells every subscriber to resync (the feed was reset); the replay buffer is emptied. */
  resyncAll(reason: string, seq: number): void;
  /**
   * The SSE response for a subscription, resuming after `lastEventId` when given; 429 when `address` already holds
   * its streamsPerAddress.
   */
  open(subscription: Subscription, lastEventId: number | null, address?: string): Response;
  subscriberCount(): number;
  /** Addresses holding at least one stream (each is forgotten with its last stream). */
  addressCount(): number;
  close(): void;
}

export function createStreamHub(options: { currentSeq: () => number; now: () => number; heartbeatMs?: number; slowReaderBytes?: number; streamsPerAddress?: number }): StreamHub {
  const backlogLimit = options.slowReaderBytes ?? slowReaderBytes;
  const perAddress = options.streamsPerAddress ?? defaultStreamsPerAddress;
  /** Open streams per client address; an address leaves the map with its last stream, so closed streams cost nothing. */
  const byAddress = new Map<string, number>();
  const buffer: FeedMessage[] = [];
  /** Every seq after this one is in the buffer (or was never published). */
  let bufferedAfter = options.currentSeq();
  const groups = new Map<string, Group>();
  let count = 0;
  let closed = false;

  const send = (subscriber: Subscriber, bytes: Uint8Array) => {
    if (subscriber.closed) return;
    // The bytes queued for it: the connection takes them as fast as the reader reads.
    const backlog = -(subscriber.controller.desiredSize ?? 0);
    if (backlog > backlogLimit) {
      // The reader does not keep up (a stalled tab, a dead connection not yet noticed): cut it off; it will
      // reconnect with Last-Event-ID and resume from the buffer or resync.
      subscriber.controller.enqueue(encoder.encode(`event: resync\ndata: ${JSON.stringify({ seq: options.currentSeq(), reason: 'slow-reader' })}\n\n`));
      drop(subscriber, true);
      return;
    }
    try {
      subscriber.controller.enqueue(bytes);
    } catch {
      // The stream ended under us (the client left between two reads): forget it, never fail the publication.
      drop(subscriber, false);
    }
  };

  const drop = (subscriber: Subscriber, closeStream: boolean) => {
    if (subscriber.closed) return;
    subscriber.closed = true;
    count -= 1;
    const held = (byAddress.get(subscriber.address) ?? 1) - 1;
    if (held <= 0) byAddress.delete(subscriber.address);
    else byAddress.set(subscriber.address, held);
    subscriber.group.subscribers.delete(subscriber);
    if (subscriber.group.subscribers.size === 0) groups.delete(subscriber.group.key);
    if (closeStream) {
      try {
        subscriber.controller.close();
      } catch {
        // already closed by the other side
      }
    }
  };

  const diffFrame = (seq: number, prev: number, at: number, changes: FeedChange[]) =>
    encoder.encode(`id: ${seq}\nevent: diff\ndata: ${JSON.stringify({ seq, prev, at: iso(at), changes: changes.map((change) => change.wire) })}\n\n`);

  /** The last buffered seq with a change for the subscription, or the seq before the buffer when none. */
  const lastMatchInBuffer = (subscription: Subscription, upTo: number): number => {
    for (let index = buffer.length - 1; index >= 0; index -= 1) {
      const message = buffer[index];
      if (message.seq > upTo) continue;
      if (message.changes.some((change) => matches(subscription, change))) return message.seq;
    }
    return Math.min(bufferedAfter, upTo);
  };

  const heartbeat = setInterval(() => {
    const seq = options.currentSeq();
    for (const group of groups.values()) {
      const bytes = encoder.encode(`id: ${seq}\nevent: heartbeat\ndata: ${JSON.stringify({ seq, prev: group.lastMatch, at: iso(options.now()) })}\n\n`);
      for (const subscriber of [...group.subscribers]) send(subscriber, bytes);
    }
  }, options.heartbeatMs ?? heartbeatMs);
  heartbeat.unref();

  return {
    publish(message) {
      if (closed) return;
      buffer.push(message);
      if (buffer.length > replayBufferSize) bufferedAfter = buffer.shift()!.seq;
      for (const group of groups.values()) {
        const mine = message.changes.filter((change) => matches(group.subscription, change));
        if (mine.length === 0) continue;
        const bytes = diffFrame(message.seq, group.lastMatch, message.at, mine);
        group.lastMatch = message.seq;
        for (const subscriber of [...group.subscribers]) send(subscriber, bytes);
      }
    },

    resyncAll(reason, seq) {
      buffer.length = 0;
      bufferedAfter = seq;
      const bytes = encoder.encode(`id: ${seq}\nevent: resync\ndata: ${JSON.stringify({ seq, reason })}\n\n`);
      for (const group of groups.values()) {
        group.lastMatch = seq;
        for (const subscriber of [...group.subscribers]) send(subscriber, bytes);
      }
    },

    open(subscription, lastEventId, address = 'in-process') {
      if (closed) throw new ApiError(503, { code: 'stream_closed', message: 'The live stream is shutting down.' });
      if (count >= maxSubscribers) throw new ApiError(503, { code: 'stream_capacity', message: 'Too many live streams are open; try again shortly.' });
      if ((byAddress.get(address) ?? 0) >= perAddress) {
        const retryAfter = new Date(options.now() + streamCapRetryAfterSeconds * 1000).toISOString();
        throw new ApiError(
          429,
          { code: errorCodes.rateLimited, message: `Too many live streams from this address (at most ${perAddress} at once): close one or try again after ${retryAfter}.`, retryAfter },
          { 'Retry-After': String(streamCapRetryAfterSeconds) },
        );
      }
      const key = subscriptionKey(subscription);
      let subscriber: Subscriber | null = null;
      const stream = new ReadableStream<Uint8Array>({
        start(controller) {
          const seq = options.currentSeq();
          let group = groups.get(key);
          if (!group) {
            group = { key, subscription, lastMatch: lastMatchInBuffer(subscription, seq), subscribers: new Set() };
            groups.set(key, group);
          }
          subscriber = { controller, group, address, closed: false };
          group.subscribers.add(subscriber);
          count += 1;
          // Counted in the same synchronous step as the check (start runs inside the constructor).
          byAddress.set(address, (byAddress.get(address) ?? 0) + 1);
          const hello = { seq, prev: group.lastMatch, heartbeatMs: options.heartbeatMs ?? heartbeatMs, topics: key.split('|')[0].split(',') };
          controller.enqueue(encoder.encode(`retry: 2000\nevent: hello\ndata: ${JSON.stringify(hello)}\n\n`));
          if (lastEventId === null) return;
          if (lastEventId > seq || lastEventId < bufferedAfter) {
            controller.enqueue(encoder.encode(`id: ${seq}\nevent: resync\ndata: ${JSON.stringify({ seq, reason: lastEventId > seq ? 'unknown-sequence' : 'too-far-behind' })}\n\n`));
            return;
          }
          // Replay what was missed, chained from the last message the client may have had.
          let prev = lastMatchInBuffer(subscription, lastEventId);
          for (const message of buffer) {
            if (message.seq <= lastEventId) continue;
            const mine = message.changes.filter((change) => matches(subscription, change));
            if (mine.length === 0) continue;
            controller.enqueue(diffFrame(message.seq, prev, message.at, mine));
            prev = message.seq;
          }
        },
        cancel() {
          // The client went away: forget it at once.
          if (subscriber) drop(subscriber, false);
        },
        // The queue counts bytes (slowReaderBytes).
      }, new ByteLengthQueuingStrategy({ highWaterMark: 0 }));
      return new Response(stream, {
        status: 200,
        headers: {
          'Content-Type': 'text/event-stream; charset=utf-8',
          'Cache-Control': 'no-store, no-transform',
          'X-Accel-Buffering': 'no',
        },
      });
    },

    subscriberCount: () => count,
    addressCount: () => byAddress.size,

    close() {
      if (closed) return;
      closed = true;
      clearInterval(heartbeat);
      for (const group of [...groups.values()]) for (const subscriber of [...group.subscribers]) drop(subscriber, true);
      groups.clear();
    },
  };
}

/** Last-Event-ID header or ?lastEventId=: a non-negative integer, else null (a garbled value is treated as absent). */
export function parseLastEventId(header: string | undefined, query: string | undefined): number | null {
  const raw = (header ?? query ?? '').trim();
  if (!/^\d{1,15}$/.test(raw)) return null;
  return Number(raw);
}

