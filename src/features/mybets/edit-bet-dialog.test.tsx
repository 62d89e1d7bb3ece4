// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import i18next from 'i18next';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
// CONVENTIONS 9: the generated msw handlers answer every call; each case overrides the ones it is about.
import { getGetSportBetsHistoryMockHandler, getGetSportTicketStatusMockHandler, getQuoteSportTicketCashOutMockHandler } from '../../../generated/sport/sport.msw.ts';
import type { BetHistoryItem } from '../../api/bonus.ts';
import type { SportTicket } from '../../api/sportsbook-bets.ts';
import { formatMoney } from '../../i18n/format.ts';
import { player, renderScreen, startScreenKit } from '../../testing/render-screen.tsx';
import { feedEvent, openBetRow, pick, ticket } from '../../testing/slip-states.tsx';
import { OpenBets } from './open-bets.tsx';

// docs/product.md §5 "Edit bet": the dialog's states over the fixture kit: a leg removed and the stake changed, a pick
// added from the upcoming events, an expired quote reviewed again, a refused edit that changes nothing, and the
// reasons where the edit is not offered. The focus follows the steps (never the page body).

const server = startScreenKit();

const row = openBetRow({ coef: '3.42', ticketType: 'accumulator' });

const legs: SportTicket['selections'] = [
  { eventId: 7, marketId: 7001, outcomeId: 700101, odd: '1.85', eventName: 'Espérance - Club Africain', result: 'open' },
  { eventId: 8, marketId: 8001, outcomeId: 800101, odd: '1.85', eventName: 'Étoile - Stade Tunisien', result: 'open' },
];
const accumulator = (overrides: Partial<SportTicket> = {}) =>
  ticket({ id: 41, ticketId: 'T-41', ticketCode: 'ABCD2345', type: 'accumulator', stake: '10.00', stakeLeft: '10.00', unitStake: '10.00', live: false, selections: legs, builderOdd: null, edits: [], editedFrom: null, ...overrides });

const inAMinute = () => new Date(Date.now() + 60_000).toISOString();
const editQuote = (overrides: Record<string, unknown> = {}) => ({
  quoteId: 'E-1',
  ticketId: 'T-41',
  cashOut: '9.50',
  stakeChange: '5.00',
  stake: '14.50',
  coef: '1.85',
  potentialWin: '26.82',
  selections: [{ ...legs[0], kept: true }],
  expiresAt: inAMinute(),
  ...overrides,
});

/** One open accumulator (or the ticket given) that the history lists while `open()` says so. */
function answerTicket(answer: SportTicket = accumulator(), historyRow: BetHistoryItem = row, open: () => boolean = () => true) {
  server.use(
    getGetSportBetsHistoryMockHandler(() => ({ count: open() ? 1 : 0, next: null, previous: null, results: open() ? [historyRow] : [] })),
    getGetSportTicketStatusMockHandler(() => answer),
    getQuoteSportTicketCashOutMockHandler(() => ({ quoteId: 'Q-1', ticketId: 'T-41', amount: '9.50', expiresAt: inAMinute() })),
  );
}

const t = (key: string, options: Record<string, unknown> = {}) => i18next.t(key, options);
const tnd = (amount: string) => formatMoney(amount, 'TND');
const press = (element: Element) => act(async () => void fireEvent.click(element));
const renderOpenBets = () => renderScreen(<OpenBets />, { user: player() });

async function openEdit() {
  renderOpenBets();
  const button = await screen.findByTestId('edit-bet-button', {}, { timeout: 5000 });
  button.focus();
  await press(button);
  return screen.findByTestId('edit-bet-dialog', {}, { timeout: 5000 });
}

