// @vitest-environment jsdom
import { act, render } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initTestI18n } from '../../i18n/testing.ts';
import { LiveClock } from './sportsbook-ui.tsx';

beforeAll(async () => {
  await initTestI18n();
});
beforeEach(() => {
  vi.useFakeTimers({ now: Date.parse('2026-11-23T06:40:00Z') });
});
afterEach(() => {
  vi.useRealTimers();
});

const at = '2026-11-23T06:40:00.000Z';

describe('LiveClock (§2 Sportsbook: live clocks on a list)', () => {
  it('every running clock on the page moves on one shared timer, in the same tick; a stopped clock holds', () => {
    const view = render(
      <>
        <span data-testid="up">
          <LiveClock clock={{ seconds: 600, running: true, direction: 'up', at }} phase={null} />
        </span>
        <span data-testid="down">
          <LiveClock clock={{ seconds: 300, running: true, direction: 'down', at }} phase={null} />
        </span>
        <span data-testid="stopped">
          <LiveClock clock={{ seconds: 2700, running: false, direction: 'up', at }} phase={null} />
        </span>
      </>,
    );
    const text = (id: string) => view.getByTestId(id).textContent;
    expect([text('up'), text('down'), text('stopped')]).toEqual(['10:00', '05:00', '45:00']);
    // One timer for the two running clocks, not one each.
    expect(vi.getTimerCount()).toBe(1);
    act(() => vi.advanceTimersByTime(1000));
    expect([text('up'), text('down'), text('stopped')]).toEqual(['10:01', '04:59', '45:00']);
    act(() => vi.advanceTimersByTime(59_000));
    expect([text('up'), text('down'), text('stopped')]).toEqual(['11:00', '04:00', '45:00']);
    // The timer stops with the last running clock.
    view.unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});
