import type { BetTypeInput } from './bet-types.ts';

// Zod-free: config/sportsbook/bet-types.ts imports this, and the browser bundle must not pull the schema in
// (validated at build and in tests, see sportsbook.define.ts).

/** Types config/sportsbook/bet-types.ts. */
export function defineBetTypes<const T extends readonly BetTypeInput[]>(types: T): T {
  return types;
}
