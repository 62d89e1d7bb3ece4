// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, renderHook } from '@testing-library/react';
import i18next from 'i18next';
import type { ReactNode } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { getQueryClient } from '../../api/query-client.ts';
import { priceAnnouncementWindowMs, setPriceAnnouncements } from '../../engine/sportsbook/price-announcements.ts';
import type { MovedPrice } from '../../engine/sportsbook/use-slip-readiness.ts';
import { oddsFormatQueryKey } from '../../engine/sportsbook/use-odds-format.ts';
import { initTestI18n } from '../../i18n/testing.ts';
import { betslipSelectionsStore, type BetslipSelection } from '../../stores/betslip-selections.ts';
import { priceAnnouncementsStore } from '../../stores/price-announcements.ts';
import { usePriceAnnouncement } from './use-price-announcement.ts';

// §5 Bet slip and §2 Sportsbook on vitest's fake clock: the slip's live region says a moved price at most once per
// 10 s window (the first at once, the window's others as one summary), and nothing while the player has them off.

const pick = (n: number): BetslipSelection => ({ eventId: n, marketId: n * 10, outcomeId: n * 100, price: '1.50', priceVersion: 1, live: true, label: `Pick ${n}`, pickName: `Pick ${n}` });
const moved = (entries: [number, string][]) => new Map<number, MovedPrice>(entries.map(([outcomeId, now]) => [outcomeId, { picked: '1.50', now } as MovedPrice]));
const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={getQueryClient()}>{children}</QueryClientProvider>;
// Prices are written for the language (French: 1,60).
const said = (pickName: string, to: string) => i18next.t('betslip.slip.priceMoved', { pick: pickName, from: '1,50', to: to.replace('.', ',') });

beforeAll(() => initTestI18n());
beforeEach(() => {
  vi.useFakeTimers();
  getQueryClient().setQueryData(oddsFormatQueryKey, { oddsFormat: 0 });
  betslipSelectionsStore.items = [pick(1), pick(2)];
  priceAnnouncementsStore.on = true;
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  getQueryClient().clear();
  betslipSelectionsStore.items = [];
  priceAnnouncementsStore.on = true;
  localStorage.clear();
});

describe('the slip’s price announcements', () => {
  it('says the first move at once and the next 10 s of moves as one summary', async () => {
    const { result, rerender } = renderHook(({ prices }) => usePriceAnnouncement(prices), { wrapper, initialProps: { prices: moved([]) } });
    expect(result.current).toBe('');
    rerender({ prices: moved([[100, '1.60']]) });
    expect(result.current).toBe(said('Pick 1', '1.60'));
    // Moves every 1.5 s: nothing new is said inside the window.
    for (const [index, price] of ['1.65', '1.70', '1.75'].entries()) {
      await act(async () => void vi.advanceTimersByTime(1_500));
      rerender({ prices: moved(index === 2 ? [[100, price], [200, '1.40']] : [[100, price]]) });
      expect(result.current).toBe(said('Pick 1', '1.60'));
    }
    await act(async () => void vi.advanceTimersByTime(priceAnnouncementWindowMs - 4_500));
    // Four moves held (Pick 1 three times, Pick 2 once): one summary naming the latest.
    expect(result.current).toBe(i18next.t('betslip.slip.pricesMoved', { count: 4, latest: said('Pick 2', '1.40') }));
  });

  it('says nothing while the player has price announcements off', async () => {
    const { result, rerender } = renderHook(({ prices }) => usePriceAnnouncement(prices), { wrapper, initialProps: { prices: moved([]) } });
    await act(async () => setPriceAnnouncements(false));
    rerender({ prices: moved([[100, '1.60']]) });
    await act(async () => void vi.advanceTimersByTime(priceAnnouncementWindowMs));
    expect(result.current).toBe('');
    await act(async () => setPriceAnnouncements(true));
    rerender({ prices: moved([[100, '1.70']]) });
    expect(result.current).toBe(said('Pick 1', '1.70'));
  });
});
