// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import i18next from 'i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { getQueryClient } from '../../api/query-client.ts';
import { initTestI18n } from '../../i18n/testing.ts';
import { UiProvider } from '../../ui/ui-provider.tsx';
import UserBlock from './user-block.tsx';

// §2 Player journey, by keyboard: the header's sign-in panel closes when the focus leaves it (Tab past its last
// control, Shift+Tab before its button), so it never covers the control the player moves to; focus moving inside it
// keeps it open.

beforeAll(async () => {
  await initTestI18n();
});
afterEach(cleanup);

function renderHeader() {
  render(
    <QueryClientProvider client={getQueryClient()}>
      <UiProvider>
        <MemoryRouter initialEntries={['/']}>
          <button type="button">before</button>
          <UserBlock />
          <button type="button">after</button>
        </MemoryRouter>
      </UiProvider>
    </QueryClientProvider>,
  );
  const opener = screen.getByTestId('header-sign-in');
  const panel = document.getElementById(opener.getAttribute('aria-controls')!)!;
  return { opener, panel };
}

describe('the header sign-in panel', () => {
  it('stays open while the focus moves inside it, and closes when the focus leaves it either way', async () => {
    const { opener, panel } = renderHeader();
    fireEvent.click(opener);
    expect(opener.getAttribute('aria-expanded')).toBe('true');
    expect(panel.hidden).toBe(false);
    const username = await screen.findByLabelText(i18next.t('auth.signIn.username'));
    act(() => username.focus());
    expect(panel.hidden).toBe(false);

    // Tab past the panel's last control.
    act(() => screen.getByRole('button', { name: 'after' }).focus());
    expect(opener.getAttribute('aria-expanded')).toBe('false');
    expect(panel.hidden).toBe(true);

    // Shift+Tab before its button.
    fireEvent.click(opener);
    act(() => opener.focus());
    act(() => screen.getByRole('button', { name: 'before' }).focus());
    expect(panel.hidden).toBe(true);
  });
});
