import { getListSportsbookEventsQueryOptions, getListSportsbookLeaguesQueryOptions, getListSportsbookResultsQueryOptions, getListSportsbookSportsQueryOptions } from '../../api/sportsbook.ts';
import { listMarketTypes } from '../../engine/sportsbook/sportsbook-config.ts';
import { listQuery } from './feed-offers-none.ts';
import { addDays, daysBoundsQuery, marketToday } from './market-days.ts';

// The sportsbook pages' queries, one builder each, shared by the screens' hooks and the routes' data modules
// (sport-section-data.ts, sportsbook-data.ts): the server's loader and the screen ask for the same cache entry.

export const listMarkets = listMarketTypes();
/** The most events a list asks for at once (the API's cap). */
export const maxListLimit = 200;
/** A prematch list's page. */
export const prematchPageSize = 50;

export function liveEventsParams({ sport, league, limit = maxListLimit }: { sport: number; league?: number; limit?: number }) {
  return { section: 'live' as const, ...(sport ? { sport } : {}), ...(league ? { league } : {}), markets: listMarkets, limit };
}

export function prematchEventsParams({ sport, league, bounds, limit }: { sport: number; league?: number; bounds?: { date_from: string; date_to: string }; limit: number }) {
  return { section: 'prematch' as const, ...(sport ? { sport } : {}), ...(league ? { league } : {}), ...bounds, markets: listMarkets, limit: Math.min(maxListLimit, limit) };
}

export const sportsQuery = () => getListSportsbookSportsQueryOptions();
export const eventsQuery = (params: ReturnType<typeof liveEventsParams> | ReturnType<typeof prematchEventsParams>) => getListSportsbookEventsQueryOptions(params, { query: listQuery });
export const leaguesQuery = (params?: Parameters<typeof getListSportsbookLeaguesQueryOptions>[0]) => getListSportsbookLeaguesQueryOptions(params, { query: listQuery });
export const resultsQuery = (params: Parameters<typeof getListSportsbookResultsQueryOptions>[0]) => getListSportsbookResultsQueryOptions(params, { query: listQuery });

/** The leagues a sport's prematch filter picks from (0: every sport). */
export const prematchLeaguesParams = (sport: number) => ({ ...(sport ? { sport } : {}), section: 'prematch' as const });

export const periods = ['all', 'today', 'tomorrow', 'week'] as const;
export type Period = (typeof periods)[number];

/** ?when= read from the address; an unknown value is no filter. */
export function periodOf(raw: string | null): Period {
  return periods.includes(raw as Period) ? (raw as Period) : 'all';
}

/** The start bounds of a period in the market's days (none: every match to come). */
export function boundsOf(when: Period): { date_from: string; date_to: string } | undefined {
  const today = marketToday();
  if (when === 'today') return daysBoundsQuery(today);
  if (when === 'tomorrow') return daysBoundsQuery(addDays(today, 1));
  if (when === 'week') return daysBoundsQuery(today, 7);
  return undefined;
}
