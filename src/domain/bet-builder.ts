import type { LegResult } from './bet-maths.ts';

/**
 * docs/product.md §5 "Bet builder": a builder is one bet over legs of one match. Once every leg is decided it is
 * void (the stake back) when one leg is void, as bwin and Superbet do, else lost when one leg lost, else won at
 * the builder's own price. One rule for the sandbox's settlement and the slip's and My bets' account of it.
 */
export function builderResult(legs: readonly (LegResult | 'open')[]): 'open' | 'won' | 'lost' | 'void' {
  if (legs.some((leg) => leg === 'open')) return 'open';
  // A builder takes no line that can push, so a half result only comes of a voided market: void too.
  if (legs.some((leg) => leg === 'void' || leg === 'half-won' || leg === 'half-lost')) return 'void';
  return legs.some((leg) => leg === 'lost') ? 'lost' : 'won';
}
