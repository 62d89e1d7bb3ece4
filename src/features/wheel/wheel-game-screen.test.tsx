// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import wheelConfig from '../../../config/wheel.ts';
import { createQueryClient } from '../../api/query-client.ts';
import type { Prize, SpinResult } from '../../api/wheel.ts';
import { getGetUserMockHandler, getGetUserResponseMock, getGetWheelPrizesMockHandler, getGetWheelSettingsMockHandler, getSpinWheelMockHandler, startMockApi } from '../../api/testing.ts';
import { initTestI18n } from '../../i18n/testing.ts';
import { clearAuth, signIn } from '../../stores/auth.ts';
import { localeStore } from '../../stores/locale.ts';
import { wheelGameStore } from '../../stores/wheel-game.ts';
import { renderWithUi } from '../../ui/testing.tsx';
import { stopRotation } from './wheel-geometry.ts';
import WheelGameScreen from './wheel-game-screen.tsx';

// §4 Wheel timings on a controlled clock (vi fake timers): the wheel turns 4 s, the win screen comes at 5 s and the
// spin result is cleared; §5 a guest gets 'need auth'; a double click sends one spin.

const prizes = ['TND', 'EUR'].flatMap((currency, block) =>
  Array.from({ length: 16 }, (_, index) => ({ id: block * 100 + index + 1, type: index === 3 ? 'present' : 'cash', amount: index === 3 ? '0.00' : `${index + 1}.00`, isPresent: index === 3, name: index === 3 ? 'Cap' : `${index + 1} ${currency}`, currency })),
);
const settings = (hasFreeSpin: boolean) => ({ freeSpinTime: '09:00:00', paidSpinCost: '5.00', freeSpinMinBalance: '10.00', paidSpinMinBalance: '5.00', freeSpinsAvailable: hasFreeSpin ? 1 : 0, hasFreeSpin, currency: 'TND', nextFreeSpinAt: null });
const user = getGetUserResponseMock({ id: 7, username: 'wheeler', currency: 'TND', balance: '100.00', bonusBalance: '0.00', role: 'P' });
const spinAnswer = { id: 1, prize: prizes[6], segment: 6, isFree: true, betAmount: '0.00', winAmount: '7.00', userBalanceBefore: '100.00', userBalanceAfter: '107.00' };

const api = startMockApi();

/** The generated handlers of the screen's calls (CONVENTIONS 9), answering this case's wheel; the spins sent are kept. */
function mockApi() {
  const spins: { headers: Headers; body: unknown }[] = [];
  api.use(
    getGetWheelPrizesMockHandler(prizes as Prize[]),
    getGetWheelSettingsMockHandler(settings(true)),
    getGetUserMockHandler(user),
    getSpinWheelMockHandler(async ({ request }) => {
      spins.push({ headers: request.headers, body: await request.json() });
      return spinAnswer as SpinResult;
    }),
  );
  return { spins };
}

function renderScreen() {
  const router = createMemoryRouter([{ path: '*', element: <WheelGameScreen /> }], { initialEntries: ['/wheel-game'] });
  return renderWithUi(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

/** Lets `ms` of fake time pass, running timers and the promises they resolve. */
const pass = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

beforeAll(() => initTestI18n());
afterEach(() => {
  cleanup();
  clearAuth();
  localeStore.dir = 'ltr';
  vi.useRealTimers();
});

describe('wheel-game screen', () => {
  for (const dir of ['ltr', 'rtl'] as const) {
    it(`spins once on a double click, stops on the server's segment at 4 s and shows the win at 5 s (${dir})`, async () => {
      vi.useFakeTimers();
      localeStore.dir = dir;
      const { spins } = mockApi();
      signIn({ id: user.id }, { access: 'access-token', refresh: 'refresh-token' });
      renderScreen();
      await pass(100);
      // §5: the prizes of the player's currency only (the EUR ones are left off), on 16 segments.
      expect(document.querySelectorAll('[data-segment]')).toHaveLength(16);
      expect(screen.queryByText(/EUR/)).toBeNull();

      const button = screen.getByTestId('wheel-spin');
      fireEvent.click(button);
      fireEvent.click(button);
      await pass(10);
      expect(spins).toHaveLength(1);
      expect(spins[0].headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
      expect(spins[0].body).toEqual({ is_free: true });
      expect(Number(screen.getByTestId('wheel').dataset.rotation)).toBe(stopRotation(0, 6, dir, wheelConfig.fullTurns));
      expect(wheelGameStore.phase).toBe('spinning');
      expect(wheelGameStore.spinResult?.id).toBe(prizes[6].id);

      await pass(wheelConfig.spinMs - 20);
      expect(wheelGameStore.phase).toBe('spinning');
      await pass(20);
      expect(wheelGameStore.phase).toBe('finished');
      expect(screen.queryByTestId('wheel-win')).toBeNull();

      await pass(wheelConfig.winScreenAtMs - wheelConfig.spinMs);
      expect(screen.getByTestId('wheel-win').textContent).toMatch(/7[.,]00/);
      expect(screen.getByRole('status').textContent).toMatch(/7[.,]00/);
      // §4: the spin result is cleared once the win screen is up.
      expect(wheelGameStore.spinResult).toBeNull();
      expect(wheelGameStore.winScreenVisible).toBe(true);
    });
  }

  it("gives a guest the 'need auth' message and sends no spin (§5)", async () => {
    const { spins } = mockApi();
    renderScreen();
    await screen.findByText(/Tourner pour|Spin for/);
    fireEvent.click(screen.getByTestId('wheel-spin'));
    expect((await screen.findByTestId('wheel-need-auth')).getAttribute('role')).toBe('alert');
    expect(spins).toHaveLength(0);
  });
});
