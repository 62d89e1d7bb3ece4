import { proxy } from 'valtio';
import { createLiveStore, getSportsbookSnapshot, getStreamSportsbookUrl, type EventTracker, type LiveStore, type SportsbookEvent } from '../../api/sportsbook.ts';
import { apiBaseUrl } from '../../api/runtime-config.ts';

/**
 * The one connection to the sportsbook's live stream (GET /api/sportsbook/stream, DESIGN "Live data"), feeding the
 * live store of src/api/sportsbook-stream.ts:
 * - it listens to the topics of what is on screen only: each screen registers its topics (overview, live:<sport>,
 *   event:<id>) and the connection follows their union, reconnecting from the last applied seq when it changes;
 * - it pauses while the tab is hidden and resumes from the last applied seq when it comes back (the server replays
 *   what was missed, or asks for a resync);
 * - after a drop it reconnects with back-off (1 s doubling to 30 s, with jitter), from the last applied seq; a stream
 *   the server refused (429 past the streams an address may hold) is retried no sooner than its Retry-After;
 * - a resync (a gap, a malformed message, the server asking) fetches GET /api/sportsbook/snapshot for the topics.
 * While the feed is down the status says so: the pages show "live updates paused, retrying", mark the last prices
 * as such and refuse selections on them.
 */

export type LiveStatus = 'idle' | 'connecting' | 'live' | 'paused' | 'hidden';

export const liveStatusStore = proxy({ status: 'idle' as LiveStatus });

export interface Subscription {
  topics: readonly string[];
  /** Market types to stream; null means every market (the event page). */
  markets: readonly string[] | null;
}

/** What EventSource the connection opens (tests pass a fake). */
export type EventSourceFactory = (url: string) => Pick<EventSource, 'addEventListener' | 'close' | 'readyState'> & { onerror: EventSource['onerror'] };

/** What the server answered a stream it refused: EventSource gives neither the status nor the headers. */
export type StreamProbe = (url: string) => Promise<{ status: number; retryAfterMs: number | null }>;

export interface LiveConnectionOptions {
  createEventSource?: EventSourceFactory;
  /** Asks the refused stream's address again to read its status and Retry-After (tests pass a fake). */
  probe?: StreamProbe;
  fetchSnapshot?: (topics: string, markets: string | undefined) => Promise<{ seq: number; events: SportsbookEvent[]; trackers?: EventTracker[] }>;
  /** Timers and the page's visibility, replaceable in tests. */
  setTimer?: (run: () => void, ms: number) => unknown;
  clearTimer?: (timer: unknown) => void;
  isHidden?: () => boolean;
  /** Whether the device is offline (navigator.onLine), replaceable in tests. */
  isOffline?: () => boolean;
  random?: () => number;
  log?: (message: string) => void;
  schedule?: (flush: () => void) => void;
}

const maxTopics = 50;
const maxTopicsLength = 1000;
const firstRetryMs = 1000;
const maxRetryMs = 30_000;
/** A Retry-After past this is a server's mistake: the page tries again then rather than never. */
const maxRetryAfterMs = 10 * 60_000;
/** EventSource.CLOSED: the server answered something other than a 200 stream, and EventSource gave up for good. */
const closedState = 2;
const streamEvents = ['hello', 'diff', 'heartbeat', 'resync'] as const;

/** The union of the registered subscriptions, as the stream's query: topics (at most 50) and markets. */
export function unionOf(subscriptions: Iterable<Subscription>): { topics: string; markets: string | undefined } | null {
  const topics = new Set<string>();
  const markets = new Set<string>();
  let everyMarket = false;
  for (const subscription of subscriptions) {
    for (const topic of subscription.topics) topics.add(topic);
    if (subscription.markets === null) everyMarket = true;
    else for (const market of subscription.markets) markets.add(market);
  }
  if (topics.size === 0) return null;
  // "overview" already carries every live:<sport> topic's events.
  const list = topics.has('overview') ? [...topics].filter((topic) => !topic.startsWith('live:')) : [...topics];
  // The stream takes at most 50 topics in 1 000 characters (schemas/openapi/sportsbook.yaml Topics).
  const kept: string[] = [];
  let length = 0;
  for (const topic of list.sort()) {
    if (kept.length === maxTopics || length + topic.length + 1 > maxTopicsLength) break;
    kept.push(topic);
    length += topic.length + 1;
  }
  return { topics: kept.join(','), markets: everyMarket || markets.size === 0 ? undefined : [...markets].sort().join(',') };
}

/** Retry-After as milliseconds from `now`: whole seconds or an HTTP date (RFC 9110); null when absent or unreadable. */
export function retryAfterMs(value: string | null, now: number): number | null {
  const text = value?.trim();
  if (!text) return null;
  if (/^\d+$/.test(text)) return Number(text) * 1000;
  const at = Date.parse(text);
  return Number.isNaN(at) ? null : Math.max(0, at - now);
}

