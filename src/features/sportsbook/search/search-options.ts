import type { SportsbookEvent, SportsbookLeague } from '../../../api/sportsbook.ts';
import { href } from '../../../engine/hrefs.ts';
import { findSport } from '../choosers/sport-catalogue.ts';

// What a search answer becomes in the result list: one option per event, league and team, each with the page it
// opens. Events first (what a player searching a team usually wants is its next match), then leagues, then teams.

export type SearchGroup = 'events' | 'leagues' | 'teams';

export interface SearchOption {
  /** Unique within the list: `event-12`, `league-3`, `team-40`. */
  id: string;
  group: SearchGroup;
  href: string;
  /** "Espérance de Tunis – Club Africain", "CAF Champions League", "Espérance de Tunis". */
  title: string;
  /** The sport's config entry (its icon and name); a sport config does not know is left out upstream. */
  sportLabelKey: string;
  sportIcon: string;
  /** Events: the league's name; leagues: the country or region. */
  detail: string | null;
  /** Events: in play now (opens the live event page). */
  live: boolean;
  /** Events: when it starts (ISO). */
  startAt: string | null;
}

interface SearchAnswer {
  teams: readonly { id: number; sportId: number; name: string }[];
  leagues: readonly SportsbookLeague[];
  events: readonly SportsbookEvent[];
}

/** The page of an event: §2 event/live/{id} while it is in play, event/line/{id} before. */
export function eventHref(event: Pick<SportsbookEvent, 'id' | 'status'>): string {
  return event.status === 'live' ? href('sportsbook-event-live', { eventID: event.id }) : href('sportsbook-event-line', { eventID: event.id });
}

/**
 * A league's page: the tourneys page of its sport (§2 tourneys/{activeSport}, tourneys/live/{activeSport} when it
 * only has live events) with the league's slug, which the page opens.
 */
export function leagueHref(league: Pick<SportsbookLeague, 'sportId' | 'slug' | 'prematchCount' | 'liveCount'>): string {
  const onlyLive = league.liveCount > 0 && league.prematchCount === 0;
  return href(onlyLive ? 'sportsbook-tourneys-live' : 'sportsbook-tourneys', { activeSport: league.sportId }, { league: league.slug });
}

/** The options of a search answer, in display order; anything of a sport config does not show is dropped. */
export function searchOptions(answer: SearchAnswer): SearchOption[] {
  const options: SearchOption[] = [];
  for (const event of answer.events) {
    const sport = findSport(event.sportId);
    if (!sport || event.status === 'ended') continue;
    options.push({
      id: `event-${event.id}`,
      group: 'events',
      href: eventHref(event),
      title: `${event.home.name} – ${event.away.name}`,
      sportLabelKey: sport.labelKey,
      sportIcon: sport.icon,
      detail: event.league.name,
      live: event.status === 'live',
      startAt: event.startAt,
    });
  }
  for (const league of answer.leagues) {
    const sport = findSport(league.sportId);
    if (!sport) continue;
    options.push({ id: `league-${league.id}`, group: 'leagues', href: leagueHref(league), title: league.name, sportLabelKey: sport.labelKey, sportIcon: sport.icon, detail: league.country.name, live: false, startAt: null });
  }
  for (const team of answer.teams) {
    const sport = findSport(team.sportId);
    if (!sport) continue;
    // A team opens its next match when the answer has one, else its sport's prematch page.
    const next = answer.events.find((event) => event.status !== 'ended' && (event.home.id === team.id || event.away.id === team.id));
    options.push({
      id: `team-${team.id}`,
      group: 'teams',
      href: next ? eventHref(next) : href('sportsbook-type', { type: 'prematch', activeSport: team.sportId }),
      title: team.name,
      sportLabelKey: sport.labelKey,
      sportIcon: sport.icon,
      detail: null,
      live: false,
      startAt: null,
    });
  }
  return options;
}
