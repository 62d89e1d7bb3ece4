// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import i18next from 'i18next';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
// CONVENTIONS 9: the generated msw handlers answer every call; each case overrides the ones it is about.
import { getCashOutSportTicketMockHandler, getCashOutSportTicketResponseMock, getGetSportBetsHistoryMockHandler, getGetSportTicketStatusMockHandler, getGetSportTicketStatusResponseMock, getQuoteSportTicketCashOutMockHandler } from '../../../generated/sport/sport.msw.ts';
import { formatMoney } from '../../i18n/format.ts';
import { player, renderScreen, startScreenKit } from '../../testing/render-screen.tsx';
import { openBetRow } from '../../testing/slip-states.tsx';
import { OpenBets } from './open-bets.tsx';

// §2 Player journey (betting by keyboard) and §6 cash-out: each step of a cash-out hands the keyboard's focus to the
// control the next step offers (cash-out, Confirm, the paid notice), never to the page body, including after a changed
// quote and after the ticket cashed out in full leaves the list.

const server = startScreenKit();

const row = openBetRow();

const inAnHour = () => new Date(Date.now() + 3_600_000).toISOString();
const quote = (quoteId: string, amount: string, expiresAt = inAnHour()) => ({ quoteId, ticketId: 'T-41', amount, expiresAt });

/** One open ticket; `open()` says whether the history still lists it (a full cash-out takes it off). */
function answerTicket(open: () => boolean) {
  server.use(
    getGetSportBetsHistoryMockHandler(() => ({ count: open() ? 1 : 0, next: null, previous: null, results: open() ? [row] : [] })),
    getGetSportTicketStatusMockHandler(() => getGetSportTicketStatusResponseMock({ id: 41, ticketId: 'T-41', ticketCode: 'ABCD2345', acceptance: 'accepted', stake: '10.00', stakeLeft: '10.00', isFreeBet: false, selections: [], builderOdd: null })),
  );
}

/** The open bets of player 1, who keeps TND (the kit's fixed account answers). */
const renderOpenBets = () => renderScreen(<OpenBets />, { user: player() });

const t = (key: string, options: Record<string, unknown> = {}) => i18next.t(key, options);
const cashOutButton = () => screen.getByTestId('cash-out-button');
/** A key press on the focused control, as the keyboard does it (Enter on a button clicks it). */
const enter = (element: Element) => act(async () => void fireEvent.click(element));

