import { defineRouteData, type RouteQuery } from '../../engine/route-data.ts';
import { sportsbookConfig } from '../../engine/sportsbook/sportsbook-config.ts';
import { slidesQueryOptions } from '../slides/index.ts';
import { boundsOf, eventsQuery, leaguesQuery, liveEventsParams, periodOf, prematchEventsParams, prematchLeaguesParams, prematchPageSize, resultsQuery, sportsQuery } from './list-queries.ts';
import { daysBoundsQuery, marketToday } from './market-days.ts';
import type { SportsbookLeague } from '../../api/sportsbook.ts';

/** The landing page's short lists (§2 Sportsbook: the first screen of each). */
export const homeListLimit = 10;

/**
 * /sport/{section}'s first screen (sport-section-page.tsx): the landing page's carousel, sports bar, live and upcoming
 * lists and directory; the live lists; a sport's prematch list with its filters (the league's id from its slug, once the
 * leagues are in); the day's results.
 */
export default defineRouteData({
  queries: ({ params, search, desktop, language, signedIn }, read) => {
    const sport = sportsbookConfig.defaultSport.prematch;
    switch (params.section) {
      case 'Home':
        return [
          sportsQuery(),
          slidesQueryOptions('sport', language, desktop ? 'desktop' : 'mobile', signedIn) as RouteQuery,
          eventsQuery(liveEventsParams({ sport: 0, limit: homeListLimit })),
          leaguesQuery(),
          eventsQuery(prematchEventsParams({ sport: 0, limit: homeListLimit })),
        ];
      case 'Live':
      case 'Overview':
        return [sportsQuery(), eventsQuery(liveEventsParams({ sport: 0 }))];
      case 'Sport': {
        const leagues = leaguesQuery(prematchLeaguesParams(sport));
        const slug = search.get('league');
        const known = read?.data<{ items: SportsbookLeague[] }>(leagues);
        // The league's id is in the leagues' answer: its list is asked for once they are in.
        if (slug && !known) return [sportsQuery(), leagues];
        const league = slug ? known?.items.find((entry) => entry.slug === slug)?.id : undefined;
        return [sportsQuery(), leagues, eventsQuery(prematchEventsParams({ sport, league, bounds: boundsOf(periodOf(search.get('when'))), limit: prematchPageSize }))];
      }
      case 'Results':
        return [resultsQuery({ ...daysBoundsQuery(marketToday()), limit: 200 })];
      default:
        return [];
    }
  },
});
