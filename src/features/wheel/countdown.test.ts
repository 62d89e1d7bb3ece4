// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatCountdown, useFreeSpinCountdown } from './countdown.ts';

afterEach(() => vi.useRealTimers());

describe('free-spin countdown (§2, §9 default 09:00:00)', () => {
  it('formats hours, minutes and seconds, never below zero', () => {
    expect(formatCountdown(45_296_000)).toBe('12:34:56');
    expect(formatCountdown(999)).toBe('00:00:01');
    expect(formatCountdown(-5_000)).toBe('00:00:00');
    expect(formatCountdown(30 * 3_600_000)).toBe('30:00:00');
  });

  it('shows the default time without a target, and ticks towards a target on the controlled clock', () => {
    expect(renderHook(() => useFreeSpinCountdown(null)).result.current).toBe('09:00:00');
    vi.useFakeTimers();
    vi.setSystemTime(Date.parse('2026-03-10T07:00:00Z'));
    const { result } = renderHook(() => useFreeSpinCountdown('2026-03-10T08:00:00Z'));
    expect(result.current).toBe('01:00:00');
    act(() => vi.advanceTimersByTime(61_000));
    expect(result.current).toBe('00:58:59');
  });
});
