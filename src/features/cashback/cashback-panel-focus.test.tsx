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

// §2 Shell, the cashback button's panel by keyboard: Escape closes it from anywhere in it and gives the focus back to
// the button; once the focus moves on past the panel it closes, so it never hides the next controls (on a phone it
// hangs over the page's first stops).

function renderButtonBeside() {
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <>
            <CashbackButton compact />
            <a href="/sport/Live">next stop</a>
          </>
        ),
      },
    ],
    { initialEntries: ['/sport/Home'] },
  );
  return renderWithUi(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

const tap = (element: HTMLElement) => act(async () => void fireEvent.click(element));
const expanded = () => screen.getByRole('button', { name: 'Cashback' }).getAttribute('aria-expanded');

/** Opens the panel and waits for its lazily loaded content (its own chunk). */
async function openPanel() {
  const button = screen.getByRole('button', { name: 'Cashback' });
  button.focus();
  await tap(button);
  await vi.waitFor(() => expect(screen.getByTestId('cashback-countdown')).toBeTruthy(), { timeout: 5000 });
  return button;
}

beforeAll(() => initTestI18n());
afterEach(() => {
  cleanup();
  setSettingsFlags({});
  Object.assign(cashbackButtonStore, { offsetY: 0, expanded: false });
  localStorage.clear();
});

describe('cashback panel by keyboard', () => {
  it('Escape inside the panel closes it and hands the focus back to the button', async () => {
    setSettingsFlags({ 'bonuses.cashbackOn': true });
    renderButtonBeside();
    const button = await openPanel();
    expect(expanded()).toBe('true');
    // The focus inside the panel (its content's first focusable, or the panel itself for a guest).
    const countdown = screen.getByTestId('cashback-countdown');
    countdown.setAttribute('tabindex', '-1');
    countdown.focus();
    await act(async () => void fireEvent.keyDown(countdown, { key: 'Escape' }));
    expect(expanded()).toBe('false');
    expect(document.activeElement).toBe(button);
  });

  it('Escape on the button closes it too, and the button keeps the focus', async () => {
    setSettingsFlags({ 'bonuses.cashbackOn': true });
    renderButtonBeside();
    const button = await openPanel();
    await act(async () => void fireEvent.keyDown(button, { key: 'Escape' }));
    expect(expanded()).toBe('false');
    expect(document.activeElement).toBe(button);
  });

  it('closes once the focus leaves the button and the panel, and stays open while it moves inside', async () => {
    setSettingsFlags({ 'bonuses.cashbackOn': true });
    renderButtonBeside();
    const button = await openPanel();
    const countdown = screen.getByTestId('cashback-countdown');
    countdown.setAttribute('tabindex', '-1');
    // Inside: from the button into the panel.
    await act(async () => void countdown.focus());
    expect(expanded()).toBe('true');
    // Out: on to the page's next stop (Tab moves the focus there; jsdom moves it by focus()).
    const next = screen.getByRole('link', { name: 'next stop' });
    await act(async () => void next.focus());
    expect(expanded()).toBe('false');
    expect(document.activeElement).toBe(next);
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });
});
