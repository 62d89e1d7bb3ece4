import type { SportsbookLeague } from '../../api/sportsbook.ts';
import { defineRouteData, type RouteQuery } from '../../engine/route-data.ts';
import { parseSportParam } from '../../engine/sportsbook/sportsbook-config.ts';
import { boundsOf, eventsQuery, leaguesQuery, liveEventsParams, periodOf, prematchEventsParams, prematchLeaguesParams, prematchPageSize, sportsQuery } from './list-queries.ts';

/**
 * The /sportsbook pages' first screen (sportsbook-page.tsx, by route): every sport with its counts; a sport's prematch
 * list with its filters or its live list; the top tourneys; a sport's leagues, or with ?league= that league's events
 * (its id from its slug, once the leagues are in).
 */
export default defineRouteData({
  queries: ({ routeId, params, search }, read) => {
    const leagueOf = (leagues: RouteQuery) => {
      const slug = search.get('league');
      if (!slug) return { wanted: false, id: undefined };
      const known = read?.data<{ items: SportsbookLeague[] }>(leagues);
      return { wanted: true, known: known !== undefined, id: known?.items.find((entry) => entry.slug === slug)?.id };
    };
    if (routeId === 'sportsbook' || routeId === 'sportsbook-all-sports') return [sportsQuery()];
    if (routeId === 'sportsbook-tourneys' || routeId === 'sportsbook-tourneys-live') {
      const sport = parseSportParam(params.activeSport, false);
      if (sport === null) return [];
      const live = routeId === 'sportsbook-tourneys-live';
      const leagues = leaguesQuery({ sport, ...(live ? { section: 'live' as const } : {}) });
      const league = leagueOf(leagues);
      if (!league.wanted || !league.known || league.id === undefined) return [leagues];
      return [leagues, eventsQuery(live ? liveEventsParams({ sport, league: league.id }) : prematchEventsParams({ sport, league: league.id, limit: prematchPageSize }))];
    }
    if (routeId !== 'sportsbook-type') return [];
    const sport = parseSportParam(params.activeSport, params.type === 'top-tourneys');
    if (sport === null) return [];
    switch (params.type) {
      case 'prematch': {
        const leagues = leaguesQuery(prematchLeaguesParams(sport));
        const league = leagueOf(leagues);
        if (league.wanted && !league.known) return [leagues, sportsQuery()];
        return [leagues, sportsQuery(), eventsQuery(prematchEventsParams({ sport, league: league.id, bounds: boundsOf(periodOf(search.get('when'))), limit: prematchPageSize }))];
      }
      case 'live':
        return [sportsQuery(), eventsQuery(liveEventsParams({ sport }))];
      case 'top-tourneys':
        return [leaguesQuery({ top: 'true', ...(sport ? { sport } : {}) })];
      default:
        return [];
    }
  },
});
