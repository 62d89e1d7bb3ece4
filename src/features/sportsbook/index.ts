// The sportsbook's public face for other features (docs/architecture.md, import rules): how a price is written, and
// the live store's answers the slip and My bets read (prices, statuses, an event's score).
export { formatOdds, OddsFormat, type OddsFormatValue } from './odds-format.ts';
export { exampleOddsPrices, oddsFormatOptions, useOddsFormat } from './use-odds-format.ts';
export { useClosedSelections, useLiveEvent, useLivePrices, useLiveTopics } from './use-live.ts';
export { useTicketLeg, type TicketLegView } from './ticket-leg.ts';
