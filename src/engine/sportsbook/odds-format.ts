import { OddsFormat, type OddsFormatValue } from '../../api/odds-format.ts';
import { fromMinorUnits } from '../../domain/money.ts';

// §3 Odds formats: prices travel as decimal strings ("2.35"); the player sees them in the format chosen in
// bookmakers settings. This module is the one place that turns a decimal price into what a player reads.
//
// Every conversion works on the price in integer hundredths (2.35 -> 235), so no binary float ever decides a
// rounding (DESIGN "Money": the same rule as amounts). The feed's ladder has two decimals (1.01 to 500), so a
// decimal price is exact in hundredths; a longer string is rounded half up to two decimals first.

export { OddsFormat, type OddsFormatValue };

/**
 * A price as one format says it, before it is written for a language: a fraction (Fractional) or a number of
 * `fractionDigits` decimals held as an integer count of its last digit (American: units; the others: hundredths).
 * `plusSign` marks positive American prices (+150), as the big books write them.
 */
export type OddsValue =
  | { kind: 'fraction'; numerator: number; denominator: number }
  | { kind: 'number'; units: number; fractionDigits: 0 | 2; plusSign: boolean };

const decimalPricePattern = /^\s*(\d{1,9})(?:\.(\d+))?\s*$/;

/** "2.35" -> 235; rounded half up beyond two decimals; null when it is not a price (below 1.00, not a number). */
export function priceHundredths(decimal: string): number | null {
  const match = decimalPricePattern.exec(decimal);
  if (!match) return null;
  const fraction = match[2] ?? '';
  // A price, not money (src/domain/money.ts is for amounts): its own rounding, half up, as the books print it.
  const kept = Number(`${fraction}00`.slice(0, 2));
  const roundUp = fraction.length > 2 && Number(fraction[2]) >= 5 ? 1 : 0;
  const hundredths = Number(match[1]) * 100 + kept + roundUp;
  return hundredths >= 100 ? hundredths : null;
}

/** Integer division rounded half away from zero, for positive operands. */
function divideRounded(numerator: number, denominator: number): number {
  return Math.floor((2 * numerator + denominator) / (2 * denominator));
}

function greatestCommonDivisor(a: number, b: number): number {
  let [x, y] = [a, b];
  while (y !== 0) [x, y] = [y, x % y];
  return x;
}

/**
 * The fractions UK books print for the two-decimal prices near them (1.36 is 4/11, 1.67 is 4/6, 3.13 is 85/40):
 * price in hundredths -> [numerator, denominator]. Each is within 0.005 of its price, and both columns rise
 * (fractional-table.test in odds-format.test.ts), so a higher price never shows a lower fraction. Prices not in
 * the table show their exact fraction in lowest terms (2.35 -> 27/20, 12.00 -> 11/1).
 */
export const fractionTable: ReadonlyMap<number, readonly [number, number]> = new Map([
  [105, [1, 20]], [106, [1, 16]], [107, [1, 14]], [108, [1, 12]], [110, [1, 10]], [111, [1, 9]], [112, [1, 8]],
  [113, [2, 15]], [114, [1, 7]], [115, [2, 13]], [117, [1, 6]], [118, [2, 11]], [120, [1, 5]], [122, [2, 9]],
  [125, [1, 4]], [129, [2, 7]], [130, [3, 10]], [133, [1, 3]], [136, [4, 11]], [140, [2, 5]], [144, [4, 9]],
  [150, [1, 2]], [153, [8, 15]], [157, [4, 7]], [162, [8, 13]], [167, [4, 6]], [173, [8, 11]], [180, [4, 5]],
  [183, [5, 6]], [191, [10, 11]], [200, [1, 1]], [210, [11, 10]], [220, [6, 5]], [225, [5, 4]], [238, [11, 8]],
  [250, [6, 4]], [263, [13, 8]], [275, [7, 4]], [288, [15, 8]], [300, [2, 1]], [313, [85, 40]], [325, [9, 4]],
  [350, [5, 2]], [375, [11, 4]], [400, [3, 1]], [433, [10, 3]], [450, [7, 2]], [500, [4, 1]], [550, [9, 2]],
  [600, [5, 1]], [650, [11, 2]], [700, [6, 1]], [750, [13, 2]], [800, [7, 1]], [850, [15, 2]], [900, [8, 1]],
  [950, [17, 2]], [1000, [9, 1]], [1100, [10, 1]],
]);

/**
 * The price of `hundredths` (at least 100) in `format`; null where the format cannot say it (American, Malay
 * and Indo have no figure for 1.00, whose profit is nil).
 */
