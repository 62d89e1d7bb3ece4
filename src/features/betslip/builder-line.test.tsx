// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import i18next from 'i18next';
import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { getPriceSportBuilderMockHandler } from '../../../generated/sport/sport.msw.ts';
import type { BuilderQuote } from '../../api/bet-builder.ts';
import type { SportTicket, SportTicketPlacement } from '../../api/sportsbook-bets.ts';
import { betslipBuilderStore, clearBuilder } from '../../stores/betslip-builder.ts';
import { player, renderScreen, startScreenKit, type ScreenUser } from '../../testing/render-screen.tsx';
import { BetSlip } from './bet-slip.tsx';
import { receiptStore } from './receipt-store.ts';

// docs/product.md §5 "Bet builder": the builder's line in the slip one state at a time: its legs under it with the
// builder's own price and the no-cash-out note; a guest asked to sign in; placed as one ticket with builder_odd under
// the player's odds policy; a moved price shown and accepted in one tap.

const server = startScreenKit();
/** A first render loads the slip's modules: on a busy machine that takes seconds, not the default one. */
const patience = { timeout: 15_000 };
const t = (key: string, options: Record<string, unknown> = {}) => i18next.t(key, options);

let odd = '4.35';
beforeEach(() => {
  clearBuilder();
  Object.assign(betslipBuilderStore, {
    eventId: 501,
    eventName: 'Espérance – Club Africain',
    stake: '',
    legs: [
      { marketId: 501001, outcomeId: 50100101, price: '1.90', marketName: 'Résultat du match', pickName: 'Espérance' },
      { marketId: 501004, outcomeId: 50100401, price: '2.05', marketName: 'Total de buts 2.5', pickName: 'Plus de 2.5' },
      { marketId: 501006, outcomeId: 50100601, price: '1.80', marketName: 'Les deux équipes marquent', pickName: 'Oui' },
    ],
  });
  odd = '4.35';
  server.use(
    getPriceSportBuilderMockHandler(async (info): Promise<BuilderQuote> => {
      const ids = ((await info.request.json()) as { outcome_ids: string[] }).outcome_ids.map(Number);
      return { eventId: 501, odd, unpriced: null, legs: ids.map((outcomeId) => ({ outcomeId, marketId: Math.floor(outcomeId / 100), odd: '1.90', refusal: null })), fewestLegs: 2, mostLegs: 6, cashOut: false };
    }),
  );
});

const renderSlip = (user: ScreenUser = 'guest') => renderScreen(<BetSlip />, { user });

function ticket(overrides: Partial<SportTicket> = {}): SportTicket {
  return {
    id: 41, ticketId: 'T-41', ticketCode: 'ABCD2345', status: 'Wait', acceptance: 'accepted', rejectReason: null, type: 'accumulator', systemSize: null, betCount: 1,
    unitStake: '5.00', stake: '5.00', coef: '4.35', potentialWin: '21.75', stakeLeft: '5.00', potentialWinLeft: '21.75', amountOut: '0.00', isFreeBet: false, live: false,
    acceptAt: null, createdAt: '2026-11-23T06:30:00.000Z', balance: '95.00', bonusBalance: '0.00', selections: [], builderOdd: '4.35',
    ...overrides,
  };
}

const line = () => screen.getByTestId('slip-builder');
const placeButton = () => screen.getByTestId('slip-builder-place') as HTMLButtonElement;

describe('the bet builder line of the slip', () => {
  it('lists its legs under one line with the builder price, and says it has no cash-out', async () => {
    renderSlip();
    // The line's code loads when the slip first holds a builder.
    await screen.findByTestId('slip-builder', {}, patience);
    expect(within(line()).getAllByTestId('slip-builder-leg')).toHaveLength(3);
    expect(line().textContent).toContain('Espérance – Club Africain');
    await waitFor(() => expect(screen.getByTestId('slip-builder-price').textContent).toMatch(/4[.,]35/), patience);
    expect(screen.getByTestId('slip-builder-no-cash-out').textContent).toContain(t('betslip.builder.noCashOut'));
    // Each leg's own price is for reference only.
    expect(within(line()).getAllByTestId('slip-builder-leg')[0].textContent).toMatch(/1[.,]90/);
  });

  it('asks a guest to sign in before placing, the builder kept', async () => {
    renderSlip();
    await waitFor(() => expect(screen.getByTestId('slip-builder-price')).toBeTruthy(), patience);
    fireEvent.click(placeButton());
    await waitFor(() => expect(line().textContent).toContain(t('betslip.slip.signInToPlace')), patience);
    expect(betslipBuilderStore.legs).toHaveLength(3);
  });

  it('places one ticket at the builder price under the player\'s policy, then shows the receipt', async () => {
    const sent: SportTicketPlacement[] = [];
    server.use(
      http.post('*/sport-integration/ticket/placement', async ({ request }) => {
        sent.push((await request.json()) as SportTicketPlacement);
        return HttpResponse.json(ticket());
      }),
    );
    renderSlip(player());
    fireEvent.change(within(line()).getByLabelText(t('betslip.builder.stake'), { exact: false }), { target: { value: '5' } });
    await waitFor(() => expect(placeButton().disabled).toBe(false), patience);
    fireEvent.click(placeButton());
    await waitFor(() => expect(receiptStore.tickets).toHaveLength(1), patience);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ type: 'accumulator', stake: '5.00', odds_policy: 'ask', builder_odd: '4.35' });
    expect(sent[0].selections.map((selection) => selection.outcome_id)).toEqual(['50100101', '50100401', '50100601']);
    expect(betslipBuilderStore.legs).toHaveLength(0);
  });

  it('shows a moved builder price and places at it in one tap', async () => {
    const sent: SportTicketPlacement[] = [];
    server.use(
      http.post('*/sport-integration/ticket/placement', async ({ request }) => {
        const body = (await request.json()) as SportTicketPlacement;
        sent.push(body);
        if (body.builder_odd !== '4.10') {
          odd = '4.10';
          return HttpResponse.json({ code: 'coefs_changed', message: 'The bet builder\'s price has changed.', errors: [{ field: 'builder_odd', code: 'coefs_changed', message: '4.10' }] }, { status: 409 });
        }
        return HttpResponse.json(ticket({ builderOdd: '4.10', coef: '4.10' }));
      }),
    );
    renderSlip(player());
    fireEvent.change(within(line()).getByLabelText(t('betslip.builder.stake'), { exact: false }), { target: { value: '5' } });
    await waitFor(() => expect(placeButton().disabled).toBe(false), patience);
    fireEvent.click(placeButton());
    await waitFor(() => expect(screen.getByTestId('slip-builder-moved').textContent).toMatch(/4[.,]35.*4[.,]10/), patience);
    expect(placeButton().textContent).toBe(t('betslip.builder.acceptAndPlace'));
    fireEvent.click(placeButton());
    await waitFor(() => expect(receiptStore.tickets).toHaveLength(1), patience);
    expect(sent.map((body) => body.builder_odd)).toEqual(['4.35', '4.10']);
  });
});