describe('editing an open accumulator', () => {
  it('removes a leg, adds to the stake, reviews the quote and confirms: the new ticket is announced and takes the focus', async () => {
    let open = true;
    const quoteBodies: unknown[] = [];
    const editKeys: (string | null)[] = [];
    answerTicket(accumulator(), row, () => open);
    server.use(
      http.post('*/sport-integration/ticket/:id/edit/quote', async ({ request }) => {
        quoteBodies.push(await request.json());
        return HttpResponse.json(editQuote());
      }),
      http.post('*/sport-integration/ticket/:id/edit', ({ request }) => {
        editKeys.push(request.headers.get('Idempotency-Key'));
        open = false;
        return HttpResponse.json({ cashedOut: '9.50', ticket: accumulator({ id: 42, ticketId: 'T-42', ticketCode: 'EFGH6789', selections: [legs[0]], editedFrom: 'ABCD2345' }) });
      }),
    );
    const dialog = await openEdit();
    expect(within(dialog).getAllByTestId('edit-leg')).toHaveLength(2);

    await press(within(dialog).getAllByTestId('edit-remove')[1]);
    expect(within(dialog).getAllByTestId('edit-leg')[1].getAttribute('data-removed')).toBe('true');
    fireEvent.change(within(dialog).getByTestId('edit-stake-change'), { target: { value: '5' } });
    const review = within(dialog).getByTestId('edit-review');
    review.focus();
    await press(review);

    const confirm = await within(dialog).findByTestId('edit-confirm');
    await waitFor(() => expect(document.activeElement).toBe(confirm));
    expect(quoteBodies).toEqual([{ keep: [700101], add: [], stake_change: '5.00' }]);
    expect(within(dialog).getByTestId('edit-cash-out').textContent).toBe(tnd('9.50'));
    expect(within(dialog).getByTestId('edit-new-stake').textContent).toBe(tnd('14.50'));
    expect(within(dialog).getByTestId('edit-new-win').textContent).toBe(tnd('26.82'));
    expect(within(dialog).getByTestId('edit-countdown').textContent).toMatch(/60|59/);

    await press(confirm);
    const done = await screen.findByTestId('edit-done');
    expect(done.textContent).toBe(t('mybets.edit.done', { from: 'ABCD2345', code: 'EFGH6789' }));
    await waitFor(() => expect(screen.queryByTestId('edit-bet-dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(screen.getByTestId('edit-done')));
    expect(editKeys).toHaveLength(1);
    expect(editKeys[0]).toMatch(/^[\w-]{8,64}$/);
  });

  it('adds a pick from the upcoming events of a sport, one per event', async () => {
    answerTicket();
    const upcoming = { ...feedEvent(pick(9, 1, '2.10'), '2.10'), status: 'prematch' as const, home: { id: 3, name: 'Monastir' }, away: { id: 4, name: 'Sfaxien' } };
    const quoteBodies: unknown[] = [];
    server.use(
      http.get('*/api/sportsbook/events', () => HttpResponse.json({ items: [upcoming], total: 1, limit: 12, offset: 0, seq: 1 })),
      http.post('*/sport-integration/ticket/:id/edit/quote', async ({ request }) => {
        quoteBodies.push(await request.json());
        return HttpResponse.json(editQuote({ stakeChange: '0.00', stake: '9.50' }));
      }),
    );
    const dialog = await openEdit();
    await press(within(dialog).getByTestId('edit-add-toggle'));
    const price = await within(dialog).findByTestId('edit-upcoming-pick', {}, { timeout: 5000 });
    await press(price);
    expect(price.getAttribute('aria-pressed')).toBe('true');
    expect(within(dialog).getAllByTestId('edit-added')).toHaveLength(1);
    await press(within(dialog).getByTestId('edit-review'));
    await within(dialog).findByTestId('edit-confirm');
    expect(quoteBodies).toEqual([{ keep: [700101, 800101], add: [{ event_id: '9', market_id: '9001', outcome_id: '900101', odd: '2.10' }], stake_change: '0.00' }]);
  });

  it('takes money back from the stake, and refuses an amount it cannot read before asking anything', async () => {
    answerTicket();
    const quoteBodies: unknown[] = [];
    server.use(
      http.post('*/sport-integration/ticket/:id/edit/quote', async ({ request }) => {
        quoteBodies.push(await request.json());
        return HttpResponse.json(editQuote({ stakeChange: '-2.50', stake: '7.00' }));
      }),
    );
    const dialog = await openEdit();
    fireEvent.change(within(dialog).getByLabelText(t('mybetsEdit.stake')), { target: { value: 'take' } });
    fireEvent.change(within(dialog).getByTestId('edit-stake-change'), { target: { value: '2,5,0' } });
    await press(within(dialog).getByTestId('edit-review'));
    expect(within(dialog).getByText(t('mybetsEdit.problems.invalid'))).toBeTruthy();
    expect(quoteBodies).toEqual([]);
    fireEvent.change(within(dialog).getByTestId('edit-stake-change'), { target: { value: '2,50' } });
    await press(within(dialog).getByTestId('edit-review'));
    await within(dialog).findByTestId('edit-confirm');
    expect(quoteBodies).toEqual([{ keep: [700101, 800101], add: [], stake_change: '-2.50' }]);
  });

  it('an expired quote is not confirmed: Review again asks a new one', async () => {
    answerTicket();
    let quotes = 0;
    server.use(
      http.post('*/sport-integration/ticket/:id/edit/quote', () => {
        quotes += 1;
        // The first quote has already expired when it is drawn (the review's countdown reads its expiry).
        return HttpResponse.json(quotes === 1 ? editQuote({ quoteId: 'E-old', expiresAt: new Date(Date.now() - 1_000).toISOString() }) : editQuote({ quoteId: 'E-new' }));
      }),
    );
    const dialog = await openEdit();
    await press(within(dialog).getAllByTestId('edit-remove')[0]);
    await press(within(dialog).getByTestId('edit-review'));
    const again = await within(dialog).findByTestId('edit-review-again');
    expect(within(dialog).queryByTestId('edit-confirm')).toBeNull();
    expect(within(dialog).getByTestId('edit-countdown').textContent).toBe(t('mybetsEdit.expired'));
    await waitFor(() => expect(document.activeElement).toBe(again));
    await press(again);
    const confirm = await within(dialog).findByTestId('edit-confirm');
    await waitFor(() => expect(document.activeElement).toBe(confirm));
    expect(quotes).toBe(2);
  });

  it('a refused edit says why, changes nothing and keeps the focus in the dialog', async () => {
    answerTicket();
    let edits = 0;
    server.use(
      http.post('*/sport-integration/ticket/:id/edit/quote', () => HttpResponse.json(editQuote())),
      http.post('*/sport-integration/ticket/:id/edit', () => {
        edits += 1;
        return edits === 1
          ? HttpResponse.json({ code: 'edit_quote_changed', message: 'changed' }, { status: 409 })
          : HttpResponse.json({ code: 'stake_too_high', message: 'high', errors: [{ field: 'stake', code: 'stake_too_high', message: '500.00' }] }, { status: 422 });
      }),
    );
    const dialog = await openEdit();
    await press(within(dialog).getAllByTestId('edit-remove')[0]);
    await press(within(dialog).getByTestId('edit-review'));
    await press(await within(dialog).findByTestId('edit-confirm'));
    const refusal = await within(dialog).findByTestId('edit-refusal');
    expect(refusal.textContent).toBe(t('mybetsEdit.refusals.edit_quote_changed'));
    await waitFor(() => expect(document.activeElement).toBe(refusal));
    // A quote that no longer holds is reviewed again, never confirmed as it was.
    await press(within(dialog).getByTestId('edit-review-again'));
    await press(await within(dialog).findByTestId('edit-confirm'));
    await waitFor(() => expect(within(dialog).getByTestId('edit-refusal').textContent).toBe(t('betslip.refusals.stake_too_high', { amount: tnd('500.00') })));
    expect(screen.queryByTestId('edit-done')).toBeNull();
    expect(document.activeElement).not.toBe(document.body);
  });

  it('is not offered on a free bet, and says why', async () => {
    answerTicket(accumulator({ isFreeBet: true }), { ...row, isFreeBet: true });
    renderOpenBets();
    expect((await screen.findByTestId('edit-unavailable', {}, { timeout: 5000 })).textContent).toBe(t('mybetsEdit.unavailable.freeBet'));
    expect(screen.queryByTestId('edit-bet-button')).toBeNull();
  });

  it('is not offered on a bet builder, and says why', async () => {
    answerTicket(accumulator({ builderOdd: '4.35' }));
    renderOpenBets();
    expect((await screen.findByTestId('edit-unavailable', {}, { timeout: 5000 })).textContent).toBe(t('mybetsEdit.unavailable.builder'));
    expect(screen.queryByTestId('edit-bet-button')).toBeNull();
  });

  it('is not offered while a leg is suspended (no cash-out value), and says why', async () => {
    answerTicket();
    server.use(http.post('*/sport-integration/ticket/:id/cashout/quote', () => HttpResponse.json({ code: 'cashout_unavailable', message: 'No cash-out' }, { status: 409 })));
    renderOpenBets();
    expect((await screen.findByTestId('edit-unavailable', {}, { timeout: 5000 })).textContent).toBe(t('mybetsEdit.unavailable.suspended'));
    expect(screen.queryByTestId('edit-bet-button')).toBeNull();
  });

  it('shows the ticket\'s history of edits', async () => {
    answerTicket(accumulator({ editedFrom: 'WXYZ2345', edits: [{ fromTicketCode: 'WXYZ2345', editedAt: '2026-11-23T06:40:00.000Z', cashOut: '9.50', stakeChange: '5.00', removed: ['Étoile - Stade Tunisien'], added: ['Monastir - Sfaxien'] }] }));
    renderOpenBets();
    const history = await screen.findByTestId('edit-history', {}, { timeout: 5000 });
    expect(history.textContent).toContain('WXYZ2345');
    expect(history.textContent).toContain(t('mybetsEdit.historyRemoved', { names: 'Étoile - Stade Tunisien' }));
    expect(history.textContent).toContain(t('mybetsEdit.historyAdded', { names: 'Monastir - Sfaxien' }));
  });
});
