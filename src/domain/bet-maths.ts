import { fromMinorUnits, toMinorUnits } from './money.ts';

/**
 * The combination maths of the bet slip (docs/product.md §3 "Sportsbook bet statuses", §9 "Rounding"), shared by
 * the slip (potential win as the player types) and the sandbox (what a ticket costs, pays and is worth). Pure and
 * framework-free: no React, no zod, no database.
 *
 * Units: money is integer minor units (millimes are not used: 1 TND = 100 minor units, like sandbox/money.ts);
 * prices are integer hundredths of decimal odds (1.85 -> 185), as the feed quotes them. Products of prices are
 * computed exactly with BigInt and rounded once, per combination, at the end.
 *
 * §9 rounding: money is rounded to 2 decimals, the balance floored and the minimum bet rounded up. A return is
 * money paid to the player, so each combination's return is floored to the minor unit (never more than the
 * exact value, never a minor unit less); the minimum stake is rounded up.
 */

/** A combination size: an integer k (every k-fold) or "n" (all the selections together). */
export type CombinationSize = number | 'n';

/** What src/domain needs of a bet type (config/sportsbook/bet-types.ts). */
export interface BetTypeShape {
  id: string;
  selections: { min: number; max: number };
  sizes: 'chosen' | readonly CombinationSize[];
}

/** §9: sports minimum stake TND 0.1. */
export const sportsMinimumStakeMinor = 10;

/** Above this many bets a slip is refused (a 30-selection Lucky-type cover would be a billion bets). */
export const maximumBetCount = 1023;

/** n choose k, exactly (0 when k is out of 0..n). */
export function binomial(n: number, k: number): number {
  if (!Number.isInteger(n) || !Number.isInteger(k) || k < 0 || k > n) return 0;
  let result = 1;
  const smaller = Math.min(k, n - k);
  for (let index = 1; index <= smaller; index += 1) result = (result * (n - smaller + index)) / index;
  return Math.round(result);
}

export type BetTypeProblem = 'too_few_selections' | 'too_many_selections' | 'system_size_required' | 'system_size_invalid' | 'too_many_bets';

/**
 * The combination sizes a type places for `selectionCount` selections ("n" resolved), or the reason it cannot:
 * a system takes its k from `systemSize` (2 <= k < n; k = n is the accumulator, k = 1 the singles).
 */
export function combinationSizes(type: BetTypeShape, selectionCount: number, systemSize?: number): { sizes: number[] } | { problem: BetTypeProblem } {
  if (selectionCount < type.selections.min) return { problem: 'too_few_selections' };
  if (selectionCount > type.selections.max) return { problem: 'too_many_selections' };
  let sizes: number[];
  if (type.sizes === 'chosen') {
    if (systemSize === undefined) return { problem: 'system_size_required' };
    if (!Number.isInteger(systemSize) || systemSize < 2 || systemSize >= selectionCount) return { problem: 'system_size_invalid' };
    sizes = [systemSize];
  } else {
    sizes = [...new Set(type.sizes.map((size) => (size === 'n' ? selectionCount : size)))].sort((a, b) => a - b);
  }
  if (betCountOf(selectionCount, sizes) > maximumBetCount) return { problem: 'too_many_bets' };
  return { sizes };
}

/** Number of bets: the number of combinations of every size. */
export function betCountOf(selectionCount: number, sizes: readonly number[]): number {
  return sizes.reduce((count, size) => count + binomial(selectionCount, size), 0);
}

/** Every combination (indices of the selections, ascending), smaller sizes first, then in lexicographic order. */
export function combinationsOf(selectionCount: number, sizes: readonly number[]): number[][] {
  const all: number[][] = [];
  for (const size of sizes) {
    const picked: number[] = [];
    const walk = (from: number) => {
      if (picked.length === size) {
        all.push([...picked]);
        return;
      }
      for (let index = from; index <= selectionCount - (size - picked.length); index += 1) {
        picked.push(index);
        walk(index + 1);
        picked.pop();
      }
    };
    walk(0);
  }
  return all;
}

/** Total stake: the unit stake on each bet. */
export function totalStakeMinor(unitStakeMinor: number, betCount: number): number {
  return unitStakeMinor * betCount;
}

/**
 * §9 minimum stake: the settings' minBet ("0.10", a decimal string that may carry more decimals after a currency
 * conversion) rounded up to the minor unit, and never below TND 0.1. Null for a value that is not a decimal.
 */
export function minimumStakeMinor(minBet: string | undefined): number | null {
  if (minBet === undefined) return sportsMinimumStakeMinor;
  const match = /^(\d{1,13})(?:\.(\d{1,8}))?$/.exec(minBet.trim());
  if (!match) return null;
  const [, whole, fraction = ''] = match;
  const cents = Number(whole) * 100 + Number(fraction.slice(0, 2).padEnd(2, '0'));
  const roundUp = /[1-9]/.test(fraction.slice(2)) ? 1 : 0;
  return Math.max(sportsMinimumStakeMinor, cents + roundUp);
}

