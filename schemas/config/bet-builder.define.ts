import type { BetBuilderInput } from './bet-builder.ts';

// Zod-free: config/sportsbook/bet-builder.ts imports this, and the browser bundle must not pull the schema in.

/** Types config/sportsbook/bet-builder.ts. */
export function defineBetBuilder<const T extends BetBuilderInput>(config: T): T {
  return config;
}
