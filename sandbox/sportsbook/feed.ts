import type { SandboxContext } from '../context.ts';
import type { Database } from '../db/database.ts';
import { deleteEvents, readOpenEvents, readOpenMarkets, writeGeneration, writeStep } from './feed-persistence.ts';
import { setMarketStatus, Step, type EventRuntime, type MarketRuntime } from './feed-runtime.ts';
import { FeedTrading } from './feed-trading.ts';
import { eventsPublished, initialHistoryMs, minuteMs, resultsRetentionMs } from './generator.ts';
import { marketsFor } from './markets.ts';
import { evaluateMarkets } from './pricing/evaluate.ts';
import { isDecided, resultsOf, type OutcomeResult } from './pricing/model.ts';
import { periodEndOf, scriptOf, stateAt } from './simulation.ts';
import type { EventSpec, MatchState } from './simulation/match-state.ts';
import type { Tracker } from '../../generated/sportsbook/sportsbook.schemas.ts';
import { trackerAt, trackerPlanOf } from './simulation/tracker.ts';
import { sportById } from './sports.ts';
import { readFeedState, writeCatalogue } from './store.ts';
import { createStreamHub, type MarketStatus, type StreamHub, type WireChange, type WireClock, type WireScore } from './stream.ts';

/**
 * The sportsbook feed of one running sandbox: generated from a seed into the database, then advanced on the
 * sandbox clock by a ticker (every 250 ms, unref'd, stopped when the sandbox closes).
 *
 * Each step reads clock.now() and, for every event not yet settled, derives the match state from its script
 * (simulation.ts). What changed becomes a message: event changes (status, phase, clock, score, incident), market
 * status changes (open, suspended, closed, settled) and outcome changes (price with its version, status, result).
 * A step writes its changes to the database in one transaction with the new sequence number (feed-persistence.ts),
 * then publishes them to the stream (stream.ts), so a snapshot read from the database is always the state at a
 * sequence number.
 *
 * Prices move for three reasons: the state changed (goal, point, period: every market of the event is priced
 * again; a goal first suspends the markets for a few seconds, longer during a video review), a market is decided
 * (closed) or one-sided (suspended), and trading noise: `priceChangesPerSecond` sets how many price changes a
 * second the feed aims at in all, so benches and screens can ask for a busy feed (the 100 a second).
 * Prematch events start on the clock and go live; live events end, their markets close and are settled
 * `settleDelayMs` later with a result per outcome (won, lost or void).
 *
 * This class orchestrates: the events in memory and a step's changes are feed-runtime.ts's, the prices and the
 * trading feed-trading.ts's, the database writes and reads feed-persistence.ts's.
 *
 * Tests move the clock and call step() instead of waiting (autoTick: false).
 */

export interface FeedSettings {
  seed: number;
  autoTick: boolean;
  tickMs: number;
  priceChangesPerSecond: number;
  settleDelayMs: number;
  /** Heartbeat period of the live streams. */
  heartbeatMs: number;
  /** Share of the trading on live events (the rest moves prematch prices). */
  liveTradingShare: number;
}

export const defaultFeedSettings: FeedSettings = { seed: 20_261_111, autoTick: true, tickMs: 250, priceChangesPerSecond: 40, settleDelayMs: 30_000, heartbeatMs: 15_000, liveTradingShare: 0.85 };

/**
 * Markets open in two stages, as in a real book: the main ones from the listing, the rest a day before the
 * start. It also keeps the first generation of a few hundred events light (about a third of the rows).
 */
const fullMarketsLeadMs = 24 * 60 * minuteMs;
const openingMarketTypes = new Set(['match-result', 'match-winner', 'double-chance', 'total', 'both-teams-to-score', 'method-of-victory']);

export interface StepReport {
  /** The sequence number of the step's message, or null when nothing changed. */
  seq: number | null;
  changes: number;
  priceChanges: number;
  published: number;
}

const pruneEveryMs = 10 * minuteMs;

function wireClock(clock: MatchState['clock']): WireClock | null {
  return clock ? { seconds: clock.seconds, running: clock.running, direction: clock.direction, at: new Date(clock.at).toISOString() } : null;
}

function wireScore(state: MatchState): WireScore | null {
  return state.score ? { home: state.score.home, away: state.score.away, periods: state.periods, point: state.point, server: state.server } : null;
}

