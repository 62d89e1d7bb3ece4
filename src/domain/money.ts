/**
 * The one money module of the front end and the sandbox (DESIGN "Money"; §9 Rounding; §5 Amounts): amounts
 * travel as decimal strings with at most 2 decimals and are added and compared as integer minor units (cents of
 * the market's currency), never as floats. Pure: no React, no store, no DOM, so the sandbox may import it
 * (src/domain is the only part of src/ it may import; eslint.config.js).
 */

/** Decimals of every amount on the wire and on screen (§9 Rounding: 2, also for currencies with 3). */
export const moneyDecimals = 2;
const minorPerUnit = 100;

/** The whole part has at most 13 digits, so every amount in minor units is a safe integer. */
const maxWholeDigits = 13;

/** Why a typed amount is not money; the forms map each reason to a message key. */
export type AmountProblem = 'empty' | 'not-a-number' | 'several-separators' | 'too-many-decimals' | 'negative' | 'too-large';

export type AmountParse = { ok: true; minor: number } | { ok: false; problem: AmountProblem };

export interface ParseAmountOptions {
  /** A comma is read as the decimal mark ("12,50" typed on a French keyboard). */
  decimalComma?: boolean;
  /** A leading minus is accepted (ledger movements, net results); amounts a player types are never negative. */
  negative?: boolean;
}

/**
 * "1250.75" -> 125075, "10" -> 1000, "0.5" -> 50; with the reason when the text is not an amount: letters or an
 * exponent, two separators, 3 decimals or more (never rounded silently), a minus where none is allowed.
 * Nothing is trimmed: callers that take typed text trim it first.
 */
export function parseAmount(text: string, options: ParseAmountOptions = {}): AmountParse {
  if (text === '') return { ok: false, problem: 'empty' };
  let body = text;
  let negative = false;
  if (body.startsWith('-')) {
    if (!options.negative) return { ok: false, problem: 'negative' };
    negative = true;
    body = body.slice(1);
  }
  const separators = options.decimalComma ? /[.,]/g : /\./g;
  const separatorCount = body.match(separators)?.length ?? 0;
  if (separatorCount > 1) return { ok: false, problem: 'several-separators' };
  const [whole, fraction = ''] = body.split(options.decimalComma ? /[.,]/ : '.');
  if (!/^\d+$/.test(whole) || (separatorCount === 1 && !/^\d+$/.test(fraction))) return { ok: false, problem: 'not-a-number' };
  if (fraction.length > moneyDecimals) return { ok: false, problem: 'too-many-decimals' };
  if (whole.length > maxWholeDigits) return { ok: false, problem: 'too-large' };
  const minor = Number(whole) * minorPerUnit + Number(fraction.padEnd(moneyDecimals, '0'));
  return { ok: true, minor: negative && minor !== 0 ? -minor : minor };
}

/** parseAmount's minor units, or null when the text is not an amount (no negative, no comma, trimmed first). */
export function toMinorUnits(text: string): number | null {
  const parsed = parseAmount(text.trim());
  return parsed.ok ? parsed.minor : null;
}

/** 125075 -> "1250.75"; -5 -> "-0.05": the wire's decimal string of an amount in minor units. */
export function fromMinorUnits(minor: number): string {
  if (!Number.isSafeInteger(minor)) throw new RangeError(`Money amount must be a safe integer of minor units, got ${minor}`);
  const sign = minor < 0 ? '-' : '';
  const absolute = Math.abs(minor);
  return `${sign}${Math.floor(absolute / minorPerUnit)}.${String(absolute % minorPerUnit).padStart(moneyDecimals, '0')}`;
}

// sign, integer digits, fraction digits, exponent: "12", "-0.5", ".75", "1e-7", "+3.10E+2"
const decimalPattern = /^([+-])?(\d*)(?:\.(\d*))?(?:[eE]([+-]?\d+))?$/;

/**
 * Rounds a decimal amount to `fractionDigits` decimals digit by digit, so no binary float ever rounds it:
 * towards minus infinity (floor) or plus infinity (ceiling). A number is read as its shortest decimal spelling
 * (String(0.29) is '0.29'). Throws on anything else.
 */
function roundDecimal(amount: string | number, fractionDigits: number, direction: 'floor' | 'ceiling'): string {
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
  // Anything dropped moves one unit away from zero when that is the rounding's direction.
  if (/[1-9]/.test(dropped) && negative === (direction === 'floor')) units += 1n;
  const unitText = units.toString().padStart(fractionDigits + 1, '0');
  const integerPart = unitText.slice(0, unitText.length - fractionDigits);
  const fractionPart = unitText.slice(unitText.length - fractionDigits);
  const sign = negative && units !== 0n ? '-' : '';
  return fractionDigits > 0 ? `${sign}${integerPart}.${fractionPart}` : `${sign}${integerPart}`;
}

/**
 * §9 Rounding: a balance is floored to 2 decimals, towards minus infinity: '1250.759' -> '1250.75',
 * '-0.001' -> '-0.01'.
 */
