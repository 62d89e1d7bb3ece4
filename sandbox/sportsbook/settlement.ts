import type { SandboxContext } from '../context.ts';
import { creditWin } from '../winnings.ts';
import { accumulatorBoostMinor } from '../../src/domain/accumulator-boost.ts';
import { builderResult } from '../../src/domain/bet-builder.ts';
import { settledReturns, ticketStatusOf, type LegResult } from '../../src/domain/bet-maths.ts';
import { ticketBoostPercent } from './ticket-boost.ts';
import { combinationsOfTicket, effectiveUnitStakeMinor, feedOutcomes, selectionsOf, ticketSelect, type SelectionRow, type TicketRow } from './tickets.ts';

/**
 * Settlement of the native tickets (§3 statuses, §9 terms). After every feed step (feed.ts onFeedStep) and
 * before a ticket is shown, each open leg takes its outcome's result from the feed (won, lost, void); a leg
 * whose event has not been played 48 h after its start (postponed, or gone from the feed) is void (§9:
 * "postponed events count if restarted within 48 hours, otherwise bets are void"). Once every leg is decided,
 * the ticket pays the sum of its combinations (src/domain/bet-maths.ts, void legs at 1.00) into the ledger.
 *
 * §9 maximum winnings TND 25,000 per day, maximum profit paid and maximum balance: a ticket's payout is a win like a
 * casino or wheel win, cut by the same caps in the same place (creditWin, sandbox/winnings.ts) against the one day's
 * counter of winnings across casino, sport, cash-out and wheel (docs/product.md "Money rules"). Each ticket is settled
 * in one transaction under the player's lock and read again inside it, so a feed step and a status read settling the
 * same ticket together pay once (the ledger key is per ticket besides).
 *
 * The ticket keeps its status (a winner stays Winner); what the maximum balance cut is recorded on the ticket
 * (balance_capped_minor) for the operator rather than silently dropped, and on the ledger row (withheld), so the
 * wallet statement says so. A
 * deposit above the maximum is refused instead (payments.ts).
 */

/** §9: a postponed event counts if restarted within 48 hours, otherwise its legs are void. */
export const postponedVoidAfterMs = 48 * 3_600_000;

const subBetStatus: Record<LegResult | 'open', string> = { open: 'Wait', won: 'Winner', lost: 'Loser', void: 'Voided', 'half-won': 'Winner', 'half-lost': 'Loser' };

/** The result a leg takes now, or 'open' while its event is still to be decided. */
export function legResultNow(selection: Pick<SelectionRow, 'event_start_at'>, outcome: { result: LegResult | null; event_status: string } | undefined, now: number): LegResult | 'open' {
  if (outcome?.result) return outcome.result;
  const playedOrPlaying = outcome !== undefined && (outcome.event_status === 'live' || outcome.event_status === 'ended');
  if (!playedOrPlaying && now >= selection.event_start_at + postponedVoidAfterMs) return 'void';
  return 'open';
}

