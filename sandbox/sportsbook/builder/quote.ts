import betBuilderFile from '../../../config/sportsbook/bet-builder.ts';
import { betBuilderSchema, type BetBuilderConfig, type BetBuilderSport } from '../../../schemas/config/bet-builder.ts';
import type { EventRuntime } from '../feed-runtime.ts';
import { ladderFloor, shortestOfferedPrice } from '../odds.ts';
import { asPriced } from '../pricing/evaluate.ts';
import { finalScoreGrid, type Grid } from '../pricing/goals.ts';
import type { TimedDetail } from '../simulation/match-state.ts';
import type { TeamSide } from '../sports/sport-definition.ts';
import { isHalfLine, jointChance, jointModels, type ModelLeg } from './joint.ts';

/**
 * A bet builder's quote (docs/product.md §5 "Bet builder"): the legs a player picked on one match are checked one by
 * one in the order picked, each against the config (config/sportsbook/bet-builder.ts) and against the legs kept
 * before it, and the legs kept are priced together from the match's model (joint.ts) with the builder's margin.
 *
 * A leg is refused, with its reason, before anything is priced: a market the builder does not take, a second pick
 * of one market, a pick that cannot win with those before it (home win and away win; over 2.5 and under 1.5; a
 * scorer and no goal) or one that adds nothing to them or is implied by them (over 1.5 beside over 2.5; home win
 * beside home or draw). Both are read from the model itself, so every pair of markets is covered without a table.
 */

export const builderRefusals = {
  marketNotAllowed: 'builder_market_not_allowed',
  notOffered: 'builder_not_offered',
  sameMarket: 'builder_same_market',
  contradiction: 'builder_contradiction',
  dependent: 'builder_dependent',
  tooManyLegs: 'builder_too_many_legs',
} as const;
export type BuilderRefusalCode = (typeof builderRefusals)[keyof typeof builderRefusals];

export interface BuilderLegQuote {
  outcomeId: number;
  marketId: number | null;
  /** The leg's own price in the feed (hundredths), shown under the builder's line; null when not in the event. */
  price: number | null;
  refusal: { code: BuilderRefusalCode; conflictsWith: number | null } | null;
}

export interface BuilderQuote {
  eventId: number;
  /** The builder's price in hundredths, or null while it cannot be priced (see `unpriced`). */
  price: number | null;
  /** The model's chance of every leg winning (no margin). */
  chance: number | null;
  unpriced: 'too_few_legs' | 'refused' | 'too_likely' | null;
  legs: BuilderLegQuote[];
  minLegs: number;
  maxLegs: number;
}

export const betBuilderConfig: BetBuilderConfig = betBuilderSchema.parse(betBuilderFile);

/** The builder's settings for a sport, or null when its events offer no builder. */
export function builderSportOf(sportKey: string, config: BetBuilderConfig = betBuilderConfig): BetBuilderSport | null {
  return config.sports.find((sport) => sport.sport === sportKey) ?? null;
}

/** Whether the event offers a builder now: its sport is configured, of the goals family, and it has not started. */
export function builderOpen(event: Pick<EventRuntime, 'sport' | 'full'>, config: BetBuilderConfig = betBuilderConfig): boolean {
  return builderSportOf(event.sport.key, config) !== null && event.sport.family === 'goals' && event.full.state.status === 'prematch';
}

/** The builder's price from the fair chance: the margin taken proportionally, rounded down the ladder (odds.ts). */
export function builderPrice(chance: number, margin: number): number | null {
  if (!(chance > 1e-12)) return null;
  const raw = 100 / (chance * (1 + margin));
  return raw < shortestOfferedPrice ? null : ladderFloor(raw);
}

// One pick is "impossible with" another below this chance, "implied by" it when their joint chance is its own.
const impossible = 1e-12;
const sameChance = 1e-9;

