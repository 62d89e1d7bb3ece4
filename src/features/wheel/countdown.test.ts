// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatCountdown, nextDailyFreeSpin, useFreeSpinCountdown } from './countdown.ts';

afterEach(() => vi.useRealTimers());

describe('free-spin countdown (§2, §9 free-spin time 09:00:00)', () => {
  it('formats hours, minutes and seconds, never below zero', () => {
    expect(formatCountdown(45_296_000)).toBe('12:34:56');
    expect(formatCountdown(999)).toBe('00:00:01');
    expect(formatCountdown(-5_000)).toBe('00:00:00');
    expect(formatCountdown(30 * 3_600_000)).toBe('30:00:00');
  });

  it('without a target, ticks towards the next daily free-spin time in the market zone (UTC+1 for Tunis)', () => {
    vi.useFakeTimers();
    // 07:30 UTC is 08:30 in Tunis: the 09:00:00 free-spin time is 30 minutes away.
    vi.setSystemTime(Date.parse('2026-03-10T07:30:00Z'));
    const { result } = renderHook(() => useFreeSpinCountdown(null, '09:00:00'));
    expect(result.current).toBe('00:30:00');
    act(() => vi.advanceTimersByTime(5_000));
    expect(result.current).toBe('00:29:55');
    // Past the free-spin time the countdown moves on to the next day's, never stands at zero.
    act(() => vi.advanceTimersByTime(30 * 60_000));
    expect(result.current).toBe('23:59:55');
    expect(nextDailyFreeSpin(Date.parse('2026-03-10T08:00:00Z'), '09:00:00', 'Africa/Tunis')).toBe(Date.parse('2026-03-11T08:00:00Z'));
  });

  it("ticks towards the server's target on the controlled clock", () => {
    vi.useFakeTimers();
    vi.setSystemTime(Date.parse('2026-03-10T07:00:00Z'));
    const { result } = renderHook(() => useFreeSpinCountdown('2026-03-10T08:00:00Z'));
    expect(result.current).toBe('01:00:00');
    act(() => vi.advanceTimersByTime(61_000));
    expect(result.current).toBe('00:58:59');
  });
});
