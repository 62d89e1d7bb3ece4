// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import i18next from 'i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
// CONVENTIONS 9: the generated msw handlers answer every call; each case overrides the ones it is about.
import { getGetSettingsMockHandler, getGetSettingsResponseMock, getGetUserMockHandler, getGetUserResponseMock } from '../../../generated/accounts/accounts.msw.ts';
import { getGetResponsibleGamingLimitsMockHandler, getGetResponsibleGamingLimitsResponseMock } from '../../../generated/profile/profile.msw.ts';
import { getQueryClient } from '../../api/query-client.ts';
import { startMockApi } from '../../api/testing.ts';
import { resetLiveConnection } from '../../engine/sportsbook/live-connection.ts';
import { oddsFormatQueryKey } from '../../engine/sportsbook/use-odds-format.ts';
import { resetEngineState, signInForTest } from '../../engine/testing.tsx';
import { formatMoney } from '../../i18n/format.ts';
import { initTestI18n } from '../../i18n/testing.ts';
import { betslipSelectionsStore } from '../../stores/betslip-selections.ts';
import { betslipSlipStore } from '../../stores/betslip-slip.ts';
import { UiProvider } from '../../ui/ui-provider.tsx';
import { BetSlip } from './bet-slip.tsx';
import { dismissReceipt } from './receipt-store.ts';

// §5 Bet slip: a refused stake is said to screen readers (a polite live region), not only written beside the field.

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
  Object.assign(betslipSlipStore, { type: '', systemSize: 2, stake: '', stakeMode: 'one', stakes: {}, oddsPolicy: 'ask', wallet: 'cash' });
  dismissReceipt();
  betslipSelectionsStore.items = [{ eventId: 7001, marketId: 7001001, outcomeId: 700100101, price: '1.85', priceVersion: 1, live: false, label: 'Home', eventName: 'Home – Away', marketName: 'Résultat du match', pickName: 'Home' }];
  signInForTest();
  getQueryClient().setQueryData(oddsFormatQueryKey, { oddsFormat: 0 });
  server.use(
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
  betslipSelectionsStore.items = [];
});

describe('slip stake errors', () => {
  it('a stake below the minimum is said in the slip’s live region, and the region empties once the stake is fine', async () => {
    const router = createMemoryRouter([{ path: '*', element: <BetSlip /> }]);
    render(
      <QueryClientProvider client={getQueryClient()}>
        <UiProvider>
          <RouterProvider router={router} />
        </UiProvider>
      </QueryClientProvider>,
    );
    const region = screen.getByTestId('slip-stake-announcer');
    expect(region.getAttribute('aria-live')).toBe('polite');
    expect(region.textContent).toBe('');
    const stake = screen.getByRole('textbox', { name: new RegExp(i18next.t('betslip.stake.label')) });
    await act(async () => void fireEvent.change(stake, { target: { value: '0,05' } }));
    const refusal = i18next.t('betslip.refusals.stake_too_low', { amount: formatMoney('0.10', 'TND') });
    await waitFor(() => expect(region.textContent).toBe(refusal), { timeout: 5000 });
    await act(async () => void fireEvent.change(stake, { target: { value: '2' } }));
    await waitFor(() => expect(region.textContent).toBe(''));
  });
});
