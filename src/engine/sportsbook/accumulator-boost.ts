import boostFile from '../../../config/sportsbook/accumulator-boost.ts';
import { accumulatorBoostMinor, accumulatorBoostPercent, accumulatorBoostRuleOf } from '../../domain/accumulator-boost.ts';
import { priceFromDecimal } from '../../domain/bet-maths.ts';
import { combinesAll, type SlipBetType } from './bet-types.ts';
import type { SlipSummary } from './slip-maths.ts';

// docs/product.md §5 Bet slip: the accumulator boost the sport promotion advertises, shown in the slip as the sandbox
// pays it at settlement (the same rule, src/domain/accumulator-boost.ts, from the same config).

const rule = accumulatorBoostRuleOf(boostFile);

export interface SlipBoost {
  percent: number;
  /** What the boost adds to the potential win. */
  boostMinor: number;
}

/**
 * The boost of the accumulator a slip places, of qualifying legs (at the prices it would be taken at), else null: the
 * slip's one accumulator, or the accumulator row placed beside singles with a stake each.
 */
export function slipBoost(type: SlipBetType, summary: Pick<SlipSummary, 'perSelection' | 'tickets' | 'totals' | 'combo'>, legs: readonly { price: string; live: boolean }[]): SlipBoost | null {
  if (!summary.totals.ok) return null;
  const ticket = summary.perSelection ? summary.combo?.ticket : combinesAll(type) && summary.tickets.length === 1 ? summary.tickets[0] : null;
  if (!ticket) return null;
  const percent = accumulatorBoostPercent(rule, legs.map((leg) => ({ price: priceFromDecimal(leg.price) ?? 0, live: leg.live })));
  if (percent === 0) return null;
  return { percent, boostMinor: accumulatorBoostMinor(percent, ticket.potentialWinMinor, ticket.totalStakeMinor) };
}
