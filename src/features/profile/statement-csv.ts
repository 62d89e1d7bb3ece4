import type { WalletTransaction } from '../../api/profile.ts';
import { formatAmount, formatDateTime } from '../../i18n/format.ts';

/**
 * The wallet statement as a spreadsheet file (§3 Transaction (display)): the same rows as the screen, a header row
 * in the player's language, dates and amounts written in the player's locale. Where the locale writes a decimal
 * comma (French, Arabic as served here) spreadsheets expect ';' between cells, so the separator follows the locale.
 */
export interface StatementCsvLabels {
  /** The header row, in the order of the cells. */
  header: readonly string[];
  type: (row: WalletTransaction) => string;
  detail: (row: WalletTransaction) => string;
  account: (row: WalletTransaction) => string;
}

export function csvSeparator(locale: string): ',' | ';' {
  const mark = new Intl.NumberFormat(locale).formatToParts(1.5).find((part) => part.type === 'decimal')?.value;
  return mark === ',' ? ';' : ',';
}

/** A cell quoted when it must be; text a spreadsheet would run as a formula is kept as text. */
function cell(value: string, separator: string, text: boolean): string {
  const safe = text && /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /["\r\n]/.test(safe) || safe.includes(separator) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

export const statementCsvColumns = ['id', 'date', 'type', 'detail', 'account', 'amount', 'balanceBefore', 'balanceAfter', 'currency'] as const;

export function statementCsv(rows: readonly WalletTransaction[], labels: StatementCsvLabels, locale: string): string {
  const separator = csvSeparator(locale);
  const line = (cells: [string, boolean][]) => cells.map(([value, text]) => cell(value, separator, text)).join(separator);
  const lines = [
    line(labels.header.map((label) => [label, true])),
    ...rows.map((row) =>
      line([
        [String(row.id), false],
        [formatDateTime(row.time, locale), false],
        [labels.type(row), true],
        [labels.detail(row), true],
        [labels.account(row), true],
        [formatAmount(row.amount, locale), false],
        [formatAmount(row.oldBalance, locale), false],
        [formatAmount(row.newBalance, locale), false],
        [row.currency, true],
      ]),
    ),
  ];
  // The byte order mark makes spreadsheets read the file as UTF-8 (Arabic labels, the no-break spaces of French amounts).
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
