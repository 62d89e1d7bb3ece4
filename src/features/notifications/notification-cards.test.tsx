// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { BonusHistoryItem } from '../../api/bonus.ts';
import { createQueryClient } from '../../api/query-client.ts';
import { getGetBonusHistoryMockHandler, getGetCashbackHistoryMockHandler, startMockApi } from '../../api/testing.ts';
import { setSettingsFlags } from '../../engine/settings-flags.ts';
import { initTestI18n } from '../../i18n/testing.ts';
import { clearAuth, signIn } from '../../stores/auth.ts';
import { notifiesPersistence, notifiesStore } from '../../stores/notifies.ts';
import { persistStore } from '../../stores/persist.ts';
import { renderWithUi } from '../../ui/testing.tsx';
import { NotificationInbox, NotificationInboxList } from './index.ts';

// §4 Notification flags, §7 Bonus notification queries: the cards against the generated msw handlers (overridden
// with the rows each case needs), flags in the real store.
const api = startMockApi();

const page = (results: BonusHistoryItem[]) => ({ count: results.length, next: null, previous: null, results });
const item = (id: number, type: BonusHistoryItem['type'], amount: string): BonusHistoryItem => ({
  id,
  amount,
  amountCurrency: 'TND',
  date: '2026-11-25T23:11:00Z',
  type,
  bonusBalanceBefore: '0.00',
  bonusBalanceBeforeCurrency: 'TND',
  bonusBalanceAfter: amount,
  bonusBalanceAfterCurrency: 'TND',
});

function stubApi() {
  const queries: URLSearchParams[] = [];
  api.use(
    getGetCashbackHistoryMockHandler(({ request }) => {
      queries.push(new URL(request.url).searchParams);
      return page([item(31, 'Cashback', '8.00'), item(30, 'Cashback', '2.00')]);
    }),
    getGetBonusHistoryMockHandler(({ request }) => {
      const params = new URL(request.url).searchParams;
      queries.push(params);
      const type = params.get('type');
      if (type === 'FirstDeposit') return page([item(11, 'FirstDeposit', '20.00')]);
      if (type === 'PersonalJackpot') return page([item(21, 'PersonalJackpot', '25.00')]);
      return page([]);
    }),
  );
  return queries;
}

// The inbox is a lazy chunk with its queries: on a loaded machine it takes longer than findBy's 1 s default.
const lazyChunk = { timeout: 8_000 };

const renderCards = () =>
  renderWithUi(
    <QueryClientProvider client={createQueryClient()}>
      <NotificationInboxList />
    </QueryClientProvider>,
  );

beforeAll(() => initTestI18n());
afterEach(() => {
  cleanup();
  clearAuth();
  setSettingsFlags({});
  Object.assign(notifiesStore, { firstDepositShown: false, cashbackHiddenIds: [], personalJackpotHiddenIds: [], pwaNotificationShown: false, readKeys: [] });
  localStorage.clear();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('notification cards', () => {
  it('asks the §7 page sizes, shows each card, and a dismissed one stays away on the next visit', async () => {
    const queries = stubApi();
    setSettingsFlags({ 'bonuses.cashbackOn': true });
    signIn({ id: 7 }, { access: 'a', refresh: 'r' });
    renderCards();
    expect(await screen.findByTestId('notification-firstDeposit', {}, lazyChunk)).toBeTruthy();
    expect(screen.getAllByTestId('notification-cashback')).toHaveLength(2);
    expect(screen.getByTestId('notification-personalJackpot')).toBeTruthy();
    expect(queries.map((query) => `${query.get('type') ?? 'cashback'}:${query.get('page_size')}`).sort()).toEqual(['FirstDeposit:1', 'PersonalJackpot:2', 'cashback:2']);

    // Two cashback cards: each dismiss button names its own amount.
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: /Masquer : Cashback crédité.*8,00/ })));
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: /^Masquer : Bonus de premier dépôt, 20,00/ })));
    expect(notifiesStore).toMatchObject({ firstDepositShown: true, cashbackHiddenIds: [31] });
    cleanup();
    renderCards();
    await screen.findByTestId('notification-personalJackpot', {}, lazyChunk);
    expect(screen.queryByTestId('notification-firstDeposit')).toBeNull();
    expect(screen.getAllByTestId('notification-cashback')).toHaveLength(1);
  });

  it('shows no cashback card while cashback is off, and nothing to a guest', async () => {
    stubApi();
    signIn({ id: 7 }, { access: 'a', refresh: 'r' });
    renderCards();
    await screen.findByTestId('notification-personalJackpot', {}, lazyChunk);
    expect(screen.queryByTestId('notification-cashback')).toBeNull();
    cleanup();
    clearAuth();
    renderCards();
    expect(screen.queryByTestId('notifications')).toBeNull();
  });

  it('the header inbox: a bell with the unread count; opened, its notifications are read and stay in it', async () => {
    stubApi();
    signIn({ id: 7 }, { access: 'a', refresh: 'r' });
    renderWithUi(
      <QueryClientProvider client={createQueryClient()}>
        <NotificationInbox />
      </QueryClientProvider>,
    );
    // First deposit and personal jackpot (cashback is off): two unread, said in the bell's name.
    const bell = await screen.findByRole('button', { name: 'Notifications, 2 non lues' }, lazyChunk);
    expect(screen.getByTestId('notifications-unread').textContent).toBe('2');
    expect(screen.queryByTestId('notification-firstDeposit')).toBeNull();
    await act(async () => void fireEvent.click(bell));
    expect(bell.getAttribute('aria-expanded')).toBe('true');
    expect(await screen.findByTestId('notification-firstDeposit', {}, lazyChunk)).toBeTruthy();
    expect(screen.getByTestId('notification-personalJackpot')).toBeTruthy();
    expect(notifiesStore.readKeys).toEqual(['firstDeposit-11', 'personalJackpot-21']);
    expect(screen.queryByTestId('notifications-unread')).toBeNull();
    expect(bell.getAttribute('aria-label')).toBe('Notifications');
    await act(async () => void fireEvent.keyDown(document, { key: 'Escape' }));
    expect(bell.getAttribute('aria-expanded')).toBe('false');
    // Read, not gone: opened again, they are still there.
    await act(async () => void fireEvent.click(bell));
    expect(screen.getByTestId('notification-firstDeposit')).toBeTruthy();
  });

  it('offers the install card when the browser allows it, and again once the 30 minute flag has expired', async () => {
    let now = Date.parse('2026-11-25T10:00:00Z');
    const storage = localStorage;
    const stop = persistStore(notifiesStore, { ...notifiesPersistence, storage, now: () => now });
    renderCards();
    await act(async () => void window.dispatchEvent(Object.assign(new Event('beforeinstallprompt', { cancelable: true }), { prompt: () => Promise.resolve() })));
    const later = await screen.findByRole('button', { name: 'Plus tard' }, lazyChunk);
    await act(async () => void fireEvent.click(later));
    expect(screen.queryByTestId('notification-pwa')).toBeNull();
    stop();
    // A new visit 29 minutes later still reads the flag; one 31 minutes later finds it expired (§9: 30 min).
    const visitAfter = (minutes: number) => {
      notifiesStore.pwaNotificationShown = false;
      now = Date.parse('2026-11-25T10:00:00Z') + minutes * 60_000;
      persistStore(notifiesStore, { ...notifiesPersistence, storage, now: () => now })();
      return notifiesStore.pwaNotificationShown;
    };
    expect(visitAfter(29)).toBe(true);
    expect(visitAfter(31)).toBe(false);
  });
});
