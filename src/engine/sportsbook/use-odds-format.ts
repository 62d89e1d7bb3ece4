import { useCallback } from 'react';
import { useQuery } from '@tanstack/react-query';
import sportsbookConfig from '../../../config/sportsbook/index.ts';
import type { OddsFormatPreference } from '../../api/odds-format.ts';
import { getDefaultLanguage } from '../../i18n/languages.ts';
import { useIsAuth, usePlayerFiguresShown } from '../../stores/auth.ts';
import { useLocale } from '../../stores/locale.ts';
import { renderedHints } from '../../stores/render-scope.ts';
import { formatOdds, writeLine, type OddsFormatValue } from './odds-format.ts';

/** One §3 odds format as bookmakers settings offers it (config/sportsbook/index.ts `oddsFormats`). */
export interface OddsFormatOption {
  id: OddsFormatValue;
  key: string;
  /** Its name, `odds.formats.*`. */
  labelKey: string;
}

/** The §3 odds formats in config order (Decimal 0 ... Indo 5). */
export const oddsFormatOptions: readonly OddsFormatOption[] = sportsbookConfig.oddsFormats.map((option) => ({
  id: option.id as OddsFormatValue,
  key: option.key,
  labelKey: option.labelKey,
}));

/** The format of a guest, and of a player while the profile loads or fails (config `defaultOddsFormat`). */
export const defaultOddsFormat = sportsbookConfig.defaultOddsFormat as OddsFormatValue;

/**
 * Two prices on either side of evens, so every format shows its two faces in bookmakers settings (Malay and Indo
 * change sign at 2.00; Hong Kong and Indo agree above it).
 */
export const exampleOddsPrices = ['1.80', '2.50'] as const;

export interface OddsFormatState {
  /** The player's format (§3), or the default for a guest and while loading. */
  format: OddsFormatValue;
  /** A decimal price ("2.35") in that format, written for the language on screen. */
  formatPrice: (decimal: string) => string;
  /** A market's line ("2.75", "+1.5") written as the prices are, so "2,75" stands beside "1,93" in French. */
  formatLine: (line: string) => string;
}

/**
 * The cache entry of the player's odds format: the generated getGetOddsFormatQueryKey() (a unit test holds them equal).
 * Named here so the price buttons' code does not carry the whole profile client: a guest's first load on the sport
 * pages never needs it, and a player's fetch loads it then (§2 Sportsbook Speed).
 */
export const oddsFormatQueryKey = ['/api/users/bookmakers-settings/odds-format/'] as const;

/** The player's odds format as one query: the price buttons read it, the signed-in clockwork keeps the server's copy of it. */
export const oddsFormatQuery = {
  queryKey: oddsFormatQueryKey,
  queryFn: async ({ signal }: { signal: AbortSignal }): Promise<OddsFormatPreference> => (await import('../../api/profile.ts')).getOddsFormat({ signal }),
  // The preference changes only in bookmakers settings, which writes the answer into this query's cache.
  staleTime: Infinity,
} as const;

/**
 * The signed-in player's odds format from bookmakers settings (§3 Odds formats; §6: the profile needs sign-in, so a
 * guest never asks for it), and the one function a price button calls to show a price.
 */
export function useOddsFormat(): OddsFormatState {
  const isAuth = useIsAuth();
  const { dateLocale } = useLocale();
  const locale = dateLocale || getDefaultLanguage().dateLocale;
  const preference = useQuery({ ...oddsFormatQuery, enabled: isAuth });
  // The server's signed-in frame writes the prices in the format this browser's player last had (their cookie), and the
  // hydration keeps it; the player's own answer takes over from the render after (§2 Speed).
  const figuresShown = usePlayerFiguresShown();
  const rendered = renderedHints().oddsFormat;
  const saved = isAuth ? (figuresShown ? (preference.data?.oddsFormat ?? rendered) : rendered) : undefined;
  const format = oddsFormatOptions.some((option) => option.id === saved) ? (saved as OddsFormatValue) : defaultOddsFormat;
  const formatPrice = useCallback((decimal: string) => formatOdds(decimal, format, locale), [format, locale]);
  const formatLine = useCallback((line: string) => writeLine(line, locale), [locale]);
  return { format, formatPrice, formatLine };
}
