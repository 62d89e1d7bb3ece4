import { useTranslation } from 'react-i18next';
import { useGetSportsbookEvent } from '../../api/sportsbook.ts';
import { marketName, outcomeLabels } from './sportsbook-config.ts';
import { useLiveEvent, useLiveTopics } from './use-live.ts';
import { useOddsFormat } from './use-odds-format.ts';

// docs/product.md §5 My bets: a ticket's leg named as the slip named it (event, market, pick, in the player's language)
// with its event's state: the live score while it plays (from the live store, no polling), the final score once ended.
// The names come from the event itself (GET events/{id} keeps ended events with their settled markets), so the ticket
// answer needs no translated names of its own.

export interface TicketLegView {
  marketName: string | null;
  pickName: string | null;
  status: 'prematch' | 'live' | 'ended' | 'unknown';
  score: { home: number; away: number } | null;
}

export function useTicketLeg(eventId: number, marketId: number, outcomeId: number): TicketLegView {
  const { t } = useTranslation();
  const { formatLine } = useOddsFormat();
  const query = useGetSportsbookEvent(eventId, { query: { staleTime: 60_000, retry: false } });
  const event = query.data?.event;
  const live = useLiveEvent(eventId);
  const status = live?.status ?? event?.status;
  // Only a live event's score moves; the stream follows it while the card is on screen.
  useLiveTopics(status === 'live' ? [`event:${eventId}`] : [], []);
  const market = event?.markets.find((entry) => entry.id === marketId);
  const outcome = market?.outcomes.find((entry) => entry.id === outcomeId);
  const score = live?.score ?? event?.score ?? null;
  return {
    marketName: event && market ? marketName(t, event, market, formatLine) : null,
    pickName: event && market && outcome ? outcomeLabels(t, event, market, outcome, formatLine).label : null,
    status: status === 'live' ? 'live' : status === 'ended' ? 'ended' : status ? 'prematch' : 'unknown',
    score: score ? { home: score.home, away: score.away } : null,
  };
}
