import { describe, expect, it } from 'vitest';
import { languages } from '../../config/languages/index.ts';
import { floorDecimal, formatAmount, formatAmountForInput, formatDate, formatMoney, formatRetryTime, formatSignedMoney } from './format.ts';
import { parseAmount } from '../domain/money.ts';
import { currencySymbols, setCurrencySymbols } from '../stores/currency-symbols.ts';
import { afterEach } from 'vitest';

// A currency whose minor unit has 3 digits, as the market's has: money still shows 2 decimals (§9 Rounding).
const threeDigitCurrency = 'KWD';

function separators(locale: string): { group: string; decimal: string } {
  const parts = new Intl.NumberFormat(locale).formatToParts(1234567.5);
  return {
    group: parts.find((part) => part.type === 'group')?.value ?? '',
    decimal: parts.find((part) => part.type === 'decimal')?.value ?? '',
  };
}

describe('floorDecimal (§9: balance floored to 2 decimals)', () => {
  it.each([
    ['1250.759', '1250.75'],
    ['0.29', '0.29'],
    ['0.299999', '0.29'],
    ['10', '10.00'],
    ['.5', '0.50'],
    ['0.001', '0.00'],
    ['-0.001', '-0.01'],
    ['-12.345', '-12.35'],
    ['-12.3', '-12.30'],
    ['1e-7', '0.00'],
    ['1.2345e3', '1234.50'],
    ['123456789012345678901234.999', '123456789012345678901234.99'],
  ])('%s -> %s', (input, expected) => {
    expect(floorDecimal(input)).toBe(expected);
  });

  it('takes numbers by their shortest decimal spelling, so no float drift (0.29 is not 0.28999...)', () => {
    expect(floorDecimal(0.29)).toBe('0.29');
    expect(floorDecimal(1.005)).toBe('1.00');
    expect(floorDecimal(0.1 + 0.2)).toBe('0.30');
  });

  it('refuses what is not a decimal amount', () => {
    for (const bad of ['', '.', '-', 'abc', '1,5', '1.2.3']) expect(() => floorDecimal(bad)).toThrow(TypeError);
    expect(() => floorDecimal(Number.NaN)).toThrow(TypeError);
  });
});

describe('formatMoney', () => {
  it('floors from the decimal string itself: 1250.759 shows 1250.75, in the given locale', () => {
    const text = formatMoney('1250.759', 'EUR', 'de-DE');
    expect(text.replace(/\s/g, ' ')).toBe('1.250,75 €');
  });

  it('keeps 0.29 as 0.29 and big amounts exact (no float on the way)', () => {
    expect(formatMoney('0.29', 'USD', 'en-GB')).toBe('US$0.29');
    expect(formatMoney('9007199254740993.999', 'USD', 'en-GB')).toBe('US$9,007,199,254,740,993.99');
  });

  it('shows 2 decimals for a currency with a 3-digit minor unit', () => {
    expect(formatMoney('12.3456', threeDigitCurrency, 'en-GB')).toMatch(/12\.34$/);
  });

  it.each(languages.map((language) => [language.code, language.dateLocale]))(
    'uses the separators of %s (%s)',
    (_code, locale) => {
      const { group, decimal } = separators(locale);
      const text = formatMoney('1234567.891', threeDigitCurrency, locale);
      expect(text).toContain(`1${group}234${group}567${decimal}89`);
    },
  );
});

