// The sportsbook's public face for other features (docs/architecture.md, import rules): how a price is written.
export { formatOdds, OddsFormat, type OddsFormatValue } from './odds-format.ts';
export { exampleOddsPrices, oddsFormatOptions, useOddsFormat } from './use-odds-format.ts';
export { useClosedSelections, useLiveTopics } from './use-live.ts';
