import type { SandboxContext } from '../context.ts';
import type { Database, Queryable, SqlValue } from '../db/database.ts';
import { leagueOf, searchText, teamOf } from './catalogue.ts';
import { eventsPublished, initialHistoryMs, isArenaEvent, minuteMs, resultsRetentionMs } from './generator.ts';
import { marketsFor } from './markets.ts';
import { formatPrice, priceMarket } from './odds.ts';
import { evaluateMarkets, fairProbabilities, isDecided, marginOf, resultsOf, type Evaluation, type MarketSpec, type OutcomeResult } from './pricing.ts';
import { createRandom, type Random } from './random.ts';
import { periodEndOf, scriptOf, stateAt, type EventSpec, type FullState, type MatchState, type Script } from './simulation.ts';
import { sportById, type SportDefinition } from './sports.ts';
import {
  clearFeed,
  deleteByIds,
  eventColumns,
  eventStateColumns,
  feedName,
  insertRows,
  marketColumns,
  marketStateColumns,
  outcomeColumns,
  outcomeStateColumns,
  readFeedState,
  updateRows,
  writeCatalogue,
  type MarketRow,
  type OutcomeRow,
} from './store.ts';
import { createStreamHub, type FeedChange, type MarketStatus, type StreamHub, type WireChange, type WireClock, type WireScore } from './stream.ts';

/**
 * The sportsbook feed of one running sandbox: generated from a seed into the database, then advanced on the
 * sandbox clock by a ticker (every 250 ms, unref'd, stopped when the sandbox closes).
 *
 * Each step reads clock.now() and, for every event not yet settled, derives the match state from its script
 * (simulation.ts). What changed becomes a message: event changes (status, phase, clock, score, incident), market
 * status changes (open, suspended, closed, settled) and outcome changes (price with its version, status, result).
 * A step writes its changes to the database in one transaction with the new sequence number, then publishes them
 * to the stream (stream.ts), so a snapshot read from the database is always the state at a sequence number.
 *
 * Prices move for three reasons: the state changed (goal, point, period: every market of the event is priced
 * again; a goal first suspends the markets for a few seconds, longer during a video review), a market is decided
 * (closed) or one-sided (suspended), and trading noise: `priceChangesPerSecond` sets how many price changes a
 * second the feed aims at in all, so benches and screens can ask for a busy feed (the 100 a second).
 * Prematch events start on the clock and go live; live events end, their markets close and are settled
 * `settleDelayMs` later with a result per outcome (won, lost or void).
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

interface OutcomeRuntime {
  id: number;
  key: string;
  name: string | null;
  sortOrder: number;
  price: number;
  priceVersion: number;
  status: MarketStatus;
  result: OutcomeResult | null;
}

interface MarketRuntime {
  spec: MarketSpec;
  sortOrder: number;
  status: MarketStatus;
  /** When a closed market gets its results; null while waiting for the event (or its period) to end. */
  settleAt: number | null;
  outcomes: OutcomeRuntime[];
  /** Prices drawn so far: each pricing draws fresh trading noise (so a repriced market does move). */
  draws: number;
}

interface EventRuntime {
  spec: EventSpec;
  sport: SportDefinition;
  script: Script;
  full: FullState;
  markets: MarketRuntime[];
  updatedSeq: number;
  /** False while only the opening markets are listed (more than a day before the start). */
  complete: boolean;
}

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
/** A step never trades more than this many seconds' worth of noise at once (after a pause or a clock jump). */
const maxBudgetSeconds = 2;

const jsonOrNull = (value: unknown) => (value === null || value === undefined ? null : JSON.stringify(value));

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

class Step {
  readonly changes = new Map<string, FeedChange>();
  readonly events = new Set<EventRuntime>();
  readonly markets = new Set<MarketRuntime>();
  readonly outcomes = new Set<OutcomeRuntime>();
  readonly inserted: EventRuntime[] = [];
  /** Markets added to events that existed before the step (the second stage, a day before the start). */
  readonly addedMarkets: { event: EventRuntime; markets: MarketRuntime[] }[] = [];
  readonly results: EventRuntime[] = [];
  readonly finished: EventRuntime[] = [];
  /** Outcomes whose price changed in the step: a change counts once however often the step repriced it. */
  readonly repriced = new Set<OutcomeRuntime>();
  priceChanges = 0;

