import { proxy } from 'valtio';
import type { SportTicket } from '../../api/sportsbook-bets.ts';
import { betslipSelectionsStore, type BetslipSelection } from '../../stores/betslip-selections.ts';

// docs/product.md §5 Bet slip: after placing, the slip shows the receipt (each ticket's stake, odds, potential return,
// code and link) and the placed selections leave the slip, so the bar no longer shows the old coupon; "keep selections"
// puts them back for another bet. Held outside React so the phone's bar and sheet and the desktop column agree.

export interface ReceiptState {
  tickets: SportTicket[] | null;
  /** The selections as they were placed, for "keep selections". */
  placed: BetslipSelection[];
}

export const receiptStore = proxy<ReceiptState>({ tickets: null, placed: [] });

/** The tickets were accepted: the receipt replaces the slip, whose selections go. */
export function showReceipt(tickets: SportTicket[]): void {
  receiptStore.placed = betslipSelectionsStore.items.map((item) => ({ ...item }));
  receiptStore.tickets = tickets;
  betslipSelectionsStore.items = [];
}

/** "Keep selections": the placed selections come back for another bet. */
export function keepReceiptSelections(): void {
  if (betslipSelectionsStore.items.length === 0) betslipSelectionsStore.items = receiptStore.placed.map((item) => ({ ...item }));
  dismissReceipt();
}

export function dismissReceipt(): void {
  receiptStore.tickets = null;
  receiptStore.placed = [];
}
