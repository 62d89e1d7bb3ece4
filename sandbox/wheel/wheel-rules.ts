import { randomInt } from 'node:crypto';
import type { WheelPrizeSetting } from './wheel-settings.ts';

/**
 * The wheel's pure rules (kept apart from HTTP and SQL, like responsible-gaming-rules.ts), tested without a server.
 */

/**
 * §7 Wheel spin: the server draws the segment. `random(max)` returns an integer in [0, max); by default the
 * operating system's cryptographic generator (node:crypto randomInt), so nobody can predict the next prize
 * from earlier ones as they could with Math.random.
 */
export function drawSegment(prizes: readonly WheelPrizeSetting[], random: (max: number) => number = randomInt): number {
  const total = prizes.reduce((sum, prize) => sum + prize.weight, 0);
  if (total <= 0) throw new Error('The wheel has no prize to draw');
  let ticket = random(total);
  if (!Number.isInteger(ticket) || ticket < 0 || ticket >= total) throw new RangeError(`random(${total}) gave ${ticket}`);
  for (const [segment, prize] of prizes.entries()) {
    if (ticket < prize.weight) return segment;
    ticket -= prize.weight;
  }
  throw new Error('unreachable: the ticket is below the total weight');
}

const dayMs = 86_400_000;

/** "09:00:00" -> ms after midnight. */
export function timeOfDayMs(time: string): number {
  const [hours, minutes, seconds] = time.split(':').map(Number);
  return ((hours * 60 + minutes) * 60 + seconds) * 1000;
}

/**
 * §9 free-spin time: a player has one free spin per period; a period starts every day at freeSpinTime in the
 * market's time (UTC+1 for Tunisia, no daylight saving). Returns the start of the period holding `now`.
 */
export function freeSpinPeriodStart(now: number, freeSpinTime: string, utcOffsetMs: number): number {
  const local = now + utcOffsetMs - timeOfDayMs(freeSpinTime);
  return Math.floor(local / dayMs) * dayMs - utcOffsetMs + timeOfDayMs(freeSpinTime);
}

/** The start of the next period: when a player who used this period's free spin gets the next one. */
export function nextFreeSpinPeriod(now: number, freeSpinTime: string, utcOffsetMs: number): number {
  return freeSpinPeriodStart(now, freeSpinTime, utcOffsetMs) + dayMs;
}

/** §3 Wheel public settings, hasFreeSpin: this period's spin unused and the real balance above the minimum. */
export function hasFreeSpin(usedThisPeriod: boolean, cashMinor: number, freeSpinMinBalanceMinor: number): boolean {
  return !usedThisPeriod && cashMinor > freeSpinMinBalanceMinor;
}
