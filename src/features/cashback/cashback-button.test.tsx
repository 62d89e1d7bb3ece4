// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../api/query-client.ts';
import { setSettingsFlags } from '../../engine/settings-flags.ts';
import { initTestI18n } from '../../i18n/testing.ts';
import { cashbackButtonStore } from '../../stores/cashback-button.ts';
import { renderWithUi } from '../../ui/testing.tsx';
import { CashbackButton } from './cashback-button.tsx';

// §2 cashback button, §4 Cashback countdown, §9 UI timings on vitest's fake clock.

function renderButton(compact = false) {
  const router = createMemoryRouter([{ path: '*', element: <CashbackButton compact={compact} /> }], { initialEntries: ['/slots/casino'] });
  return renderWithUi(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

const pass = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
// valtio tells React of a store change a microtask later: let it through before reading the page.
const tap = (element: HTMLElement) => act(async () => void fireEvent.click(element));
const press = (element: HTMLElement, key: string) => act(async () => void fireEvent.keyDown(element, { key }));

beforeAll(() => initTestI18n());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  setSettingsFlags({});
  Object.assign(cashbackButtonStore, { offsetY: 0, expanded: false });
  localStorage.clear();
});

describe('cashback button', () => {
  it('floating on a phone, steps aside while the page scrolls down and is back on scrolling up or at the top', async () => {
    setSettingsFlags({ 'bonuses.cashbackOn': true });
    renderButton(true);
    const mover = screen.getByTestId('cashback-button');
    const scrollTo = (y: number) => act(async () => void (Object.defineProperty(window, 'scrollY', { value: y, configurable: true }), window.dispatchEvent(new Event('scroll'))));
    expect(mover.getAttribute('data-tucked')).toBe('false');
    await scrollTo(30);
    expect(mover.getAttribute('data-tucked')).toBe('false');
    await scrollTo(400);
    expect(mover.getAttribute('data-tucked')).toBe('true');
    await scrollTo(350);
    expect(mover.getAttribute('data-tucked')).toBe('false');
    await scrollTo(600);
    expect(mover.getAttribute('data-tucked')).toBe('true');
    await scrollTo(0);
    expect(mover.getAttribute('data-tucked')).toBe('false');
  });

  it('in the desktop header it never steps aside', async () => {
    setSettingsFlags({ 'bonuses.cashbackOn': true });
    renderButton();
    await act(async () => void (Object.defineProperty(window, 'scrollY', { value: 900, configurable: true }), window.dispatchEvent(new Event('scroll'))));
    expect(screen.getByTestId('cashback-button').getAttribute('data-tucked')).toBe('false');
    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
  });

  it('is not there while bonuses.cashbackOn is off', () => {
    setSettingsFlags({ 'bonuses.cashbackOn': false });
    renderButton();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('opens on a tap into a countdown ticking every 250 ms, and takes the next reset once one passes', async () => {
    vi.useFakeTimers({ now: Date.parse('2026-11-25T23:10:58.000Z'), toFake: ['setInterval', 'clearInterval', 'setTimeout', 'clearTimeout', 'Date'] });
    setSettingsFlags({ 'bonuses.cashbackOn': true });
    renderButton();
    const button = screen.getByRole('button', { name: 'Cashback' });
    await tap(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    // The panel's content is its own chunk, fetched on the first opening (no time passes while it arrives).
    for (let round = 0; round < 3; round += 1) await act(async () => void (await vi.dynamicImportSettled()));
    const countdown = screen.getByTestId('cashback-countdown');
    expect(countdown.textContent).toBe('0 j 00:00:02');
    await pass(250);
    // 1.75 s left: still 2 once rounded up; 250 ms later 1.5 s, and after a full second 00:00:01.
    expect(countdown.textContent).toBe('0 j 00:00:02');
    await pass(1000);
    expect(countdown.textContent).toBe('0 j 00:00:01');
    await pass(1000);
    expect(countdown.getAttribute('datetime')).toBe('2026-11-26T23:11:00.000Z');
    // 23:11:00.25 now: the next day's reset is 23:59:59.75 away, shown rounded up to the second.
    expect(countdown.textContent).toBe('1 j 00:00:00');
  });

  it('moves with the arrow keys within 0 to 300 px and keeps the place on the device', async () => {
    setSettingsFlags({ 'bonuses.cashbackOn': true });
    renderButton();
    const button = screen.getByRole('button', { name: 'Cashback' });
    const mover = screen.getByTestId('cashback-button');
    await press(button, 'ArrowDown');
    expect(mover.dataset.offset).toBe('20');
    await press(button, 'End');
    expect(mover.dataset.offset).toBe('300');
    await press(button, 'ArrowDown');
    expect(mover.dataset.offset).toBe('300');
    await press(button, 'Home');
    expect(mover.dataset.offset).toBe('0');
    await press(button, 'ArrowUp');
    expect(mover.dataset.offset).toBe('0');
    // The position is kept on the device.
    await press(button, 'ArrowDown');
    expect(JSON.parse(localStorage.getItem('cashbackButton') ?? '{}').state).toEqual({ offsetY: 20 });
  });
});
