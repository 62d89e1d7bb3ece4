import { currencySymbols } from '../stores/currency-symbols.ts';
import { currentLocale } from '../stores/locale.ts';
import { floorDecimal, formatAmountIn, formatMoneyIn, formatSignedMoneyIn } from '../domain/money.ts';
import { getDefaultLanguage } from './languages.ts';

// §9 Rounding: callers that floor an amount themselves take the one money module's floor.
export { floorDecimal };

/** The Intl locale of the language on screen (§4: a language change sets the date locale). */
export function getDateLocale(): string {
  return currentLocale().dateLocale || getDefaultLanguage().dateLocale;
}

/**
 * Shows an amount with its currency in the language on screen, floored to 2 decimals first (§9 Rounding), with the
 * operator's symbol where the language has none of its own (§9 Currency). One implementation for both sides:
 * src/domain/money.ts.
 */
export function formatMoney(amount: string | number, currency: string, locale: string = getDateLocale()): string {
  return formatMoneyIn(amount, currency, locale, currencySymbols.get(currency));
}

/** A money movement signed for the language on screen: "+5,00 TND" in, "-5,00 TND" out (see formatSignedMoneyIn). */
export function formatSignedMoney(amount: string | number, currency: string, movement: 'in' | 'out', locale: string = getDateLocale()): string {
  return formatSignedMoneyIn(amount, currency, locale, movement, currencySymbols.get(currency));
}

/** A plain amount without currency, floored to 2 decimals, in the language on screen. */
export function formatAmount(amount: string | number, locale: string = getDateLocale()): string {
  return formatAmountIn(amount, locale);
}

/**
 * An amount as a player would type it in the language on screen: the language's decimal mark, no grouping, no
 * currency ("50,00" in French beside the "50,00 TND" chips, "50.00" in English), which the amount fields read back
 * (a comma is a decimal mark there, config/forms/cashier-money.ts).
 */
export function formatAmountForInput(amount: string, locale: string = getDateLocale()): string {
  const wire = floorDecimal(amount);
  const mark = new Intl.NumberFormat(locale).formatToParts(1.5).find((part) => part.type === 'decimal')?.value;
  return mark === ',' ? wire.replace('.', ',') : wire;
}

const defaultDateOptions: Intl.DateTimeFormatOptions = { dateStyle: 'medium' };

// An Intl.DateTimeFormat costs far more to make than to use (a list of 20 events made one per start time, 50 ms of a
// phone's first render at 4x CPU slowdown): one per locale and options, kept for the page's life.
const dateFormats = new Map<string, Intl.DateTimeFormat>();

function dateFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, options);
    dateFormats.set(key, format);
  }
  return format;
}

/** A date (and time, with `{ timeStyle }` or explicit fields) in the language's conventions. */
export function formatDate(
  value: Date | string | number,
  options: Intl.DateTimeFormatOptions = defaultDateOptions,
  locale: string = getDateLocale(),
): string {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) throw new TypeError(`Not a date: ${String(value)}`);
  return dateFormat(locale, options).format(date);
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
