import styled from '@emotion/styled';
import { useDeferredValue, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useListSportsbookEvents, useListSportsbookSports, type SportsbookEvent } from '../../api/sportsbook.ts';
import { href } from '../../engine/hrefs.ts';
import { orderedSports, sportsbookConfig } from '../../engine/sportsbook/sportsbook-config.ts';
import { liveEventsParams, listMarkets, maxListLimit, prematchEventsParams, prematchPageSize } from './list-queries.ts';
import { EventList, type Grouping, type ListPlace } from './event-list.tsx';
import { Muted, SportsBar, SportsBarPlaceholder } from './sportsbook-ui.tsx';
import { useLiveTopics, useSeedLive } from '../../engine/sportsbook/use-live.ts';
import { Button } from '../../ui/primitives/button.tsx';
import { feedOffersNone, listQuery } from './feed-offers-none.ts';

// The event lists the pages are made of: live events (streamed by sport, or all of them), prematch events (each
// listed event streamed by its own topic, at most 50) and the sports bars above them.


/**
 * A list's room while it loads: a screen high, so what follows it starts below the fold and the list arriving does
 * not push visible sections down (Lighthouse counted that as a layout shift of 0.11 on /sport/Home; §2 Sportsbook
 * Speed).
 */
const ListLoading = styled(Muted)`
  min-block-size: 100vh;
`;
const listMarketList = listMarkets.split(',');

/** Sports in their configured order: the live board lists its sports so (§2 Sportsbook Overview). */
const sportRank = new Map(orderedSports.map((sport, index) => [sport.id, index]));
const bySportOrder = (events: readonly SportsbookEvent[]) => [...events].sort((a, b) => (sportRank.get(a.sportId) ?? 1e6) - (sportRank.get(b.sportId) ?? 1e6));

/**
 * Live events of one sport (or every sport, 0), kept current by the stream. `board`: the Overview's live board, every
 * live event grouped by sport in the configured order, each with its main market only and its league on the row.
 */
export function LiveEvents({ sport, league, grouping, label, limit = maxListLimit, emptyKey = 'sportsbook.empty.live', board = false, ...place }: { sport: number; league?: number; grouping: Grouping; label: string; limit?: number; emptyKey?: string; board?: boolean } & ListPlace) {
  const { t } = useTranslation();
  const query = useListSportsbookEvents(liveEventsParams({ sport, league, limit }), { query: listQuery });
  // The list that arrives is rendered in React's background lane, sliced into short tasks, not as one long task the
  // moment the answer lands (a landing page's 20 rows took 370 ms at 4x CPU slowdown; §2 Sportsbook Speed).
  // The store is seeded and the stream asked for as soon as the answer lands; only the rows wait for the background lane.
  const latest = query.data;
  const answer = useDeferredValue(latest);
  useSeedLive(latest ? { seq: latest.seq, events: latest.items } : undefined);
  // §2 Sportsbook: the stream carries what is on screen. A whole section follows its topic (events going live join
  // it); a short list (the landing page's ten) follows its own events only, not every live event's prices.
  const shortList = limit < maxListLimit;
  const topics = useMemo(
    () => (shortList ? (latest?.items ?? []).map((event) => `event:${event.id}`) : [sport ? `live:${sport}` : 'overview']),
    [shortList, latest, sport],
  );
  useLiveTopics(topics, listMarketList);
  const boardEvents = useMemo(() => (board && answer ? bySportOrder(answer.items) : undefined), [board, answer]);
  if (feedOffersNone(query.error)) return <Muted>{t(emptyKey)}</Muted>;
  if (query.isError) return null; // said once, by the page's notice with its cause and retry (§8)
  if (!answer) return <ListLoading role="status">{t('sportsbook.loading')}</ListLoading>;
  if (answer.items.length === 0) return <Muted>{t(emptyKey)}</Muted>;
  if (boardEvents) return <EventList events={boardEvents} grouping="sport" label={label} showLeague columnLimit={1} {...place} />;
  return <EventList events={answer.items} grouping={grouping} label={label} {...place} />;
}

/**
 * Prematch events of a sport (0: every sport) or a league, starting within `bounds` when given, a page at a time,
 * each shown event streamed.
 */
export function PrematchEvents({
  sport,
  league,
  bounds,
  grouping,
  label,
  limit = prematchPageSize,
  emptyKey = 'sportsbook.empty.prematch',
  ...place
}: ListPlace & {
  sport: number;
  league?: number;
  bounds?: { date_from: string; date_to: string };
  grouping: Grouping;
  label: string;
  limit?: number;
  emptyKey?: string;
}) {
  const { t } = useTranslation();
  const [pages, setPages] = useState(1);
  const query = useListSportsbookEvents(
    prematchEventsParams({ sport, league, bounds, limit: limit * pages }),
    { query: listQuery },
  );
  // Rendered in the background lane, seeded and streamed at once, as LiveEvents.
  const latest = query.data;
  const answer = useDeferredValue(latest);
  useSeedLive(latest ? { seq: latest.seq, events: latest.items } : undefined);
  const topics = useMemo(() => (latest?.items ?? []).slice(0, 50).map((event) => `event:${event.id}`), [latest]);
  useLiveTopics(topics, listMarketList);
  if (feedOffersNone(query.error)) return <Muted>{t(emptyKey)}</Muted>;
  if (query.isError) return null; // said once, by the page's notice with its cause and retry (§8)
  if (!answer) return <ListLoading role="status">{t('sportsbook.loading')}</ListLoading>;
  if (answer.items.length === 0) return <Muted>{t(emptyKey)}</Muted>;
  return (
    <>
      <EventList events={answer.items} grouping={grouping} label={label} {...place} />
      {answer.total > answer.items.length && limit * pages < 200 && (
        <Button type="button" onClick={() => setPages((count) => count + 1)} disabled={query.isFetching}>
          {t('sportsbook.showMore', { count: answer.total - answer.items.length })}
        </Button>
      )}
    </>
  );
}

/** The sports bar of a section: sports with events there, with their counts, linking to the section's sport page. */
export function SectionSportsBar({ section }: { section: 'live' | 'prematch' }) {
  const { t } = useTranslation();
  const sports = useListSportsbookSports();
  const entries = (sports.data?.items ?? [])
    .filter((sport) => (section === 'live' ? sport.liveCount : sport.prematchCount) > 0)
    .map((sport) => ({
      id: sport.id,
      count: section === 'live' ? sport.liveCount : sport.prematchCount,
      to: href('sportsbook-type', { type: section, activeSport: sport.id }),
    }));
  if (entries.length === 0) return sports.isPending ? <SportsBarPlaceholder aria-hidden="true" /> : null;
  return <SportsBar label={t(section === 'live' ? 'sportsbook.bars.live' : 'sportsbook.bars.prematch')} entries={entries} />;
}

export const defaultSport = sportsbookConfig.defaultSport;

export type { SportsbookEvent };
