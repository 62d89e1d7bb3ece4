import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import betTypes from '../../config/sportsbook/bet-types.ts';
import { betTypesSchema } from '../../schemas/config/bet-types.ts';
import {
  betCountOf,
  binomial,
  cashOutValueMinor,
  combinationSizes,
  combinationsOf,
  maximumBetCount,
  minimumStakeMinor,
  potentialReturns,
  priceFromDecimal,
  settledReturns,
  ticketStatusOf,
  totalStakeMinor,
  type LegResult,
} from './bet-maths.ts';

const types = betTypesSchema.parse(betTypes);
const typeOf = (id: string) => types.find((type) => type.id === id)!;
const sizesOf = (id: string, n: number, k?: number) => {
  const result = combinationSizes(typeOf(id), n, k);
  if (!('sizes' in result)) throw new Error(result.problem);
  return result.sizes;
};

const price = fc.integer({ min: 101, max: 5000 });
const stake = fc.integer({ min: 10, max: 300_000 });

describe('bet types (config/sportsbook/bet-types.ts)', () => {
  it('parses, and each named cover places its well-known number of bets', () => {
    const counts = Object.fromEntries(types.filter((type) => type.sizes !== 'chosen').map((type) => [type.id, betCountOf(type.selections.min, sizesOf(type.id, type.selections.min))]));
    expect(counts).toEqual({ single: 1, accumulator: 1, trixie: 4, patent: 7, yankee: 11, 'lucky-15': 15, 'super-yankee': 26, 'lucky-31': 31, heinz: 57, 'lucky-63': 63 });
  });

  it('refuses a duplicate id, a size above the selections and min above max', () => {
    const trixie = { id: 'trixie', labelKey: 'betslip.types.trixie', selections: { min: 3, max: 3 }, sizes: [2, 3] };
    expect(betTypesSchema.safeParse([trixie, trixie]).error?.issues[0].message).toBe('Duplicate bet type "trixie"');
    expect(betTypesSchema.safeParse([{ ...trixie, sizes: [4] }]).error?.issues[0].path).toEqual([0, 'sizes']);
    expect(betTypesSchema.safeParse([{ ...trixie, selections: { min: 4, max: 3 } }]).error?.issues[0].path).toEqual([0, 'selections', 'min']);
  });

  it('says why a slip does not fit a type', () => {
    expect(combinationSizes(typeOf('accumulator'), 1)).toEqual({ problem: 'too_few_selections' });
    expect(combinationSizes(typeOf('yankee'), 5)).toEqual({ problem: 'too_many_selections' });
    expect(combinationSizes(typeOf('system'), 4)).toEqual({ problem: 'system_size_required' });
    expect(combinationSizes(typeOf('system'), 4, 4)).toEqual({ problem: 'system_size_invalid' });
    expect(combinationSizes(typeOf('system'), 4, 1)).toEqual({ problem: 'system_size_invalid' });
    expect(combinationSizes(typeOf('system'), 3, 2)).toEqual({ sizes: [2] });
    expect(betCountOf(30, [1, 2, 3, 4, 5, 6, 7, 8, 9, 10])).toBeGreaterThan(maximumBetCount);
    expect(combinationSizes({ id: 'all', selections: { min: 1, max: 30 }, sizes: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10] }, 30)).toEqual({ problem: 'too_many_bets' });
  });
});

describe('combinations', () => {
  it('lists C(n, k) distinct ascending combinations for every size', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10 }), fc.integer({ min: 1, max: 10 }), (n, k) => {
        fc.pre(k <= n);
        const all = combinationsOf(n, [k]);
        expect(all.length).toBe(binomial(n, k));
        expect(new Set(all.map((combination) => combination.join(','))).size).toBe(all.length);
        for (const combination of all) {
          expect(combination.every((index, at) => index >= 0 && index < n && (at === 0 || index > combination[at - 1]))).toBe(true);
        }
      }),
    );
  });

  it('a 2/3 system is 3 doubles, 3/4 is 4 trebles, a Lucky 15 is 15 bets costing 15 unit stakes', () => {
    expect(combinationsOf(3, sizesOf('system', 3, 2))).toEqual([[0, 1], [0, 2], [1, 2]]);
    expect(betCountOf(4, sizesOf('system', 4, 3))).toBe(4);
    expect(totalStakeMinor(50, betCountOf(4, sizesOf('lucky-15', 4)))).toBe(750);
  });
});

