import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import betTypes from '../../../config/sportsbook/bet-types.ts';
import { acceptsPriceChange, checkStake, maxStakesPerLine, maxUnitStakeMinor, slipSummary, slipTotals } from './slip-maths.ts';

const type = (id: string) => {
  const found = betTypes.find((entry) => entry.id === id);
  if (!found) throw new Error(id);
  return found;
};

describe('checkStake', () => {
  it('takes a dot or a comma as the decimal mark', () => {
    expect(checkStake('12.5')).toEqual({ ok: true, minor: 1250 });
    expect(checkStake('12,50')).toEqual({ ok: true, minor: 1250 });
  });

  it('refuses letters, several separators, too many decimals and a minus with the reason', () => {
    expect(checkStake('1e3')).toMatchObject({ ok: false, problem: 'not-a-number' });
    expect(checkStake('1.2.3')).toMatchObject({ ok: false, problem: 'several-separators' });
    expect(checkStake('1,2.3')).toMatchObject({ ok: false, problem: 'several-separators' });
    expect(checkStake('1.234')).toMatchObject({ ok: false, problem: 'too-many-decimals' });
    expect(checkStake('-5')).toMatchObject({ ok: false, problem: 'negative' });
    expect(checkStake('')).toMatchObject({ ok: false, problem: 'empty' });
    expect(checkStake('0')).toMatchObject({ ok: false, problem: 'zero' });
  });

  it('§9: refuses under TND 0.1 (or the minBet rounded up) and over maxBet', () => {
    expect(checkStake('0.09')).toEqual({ ok: false, problem: 'stake_too_low', limitMinor: 10 });
    expect(checkStake('0.1')).toEqual({ ok: true, minor: 10 });
    expect(checkStake('0.25', { minBet: '0.251' })).toEqual({ ok: false, problem: 'stake_too_low', limitMinor: 26 });
    expect(checkStake('100.01', { maxBetMinor: 10000 })).toEqual({ ok: false, problem: 'stake_too_high', limitMinor: 10000 });
  });

  it('accepts exactly the amounts of at most 2 decimals within the limits, as their minor units', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000 }), fc.constantFrom('.', ','), (minor, mark) => {
        const text = `${Math.floor(minor / 100)}${mark}${String(minor % 100).padStart(2, '0')}`;
        const result = checkStake(text, { maxBetMinor: 500_000 });
        if (minor >= 10 && minor <= 500_000) expect(result).toEqual({ ok: true, minor });
        else expect(result.ok).toBe(false);
      }),
    );
  });

  it('never accepts text carrying a letter', () => {
    fc.assert(
      fc.property(fc.string(), fc.constantFrom('a', 'e', 'x', 'E'), fc.string(), (before, letter, after) => {
        expect(checkStake(`${before}${letter}${after}`).ok).toBe(false);
      }),
    );
  });
});

describe('slipTotals', () => {
  const legs = [
    { eventId: 1, price: '2.00' },
    { eventId: 2, price: '1.50' },
    { eventId: 3, price: '3.00' },
  ];

  it('singles: one bet per selection, the win is the sum of each stake times its price', () => {
    expect(slipTotals(type('single'), legs, 1000)).toEqual({ ok: true, betCount: 3, totalStakeMinor: 3000, potentialWinMinor: 2000 + 1500 + 3000 });
  });

  it('accumulator: one bet, the prices multiplied', () => {
    expect(slipTotals(type('accumulator'), legs, 1000)).toEqual({ ok: true, betCount: 1, totalStakeMinor: 1000, potentialWinMinor: 9000 });
  });

  it('system 2/3: three doubles', () => {
    expect(slipTotals(type('system'), legs, 100, 2)).toEqual({ ok: true, betCount: 3, totalStakeMinor: 300, potentialWinMinor: 300 + 600 + 450 });
  });

  it('two selections of one event cannot be combined, but go as singles', () => {
    const sameEvent = [legs[0], { eventId: 1, price: '1.80' }];
    expect(slipTotals(type('accumulator'), sameEvent, 1000)).toEqual({ ok: false, problem: 'same_event_combination' });
    expect(slipTotals(type('single'), sameEvent, 1000)).toMatchObject({ ok: true, betCount: 2 });
  });

  it('an accumulator needs two selections', () => {
    expect(slipTotals(type('accumulator'), [legs[0]], 1000)).toEqual({ ok: false, problem: 'too_few_selections' });
  });
});

