import { describe, expect, it } from 'vitest';
import { accumulatorBoostMinor, accumulatorBoostPercent, accumulatorBoostRuleOf } from './accumulator-boost.ts';

// docs/product.md §5 Bet slip, accumulator boost: 5 % at 5 selections, 1 % more per further selection, up to 20 %,
// each selection at 1.30 or more, prematch only; a share of the net winnings, floored to the minor unit.
const rule = accumulatorBoostRuleOf({ minSelections: 5, minOdds: '1.30', firstPercent: 5, percentPerSelection: 1, maxPercent: 20, prematchOnly: true });
const legs = (count: number, price = 150, live = false) => Array.from({ length: count }, () => ({ price, live }));

describe('accumulator boost', () => {
  it('steps from 5 % at 5 selections by 1 % a selection, and stops at 20 %', () => {
    expect([4, 5, 6, 10, 20, 21, 30].map((count) => accumulatorBoostPercent(rule, legs(count)))).toEqual([0, 5, 6, 10, 20, 20, 20]);
  });

  it('needs every selection at 1.30 or more, and none live', () => {
    expect(accumulatorBoostPercent(rule, [...legs(4), { price: 129, live: false }])).toBe(0);
    expect(accumulatorBoostPercent(rule, [...legs(4), { price: 130, live: false }])).toBe(5);
    expect(accumulatorBoostPercent(rule, [...legs(4), { price: 200, live: true }])).toBe(0);
    expect(accumulatorBoostPercent({ ...rule, prematchOnly: false }, [...legs(4), { price: 200, live: true }])).toBe(5);
  });

  it('pays its share of the net winnings, floored; nothing on a return at or below the stake', () => {
    // 10.00 at 7.59 returns 75.90: net 65.90, 5 % is 3.295, paid 3.29.
    expect(accumulatorBoostMinor(5, 7590, 1000)).toBe(329);
    expect(accumulatorBoostMinor(20, 1000, 1000)).toBe(0);
    expect(accumulatorBoostMinor(0, 7590, 1000)).toBe(0);
  });

  it('refuses a minimum price that is not one', () => {
    expect(() => accumulatorBoostRuleOf({ minSelections: 5, minOdds: '1', firstPercent: 5, percentPerSelection: 1, maxPercent: 20, prematchOnly: true })).toThrow(/minOdds/);
  });
});