  record(event: EventRuntime, wire: WireChange, marketType: string | null, wasLive: boolean) {
    const key = wire.type === 'event' ? `e${wire.eventId}` : wire.type === 'market' ? `m${wire.marketId}` : `o${wire.outcomeId}`;
    const live = wasLive || event.full.state.status === 'live';
    const previous = this.changes.get(key);
    this.changes.set(key, { wire: previous ? ({ ...previous.wire, ...wire } as WireChange) : wire, sportId: event.spec.sportId, live: live || (previous?.live ?? false), marketType });
    this.events.add(event);
  }
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
  private budget = 0;
  private ticker: ReturnType<typeof setInterval> | null = null;
  private running: Promise<StepReport> | null = null;
  private random: Random;
  private stopped = false;
  /** Milliseconds from the start of each recent step to its publication (pricing + database), for the bench. */
  readonly stepMs: number[] = [];
  /** Milliseconds each recent publication took (filtering, encoding, queueing for every subscriber; the socket writes follow), for the bench. */
  readonly publishMs: number[] = [];

  constructor(context: SandboxContext, settings: FeedSettings) {
    this.context = context;
    this.db = context.db;
    this.settings = settings;
    this.random = createRandom(settings.seed, 'trading');
    this.hub = createStreamHub({ currentSeq: () => this.seqValue, now: () => context.clock.now(), heartbeatMs: settings.heartbeatMs, streamsPerAddress: context.config.streamsPerAddress });
  }

  get seq(): number {
    return this.seqValue;
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
      this.random = createRandom(state.seed, 'trading', state.seq);
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
    this.priceMarkets(event, added, null, now);
    event.full = current;
    // An outcome the model gives no chance at all still needs a price to show: the ladder's longest.
    for (const market of added) for (const outcome of market.outcomes) if (outcome.price === 0) outcome.price = 50000;
    event.markets = [...event.markets, ...added].sort((a, b) => a.sortOrder - b.sortOrder);
    return added;
  }

  private async generate(now: number, seq: number): Promise<void> {
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
    await this.db.transaction(async (tx) => {
      await this.writeInserts(tx, step);
      await tx.run('DELETE FROM sportsbook_feed_state WHERE feed = ?', [feedName]);
      await tx.run('INSERT INTO sportsbook_feed_state (feed, seed, seq, published_through, stepped_at, created_at) VALUES (?, ?, ?, ?, ?, ?)', [
        feedName,
        this.settings.seed,
        this.seqValue,
        this.publishedThrough,
        now,
        now,
      ]);
    });
    this.steppedAt = now - 1;
  }

