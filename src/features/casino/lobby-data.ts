import { getGetJackpotsQueryOptions } from '../../api/casino.ts';
import { defineRouteData, type RouteQuery } from '../../engine/route-data.ts';
import { slidesQueryOptions } from '../slides/index.ts';
import { lobbyFirstScreenQuery } from './lobby-first-screen.ts';
import { listParam, type LobbySection } from './lobby-filters.ts';

/** The lobby's jackpots (§2 Slots and casino), the panel's query and its route's loader's alike. */
export const jackpotsQuery = () => getGetJackpotsQueryOptions();

const sections: Record<string, LobbySection> = { 'slots-casino': 'casino', 'slots-all': 'all', 'slots-live-casino': 'live-casino' };

/**
 * A lobby's first screen (lobby-page.tsx): its carousel, its jackpots and, on the site's server for an unfiltered
 * lobby, the first screen of games (lobby-first-screen.ts; the browser loads the full lists itself).
 */
export default defineRouteData({
  queries: ({ routeId, search, desktop, language, signedIn, server }) => {
    const section = sections[routeId] ?? 'casino';
    const filtered = (search.get('q') ?? '') !== '' || listParam(search.getAll('categories')).length > 0 || listParam(search.getAll('providers')).length > 0;
    return [
      ...(server && !filtered ? [lobbyFirstScreenQuery(section, desktop, signedIn) as RouteQuery] : []),
      slidesQueryOptions('casino', language, desktop ? 'desktop' : 'mobile', signedIn) as RouteQuery,
      jackpotsQuery(),
    ];
  },
});
