import accumulatorBoostFile from '../../config/sportsbook/accumulator-boost.ts';
import { accumulatorBoostSchema } from '../../schemas/config/accumulator-boost.ts';
import { accumulatorBoostMinor, accumulatorBoostPercent, accumulatorBoostRuleOf } from '../../src/domain/accumulator-boost.ts';
import type { LegResult } from '../../src/domain/bet-maths.ts';
import { formatMoney } from '../money.ts';
import type { TicketRow } from './tickets.ts';

/**
 * The advertised accumulator boost of a ticket (config/sportsbook/accumulator-boost.ts, docs/product.md §5 "Accumulator
 * boost"): one rule for what settlement pays (settlement.ts) and what a ticket says it would pay (tickets.ts), so the
 * receipt and My bets show the win the player is paid.
 */
const accumulatorBoostRule = accumulatorBoostRuleOf(accumulatorBoostSchema.parse(accumulatorBoostFile));

type BoostTicket = Pick<TicketRow, 'is_free_bet' | 'builder_price' | 'bet_count' | 'remaining_share_ppm' | 'sizes' | 'is_live'>;

/**
 * The boost in per cent: an accumulator of all its legs only (one bet), not a free bet (its winnings never reach the
 * cash balance), a builder or a ticket partly cashed out; the legs that were void do not count towards the selections.
 */
export function ticketBoostPercent(ticket: BoostTicket, legs: readonly { price: number; result: LegResult | 'open' }[]): number {
  const sizes = JSON.parse(ticket.sizes) as number[];
  const accumulator = ticket.bet_count === 1 && sizes.length === 1 && sizes[0] === legs.length;
  if (ticket.is_free_bet === 1 || ticket.builder_price !== null || ticket.remaining_share_ppm !== 1_000_000 || !accumulator) return 0;
  return accumulatorBoostPercent(accumulatorBoostRule, legs.filter((leg) => leg.result !== 'void').map((leg) => ({ price: leg.price, live: ticket.is_live === 1 })));
}

/** The ticket's boost as sport.yaml TicketBoost has it (on the potential win at placement), or null when it earns none. */
export function ticketBoostAnswer(ticket: BoostTicket & Pick<TicketRow, 'potential_win_minor' | 'amount_in_minor'>, legs: readonly { price: number; result: LegResult | 'open' }[]) {
  const percent = ticketBoostPercent(ticket, legs);
  const amount = accumulatorBoostMinor(percent, ticket.potential_win_minor, ticket.amount_in_minor);
  if (amount === 0) return null;
  return { percent, amount: formatMoney(amount), potentialWin: formatMoney(ticket.potential_win_minor + amount) };
}
