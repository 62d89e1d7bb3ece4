import { setMarketStatus, type EventRuntime, type MarketRuntime, type Step } from './feed-runtime.ts';
import { formatPrice, priceMarket } from './odds.ts';
import { evaluateMarkets } from './pricing/evaluate.ts';
import { fairProbabilities, isDecided, marginOf, type Evaluation } from './pricing/model.ts';
import { createRandom, type Random } from './random.ts';

// The feed's trading (feed.ts orchestrates): prices are the model's chances with a few per cent of noise, and
// between the match's own moves markets are repriced at random so the feed holds `priceChangesPerSecond`.

/** A step never trades more than this many seconds' worth of noise at once (after a pause or a clock jump). */
const maxBudgetSeconds = 2;

/** What trading reads of the feed's settings: the feed's own object, so configure() and a reloaded seed apply at once. */
export interface TradingSettings {
  seed: number;
  priceChangesPerSecond: number;
  liveTradingShare: number;
}

/** A market the model says is decided is closed by the feed, which also knows when it settles. */
export type CloseMarket = (event: EventRuntime, market: MarketRuntime, now: number, step: Step, wasLive: boolean) => void;

export class FeedTrading {
  private readonly settings: TradingSettings;
  private readonly closeMarket: CloseMarket;
  private budget = 0;
  private random: Random;

  constructor(settings: TradingSettings, closeMarket: CloseMarket) {
    this.settings = settings;
    this.closeMarket = closeMarket;
    this.random = createRandom(settings.seed, 'trading');
  }

  /** A feed loaded from the database draws its trading from where the stored sequence left it. */
  resume(seed: number, seq: number): void {
    this.random = createRandom(seed, 'trading', seq);
  }

  /**
   * Prices `markets` of the event at `now` from the model (plus trading noise): decided markets close, one-sided
   * ones are suspended, outcomes that can no longer happen close. Returns the number of price changes.
   */
  priceMarkets(event: EventRuntime, markets: readonly MarketRuntime[], step: Step | null, now: number, wasLive = false): number {
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
      setMarketStatus(event, market, priced.tooOneSided ? 'suspended' : 'open', step, wasLive);
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
  trade(events: Iterable<EventRuntime>, now: number, elapsedSeconds: number, step: Step): void {
    // What the match itself moved counts toward the rate; a burst (a goal, the first step) holds trading back a
    // second at most.
    const rate = this.settings.priceChangesPerSecond;
    this.budget = Math.max(-rate, Math.min(rate, this.budget + rate * Math.min(maxBudgetSeconds, elapsedSeconds) - step.priceChanges));
    if (this.budget <= 0) return;
    const live: EventRuntime[] = [];
    const prematch: EventRuntime[] = [];
    for (const event of events) {
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
}
