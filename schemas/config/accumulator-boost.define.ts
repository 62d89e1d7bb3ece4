import type { AccumulatorBoostInput } from './accumulator-boost.ts';

// Zod-free: config/sportsbook/accumulator-boost.ts imports this, and the browser bundle must not pull the schema in.

/** Types config/sportsbook/accumulator-boost.ts. */
export function defineAccumulatorBoost<const T extends AccumulatorBoostInput>(config: T): T {
  return config;
}