/** The clock moved other than by running: a stop, a restart, a new period, or a drift of more than a second. */
function clockChanged(before: MatchState['clock'], after: MatchState['clock']): boolean {
  if (!before || !after) return before !== after;
  if (before.running !== after.running || before.direction !== after.direction) return true;
  const elapsed = before.running ? Math.floor((after.at - before.at) / 1000) : 0;
  const expected = before.direction === 'up' ? before.seconds + elapsed : before.seconds - elapsed;
  return Math.abs(expected - after.seconds) > 1;
}

export class SportsbookFeed {
  readonly hub: StreamHub;
  readonly settings: FeedSettings;
  private readonly db: Database;
  private readonly context: SandboxContext;
  private readonly events = new Map<number, EventRuntime>();
  private seqValue = 0;
  private publishedThrough = 0;
  private steppedAt = 0;
  private prunedAt = 0;
  private ticker: ReturnType<typeof setInterval> | null = null;
  private running: Promise<StepReport> | null = null;
  private readonly trading: FeedTrading;
  private stopped = false;
  /** Milliseconds from the start of each recent step to its publication (pricing + database), for the bench. */
  readonly stepMs: number[] = [];
  /** Milliseconds each recent publication took (filtering, encoding, queueing for every subscriber; the socket writes follow), for the bench. */
  readonly publishMs: number[] = [];

  constructor(context: SandboxContext, settings: FeedSettings) {
    this.context = context;
    this.db = context.db;
    this.settings = settings;
    this.trading = new FeedTrading(settings, (event, market, now, step, wasLive) => this.closeMarket(event, market, now, step, wasLive));
    this.hub = createStreamHub({ currentSeq: () => this.seqValue, now: () => context.clock.now(), heartbeatMs: settings.heartbeatMs, streamsPerAddress: context.config.streamsPerAddress });
  }

  get seq(): number {
    return this.seqValue;
  }

  /** An event still in play or to come, as the feed holds it now (the bet builder prices from its state). */
  eventRuntime(eventId: number): Readonly<EventRuntime> | undefined {
    return this.events.get(eventId);
  }

  /** Loads the feed from the database, or generates it from the seed on first use. */
  async init(): Promise<void> {
    await writeCatalogue(this.db);
    const state = await readFeedState(this.db);
    const now = this.context.clock.now();
    if (!state) {
      await this.generate(now, 0);
    } else {
      this.seqValue = state.seq;
      this.publishedThrough = state.published_through;
      this.steppedAt = state.stepped_at;
      this.settings.seed = state.seed;
      this.trading.resume(state.seed, state.seq);
      await this.load();
    }
    this.prunedAt = now;
    await this.step(now);
    if (this.settings.autoTick) this.startTicker();
  }

  startTicker(): void {
    if (this.ticker || this.stopped) return;
    this.ticker = setInterval(() => {
      if (this.running) return;
      this.step().catch((error: unknown) => this.context.log.error('sportsbook feed step failed', error));
    }, this.settings.tickMs);
    this.ticker.unref();
  }

  stopTicker(): void {
    if (this.ticker) clearInterval(this.ticker);
    this.ticker = null;
  }

  /** Stops the ticker, waits for a running step and closes every stream. */
  async stop(): Promise<void> {
    this.stopped = true;
    this.stopTicker();
    await this.running?.catch(() => undefined);
    this.hub.close();
  }

  configure(changes: Partial<Pick<FeedSettings, 'priceChangesPerSecond' | 'tickMs' | 'liveTradingShare'>>): void {
    if (changes.priceChangesPerSecond !== undefined) this.settings.priceChangesPerSecond = changes.priceChangesPerSecond;
    if (changes.liveTradingShare !== undefined) this.settings.liveTradingShare = changes.liveTradingShare;
    if (changes.tickMs !== undefined && changes.tickMs !== this.settings.tickMs) {
      this.settings.tickMs = changes.tickMs;
      if (this.ticker) {
        this.stopTicker();
        this.startTicker();
      }
    }
  }

  /** Advances the feed to `at` (default: the sandbox clock). Steps never overlap: a second call waits for the first. */
  async step(at?: number): Promise<StepReport> {
    while (this.running) await this.running.catch(() => undefined);
    const run = this.runStep(at ?? this.context.clock.now());
    this.running = run;
    try {
      return await run;
    } finally {
      this.running = null;
    }
  }

  // ---- generation and loading