describe('cash-out by keyboard: the focus stays in the flow', () => {
  it('cash-out keeps it while asking, Confirm takes it, a changed quote keeps it, the paid notices take it, never the body', async () => {
    let open = true;
    let releaseQuote = () => {};
    let cashOuts = 0;
    answerTicket(() => open);
    server.use(
      // The value shown on the button has expired: the button asks for a fresh quote, which arrives when released.
      getQuoteSportTicketCashOutMockHandler(async () => {
        if (!document.querySelector('[data-testid="cash-out-button"][aria-disabled="true"]')) return quote('Q-0', '9.00', '2020-01-01T00:00:00Z');
        await new Promise<void>((resolve) => (releaseQuote = resolve));
        return quote('Q-1', '9.10');
      }),
      http.post('*/sport-integration/ticket/:id/cashout', () => {
        cashOuts += 1;
        // The first confirmation is refused with the new quote (the price moved); the second is paid in full.
        if (cashOuts === 1) return HttpResponse.json({ code: 'cashout_quote_changed', message: 'changed', quote: quote('Q-2', '8.80') }, { status: 409 });
        open = false;
        return HttpResponse.json(getCashOutSportTicketResponseMock({ paid: '8.80' }));
      }),
    );
    renderOpenBets();
    await waitFor(() => expect(cashOutButton().textContent).toContain('9,00'), { timeout: 5000 });

    cashOutButton().focus();
    await enter(cashOutButton());
    // Asking: the button says so without giving the focus up (a disabled button would drop it to the body).
    expect(cashOutButton().getAttribute('aria-disabled')).toBe('true');
    expect(document.activeElement).toBe(cashOutButton());
    await enter(cashOutButton()); // a second press while asking asks nothing more
    await act(async () => releaseQuote());

    const confirm = await screen.findByTestId('cash-out-confirm');
    await waitFor(() => expect(document.activeElement).toBe(confirm));
    expect(screen.getByTestId('cash-out-quote').textContent).toContain('9,10');
    // Confirm is described by the quote it takes.
    expect(confirm.getAttribute('aria-describedby')).toBe(screen.getByTestId('cash-out-quote').id);

    await enter(confirm);
    await waitFor(() => expect(screen.getByTestId('cash-out-quote').textContent).toBe(t('mybets.quoteChanged', { amount: formatMoney('8.80', 'TND') })));
    expect(document.activeElement).toBe(screen.getByTestId('cash-out-confirm'));

    await enter(screen.getByTestId('cash-out-confirm'));
    // Paid: the ticket's notice takes the focus, then, the ticket gone from the list, the list's notice.
    await waitFor(() => expect(screen.queryByTestId('cash-out-done') ?? screen.queryByTestId('cash-out-paid')).not.toBeNull());
    await waitFor(() => expect(screen.queryByTestId('cash-out-button')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(screen.getByTestId('cash-out-paid')));
    expect(document.activeElement).not.toBe(document.body);
    expect(cashOuts).toBe(2);
  });

  it('Cancel hands the focus back to the cash-out button', async () => {
    answerTicket(() => true);
    server.use(getQuoteSportTicketCashOutMockHandler(() => quote('Q-1', '9.10')), getCashOutSportTicketMockHandler());
    renderOpenBets();
    await waitFor(() => expect(cashOutButton().textContent).toContain('9,10'), { timeout: 5000 });
    cashOutButton().focus();
    await enter(cashOutButton());
    await waitFor(() => expect(document.activeElement).toBe(screen.getByTestId('cash-out-confirm')));
    const cancel = screen.getByRole('button', { name: t('mybets.cancel') });
    cancel.focus();
    await enter(cancel);
    await waitFor(() => expect(document.activeElement).toBe(cashOutButton()));
  });
});

describe('the accumulator boost on an open ticket (§5)', () => {
  const answer = (overrides: Record<string, unknown>) =>
    server.use(
      getGetSportBetsHistoryMockHandler(() => ({ count: 1, next: null, previous: null, results: [row] })),
      getGetSportTicketStatusMockHandler(() => getGetSportTicketStatusResponseMock({ id: 41, ticketId: 'T-41', ticketCode: 'ABCD2345', acceptance: 'accepted', stake: '10.00', stakeLeft: '10.00', potentialWin: '75.93', potentialWinLeft: '75.93', isFreeBet: false, selections: [], builderOdd: null, ...overrides })),
    );

  it('a boosted accumulator shows the win settlement pays, boost included, and the boost', async () => {
    answer({ boost: { percent: 5, amount: '3.29', potentialWin: '79.22' } });
    renderOpenBets();
    await waitFor(() => expect(screen.getByTestId('open-ticket-potential-win').textContent).toBe(formatMoney('79.22', 'TND')), { timeout: 5000 });
    expect(screen.getByTestId('open-ticket-boost').textContent).toBe(t('mybets.boostPercent', { percent: 5, amount: formatMoney('3.29', 'TND') }));
  });

  it('a ticket without a boost shows its potential win as it is, and no boost', async () => {
    answer({ boost: null });
    renderOpenBets();
    await waitFor(() => expect(screen.getByTestId('open-ticket-potential-win').textContent).toBe(formatMoney('75.93', 'TND')), { timeout: 5000 });
    expect(screen.queryByTestId('open-ticket-boost')).toBeNull();
  });
});
