import { proxy } from 'valtio';
import { persistStore } from '../../stores/persist.ts';

/**
 * Reality check (§3 Responsible-gaming limits and self-exclusion): the player picks an interval (off, 15, 30 or 60 minutes); when it elapses a dialog
 * shows the time played and the net result since sign-in. Kept per browser; the sign-in time and balance reset
 * at each sign-in.
 */
export const realityCheckIntervals = [0, 15, 30, 60] as const;
export type RealityCheckInterval = (typeof realityCheckIntervals)[number];

export interface RealityCheckState {
  intervalMinutes: RealityCheckInterval;
  /** When this session started (ms), and the cash balance then (decimal string). */
  signedInAt: number | null;
  startBalance: string | null;
  /** When the dialog last appeared or was dismissed: the next one comes one interval later. */
  lastShownAt: number | null;
}

export const realityCheckStore = proxy<RealityCheckState>({ intervalMinutes: 0, signedInAt: null, startBalance: null, lastShownAt: null });

export function startRealityCheckPersistence(): () => void {
  return persistStore(realityCheckStore, { key: 'reality-check', version: 1 });
}

export function setRealityCheckInterval(minutes: RealityCheckInterval): void {
  realityCheckStore.intervalMinutes = minutes;
  realityCheckStore.lastShownAt = Date.now();
}

export function startRealityCheckSession(balance: string, now = Date.now()): void {
  realityCheckStore.signedInAt = now;
  realityCheckStore.startBalance = balance;
  realityCheckStore.lastShownAt = now;
}

export function endRealityCheckSession(): void {
  realityCheckStore.signedInAt = null;
  realityCheckStore.startBalance = null;
  realityCheckStore.lastShownAt = null;
}

/** Milliseconds until the next dialog, or null when off or signed out. */
export function nextRealityCheckIn(state: RealityCheckState, now: number): number | null {
  if (state.intervalMinutes === 0 || state.signedInAt === null) return null;
  const from = state.lastShownAt ?? state.signedInAt;
  return Math.max(0, from + state.intervalMinutes * 60_000 - now);
}

/** balance - start, in minor units as a decimal string (no float arithmetic on money). */
export function netResult(start: string, current: string): string {
  const minor = (value: string) => {
    const match = /^(-)?(\d+)(?:\.(\d+))?$/.exec(value.trim());
    if (!match) return 0n;
    const units = BigInt(match[2]) * 100n + BigInt((match[3] ?? '').padEnd(2, '0').slice(0, 2));
    return match[1] ? -units : units;
  };
  const difference = minor(current) - minor(start);
  const sign = difference < 0n ? '-' : '';
  const absolute = difference < 0n ? -difference : difference;
  return `${sign}${absolute / 100n}.${String(absolute % 100n).padStart(2, '0')}`;
}
