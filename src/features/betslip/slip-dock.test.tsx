// @vitest-environment jsdom
import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { betslipSelectionsStore } from '../../stores/betslip-selections.ts';
import { betslipSlipStore } from '../../stores/betslip-slip.ts';
import { requestSlipSheet, slipSheetStore } from '../../stores/slip-sheet.ts';
import { renderScreen, startScreenKit } from '../../testing/render-screen.tsx';
import { feedEvent, slipStates } from '../../testing/slip-states.tsx';
import { SlipDock } from './slip-dock.tsx';

// docs/product.md §5 Bet slip and Odds changes: the phone's slip bar shows the potential win at the price that would
// be taken, as the slip's own footer does.

startScreenKit();

describe('the phone slip bar', () => {
  it('is not there while the slip is empty, and comes with the first pick', async () => {
    betslipSelectionsStore.items = [];
    renderScreen(<SlipDock>page</SlipDock>);
    expect(screen.getByText('page')).toBeTruthy();
    expect(screen.queryByTestId('betslip-sheet')).toBeNull();
    betslipSelectionsStore.items = [structuredClone(slipStates.single.selections[0])];
    expect(await screen.findByRole('button', { name: /Coupon : 1/ })).toBeTruthy();
  });

  it('a press of the slip tab on an empty slip opens nothing, not even once a pick comes', async () => {
    betslipSelectionsStore.items = [];
    renderScreen(<SlipDock>page</SlipDock>);
    await waitFor(() => expect(slipSheetStore.docked).toBeGreaterThan(0));
    await act(async () => void requestSlipSheet());
    await act(async () => void (betslipSelectionsStore.items = [structuredClone(slipStates.single.selections[0])]));
    expect(await screen.findByRole('button', { name: /Coupon : 1/, expanded: false })).toBeTruthy();
  });

  it('opens at the slip tab pressed right after the first pick, before the sheet’s chunk has arrived', async () => {
    betslipSelectionsStore.items = [];
    renderScreen(<SlipDock>page</SlipDock>);
    await waitFor(() => expect(slipSheetStore.docked).toBeGreaterThan(0));
    await act(async () => {
      betslipSelectionsStore.items = [structuredClone(slipStates.single.selections[0])];
      requestSlipSheet();
    });
    expect(await screen.findByRole('button', { name: /Coupon : 1/, expanded: true })).toBeTruthy();
  });

  it('shows the potential win at the feed’s new price once the price fell', async () => {
    const [one] = slipStates.single.selections;
    betslipSelectionsStore.items = [structuredClone(one)];
    betslipSlipStore.stake = '5';
    const { pushLive } = renderScreen(<SlipDock>page</SlipDock>);
    const bar = () => screen.getByTestId('betslip-sheet').querySelector('button')!.textContent ?? '';
    // The bar is a chunk of its own, loaded once the slip has something in it.
    await screen.findByTestId('betslip-sheet');
    expect(bar()).toMatch(/9,25/);
    pushLive({ seq: 3, events: [feedEvent(one, '1.60')] });
    await waitFor(() => expect(bar()).toMatch(/8,00/));
  });
});