  /** A new event in its prematch state, every outcome with its opening price (none is ever without one). */
  private runtimeOf(spec: EventSpec, now: number): EventRuntime {
    const sport = sportById(spec.sportId);
    if (!sport) throw new Error(`Event ${spec.id} has unknown sport ${spec.sportId}`);
    const script = scriptOf(sport, spec, this.settings.seed);
    const event: EventRuntime = { spec, sport, script, full: stateAt(sport, script, spec.startAt - 1), markets: [], updatedSeq: this.seqValue, complete: false };
    this.addMarkets(event, now);
    return event;
  }

  /** Lists the event's markets not listed yet: the opening ones, or all within a day of the start. */
  private addMarkets(event: EventRuntime, now: number): MarketRuntime[] {
    const complete = event.spec.startAt - now <= fullMarketsLeadMs;
    const listed = new Set(event.markets.map((market) => market.spec.id));
    const added: MarketRuntime[] = marketsFor(event.sport, event.spec).flatMap((marketSpec, index) =>
      listed.has(marketSpec.id) || (!complete && !openingMarketTypes.has(marketSpec.type))
        ? []
        : [
            {
              spec: marketSpec,
              sortOrder: index + 1,
              status: 'open' as MarketStatus,
              settleAt: null,
              outcomes: marketSpec.outcomes.map((outcome, outcomeIndex) => ({ ...outcome, sortOrder: outcomeIndex + 1, price: 0, priceVersion: 0, status: 'open' as MarketStatus, result: null })),
              draws: 0,
            },
          ],
    );
    event.complete = complete;
    if (added.length === 0) return added;
    // Priced as before the start (the event's state is brought to `now` by its next advance).
    const current = event.full;
    event.full = stateAt(event.sport, event.script, Math.min(now, event.spec.startAt - 1));
    this.trading.priceMarkets(event, added, null, now);
    event.full = current;
    // An outcome the model gives no chance at all still needs a price to show: the ladder's longest.
    for (const market of added) for (const outcome of market.outcomes) if (outcome.price === 0) outcome.price = 50000;
    event.markets = [...event.markets, ...added].sort((a, b) => a.sortOrder - b.sortOrder);
    return added;
  }

  private async generate(now: number, seq: number, { replacing = false } = {}): Promise<void> {
    const specs = eventsPublished(this.settings.seed, -Infinity, now, { fixtures: now - initialHistoryMs.fixtures, arenas: now - initialHistoryMs.arenas });
    const step = new Step();
    for (const spec of specs) {
      const sport = sportById(spec.sportId);
      if (!sport) continue;
      const script = scriptOf(sport, spec, this.settings.seed);
      if (script.end < now) {
        // Already over when the feed begins: a result only, no markets.
        step.results.push({ spec, sport, script, full: stateAt(sport, script, now), markets: [], updatedSeq: seq, complete: true });
        continue;
      }
      const event = this.runtimeOf(spec, now);
      event.updatedSeq = seq;
      this.events.set(spec.id, event);
      step.inserted.push(event);
    }
    this.seqValue = seq;
    this.publishedThrough = now;
    // Stored in their prematch state: the first step (init, reset) brings every event to `now`.
    await writeGeneration(this.db, step, { seed: this.settings.seed, seq: this.seqValue, publishedThrough: this.publishedThrough, now, replacing });
    this.steppedAt = now - 1;
  }

