import type { Event, EventChange, EventTracker, Market, MarketChange, Outcome, OutcomeChange, StreamChange, Tracker, TrackerChange } from '../../generated/sportsbook/sportsbook.schemas.ts';
import { BasketballTrackerKind, FootballTrackerKind, TennisTrackerKind } from '../../generated/sportsbook/sportsbook.schemas.ts';

/**
 * The client side of the sportsbook's live stream (GET /api/sportsbook/stream, DESIGN "Live data"): a store of
 * events, markets and outcomes outside React's tree that applies the stream's diffs, one listener per outcome
 * (a price button subscribes to its own outcome, CONVENTIONS 16), and the sequence rules of the stream:
 *
 * - a diff with seq <= the last applied seq is a repeat or out of order: dropped (and logged);
 * - a diff (or heartbeat) whose prev is beyond the last applied seq means a message was missed: a resync is
 *   requested (the caller fetches GET /api/sportsbook/snapshot and hands it to loadSnapshot); diffs arriving
 *   meanwhile are kept and applied after the snapshot if they are newer than it;
 * - a message that is not JSON or not of the documented shape is dropped, logged, and triggers a resync: the
 *   store never throws at the network's whim.
 * Listeners are told once per `schedule` tick (a frame in the browser) whatever the number of changes in between.
 * No React, no fetch, no EventSource here: the screens' hooks and the connection wire it up.
 */

export type PriceMove = 'up' | 'down' | null;

export interface LiveOutcome extends Outcome {
  eventId: number;
  marketId: number;
  /** Direction of the last price change (for a flash of about a second, done in CSS). */
  move: PriceMove;
}

export interface LiveMarket extends Omit<Market, 'outcomes'> {
  eventId: number;
  outcomeIds: number[];
}

export interface LiveEvent extends Omit<Event, 'markets'> {
  marketIds: number[];
}

export interface LiveStoreOptions {
  /** Called when the store needs a snapshot (a gap, a malformed message, a resync event); once per episode. */
  requestResync: (reason: string) => void;
  /** A change for an event the store does not hold (an event just went live in a list topic): fetch it. */
  onUnknownEvent?: (eventId: number) => void;
  log?: (message: string) => void;
  /** Runs the listener flush; default a microtask. The browser passes requestAnimationFrame. */
  schedule?: (flush: () => void) => void;
}

export interface LiveStore {
  /** The last applied sequence number (-1 before the first snapshot). */
  readonly lastSeq: number;
  readonly resyncing: boolean;
  /** Replaces the snapshot's events (GET /api/sportsbook/snapshot or any answer with a seq) and resumes. */
  loadSnapshot(snapshot: { seq: number; events: readonly Event[]; trackers?: readonly EventTracker[] }): void;
  /** One server-sent event: its name (hello, diff, heartbeat, resync) and its data text. */
  handle(name: string, data: string): void;
  event(id: number): LiveEvent | undefined;
  market(id: number): LiveMarket | undefined;
  outcome(id: number): LiveOutcome | undefined;
  subscribeOutcome(id: number, listener: () => void): () => void;
  subscribeEvent(id: number, listener: () => void): () => void;
  /** The match tracker of a live event (topic tracker:<id>), whole as last sent; undefined until one came. */
  tracker(eventId: number): Tracker | undefined;
  subscribeTracker(eventId: number, listener: () => void): () => void;
}

const maxPending = 2000;
const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isInt = (value: unknown): value is number => Number.isSafeInteger(value);
const marketStatuses = new Set(['open', 'suspended', 'closed', 'settled']);
const eventStatuses = new Set(['prematch', 'live', 'ended']);
const decimal = /^-?\d+(\.\d+)?$/;
const trackerKinds = new Set<string>([FootballTrackerKind.football, TennisTrackerKind.tennis, BasketballTrackerKind.basketball]);

interface Diff {
  seq: number;
  prev: number;
  changes: StreamChange[];
}

/** The documented shape of a change, or null (schemas/openapi/sportsbook.yaml StreamChange). */
function changeOf(value: unknown): StreamChange | null {
  if (!isObject(value) || !isInt(value.eventId)) return null;
  if (value.type === 'event') {
    if (value.status !== undefined && !eventStatuses.has(value.status as string)) return null;
    if (value.phase !== undefined && value.phase !== null && typeof value.phase !== 'string') return null;
    for (const field of ['clock', 'score', 'incident'] as const) if (value[field] !== undefined && value[field] !== null && !isObject(value[field])) return null;
    return value as unknown as EventChange;
  }
  // The tracker is drawn defensively by its component (every list may be short); its kind decides the drawing.
  if (value.type === 'tracker') return isObject(value.tracker) && trackerKinds.has(value.tracker.kind as string) ? (value as unknown as TrackerChange) : null;
  if (!isInt(value.marketId)) return null;
  if (value.type === 'market') return marketStatuses.has(value.status as string) ? (value as unknown as MarketChange) : null;
  if (value.type !== 'outcome' || !isInt(value.outcomeId)) return null;
  if (value.price !== undefined && (typeof value.price !== 'string' || !decimal.test(value.price))) return null;
  if ((value.price === undefined) !== (value.priceVersion === undefined) || (value.priceVersion !== undefined && !isInt(value.priceVersion))) return null;
  if (value.status !== undefined && !marketStatuses.has(value.status as string)) return null;
  if (value.result !== undefined && value.result !== null && !['won', 'lost', 'void'].includes(value.result as string)) return null;
  return value as unknown as OutcomeChange;
}

