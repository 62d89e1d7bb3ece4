import { appConfig } from '../load-config.ts';

// §5 Bet slip: the one-tap stakes under the slip's stake are the served market's (config/markets/<id>.ts
// `quickStakes`, decimal strings in its currency, checked at build to be at least its minimum stake).

/** The quick stakes, as the stake field takes them (decimal strings). */
export function quickStakes(market: { quickStakes: readonly string[] } = appConfig.market): readonly string[] {
  return market.quickStakes;
}
