/**
 * Money in the sandbox is an integer number of minor units (cents of TND: 2 decimals, DESIGN "Money").
 * It leaves the sandbox as a decimal string with exactly 2 decimals ("1250.75") and enters it as a decimal
 * string with at most 2 decimals. No float ever holds an amount that is added up.
 */
const decimalPattern = /^(-)?(\d{1,13})(?:\.(\d{1,2}))?$/;

/** "1250.75" -> 125075; "10" -> 1000; "0.5" -> 50. Returns null for anything else (floats, 3 decimals, text). */
export function parseMoney(value: string): number | null {
  const match = decimalPattern.exec(value);
  if (!match) return null;
  const [, sign, whole, fraction = ''] = match;
  const minor = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  if (!Number.isSafeInteger(minor)) return null;
  return sign && minor !== 0 ? -minor : minor;
}

/** 125075 -> "1250.75"; -5 -> "-0.05". */
export function formatMoney(minor: number): string {
  if (!Number.isSafeInteger(minor)) throw new RangeError(`Money amount must be a safe integer of minor units, got ${minor}`);
  const sign = minor < 0 ? '-' : '';
  const absolute = Math.abs(minor);
  const whole = Math.floor(absolute / 100);
  const fraction = String(absolute % 100).padStart(2, '0');
  return `${sign}${whole}.${fraction}`;
}
