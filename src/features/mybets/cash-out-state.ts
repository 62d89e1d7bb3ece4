import { compareDecimals, parseAmount, fromMinorUnits } from '../../domain/money.ts';

/** A cash-out offer as the sandbox quotes it (sport.yaml CashOutQuote). */
export interface Quote {
  quoteId: string;
  amount: string;
}

/**
 * One ticket's cash-out, step by step (§6 cash-out at the operator's discretion): nothing asked yet, asking for a
 * quote, a quote shown for the player to confirm (whole or in part), the quote being taken, or taken. A quote the
 * sandbox refused as changed or expired comes back with the new one, which is shown (changed: true) and only taken
 * on a fresh confirmation - the player never gets an amount they did not see.
 */
export type CashOutState =
  | { step: 'idle' }
  | { step: 'quoting' }
  | { step: 'quoted'; quote: Quote; changed: boolean }
  | { step: 'taking'; quote: Quote }
  | { step: 'done'; paid: string }
  | { step: 'unavailable' };

export type CashOutEvent =
  | { type: 'ask' }
  | { type: 'quoted'; quote: Quote }
  | { type: 'confirm' }
  | { type: 'taken'; paid: string }
  | { type: 'refused'; code: string | null; quote: Quote | null }
  | { type: 'cancel' };

const quoteRefusals = new Set(['cashout_quote_changed', 'cashout_quote_expired']);

export function cashOutReducer(state: CashOutState, event: CashOutEvent): CashOutState {
  switch (event.type) {
    case 'ask':
      // After a partial cash-out (done) the rest can be cashed out again.
      return state.step === 'idle' || state.step === 'unavailable' || state.step === 'done' ? { step: 'quoting' } : state;
    case 'quoted':
      return state.step === 'quoting' ? { step: 'quoted', quote: event.quote, changed: false } : state;
    case 'confirm':
      // A second tap while the first is on its way changes nothing (the Idempotency-Key covers a resend).
      return state.step === 'quoted' ? { step: 'taking', quote: state.quote } : state;
    case 'taken':
      return state.step === 'taking' ? { step: 'done', paid: event.paid } : state;
    case 'refused':
      if (event.quote && event.code && quoteRefusals.has(event.code) && (state.step === 'taking' || state.step === 'quoted')) {
        return { step: 'quoted', quote: event.quote, changed: true };
      }
      return event.code === 'cashout_unavailable' ? { step: 'unavailable' } : { step: 'idle' };
    case 'cancel':
      return state.step === 'taking' ? state : { step: 'idle' };
  }
}

export type PartialProblem = 'empty' | 'invalid' | 'too-small' | 'not-below-quote';

/**
 * The part the player typed for a partial cash-out (sport.yaml CashOutRequest: at least TND 0.1 and below the
 * quote); empty means the whole quote. Answers the decimal string to send or the problem to show.
 */
export function partialAmount(text: string, quote: string): { ok: true; amount: string | undefined } | { ok: false; problem: PartialProblem } {
  if (text.trim() === '') return { ok: true, amount: undefined };
  const parsed = parseAmount(text.trim(), { decimalComma: true }); // French players type 2,50
  if (!parsed.ok) return { ok: false, problem: 'invalid' };
  const amount = fromMinorUnits(parsed.minor);
  if (parsed.minor < 10) return { ok: false, problem: 'too-small' };
  if (compareDecimals(amount, quote) >= 0) return { ok: false, problem: 'not-below-quote' };
  return { ok: true, amount };
}
