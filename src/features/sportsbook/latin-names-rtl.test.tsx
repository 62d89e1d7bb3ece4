// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import i18n from 'i18next';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { initTestI18n } from '../../i18n/testing.ts';
import { OddsButton, type PriceView } from './odds-button.tsx';

// §1 Languages (right to left): on an Arabic event page a price button's pick is often a tennis player's Latin name
// ending in a period ("Sinner J."), alone or inside an Arabic template ("Sinner J. أو تعادل"). The name is isolated
// so the period stays at its end; the button's accessible name is the same text, unchanged.

beforeAll(() => initTestI18n());
afterEach(cleanup);

const view: PriceView = { t: i18n.t.bind(i18n), formatPrice: (price) => price, formatLine: (line) => line, stale: false };

function ArabicPrice({ label }: { label: string }) {
  return (
    <main dir="rtl" lang="ar">
      <OddsButton eventId={1} marketId={10} outcomeId={100} label={label} shortLabel={label} eventName="Sinner J. – Alcaraz C." marketName="الفائز" pickName={label} marketStatus="open" live initial={{ price: '1.85', priceVersion: 1, status: 'open' }} view={view} />
    </main>
  );
}

describe('Latin names on an Arabic page', () => {
  it('a price button’s pick that is a name: isolated whole, period included', () => {
    const { container } = render(<ArabicPrice label="Sinner J." />);
    const label = container.querySelector('.label')!;
    expect([...label.querySelectorAll('bdi')].map((element) => element.textContent)).toEqual(['Sinner J.']);
    expect(label.textContent).toBe('Sinner J.');
  });

  it('a name in an Arabic template: the name isolated, the Arabic words outside, the visible text unchanged', () => {
    const { container } = render(<ArabicPrice label="Sinner J. أو تعادل" />);
    const label = container.querySelector('.label')!;
    expect([...label.querySelectorAll('bdi')].map((element) => element.textContent)).toEqual(['Sinner J.']);
    expect(label.textContent).toBe('Sinner J. أو تعادل');
    expect(container.querySelector('button')!.textContent).toContain('Sinner J. أو تعادل');
  });
});