export function floorDecimal(amount: string | number, fractionDigits = moneyDecimals): string {
  return roundDecimal(amount, fractionDigits, 'floor');
}

/** §9 Rounding: a minimum (a minimum bet) is rounded up, so the amount shown is always enough: '0.101' -> '0.11'. */
export function roundUpDecimal(amount: string | number, fractionDigits = moneyDecimals): string {
  return roundDecimal(amount, fractionDigits, 'ceiling');
}

/** A server amount with any number of decimals, floored to minor units (§9 Rounding): '12.509' -> 1250. */
export function floorToMinorUnits(amount: string | number): number {
  const floored = floorDecimal(amount);
  const minor = Number(floored.replace('.', ''));
  if (!Number.isSafeInteger(minor)) throw new RangeError(`Money amount out of range: ${String(amount)}`);
  return minor;
}

/** A minimum with any number of decimals, rounded up to minor units (§9 Rounding): '0.101' -> 11. */
export function roundUpToMinorUnits(amount: string | number): number {
  const rounded = roundUpDecimal(amount);
  const minor = Number(rounded.replace('.', ''));
  if (!Number.isSafeInteger(minor)) throw new RangeError(`Money amount out of range: ${String(amount)}`);
  return minor;
}

/** The sum of amounts in minor units; throws rather than lose a cent past the safe integers. */
export function addMinorUnits(...amounts: number[]): number {
  let total = 0;
  for (const amount of amounts) {
    if (!Number.isSafeInteger(amount)) throw new RangeError(`Money amount must be a safe integer of minor units, got ${amount}`);
    total += amount;
  }
  if (!Number.isSafeInteger(total)) throw new RangeError('Money sum out of range');
  return total;
}

/** a - b of two decimal amounts, as a decimal string; each is floored to minor units first (§9 Rounding). */
export function subtractDecimals(a: string, b: string): string {
  return fromMinorUnits(addMinorUnits(floorToMinorUnits(a), -floorToMinorUnits(b)));
}

/** -1, 0 or 1 as a is below, equal to or above b, both decimal amounts compared in floored minor units. */
export function compareDecimals(a: string, b: string): -1 | 0 | 1 {
  const difference = floorToMinorUnits(a) - floorToMinorUnits(b);
  return difference < 0 ? -1 : difference > 0 ? 1 : 0;
}

const moneyFormats = new Map<string, Intl.NumberFormat>();

function moneyFormat(locale: string, currency: string | undefined, signDisplay: 'auto' | 'exceptZero' = 'auto'): Intl.NumberFormat {
  const key = `${locale}|${currency ?? ''}|${signDisplay}`;
  let format = moneyFormats.get(key);
  if (!format) {
    // Always 2 decimals (§9 Rounding), also for currencies whose minor unit has 3 digits.
    const digits = { minimumFractionDigits: moneyDecimals, maximumFractionDigits: moneyDecimals, signDisplay };
    format = new Intl.NumberFormat(locale, currency ? { style: 'currency', currency, ...digits } : digits);
    moneyFormats.set(key, format);
  }
  return format;
}

/**
 * An amount with its currency in a language's conventions (`locale` is the language's Intl locale), floored to
 * 2 decimals first. The floored decimal string goes to Intl as a string (exact decimal formatting), never
 * through a float.
 */
export function formatMoneyIn(amount: string | number, currency: string, locale: string, symbol?: string): string {
  return withSymbol(moneyFormat(locale, currency), floorDecimal(amount), currency, symbol);
}

/**
 * The operator's symbol for a currency (§9: the currency list names symbols for EUR, USD, RUB, UAH and others) takes
 * the place of the ISO code where the language has no sign of its own for it: "50,00 ₽" rather than "50,00 RUB" in
 * French, while Arabic keeps its own "د.ت." and French its "€".
 */
function withSymbol(format: Intl.NumberFormat, value: string, currency: string, symbol: string | undefined): string {
  const literal = value as Intl.StringNumericLiteral;
  if (!symbol || symbol === currency) return format.format(literal);
  return format
    .formatToParts(literal)
    .map((part) => (part.type === 'currency' && part.value === currency ? symbol : part.value))
    .join('');
}

/** A plain amount without currency, floored to 2 decimals, in a language's conventions. */
export function formatAmountIn(amount: string | number, locale: string): string {
  return moneyFormat(locale, undefined).format(floorDecimal(amount) as Intl.StringNumericLiteral);
}

/**
 * A money movement with its sign ("+5,00 TND" in, "-5,00 TND" out), the sign placed by Intl for the language.
 * A sign glued in front of a formatted Arabic amount reads "5,00-" (the minus takes the right-to-left
 * direction of the text around it); Intl puts its direction marks around its own sign, so it stays before the
 * digits in every language (§1 Languages: Arabic is right to left).
 */
export function formatSignedMoneyIn(amount: string | number, currency: string, locale: string, movement: 'in' | 'out', symbol?: string): string {
  const floored = floorDecimal(amount).replace(/^-/, '');
  return withSymbol(moneyFormat(locale, currency, 'exceptZero'), `${movement === 'out' ? '-' : ''}${floored}`, currency, symbol);
}
