import { priceToDecimal } from '../../src/domain/bet-maths.ts';

/**
 * Prices: from fair probabilities to the decimal odds a bookmaker shows, and the probability helpers the
 * pricing models share.
 *
 * A price is held as integer hundredths (1.85 -> 185) and leaves the sandbox as a decimal string ("1.85"), never
 * as a float (the OpenAPI documents allow no number type). The bookmaker's margin is applied proportionally
 * (each implied probability is the fair one times 1 + margin) and the price is then rounded DOWN to the price
 * ladder, so a market's implied probabilities always add up to at least 1 + margin: the book never offers a
 * fair or better-than-fair market (tested per market).
 */

/** Ladder steps in hundredths: [up to this price, step]. What the big books show: 1.01-2.00 by 0.01, ... */
const ladder: readonly (readonly [upTo: number, step: number])[] = [
  [200, 1],
  [300, 2],
  [400, 5],
  [600, 10],
  [1000, 20],
  [2000, 50],
  [3000, 100],
  [5000, 200],
  [10000, 500],
  [50000, 1000],
];
export const minimumPrice = 101;
export const maximumPrice = 50000;

/** The highest ladder price not above `hundredths` (fractional), within [1.01, 500]. */
export function ladderFloor(hundredths: number): number {
  if (hundredths >= maximumPrice) return maximumPrice;
  let from = 100;
  for (const [upTo, step] of ladder) {
    if (hundredths <= upTo) {
      const steps = Math.floor((hundredths - from) / step + 1e-9);
      return Math.max(minimumPrice, from + steps * step);
    }
    from = upTo;
  }
  return maximumPrice;
}

/** 185 -> "1.85"; 1250 -> "12.50". */
export function formatPrice(hundredths: number): string {
  return priceToDecimal(hundredths);
}

/**
 * An outcome whose price (margin included) would fall under 1.03 is not offered: near the ladder's floor of 1.01
 * rounding down could no longer keep the margin. The market is suspended instead, as a real book stops taking
 * bets on a market that is as good as decided.
 */
export const shortestOfferedPrice = 103;

export interface PricedMarket {
  /** Hundredths per outcome key; absent for an outcome that can no longer happen (closed). */
  prices: Record<string, number>;
  /** True when an outcome is too likely to be offered: the market is suspended, prices kept. */
  tooOneSided: boolean;
}

/**
 * Fair probabilities (summing to 1 over the possible outcomes) to prices with `margin` (0.06 = 6 %).
 * Probabilities of 0 mean the outcome cannot happen any more: no price.
 */
export function priceMarket(probabilities: Record<string, number>, margin: number): PricedMarket {
  const prices: Record<string, number> = {};
  let tooOneSided = false;
  for (const [key, probability] of Object.entries(probabilities)) {
    if (!(probability > 1e-12)) continue;
    const raw = 100 / (probability * (1 + margin));
    if (raw < shortestOfferedPrice) tooOneSided = true;
    prices[key] = ladderFloor(raw);
  }
  return { prices, tooOneSided };
}

/** Sum of implied probabilities (1/price) of the given prices, in hundredths. */
export function overround(prices: readonly number[]): number {
  return prices.reduce((sum, price) => sum + 100 / price, 0);
}

// ---- probability helpers

/** P(X = k) for X ~ Poisson(mean), k = 0..max; the last entry holds the tail P(X >= max). */
export function poissonDistribution(mean: number, max: number): number[] {
  const out: number[] = [];
  let term = Math.exp(-mean);
  let cumulative = 0;
  for (let k = 0; k < max; k += 1) {
    out.push(term);
    cumulative += term;
    term *= mean / (k + 1);
  }
  out.push(Math.max(0, 1 - cumulative));
  return out;
}

/** Standard normal cumulative distribution (Abramowitz-Stegun 7.1.26, error < 1.5e-7). */
export function normalCdf(x: number): number {
  const sign = x < 0 ? -1 : 1;
  const z = Math.abs(x) / Math.SQRT2;
  const t = 1 / (1 + 0.3275911 * z);
  const y = 1 - ((((1.061405429 * t - 1.453152027) * t + 1.421413741) * t - 0.284496736) * t + 0.254829592) * t * Math.exp(-z * z);
  return 0.5 * (1 + sign * y);
}

/** P(X > threshold) for X ~ N(mean, sd); a degenerate sd (0) compares the mean itself. */
export function normalAbove(threshold: number, mean: number, sd: number): number {
  if (sd <= 1e-9) return mean > threshold ? 1 : 0;
  return 1 - normalCdf((threshold - mean) / sd);
}

/** Normalises so the values add up to 1 (all zero stays all zero). */
export function normalise(probabilities: Record<string, number>): Record<string, number> {
  const total = Object.values(probabilities).reduce((sum, value) => sum + value, 0);
  if (total <= 0) return probabilities;
  return Object.fromEntries(Object.entries(probabilities).map(([key, value]) => [key, value / total]));
}
