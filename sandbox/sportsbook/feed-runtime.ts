import type { Tracker } from '../../generated/sportsbook/sportsbook.schemas.ts';
import type { MarketSpec, OutcomeResult } from './pricing/model.ts';
import type { TrackerPlan } from './simulation/tracker.ts';
import type { EventSpec, FullState, Script } from './simulation/match-state.ts';
import type { SportDefinition } from './sports/sport-definition.ts';
import type { FeedChange, MarketStatus, WireChange } from './stream.ts';

// The feed's events in memory, and what one step changed of them: the SportsbookFeed (feed.ts) advances them, its
// trading (feed-trading.ts) prices them and its persistence (feed-persistence.ts) writes the step.

export interface OutcomeRuntime {
  id: number;
  key: string;
  name: string | null;
  sortOrder: number;
  price: number;
  priceVersion: number;
  status: MarketStatus;
  result: OutcomeResult | null;
}

export interface MarketRuntime {
  spec: MarketSpec;
  sortOrder: number;
  status: MarketStatus;
  /** When a closed market gets its results; null while waiting for the event (or its period) to end. */
  settleAt: number | null;
  outcomes: OutcomeRuntime[];
  /** Prices drawn so far: each pricing draws fresh trading noise (so a repriced market does move). */
  draws: number;
}

export interface EventRuntime {
  spec: EventSpec;
  sport: SportDefinition;
  script: Script;
  full: FullState;
  markets: MarketRuntime[];
  updatedSeq: number;
  /** False while only the opening markets are listed (more than a day before the start). */
  complete: boolean;
  /** The match tracker (simulation/tracker.ts): its plan, drawn when the match goes live, and the last one sent. */
  tracker?: { plan: TrackerPlan | null; sent: Tracker | null; sentJson: string };
}

export class Step {
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
    const key = wire.type === 'event' ? `e${wire.eventId}` : wire.type === 'market' ? `m${wire.marketId}` : wire.type === 'outcome' ? `o${wire.outcomeId}` : `t${wire.eventId}`;
    const live = wasLive || event.full.state.status === 'live';
    const previous = this.changes.get(key);
    this.changes.set(key, { wire: previous ? ({ ...previous.wire, ...wire } as WireChange) : wire, sportId: event.spec.sportId, live: live || (previous?.live ?? false), marketType });
    this.events.add(event);
  }

  /** A tracker change: streamed on its own topic and never stored (the tracker is replayed from the seed). */
  recordTracker(event: EventRuntime, wire: WireChange & { type: 'tracker' }) {
    this.changes.set(`t${wire.eventId}`, { wire, sportId: event.spec.sportId, live: true, marketType: null });
  }
}

/** Opens, suspends or closes a market and its outcomes, recording each change in `step` (none while listing). */
export function setMarketStatus(event: EventRuntime, market: MarketRuntime, status: MarketStatus, step: Step | null, wasLive: boolean): void {
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
