import { upcomingResets, type CashbackResetRule } from '../../domain/cashback-resets.ts';

/**
 * §2/§9: the button moves between its resting place (0) and `maxPx` below it (300), and never further than the
 * room the window leaves (`roomPx`), so it cannot be dragged off screen.
 */
export function clampOffset(offset: number, maxPx: number, roomPx = Number.POSITIVE_INFINITY): number {
  const limit = Math.max(0, Math.min(maxPx, roomPx));
  return Math.min(Math.max(0, Math.round(offset)), limit);
}

/** The keyboard's way to drag (§2 draggable with mouse, touch and keyboard): arrows step, Home and End go to the ends. */
export function offsetForKey(key: string, offset: number, stepPx: number, maxPx: number, roomPx?: number): number | null {
  switch (key) {
    case 'ArrowUp':
      return clampOffset(offset - stepPx, maxPx, roomPx);
    case 'ArrowDown':
      return clampOffset(offset + stepPx, maxPx, roomPx);
    case 'Home':
      return 0;
    case 'End':
      return clampOffset(maxPx, maxPx, roomPx);
    default:
      return null;
  }
}

/**
 * §4 Cashback countdown: when the countdown passes its target the next one is taken from the list; once the list
 * is used up a new list of the following resets is made. Returns the same list while its first target is ahead.
 */
export function currentTargets(targets: readonly number[], now: number, rule: CashbackResetRule, timeZone: string): readonly number[] {
  if (targets.length > 0 && targets[0] > now) return targets;
  const rest = targets.filter((target) => target > now);
  return rest.length > 0 ? rest : upcomingResets(now, rule, timeZone);
}
