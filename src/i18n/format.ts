import { localeStore } from '../stores/locale.ts';
import { getDefaultLanguage } from './languages.ts';

/** The Intl locale of the language on screen (§4: a language change sets the date locale). */
export function getDateLocale(): string {
  return localeStore.dateLocale || getDefaultLanguage().dateLocale;
}

// sign, integer digits, fraction digits, exponent: "12", "-0.5", ".75", "1e-7", "+3.10E+2"
const decimalPattern = /^([+-])?(\d*)(?:\.(\d*))?(?:[eE]([+-]?\d+))?$/;

/**
 * Floors a decimal amount to `fractionDigits` decimals, digit by digit, so no binary float ever rounds it
 * (§9: the balance is floored to 2 decimals; DESIGN "Money": amounts travel as decimal strings).
 * Floor means towards minus infinity: '1250.759' -> '1250.75', '-0.001' -> '-0.01'.
 * A number is accepted as its shortest decimal spelling (String(0.29) is '0.29'). Throws on anything else.
 */
export function floorDecimal(amount: string | number, fractionDigits = 2): string {
  const text = typeof amount === 'number' ? String(amount) : amount.trim();
  const match = decimalPattern.exec(text);
  if (!match || (match[2] === '' && (match[3] ?? '') === '') || (typeof amount === 'number' && !Number.isFinite(amount))) {
    throw new TypeError(`Not a decimal amount: ${String(amount)}`);
  }
  const negative = match[1] === '-';
  let digits = `${match[2]}${match[3] ?? ''}`;
  // Position of the decimal point inside `digits`, moved by the exponent.
  let point = match[2].length + Number(match[4] ?? 0);
  if (point < 0) {
    digits = '0'.repeat(-point) + digits;
    point = 0;
  }
  if (point > digits.length) digits = digits + '0'.repeat(point - digits.length);
  const kept = digits.slice(0, point + fractionDigits).padEnd(point + fractionDigits, '0');
  const dropped = digits.slice(point + fractionDigits);
  let units = BigInt(kept === '' ? '0' : kept);
  // Towards minus infinity: a negative amount with anything dropped moves one unit further from zero.
  if (negative && /[1-9]/.test(dropped)) units += 1n;
  const unitText = units.toString().padStart(fractionDigits + 1, '0');
  const integerPart = unitText.slice(0, unitText.length - fractionDigits);
  const fractionPart = unitText.slice(unitText.length - fractionDigits);
  const sign = negative && units !== 0n ? '-' : '';
  return fractionDigits > 0 ? `${sign}${integerPart}.${fractionPart}` : `${sign}${integerPart}`;
}

const moneyFormats = new Map<string, Intl.NumberFormat>();

function moneyFormat(locale: string, currency: string): Intl.NumberFormat {
  const key = `${locale}|${currency}`;
  let format = moneyFormats.get(key);
  if (!format) {
    // Always 2 decimals (§9 Rounding), also for currencies whose minor unit has 3 digits.
    format = new Intl.NumberFormat(locale, { style: 'currency', currency, minimumFractionDigits: 2, maximumFractionDigits: 2 });
    moneyFormats.set(key, format);
  }
  return format;
}

/**
 * Shows an amount with its currency in the language's conventions, floored to 2 decimals first.
 * The floored decimal string goes to Intl as a string (exact decimal formatting), never through a float sum.
 */
export function formatMoney(amount: string | number, currency: string, locale: string = getDateLocale()): string {
  const floored = floorDecimal(amount, 2);
  return moneyFormat(locale, currency).format(floored as Intl.StringNumericLiteral);
}

/** A plain amount without currency, floored to 2 decimals, in the language's conventions. */
export function formatAmount(amount: string | number, locale: string = getDateLocale()): string {
  const floored = floorDecimal(amount, 2);
  return new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(floored as Intl.StringNumericLiteral);
}

const defaultDateOptions: Intl.DateTimeFormatOptions = { dateStyle: 'medium' };

/** A date (and time, with `{ timeStyle }` or explicit fields) in the language's conventions. */
export function formatDate(
  value: Date | string | number,
  options: Intl.DateTimeFormatOptions = defaultDateOptions,
  locale: string = getDateLocale(),
): string {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) throw new TypeError(`Not a date: ${String(value)}`);
  return new Intl.DateTimeFormat(locale, options).format(date);
}

/** Date and time together, e.g. for histories. */
export function formatDateTime(value: Date | string | number, locale: string = getDateLocale()): string {
  return formatDate(value, { dateStyle: 'short', timeStyle: 'short' }, locale);
}

/**
 * When something may be tried again (§5 Sign-in throttle: a sign-in lock says when it ends): the time to the second when it
 * is today, since a back-off may last 30 s, else the date too.
 */
export function formatRetryTime(value: Date | string | number, now: number = Date.now(), locale: string = getDateLocale()): string {
  const date = value instanceof Date ? value : new Date(value);
  const sameDay = new Date(now).toDateString() === date.toDateString();
  return formatDate(date, sameDay ? { timeStyle: 'medium' } : { dateStyle: 'short', timeStyle: 'medium' }, locale);
}
