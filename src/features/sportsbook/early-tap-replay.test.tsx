// @vitest-environment jsdom
import { render } from '@testing-library/react';
import i18n from 'i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { earlyTapAttribute, earlyTapsKey } from '../../engine/early-taps.ts';
import { initTestI18n } from '../../i18n/testing.ts';
import { betslipSelectionsStore, clearSelections, toggleSelection } from '../../stores/betslip-selections.ts';
import { OddsButton, type PriceView } from './odds-button.tsx';

// §2 Speed: a price tapped before the app owned the page (kept by the page's recorder, src/engine/early-taps.ts) is
// added to the slip once the app's price button is on screen: once, by the click's own action, never taken out.

beforeAll(async () => {
  await initTestI18n();
});
beforeEach(() => clearSelections());
afterEach(() => {
  clearSelections();
  delete window[earlyTapsKey];
});

const view: PriceView = { t: i18n.t.bind(i18n), formatPrice: (price) => price, formatLine: (line) => line, stale: false };

function Prices({ marketStatus = 'open' }: { marketStatus?: string }) {
  return (
    <>
      {[100, 101].map((outcomeId) => (
        <OddsButton
          key={outcomeId}
          eventId={1}
          marketId={10}
          outcomeId={outcomeId}
          label={`Pick ${outcomeId}`}
          shortLabel="X"
          eventName="Home – Away"
          marketName="Match result"
          pickName={`Pick ${outcomeId}`}
          marketStatus={marketStatus}
          live={false}
          initial={{ price: '3.70', priceVersion: 1, status: 'open' }}
          view={view}
        />
      ))}
    </>
  );
}

const picked = () => betslipSelectionsStore.items.map((item) => item.outcomeId);
const button = (outcomeId: number) => document.querySelector<HTMLButtonElement>(`button[data-outcome="${outcomeId}"]`)!;

describe('a price tapped before the app owned the page', () => {
  it('is added to the slip once when its button mounts, shown picked, and the kept tap is gone', () => {
    window[earlyTapsKey] = ['100'];
    const { rerender } = render(<Prices />);
    rerender(<Prices />);
    expect(picked()).toEqual([100]);
    expect(button(100).getAttribute('aria-pressed')).toBe('true');
    expect(button(100).hasAttribute(earlyTapAttribute)).toBe(false);
    expect(button(101).getAttribute('aria-pressed')).toBe('false');
    expect(window[earlyTapsKey]).toEqual([]);
  });

  it('leaves a pick the slip already holds in it (a tap on a price shown unpicked means add)', () => {
    toggleSelection({ eventId: 1, marketId: 10, outcomeId: 100, price: '3.70', priceVersion: 1, live: false, label: 'Pick 100', eventName: 'Home – Away', marketName: 'Match result', pickName: 'Pick 100' });
    window[earlyTapsKey] = ['100'];
    render(<Prices />);
    expect(picked()).toEqual([100]);
    expect(window[earlyTapsKey]).toEqual([]);
  });

  it('adds nothing when the market was suspended meanwhile: the button says so instead', () => {
    window[earlyTapsKey] = ['101'];
    render(<Prices marketStatus="suspended" />);
    expect(picked()).toEqual([]);
    expect(button(101).disabled).toBe(true);
    expect(window[earlyTapsKey]).toEqual([]);
  });
});