  private async load(): Promise<void> {
    const rows = await this.db.all<{ id: number; status: string; updated_seq: number }>(
      "SELECT id, status, updated_seq FROM sportsbook_events WHERE status <> 'ended' OR id IN (SELECT DISTINCT event_id FROM sportsbook_markets WHERE status <> 'settled')",
    );
    if (rows.length === 0) return;
    const wanted = new Set(rows.map((row) => row.id));
    const now = this.context.clock.now();
    const specs = new Map(
      eventsPublished(this.settings.seed, -Infinity, this.publishedThrough, { fixtures: Math.min(now, this.steppedAt) - resultsRetentionMs.fixtures, arenas: Math.min(now, this.steppedAt) - resultsRetentionMs.arenas })
        .filter((spec) => wanted.has(spec.id))
        .map((spec) => [spec.id, spec]),
    );
    const markets = await this.db.all<MarketRow>(`SELECT ${marketColumns.join(', ')} FROM sportsbook_markets WHERE event_id IN (SELECT id FROM sportsbook_events WHERE status <> 'ended' OR id IN (SELECT DISTINCT event_id FROM sportsbook_markets WHERE status <> 'settled'))`);
    const outcomes = await this.db.all<OutcomeRow>(`SELECT ${outcomeColumns.join(', ')} FROM sportsbook_outcomes WHERE market_id IN (SELECT id FROM sportsbook_markets WHERE event_id IN (SELECT id FROM sportsbook_events WHERE status <> 'ended' OR id IN (SELECT DISTINCT event_id FROM sportsbook_markets WHERE status <> 'settled')))`);
    const marketRows = new Map(markets.map((row) => [row.id, row]));
    const outcomeRows = new Map(outcomes.map((row) => [row.id, row]));
    // Events the programme no longer has (a catalogue changed since they were stored) would stay live for ever.
    const orphans = rows.filter((row) => !specs.has(row.id)).map((row) => row.id);
    if (orphans.length > 0) {
      this.context.log.info(`sportsbook feed: ${orphans.length} stored events are not in the programme any more; removed`);
      await this.db.transaction(async (tx) => {
        await deleteByIds(tx, 'sportsbook_outcomes', 'event_id', orphans);
        await deleteByIds(tx, 'sportsbook_markets', 'event_id', orphans);
        await deleteByIds(tx, 'sportsbook_events', 'id', orphans);
      });
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
    const elapsedSeconds = Math.min(maxBudgetSeconds, (now - this.steppedAt) / 1000);
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
    this.trade(now, elapsedSeconds, step);

    const hasChanges = step.changes.size > 0;
    const seq = hasChanges || step.inserted.length > 0 || step.results.length > 0 ? this.seqValue + 1 : this.seqValue;
    const prune = now - this.prunedAt >= pruneEveryMs;
    try {
      await this.db.transaction(async (tx) => {
        await this.writeInserts(tx, step, seq);
        await this.writeUpdates(tx, step, seq);
        if (prune) await this.prune(tx, now);
        await tx.run('UPDATE sportsbook_feed_state SET seq = ?, published_through = ?, stepped_at = ? WHERE feed = ?', [seq, this.publishedThrough, now, feedName]);
      });
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
    await this.db.transaction((tx) => clearFeed(tx));
    const seq = this.seqValue + 1;
    await this.generate(now, seq);
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

    const open = event.markets.filter((market) => market.status === 'open' || market.status === 'suspended');
    if (after.status === 'ended') {
      for (const market of open) this.closeMarket(event, market, now, step, wasLive);
      for (const market of event.markets) if (market.status === 'closed' && market.settleAt === null) market.settleAt = this.settleTime(event, market, now);
    } else if (after.suspendedUntil !== null && after.status === 'live') {
      for (const market of open) if (market.status === 'open') this.setMarketStatus(event, market, 'suspended', step, wasLive);
    } else if (before.status !== after.status || scoreChanged || before.phase !== after.phase || (before.suspendedUntil !== null && after.suspendedUntil === null)) {
      // The match moved on: every market is priced again (and reopens after a suspension).
      step.priceChanges += this.priceMarkets(event, open, step, now, wasLive);
    }
    for (const market of event.markets) {
      if (market.status === 'closed' && market.settleAt !== null && market.settleAt <= now) this.settleMarket(event, market, step, wasLive);
    }
    if (after.status === 'ended' && event.markets.every((market) => market.status === 'settled')) step.finished.push(event);
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

  private setMarketStatus(event: EventRuntime, market: MarketRuntime, status: MarketStatus, step: Step | null, wasLive: boolean): void {
    if (market.status === status) return;
    const individuallyClosed = (outcome: OutcomeRuntime) => outcome.status === 'closed' && market.status !== 'closed';
    market.status = status;
    step?.markets.add(market);
    step?.record(event, { type: 'market', eventId: event.spec.id, marketId: market.spec.id, status }, market.spec.type, wasLive);
    for (const outcome of market.outcomes) {
      // An outcome that can no longer happen stays closed while its market trades on.
      if ((status === 'open' || status === 'suspended') && individuallyClosed(outcome)) continue;
      if (outcome.status === status) continue;
      outcome.status = status;
      step?.outcomes.add(outcome);
      step?.record(event, { type: 'outcome', eventId: event.spec.id, marketId: market.spec.id, outcomeId: outcome.id, status }, market.spec.type, wasLive);
    }
  }

  private closeMarket(event: EventRuntime, market: MarketRuntime, now: number, step: Step, wasLive: boolean): void {
    this.setMarketStatus(event, market, 'closed', step, wasLive);
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

  /**
   * Prices `markets` of the event at `now` from the model (plus trading noise): decided markets close, one-sided
   * ones are suspended, outcomes that can no longer happen close. Returns the number of price changes.
   */
  private priceMarkets(event: EventRuntime, markets: readonly MarketRuntime[], step: Step | null, now: number, wasLive = false): number {
    if (markets.length === 0) return 0;
    const live = event.full.state.status === 'live';
    const evaluations = evaluateMarkets(event.sport, event.spec, event.full, markets.map((market) => market.spec));
    let changes = 0;
    for (const market of markets) {
      if (market.status === 'closed' || market.status === 'settled') continue;
      const evaluation = evaluations.get(market.spec.id)!;
      if (event.full.state.status !== 'prematch' && isDecided(evaluation)) {
        if (step) this.closeMarket(event, market, now, step, wasLive);
        continue;
      }
      const priced = priceMarket(this.withNoise(evaluation, market, live), marginOf(event.sport, market.spec.type, live));
      for (const outcome of market.outcomes) {
        const price = priced.prices[outcome.key];
        if (price === undefined) {
          if (outcome.status !== 'closed' && step) {
            outcome.status = 'closed';
            step.outcomes.add(outcome);
            step.record(event, { type: 'outcome', eventId: event.spec.id, marketId: market.spec.id, outcomeId: outcome.id, status: 'closed' }, market.spec.type, wasLive);
          }
          continue;
        }
        if (price !== outcome.price) {
          outcome.price = price;
          outcome.priceVersion += 1;
          if (!step?.repriced.has(outcome)) changes += 1;
          if (step) {
            step.repriced.add(outcome);
            step.outcomes.add(outcome);
            step.record(event, { type: 'outcome', eventId: event.spec.id, marketId: market.spec.id, outcomeId: outcome.id, price: formatPrice(price), priceVersion: outcome.priceVersion }, market.spec.type, wasLive);
          }
        }
      }
      this.setMarketStatus(event, market, priced.tooOneSided ? 'suspended' : 'open', step, wasLive);
    }
    return changes;
  }

  /** Trading noise on the model's probabilities: a few per cent, drawn afresh at each pricing of the market. */
  private withNoise(evaluation: Evaluation, market: MarketRuntime, live: boolean): Record<string, number> {
    const fair = fairProbabilities(evaluation);
    if (evaluation.overlapping) return fair;
    market.draws += 1;
    const random = createRandom(this.settings.seed, 'noise', market.spec.id, market.draws);
    const spread = live ? 0.035 : 0.02;
    const noisy: Record<string, number> = {};
    let total = 0;
    for (const [key, probability] of Object.entries(fair)) {
      const value = probability > 0 && probability < 1 ? probability * Math.exp(spread * random.normal()) : probability;
      noisy[key] = value;
      total += value;
    }
    if (total <= 0) return fair;
    for (const key of Object.keys(noisy)) noisy[key] /= total;
    return noisy;
  }

  /** Trading: reprices markets at random until the step holds its share of `priceChangesPerSecond`. */
  private trade(now: number, elapsedSeconds: number, step: Step): void {
    // What the match itself moved counts toward the rate; a burst (a goal, the first step) holds trading back a
    // second at most.
    const rate = this.settings.priceChangesPerSecond;
    this.budget = Math.max(-rate, Math.min(rate, this.budget + rate * elapsedSeconds - step.priceChanges));
    if (this.budget <= 0) return;
    const live: EventRuntime[] = [];
    const prematch: EventRuntime[] = [];
    for (const event of this.events.values()) {
      if (event.full.state.status === 'live' && event.full.state.suspendedUntil === null) live.push(event);
      else if (event.full.state.status === 'prematch') prematch.push(event);
    }
    let attempts = Math.ceil(this.budget * 4) + 20;
    while (this.budget > 0 && attempts > 0 && (live.length > 0 || prematch.length > 0)) {
      attempts -= 1;
      // Most of the trading is in play, as in a real book.
      const pool = live.length > 0 && (prematch.length === 0 || this.random.chance(this.settings.liveTradingShare)) ? live : prematch;
      const event = this.random.pick(pool);
      const open = event.markets.filter((market) => market.status === 'open');
      if (open.length === 0) continue;
      const changes = this.priceMarkets(event, [this.random.pick(open)], step, now);
      step.priceChanges += changes;
      this.budget -= changes;
    }
  }

  // ---- database

  private eventRow(event: EventRuntime, seq: number): SqlValue[] {
    const state = event.full.state;
    const home = teamOf(event.spec.homeId);
    const away = teamOf(event.spec.awayId);
    const league = leagueOf(event.spec.leagueId);
    return [
      event.spec.id,
      event.spec.sportId,
      event.spec.leagueId,
      event.spec.homeId,
      event.spec.awayId,
      event.spec.startAt,
      state.status,
      state.phase,
      jsonOrNull(state.clock),
      state.score?.home ?? null,
      state.score?.away ?? null,
      state.score ? JSON.stringify({ periods: state.periods, point: state.point, server: state.server }) : null,
      jsonOrNull(state.incident),
      state.endedAt,
      seq,
      searchText(`${home?.name ?? ''} ${away?.name ?? ''} ${league?.name ?? ''}`),
    ];
  }

  private async writeInserts(tx: Queryable, step: Step, seq = this.seqValue): Promise<void> {
    const all = [...step.inserted, ...step.results];
    if (all.length === 0 && step.addedMarkets.length === 0) return;
    await insertRows(tx, 'sportsbook_events', eventColumns, all.map((event) => this.eventRow(event, seq)));
    const markets: SqlValue[][] = [];
    const outcomes: SqlValue[][] = [];
    for (const { event, markets: list } of [...step.inserted.map((event) => ({ event, markets: event.markets })), ...step.addedMarkets]) {
      for (const market of list) {
        const spec = market.spec;
        markets.push([spec.id, event.spec.id, spec.type, spec.period, spec.line === null ? null : String(spec.line), spec.team, spec.player?.id ?? null, spec.player?.name ?? null, market.status, market.sortOrder]);
        for (const outcome of market.outcomes) outcomes.push([outcome.id, spec.id, event.spec.id, outcome.key, outcome.name, outcome.price, outcome.priceVersion, outcome.status, outcome.result, outcome.sortOrder]);
      }
    }
    await insertRows(tx, 'sportsbook_markets', marketColumns, markets);
    await insertRows(tx, 'sportsbook_outcomes', outcomeColumns, outcomes);
    // Written now: later changes in this same step are written by writeUpdates.
  }

  /** Changes to rows that existed before the step (the step's new events were inserted as they are now). */
  private async writeUpdates(tx: Queryable, step: Step, seq: number): Promise<void> {
    const inserted = new Set(step.inserted.map((event) => event.spec.id));
    // Market ids are event id * 1000 + n, outcome ids market id * 100 + k (markets.ts).
    const rows = [...step.events]
      .filter((event) => !inserted.has(event.spec.id))
      .map((event) => {
        const row = this.eventRow(event, seq);
        return [row[0], row[6], row[7], row[8], row[9], row[10], row[11], row[12], row[13], seq];
      });
    await updateRows(tx, 'sportsbook_events', eventStateColumns, rows);
    await updateRows(
      tx,
      'sportsbook_markets',
      marketStateColumns,
      [...step.markets].filter((market) => !inserted.has(Math.floor(market.spec.id / 1000))).map((market) => [market.spec.id, market.status]),
    );
    await updateRows(
      tx,
      'sportsbook_outcomes',
      outcomeStateColumns,
      [...step.outcomes].filter((outcome) => !inserted.has(Math.floor(outcome.id / 100_000))).map((outcome) => [outcome.id, outcome.price, outcome.priceVersion, outcome.status, outcome.result]),
    );
  }

  /** Drops markets of events ended a day ago and results older than the retention (a week; a day for arena matches). */
  private async prune(tx: Queryable, now: number): Promise<void> {
    const staleMarkets = await tx.all<{ id: number }>("SELECT id FROM sportsbook_events WHERE status = 'ended' AND ended_at < ?", [now - resultsRetentionMs.arenas]);
    const ids = staleMarkets.map((row) => row.id).filter((id) => !this.events.has(id));
    await deleteByIds(tx, 'sportsbook_outcomes', 'event_id', ids);
    await deleteByIds(tx, 'sportsbook_markets', 'event_id', ids);
    const old = await tx.all<{ id: number; ended_at: number }>("SELECT id, ended_at FROM sportsbook_events WHERE status = 'ended' AND ended_at < ?", [now - resultsRetentionMs.arenas]);
    await deleteByIds(
      tx,
      'sportsbook_events',
      'id',
      old.filter((row) => !this.events.has(row.id) && (isArenaEvent(row.id) || row.ended_at < now - resultsRetentionMs.fixtures)).map((row) => row.id),
    );
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

/** Stops the ticker and closes the streams (sandbox/server.ts close()). */
export async function stopSportsbookFeed(context: SandboxContext): Promise<void> {
  const feed = feeds.get(context);
  if (!feed) return;
  feeds.delete(context);
  const instance = await feed.catch(() => null);
  await instance?.stop();
}
