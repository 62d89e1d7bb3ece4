// @vitest-environment jsdom
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import wheelConfig from '../../../config/wheel.ts';
import type { Prize, SpinResult } from '../../api/wheel.ts';
import { getGetUserMockHandler, getGetUserResponseMock, getGetWheelPrizesMockHandler, getGetWheelSettingsMockHandler, getSpinWheelMockHandler } from '../../api/testing.ts';
import { localeStore } from '../../stores/locale.ts';
import { wheelGameStore } from '../../stores/wheel-game.ts';
import { player, renderScreen, startScreenKit, type ScreenUser } from '../../testing/render-screen.tsx';
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

startScreenKit();

/** The wheel screen for `who`, the generated handlers of its calls (CONVENTIONS 9) answering this case's wheel; the spins sent are kept. */
function renderWheel(who: ScreenUser) {
  const spins: { headers: Headers; body: unknown }[] = [];
  const api = [
    getGetWheelPrizesMockHandler(prizes as Prize[]),
    getGetWheelSettingsMockHandler(settings(true)),
    getGetUserMockHandler(user),
    getSpinWheelMockHandler(async ({ request }) => {
      spins.push({ headers: request.headers, body: await request.json() });
      return spinAnswer as SpinResult;
    }),
  ];
  renderScreen(<WheelGameScreen />, { route: '/wheel-game', user: who, api });
  return { spins };
}

/** Lets `ms` of fake time pass, running timers and the promises they resolve. */
const pass = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

afterEach(() => {
  localeStore.dir = 'ltr';
});

describe('wheel-game screen', () => {
  for (const dir of ['ltr', 'rtl'] as const) {
    it(`spins once on a double click, stops on the server's segment at 4 s and shows the win at 5 s (${dir})`, async () => {
      vi.useFakeTimers();
      localeStore.dir = dir;
      const { spins } = renderWheel(player({ id: user.id, currency: user.currency, balance: user.balance }));
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
    const { spins } = renderWheel('guest');
    await screen.findByText(/Tourner pour|Spin for/);
    fireEvent.click(screen.getByTestId('wheel-spin'));
    expect((await screen.findByTestId('wheel-need-auth')).getAttribute('role')).toBe('alert');
    expect(spins).toHaveLength(0);
  });
});