export function convertOdds(hundredths: number, format: OddsFormatValue): OddsValue | null {
  const profit = hundredths - 100; // what 1 staked wins, in hundredths
  const number = (units: number, fractionDigits: 0 | 2 = 2, plusSign = false): OddsValue => ({ kind: 'number', units, fractionDigits, plusSign });
  switch (format) {
    case OddsFormat.Fractional: {
      const listed = fractionTable.get(hundredths);
      if (listed) return { kind: 'fraction', numerator: listed[0], denominator: listed[1] };
      if (profit === 0) return { kind: 'fraction', numerator: 0, denominator: 1 };
      const divisor = greatestCommonDivisor(profit, 100);
      return { kind: 'fraction', numerator: profit / divisor, denominator: 100 / divisor };
    }
    case OddsFormat.American:
      // +150 wins 150 on 100 staked; -200 stakes 200 to win 100. Whole numbers, as the books show them.
      if (profit === 0) return null;
      return profit >= 100 ? number(profit, 0, true) : number(-divideRounded(10_000, profit), 0);
    case OddsFormat.HongKong:
      // The profit per unit staked: 2.35 -> 1.35.
      return number(profit);
    case OddsFormat.Malay: {
      // Up to evens the Hong Kong figure; above, minus its inverse: always within [-1, 1].
      if (profit === 0) return null;
      if (profit <= 100) return number(profit);
      // Beyond 201.00 the inverse rounds to -0.00, which would read as an infinite price: -0.01 is the floor.
      return number(-Math.max(1, divideRounded(10_000, profit)));
    }
    case OddsFormat.Indo:
      // From evens up the Hong Kong figure; below, minus its inverse: never between -1 and 1.
      if (profit === 0) return null;
      return profit >= 100 ? number(profit) : number(-divideRounded(10_000, profit));
    default:
      return number(hundredths);
  }
}

/** The decimal price a displayed value stands for (the inverse of convertOdds, before its rounding). */
export function decimalFromOdds(value: OddsValue, format: OddsFormatValue): number {
  if (value.kind === 'fraction') return 1 + value.numerator / value.denominator;
  const figure = value.units / 10 ** value.fractionDigits;
  switch (format) {
    case OddsFormat.American:
      return figure > 0 ? 1 + figure / 100 : 1 + 100 / -figure;
    case OddsFormat.HongKong:
      return 1 + figure;
    case OddsFormat.Malay:
    case OddsFormat.Indo:
      return figure > 0 ? 1 + figure : 1 + 1 / -figure;
    default:
      return figure;
  }
}

const numberFormats = new Map<string, Intl.NumberFormat>();

function numberFormat(locale: string, fractionDigits: 0 | 2, plusSign: boolean): Intl.NumberFormat {
  const key = `${locale}|${fractionDigits}|${plusSign}`;
  let format = numberFormats.get(key);
  if (!format) {
    // Latin digits in every language, like the site's amounts; no grouping (the books write -10000, not -10 000).
    format = new Intl.NumberFormat(locale, {
      minimumFractionDigits: fractionDigits,
      maximumFractionDigits: fractionDigits,
      numberingSystem: 'latn',
      useGrouping: false,
      signDisplay: plusSign ? 'exceptZero' : 'auto',
    });
    numberFormats.set(key, format);
  }
  return format;
}

/** An OddsValue written for `locale`: "4/11", "+150", "-0,99" in French. */
export function writeOdds(value: OddsValue, locale: string): string {
  if (value.kind === 'fraction') return `${value.numerator}/${value.denominator}`;
  const negative = value.units < 0;
  const magnitude = Math.abs(value.units);
  // The figure as a decimal string, so Intl formats it exactly (no float division).
  const text =
    value.fractionDigits === 0 ? String(magnitude) : fromMinorUnits(magnitude);
  return numberFormat(locale, value.fractionDigits, value.plusSign).format(`${negative ? '-' : ''}${text}` as Intl.StringNumericLiteral);
}

/** A decimal price ("2.35") in `format`, written for `locale` (decimal comma in French, Arabic digits stay Latin). */
export function formatOdds(decimal: string, format: OddsFormatValue, locale: string): string {
  const hundredths = priceHundredths(decimal);
  if (hundredths === null) return '–';
  const value = convertOdds(hundredths, format);
  return value ? writeOdds(value, locale) : '–';
}

const decimalSigns = new Map<string, string>();

/**
 * A market's line ("2.75", "-1.5", "+0.25") written like the price beside it on the same button (§3 Odds formats:
 * "written for the language"): the language's decimal sign, Latin digits, its sign and every digit kept as the feed
 * gave them (a line is not rounded). Anything that is not a plain signed decimal is left as it came.
 */
export function writeLine(line: string, locale: string): string {
  const match = /^([+-]?)(\d+)(?:\.(\d+))?$/.exec(line.trim());
  if (!match) return line;
  const [, sign, whole, fraction] = match;
  let decimal = decimalSigns.get(locale);
  if (decimal === undefined) {
    decimal = numberFormat(locale, 2, false).formatToParts(1.5).find((part) => part.type === 'decimal')?.value ?? '.';
    decimalSigns.set(locale, decimal);
  }
  return `${sign}${whole}${fraction === undefined ? '' : `${decimal}${fraction}`}`;
}
