import { getGetSportsbookEventQueryOptions, type SportsbookEvent } from '../../api/sportsbook.ts';
import { ApiError } from '../../api/client.ts';
import { defineRouteData } from '../../engine/route-data.ts';
import { sportOf } from '../../engine/sportsbook/sportsbook-config.ts';

/** An event page's id from its address (0: not an id, the not-found page). */
export function eventIdOf(raw: string | undefined): number {
  return raw && /^\d{1,12}$/.test(raw) ? Number(raw) : 0;
}

/**
 * The event for search engines (§2 Player journey): schema.org SportsEvent with its teams, start and league, in the
 * page's head. The names are the feed's; the sport's name is in the page's language.
 */
export function sportsEventData(event: SportsbookEvent, sportName: string): Record<string, unknown> {
  const team = (name: string) => ({ '@type': 'SportsTeam', name });
  return {
    '@context': 'https://schema.org',
    '@type': 'SportsEvent',
    name: `${event.home.name} – ${event.away.name}`,
    startDate: event.startAt,
    eventStatus: 'https://schema.org/EventScheduled',
    ...(sportName ? { sport: sportName } : {}),
    homeTeam: team(event.home.name),
    awayTeam: team(event.away.name),
    competitor: [team(event.home.name), team(event.away.name)],
    superEvent: { '@type': 'SportsEvent', name: `${event.league.country.name} · ${event.league.name}` },
  };
}

/** The feed's 404: no such event. A fact, not a failure to retry (nor to ask again when the page hydrates). */
export const unknownEvent = (error: unknown) => error instanceof ApiError && error.result.responseStatus === 404;

/** The event's query, the page's and its route's loader's alike (a 404 is not retried, nor asked again on hydration). */
export function eventQuery(id: number) {
  return getGetSportsbookEventQueryOptions(id, { query: { enabled: id > 0, retry: (count, error) => !unknownEvent(error) && count < 2, retryOnMount: false } });
}

/**
 * An event page's first screen (event-page.tsx): the event; its head says it from the answer: a SportsEvent for
 * search engines (§2 Player journey), or a 404 for an unknown event (the feed's 404, or an address that is no id).
 */
export default defineRouteData({
  queries: ({ params }) => {
    const id = eventIdOf(params.eventID);
    return id > 0 ? [eventQuery(id)] : [];
  },
  head: ({ params }, read) => {
    const id = eventIdOf(params.eventID);
    if (id === 0) return { notFound: true };
    const query = eventQuery(id);
    if (unknownEvent(read.error(query))) return { notFound: true };
    const event = read.data<{ event: SportsbookEvent }>(query)?.event;
    if (!event) return {};
    const sport = sportOf(event.sportId);
    return { structuredData: [sportsEventData(event, sport ? read.t(sport.labelKey) : '')] };
  },
});