/** Brings one ticket's legs up to date and pays it once they are all decided; true when it settled now. */
export async function settleTicket(context: Pick<SandboxContext, 'ledger' | 'clock' | 'market'>, ticketRowId: number, userId: number): Promise<boolean> {
  const { ledger, clock } = context;
  return ledger.forPlayer(userId, async (tx) => {
    const ticket = await tx.get<TicketRow>(`${ticketSelect} WHERE st.id = ?`, [ticketRowId]);
    if (!ticket || ticket.settled_at !== null || ticket.acceptance !== 'accepted' || ticket.status !== 'Wait') return false;
    const now = clock.now();
    const selections = await selectionsOf(tx, ticket.id);
    const outcomes = await feedOutcomes(tx, selections.filter((selection) => selection.result === 'open').map((selection) => selection.outcome_id));
    for (const selection of selections) {
      if (selection.result !== 'open') continue;
      const result = legResultNow(selection, outcomes.get(selection.outcome_id), now);
      if (result === 'open') continue;
      selection.result = result;
      await tx.run('UPDATE sportsbook_ticket_selections SET result = ? WHERE ticket_row_id = ? AND position = ?', [result, ticket.id, selection.position]);
      const shown = result === 'void' && !outcomes.get(selection.outcome_id)?.result ? 'postponed' : result;
      await tx.run('UPDATE sport_ticket_events SET status = ?, result = ? WHERE id = ?', [subBetStatus[result], shown, selection.sub_bet_id]);
    }
    if (selections.some((selection) => selection.result === 'open')) return false;

    const legs = selections.map((selection) => ({ price: selection.price, result: selection.result as LegResult }));
    // A bet builder (docs/product.md §5 "Bet builder") is one bet at its own price: one void leg voids it whole.
    const builder = ticket.builder_price === null ? null : builderResult(legs.map((leg) => leg.result));
    const returned =
      builder === null || builder === 'open'
        ? settledReturns(legs, combinationsOfTicket(ticket, legs.length), effectiveUnitStakeMinor(ticket)).totalMinor
        : settledReturns([{ price: ticket.builder_price!, result: builder }], [[0]], effectiveUnitStakeMinor(ticket)).totalMinor;
    // The stake still on the ticket (a partial cash-out took its share off it).
    const stakeOn = Math.floor((ticket.amount_in_minor * ticket.remaining_share_ppm) / 1_000_000);
    // A free bet (§5, staked from the bonus balance; docs/product.md "Free bets") pays its winnings only, stake
    // not returned, and pays them to the bonus balance: covering every side of a market can then never turn
    // bonus into cash. A ticket voided whole gives its stake back to the bonus balance.
    const freeBet = ticket.is_free_bet === 1;
    // The advertised accumulator boost (ticket-boost.ts, the rule the ticket's answer shows): a share of the net
    // winnings, paid with the win, under the same caps, in this transaction.
    const boost = accumulatorBoostMinor(ticketBoostPercent(ticket, legs), returned, stakeOn);
    const won = (!freeBet ? returned : returned === stakeOn ? stakeOn : Math.max(0, returned - stakeOn)) + boost;
    let paid = 0;
    let capped = 0;
    if (won > 0) {
      const credited = await creditWin(context, tx, userId, {
        winMinor: won,
        // A free bet's stake was never the player's: all it pays is profit, unless voided whole (the stake given back).
        stakeMinor: freeBet && returned !== stakeOn ? 0 : stakeOn,
        reason: freeBet ? 'sport-free-bet-win' : 'sport-win',
        account: freeBet ? 'bonus' : 'cash',
        idempotencyKey: `sport-win-${ticket.id}`,
        reference: ticket.ticket_id,
      });
      paid = credited.creditMinor;
      if (credited.cappedBy === 'balance') capped = credited.withheldMinor;
    }
    const status = ticketStatusOf(stakeOn, returned);
    await tx.run('UPDATE sport_tickets SET status = ?, amount_out_minor = amount_out_minor + ? WHERE id = ?', [status, paid, ticket.id]);
    await tx.run('UPDATE sportsbook_tickets SET settled_at = ?, balance_capped_minor = ? WHERE ticket_row_id = ?', [now, capped, ticket.id]);
    return true;
  });
}

/** Settles what can be settled among the open accepted tickets (of one player, or of everyone); returns how many settled. */
export async function settleOpenTickets(context: Pick<SandboxContext, 'ledger' | 'clock' | 'db' | 'market'>, userId?: number): Promise<number> {
  const open = await context.db.all<{ id: number; user_id: number }>(
    `SELECT st.id, st.user_id FROM sport_tickets st JOIN sportsbook_tickets t ON t.ticket_row_id = st.id
     WHERE t.settled_at IS NULL AND t.acceptance = 'accepted' AND st.status = 'Wait'${userId === undefined ? '' : ' AND st.user_id = ?'} ORDER BY st.id`,
    userId === undefined ? [] : [userId],
  );
  let settled = 0;
  for (const row of open) if (await settleTicket(context, row.id, row.user_id)) settled += 1;
  return settled;
}
