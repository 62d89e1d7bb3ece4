// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import i18next from 'i18next';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { betslipSelectionsStore } from '../../stores/betslip-selections.ts';
import { startScreenKit } from '../../testing/render-screen.tsx';
import { renderSlipState } from '../../testing/render-slip-state.tsx';
import { slipStates } from '../../testing/slip-states.tsx';

// docs/product.md §5 Bet slip, booking codes: a code someone sent is typed into the slip ("Load a code") and loaded as
// its link loads it; an unknown or expired code is refused in the player's language, and what was typed stays.

startScreenKit();

const t = (key: string, options: Record<string, unknown> = {}) => i18next.t(key, options);
const booked = {
  code: 'ABCD2345',
  expiresAt: '2026-11-30T06:30:00.000Z',
  selections: [
    { eventId: 9001, marketId: 9001001, outcomeId: 900100101, bookedOdd: '2.00', odd: '2.10', eventName: 'Home 9001 – Away 9001', available: true },
    { eventId: 9002, marketId: 9002001, outcomeId: 900200101, bookedOdd: '1.50', odd: null, eventName: 'Home 9002 – Away 9002', available: false },
  ],
};
/** The booking-code call: this slip for ABCD2345, expired for EXPD2345, unknown otherwise; the codes asked, in order. */
function bookingApi(asked: string[]) {
  return [
    http.get('*/sport-integration/booking/:code', ({ params }) => {
      const code = String(params.code);
      asked.push(code);
      if (code === 'ABCD2345') return HttpResponse.json(booked);
      if (code === 'EXPD2345') return HttpResponse.json({ code: 'booking_code_expired', message: 'expired' }, { status: 404 });
      return HttpResponse.json({ code: 'booking_code_not_found', message: 'not found' }, { status: 404 });
    }),
  ];
}
const field = () => screen.findByRole('textbox', { name: t('betslip.booking.loadLabel') });
const load = () => fireEvent.click(screen.getByRole('button', { name: t('betslip.booking.load') }));

describe('Load a code', () => {
  it('in the empty slip: a code typed loosely loads its selections at today’s prices, naming those gone, and the status stays beside Share', async () => {
    const asked: string[] = [];
    renderSlipState(slipStates.empty, { api: bookingApi(asked) });
    fireEvent.change(await field(), { target: { value: ' abcd 2345 ' } });
    load();
    await waitFor(() => expect(betslipSelectionsStore.items.map((item) => [item.outcomeId, item.price])).toEqual([[900100101, '2.10']]));
    expect(asked).toEqual(['ABCD2345']);
    const status = await screen.findByText((_, element) => element?.getAttribute('role') === 'status' && (element.textContent ?? '').includes(t('betslip.booking.loaded', { code: 'ABCD2345' })));
    expect(status.textContent).toContain('Home 9002 – Away 9002');
    // Beside Share now, the field keeps what was typed, and the selections are not loaded twice.
    expect(((await field()) as HTMLInputElement).value).toBe(' abcd 2345 ');
    expect(betslipSelectionsStore.items).toHaveLength(1);
  });

  it('an unknown code and an expired one are refused in the player’s language; what was typed stays', async () => {
    renderSlipState(slipStates.empty, { api: bookingApi([]) });
    fireEvent.change(await field(), { target: { value: 'WXYZ2345' } });
    load();
    expect((await screen.findByTestId('booking-load-error')).textContent).toBe(t('betslip.refusals.booking_code_not_found'));
    expect(((await field()) as HTMLInputElement).value).toBe('WXYZ2345');
    fireEvent.change(await field(), { target: { value: 'EXPD2345' } });
    load();
    await waitFor(() => expect(screen.getByTestId('booking-load-error').textContent).toBe(t('betslip.refusals.booking_code_expired')));
    expect(((await field()) as HTMLInputElement).value).toBe('EXPD2345');
    expect(betslipSelectionsStore.items).toEqual([]);
  });

  it('nothing typed: asks for a code, and asks nothing of the server', async () => {
    const asked: string[] = [];
    renderSlipState(slipStates.empty, { api: bookingApi(asked) });
    await field();
    load();
    const form = screen.getByTestId('booking-load');
    expect(await within(form).findByText(t('betslip.booking.codeRequired'))).toBeTruthy();
    expect(asked).toEqual([]);
  });

  it('beside Share in a filled slip: a loaded code replaces the selections, as its link does', async () => {
    renderSlipState(slipStates.single, { api: bookingApi([]) });
    fireEvent.change(await field(), { target: { value: 'ABCD2345' } });
    load();
    await waitFor(() => expect(betslipSelectionsStore.items.map((item) => item.outcomeId)).toEqual([900100101]));
  });
});