  private async load(): Promise<void> {
    const rows = await readOpenEvents(this.db);
    if (rows.length === 0) return;
    const wanted = new Set(rows.map((row) => row.id));
    const now = this.context.clock.now();
    const specs = new Map(
      eventsPublished(this.settings.seed, -Infinity, this.publishedThrough, { fixtures: Math.min(now, this.steppedAt) - resultsRetentionMs.fixtures, arenas: Math.min(now, this.steppedAt) - resultsRetentionMs.arenas })
        .filter((spec) => wanted.has(spec.id))
        .map((spec) => [spec.id, spec]),
    );
    const { markets: marketRows, outcomes: outcomeRows } = await readOpenMarkets(this.db);
    // Events the programme no longer has (a catalogue changed since they were stored) would stay live for ever.
    const orphans = rows.filter((row) => !specs.has(row.id)).map((row) => row.id);
    if (orphans.length > 0) {
      this.context.log.info(`sportsbook feed: ${orphans.length} stored events are not in the programme any more; removed`);
      await deleteEvents(this.db, orphans);
    }
    for (const row of rows) {
      const spec = specs.get(row.id);
      const sport = spec && sportById(spec.sportId);
      if (!spec || !sport) continue;
      const script = scriptOf(sport, spec, this.settings.seed);
      const event: EventRuntime = { spec, sport, script, full: stateAt(sport, script, this.steppedAt), markets: [], updatedSeq: row.updated_seq, complete: false };
      event.markets = marketsFor(sport, spec).flatMap((marketSpec) => {
        const stored = marketRows.get(marketSpec.id);
        if (!stored) return [];
        return [
          {
            spec: marketSpec,
            sortOrder: stored.sort_order,
            status: stored.status as MarketStatus,
            settleAt: null,
            draws: stored.sort_order * 1000 + this.seqValue,
            outcomes: marketSpec.outcomes.map((outcome) => {
              const saved = outcomeRows.get(outcome.id);
              return { ...outcome, sortOrder: saved?.sort_order ?? 0, price: saved?.price ?? 50000, priceVersion: saved?.price_version ?? 0, status: (saved?.status ?? 'closed') as MarketStatus, result: (saved?.result ?? null) as OutcomeResult | null };
            }),
          },
        ];
      });
      for (const market of event.markets) if (market.status === 'closed') market.settleAt = this.settleTime(event, market, this.steppedAt);
      event.complete = event.markets.length === marketsFor(sport, spec).length;
      this.events.set(spec.id, event);
    }
  }

  // ---- a step

  private async runStep(now: number): Promise<StepReport> {
    const began = performance.now();
    if (this.stopped) return { seq: null, changes: 0, priceChanges: 0, published: 0 };
    if (now < this.steppedAt - minuteMs) return this.reset(now);
    if (now <= this.steppedAt) return { seq: null, changes: 0, priceChanges: 0, published: 0 };
    const elapsedSeconds = (now - this.steppedAt) / 1000;
    const step = new Step();

    for (const spec of eventsPublished(this.settings.seed, this.publishedThrough, now, { fixtures: now - resultsRetentionMs.fixtures, arenas: now - resultsRetentionMs.arenas })) {
      if (this.events.has(spec.id)) continue;
      const sport = sportById(spec.sportId);
      if (!sport) continue;
      const script = scriptOf(sport, spec, this.settings.seed);
      if (script.end < now - this.settings.settleDelayMs) {
        step.results.push({ spec, sport, script, full: stateAt(sport, script, now), markets: [], updatedSeq: this.seqValue + 1, complete: true });
        continue;
      }
      const event = this.runtimeOf(spec, now);
      this.events.set(spec.id, event);
      step.inserted.push(event);
    }
    this.publishedThrough = now;

    for (const event of this.events.values()) {
      if (!event.complete && event.spec.startAt - now <= fullMarketsLeadMs && !step.inserted.includes(event)) {
        const markets = this.addMarkets(event, now);
        if (markets.length > 0) step.addedMarkets.push({ event, markets });
      }
      this.advance(event, now, step);
    }
    this.trading.trade(this.events.values(), now, elapsedSeconds, step);

    const hasChanges = step.changes.size > 0;
    const seq = hasChanges || step.inserted.length > 0 || step.results.length > 0 ? this.seqValue + 1 : this.seqValue;
    const prune = now - this.prunedAt >= pruneEveryMs;
    try {
      await writeStep(this.db, step, { seq, publishedThrough: this.publishedThrough, now, prune, isRunning: (eventId) => this.events.has(eventId) });
    } catch (error) {
      // The step's changes are not stored: go back to what the database holds, and let the next step redo them.
      const stored = await readFeedState(this.db).catch(() => undefined);
      if (stored) {
        this.publishedThrough = stored.published_through;
        this.events.clear();
        await this.load().catch(() => undefined);
      }
      throw error;
    }
    if (prune) this.prunedAt = now;
    this.seqValue = seq;
    this.steppedAt = now;
    for (const event of step.finished) this.events.delete(event.spec.id);
    for (const event of step.events) event.updatedSeq = seq;
    // Published as soon as it is stored (§2 Sportsbook "Speed": prices wait for no ticket's settlement).
    if (hasChanges) {
      const publishing = performance.now();
      this.hub.publish({ seq, at: now, changes: [...step.changes.values()] });
      for (const [figures, ms] of [
        [this.stepMs, publishing - began],
        [this.publishMs, performance.now() - publishing],
      ] as const) {
        figures.push(ms);
        if (figures.length > 2000) figures.splice(0, 1000);
      }
    }
    // Settlement (bets.ts) follows each stored step; its failure is logged and retried at the next step.
    for (const hook of stepHooks.get(this.context) ?? []) {
      await hook(now).catch((error: unknown) => this.context.log.error('sportsbook step hook failed', error));
    }
    return { seq: hasChanges ? seq : null, changes: step.changes.size, priceChanges: step.priceChanges, published: step.inserted.length + step.results.length };
  }

