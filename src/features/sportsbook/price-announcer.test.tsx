// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import i18next from 'i18next';
import { useEffect } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { priceAnnouncementWindowMs } from '../../engine/sportsbook/price-announcements.ts';
import { initTestI18n } from '../../i18n/testing.ts';
import { priceAnnouncementsStore } from '../../stores/price-announcements.ts';
import { renderWithUi } from '../../ui/testing.tsx';
import { activateAnnouncer, announcePrice, isAnnouncing, PriceAnnouncer } from './price-announcer.tsx';

// §2 Sportsbook, the event page's live region on vitest's fake clock: price moves every 1.5 s are said at most once
// per 10 s window (the first at once, the rest as one summary), and the page's switch turns them off and on, kept on
// the device.

function EventPageAnnouncer() {
  useEffect(() => activateAnnouncer(), []);
  return <PriceAnnouncer />;
}

const region = () => screen.getByTestId('price-announcer');
const pass = (ms: number) => act(async () => void vi.advanceTimersByTime(ms));
const move = (text: string) => act(async () => void (isAnnouncing() && announcePrice(text)));

beforeAll(() => initTestI18n());
beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  priceAnnouncementsStore.on = true;
  localStorage.clear();
});

describe('the event page’s price announcements', () => {
  it('a price moving every 1.5 s is said once, then as one summary of the window ten seconds later', async () => {
    renderWithUi(<EventPageAnnouncer />);
    expect(region().getAttribute('aria-live')).toBe('polite');
    await move('Résultat : Domicile : 1,50, en hausse');
    expect(region().textContent).toBe('Résultat : Domicile : 1,50, en hausse');
    for (const price of ['1,55', '1,60', '1,65', '1,70', '1,75', '1,80']) {
      await pass(1_500);
      await move(`Résultat : Domicile : ${price}, en hausse`);
      // Nothing new is said inside the window.
      expect(region().textContent).toBe('Résultat : Domicile : 1,50, en hausse');
    }
    await pass(priceAnnouncementWindowMs - 9_000);
    expect(region().textContent).toBe(i18next.t('sportsbook.odds.summary', { count: 6, latest: 'Résultat : Domicile : 1,80, en hausse' }));
    expect(region().textContent).toMatch(/6/);
  });

  it('the switch turns them off (the region empties, nothing is pushed) and on again, kept on the device', async () => {
    renderWithUi(<EventPageAnnouncer />);
    const toggle = screen.getByRole('button', { name: i18next.t('sportsbook.odds.announceSwitch') });
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    await move('first');
    expect(region().textContent).toBe('first');
    await act(async () => void fireEvent.click(toggle));
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    expect(region().textContent).toBe('');
    expect(isAnnouncing()).toBe(false);
    await move('second');
    await pass(priceAnnouncementWindowMs * 2);
    expect(region().textContent).toBe('');
    await pass(1_000); // the store's copy is written shortly after the change
    expect(JSON.parse(localStorage.getItem('priceAnnouncements') ?? '{}').state).toEqual({ on: false });
    await act(async () => void fireEvent.click(toggle));
    await move('third');
    expect(region().textContent).toBe('third');
  });
});
