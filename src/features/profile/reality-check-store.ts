import { proxy } from 'valtio';
import { addMinorUnits, floorToMinorUnits, fromMinorUnits } from '../../domain/money.ts';
import { appConfig } from '../../engine/load-config.ts';
import { persistStore } from '../../stores/persist.ts';

/**
 * Reality check (§3 Responsible-gaming limits and self-exclusion): the player picks an interval among the market's
 * (§3 Player protection by market: `protection.realityCheck`; Tunisia: off, 15, 30 or 60 minutes, off at first;
 * a market that forbids off offers no 0); when it elapses a dialog shows the time played and the net result since
 * sign-in. Kept per browser; the sign-in time and balance reset at each sign-in.
 */
const realityCheckRule = appConfig.market.protection.realityCheck;
export const realityCheckIntervals: readonly number[] = realityCheckRule.intervalsMinutes;
export type RealityCheckInterval = number;

/** The interval in force: the stored choice when the market still offers it, else the market's default. */
export function effectiveInterval(stored: number): number {
  return realityCheckIntervals.includes(stored) ? stored : realityCheckRule.defaultMinutes;
}

export interface RealityCheckState {
  intervalMinutes: RealityCheckInterval;
  /** When this session started (ms), and the cash balance then (decimal string). */
  signedInAt: number | null;
  startBalance: string | null;
  /** When the dialog last appeared or was dismissed: the next one comes one interval later. */
  lastShownAt: number | null;
}

export const realityCheckStore = proxy<RealityCheckState>({ intervalMinutes: realityCheckRule.defaultMinutes, signedInAt: null, startBalance: null, lastShownAt: null });

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
  const interval = effectiveInterval(state.intervalMinutes);
  if (interval === 0 || state.signedInAt === null) return null;
  const from = state.lastShownAt ?? state.signedInAt;
  return Math.max(0, from + interval * 60_000 - now);
}

/**
 * balance - start as a decimal string, in minor units (§9 Rounding: each floored first; no float arithmetic on
 * money). The start comes from this browser's storage, so an unreadable one counts as 0 rather than break the
 * dialog.
 */
export function netResult(start: string, current: string): string {
  const minor = (value: string) => {
    try {
      return floorToMinorUnits(value);
    } catch {
      return 0;
    }
  };
  return fromMinorUnits(addMinorUnits(minor(current), -minor(start)));
}
