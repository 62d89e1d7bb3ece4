// The sportsbook screens' public face for other features (docs/architecture.md, import rules). The live store's
// hooks, the odds format and the slip's rules are the sportsbook kernel's (src/engine/sportsbook/): the slip and My
// bets read them there, never through this feature. The odds format is also offered here for the profile's pages.
export { formatOdds, OddsFormat, type OddsFormatValue } from '../../engine/sportsbook/odds-format.ts';
export { exampleOddsPrices, oddsFormatOptions, useOddsFormat } from '../../engine/sportsbook/use-odds-format.ts';
