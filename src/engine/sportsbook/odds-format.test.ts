import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { OddsFormat, convertOdds, decimalFromOdds, formatOdds, fractionTable, priceHundredths, writeLine, type OddsFormatValue, type OddsValue } from './odds-format.ts';

// §3 Odds formats. Prices in hundredths over the feed's ladder (1.01 to 500.00) and well beyond it.
const price = fc.integer({ min: 101, max: 100_000 });
const priceText = (hundredths: number) => `${Math.floor(hundredths / 100)}.${String(hundredths % 100).padStart(2, '0')}`;
const locales = ['fr-FR', 'en-US', 'ar-TN'] as const;
const formats = Object.values(OddsFormat);

/** Reads a written price back, the way a player reads it: "4/11", "+150", "-0,99" (Arabic's direction marks dropped). */
function readOdds(text: string, format: OddsFormatValue): OddsValue {
  const plain = text.replace(/[\u200e\u200f\u061c]/g, '');
  if (format === OddsFormat.Fractional) {
    const [numerator, denominator] = plain.split('/').map(Number);
    return { kind: 'fraction', numerator, denominator };
  }
  const figure = Number(plain.replace(',', '.'));
  const fractionDigits = format === OddsFormat.American ? 0 : 2;
  return { kind: 'number', units: Math.round(figure * 10 ** fractionDigits), fractionDigits, plusSign: false };
}

/** The exact figure of each format, unrounded. */
function exactFigure(hundredths: number, format: OddsFormatValue): number {
  const decimal = hundredths / 100;
  const profit = decimal - 1;
  switch (format) {
    case OddsFormat.American:
      return profit >= 1 ? profit * 100 : -100 / profit;
    case OddsFormat.HongKong:
      return profit;
    case OddsFormat.Malay:
      return profit <= 1 ? profit : -1 / profit;
    case OddsFormat.Indo:
      return profit >= 1 ? profit : -1 / profit;
    default:
      return decimal;
  }
}

describe('§3 odds formats: what a player reads', () => {
  it('writes the prices the big books print', () => {
    const cases: [string, OddsFormatValue, string][] = [
      ['2.35', OddsFormat.Decimal, '2.35'],
      ['2.35', OddsFormat.Fractional, '27/20'],
      ['1.36', OddsFormat.Fractional, '4/11'],
      ['1.67', OddsFormat.Fractional, '4/6'],
      ['2.00', OddsFormat.Fractional, '1/1'],
      ['3.13', OddsFormat.Fractional, '85/40'],
      ['12.00', OddsFormat.Fractional, '11/1'],
      ['2.50', OddsFormat.American, '+150'],
      ['1.50', OddsFormat.American, '-200'],
      ['2.00', OddsFormat.American, '+100'],
      ['1.91', OddsFormat.American, '-110'],
      ['1.01', OddsFormat.American, '-10000'],
      ['2.35', OddsFormat.HongKong, '1.35'],
      ['1.80', OddsFormat.Malay, '0.80'],
      ['2.50', OddsFormat.Malay, '-0.67'],
      ['2.00', OddsFormat.Malay, '1.00'],
      ['2.50', OddsFormat.Indo, '1.50'],
      ['1.50', OddsFormat.Indo, '-2.00'],
      ['1.80', OddsFormat.Indo, '-1.25'],
    ];
    for (const [decimal, format, expected] of cases) expect(formatOdds(decimal, format, 'en-US'), `${decimal} in ${format}`).toBe(expected);
  });

  it('writes each language: decimal comma in French and Arabic, Latin digits everywhere', () => {
    expect(formatOdds('2.35', OddsFormat.Decimal, 'fr-FR')).toBe('2,35');
    expect(formatOdds('1.50', OddsFormat.Indo, 'fr-FR')).toBe('-2,00');
    expect(formatOdds('2.50', OddsFormat.American, 'fr-FR')).toBe('+150');
    const arabic = formatOdds('2.50', OddsFormat.Malay, 'ar-TN');
    // A left-to-right mark keeps the minus before the digits inside right-to-left text.
    expect(arabic.replace(/\u200e/g, '')).toBe('-0,67');
    for (const format of formats) expect(formatOdds('3.75', format, 'ar-TN')).toMatch(/^[\u200e\-+0-9,/]+$/);
  });

  it('rounds a longer decimal half up to two decimals first, and shows a dash for what is not a price', () => {
    expect(priceHundredths('1.855')).toBe(186);
    expect(priceHundredths('1.8549')).toBe(185);
    expect(priceHundredths('7')).toBe(700);
    for (const bad of ['', 'abc', '0.99', '-2.00', '1e3', '2,35', 'NaN', 'Infinity']) {
      expect(priceHundredths(bad), bad).toBeNull();
      expect(formatOdds(bad, OddsFormat.Decimal, 'en-US'), bad).toBe('–');
    }
  });

  it('has no American, Malay or Indo figure for 1.00 (nothing won), and 0/1 or 0.00 where one exists', () => {
    expect(formatOdds('1.00', OddsFormat.Decimal, 'en-US')).toBe('1.00');
    expect(formatOdds('1.00', OddsFormat.Fractional, 'en-US')).toBe('0/1');
    expect(formatOdds('1.00', OddsFormat.HongKong, 'en-US')).toBe('0.00');
    for (const format of [OddsFormat.American, OddsFormat.Malay, OddsFormat.Indo]) expect(formatOdds('1.00', format, 'en-US')).toBe('–');
  });

  it('fractional table: each fraction within 0.005 of its price, both columns rising', () => {
    let previous: [number, number] = [100, 0];
    for (const [hundredths, [numerator, denominator]] of fractionTable) {
      const value = numerator / denominator;
      expect(Math.abs(1 + value - hundredths / 100), `${hundredths}`).toBeLessThanOrEqual(0.005 + 1e-12);
      expect(hundredths).toBeGreaterThan(previous[0]);
      expect(value).toBeGreaterThan(previous[1]);
      previous = [hundredths, value];
    }
  });
});