describe('returns', () => {
  it('n singles are the same as the size-1 combinations of any full cover: same bets, same returns', () => {
    fc.assert(
      fc.property(fc.array(price, { minLength: 3, maxLength: 6 }), stake, (prices, unit) => {
        const n = prices.length;
        // A system of size 1 on n selections is n singles.
        const singles = potentialReturns(prices, combinationsOf(n, [1]), unit);
        expect(betCountOf(n, sizesOf('single', n))).toBe(n);
        expect(singles.perCombinationMinor).toEqual(prices.map((p) => Math.floor((unit * p) / 100)));
        // A Patent (sizes 1..3 on 3) starts with exactly the three singles.
        const patent = potentialReturns(prices.slice(0, 3), combinationsOf(3, sizesOf('patent', 3)), unit);
        expect(patent.perCombinationMinor.slice(0, 3)).toEqual(singles.perCombinationMinor.slice(0, 3));
      }),
    );
  });

  it('the total return is the sum of every combination, each floored to the minor unit (§9)', () => {
    fc.assert(
      fc.property(fc.array(price, { minLength: 1, maxLength: 7 }), stake, fc.integer({ min: 1, max: 7 }), (prices, unit, k) => {
        const n = prices.length;
        fc.pre(k <= n);
        // Minor units are exact up to Number.MAX_SAFE_INTEGER (90 000 billion TND); seven legs near 50.00 at the top
        // stake go past it, far beyond any market's maximum payout, so the property is stated within that range.
        fc.pre(prices.reduce((value, at) => value * BigInt(at), BigInt(unit)) / 100n ** BigInt(k) <= BigInt(Number.MAX_SAFE_INTEGER) / BigInt(combinationsOf(n, [k]).length));
        const combinations = combinationsOf(n, [k]);
        const returns = potentialReturns(prices, combinations, unit);
        expect(returns.totalMinor).toBe(returns.perCombinationMinor.reduce((sum, value) => sum + value, 0));
        combinations.forEach((combination, index) => {
          const exact = combination.reduce((value, at) => (value * BigInt(prices[at])), BigInt(unit));
          const scale = 100n ** BigInt(combination.length);
          const paid = BigInt(returns.perCombinationMinor[index]);
          // Never more than the exact value, never a whole minor unit less.
          expect(paid * scale <= exact && exact < (paid + 1n) * scale).toBe(true);
        });
      }),
    );
  });

  it('1 TND on an accumulator 1.85 × 2.10 × 3.33 pays 12.93 (12.93705 floored)', () => {
    expect(potentialReturns([185, 210, 333], [[0, 1, 2]], 100).totalMinor).toBe(1293);
  });
});

