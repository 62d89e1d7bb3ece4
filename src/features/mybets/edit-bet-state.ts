import { fromMinorUnits, parseAmount } from '../../domain/money.ts';

/** A pick the player adds to the ticket: its ids and the price they tapped (sport.yaml TicketSelection). */
export interface AddedPick {
  eventId: number;
  marketId: number;
  outcomeId: number;
  odd: string;
  /** What the list showed: the event and the pick, for the dialog's line. */
  eventName: string;
  pickName: string;
}

/** The edit's quote as the sandbox answers it (sport.yaml TicketEditQuote), the part the review shows. */
export interface EditQuote {
  quoteId: string;
  cashOut: string;
  stakeChange: string;
  stake: string;
  coef: string;
  potentialWin: string;
  expiresAt: string;
}

/**
 * docs/product.md §5 "Edit bet", step by step: the player edits the legs and the stake, asks the review (one quote
 * of the cash-out value and the new ticket, under one expiry), confirms it, and the edit is done. A refusal at either
 * step says why and goes back to the step it came from with nothing changed; an expired quote is reviewed again.
 */
export type EditState =
  | { step: 'editing'; refusal: Refusal | null }
  | { step: 'quoting' }
  | { step: 'review'; quote: EditQuote; refusal: Refusal | null }
  | { step: 'confirming'; quote: EditQuote }
  | { step: 'done'; ticketCode: string };

/** Why the sandbox refused: its code and, for a stake limit, the amount it names (sport.yaml ErrorBody.errors[0].message). */
export interface Refusal {
  code: string | null;
  amount: string | null;
}

export type EditEvent =
  | { type: 'review' }
  | { type: 'quoted'; quote: EditQuote }
  | { type: 'confirm' }
  | { type: 'edited'; ticketCode: string }
  | { type: 'refused'; refusal: Refusal }
  | { type: 'back' };

/** Refusals after which the review is asked again, not the legs changed: the quote is gone or no longer holds. */
export const stalerQuoteCodes = new Set(['edit_quote_changed', 'edit_quote_expired', 'edit_quote_not_found']);

export function editReducer(state: EditState, event: EditEvent): EditState {
  switch (event.type) {
    case 'review':
      return state.step === 'editing' || state.step === 'review' ? { step: 'quoting' } : state;
    case 'quoted':
      return state.step === 'quoting' ? { step: 'review', quote: event.quote, refusal: null } : state;
    case 'confirm':
      // A second tap while the first is on its way changes nothing (the Idempotency-Key covers a resend).
      return state.step === 'review' ? { step: 'confirming', quote: state.quote } : state;
    case 'edited':
      return state.step === 'confirming' ? { step: 'done', ticketCode: event.ticketCode } : state;
    case 'refused':
      // A refused confirmation keeps the review on screen (with "Review again"); a refused review goes back to the legs.
      if (state.step === 'confirming') return { step: 'review', quote: state.quote, refusal: event.refusal };
      return { step: 'editing', refusal: event.refusal };
    case 'back':
      return state.step === 'review' ? { step: 'editing', refusal: null } : state;
  }
}

export type StakeDirection = 'add' | 'take';
export type StakeProblem = 'invalid';

/**
 * The stake change the player typed (sport.yaml TicketEditQuoteRequest.stake_change): empty keeps the cash-out value
 * as the stake, an amount is added to it or taken back to the balance. French players type 2,50.
 */
export function stakeChange(direction: StakeDirection, text: string): { ok: true; change: string } | { ok: false; problem: StakeProblem } {
  if (text.trim() === '') return { ok: true, change: '0.00' };
  const parsed = parseAmount(text.trim(), { decimalComma: true });
  if (!parsed.ok) return { ok: false, problem: 'invalid' };
  return { ok: true, change: fromMinorUnits(direction === 'take' ? -parsed.minor : parsed.minor) };
}

/** Seconds left on a quote at `now` (0 once expired), for the review's countdown. */
export const secondsLeft = (expiresAt: string, now: number): number => Math.max(0, Math.ceil((Date.parse(expiresAt) - now) / 1000));
