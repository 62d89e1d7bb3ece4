import { describe, expect, it, vi } from 'vitest';
import type { FootballTracker } from '../../generated/sportsbook/sportsbook.schemas.ts';
import { createLiveStore } from './sportsbook-stream.ts';

// The live store's match trackers (topic tracker:<id>, docs/product.md §2 Sportsbook "Match tracker"): whole
// trackers from the snapshot and the stream, told to their own listeners only, in sequence like prices.

const football = (shots: number): FootballTracker => ({
  kind: 'football',
  zone: 'attack',
  attacking: 'home',
  incidents: [{ id: 1, kind: 'corner', team: 'home', minute: 12 }],
  stats: { possession: { home: 55, away: 45 }, shots: { home: shots, away: 1 }, shotsOnTarget: { home: 1, away: 0 }, corners: { home: 1, away: 0 }, yellowCards: { home: 0, away: 0 }, redCards: { home: 0, away: 0 } },
  momentum: [10, -20, 35],
});
const diff = (seq: number, prev: number, changes: unknown[]) => JSON.stringify({ seq, prev, at: '2026-11-14T18:10:01.000Z', changes });

function setup() {
  const requestResync = vi.fn();
  const flushes: (() => void)[] = [];
  const store = createLiveStore({ requestResync, log: () => undefined, schedule: (flush) => flushes.push(flush) });
  const runFlushes = () => {
    while (flushes.length > 0) flushes.shift()!();
  };
  return { store, requestResync, runFlushes };
}

describe('the live store keeps match trackers', () => {
  it("takes a tracker from the snapshot and the stream, with no event held, and tells only the tracker's listeners", () => {
    const { store, runFlushes, requestResync } = setup();
    store.loadSnapshot({ seq: 10, events: [], trackers: [{ eventId: 77, tracker: football(2) }] });
    runFlushes();
    expect(store.tracker(77)).toEqual(football(2));
    const tracker = vi.fn();
    const event = vi.fn();
    store.subscribeTracker(77, tracker);
    store.subscribeEvent(77, event);
    store.handle('diff', diff(11, 10, [{ type: 'tracker', eventId: 77, tracker: football(3) }]));
    store.handle('diff', diff(12, 11, [{ type: 'tracker', eventId: 77, tracker: football(4) }]));
    runFlushes();
    expect(store.tracker(77)?.kind === 'football' && store.tracker(77)).toMatchObject({ stats: { shots: { home: 4 } } });
    expect(tracker).toHaveBeenCalledTimes(1);
    expect(event).not.toHaveBeenCalled();
    expect(requestResync).not.toHaveBeenCalled();
  });

  it('drops a replayed tracker already applied, and resyncs on a malformed one', () => {
    const { store, runFlushes, requestResync } = setup();
    store.loadSnapshot({ seq: 10, events: [], trackers: [{ eventId: 77, tracker: football(5) }] });
    store.handle('diff', diff(9, 8, [{ type: 'tracker', eventId: 77, tracker: football(1) }]));
    runFlushes();
    expect(store.tracker(77)).toEqual(football(5));
    store.handle('diff', diff(11, 10, [{ type: 'tracker', eventId: 77, tracker: { kind: 'cricket' } }]));
    expect(requestResync).toHaveBeenCalledWith('malformed message');
  });
});