describe('settlement', () => {
  const legResult = fc.constantFrom<LegResult>('won', 'lost', 'void', 'half-won', 'half-lost');

  it('void legs count at 1.00: an accumulator with a void leg pays like the accumulator without it', () => {
    fc.assert(
      fc.property(fc.array(price, { minLength: 2, maxLength: 6 }), stake, fc.nat(), (prices, unit, seed) => {
        const voided = seed % prices.length;
        const legs = prices.map((p, index) => ({ price: p, result: (index === voided ? 'void' : 'won') as LegResult }));
        const paid = settledReturns(legs, [prices.map((_, index) => index)], unit).totalMinor;
        const without = prices.filter((_, index) => index !== voided);
        expect(paid).toBe(potentialReturns(without, [without.map((_, index) => index)], unit).totalMinor);
      }),
    );
  });

  it('quarter lines: half-won pays half at the price and returns half; half-lost returns half', () => {
    expect(settledReturns([{ price: 190, result: 'half-won' }], [[0]], 1000).totalMinor).toBe(1450);
    expect(settledReturns([{ price: 190, result: 'half-lost' }], [[0]], 1000).totalMinor).toBe(500);
    expect(settledReturns([{ price: 190, result: 'lost' }], [[0]], 1000).totalMinor).toBe(0);
  });

  it('a settled ticket never pays more than its potential return, and only a win pays above the stake', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(price, legResult), { minLength: 1, maxLength: 6 }), stake, (legs, unit) => {
        const combinations = combinationsOf(legs.length, [legs.length]);
        const paid = settledReturns(legs.map(([p, result]) => ({ price: p, result })), combinations, unit).totalMinor;
        expect(paid).toBeLessThanOrEqual(potentialReturns(legs.map(([p]) => p), combinations, unit).totalMinor);
        if (legs.some(([, result]) => result === 'lost')) expect(ticketStatusOf(unit, paid)).toBe('Loser');
        if (legs.every(([, result]) => result === 'void')) expect(ticketStatusOf(unit, paid)).toBe('Voided');
      }),
    );
  });
});

describe('stakes and prices (§9)', () => {
  it('the minimum stake is TND 0.1 at least, minBet rounded up to the minor unit', () => {
    expect(minimumStakeMinor(undefined)).toBe(10);
    expect(minimumStakeMinor('0.05')).toBe(10);
    expect(minimumStakeMinor('0.10')).toBe(10);
    expect(minimumStakeMinor('0.101')).toBe(11);
    expect(minimumStakeMinor('2.5')).toBe(250);
    expect(minimumStakeMinor('2.500')).toBe(250);
    expect(minimumStakeMinor('1e3')).toBeNull();
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), fc.integer({ min: 0, max: 9 }), (cents, extra) => {
        const text = `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}${extra}`;
        expect(minimumStakeMinor(text)).toBe(Math.max(10, cents + (extra > 0 ? 1 : 0)));
      }),
    );
  });

  it('prices are decimals of at most 2 places, at least 1.01', () => {
    expect(priceFromDecimal('1.85')).toBe(185);
    expect(priceFromDecimal('2')).toBe(200);
    expect(priceFromDecimal('1.00')).toBeNull();
    expect(priceFromDecimal('1.855')).toBeNull();
    expect(priceFromDecimal('-2')).toBeNull();
  });
});

describe('cash-out value', () => {
  it('is the stake times each open leg taken over today price, less the margin; none while a leg is suspended', () => {
    // 10 TND at 2.00 and 3.00, the first leg won, the second now at 1.50: 10 × 2 × 3/1.5 = 40, less 5 % = 38.
    expect(cashOutValueMinor([{ price: 200, result: 'won', currentPrice: null }, { price: 300, result: 'open', currentPrice: 150 }], [[0, 1]], 1000, 5)).toBe(3800);
    expect(cashOutValueMinor([{ price: 200, result: 'open', currentPrice: null }], [[0]], 1000, 5)).toBeNull();
    expect(cashOutValueMinor([{ price: 200, result: 'lost', currentPrice: null }, { price: 300, result: 'open', currentPrice: 150 }], [[0, 1]], 1000, 5)).toBe(0);
  });

  it('is below the potential return whenever prices have not moved', () => {
    fc.assert(
      fc.property(fc.array(price, { minLength: 1, maxLength: 5 }), stake, (prices, unit) => {
        const combinations = [prices.map((_, index) => index)];
        const value = cashOutValueMinor(prices.map((p) => ({ price: p, result: 'open' as const, currentPrice: p })), combinations, unit, 5)!;
        expect(value).toBe(Math.floor((unit * 95) / 100));
        expect(value).toBeLessThan(potentialReturns(prices, combinations, unit).totalMinor);
      }),
    );
  });
});
