import { describe, expect, it } from 'vitest';
import { editReducer, secondsLeft, stakeChange, type EditQuote, type EditState } from './edit-bet-state.ts';

// docs/product.md §5 "Edit bet": the dialog's steps and the stake change it sends (sport.yaml TicketEditQuoteRequest).

const quote: EditQuote = { quoteId: 'E-1', cashOut: '9.50', stakeChange: '0.00', stake: '9.50', coef: '3.42', potentialWin: '32.49', expiresAt: '2026-11-23T06:30:10.000Z' };

describe('the edit step by step', () => {
  it('edits, reviews, confirms and is done; a second confirmation on its way changes nothing', () => {
    let state: EditState = { step: 'editing', refusal: null };
    state = editReducer(state, { type: 'review' });
    expect(state).toEqual({ step: 'quoting' });
    state = editReducer(state, { type: 'quoted', quote });
    expect(state).toEqual({ step: 'review', quote, refusal: null });
    state = editReducer(state, { type: 'confirm' });
    expect(editReducer(state, { type: 'confirm' })).toBe(state);
    expect(editReducer(state, { type: 'back' })).toBe(state);
    expect(editReducer(state, { type: 'edited', ticketCode: 'SBNEW' })).toEqual({ step: 'done', ticketCode: 'SBNEW' });
  });

  it('a refused review goes back to the legs; a refused confirmation keeps the review with its reason', () => {
    const refusal = { code: 'stake_too_low', amount: '0.10' };
    expect(editReducer({ step: 'quoting' }, { type: 'refused', refusal })).toEqual({ step: 'editing', refusal });
    expect(editReducer({ step: 'confirming', quote }, { type: 'refused', refusal: { code: 'edit_quote_changed', amount: null } })).toEqual({ step: 'review', quote, refusal: { code: 'edit_quote_changed', amount: null } });
    // Reviewed again from the review (an expired or changed quote): a new quote is asked.
    expect(editReducer({ step: 'review', quote, refusal: null }, { type: 'review' })).toEqual({ step: 'quoting' });
    expect(editReducer({ step: 'review', quote, refusal: null }, { type: 'back' })).toEqual({ step: 'editing', refusal: null });
  });
});

describe('the stake change', () => {
  it('is nothing when empty, added or taken back, typed with a comma or a point', () => {
    expect(stakeChange('add', '')).toEqual({ ok: true, change: '0.00' });
    expect(stakeChange('add', '5')).toEqual({ ok: true, change: '5.00' });
    expect(stakeChange('take', '2,50')).toEqual({ ok: true, change: '-2.50' });
    expect(stakeChange('take', ' 0.1 ')).toEqual({ ok: true, change: '-0.10' });
  });

  it('refuses what is not an amount of at most 2 decimals', () => {
    for (const text of ['abc', '1,234', '1.2.3', '-5', '2,505']) expect(stakeChange('add', text), text).toEqual({ ok: false, problem: 'invalid' });
  });
});

describe('the countdown', () => {
  it('counts whole seconds left, then 0 once the quote expired', () => {
    const expiresAt = Date.parse(quote.expiresAt);
    expect(secondsLeft(quote.expiresAt, expiresAt - 10_000)).toBe(10);
    expect(secondsLeft(quote.expiresAt, expiresAt - 9_001)).toBe(10);
    expect(secondsLeft(quote.expiresAt, expiresAt - 8_999)).toBe(9);
    expect(secondsLeft(quote.expiresAt, expiresAt)).toBe(0);
    expect(secondsLeft(quote.expiresAt, expiresAt + 5_000)).toBe(0);
  });
});
