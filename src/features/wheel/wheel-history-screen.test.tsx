// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, screen } from '@testing-library/react';
import i18next from 'i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createQueryClient } from '../../api/query-client.ts';
import { changeLanguage, loadAreas } from '../../i18n/index.ts';
import { initTestI18n } from '../../i18n/testing.ts';
import { clearAuth } from '../../stores/auth.ts';
import { renderWithUi } from '../../ui/testing.tsx';
import WheelHistoryScreen from './wheel-history-screen.tsx';

// §2 Wheel game history: a guest is asked to sign in to see the history, not to spin (the game screen asks that).
beforeAll(() => initTestI18n());
afterEach(() => {
  cleanup();
  clearAuth();
});

describe('wheel history screen', () => {
  it('asks a guest to sign in to see the history, in every language pack', async () => {
    for (const language of ['fr-fr', 'en-US', 'ar']) {
      await changeLanguage(language);
      await loadAreas(['wheel']);
      const router = createMemoryRouter([{ path: '*', element: <WheelHistoryScreen /> }], { initialEntries: ['/wheel-game/history'] });
      renderWithUi(
        <QueryClientProvider client={createQueryClient()}>
          <RouterProvider router={router} />
        </QueryClientProvider>,
      );
      const note = await screen.findByRole('alert');
      expect(note.textContent).toContain(i18next.t('wheel.historyNeedAuth'));
      expect(note.textContent).not.toContain(i18next.t('wheel.needAuth'));
      expect(i18next.t('wheel.historyNeedAuth')).not.toBe('wheel.historyNeedAuth');
      cleanup();
    }
    await changeLanguage('fr-fr');
  });
});