/** The quote of `outcomeIds` (in the order picked) on `event`, which builderOpen() must have accepted. */
export function quoteBuilder(event: Pick<EventRuntime, 'sport' | 'spec' | 'full' | 'markets'>, outcomeIds: readonly number[], config: BetBuilderConfig = betBuilderConfig): BuilderQuote {
  const settings = builderSportOf(event.sport.key, config);
  if (!settings || event.sport.family !== 'goals') throw new Error(`The bet builder does not price ${event.sport.key}`);
  const grid: Grid = finalScoreGrid(event.sport, event.spec, event.full);
  const firstGoal: TeamSide | null = (event.full.detail as TimedDetail).firstGoal;
  const chanceOf = (legs: readonly ModelLeg[]) => jointChance(grid, firstGoal, legs);
  const allowed = new Set(settings.marketTypes);
  const kept: { outcomeId: number; marketId: number; leg: ModelLeg; chance: number }[] = [];
  const legs: BuilderLegQuote[] = [];

  for (const outcomeId of outcomeIds) {
    const market = event.markets.find((candidate) => candidate.outcomes.some((outcome) => outcome.id === outcomeId));
    const outcome = market?.outcomes.find((candidate) => candidate.id === outcomeId);
    const quote: BuilderLegQuote = { outcomeId, marketId: market?.spec.id ?? null, price: outcome?.price ?? null, refusal: null };
    legs.push(quote);
    const refuse = (code: BuilderRefusalCode, conflictsWith: number | null = null) => {
      quote.refusal = { code, conflictsWith };
    };
    if (!market || !outcome || market.status !== 'open' || outcome.status !== 'open') {
      refuse(builderRefusals.notOffered);
      continue;
    }
    const priced = asPriced(market.spec);
    const modelKey = priced.outcomes.find((candidate) => candidate.id === outcomeId)!.key;
    if (!allowed.has(market.spec.type) || !jointModels.has(priced.type) || !isHalfLine(priced.line) || market.spec.period !== null) {
      refuse(builderRefusals.marketNotAllowed);
      continue;
    }
    const same = kept.find((other) => other.marketId === market.spec.id);
    if (same) {
      refuse(builderRefusals.sameMarket, same.outcomeId);
      continue;
    }
    if (kept.length >= settings.maxLegs) {
      refuse(builderRefusals.tooManyLegs);
      continue;
    }
    const leg: ModelLeg = { market: priced, key: modelKey };
    const chance = chanceOf([leg]);
    if (chance < impossible) {
      refuse(builderRefusals.notOffered);
      continue;
    }
    // Against each pick kept, so the reason names the pick it clashes with; then against all of them together
    // (home win, away to score and under 2.5 clash only as three).
    let refused = false;
    for (const other of kept) {
      const both = chanceOf([other.leg, leg]);
      if (both < impossible) refuse(builderRefusals.contradiction, other.outcomeId);
      else if (both >= Math.min(chance, other.chance) * (1 - sameChance)) refuse(builderRefusals.dependent, other.outcomeId);
      if (quote.refusal) {
        refused = true;
        break;
      }
    }
    if (refused) continue;
    if (kept.length > 1) {
      const before = chanceOf(kept.map((entry) => entry.leg));
      const after = chanceOf([...kept.map((entry) => entry.leg), leg]);
      if (after < impossible) {
        refuse(builderRefusals.contradiction);
        continue;
      }
      if (after >= before * (1 - sameChance)) {
        refuse(builderRefusals.dependent);
        continue;
      }
    }
    kept.push({ outcomeId, marketId: market.spec.id, leg, chance });
  }

  const base = { eventId: event.spec.id, legs, minLegs: config.minLegs, maxLegs: settings.maxLegs };
  if (legs.some((leg) => leg.refusal !== null)) return { ...base, price: null, chance: null, unpriced: 'refused' };
  if (kept.length < config.minLegs) return { ...base, price: null, chance: null, unpriced: 'too_few_legs' };
  const chance = chanceOf(kept.map((entry) => entry.leg));
  const price = builderPrice(chance, settings.margin);
  return { ...base, price, chance, unpriced: price === null ? 'too_likely' : null };
}