  /** The clock went back (a test reset it): the feed starts again from the seed at the new time. */
  private async reset(now: number): Promise<StepReport> {
    this.context.log.info(`sportsbook feed: the clock went back ${Math.round((this.steppedAt - now) / 1000)} s; the feed starts again at ${new Date(now).toISOString()}`);
    this.events.clear();
    const seq = this.seqValue + 1;
    await this.generate(now, seq, { replacing: true });
    this.hub.resyncAll('feed-reset', seq);
    const report = await this.runStep(now);
    return { ...report, seq: report.seq ?? seq };
  }

  private advance(event: EventRuntime, now: number, step: Step): void {
    // Nothing happens to an event before its start: most of the feed is prematch, so this skips most of it.
    if (event.full.state.status === 'prematch' && now < event.script.start) return;
    const before = event.full.state;
    const full = stateAt(event.sport, event.script, now);
    const after = full.state;
    event.full = full;
    const wasLive = before.status === 'live';
    const wire: WireChange & { type: 'event' } = { type: 'event', eventId: event.spec.id };
    let changed = false;
    if (before.status !== after.status) {
      wire.status = after.status;
      changed = true;
    }
    if (before.phase !== after.phase) {
      wire.phase = after.phase;
      changed = true;
    }
    if (clockChanged(before.clock, after.clock)) {
      wire.clock = wireClock(after.clock);
      changed = true;
    }
    const scoreBefore = JSON.stringify(wireScore(before));
    const scoreAfter = wireScore(after);
    const scoreChanged = scoreBefore !== JSON.stringify(scoreAfter);
    if (scoreChanged) {
      wire.score = scoreAfter;
      changed = true;
    }
    if (JSON.stringify(before.incident) !== JSON.stringify(after.incident)) {
      wire.incident = after.incident ? { type: after.incident.type, team: after.incident.team, at: new Date(after.incident.at).toISOString() } : null;
      changed = true;
    }
    if (changed) step.record(event, wire, null, wasLive);
    this.advanceTracker(event, now, step);

    const open = event.markets.filter((market) => market.status === 'open' || market.status === 'suspended');
    if (after.status === 'ended') {
      for (const market of open) this.closeMarket(event, market, now, step, wasLive);
      for (const market of event.markets) if (market.status === 'closed' && market.settleAt === null) market.settleAt = this.settleTime(event, market, now);
    } else if (after.suspendedUntil !== null && after.status === 'live') {
      for (const market of open) if (market.status === 'open') setMarketStatus(event, market, 'suspended', step, wasLive);
    } else if (before.status !== after.status || scoreChanged || before.phase !== after.phase || (before.suspendedUntil !== null && after.suspendedUntil === null)) {
      // The match moved on: every market is priced again (and reopens after a suspension).
      step.priceChanges += this.trading.priceMarkets(event, open, step, now, wasLive);
    }
    for (const market of event.markets) {
      if (market.status === 'closed' && market.settleAt !== null && market.settleAt <= now) this.settleMarket(event, market, step, wasLive);
    }
    if (after.status === 'ended' && event.markets.every((market) => market.status === 'settled')) step.finished.push(event);
  }

  /**
   * The match tracker of a live event, sent whole when it changed (a new slot of play, an incident): a compact state
   * per match at most every slot (simulation/tracker.ts slotMs) plus one per incident, rather than deltas a client
   * would have to chain.
   */
  private advanceTracker(event: EventRuntime, now: number, step: Step): void {
    if (event.full.state.status !== 'live') return;
    event.tracker ??= { plan: trackerPlanOf(event.sport, event.spec, event.script, this.settings.seed), sent: null, sentJson: '' };
    if (!event.tracker.plan) return;
    const tracker = trackerAt(event.tracker.plan, event.full, now);
    const json = JSON.stringify(tracker);
    if (!tracker || json === event.tracker.sentJson) return;
    event.tracker.sent = tracker;
    event.tracker.sentJson = json;
    step.recordTracker(event, { type: 'tracker', eventId: event.spec.id, tracker });
  }

