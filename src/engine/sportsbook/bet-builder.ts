import { useQuery } from '@tanstack/react-query';
import betBuilderFile from '../../../config/sportsbook/bet-builder.ts';
import type { BetBuilderConfig, BetBuilderSport } from '../../../schemas/config/bet-builder.ts';
import { priceSportBuilder, type BuilderQuote } from '../../api/bet-builder.ts';
import { sportOf } from './sportsbook-config.ts';

// The bet builder as the screens decide on it (docs/product.md §5 "Bet builder"): which events offer it and which of
// their markets may enter it (config/sportsbook/bet-builder.ts), and the sandbox's quote of the picks, asked again
// whenever the picks change. The price and the refusals are the server's alone: the screens never multiply legs.

const betBuilderConfig = betBuilderFile as unknown as BetBuilderConfig;

/** The builder's settings for an event's sport, or null when the sport offers none. */
export function builderSettings(sportId: number, config: BetBuilderConfig = betBuilderConfig): BetBuilderSport | null {
  const sport = sportOf(sportId);
  return (sport && config.sports.find((entry) => entry.sport === sport.key)) ?? null;
}

/** Whether an event offers "Build a bet" now: its sport does, and it has not started (the builder prices prematch). */
export function offersBuilder(event: { sportId: number; status: string }, config: BetBuilderConfig = betBuilderConfig): boolean {
  return event.status === 'prematch' && builderSettings(event.sportId, config) !== null;
}

/** Whether a market of the event may enter a builder: a configured type, over the whole match. */
export function entersBuilder(sportId: number, market: { type: string; period: string | null }, config: BetBuilderConfig = betBuilderConfig): boolean {
  return market.period === null && (builderSettings(sportId, config)?.marketTypes.includes(market.type) ?? false);
}

export const builderQuoteKey = (eventId: number | null, outcomeIds: readonly number[]) => ['bet-builder-quote', eventId, ...outcomeIds] as const;

/** The sandbox's quote of the picks (null while there are none), kept 10 s: prematch prices barely move. */
export function useBuilderQuote(eventId: number | null, outcomeIds: readonly number[]): { quote: BuilderQuote | undefined; isLoading: boolean; isError: boolean; refetch: () => void } {
  const query = useQuery({
    queryKey: builderQuoteKey(eventId, outcomeIds),
    queryFn: ({ signal }) => priceSportBuilder({ event_id: String(eventId), outcome_ids: outcomeIds.map(String) }, { signal }),
    enabled: eventId !== null && outcomeIds.length > 0,
    staleTime: 10_000,
    placeholderData: (previous) => previous,
  });
  return { quote: query.data, isLoading: query.isLoading, isError: query.isError, refetch: () => void query.refetch() };
}
