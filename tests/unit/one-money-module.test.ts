import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';

// DESIGN "Money" and §9 Rounding: money is parsed, rounded and formatted in one place, src/domain/money.ts, on
// both sides. These are the shapes the other parsers had (a float division printed with toFixed, a regex that
// cut decimals off a balance, a hand-written digits-to-cents conversion, parseFloat); none may come back.
function sourceFiles(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

const forbidden: Array<[RegExp, string]> = [
  [/\/\s*100\s*\)\s*\.toFixed\(/, 'minor units printed through a float (use fromMinorUnits)'],
  [/parseFloat\(/, 'an amount read as a float (use parseAmount or toMinorUnits)'],
  [/replace\(\/\(\\\.\\d\{2\}\)\\d\+\$\//, 'decimals cut off by a regex (use floorToMinorUnits, §9 Rounding)'],
  [/padEnd\(2, '0'\)/, 'a hand-written decimal-to-cents conversion (use parseAmount)'],
];

// Payment statuses are named by the generated PaymentStatus (§4 Payment status codes), never by their numbers.
const statusNumbers = /status\s*(?:===|!==)\s*(?:10|20|21|22|27|30|40|45)\b|\[\s*22\s*,\s*30\s*,\s*40\s*,\s*45\s*\]/;

describe('one money module (src/domain/money.ts)', () => {
  const files = ['src', 'config', 'sandbox'].flatMap(sourceFiles).filter((file) => !file.startsWith(join('src', 'domain')));

  test('the guard sees the shapes it forbids', () => {
    expect(forbidden[0][0].test('formatMoney((value / 100).toFixed(2), currency)')).toBe(true);
    expect(forbidden[2][0].test("balance.replace(/(\\.\\d{2})\\d+$/, '$1')")).toBe(true);
    expect(statusNumbers.test('if (status === 30) done()')).toBe(true);
  });

  for (const file of files) {
    test(file, () => {
      const text = readFileSync(file, 'utf8');
      const found = forbidden.filter(([pattern]) => pattern.test(text)).map(([, why]) => why);
      if (statusNumbers.test(text)) found.push('a payment status by its number (use PaymentStatus)');
      expect(found, `${file}: ${found.join('; ')}`).toEqual([]);
    });
  }
});
