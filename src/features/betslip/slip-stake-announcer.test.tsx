// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import i18next from 'i18next';
import { beforeEach, describe, expect, it } from 'vitest';
import { formatMoney } from '../../i18n/format.ts';
import { betslipSelectionsStore } from '../../stores/betslip-selections.ts';
import { player, renderScreen, startScreenKit } from '../../testing/render-screen.tsx';
import { BetSlip } from './bet-slip.tsx';

// §5 Bet slip: a refused stake is said to screen readers (a polite live region), not only written beside the field.

startScreenKit();

beforeEach(() => {
  betslipSelectionsStore.items = [{ eventId: 7001, marketId: 7001001, outcomeId: 700100101, price: '1.85', priceVersion: 1, live: false, label: 'Home', eventName: 'Home – Away', marketName: 'Résultat du match', pickName: 'Home' }];
});

describe('slip stake errors', () => {
  it('a stake below the minimum is said in the slip’s live region, and the region empties once the stake is fine', async () => {
    renderScreen(<BetSlip />, { user: player() });
    const region = screen.getByTestId('slip-stake-announcer');
    expect(region.getAttribute('aria-live')).toBe('polite');
    expect(region.textContent).toBe('');
    const stake = screen.getByRole('textbox', { name: new RegExp(i18next.t('betslip.stake.label')) });
    await act(async () => void fireEvent.change(stake, { target: { value: '0,05' } }));
    const refusal = i18next.t('betslip.refusals.stake_too_low', { amount: formatMoney('0.10', 'TND') });
    await waitFor(() => expect(region.textContent).toBe(refusal), { timeout: 5000 });
    await act(async () => void fireEvent.change(stake, { target: { value: '2' } }));
    await waitFor(() => expect(region.textContent).toBe(''));
  });
});
