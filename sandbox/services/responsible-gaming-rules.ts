/**
 * The arithmetic of responsible-gaming limits and self-exclusion (§4 account rules, §9 terms), kept pure so
 * that it is unit tested apart from HTTP and SQL.
 *
 * A limit is a number (minor units of money, or minutes of session time) or null (no limit).
 * - A decrease applies at once (§4 "a decreased limit immediately").
 * - An increase, or removing the limit, waits `delayMs` (§4 "an increased limit takes effect after 7 days"); the
 *   current value stays in force meanwhile and the change is shown as pending with its date.
 */
export interface LimitState {
  current: number | null;
  /** True when a change waits; pendingValue may then be null (the limit will be removed). */
  pendingSet: boolean;
  pendingValue: number | null;
  pendingFrom: number | null;
}

export const noLimit: LimitState = { current: null, pendingSet: false, pendingValue: null, pendingFrom: null };

/** The state as it stands at `now`: a pending change whose date has come is in force. */
export function settleLimit(state: LimitState, now: number): LimitState {
  if (state.pendingSet && state.pendingFrom !== null && state.pendingFrom <= now) {
    return { current: state.pendingValue, pendingSet: false, pendingValue: null, pendingFrom: null };
  }
  return state;
}

/** Whether `requested` is stricter than `current` (null is "no limit", the loosest). */
export function isDecrease(current: number | null, requested: number | null): boolean {
  if (requested === null) return false;
  return current === null || requested < current;
}

export function requestLimit(state: LimitState, requested: number | null, now: number, delayMs: number): LimitState {
  const settled = settleLimit(state, now);
  if (requested === settled.current) return { ...noLimit, current: settled.current };
  if (isDecrease(settled.current, requested)) return { current: requested, pendingSet: false, pendingValue: null, pendingFrom: null };
  return { current: settled.current, pendingSet: true, pendingValue: requested, pendingFrom: now + delayMs };
}

/** Rolling windows of the deposit limits. */
export const depositWindows = {
  deposit_day: 86_400_000,
  deposit_week: 7 * 86_400_000,
  deposit_month: 30 * 86_400_000,
} as const;

/** True when depositing `amount` on top of `alreadyDeposited` in the window passes `limit`. */
export function passesLimit(limit: number | null, alreadyDeposited: number, amount: number): boolean {
  return limit !== null && alreadyDeposited + amount > limit;
}

export const selfExclusionPeriods = ['24h', '7d', '30d', '6m', '1y', 'permanent'] as const;
export type SelfExclusionPeriod = (typeof selfExclusionPeriods)[number];
// A period's end and the reactivation date are shared with the self-exclusion page's summary: src/domain/self-exclusion.ts.


export function isSignInBlocked(exclusion: { endsAt: number | null; reactivationFrom: number | null }, now: number): boolean {
  if (exclusion.endsAt === null) return true;
  return now < (exclusion.reactivationFrom ?? exclusion.endsAt);
}

/** The loss limit is a net loss over a rolling 30 days (schemas/openapi/profile.yaml ResponsibleGamingLimits.loss). */
export const lossWindowMs = 30 * 86_400_000;

/**
 * True when a real-money bet of `betMinor` could take the net loss of the window (bets minus wins, negative when
 * the player is ahead) past `limit`: the bet is counted as lost, since it may be.
 */
export function passesLossLimit(limit: number | null, netLossMinor: number, betMinor: number): boolean {
  return limit !== null && netLossMinor + betMinor > limit;
}

/** A signed-in stretch: from the sign-in to the sign-out (or now, while the session lasts). */
export interface SignedInSpan {
  start: number;
  end: number;
}

/** The start of the market's day holding `now`, the market at `utcOffsetMs` from UTC all year (config/markets utcOffset). */
export function marketDayStart(now: number, utcOffsetMs: number): number {
  return Math.floor((now + utcOffsetMs) / 86_400_000) * 86_400_000 - utcOffsetMs;
}

/** Milliseconds signed in between `dayStart` and `now`; overlapping sessions (two devices) count once. */
export function signedInMsSince(spans: SignedInSpan[], dayStart: number, now: number): number {
  const clipped = spans
    .map((span) => ({ start: Math.max(span.start, dayStart), end: Math.min(span.end, now) }))
    .filter((span) => span.end > span.start)
    .sort((a, b) => a.start - b.start);
  let total = 0;
  let reach = -Infinity;
  for (const span of clipped) {
    const from = Math.max(span.start, reach);
    if (span.end > from) total += span.end - from;
    reach = Math.max(reach, span.end);
  }
  return total;
}

/** §3 session-time limit (minutes): passed once the time signed in today reaches it. */
export function passesSessionTimeLimit(limitMinutes: number | null, signedInMs: number): boolean {
  return limitMinutes !== null && signedInMs >= limitMinutes * 60_000;
}
