import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { capWinnings, marketDayStart } from './winnings-caps.ts';

const cap = 2_500_000; // TND 25 000 in minor units, the Tunisian figure; the properties hold for any cap.
const minor = (max: number) => fc.integer({ min: 0, max });

describe('winnings caps (§9 Terms)', () => {
  it('across any run of wins in one day, never more than the daily cap is credited, and all of it up to the cap', () => {
    fc.assert(
      fc.property(fc.array(minor(1_000_000), { maxLength: 60 }), minor(5_000_000), (wins, dailyCap) => {
        let wonToday = 0;
        let withheld = 0;
        for (const win of wins) {
          const result = capWinnings({ winMinor: win, stakeMinor: 0, maxProfitMinor: Number.MAX_SAFE_INTEGER, balanceMinor: 0, maxBalanceMinor: Number.MAX_SAFE_INTEGER, wonTodayMinor: wonToday, maxDailyWinningsMinor: dailyCap });
          expect(result.creditMinor + result.withheldMinor).toBe(win);
          wonToday += result.creditMinor;
          withheld += result.withheldMinor;
        }
        const total = wins.reduce((sum, win) => sum + win, 0);
        expect(wonToday).toBe(Math.min(total, dailyCap));
        expect(withheld).toBe(total - wonToday);
      }),
    );
  });

  it('never credits above the balance cap, and credits in full whatever fits', () => {
    fc.assert(
      fc.property(minor(cap * 2), minor(cap * 2), minor(cap * 2), (win, balance, wonToday) => {
        const result = capWinnings({ winMinor: win, stakeMinor: 0, maxProfitMinor: Number.MAX_SAFE_INTEGER, balanceMinor: balance, maxBalanceMinor: cap, wonTodayMinor: wonToday, maxDailyWinningsMinor: cap });
        expect(result.creditMinor).toBeGreaterThanOrEqual(0);
        if (result.creditMinor > 0) expect(balance + result.creditMinor).toBeLessThanOrEqual(cap);
        if (balance + win <= cap && wonToday + win <= cap) expect(result).toEqual({ creditMinor: win, withheldMinor: 0, cappedBy: 'none' });
        if (result.withheldMinor > 0) expect(result.cappedBy).not.toBe('none');
      }),
    );
  });

  it('names the tighter cap and refuses amounts that are not minor units', () => {
    expect(capWinnings({ winMinor: 1000, stakeMinor: 0, maxProfitMinor: cap, balanceMinor: cap - 300, maxBalanceMinor: cap, wonTodayMinor: 0, maxDailyWinningsMinor: cap })).toEqual({ creditMinor: 300, withheldMinor: 700, cappedBy: 'balance' });
    expect(capWinnings({ winMinor: 1000, stakeMinor: 0, maxProfitMinor: cap, balanceMinor: 0, maxBalanceMinor: cap, wonTodayMinor: cap - 100, maxDailyWinningsMinor: cap })).toEqual({ creditMinor: 100, withheldMinor: 900, cappedBy: 'daily-winnings' });
    expect(() => capWinnings({ winMinor: 1.5, stakeMinor: 0, maxProfitMinor: cap, balanceMinor: 0, maxBalanceMinor: cap, wonTodayMinor: 0, maxDailyWinningsMinor: cap })).toThrow(RangeError);
    expect(() => capWinnings({ winMinor: -1, stakeMinor: 0, maxProfitMinor: cap, balanceMinor: 0, maxBalanceMinor: cap, wonTodayMinor: 0, maxDailyWinningsMinor: cap })).toThrow(RangeError);
  });

  it('pays at most the stake plus the maximum profit, and never more than any cap leaves room for', () => {
    fc.assert(
      fc.property(minor(cap * 3), minor(cap), minor(cap), minor(cap * 2), minor(cap * 2), minor(cap * 2), (win, stake, maxProfit, balance, wonToday, dailyCap) => {
        const result = capWinnings({ winMinor: win, stakeMinor: stake, maxProfitMinor: maxProfit, balanceMinor: balance, maxBalanceMinor: cap, wonTodayMinor: wonToday, maxDailyWinningsMinor: dailyCap });
        expect(result.creditMinor + result.withheldMinor).toBe(win);
        expect(result.creditMinor).toBeLessThanOrEqual(stake + maxProfit);
        // The day's cap counts profit: the stake always fits under it.
        expect(result.creditMinor).toBeLessThanOrEqual(stake + Math.max(0, dailyCap - wonToday));
        expect(result.creditMinor).toBeLessThanOrEqual(Math.max(0, cap - balance));
        // Whatever is cut, the cut is exactly what the tightest cap leaves no room for.
        expect(result.creditMinor).toBe(Math.min(win, stake + maxProfit, stake + Math.max(0, dailyCap - wonToday), Math.max(0, cap - balance)));
      }),
    );
    expect(capWinnings({ winMinor: 10_000, stakeMinor: 1000, maxProfitMinor: 5000, balanceMinor: 0, maxBalanceMinor: cap, wonTodayMinor: 0, maxDailyWinningsMinor: cap })).toEqual({ creditMinor: 6000, withheldMinor: 4000, cappedBy: 'profit' });
  });

  it('starts the market day at its own midnight', () => {
    const hour = 3_600_000;
    // 23:30 UTC is 00:30 the next day in UTC+1: that day started at 23:00 UTC.
    expect(new Date(marketDayStart(Date.UTC(2026, 10, 27, 23, 30), hour)).toISOString()).toBe('2026-11-27T23:00:00.000Z');
    expect(new Date(marketDayStart(Date.UTC(2026, 10, 27, 22, 30), hour)).toISOString()).toBe('2026-11-26T23:00:00.000Z');
    fc.assert(fc.property(fc.integer({ min: 0, max: 4_000_000_000_000 }), fc.integer({ min: -12, max: 14 }), (now, offset) => {
      const start = marketDayStart(now, offset * hour);
      expect(now - start).toBeGreaterThanOrEqual(0);
      expect(now - start).toBeLessThan(86_400_000);
    }));
  });
});
