/**
 * §9 free-spin time: a player has one free spin of the prize wheel per period; a period starts every day at the
 * free-spin time in the market's time (UTC+1 for Tunisia, no daylight saving). Shared by the sandbox (which spin is
 * free) and the wheel's countdown (when the next one comes).
 */

const dayMs = 86_400_000;

/** "09:00:00" -> ms after midnight. */
export function timeOfDayMs(time: string): number {
  const [hours, minutes, seconds] = time.split(':').map(Number);
  return ((hours * 60 + minutes) * 60 + seconds) * 1000;
}

/** The start of the period holding `now`. */
export function freeSpinPeriodStart(now: number, freeSpinTime: string, utcOffsetMs: number): number {
  const local = now + utcOffsetMs - timeOfDayMs(freeSpinTime);
  return Math.floor(local / dayMs) * dayMs - utcOffsetMs + timeOfDayMs(freeSpinTime);
}

/** The start of the next period: when a player who used this period's free spin gets the next one. */
export function nextFreeSpinPeriod(now: number, freeSpinTime: string, utcOffsetMs: number): number {
  return freeSpinPeriodStart(now, freeSpinTime, utcOffsetMs) + dayMs;
}
