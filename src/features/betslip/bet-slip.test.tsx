// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import i18next from 'i18next';
import { http, HttpResponse } from 'msw';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
// CONVENTIONS 9: the generated msw handlers answer every call; each case overrides the ones it is about.
import { getGetSettingsMockHandler, getGetSettingsResponseMock, getGetUserMockHandler, getGetUserResponseMock } from '../../../generated/accounts/accounts.msw.ts';
import { getGetResponsibleGamingLimitsMockHandler, getGetResponsibleGamingLimitsResponseMock } from '../../../generated/profile/profile.msw.ts';
import { getGetSportTicketStatusMockHandler, getPlaceSportTicketMockHandler } from '../../../generated/sport/sport.msw.ts';
import type { SportTicket } from '../../api/sportsbook-bets.ts';
import type { SportsbookEvent } from '../../api/sportsbook.ts';
import { getQueryClient } from '../../api/query-client.ts';
import { startMockApi } from '../../api/testing.ts';
import { resetEngineState, signInForTest } from '../../engine/testing.tsx';
import { initTestI18n } from '../../i18n/testing.ts';
import { betslipSelectionsStore, type BetslipSelection } from '../../stores/betslip-selections.ts';
import { betslipSlipStore } from '../../stores/betslip-slip.ts';
import { UiProvider } from '../../ui/ui-provider.tsx';
import { liveConnection, resetLiveConnection } from '../../engine/sportsbook/live-connection.ts';
import { oddsFormatQueryKey } from '../../engine/sportsbook/use-odds-format.ts';
import { appConfig } from '../../engine/load-config.ts';
import { betTypes } from '../../engine/sportsbook/bet-types.ts';
import { formatMoney } from '../../i18n/format.ts';
import { BetSlip } from './bet-slip.tsx';
import { dismissReceipt } from './receipt-store.ts';

// docs/product.md §5 Bet slip, one state at a time in jsdom (the slip's states are not proven only through a
// browser): empty, single, accumulator, system, price moved, suspended, pending, refused, and the receipt.

const server = startMockApi();

class QuietEventSource {
  readyState = 1;
  onerror: (() => void) | null = null;
  addEventListener() {}
  close() {}
}

beforeAll(async () => {
  (globalThis as { EventSource?: unknown }).EventSource = QuietEventSource;
  await initTestI18n();
});

beforeEach(() => {
  resetEngineState();
  betslipSelectionsStore.items = [];
  betslipSelectionsStore.owner = null;
  Object.assign(betslipSlipStore, { type: '', systemSize: 2, stake: '', stakeMode: 'one', stakes: {}, oddsPolicy: 'ask', wallet: 'cash' });
  dismissReceipt();
  server.use(
    // Whole answers of the contract (answers are checked against it, §7 Shared client), with this case's figures.
    getGetSettingsMockHandler(() => ({ ...getGetSettingsResponseMock(), rates: { TND: '1' }, limits: { maxBet: '3000.00', minBet: '0.10', maxWin: '100000.00', maxTransaction: '10000.00' } })),
    getGetUserMockHandler(() => getGetUserResponseMock({ id: 1, username: 'player', role: 'P', balance: '100.00', bonusBalance: '0.00', currency: 'TND' })),
    getGetResponsibleGamingLimitsMockHandler(() => {
      const none = { current: null, remaining: null, pending: null, pendingFrom: null };
      return getGetResponsibleGamingLimitsResponseMock({ currency: 'TND', loss: none, depositDay: none, depositWeek: none, depositMonth: none });
    }),
  );
});

afterEach(() => {
  cleanup();
  resetLiveConnection();
  getQueryClient().clear();
  vi.useRealTimers();
});

const t = (key: string) => i18next.t(key);

