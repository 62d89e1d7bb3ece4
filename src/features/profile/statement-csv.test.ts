import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { WalletTransaction } from '../../api/profile.ts';
import { fromMinorUnits } from '../../domain/money.ts';
import { csvSeparator, statementCsv, type StatementCsvLabels } from './statement-csv.ts';
import { readCsv } from '../../../tests/read-csv.ts';

const row = (overrides: Partial<WalletTransaction> = {}): WalletTransaction => ({
  id: 7,
  time: '2026-11-27T10:05:00Z',
  type: 'deposit',
  reason: 'deposit',
  description: 'uid-1',
  account: 'cash',
  amount: '1234.50',
  currency: 'TND',
  oldBalance: '0.00',
  newBalance: '1234.50',
  status: 'completed',
  provider: null,
  withheld: '0.00',
  withheldBy: null,
  ...overrides,
});

const labels = (detail = 'Dépôt'): StatementCsvLabels => ({
  header: ['N°', 'Date', 'Type', 'Détail', 'Solde', 'Montant', 'Solde avant', 'Solde après', 'Devise'],
  type: () => 'Dépôt',
  detail: () => detail,
  account: () => 'Réel',
});


describe('the statement as CSV', () => {
  it('writes the header in the language and the amounts in the locale, with the separator the locale expects', () => {
    const text = statementCsv([row(), row({ id: 8, type: 'casino-bet', amount: '-2.00', oldBalance: '1234.50', newBalance: '1232.50' })], labels(), 'fr-FR');
    expect(text.startsWith('\uFEFF')).toBe(true);
    expect(csvSeparator('fr-FR')).toBe(';');
    const rows = readCsv(text, ';');
    expect(rows[0]).toEqual(['N°', 'Date', 'Type', 'Détail', 'Solde', 'Montant', 'Solde avant', 'Solde après', 'Devise']);
    expect(rows).toHaveLength(3);
    expect(rows[1][5].replace(/\s/g, ' ')).toBe('1 234,50');
    expect(rows[2][5]).toBe('-2,00');
    expect(rows[2][7].replace(/\s/g, ' ')).toBe('1 232,50');
    expect(rows[1][8]).toBe('TND');
  });

  it('uses commas in English and quotes what needs it', () => {
    expect(csvSeparator('en-US')).toBe(',');
    const rows = readCsv(statementCsv([row()], labels(), 'en-US'), ',');
    expect(rows[1][5]).toBe('1,234.50');
    expect(rows[1][1]).toContain(',');
  });

  it('keeps text a spreadsheet would run as a formula as text', () => {
    const rows = readCsv(statementCsv([row()], labels('=HYPERLINK("x")'), 'en-US'), ',');
    expect(rows[1][3]).toBe(`'=HYPERLINK("x")`);
  });

  it('reads back every row, whatever the text and amounts', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ minor: fc.integer({ min: -10_000_000, max: 10_000_000 }).filter((value) => value !== 0), detail: fc.string() }), { maxLength: 20 }),
        fc.constantFrom('fr-FR', 'en-US', 'ar-TN'),
        (entries, locale) => {
          const separator = csvSeparator(locale);
          const rows = entries.map((entry, index) => row({ id: index + 1, amount: fromMinorUnits(entry.minor), description: entry.detail }));
          const read = readCsv(statementCsv(rows, { ...labels(), detail: (item) => item.description }, locale), separator);
          expect(read).toHaveLength(rows.length + 1);
          read.slice(1).forEach((cells, index) => {
            expect(cells).toHaveLength(9);
            expect(cells[0]).toBe(String(index + 1));
            const text = entries[index].detail;
            expect(cells[3]).toBe(/^[=+\-@\t\r]/.test(text) ? `'${text}` : text);
          });
        },
      ),
    );
  });
});
