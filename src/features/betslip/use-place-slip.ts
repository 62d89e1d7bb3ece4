import type { SportTicketPlacement } from '../../api/sportsbook-bets.ts';
import { fromMinorUnits } from '../../domain/money.ts';
import { sizeIsChosen } from '../../engine/sportsbook/bet-types.ts';
import type { SlipReadiness } from '../../engine/sportsbook/use-slip-readiness.ts';
import { betslipSelectionsStore, updateSelectionPrice } from '../../stores/betslip-selections.ts';
import { betslipSlipStore, type BetslipSlipState } from '../../stores/betslip-slip.ts';
import { openProfilePanel } from '../../stores/side-panel.ts';
import { returnFocusToList } from '../../stores/slip-focus.ts';
import { showReceipt } from './receipt-store.ts';
import type { Placement } from './use-placement.ts';

// docs/product.md §5 Bet slip: what Place does with the slip as it stands: a guest is asked to sign in (the slip kept),
// accepted prices replace the picked ones, the tickets go one by one (§7 ticket/placement), and the receipt follows.

/** Place (acceptPrices: false) or Accept and place (true), for the slip as the player sees it now. */
export function usePlaceSlip(placement: Placement, readiness: SlipReadiness, slip: Readonly<BetslipSlipState>): (acceptPrices: boolean) => Promise<void> {
  const { outcome, setOutcome, busy, place } = placement;
  const { summary, moved, type } = readiness;
  return async (acceptPrices) => {
    if (busy) return;
    if (!readiness.isAuth) {
      // §6: betting needs sign-in; the slip stays as it is for after.
      setOutcome({ kind: 'sign-in' });
      openProfilePanel();
      return;
    }
    if (!readiness.ready) return;
    if (acceptPrices) {
      if (outcome?.kind === 'refused' || outcome?.kind === 'rejected') for (const entry of outcome.selections) if (entry.code === 'coefs_changed' && entry.odd) updateSelectionPrice(entry.outcomeId, entry.odd);
      for (const [outcomeId, entry] of moved) updateSelectionPrice(outcomeId, entry.now);
    }
    const items = betslipSelectionsStore.items.map((item) => ({ event_id: String(item.eventId), market_id: String(item.marketId), outcome_id: String(item.outcomeId), odd: item.price }));
    // Singles with a stake each are one ticket per selection, each with its own key (§7 ticket/placement takes one stake);
    // the accumulator row beside them is one more ticket, of its own type.
    const requests: SportTicketPlacement[] = summary.tickets.map((ticket) => ({
      type: ticket.typeId ?? type.id,
      stake: fromMinorUnits(ticket.unitStakeMinor),
      selections: ticket.legs.map((index) => items[index]),
      odds_policy: slip.oddsPolicy,
      ...(!summary.perSelection && sizeIsChosen(type) ? { system_size: slip.systemSize } : {}),
      wallet: slip.wallet,
    }));
    const result = await place(requests, (request) => {
      // What was placed leaves its stake field, so placing again after a refusal sends only what is left.
      if (!summary.perSelection) return;
      if (request.type !== type.id) betslipSlipStore.comboStake = '';
      else for (const selection of request.selections) delete betslipSlipStore.stakes[selection.outcome_id];
    });
    if (result?.kind === 'placed') {
      showReceipt(result.tickets);
      setOutcome(null);
      // §5 by keyboard: back to the list the player picked from, never the page body.
      returnFocusToList();
    }
  };
}
