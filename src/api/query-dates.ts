/**
 * §7 query dates: bonus, cashback and bet histories send YYYY-MM-DDTHH:mmZ, transfers YYYY-MM-DDTHH:mm:ssZ, at
 * the start or the end of the day the player picked. The day is the player's local day (the date input's
 * value), sent as the UTC instant it starts or ends at.
 */
export type DayEdge = 'start' | 'end';

const dayPattern = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The instant a local calendar day (YYYY-MM-DD, a date input's value) starts or ends at; null for anything else. */
export function dayEdge(day: string, edge: DayEdge): Date | null {
  const match = dayPattern.exec(day);
  if (!match) return null;
  const [year, month, date] = [Number(match[1]), Number(match[2]) - 1, Number(match[3])];
  const value = edge === 'start' ? new Date(year, month, date, 0, 0, 0, 0) : new Date(year, month, date, 23, 59, 59, 999);
  // Rejects 2026-02-31 and other days the calendar does not have.
  if (value.getFullYear() !== year || value.getMonth() !== month || value.getDate() !== date) return null;
  return value;
}

/** YYYY-MM-DDTHH:mmZ (bonus, cashback, bets). */
export function toMinuteQuery(day: string, edge: DayEdge): string | undefined {
  const value = dayEdge(day, edge);
  return value ? `${value.toISOString().slice(0, 16)}Z` : undefined;
}

/** YYYY-MM-DDTHH:mm:ssZ (transfers). */
export function toSecondQuery(day: string, edge: DayEdge): string | undefined {
  const value = dayEdge(day, edge);
  return value ? `${value.toISOString().slice(0, 19)}Z` : undefined;
}

/** Today as a date input value (the player's local day). */
export function todayInput(now: Date = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
