import { toMinorUnits } from '../../src/domain/money.ts';

/**
 * Money as typed by the player, for the cashier and profile forms: decimal strings compared in integer minor
 * units, never as floats (DESIGN "Money"). Parsing is the one money module's (src/domain/money.ts, pure, the
 * part of src/ config may import statically); this file adds what forms need around it.
 */
export { toMinorUnits };

/** The amounts a cashier form accepts, in minor units, both ends included. */
export interface AmountRange {
  minMinor: number;
  maxMinor: number;
}

/** True when `value` is an amount within `range` (both ends included), compared in minor units. */
export function isWithinRange(value: string, range: AmountRange): boolean {
  const minor = toMinorUnits(value);
  return minor !== null && minor >= range.minMinor && minor <= range.maxMinor;
}

/** Accepts "12,50" as typed on a French keyboard, and trims. */
export function normaliseAmount(value: unknown): unknown {
  return typeof value === 'string' ? value.trim().replace(',', '.') : value;
}
