import { priceFromDecimal } from './bet-maths.ts';

/**
 * The accumulator boost's maths (docs/product.md §5 Bet slip, "Accumulator boost"), shared by the slip (what it shows)
 * and the sandbox (what settlement pays): pure, prices in hundredths, money in minor units.
 */
export interface AccumulatorBoostRule {
  minSelections: number;
  /** The lowest price each selection may have, in hundredths. */
  minOddsHundredths: number;
  firstPercent: number;
  percentPerSelection: number;
  maxPercent: number;
  prematchOnly: boolean;
}

/** The boost in per cent for an accumulator of these legs (0 when it does not qualify). */
export function accumulatorBoostPercent(rule: AccumulatorBoostRule, legs: readonly { price: number; live: boolean }[]): number {
  if (legs.length < rule.minSelections) return 0;
  if (legs.some((leg) => leg.price < rule.minOddsHundredths)) return 0;
  if (rule.prematchOnly && legs.some((leg) => leg.live)) return 0;
  return Math.min(rule.maxPercent, rule.firstPercent + (legs.length - rule.minSelections) * rule.percentPerSelection);
}

/** The boost paid on a return: `percent` of the net winnings (return less stake), floored to the minor unit (§9). */
export function accumulatorBoostMinor(percent: number, returnedMinor: number, stakeMinor: number): number {
  if (percent <= 0 || returnedMinor <= stakeMinor) return 0;
  return Math.floor(((returnedMinor - stakeMinor) * percent) / 100);
}

/** The rule from its config (config/sportsbook/accumulator-boost.ts), the price read as hundredths. */
export function accumulatorBoostRuleOf(config: Omit<AccumulatorBoostRule, 'minOddsHundredths'> & { minOdds: string }): AccumulatorBoostRule {
  const minOddsHundredths = priceFromDecimal(config.minOdds);
  if (minOddsHundredths === null) throw new Error(`The accumulator boost's minOdds "${config.minOdds}" is not a price`);
  const { minSelections, firstPercent, percentPerSelection, maxPercent, prematchOnly } = config;
  return { minSelections, minOddsHundredths, firstPercent, percentPerSelection, maxPercent, prematchOnly };
}