  /** The last tracker sent for an event (the snapshot's), or null: no tracker, not live, or not held by the feed. */
  trackerOf(eventId: number): Tracker | null {
    return this.events.get(eventId)?.tracker?.sent ?? null;
  }

  /** When a closed market can be settled: its period's end (or the event's) plus the settle delay; null if still to come. */
  private settleTime(event: EventRuntime, market: MarketRuntime, now: number): number | null {
    if (market.spec.period) {
      const end = periodEndOf(event.script, event.sport, market.spec.period);
      if (end !== null && end <= now) return end + this.settings.settleDelayMs;
    }
    if (event.full.state.status === 'ended') return (event.full.state.endedAt ?? now) + this.settings.settleDelayMs;
    return null;
  }

  private closeMarket(event: EventRuntime, market: MarketRuntime, now: number, step: Step, wasLive: boolean): void {
    setMarketStatus(event, market, 'closed', step, wasLive);
    market.settleAt = this.settleTime(event, market, now);
  }

  private settleMarket(event: EventRuntime, market: MarketRuntime, step: Step, wasLive: boolean): void {
    const evaluation = evaluateMarkets(event.sport, event.spec, event.full, [market.spec]).get(market.spec.id);
    let results: Record<string, OutcomeResult>;
    if (evaluation && isDecided(evaluation)) results = resultsOf(evaluation);
    else {
      // Never expected: a finished match leaves nothing open. Stakes come back rather than a guess at a result.
      this.context.log.error(`sportsbook feed: market ${market.spec.id} (${market.spec.type}) is not decided at settlement; voided`);
      results = Object.fromEntries(market.outcomes.map((outcome) => [outcome.key, 'void' as const]));
    }
    market.status = 'settled';
    step.markets.add(market);
    step.record(event, { type: 'market', eventId: event.spec.id, marketId: market.spec.id, status: 'settled' }, market.spec.type, wasLive);
    for (const outcome of market.outcomes) {
      outcome.status = 'settled';
      outcome.result = results[outcome.key] ?? 'lost';
      step.outcomes.add(outcome);
      step.record(event, { type: 'outcome', eventId: event.spec.id, marketId: market.spec.id, outcomeId: outcome.id, status: 'settled', result: outcome.result }, market.spec.type, wasLive);
    }
  }
}

// ---- one feed per running sandbox

const feeds = new WeakMap<SandboxContext, Promise<SportsbookFeed>>();
const pendingSettings = new WeakMap<SandboxContext, Partial<FeedSettings>>();

/** Settings for the feed of this sandbox before its first use (tests: a seed, autoTick false). */
export function configureSportsbookFeed(context: SandboxContext, settings: Partial<FeedSettings>): void {
  pendingSettings.set(context, { ...pendingSettings.get(context), ...settings });
}

const stepHooks = new WeakMap<SandboxContext, ((now: number) => Promise<void>)[]>();

/** Runs `hook` after every stored step of this sandbox's feed (ticket settlement, sandbox/sportsbook/settlement.ts). */
export function onFeedStep(context: SandboxContext, hook: (now: number) => Promise<void>): void {
  stepHooks.set(context, [...(stepHooks.get(context) ?? []), hook]);
}

/** The feed of this sandbox, generated or loaded on first use (the first sportsbook request). */
export function sportsbookFeed(context: SandboxContext): Promise<SportsbookFeed> {
  let feed = feeds.get(context);
  if (!feed) {
    const instance = new SportsbookFeed(context, { ...defaultFeedSettings, ...pendingSettings.get(context) });
    feed = instance.init().then(() => instance);
    feeds.set(context, feed);
    // A failed start is retried by the next request rather than remembered.
    feed.catch(() => feeds.delete(context));
  }
  return feed;
}

/**
 * The clock was set back (a test's reset, /sandbox/clock): the feed starts again at the new time before the caller
 * goes on, so the next test never reads events of the time left behind (live matches that start this afternoon).
 */
export async function restartSportsbookFeedAfterClockWentBack(context: SandboxContext): Promise<void> {
  const instance = await feeds.get(context)?.catch(() => null);
  await instance?.step();
}

/** Stops the ticker and closes the streams (sandbox/server.ts close()). */
export async function stopSportsbookFeed(context: SandboxContext): Promise<void> {
  const feed = feeds.get(context);
  if (!feed) return;
  feeds.delete(context);
  const instance = await feed.catch(() => null);
  await instance?.stop();
}
