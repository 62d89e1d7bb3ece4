import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { priceAnnouncementsStore } from '../../stores/price-announcements.ts';
import { createAnnouncementThrottle, priceAnnouncementWindowMs, setPriceAnnouncements } from './price-announcements.ts';

// §2 Sportsbook, live prices for screen readers, on vitest's fake clock: at most one announcement per 10 s window,
// the first change at once, a window's changes as one summary, nothing while the player has them off.

const summarize = (changes: readonly string[]) => `${changes.length} changes, latest ${changes.at(-1)}`;

beforeEach(() => {
  vi.useFakeTimers();
  priceAnnouncementsStore.on = true;
});
afterEach(() => {
  vi.useRealTimers();
  priceAnnouncementsStore.on = true;
});

describe('price announcement throttle', () => {
  it('says the first change at once and the changes of the next 10 s as one summary when the window ends', () => {
    const said: string[] = [];
    const throttle = createAnnouncementThrottle((text) => said.push(text), summarize);
    expect(priceAnnouncementWindowMs).toBe(10_000);
    throttle.push('Home 1.50 up');
    expect(said).toEqual(['Home 1.50 up']);
    // A price moving every 1.5 s for the window: nothing more is said until it ends.
    for (let step = 1; step <= 6; step += 1) {
      vi.advanceTimersByTime(1_500);
      throttle.push(`Home 1.${50 + step} up`);
    }
    expect(said).toHaveLength(1);
    vi.advanceTimersByTime(priceAnnouncementWindowMs - 9_000 - 1);
    expect(said).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(said).toEqual(['Home 1.50 up', '6 changes, latest Home 1.56 up']);
    throttle.dispose();
  });

  it('never says two things within 10 s, however long the burst goes on', () => {
    const times: number[] = [];
    const throttle = createAnnouncementThrottle(() => times.push(Date.now()), summarize);
    for (let step = 0; step < 60; step += 1) {
      throttle.push(`change ${step}`);
      vi.advanceTimersByTime(1_000);
    }
    vi.advanceTimersByTime(30_000);
    expect(times.length).toBeGreaterThan(1);
    for (let index = 1; index < times.length; index += 1) expect(times[index] - times[index - 1]).toBeGreaterThanOrEqual(priceAnnouncementWindowMs);
    // 60 changes over 60 s: said in 6 or 7 announcements, not 60.
    expect(times.length).toBeLessThanOrEqual(7);
    throttle.dispose();
  });

  it('a single change held in a window is said as itself; after a quiet window the next change is said at once', () => {
    const said: string[] = [];
    const throttle = createAnnouncementThrottle((text) => said.push(text), summarize);
    throttle.push('a');
    vi.advanceTimersByTime(2_000);
    throttle.push('b');
    vi.advanceTimersByTime(8_000);
    expect(said).toEqual(['a', 'b']);
    vi.advanceTimersByTime(10_000); // a window with nothing held closes
    throttle.push('c');
    expect(said).toEqual(['a', 'b', 'c']);
    throttle.dispose();
  });

  it('says nothing while the player has turned announcements off, not even what a window held', () => {
    const said: string[] = [];
    const throttle = createAnnouncementThrottle((text) => said.push(text), summarize);
    throttle.push('a');
    throttle.push('b');
    setPriceAnnouncements(false);
    throttle.push('c');
    vi.advanceTimersByTime(priceAnnouncementWindowMs);
    expect(said).toEqual(['a']);
    setPriceAnnouncements(true);
    vi.advanceTimersByTime(priceAnnouncementWindowMs);
    throttle.push('d');
    expect(said).toEqual(['a', 'd']);
    throttle.dispose();
  });

  it('a disposed throttle says nothing more', () => {
    const said: string[] = [];
    const throttle = createAnnouncementThrottle((text) => said.push(text), summarize);
    throttle.push('a');
    throttle.push('b');
    throttle.dispose();
    vi.advanceTimersByTime(priceAnnouncementWindowMs * 2);
    expect(said).toEqual(['a']);
  });
});
