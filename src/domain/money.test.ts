import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addMinorUnits,
  compareDecimals,
  floorDecimal,
  floorToMinorUnits,
  formatAmountIn,
  formatMoneyIn,
  fromMinorUnits,
  parseAmount,
  roundUpDecimal,
  roundUpToMinorUnits,
  subtractDecimals,
  toMinorUnits,
} from './money.ts';

// Amounts a player or the ledger can hold: up to 13 whole digits, so every one is a safe integer of minor units.
const minorUnits = fc.integer({ min: -(10 ** 15 - 1), max: 10 ** 15 - 1 });
const positiveMinorUnits = fc.integer({ min: 0, max: 10 ** 15 - 1 });

describe('parseAmount (§5 Amounts: a decimal string with at most 2 decimals)', () => {
  it('reads whole amounts and 1 or 2 decimals as integer minor units', () => {
    expect(parseAmount('1250.75')).toEqual({ ok: true, minor: 125075 });
    expect(parseAmount('10')).toEqual({ ok: true, minor: 1000 });
    expect(parseAmount('0.5')).toEqual({ ok: true, minor: 50 });
    expect(parseAmount('-1.05', { negative: true })).toEqual({ ok: true, minor: -105 });
    expect(parseAmount('12,5', { decimalComma: true })).toEqual({ ok: true, minor: 1250 });
  });

  it('says why a text is not an amount, and never rounds one silently', () => {
    expect(parseAmount('')).toEqual({ ok: false, problem: 'empty' });
    expect(parseAmount('12a')).toEqual({ ok: false, problem: 'not-a-number' });
    expect(parseAmount('1e3')).toEqual({ ok: false, problem: 'not-a-number' });
    expect(parseAmount('12.')).toEqual({ ok: false, problem: 'not-a-number' });
    expect(parseAmount(' 12')).toEqual({ ok: false, problem: 'not-a-number' });
    expect(parseAmount('1.2.3')).toEqual({ ok: false, problem: 'several-separators' });
    expect(parseAmount('1,2.3', { decimalComma: true })).toEqual({ ok: false, problem: 'several-separators' });
    expect(parseAmount('12,5')).toEqual({ ok: false, problem: 'not-a-number' });
    expect(parseAmount('10.555')).toEqual({ ok: false, problem: 'too-many-decimals' });
    expect(parseAmount('-5')).toEqual({ ok: false, problem: 'negative' });
    expect(parseAmount('12345678901234')).toEqual({ ok: false, problem: 'too-large' });
  });

  it('toMinorUnits trims typed text and answers null for what is not an amount', () => {
    expect(toMinorUnits(' 12.5 ')).toBe(1250);
    expect(toMinorUnits('0.1')).toBe(10);
    expect(toMinorUnits('10.555')).toBeNull();
    expect(toMinorUnits('-1')).toBeNull();
  });
});

describe('rounding (§9 Rounding: balances floored, minimums rounded up)', () => {
  it('floors towards minus infinity and rounds up towards plus infinity, digit by digit', () => {
    expect(floorDecimal('1250.759')).toBe('1250.75');
    expect(floorDecimal('-0.001')).toBe('-0.01');
    expect(floorDecimal(0.1 + 0.2)).toBe('0.30');
    expect(roundUpDecimal('0.101')).toBe('0.11');
    expect(roundUpDecimal('-0.019')).toBe('-0.01');
    expect(roundUpDecimal('5')).toBe('5.00');
    expect(floorToMinorUnits('12.509')).toBe(1250);
    expect(roundUpToMinorUnits('12.501')).toBe(1251);
  });

  it('floor never rounds up and rounding up never rounds down, by at most one minor unit', () => {
    fc.assert(
      fc.property(minorUnits, fc.integer({ min: 0, max: 999 }), (minor, extra) => {
        // An amount with up to 3 more decimals than money has: minor units plus `extra` thousandths of one.
        const exact = BigInt(minor) * 1000n + (minor < 0 ? -BigInt(extra) : BigInt(extra));
        const sign = exact < 0n ? '-' : '';
        const absolute = exact < 0n ? -exact : exact;
        const text = `${sign}${absolute / 100000n}.${String(absolute % 100000n).padStart(5, '0')}`;
        const floored = BigInt(floorToMinorUnits(text)) * 1000n;
        const roundedUp = BigInt(roundUpToMinorUnits(text)) * 1000n;
        expect(floored <= exact).toBe(true);
        expect(exact - floored < 1000n).toBe(true);
        expect(roundedUp >= exact).toBe(true);
        expect(roundedUp - exact < 1000n).toBe(true);
      }),
    );
  });
});

describe('round trips and sums', () => {
  it('fromMinorUnits and parseAmount are inverse on every amount', () => {
    fc.assert(
      fc.property(minorUnits, (minor) => {
        expect(parseAmount(fromMinorUnits(minor), { negative: true })).toEqual({ ok: true, minor });
      }),
    );
  });

  it('a formatted amount reads back as the same minor units in every language', () => {
    fc.assert(
      fc.property(positiveMinorUnits, fc.constantFrom('fr-FR', 'en-US', 'ar-TN'), (minor, locale) => {
        const shown = formatAmountIn(fromMinorUnits(minor), locale);
        // Back from the language's digits and marks: Arabic-Indic digits, grouping spaces or commas, the decimal mark.
        const latin = shown.replace(/[٠-٩]/g, (digit) => String(digit.charCodeAt(0) - 0x660));
        const digitsOnly = latin.replace(/[^\d]/g, '');
        expect(Number(digitsOnly)).toBe(minor);
        expect(latin.replace(/[^\d]/g, '').length).toBeGreaterThanOrEqual(3);
      }),
    );
  });

  it('the sum of minor units is the minor units of the decimal sum', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: -(10 ** 12), max: 10 ** 12 }), { maxLength: 50 }), (amounts) => {
        const decimalSum = amounts.reduce((total, minor) => total + BigInt(minor), 0n);
        expect(BigInt(addMinorUnits(...amounts))).toBe(decimalSum);
        const texts = amounts.map(fromMinorUnits);
        expect(addMinorUnits(...texts.map((text) => floorToMinorUnits(text)))).toBe(Number(decimalSum));
      }),
    );
  });

  it('adds exactly where floats do not, and refuses to lose a cent past the safe integers', () => {
    expect(fromMinorUnits(addMinorUnits(toMinorUnits('0.1')!, toMinorUnits('0.2')!))).toBe('0.30');
    expect(() => addMinorUnits(Number.MAX_SAFE_INTEGER, 1)).toThrow(RangeError);
    expect(() => addMinorUnits(0.5)).toThrow(RangeError);
  });

  it('compares and subtracts decimal amounts in floored minor units', () => {
    expect(compareDecimals('9.999', '10')).toBe(-1);
    expect(compareDecimals('10.00', '10')).toBe(0);
    expect(compareDecimals('10.01', '10')).toBe(1);
    expect(subtractDecimals('1200.5', '1250.75')).toBe('-50.25');
  });
});

describe('formatting for a language and currency', () => {
  it('shows 2 decimals with the currency, floored, in the language’s conventions', () => {
    expect(formatMoneyIn('1250.759', 'TND', 'en-US')).toMatch(/TND\s?1,250\.75/);
    expect(formatMoneyIn('1250.759', 'TND', 'fr-FR')).toMatch(/1\s?250,75\s?TND/);
    expect(formatMoneyIn('5', 'TND', 'ar-TN')).toMatch(/[٥5]/);
    expect(formatAmountIn('0.999', 'en-US')).toBe('0.99');
  });
});
