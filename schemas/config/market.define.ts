import type { MarketInput } from './market.ts';

// Zod-free: config/markets/<id>.ts imports this, and the browser bundle must not pull the schema in (validated
// at build and in tests, see routes.define.ts).

/** Types config/markets/<id>.ts (plain types: readers such as the sandbox get string[], not literal tuples). */
export function defineMarket(market: MarketInput): MarketInput {
  return market;
}