/** The default probe: a GET of the stream's address, dropped as soon as its status and headers are in. */
export const probeStream: StreamProbe = async (url) => {
  const abort = new AbortController();
  try {
    const response = await fetch(url, { headers: { Accept: 'text/event-stream' }, cache: 'no-store', signal: abort.signal });
    return { status: response.status, retryAfterMs: retryAfterMs(response.headers.get('Retry-After'), Date.now()) };
  } finally {
    abort.abort();
  }
};

export interface LiveConnection {
  readonly store: LiveStore;
  /** Registers what a screen shows; returns the unregister function. */
  subscribe(subscription: Subscription): () => void;
  /** Puts events read from the REST API (lists, the event page) into the store unless it already holds them. */
  seed(answer: { seq: number; events: readonly SportsbookEvent[] }): void;
  /** Closes everything (tests). */
  close(): void;
}

export function createLiveConnection(options: LiveConnectionOptions = {}): LiveConnection {
  const log = options.log ?? ((message: string) => console.warn(message));
  const setTimer = options.setTimer ?? ((run: () => void, ms: number) => setTimeout(run, ms));
  const clearTimer = options.clearTimer ?? ((timer: unknown) => clearTimeout(timer as ReturnType<typeof setTimeout>));
  const isHidden = options.isHidden ?? (() => typeof document !== 'undefined' && document.visibilityState === 'hidden');
  const isOffline = options.isOffline ?? (() => typeof navigator !== 'undefined' && navigator.onLine === false);
  const random = options.random ?? Math.random;
  const probe = options.probe ?? (typeof fetch === 'function' ? probeStream : null);
  const createEventSource: EventSourceFactory | null = options.createEventSource ?? (typeof EventSource === 'function' ? (url) => new EventSource(url) : null);
  const fetchSnapshot =
    options.fetchSnapshot ?? ((topics: string, markets: string | undefined) => getSportsbookSnapshot({ topics, ...(markets ? { markets } : {}) }));

  const subscriptions = new Map<number, Subscription>();
  let nextId = 1;
  let source: ReturnType<EventSourceFactory> | null = null;
  let current: { topics: string; markets: string | undefined } | null = null;
  let retryTimer: unknown = null;
  let changeTimer: unknown = null;
  let retries = 0;
  let snapshotGeneration = 0;
  let probeGeneration = 0;

  const setStatus = (status: LiveStatus) => {
    if (liveStatusStore.status !== status) liveStatusStore.status = status;
  };

  const store = createLiveStore({
    log,
    schedule: options.schedule ?? (typeof requestAnimationFrame === 'function' ? (flush) => requestAnimationFrame(flush) : undefined),
    requestResync: () => void resync(),
  });

  async function resync(): Promise<void> {
    if (!current) return;
    const generation = ++snapshotGeneration;
    const { topics, markets } = current;
    try {
      const snapshot = await fetchSnapshot(topics, markets);
      if (generation === snapshotGeneration) store.loadSnapshot(snapshot);
    } catch (error) {
      log(`sportsbook stream: snapshot failed (${String(error)}); retrying with the connection`);
      // The store stays in resync; the next (re)connection asks again.
      if (generation === snapshotGeneration) drop();
    }
  }

  const closeSource = () => {
    source?.close();
    source = null;
  };

  const retryIn = (delay: number) => {
    retryTimer = setTimer(() => {
      retryTimer = null;
      open();
    }, delay);
  };

  /**
   * The stream failed: keep the last prices, say so, and try again later. A stream the server refused (`refusedUrl`)
   * is asked why first: a 429's Retry-After is waited out whole (the sandbox caps the streams per address, §8).
   */
  function drop(refusedUrl: string | null = null): void {
    closeSource();
    setStatus('paused');
    if (retryTimer !== null) return;
    const backOff = Math.min(maxRetryMs, firstRetryMs * 2 ** retries) * (0.75 + random() * 0.5);
    retries += 1;
    if (!refusedUrl || !probe) {
      retryIn(backOff);
      return;
    }
    const generation = ++probeGeneration;
    const answered = (wait: number | null) => {
      // Reopened meanwhile (back online, new topics), or closed: nothing to schedule.
      if (generation !== probeGeneration || source || retryTimer !== null || !current) return;
      retryIn(Math.max(backOff, Math.min(wait ?? 0, maxRetryAfterMs)));
    };
    probe(refusedUrl).then(
      ({ status, retryAfterMs: wait }) => answered(status === 429 ? wait : null),
      () => answered(null),
    );
  }

  function open(): void {
    closeSource();
    if (!current) {
      setStatus('idle');
      return;
    }
    if (isHidden()) {
      setStatus('hidden');
      return;
    }
    // §8 offline: no attempts while the device has no network (no reconnect storm); the online event reopens.
    if (isOffline()) {
      setStatus('paused');
      return;
    }
    // No EventSource (a test environment, a very old browser): the pages show the REST prices without live updates.
    if (!createEventSource) return;
    if (liveStatusStore.status !== 'paused') setStatus('connecting');
    const params = { topics: current.topics, ...(current.markets ? { markets: current.markets } : {}), ...(store.lastSeq >= 0 ? { lastEventId: store.lastSeq } : {}) };
    const base = apiBaseUrl();
    const url = `${base.replace(/\/$/, '')}${getStreamSportsbookUrl(params)}`;
    const opened = createEventSource(url);
    source = opened;
    for (const name of streamEvents) {
      opened.addEventListener(name, (event) => {
        if (source !== opened) return;
        if (name === 'hello') {
          retries = 0;
          setStatus('live');
          // Nothing to resume from yet: start from a snapshot of what the screen shows.
          if (store.lastSeq < 0 && !store.resyncing) void resync();
        }
        store.handle(name, String((event as MessageEvent).data));
      });
    }
    // EventSource retries by itself only on some failures and never with back-off: we own reconnection.
    opened.onerror = () => {
      if (source !== opened) return;
      const refused = opened.readyState === closedState;
      log(refused ? 'sportsbook stream: refused' : 'sportsbook stream: connection lost');
      drop(refused ? url : null);
    };
  }

  const apply = () => {
    changeTimer = null;
    const next = unionOf(subscriptions.values());
    if (next?.topics === current?.topics && next?.markets === current?.markets) return;
    current = next;
    if (retryTimer !== null) {
      clearTimer(retryTimer);
      retryTimer = null;
    }
    if (current && store.lastSeq >= 0) void resync(); // new topics: their events' state as of now
    open();
  };
  /** Screens mount and unmount in bursts (a route change): one reconnection for the burst. */
  const scheduleApply = () => {
    if (changeTimer === null) changeTimer = setTimer(apply, 50);
  };

  const onVisibility = () => {
    if (isHidden()) {
      closeSource();
      if (retryTimer !== null) {
        clearTimer(retryTimer);
        retryTimer = null;
      }
      if (current) setStatus('hidden');
    } else if (current && !source) {
      retries = 0;
      open();
    }
  };
  if (typeof document !== 'undefined') document.addEventListener('visibilitychange', onVisibility);
  // Back online: resume at once from the last applied sequence number (the stream replays what was missed, or says
  // resync when the gap is past its buffer and the store reloads a snapshot), instead of waiting out the back-off.
  const onOnline = () => {
    if (!current || source || isHidden()) return;
    if (retryTimer !== null) {
      clearTimer(retryTimer);
      retryTimer = null;
    }
    retries = 0;
    open();
  };
  const onOffline = () => {
    closeSource();
    if (current) setStatus('paused');
  };
  if (typeof window !== 'undefined') {
    window.addEventListener('online', onOnline);
    window.addEventListener('offline', onOffline);
  }

  return {
    store,
    subscribe(subscription) {
      const id = nextId++;
      subscriptions.set(id, subscription);
      scheduleApply();
      return () => {
        subscriptions.delete(id);
        scheduleApply();
      };
    },
    seed(answer) {
      const unknown = answer.events.filter((event) => !store.event(event.id));
      if (unknown.length === 0) return;
      if (store.lastSeq < 0) store.loadSnapshot({ seq: answer.seq, events: unknown });
      // Keeps the stream's place: these events were not in the store, so no applied diff is lost.
      else if (!store.resyncing) store.loadSnapshot({ seq: store.lastSeq, events: unknown });
    },
    close() {
      closeSource();
      if (retryTimer !== null) clearTimer(retryTimer);
      if (changeTimer !== null) clearTimer(changeTimer);
      if (typeof document !== 'undefined') document.removeEventListener('visibilitychange', onVisibility);
      if (typeof window !== 'undefined') {
        window.removeEventListener('online', onOnline);
        window.removeEventListener('offline', onOffline);
      }
      subscriptions.clear();
      probeGeneration += 1;
      current = null;
      setStatus('idle');
    },
  };
}

let shared: LiveConnection | null = null;

/** The page's one connection, created on first use. */
export function liveConnection(): LiveConnection {
  shared ??= createLiveConnection();
  return shared;
}

/** Closes the page's connection and forgets its store (tests; a page keeps one for its lifetime). */
export function resetLiveConnection(): void {
  shared?.close();
  shared = null;
}