/** Prices are hundredths, read and written by the one money module (2 decimals on the wire); at most 999 999.99. */
const maximumPriceHundredths = 99_999_999;

/** "1.85" -> 185; null for anything but a decimal of at most 2 decimals that is at least 1.01. */
export function priceFromDecimal(text: string): number | null {
  const price = text === text.trim() ? toMinorUnits(text) : null;
  return price !== null && price >= 101 && price <= maximumPriceHundredths ? price : null;
}

/** 185 -> "1.85". */
export function priceToDecimal(price: number): string {
  return fromMinorUnits(price);
}

/**
 * How a leg of a combination is settled (§3, §9): won at its price, lost, void at 1.00 (a postponed event not
 * restarted within 48 h too), and the quarter lines' halves: half-won (half the stake at the price, half
 * returned: (1 + price) / 2) and half-lost (half returned: 1/2). "open" is a leg still to be decided.
 */
export type LegResult = 'won' | 'lost' | 'void' | 'half-won' | 'half-lost';

interface Ratio {
  numerator: bigint;
  denominator: bigint;
}

function legFactor(price: number, result: LegResult): Ratio {
  switch (result) {
    case 'won':
      return { numerator: BigInt(price), denominator: 100n };
    case 'lost':
      return { numerator: 0n, denominator: 1n };
    case 'void':
      return { numerator: 1n, denominator: 1n };
    case 'half-won':
      return { numerator: BigInt(price + 100), denominator: 200n };
    case 'half-lost':
      return { numerator: 1n, denominator: 2n };
  }
}

/** floor(stake × product of the legs' factors), exactly. */
function combinationReturn(unitStakeMinor: number, factors: readonly Ratio[]): number {
  let numerator = BigInt(unitStakeMinor);
  let denominator = 1n;
  for (const factor of factors) {
    numerator *= factor.numerator;
    denominator *= factor.denominator;
  }
  return Number(numerator / denominator);
}

/** The return of each combination if every leg wins (the potential win shown in the slip), and their sum. */
export function potentialReturns(prices: readonly number[], combinations: readonly (readonly number[])[], unitStakeMinor: number): { perCombinationMinor: number[]; totalMinor: number } {
  const perCombinationMinor = combinations.map((combination) => combinationReturn(unitStakeMinor, combination.map((index) => legFactor(prices[index], 'won'))));
  return { perCombinationMinor, totalMinor: perCombinationMinor.reduce((sum, value) => sum + value, 0) };
}

/** What a ticket pays once every leg is decided: the sum of its combinations' returns. */
export function settledReturns(legs: readonly { price: number; result: LegResult }[], combinations: readonly (readonly number[])[], unitStakeMinor: number): { perCombinationMinor: number[]; totalMinor: number } {
  const perCombinationMinor = combinations.map((combination) => combinationReturn(unitStakeMinor, combination.map((index) => legFactor(legs[index].price, legs[index].result))));
  return { perCombinationMinor, totalMinor: perCombinationMinor.reduce((sum, value) => sum + value, 0) };
}

/** §3 status of a decided ticket: Winner when it pays more than its stake, Voided when exactly its stake, else Loser. */
export function ticketStatusOf(stakeMinor: number, returnedMinor: number): 'Winner' | 'Loser' | 'Voided' {
  if (returnedMinor === 0) return 'Loser';
  if (returnedMinor === stakeMinor) return 'Voided';
  return returnedMinor > stakeMinor ? 'Winner' : 'Loser';
}

/**
 * A cash-out value (§6: at the operator's discretion): each combination is worth its stake times the factors of
 * its decided legs times, for each open leg, the price taken over today's price (the market's view of its
 * chance), less the operator's margin; floored. A combination with a lost leg is worth nothing. `currentPrices`
 * holds today's price of each open leg (null when its market is suspended or closed: no quote).
 */
export function cashOutValueMinor(
  legs: readonly { price: number; result: LegResult | 'open'; currentPrice: number | null }[],
  combinations: readonly (readonly number[])[],
  unitStakeMinor: number,
  marginPercent: number,
): number | null {
  if (legs.some((leg) => leg.result === 'open' && leg.currentPrice === null)) return null;
  const keep: Ratio = { numerator: BigInt(100 - marginPercent), denominator: 100n };
  let total = 0;
  for (const combination of combinations) {
    const factors = combination.map((index) => {
      const leg = legs[index];
      if (leg.result !== 'open') return legFactor(leg.price, leg.result);
      return { numerator: BigInt(leg.price), denominator: BigInt(leg.currentPrice!) };
    });
    total += combinationReturn(unitStakeMinor, [...factors, keep]);
  }
  return total;
}

/** A partial cash-out of `shareMinor` out of `valueMinor`: the share of the stake that stays on the ticket. */
export function remainingStakeAfterPartialMinor(unitStakeMinor: number, valueMinor: number, takenMinor: number): number {
  if (valueMinor <= 0) return 0;
  return Number((BigInt(unitStakeMinor) * BigInt(valueMinor - takenMinor)) / BigInt(valueMinor));
}