describe('acceptsPriceChange', () => {
  it('accept-any takes every change; accept-higher only a rise; ask none', () => {
    expect(acceptsPriceChange('accept-any', '2.00', '1.50')).toBe(true);
    expect(acceptsPriceChange('accept-higher', '2.00', '2.10')).toBe(true);
    expect(acceptsPriceChange('accept-higher', '2.00', '1.90')).toBe(false);
    expect(acceptsPriceChange('ask', '2.00', '2.10')).toBe(false);
    expect(acceptsPriceChange('ask', '2.00', '2.00')).toBe(true);
  });
});

describe('slipSummary', () => {
  const legs = [
    { eventId: 1, outcomeId: 11, price: '2.00' },
    { eventId: 1, outcomeId: 12, price: '3.50' },
    { eventId: 2, outcomeId: 21, price: '1.50' },
  ];

  it('singles with a stake per selection: one ticket per typed stake, untyped selections left out', () => {
    const summary = slipSummary({ type: type('single'), legs, stakeMode: 'each', stake: '', stakes: { '11': '2', '21': '10' } });
    expect(summary.tickets).toEqual([
      { legs: [0], unitStakeMinor: 200, potentialWinMinor: 400, totalStakeMinor: 200 },
      { legs: [2], unitStakeMinor: 1000, potentialWinMinor: 1500, totalStakeMinor: 1000 },
    ]);
    expect(summary.totals).toEqual({ ok: true, betCount: 2, totalStakeMinor: 1200, potentialWinMinor: 1900 });
  });

  it('one refused stake (with its reason) stops the whole slip', () => {
    const summary = slipSummary({ type: type('single'), legs, stakeMode: 'each', stake: '', stakes: { '11': '2', '12': '0,05' } });
    expect(summary.legChecks[12]).toEqual({ ok: false, problem: 'stake_too_low', limitMinor: 10 });
    expect(summary.tickets).toEqual([]);
  });

  it('maxWin per ticket refuses the stake in the field', () => {
    const summary = slipSummary({ type: type('single'), legs: legs.slice(2), stakeMode: 'one', stake: '100', stakes: {}, limits: { maxWinMinor: 10_000 } });
    expect(summary.stakeCheck).toEqual({ ok: false, problem: 'max_win_exceeded', limitMinor: 10_000 });
    expect(summary.tickets).toEqual([]);
  });

  describe('the accumulator row beside singles with a stake each (§5)', () => {
    const apart = [legs[0], legs[2], { eventId: 3, outcomeId: 31, price: '3.00' }];
    const each = (stakes: Record<string, string>, comboStake: string, limits = {}) =>
      slipSummary({ type: type('single'), legs: apart, stakeMode: 'each', stake: '', stakes, limits, combo: { type: type('accumulator'), stake: comboStake } });

    it('places every staked single and the accumulator as tickets of their own; the totals are their sum', () => {
      const summary = each({ '11': '2', '21': '10' }, '5');
      expect(summary.tickets).toEqual([
        { legs: [0], unitStakeMinor: 200, potentialWinMinor: 400, totalStakeMinor: 200 },
        { legs: [1], unitStakeMinor: 1000, potentialWinMinor: 1500, totalStakeMinor: 1000 },
        // 2.00 × 1.50 × 3.00 = 9.00: 5 returns 45.
        { typeId: 'accumulator', legs: [0, 1, 2], unitStakeMinor: 500, potentialWinMinor: 4500, totalStakeMinor: 500 },
      ]);
      expect(summary.totals).toEqual({ ok: true, betCount: 3, totalStakeMinor: 1700, potentialWinMinor: 6400 });
      expect(summary.combo).toMatchObject({ typeId: 'accumulator', priceHundredths: 900, check: { ok: true, minor: 500 } });
    });

    it('an untyped accumulator stake leaves it out (its price still shown); the accumulator alone places', () => {
      const singlesOnly = each({ '11': '2' }, '');
      expect(singlesOnly.tickets).toHaveLength(1);
      expect(singlesOnly.combo).toEqual({ typeId: 'accumulator', priceHundredths: 900, check: null, ticket: null });
      expect(each({}, '1').tickets).toEqual([{ typeId: 'accumulator', legs: [0, 1, 2], unitStakeMinor: 100, potentialWinMinor: 900, totalStakeMinor: 100 }]);
    });

    it('a refused accumulator stake (with its reason) stops the whole slip, as a refused single does', () => {
      const tooLow = each({ '11': '2' }, '0,05');
      expect(tooLow.combo?.check).toEqual({ ok: false, problem: 'stake_too_low', limitMinor: 10 });
      expect(tooLow.tickets).toEqual([]);
      // 200 at 9.00 wins 1 800, over a maximum win of 1 000.
      expect(each({}, '200', { maxWinMinor: 100_000 }).combo?.check).toEqual({ ok: false, problem: 'max_win_exceeded', limitMinor: 100_000 });
    });

    it('is not offered with one stake for all, nor for two selections of one event', () => {
      expect(slipSummary({ type: type('single'), legs: apart, stakeMode: 'one', stake: '1', stakes: {}, combo: { type: type('accumulator'), stake: '5' } }).combo).toBeNull();
      expect(slipSummary({ type: type('single'), legs, stakeMode: 'each', stake: '', stakes: {}, combo: { type: type('accumulator'), stake: '5' } }).combo).toBeNull();
    });
  });

  it('a Trixie on three selections of three events is 4 bets; two of one event cannot be combined', () => {
    const three = [legs[0], legs[2], { eventId: 3, outcomeId: 31, price: '2.00' }];
    expect(slipSummary({ type: type('trixie'), legs: three, stakeMode: 'one', stake: '1', stakes: {} }).totals).toMatchObject({ ok: true, betCount: 4, totalStakeMinor: 400 });
    expect(slipSummary({ type: type('trixie'), legs, stakeMode: 'one', stake: '1', stakes: {} }).totals).toEqual({ ok: false, problem: 'same_event_combination' });
  });
});

