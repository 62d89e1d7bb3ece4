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

/** §3 Wheel public settings, hasFreeSpin: this period's spin unused and the real balance above the minimum. */
export function hasFreeSpin(usedThisPeriod: boolean, cashMinor: number, freeSpinMinBalanceMinor: number): boolean {
  return !usedThisPeriod && cashMinor > freeSpinMinBalanceMinor;
}
