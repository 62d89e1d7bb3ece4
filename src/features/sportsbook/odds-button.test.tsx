// @vitest-environment jsdom
import { act, fireEvent, render } from '@testing-library/react';
import i18n from 'i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initTestI18n } from '../../i18n/testing.ts';
import { clearSelections } from '../../stores/betslip-selections.ts';
import { focusReturnWindowMs, resetSlipFocus, returnFocusToList } from '../../stores/slip-focus.ts';
import { OddsButton, type PriceView } from './odds-button.tsx';

// §5 Bet slip by keyboard: after placing, the focus goes back to the price picked, even when the live feed has
// suspended its market meanwhile or the list has mounted its button again; never to the page body, and never
// snatched back from where the player has moved it.

beforeAll(async () => {
  await initTestI18n();
});
beforeEach(() => {
  vi.useFakeTimers({ now: Date.parse('2026-11-23T20:00:00Z'), toFake: ['Date', 'setTimeout', 'requestAnimationFrame'] });
  resetSlipFocus();
  clearSelections();
});
afterEach(() => {
  vi.useRealTimers();
  clearSelections();
});

const view: PriceView = { t: i18n.t.bind(i18n), formatPrice: (price) => price, formatLine: (line) => line, stale: false };

function Page({ marketStatus = 'open', generation = 0 }: { marketStatus?: string; generation?: number }) {
  return (
    <main>
      <OddsButton
        key={generation}
        eventId={1}
        marketId={10}
        outcomeId={100}
        label="Draw"
        shortLabel="X"
        eventName="Home – Away"
        marketName="Match result"
        pickName="Draw"
        marketStatus={marketStatus}
        live
        initial={{ price: '3.70', priceVersion: 1, status: 'open' }}
        view={view}
      />
      <input aria-label="stake" />
      <a href="#elsewhere">elsewhere</a>
    </main>
  );
}

function price(): HTMLButtonElement {
  return document.querySelector<HTMLButtonElement>('button[data-outcome="100"]')!;
}

/** The player picks the price, and the slip takes the focus into its stake. */
function pickThenStake(container: HTMLElement) {
  price().focus();
  fireEvent.click(price());
  container.querySelector<HTMLInputElement>('input')!.focus();
}

describe('OddsButton: the focus comes back to the price picked (§5 Bet slip by keyboard)', () => {
  it('placing while the price is open focuses it', () => {
    const { container } = render(<Page />);
    pickThenStake(container);
    act(() => returnFocusToList());
    expect(document.activeElement).toBe(price());
  });

  it('a price suspended when the bet is placed: the focus waits on the main region, then takes the price when it reopens', () => {
    const { container, rerender } = render(<Page />);
    pickThenStake(container);
    rerender(<Page marketStatus="suspended" />);
    expect(price().disabled).toBe(true);
    act(() => returnFocusToList());
    expect(document.activeElement?.tagName).toBe('MAIN');
    rerender(<Page marketStatus="open" />);
    expect(document.activeElement).toBe(price());
  });

  it('a list that mounts the price again after placing: the new button takes the focus', () => {
    const { container, rerender } = render(<Page />);
    pickThenStake(container);
    act(() => returnFocusToList());
    const before = price();
    rerender(<Page generation={1} />);
    expect(price()).not.toBe(before);
    expect(document.activeElement).toBe(price());
  });

  it('a focused price suspended by the feed hands the focus to the main region, never the body, and takes it back', () => {
    const { rerender } = render(<Page />);
    price().focus();
    rerender(<Page marketStatus="suspended" />);
    // jsdom keeps the focus on a disabled button; a browser drops it to the body, as here.
    price().blur();
    act(() => vi.advanceTimersByTime(50));
    expect(document.activeElement?.tagName).toBe('MAIN');
    rerender(<Page marketStatus="open" />);
    expect(document.activeElement).toBe(price());
  });

  it('the player moving the focus elsewhere, or the window passing, leaves the focus where it is', () => {
    const { container, rerender } = render(<Page />);
    pickThenStake(container);
    rerender(<Page marketStatus="suspended" />);
    act(() => returnFocusToList());
    const link = container.querySelector('a')!;
    link.focus();
    rerender(<Page marketStatus="open" />);
    expect(document.activeElement).toBe(link);

    rerender(<Page marketStatus="suspended" generation={2} />);
    container.querySelector<HTMLInputElement>('input')!.focus();
    act(() => returnFocusToList());
    expect(document.activeElement?.tagName).toBe('MAIN');
    act(() => vi.advanceTimersByTime(focusReturnWindowMs + 1));
    rerender(<Page marketStatus="open" generation={2} />);
    expect(document.activeElement?.tagName).toBe('MAIN');
  });
});
