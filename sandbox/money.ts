import { fromMinorUnits, parseAmount } from '../src/domain/money.ts';

/**
 * Money in the sandbox is an integer number of minor units (cents of TND: 2 decimals, DESIGN "Money").
 * It leaves the sandbox as a decimal string with exactly 2 decimals ("1250.75") and enters it as a decimal
 * string with at most 2 decimals. No float ever holds an amount that is added up. The rules are the front
 * end's too: both sides use src/domain/money.ts; these names are the sandbox's.
 */

/** "1250.75" -> 125075; "10" -> 1000; "0.5" -> 50; "-1" -> -100. Returns null for anything else (floats, 3 decimals, text). */
export function parseMoney(value: string): number | null {
  const parsed = parseAmount(value, { negative: true });
  return parsed.ok ? parsed.minor : null;
}

/** 125075 -> "1250.75"; -5 -> "-0.05". */
export const formatMoney = fromMinorUnits;