function pick(eventId: number, n: number, price: string, names = true): BetslipSelection {
  return {
    eventId,
    marketId: eventId * 1000 + 1,
    outcomeId: (eventId * 1000 + 1) * 100 + n,
    price,
    priceVersion: 1,
    live: true,
    label: `Event ${eventId}: pick ${n}`,
    ...(names ? { eventName: `Home ${eventId} – Away ${eventId}`, marketName: 'Résultat du match', pickName: `Home ${eventId}` } : {}),
  };
}

/** The event as the feed has it now: the picked outcome at `price`, its market `status`. */
function feedEvent(selection: BetslipSelection, price: string, status: 'open' | 'suspended' = 'open'): SportsbookEvent {
  return {
    id: selection.eventId,
    sportId: 1,
    league: { id: 1, name: 'League', slug: 'league', country: { code: 'TN', name: 'Tunisia' } },
    home: { id: 1, name: 'Home' },
    away: { id: 2, name: 'Away' },
    startAt: '2026-11-23T06:30:00.000Z',
    status: 'live',
    phase: 'h1',
    clock: null,
    score: { home: 0, away: 0, periods: [], point: null, server: null },
    incident: null,
    marketCount: 1,
    markets: [
      {
        id: selection.marketId,
        type: 'match-result',
        period: null,
        line: null,
        team: null,
        player: null,
        status,
        main: true,
        outcomes: [{ id: selection.outcomeId, key: 'home', name: null, price, priceVersion: 2, status: 'open', result: null }],
      },
    ],
  } as SportsbookEvent;
}

function ticket(overrides: Partial<SportTicket> = {}): SportTicket {
  return {
    id: 41,
    ticketId: 'T-41',
    ticketCode: 'ABCD2345',
    status: 'Wait',
    acceptance: 'accepted',
    rejectReason: null,
    type: 'single',
    systemSize: null,
    betCount: 1,
    unitStake: '5.00',
    stake: '5.00',
    coef: '1.85',
    potentialWin: '9.25',
    stakeLeft: '5.00',
    potentialWinLeft: '9.25',
    amountOut: '0.00',
    isFreeBet: false,
    live: true,
    acceptAt: null,
    createdAt: '2026-11-23T06:30:00.000Z',
    balance: '95.00',
    bonusBalance: '0.00',
    selections: [],
    ...overrides,
  };
}

function renderSlip() {
  const router = createMemoryRouter([{ path: '*', element: <BetSlip /> }]);
  return render(
    <QueryClientProvider client={getQueryClient()}>
      <UiProvider>
        <RouterProvider router={router} />
      </UiProvider>
    </QueryClientProvider>,
  );
}

/** A signed-in player who keeps decimal odds (§3; the generated answer would pick a format at random). */
function signInDecimal() {
  signInForTest();
  getQueryClient().setQueryData(oddsFormatQueryKey, { oddsFormat: 0 });
}

/** Lets answers and timers run under fake timers until `done` holds (testing-library's waitFor needs real ones). */
async function runUntil(done: () => boolean) {
  for (let step = 0; step < 200 && !done(); step += 1) await act(() => vi.advanceTimersByTimeAsync(10));
  expect(done()).toBe(true);
}

/**
 * A signed-in player's single of 5 at 1.85, placed as a live ticket that waits (§7 ticket/placement answers
 * pending); the status poll answers `later` and counts its calls. Resolves once Place can be pressed.
 */
async function slipWithPendingTicket(later: SportTicket) {
  betslipSelectionsStore.items = [pick(7001, 1, '1.85')];
  betslipSlipStore.stake = '5';
  signInDecimal();
  const status = { calls: 0, view: null as unknown as ReturnType<typeof renderSlip> };
  server.use(
    getPlaceSportTicketMockHandler(ticket({ acceptance: 'pending' })),
    getGetSportTicketStatusMockHandler(() => {
      status.calls += 1;
      return later;
    }),
  );
  status.view = renderSlip();
  await waitFor(() => expect((placeButton() as HTMLButtonElement).disabled).toBe(false));
  return status;
}

