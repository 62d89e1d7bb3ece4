import { describe, expect, it } from 'vitest';
import { cashOutReducer, partialAmount, type CashOutState } from './cash-out-state.ts';

const quote = { quoteId: 'q1', amount: '9.50' };
const newer = { quoteId: 'q2', amount: '7.20' };

describe('cash-out steps', () => {
  it('asks, shows the quote, takes it once and reports what was paid', () => {
    let state: CashOutState = { step: 'idle' };
    state = cashOutReducer(state, { type: 'ask' });
    expect(state).toEqual({ step: 'quoting' });
    state = cashOutReducer(state, { type: 'quoted', quote });
    expect(state).toEqual({ step: 'quoted', quote, changed: false });
    state = cashOutReducer(state, { type: 'confirm' });
    expect(state).toEqual({ step: 'taking', quote });
    // A double tap while the first confirmation is on its way sends nothing more.
    expect(cashOutReducer(state, { type: 'confirm' })).toBe(state);
    // The player cannot back out of a request already sent.
    expect(cashOutReducer(state, { type: 'cancel' })).toBe(state);
    expect(cashOutReducer(state, { type: 'taken', paid: '9.50' })).toEqual({ step: 'done', paid: '9.50' });
  });

  it('shows a changed or expired quote instead of taking it, and takes it only on a new confirmation', () => {
    const taking: CashOutState = { step: 'taking', quote };
    for (const code of ['cashout_quote_changed', 'cashout_quote_expired']) {
      const shown = cashOutReducer(taking, { type: 'refused', code, quote: newer });
      expect(shown).toEqual({ step: 'quoted', quote: newer, changed: true });
      expect(cashOutReducer(shown, { type: 'confirm' })).toEqual({ step: 'taking', quote: newer });
    }
  });

  it('says cash-out is unavailable when the operator withdraws it, and starts over on other refusals', () => {
    const taking: CashOutState = { step: 'taking', quote };
    expect(cashOutReducer(taking, { type: 'refused', code: 'cashout_unavailable', quote: null })).toEqual({ step: 'unavailable' });
    expect(cashOutReducer(taking, { type: 'refused', code: 'cashout_quote_changed', quote: null })).toEqual({ step: 'idle' });
    expect(cashOutReducer(taking, { type: 'refused', code: 'network_error', quote: null })).toEqual({ step: 'idle' });
  });

  it('ignores a late quote once the player closed the offer', () => {
    expect(cashOutReducer({ step: 'idle' }, { type: 'quoted', quote })).toEqual({ step: 'idle' });
  });
});

describe('partial cash-out amount', () => {
  it('takes the whole quote when nothing is typed', () => {
    expect(partialAmount('  ', '9.50')).toEqual({ ok: true, amount: undefined });
  });
  it('accepts a part from TND 0.1 up to below the quote, with a point or a comma', () => {
    expect(partialAmount('0.10', '9.50')).toEqual({ ok: true, amount: '0.10' });
    expect(partialAmount('4,5', '9.50')).toEqual({ ok: true, amount: '4.50' });
    expect(partialAmount('9.49', '9.50')).toEqual({ ok: true, amount: '9.49' });
  });
  it('refuses what the sandbox would refuse', () => {
    expect(partialAmount('0.09', '9.50')).toEqual({ ok: false, problem: 'too-small' });
    expect(partialAmount('9.50', '9.50')).toEqual({ ok: false, problem: 'not-below-quote' });
    expect(partialAmount('12', '9.50')).toEqual({ ok: false, problem: 'not-below-quote' });
    expect(partialAmount('1.234', '9.50')).toEqual({ ok: false, problem: 'invalid' });
    expect(partialAmount('abc', '9.50')).toEqual({ ok: false, problem: 'invalid' });
  });
});
