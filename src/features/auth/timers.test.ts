// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { noteServerClock, serverNow } from '../../api/client.ts';
import { authStore } from '../../stores/auth.ts';
import { scheduleRefresh } from './refresh-scheduler.ts';
import { watchInactivity } from './inactivity.ts';

function tokenExpiringAt(ms: number): string {
  return `h.${Buffer.from(JSON.stringify({ exp: Math.floor(ms / 1000) })).toString('base64url')}.s`;
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2026-11-22T10:00:00Z'));
  localStorage.clear();
});
afterEach(() => vi.useRealTimers());

describe('refresh before expiry (§4)', () => {
  test('fires the configured number of seconds before the access token expires, not earlier', () => {
    const onDue = vi.fn();
    scheduleRefresh({ access: tokenExpiringAt(Date.now() + 300_000), refreshBeforeExpirySeconds: 30, now: Date.now, onDue });
    vi.advanceTimersByTime(269_999);
    expect(onDue).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onDue).toHaveBeenCalledTimes(1);
  });

  test('a token already inside the window is refreshed at once; cancel stops it', () => {
    const onDue = vi.fn();
    scheduleRefresh({ access: tokenExpiringAt(Date.now() + 10_000), refreshBeforeExpirySeconds: 30, now: Date.now, onDue });
    vi.advanceTimersByTime(0);
    expect(onDue).toHaveBeenCalledTimes(1);
    const cancelled = vi.fn();
    const cancel = scheduleRefresh({ access: tokenExpiringAt(Date.now() + 300_000), refreshBeforeExpirySeconds: 30, now: Date.now, onDue: cancelled });
    cancel();
    vi.advanceTimersByTime(400_000);
    expect(cancelled).not.toHaveBeenCalled();
  });
});

describe('a device clock that is off the server\'s (§4 Sign-in)', () => {
  afterEach(() => {
    authStore.clockOffsetMs = 0;
  });

  test('a phone 10 minutes fast still refreshes 30 s before expiry, not at once and over again', () => {
    const server = Date.now() - 600_000; // the device is 10 minutes ahead of the server
    const access = `h.${Buffer.from(JSON.stringify({ iat: server / 1000, exp: server / 1000 + 300 })).toString('base64url')}.s`;
    noteServerClock(access);
    expect(serverNow()).toBe(server);
    const onDue = vi.fn();
    scheduleRefresh({ access, refreshBeforeExpirySeconds: 30, now: serverNow, onDue });
    vi.advanceTimersByTime(269_999);
    expect(onDue).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onDue).toHaveBeenCalledTimes(1);
  });
});

describe('session inactivity (§4: at least 20 minutes)', () => {
  const twentyMinutes = 20 * 60 * 1000;

  test('expires after 20 minutes without activity, and only once', () => {
    const onExpired = vi.fn();
    watchInactivity({ timeoutMs: twentyMinutes, now: Date.now, onExpired });
    vi.advanceTimersByTime(twentyMinutes - 15_001);
    expect(onExpired).not.toHaveBeenCalled();
    vi.advanceTimersByTime(15_001 + 15_000);
    expect(onExpired).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(twentyMinutes);
    expect(onExpired).toHaveBeenCalledTimes(1);
  });

  test('activity pushes the expiry back', () => {
    const onExpired = vi.fn();
    watchInactivity({ timeoutMs: twentyMinutes, now: Date.now, onExpired });
    vi.advanceTimersByTime(19 * 60 * 1000);
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'a' }));
    vi.advanceTimersByTime(19 * 60 * 1000);
    expect(onExpired).not.toHaveBeenCalled();
    vi.advanceTimersByTime(2 * 60 * 1000);
    expect(onExpired).toHaveBeenCalledTimes(1);
  });

  test('a scroll the page makes by itself is not activity', () => {
    const onExpired = vi.fn();
    watchInactivity({ timeoutMs: twentyMinutes, now: Date.now, onExpired });
    vi.advanceTimersByTime(19 * 60 * 1000);
    window.dispatchEvent(new Event('scroll'));
    vi.advanceTimersByTime(75 * 1000);
    expect(onExpired).toHaveBeenCalledTimes(1);
  });

  test('activity in another tab (shared timestamp) counts', () => {
    const onExpired = vi.fn();
    watchInactivity({ timeoutMs: twentyMinutes, now: Date.now, onExpired });
    vi.advanceTimersByTime(15 * 60 * 1000);
    localStorage.setItem('lastActivityAt', String(Date.now()));
    vi.advanceTimersByTime(15 * 60 * 1000);
    expect(onExpired).not.toHaveBeenCalled();
  });

  test('stop removes the watcher', () => {
    const onExpired = vi.fn();
    const stop = watchInactivity({ timeoutMs: twentyMinutes, now: Date.now, onExpired });
    stop();
    vi.advanceTimersByTime(2 * twentyMinutes);
    expect(onExpired).not.toHaveBeenCalled();
  });
});
