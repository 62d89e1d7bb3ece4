import { useCallback } from 'react';
import { useLocale } from '../../stores/locale.ts';
import { formatOdds, OddsFormat } from './odds-format.ts';

/**
 * How the pages write a price: formatOdds, the one odds formatter, in the page's language. Decimal until the
 * player's odds format from bookmakers settings (§3 Odds formats, useOddsFormat) is wired in here: one line.
 */
export function useDisplayOdds(): (decimal: string) => string {
  const { dateLocale } = useLocale();
  return useCallback((decimal: string) => formatOdds(decimal, OddsFormat.Decimal, dateLocale || 'fr-FR'), [dateLocale]);
}
