// @vitest-environment jsdom
import { act, render } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import type { SportsbookEvent } from '../../api/sportsbook.ts';
import { liveConnection, resetLiveConnection } from './live-connection.ts';
import { useLiveEvent, useLiveOutcome } from './use-live.ts';

// §2 Speed: the page's lists arrive with their prices (rendered by the server, hydrated by React); seeding the live
// store with that same copy must re-render nothing, or the sport home re-rendered every row and price of the page in
// one long task after hydration. What the stream then changes re-renders its own button or row only.

afterEach(() => resetLiveConnection());

const outcome = { id: 700101, key: 'home', name: null, price: '1.80', priceVersion: 1, status: 'open' as const, result: null };
const event = {
  id: 7,
  sportId: 1,
  status: 'live',
  phase: 'h1',
  clock: { seconds: 600, running: true, direction: 'up', at: '2026-11-28T04:00:00Z' },
  score: { home: 0, away: 0, periods: [] },
  marketCount: 1,
  markets: [{ id: 7001, type: 'match-result', status: 'open', outcomes: [outcome] }],
} as unknown as SportsbookEvent;

/** Flushes the store's frame: listeners are told once per frame. */
async function nextFrame() {
  await act(() => new Promise((resolve) => requestAnimationFrame(() => resolve(undefined))));
}

it('seeding the store with the rendered copy re-renders neither the row nor its price; a change re-renders them', async () => {
  const renders = { row: 0, price: 0 };
  const seen: { row?: string; price?: string } = {};
  function Price() {
    renders.price += 1;
    seen.price = (useLiveOutcome(outcome.id, outcome) ?? outcome).price;
    return null;
  }
  function Row() {
    renders.row += 1;
    seen.row = (useLiveEvent(event.id, event) ?? event).status;
    return <Price />;
  }
  render(<Row />);
  expect(renders).toEqual({ row: 1, price: 1 });

  act(() => liveConnection().seed({ seq: 50, events: [event] }));
  await nextFrame();
  expect(renders).toEqual({ row: 1, price: 1 });

  act(() => liveConnection().store.handle('diff', JSON.stringify({ seq: 51, prev: 50, at: 'x', changes: [{ type: 'outcome', eventId: 7, marketId: 7001, outcomeId: 700101, price: '1.95', priceVersion: 2 }] })));
  await nextFrame();
  expect(seen.price).toBe('1.95');
  expect(renders.price).toBe(2);

  act(() => liveConnection().store.handle('diff', JSON.stringify({ seq: 52, prev: 51, at: 'x', changes: [{ type: 'event', eventId: 7, status: 'ended' }] })));
  await nextFrame();
  expect(seen.row).toBe('ended');
});

it("a market the feed suspends re-renders the row, though the event's own fields are unchanged", async () => {
  let renders = 0;
  function Row() {
    renders += 1;
    useLiveEvent(event.id, event);
    return null;
  }
  render(<Row />);
  act(() => liveConnection().seed({ seq: 50, events: [event] }));
  await nextFrame();
  expect(renders).toBe(1);
  act(() => liveConnection().store.handle('diff', JSON.stringify({ seq: 51, prev: 50, at: 'x', changes: [{ type: 'market', eventId: 7, marketId: 7001, status: 'suspended' }] })));
  await nextFrame();
  expect(renders).toBe(2);
});
