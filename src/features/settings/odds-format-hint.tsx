import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { oddsFormatQuery } from '../../engine/sportsbook/use-odds-format.ts';
import { useIsAuth } from '../../stores/auth.ts';
import { rememberOddsFormatForServer } from '../../stores/signed-in-hint.ts';

/**
 * A signed-in player's odds format, kept where the site's server reads it (a cookie), so their next page comes with its
 * prices in that format rather than turning into it after the hydration (§3 Odds formats, §2 Speed). Asked for at
 * sign-in, whatever the page: the first sport page after it is rendered right too. A change in bookmakers settings,
 * written into the same query, is kept at once.
 */
export function OddsFormatHint(): null {
  const isAuth = useIsAuth();
  const { data } = useQuery({ ...oddsFormatQuery, enabled: isAuth });
  const format = isAuth ? data?.oddsFormat : undefined;
  useEffect(() => {
    if (typeof format === 'number') rememberOddsFormatForServer(format);
  }, [format]);
  return null;
}