describe('§3 odds formats: the line beside a price', () => {
  it('takes the decimal sign of the price beside it, keeps its sign and every digit, and leaves other text alone', () => {
    for (const locale of ['fr-FR', 'en-US', 'ar-TN']) {
      const sign = formatOdds('1.93', OddsFormat.Decimal, locale).replace(/\d/g, '');
      expect(writeLine('2.75', locale)).toBe(`2${sign}75`);
      expect(writeLine('-1.5', locale)).toBe(`-1${sign}5`);
      expect(writeLine('+0.25', locale)).toBe(`+0${sign}25`);
      expect(writeLine('3', locale)).toBe('3');
    }
    expect(writeLine('2.75', 'fr-FR')).toBe('2,75');
    expect(writeLine('1:0', 'fr-FR')).toBe('1:0');
  });
});

describe('§3 odds formats: properties over every price', () => {
  it('shows each format as its exact figure rounded to what it displays (whole American, 2 decimals otherwise)', () => {
    fc.assert(
      fc.property(price, fc.constantFrom(...formats), fc.constantFrom(...locales), (hundredths, format, locale) => {
        fc.pre(format !== OddsFormat.Fractional);
        const read = readOdds(formatOdds(priceText(hundredths), format, locale), format);
        if (read.kind !== 'number') throw new Error('not a number');
        const shown = read.units / 10 ** read.fractionDigits;
        const halfStep = read.fractionDigits === 0 ? 0.5 : 0.005;
        const exact = exactFigure(hundredths, format);
        // Malay's floor: a price above 201.00 shows -0.01 rather than -0.00.
        if (format === OddsFormat.Malay && exact < 0 && exact > -0.005) expect(shown).toBe(-0.01);
        else expect(Math.abs(shown - exact)).toBeLessThanOrEqual(halfStep + 1e-9);
      }),
      { numRuns: 2000 },
    );
  });

  it('round trip: the displayed price stands for the decimal within the display rounding', () => {
    fc.assert(
      fc.property(price, fc.constantFrom(...formats), fc.constantFrom(...locales), (hundredths, format, locale) => {
        const decimal = hundredths / 100;
        const back = decimalFromOdds(readOdds(formatOdds(priceText(hundredths), format, locale), format), format);
        if (format === OddsFormat.Decimal || format === OddsFormat.HongKong) expect(back).toBeCloseTo(decimal, 9);
        // Two decimals of an inverse say less as the price grows: Malay above evens is checked on its figure above.
        else if (!(format === OddsFormat.Malay && hundredths > 200)) expect(Math.abs(back - decimal)).toBeLessThanOrEqual(0.005 + 1e-9);
      }),
      { numRuns: 3000 },
    );
  });

  it('monotonic: a higher decimal never shows a lower price, in any format or language', () => {
    fc.assert(
      fc.property(price, price, fc.constantFrom(...formats), fc.constantFrom(...locales), (a, b, format, locale) => {
        const [low, high] = a <= b ? [a, b] : [b, a];
        const value = (hundredths: number) => decimalFromOdds(readOdds(formatOdds(priceText(hundredths), format, locale), format), format);
        expect(value(low)).toBeLessThanOrEqual(value(high) + 1e-12);
      }),
      { numRuns: 3000 },
    );
    // Neighbours too, where rounding could cross over.
    for (const format of formats) {
      let previous = 0;
      for (let hundredths = 101; hundredths <= 2_000; hundredths += 1) {
        const shown = decimalFromOdds(convertOdds(hundredths, format)!, format);
        expect(shown, `${hundredths} in ${format}`).toBeGreaterThanOrEqual(previous - 1e-12);
        previous = shown;
      }
    }
  });

  it('Malay stays within [-1, 1] and Indo outside (-1, 1)', () => {
    fc.assert(
      fc.property(price, fc.constantFrom(...locales), (hundredths, locale) => {
        const malay = readOdds(formatOdds(priceText(hundredths), OddsFormat.Malay, locale), OddsFormat.Malay);
        const indo = readOdds(formatOdds(priceText(hundredths), OddsFormat.Indo, locale), OddsFormat.Indo);
        if (malay.kind !== 'number' || indo.kind !== 'number') throw new Error('not a number');
        expect(Math.abs(malay.units)).toBeLessThanOrEqual(100);
        expect(malay.units).not.toBe(0);
        expect(Math.abs(indo.units)).toBeGreaterThanOrEqual(100);
      }),
      { numRuns: 2000 },
    );
  });

  it('never throws and writes a price or a dash for any text', () => {
    fc.assert(
      fc.property(fc.string(), fc.constantFrom(...formats), (text, format) => {
        const written = formatOdds(text, format, 'fr-FR');
        expect(written === '–' || /^[+-]?\d+([,/]\d+)?$/.test(written)).toBe(true);
      }),
    );
  });
});