describe('the operator\'s currency symbols (§9 Currency: the currency list names symbols)', () => {
  afterEach(() => currencySymbols.clear());

  it('prints the list\'s symbol where the language has no sign of its own, and follows the list when it changes', () => {
    expect(formatMoney('5', 'RUB', 'fr-FR').replace(/\s/g, ' ')).toBe('5,00 RUB');
    setCurrencySymbols([{ code: 'RUB', symbol: '₽' }, { code: 'TND', symbol: 'TND' }]);
    expect(formatMoney('5', 'RUB', 'fr-FR').replace(/\s/g, ' ')).toBe('5,00 ₽');
    expect(formatSignedMoney('5', 'RUB', 'out', 'en-US').replace(/\s/g, ' ')).toBe('-₽ 5.00');
    expect(formatMoney('5', 'TND', 'fr-FR').replace(/\s/g, ' ')).toBe('5,00 TND');
    // An operator that writes the dinar "DT": French and English follow, Arabic keeps its own sign.
    setCurrencySymbols([{ code: 'TND', symbol: 'DT' }]);
    expect(formatMoney('1250.5', 'TND', 'fr-FR').replace(/\s/g, ' ')).toBe('1 250,50 DT');
    expect(formatMoney('5', 'TND', 'en-US').replace(/\s/g, ' ')).toBe('DT 5.00');
    expect(formatMoney('5', 'TND', 'ar-TN')).toContain('د.ت.');
    expect(formatMoney('5', 'RUB', 'fr-FR').replace(/\s/g, ' ')).toBe('5,00 RUB');
  });

  it('keeps a language\'s own sign over the list\'s (French "$US", not "$")', () => {
    setCurrencySymbols([{ code: 'USD', symbol: '$' }, { code: 'EUR', symbol: '€' }]);
    expect(formatMoney('5', 'USD', 'fr-FR').replace(/\s/g, ' ')).toBe('5,00 $US');
    expect(formatMoney('5', 'EUR', 'fr-FR').replace(/\s/g, ' ')).toBe('5,00 €');
  });

  it('ignores a blank symbol and an empty or missing list', () => {
    setCurrencySymbols([{ code: 'TND', symbol: ' ' }]);
    expect(formatMoney('5', 'TND', 'fr-FR').replace(/\s/g, ' ')).toBe('5,00 TND');
    setCurrencySymbols(undefined);
    expect(formatMoney('5', 'TND', 'fr-FR').replace(/\s/g, ' ')).toBe('5,00 TND');
  });
});

describe('formatSignedMoney (§1 Languages: a negative amount reads right in each language)', () => {
  const locale = (code: string) => languages.find((language) => language.code === code)!.dateLocale;

  it('puts the sign before the digits in French', () => {
    expect(formatSignedMoney('5', 'TND', 'out', locale('fr-fr')).replace(/\s/g, ' ')).toBe('-5,00 TND');
    expect(formatSignedMoney('5.009', 'TND', 'in', locale('fr-fr')).replace(/\s/g, ' ')).toBe('+5,00 TND');
  });

  it('keeps the Arabic minus before the digits: a left-to-right mark binds it to the number, so it cannot read "5,00-"', () => {
    const text = formatSignedMoney('5', 'TND', 'out', locale('ar'));
    expect(text).toContain('\u200e-5,00');
    expect(text).not.toMatch(/^[-−]/);
    expect(formatSignedMoney('5', 'TND', 'in', locale('ar'))).toContain('\u200e+5,00');
  });

  it('shows no sign on nothing moved', () => {
    expect(formatSignedMoney('0', 'TND', 'out', locale('fr-fr'))).not.toMatch(/[-+−]/);
  });
});

describe('formatAmount and formatDate', () => {
  it('formats a plain floored amount', () => {
    expect(formatAmount('1250.759', 'en-GB')).toBe('1,250.75');
  });

  it('formats dates in the given locale', () => {
    const date = new Date(Date.UTC(2026, 0, 15, 12));
    expect(formatDate(date, { dateStyle: 'long', timeZone: 'UTC' }, 'en-GB')).toBe('15 January 2026');
    expect(formatDate('2026-01-15T12:00:00Z', { year: 'numeric', month: '2-digit', day: '2-digit', timeZone: 'UTC' }, 'de-DE')).toBe('15.01.2026');
    expect(() => formatDate('not a date')).toThrow(TypeError);
  });
});

describe('formatRetryTime (§5 Sign-in throttle: when a paused sign-in may be tried again)', () => {
  it('gives the time to the second today, and the date too on another day', () => {
    const now = new Date(2026, 10, 20, 14, 30, 0).getTime();
    expect(formatRetryTime(new Date(2026, 10, 20, 14, 30, 30), now, 'en-GB')).toBe('14:30:30');
    expect(formatRetryTime(new Date(2026, 10, 21, 0, 5, 0), now, 'en-GB')).toBe('21/11/2026, 00:05:00');
  });
});

describe('formatAmountForInput (§2 Player journey: a quick amount fills the field as the player types it)', () => {
  it("uses the language's decimal mark, no grouping and no currency, and reads back as the same amount", () => {
    expect(formatAmountForInput('50.00', 'fr-FR')).toBe('50,00');
    expect(formatAmountForInput('1250.5', 'fr-FR')).toBe('1250,50');
    expect(formatAmountForInput('50.00', 'en-US')).toBe('50.00');
    for (const locale of ['fr-FR', 'en-US', 'ar-TN']) {
      expect(parseAmount(formatAmountForInput('1234.56', locale), { decimalComma: true })).toEqual({ ok: true, minor: 123456 });
    }
  });
});