const slip = () => screen.getByTestId('betslip');
const placeButton = () => within(screen.getByTestId('slip-actions')).getAllByRole('button').at(-1)!;

describe('bet slip states', () => {
  it('empty: says how to add a selection, with no Place button', () => {
    renderSlip();
    expect(slip().textContent).toContain(t('betslip.slip.empty'));
    expect(screen.queryByTestId('slip-actions')).toBeNull();
  });

  it('single: the line names the event, the market and the pick; Place is in the pinned footer with the totals', async () => {
    betslipSelectionsStore.items = [pick(7001, 1, '1.85')];
    betslipSlipStore.stake = '5';
    renderSlip();
    const line = slip().querySelector('li[data-outcome]')!;
    expect(within(line as HTMLElement).getByTestId('slip-event').textContent).toBe('Home 7001 – Away 7001');
    expect(within(line as HTMLElement).getByTestId('slip-market').textContent).toContain('Résultat du match');
    expect(within(line as HTMLElement).getByTestId('slip-pick').textContent).toBe('Home 7001');
    expect(placeButton().textContent).toBe(t('betslip.slip.place'));
    expect(screen.getByTestId('slip-potential-win').textContent).toMatch(/9,25/);
    expect(screen.queryByTestId('slip-accumulator-proposal')).toBeNull();
  });

  it('quick stakes: the market’s, in its order; a tap types the amount as the stake', async () => {
    betslipSelectionsStore.items = [pick(7001, 1, '2.00')];
    renderSlip();
    const group = screen.getByRole('group', { name: t('betslip.stake.quick') });
    const buttons = within(group).getAllByRole('button');
    expect(buttons.map((button) => button.textContent)).toEqual([...appConfig.market.quickStakes]);
    fireEvent.click(buttons.at(-1)!);
    expect(betslipSlipStore.stake).toBe(appConfig.market.quickStakes.at(-1));
    await waitFor(() => expect(screen.getByTestId('slip-total-stake').textContent).toBe(formatMoney(appConfig.market.quickStakes.at(-1)!, appConfig.market.currency)));
  });

  it('accumulator: legs from different events propose it; taking the offer makes one bet at the product of the prices', () => {
    betslipSelectionsStore.items = [pick(7001, 1, '2.00'), pick(7002, 1, '1.50'), pick(7003, 1, '3.00')];
    betslipSlipStore.stake = '2';
    renderSlip();
    const proposal = screen.getByTestId('slip-accumulator-proposal');
    expect(proposal.textContent).toContain('9,00');
    fireEvent.click(within(proposal).getByRole('button', { name: t('betslip.proposal.play') }));
    expect(betslipSlipStore.type).toBe('accumulator');
  });

  it('accumulator of two legs of one event: refused with "play as singles", and no proposal', async () => {
    betslipSelectionsStore.items = [pick(7001, 1, '2.00'), { ...pick(7001, 2, '3.00'), marketId: 7001002 }];
    betslipSlipStore.type = 'accumulator';
    betslipSlipStore.stake = '2';
    renderSlip();
    expect(screen.getByRole('alert').textContent).toContain(t('betslip.refusals.same_event_combination'));
    expect(screen.queryByTestId('slip-accumulator-proposal')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: t('betslip.slip.playAsSingles') }));
    expect(betslipSlipStore.type).toBe('single');
  });

  it('choice of type: the types always offered, and each other type while the number of selections fits it', () => {
    betslipSelectionsStore.items = [pick(7001, 1, '2.00'), pick(7002, 1, '1.50'), pick(7003, 1, '3.00')];
    renderSlip();
    const group = screen.getByRole('group', { name: t('betslip.slip.typeLegend') });
    const shown = within(group).getAllByRole('radio').map((radio) => (radio as HTMLInputElement).value);
    const expected = betTypes.filter((type) => type.offered === 'always' || (type.selections.min <= 3 && type.selections.max >= 3)).map((type) => type.id);
    expect(shown).toEqual(expected);
    // A type of exactly three (a named full cover) is among them, and none that takes more.
    expect(betTypes.some((type) => type.selections.min === 3 && type.selections.max === 3 && shown.includes(type.id))).toBe(true);
    expect(betTypes.filter((type) => type.selections.min > 3 && type.offered !== 'always').some((type) => shown.includes(type.id))).toBe(false);
    // The first type listed is the one a new slip starts with.
    expect((within(group).getAllByRole('radio')[shown.indexOf(betTypes[0].id)] as HTMLInputElement).checked).toBe(true);
  });

  it('system: 2 of 3 makes three bets of the stake each', async () => {
    betslipSelectionsStore.items = [pick(7001, 1, '2.00'), pick(7002, 1, '1.50'), pick(7003, 1, '3.00')];
    Object.assign(betslipSlipStore, { type: 'system', systemSize: 2, stake: '1' });
    renderSlip();
    expect(screen.getByTestId('slip-bet-count').textContent).toBe('3');
    expect(screen.getByTestId('slip-total-stake').textContent).toMatch(/3,00/);
  });

  it('price moved: the picked price struck through beside the feed’s, announced politely, and Accept replaces Place', async () => {
    const selection = pick(7001, 1, '1.85');
    betslipSelectionsStore.items = [selection];
    betslipSlipStore.stake = '5';
    renderSlip();
    act(() => liveConnection().seed({ seq: 5, events: [feedEvent(selection, '2.10')] }));
    await waitFor(() => expect(screen.getByTestId('slip-old-price').textContent).toBe('1,85'));
    expect(screen.getByTestId('slip-new-price').textContent).toBe('2,10');
    expect(screen.getByTestId('slip-announcer').getAttribute('aria-live')).toBe('polite');
    expect(screen.getByTestId('slip-announcer').textContent).toContain('2,10');
    expect(placeButton().textContent).toBe(t('betslip.slip.acceptAndPlace'));
    // A player who takes any price is not asked.
    act(() => {
      betslipSlipStore.oddsPolicy = 'accept-any';
    });
    await waitFor(() => expect(placeButton().textContent).toBe(t('betslip.slip.place')));
  });

  it('suspended: the line says so, and Place is refused until it is removed', async () => {
    const selection = pick(7001, 1, '1.85');
    betslipSelectionsStore.items = [selection];
    betslipSlipStore.stake = '5';
    signInDecimal();
    renderSlip();
    act(() => liveConnection().seed({ seq: 5, events: [feedEvent(selection, '1.85', 'suspended')] }));
    await waitFor(() => expect(slip().textContent).toContain(t('betslip.blocked.suspended')));
    expect((placeButton() as HTMLButtonElement).disabled).toBe(true);
  });

  it('pending, then the receipt: the live ticket waits, then each ticket’s stake, odds, return, code and link; the slip empties', async () => {
    const status = await slipWithPendingTicket(ticket());
    fireEvent.click(placeButton());
    expect((await screen.findByTestId('slip-pending')).textContent).toBe(t('betslip.slip.pending'));
    const receipt = await screen.findByTestId('slip-receipt', {}, { timeout: 3000 });
    expect(status.calls).toBe(1);
    expect(within(receipt).getByTestId('receipt-stake').textContent).toMatch(/5,00/);
    expect(within(receipt).getByTestId('receipt-odds').textContent).toBe('1,85');
    expect(within(receipt).getByTestId('receipt-potential-win').textContent).toMatch(/9,25/);
    expect(within(receipt).getByRole('link').getAttribute('href')).toMatch(/bet-detail.*id=41/);
    expect(betslipSelectionsStore.items).toEqual([]);
    fireEvent.click(within(receipt).getByRole('button', { name: t('betslip.slip.keep') }));
    expect(betslipSelectionsStore.items).toHaveLength(1);
  });

  it('Enter in the stake field places the bet, as the Place button does (betting by keyboard)', async () => {
    await slipWithPendingTicket(ticket());
    const stake = slip().querySelector<HTMLInputElement>('input[data-slip-stake]')!;
    fireEvent.keyDown(stake, { key: 'Enter' });
    expect(await screen.findByTestId('slip-receipt', {}, { timeout: 3000 })).toBeTruthy();
  });

  it('pending, then the slip leaves the screen: the ticket-status poll stops', async () => {
    const status = await slipWithPendingTicket(ticket({ acceptance: 'pending' }));
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fireEvent.click(placeButton());
    await runUntil(() => screen.queryByTestId('slip-pending') !== null);
    // It asks once a second while the ticket waits (§7 ticket/status)...
    await runUntil(() => status.calls === 1);
    status.view.unmount();
    // ...and not once more after the slip is gone.
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(status.calls).toBe(1);
  });

  it('currency: a guest’s amounts are in the market’s currency, a player’s in the currency their balance is kept in', async () => {
    betslipSelectionsStore.items = [pick(7001, 1, '1.85')];
    betslipSlipStore.stake = '5';
    renderSlip();
    const unit = () => screen.getByRole('textbox', { name: new RegExp(t('betslip.stake.label')) }).getAttribute('aria-labelledby')!.split(' ').map((id) => document.getElementById(id)?.textContent).join(' ');
    expect(unit()).toContain(appConfig.market.currency);
    expect(screen.getByTestId('slip-potential-win').textContent).toBe(formatMoney('9.25', appConfig.market.currency));
    cleanup();
    const elsewhere = appConfig.market.currency === 'EUR' ? 'USD' : 'EUR';
    server.use(getGetUserMockHandler(() => getGetUserResponseMock({ id: 1, username: 'player', role: 'P', balance: '100.00', bonusBalance: '0.00', currency: elsewhere })));
    signInDecimal();
    renderSlip();
    await waitFor(() => expect(screen.getByTestId('slip-potential-win').textContent).toBe(formatMoney('9.25', elsewhere)));
    expect(unit()).toContain(elsewhere);
    expect(slip().textContent).not.toContain(appConfig.market.currency);
  });

  it('refused: a changed price names old and new and is accepted in one tap; a blocked selection is announced', async () => {
    const selection = pick(7001, 1, '1.85');
    betslipSelectionsStore.items = [selection];
    betslipSlipStore.stake = '5';
    signInDecimal();
    const placed: unknown[] = [];
    server.use(
      http.post('*/sport-integration/ticket/placement', async ({ request }) => {
        const body = (await request.json()) as { selections: { odd: string }[] };
        placed.push(body);
        if (body.selections[0].odd === '1.85') return HttpResponse.json({ code: 'coefs_changed', message: 'changed', selections: [{ outcomeId: selection.outcomeId, code: 'coefs_changed', odd: '1.95' }] }, { status: 409 });
        return HttpResponse.json({ code: 'error_block_bet_data', message: 'blocked', selections: [{ outcomeId: selection.outcomeId, code: 'error_block_bet_data', odd: null }] }, { status: 409 });
      }),
    );
    renderSlip();
    await waitFor(() => expect((placeButton() as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(placeButton());
    const alert = await screen.findByText((_, element) => element?.getAttribute('role') === 'alert' && (element.textContent ?? '').includes('1,95'));
    expect(alert.textContent).toContain(t('betslip.refusals.coefs_changed'));
    fireEvent.click(screen.getByRole('button', { name: t('betslip.slip.acceptAndPlace') }));
    await waitFor(() => expect(slip().textContent).toContain(t('betslip.refusals.error_block_bet_data')));
    expect((placed[1] as { selections: { odd: string }[] }).selections[0].odd).toBe('1.95');
    expect((placeButton() as HTMLButtonElement).disabled).toBe(true);
  });
});