describe('maxUnitStakeMinor (§5 Bet slip "Max")', () => {
  const legs = [
    { eventId: 1, price: '2.00' },
    { eventId: 2, price: '1.50' },
    { eventId: 3, price: '3.00' },
  ];

  it('is the balance, or the maximum per bet when lower', () => {
    expect(maxUnitStakeMinor({ type: type('single'), legs: legs.slice(0, 1), limits: { maxBetMinor: 300_000 }, walletMinor: 12_345, lossLeftMinor: null })).toBe(12_345);
    expect(maxUnitStakeMinor({ type: type('single'), legs: legs.slice(0, 1), limits: { maxBetMinor: 5_000 }, walletMinor: 12_345, lossLeftMinor: null })).toBe(5_000);
  });

  it('shares the balance and what the loss limit leaves between the bets of the slip', () => {
    // A 2/3 system is 3 bets: 100.00 makes 33.33 each; a loss limit leaving 30.00 makes 10.00 each.
    expect(maxUnitStakeMinor({ type: type('system'), systemSize: 2, legs, limits: {}, walletMinor: 10_000, lossLeftMinor: null })).toBe(3_333);
    expect(maxUnitStakeMinor({ type: type('system'), systemSize: 2, legs, limits: {}, walletMinor: 10_000, lossLeftMinor: 3_000 })).toBe(1_000);
  });

  it('is the largest stake whose potential win keeps within the maximum win per ticket, and the field takes it', () => {
    const input = { type: type('accumulator'), legs, limits: { maxWinMinor: 100_000, maxBetMinor: 300_000 }, walletMinor: 1_000_000, lossLeftMinor: null };
    const max = maxUnitStakeMinor(input)!;
    // At 9.00 the accumulator's win is 9 × stake: 111.11 wins 999.99, 111.12 would win 1000.08.
    expect(max).toBe(11_111);
    const at = (stake: number) => slipSummary({ type: input.type, legs: legs.map((leg, index) => ({ ...leg, outcomeId: index })), stakeMode: 'one', stake: (stake / 100).toFixed(2), stakes: {}, limits: input.limits });
    expect(at(max).stakeCheck).toMatchObject({ ok: true });
    expect(at(max + 1).stakeCheck).toMatchObject({ ok: false, problem: 'max_win_exceeded' });
  });

  it('is nothing under the minimum stake, or for a slip that places nothing', () => {
    expect(maxUnitStakeMinor({ type: type('single'), legs: legs.slice(0, 1), limits: {}, walletMinor: 9, lossLeftMinor: null })).toBeNull();
    expect(maxUnitStakeMinor({ type: type('accumulator'), legs: legs.slice(0, 1), limits: {}, walletMinor: 10_000, lossLeftMinor: null })).toBeNull();
  });
});

