/**
 * §4 Account rules from the terms: when a cooling-off or self-exclusion ends and when the account may be reactivated.
 * Shared by the sandbox (what it stores) and the self-exclusion page (the summary a player confirms).
 */

export type SelfExclusionPeriodId = '24h' | '7d' | '30d' | '6m' | '1y' | 'permanent';

/** The end of a self-exclusion started at `start`, or null when permanent. Months and years are calendar ones (UTC). */
export function selfExclusionEnd(period: SelfExclusionPeriodId, start: number): number | null {
  const date = new Date(start);
  switch (period) {
    case '24h':
      return start + 86_400_000;
    case '7d':
      return start + 7 * 86_400_000;
    case '30d':
      return start + 30 * 86_400_000;
    case '6m':
      return addUtcMonths(date, 6);
    case '1y':
      return addUtcMonths(date, 12);
    case 'permanent':
      return null;
  }
}

/** `months` calendar months after `date` (UTC), the day kept or the month's last day. */
export function addUtcMonths(date: Date, months: number): number {
  const result = new Date(date.getTime());
  const day = result.getUTCDate();
  result.setUTCDate(1);
  result.setUTCMonth(result.getUTCMonth() + months);
  // 31 August + 6 months is the last day of February, not 3 March.
  const lastDay = new Date(Date.UTC(result.getUTCFullYear(), result.getUTCMonth() + 1, 0)).getUTCDate();
  result.setUTCDate(Math.min(day, lastDay));
  return result.getTime();
}

/** §4: 7 days before reactivation after the end; sign-in is refused until then. Null when permanent. */
export function reactivationFrom(end: number | null, delayMs: number): number | null {
  return end === null ? null : end + delayMs;
}
