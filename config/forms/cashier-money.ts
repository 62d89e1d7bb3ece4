/**
 * Money as typed by the player, for the cashier and profile forms: decimal strings compared in integer minor
 * units, never as floats (DESIGN "Money").
 */
/** The amounts a cashier form accepts, in minor units, both ends included. */
export interface AmountRange {
  minMinor: number;
  maxMinor: number;
}

const moneyPattern = /^\d{1,13}(\.\d{1,2})?$/;

/** "12.5" -> 1250; null when it is not an amount with at most 2 decimals. */
export function toMinorUnits(value: string): number | null {
  const text = value.trim();
  if (!moneyPattern.test(text)) return null;
  const [whole, fraction = ''] = text.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
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