function parse(data: string): unknown {
  try {
    return JSON.parse(data) as unknown;
  } catch {
    return undefined;
  }
}

export function createLiveStore(options: LiveStoreOptions): LiveStore {
  const log = options.log ?? (() => undefined);
  const schedule = options.schedule ?? ((flush: () => void) => queueMicrotask(flush));
  const events = new Map<number, LiveEvent>();
  const markets = new Map<number, LiveMarket>();
  const outcomes = new Map<number, LiveOutcome>();
  const outcomeListeners = new Map<number, Set<() => void>>();
  const eventListeners = new Map<number, Set<() => void>>();
  const trackers = new Map<number, Tracker>();
  const trackerListeners = new Map<number, Set<() => void>>();
  const dirtyTrackers = new Set<number>();
  const dirtyOutcomes = new Set<number>();
  const dirtyEvents = new Set<number>();
  let flushing = false;
  let lastSeq = -1;
  let resyncing = false;
  /** Diffs received while waiting for a snapshot (or before the first one), in arrival order. */
  let pending: Diff[] = [];

  const flush = () => {
    flushing = false;
    const outcomeIds = [...dirtyOutcomes];
    const eventIds = [...dirtyEvents];
    const trackerIds = [...dirtyTrackers];
    dirtyOutcomes.clear();
    dirtyEvents.clear();
    dirtyTrackers.clear();
    for (const id of outcomeIds) for (const listener of outcomeListeners.get(id) ?? []) listener();
    for (const id of eventIds) for (const listener of eventListeners.get(id) ?? []) listener();
    for (const id of trackerIds) for (const listener of trackerListeners.get(id) ?? []) listener();
  };
  const scheduleFlush = () => {
    if (!flushing) {
      flushing = true;
      schedule(flush);
    }
  };
  const setTracker = (eventId: number, tracker: Tracker) => {
    trackers.set(eventId, tracker);
    dirtyTrackers.add(eventId);
    scheduleFlush();
  };
  const touch = (outcomeId: number | null, eventId: number) => {
    if (outcomeId !== null) dirtyOutcomes.add(outcomeId);
    dirtyEvents.add(eventId);
    scheduleFlush();
  };

  const resync = (reason: string) => {
    if (resyncing) return;
    resyncing = true;
    log(`sportsbook stream: resync (${reason})`);
    options.requestResync(reason);
  };

  const applyChange = (change: StreamChange) => {
    // A tracker needs no event in the store (the live list's panel holds none of the event's markets).
    if (change.type === 'tracker') return setTracker(change.eventId, change.tracker);
    const event = events.get(change.eventId);
    if (!event) {
      options.onUnknownEvent?.(change.eventId);
      return;
    }
    if (change.type === 'event') {
      // Each changed field replaces the event's own (a new object: snapshot readers see a consistent value).
      const { type: _type, eventId: _eventId, ...fields } = change;
      events.set(event.id, { ...event, ...fields });
      touch(null, event.id);
      return;
    }
    const market = markets.get(change.marketId);
    if (!market || market.eventId !== change.eventId) return;
    if (change.type === 'market') {
      markets.set(market.id, { ...market, status: change.status });
      touch(null, event.id);
      return;
    }
    const outcome = outcomes.get(change.outcomeId);
    if (!outcome || outcome.marketId !== change.marketId) return;
    const next: LiveOutcome = { ...outcome };
    if (change.price !== undefined && change.priceVersion !== undefined) {
      // A stale version (an older copy overtaken by a newer one) never goes back.
      if (change.priceVersion <= outcome.priceVersion) return;
      next.move = Number(change.price) > Number(outcome.price) ? 'up' : Number(change.price) < Number(outcome.price) ? 'down' : outcome.move;
      next.price = change.price;
      next.priceVersion = change.priceVersion;
    }
    if (change.status !== undefined) next.status = change.status;
    if (change.result !== undefined) next.result = change.result;
    outcomes.set(outcome.id, next);
    touch(outcome.id, event.id);
  };

  const applyDiff = (diff: Diff): boolean => {
    if (diff.seq <= lastSeq) {
      log(`sportsbook stream: dropped seq ${diff.seq} (already at ${lastSeq})`);
      return true;
    }
    if (diff.prev > lastSeq) {
      log(`sportsbook stream: gap before seq ${diff.seq} (prev ${diff.prev}, last applied ${lastSeq})`);
      return false;
    }
    for (const change of diff.changes) applyChange(change);
    lastSeq = diff.seq;
    return true;
  };

  const keep = (diff: Diff) => {
    pending.push(diff);
    // A snapshot that never comes must not hold the whole stream: the next snapshot makes these redundant anyway.
    if (pending.length > maxPending) pending = pending.slice(-maxPending / 2);
  };

  const receiveDiff = (data: string) => {
    const value = parse(data);
    const changes = isObject(value) && Array.isArray(value.changes) ? value.changes.map(changeOf) : null;
    if (!isObject(value) || !isInt(value.seq) || !isInt(value.prev) || !changes || changes.some((change) => change === null)) {
      log(`sportsbook stream: malformed diff dropped: ${data.slice(0, 120)}`);
      resync('malformed message');
      return;
    }
    const diff: Diff = { seq: value.seq, prev: value.prev, changes: changes as StreamChange[] };
    if (resyncing || lastSeq < 0) {
      keep(diff);
      return;
    }
    if (!applyDiff(diff)) {
      keep(diff);
      resync('gap');
    }
  };

  return {
    get lastSeq() {
      return lastSeq;
    },
    get resyncing() {
      return resyncing;
    },

    loadSnapshot(snapshot) {
      for (const source of snapshot.events) {
        const previous = events.get(source.id);
        for (const marketId of previous?.marketIds ?? []) {
          for (const outcomeId of markets.get(marketId)?.outcomeIds ?? []) outcomes.delete(outcomeId);
          markets.delete(marketId);
        }
        const { markets: sourceMarkets, ...eventFields } = source;
        events.set(source.id, { ...eventFields, marketIds: sourceMarkets.map((market) => market.id) });
        for (const market of sourceMarkets) {
          const { outcomes: sourceOutcomes, ...marketFields } = market;
          markets.set(market.id, { ...marketFields, eventId: source.id, outcomeIds: sourceOutcomes.map((outcome) => outcome.id) });
          for (const outcome of sourceOutcomes) {
            const before = outcomes.get(outcome.id);
            outcomes.set(outcome.id, { ...outcome, eventId: source.id, marketId: market.id, move: before?.move ?? null });
            touch(outcome.id, source.id);
          }
        }
        touch(null, source.id);
      }
      for (const { eventId, tracker } of snapshot.trackers ?? []) setTracker(eventId, tracker);
      lastSeq = snapshot.seq;
      resyncing = false;
      const waiting = pending;
      pending = [];
      for (const [index, diff] of waiting.entries()) {
        if (!applyDiff(diff)) {
          pending = waiting.slice(index);
          resync('gap after snapshot');
          return;
        }
      }
    },

    handle(name, data) {
      if (name === 'diff') return receiveDiff(data);
      if (name === 'resync') return resync('asked by the server');
      if (name !== 'hello' && name !== 'heartbeat') {
        log(`sportsbook stream: unknown event "${name.slice(0, 40)}" ignored`);
        return;
      }
      const value = parse(data);
      if (!isObject(value) || !isInt(value.seq) || !isInt(value.prev)) {
        log(`sportsbook stream: malformed ${name} dropped`);
        resync('malformed message');
        return;
      }
      if (lastSeq < 0 || resyncing) return;
      // A (re)connection or a quiet period: nothing may have been missed since the last applied message.
      if (value.prev > lastSeq) resync(`missed messages before ${name}`);
      else if (name === 'heartbeat') lastSeq = Math.max(lastSeq, value.seq);
    },

    event: (id) => events.get(id),
    market: (id) => markets.get(id),
    outcome: (id) => outcomes.get(id),

    subscribeOutcome(id, listener) {
      const set = outcomeListeners.get(id) ?? new Set();
      set.add(listener);
      outcomeListeners.set(id, set);
      return () => {
        set.delete(listener);
        if (set.size === 0) outcomeListeners.delete(id);
      };
    },

    subscribeEvent(id, listener) {
      const set = eventListeners.get(id) ?? new Set();
      set.add(listener);
      eventListeners.set(id, set);
      return () => {
        set.delete(listener);
        if (set.size === 0) eventListeners.delete(id);
      };
    },

    tracker: (eventId) => trackers.get(eventId),

    subscribeTracker(eventId, listener) {
      const set = trackerListeners.get(eventId) ?? new Set();
      set.add(listener);
      trackerListeners.set(eventId, set);
      return () => {
        set.delete(listener);
        if (set.size === 0) trackerListeners.delete(eventId);
      };
    },
  };
}