describe('maxStakesPerLine (§5 "Max" with a stake per selection)', () => {
  const legs = [
    { eventId: 1, outcomeId: 11, price: '2.00' },
    { eventId: 2, outcomeId: 21, price: '1.50' },
    { eventId: 3, outcomeId: 31, price: '3.00' },
  ];
  const at = (stakes: Record<string, string>, comboStake: string, rest: { walletMinor: number; lossLeftMinor: number | null; limits?: { maxBetMinor?: number; maxWinMinor?: number } }) => {
    const summary = slipSummary({ type: type('single'), legs, stakeMode: 'each', stake: '', stakes, combo: { type: type('accumulator'), stake: comboStake } });
    return maxStakesPerLine({ type: type('single'), comboType: type('accumulator'), legs, summary, limits: rest.limits ?? {}, walletMinor: rest.walletMinor, lossLeftMinor: rest.lossLeftMinor });
  };

  it('each line may take what the balance leaves once the other lines are staked (its own stake not counted)', () => {
    // 100.00 in the wallet; 20 on the first single, 30 on the second, 10 on the accumulator.
    expect(at({ '11': '20', '21': '30' }, '10', { walletMinor: 10_000, lossLeftMinor: null })).toEqual({ lines: { 11: 6_000, 21: 7_000, 31: 4_000 }, combo: 5_000 });
  });

  it('the loss limit left and the maximum per bet cap each line too; the maximum win caps by the line’s own price', () => {
    expect(at({ '11': '20' }, '', { walletMinor: 10_000, lossLeftMinor: 5_000 })).toEqual({ lines: { 11: 5_000, 21: 3_000, 31: 3_000 }, combo: 3_000 });
    // 2.00 may win 100.00 at 50.00, 1.50 at 66.67 (100.005, floored); the accumulator at 9.00 at 11.11.
    expect(at({}, '', { walletMinor: 1_000_000, lossLeftMinor: null, limits: { maxBetMinor: 8_000, maxWinMinor: 10_000 } })).toEqual({ lines: { 11: 5_000, 21: 6_667, 31: 3_333 }, combo: 1_111 });
  });

  it('a line the balance leaves less than the minimum for has no Max', () => {
    expect(at({ '11': '9.95' }, '', { walletMinor: 1_000, lossLeftMinor: null }).lines[21]).toBeNull();
  });
});
