import { describe, expect, it, vi } from 'vitest';
import type { Event } from '../../generated/sportsbook/sportsbook.schemas.ts';
import { testMarket } from '../testing/sportsbook-events.ts';
import { createLiveStore, type LiveStoreOptions } from './sportsbook-stream.ts';

// The live store with a small event of its own (CONVENTIONS 18: fixtures, not the deployment's data).
function fixture(): Event {
  return {
    id: 501,
    sportId: 7,
    league: { id: 9, name: 'Test League', slug: 'test-league', country: { code: null, name: 'World' } },
    home: { id: 1, name: 'Home FC' },
    away: { id: 2, name: 'Away FC' },
    startAt: '2026-11-14T18:00:00.000Z',
    status: 'live',
    phase: 'h1',
    clock: { seconds: 600, running: true, direction: 'up', at: '2026-11-14T18:10:00.000Z' },
    score: { home: 0, away: 0, periods: [], point: null, server: null },
    incident: null,
    marketCount: 1,
    markets: [
      testMarket(501001, 'three-way', [
        { id: 50100101, key: 'home', name: null, price: '2.10', priceVersion: 3, status: 'open', result: null },
        { id: 50100102, key: 'draw', name: null, price: '3.20', priceVersion: 3, status: 'open', result: null },
        { id: 50100103, key: 'away', name: null, price: '3.60', priceVersion: 3, status: 'open', result: null },
      ]),
    ],
  };
}

const diff = (seq: number, prev: number, changes: unknown[]) => JSON.stringify({ seq, prev, at: '2026-11-14T18:10:01.000Z', changes });
const price = (outcomeId: number, value: string, version: number) => ({ type: 'outcome', eventId: 501, marketId: 501001, outcomeId, price: value, priceVersion: version });

function setup(extra: Partial<LiveStoreOptions> = {}) {
  const requestResync = vi.fn();
  const log = vi.fn();
  const flushes: (() => void)[] = [];
  const store = createLiveStore({ requestResync, log, schedule: (flush) => flushes.push(flush), ...extra });
  const runFlushes = () => {
    while (flushes.length > 0) flushes.shift()!();
  };
  store.loadSnapshot({ seq: 10, events: [fixture()] });
  runFlushes();
  return { store, requestResync, log, runFlushes };
}

describe('the live store applies stream diffs', () => {
  it('updates prices, versions and the direction of the move; tells only that outcome\'s listeners, once per flush', () => {
    const { store, runFlushes } = setup();
    const home = vi.fn();
    const away = vi.fn();
    store.subscribeOutcome(50100101, home);
    store.subscribeOutcome(50100103, away);
    store.handle('diff', diff(11, 10, [price(50100101, '2.00', 4)]));
    store.handle('diff', diff(12, 11, [price(50100101, '2.05', 5)]));
    expect(home).not.toHaveBeenCalled();
    runFlushes();
    expect(home).toHaveBeenCalledTimes(1);
    expect(away).not.toHaveBeenCalled();
    expect(store.outcome(50100101)).toMatchObject({ price: '2.05', priceVersion: 5, move: 'up' });
    expect(store.lastSeq).toBe(12);
  });

  it('applies market status, settlement results, score, clock and incident', () => {
    const { store } = setup();
    store.handle(
      'diff',
      diff(11, 10, [
        { type: 'event', eventId: 501, score: { home: 1, away: 0, periods: [{ period: 'h1', home: 1, away: 0 }], point: null, server: null }, incident: { type: 'goal', team: 'home', at: '2026-11-14T18:10:01.000Z' } },
        { type: 'market', eventId: 501, marketId: 501001, status: 'suspended' },
        { type: 'outcome', eventId: 501, marketId: 501001, outcomeId: 50100101, status: 'suspended' },
      ]),
    );
    expect(store.event(501)).toMatchObject({ score: { home: 1, away: 0 }, incident: { type: 'goal' }, phase: 'h1' });
    expect(store.market(501001)!.status).toBe('suspended');
    store.handle('diff', diff(12, 11, [{ type: 'outcome', eventId: 501, marketId: 501001, outcomeId: 50100101, status: 'settled', result: 'won' }]));
    expect(store.outcome(50100101)).toMatchObject({ status: 'settled', result: 'won', price: '2.10' });
  });

  it('drops a repeated or out-of-order message, and never moves a price back to an older version', () => {
    const { store, requestResync, log } = setup();
    store.handle('diff', diff(11, 10, [price(50100101, '2.00', 4)]));
    store.handle('diff', diff(11, 10, [price(50100101, '9.99', 9)]));
    store.handle('diff', diff(9, 8, [price(50100101, '8.88', 8)]));
    expect(store.outcome(50100101)!.price).toBe('2.00');
    expect(requestResync).not.toHaveBeenCalled();
    expect(log).toHaveBeenCalledWith(expect.stringContaining('dropped seq 11'));
    store.handle('diff', diff(12, 11, [price(50100101, '1.50', 2)]));
    expect(store.outcome(50100101)).toMatchObject({ price: '2.00', priceVersion: 4 });
  });

  it('detects a gap (prev beyond the last applied seq), resyncs, and applies what came after the snapshot', () => {
    const { store, requestResync } = setup();
    store.handle('diff', diff(14, 12, [price(50100102, '3.00', 5)]));
    expect(requestResync).toHaveBeenCalledTimes(1);
    expect(store.resyncing).toBe(true);
    expect(store.outcome(50100102)!.price).toBe('3.20');
    store.handle('diff', diff(15, 14, [price(50100103, '4.00', 6)]));
    expect(requestResync).toHaveBeenCalledTimes(1);
    // The snapshot was read at seq 14: it holds message 14 already; 15 comes on top.
    const snapshot = fixture();
    snapshot.markets[0].outcomes[1] = { ...snapshot.markets[0].outcomes[1], price: '3.00', priceVersion: 5 };
    store.loadSnapshot({ seq: 14, events: [snapshot] });
    expect(store.resyncing).toBe(false);
    expect(store.lastSeq).toBe(15);
    expect(store.outcome(50100103)).toMatchObject({ price: '4.00', priceVersion: 6 });
    expect(store.outcome(50100102)).toMatchObject({ price: '3.00', priceVersion: 5 });
  });

  it('drops a malformed message (not JSON, wrong shape, bad price) without throwing, logs it and resyncs', () => {
    for (const bad of ['{"seq":', JSON.stringify({ seq: 11 }), diff(11, 10, [{ type: 'outcome', eventId: 501, marketId: 501001, outcomeId: 50100101, price: '1,85', priceVersion: 4 }]), diff(11, 10, [{ type: 'cheat', eventId: 501 }]), diff(11, 10, [price(50100101, '2.00', 4), null])]) {
      const { store, requestResync, log } = setup();
      expect(() => store.handle('diff', bad)).not.toThrow();
      expect(requestResync).toHaveBeenCalledTimes(1);
      expect(log).toHaveBeenCalledWith(expect.stringContaining('malformed'));
      expect(store.outcome(50100101)!.price).toBe('2.10');
    }
  });

  it('resyncs when a heartbeat or a new connection says messages were missed, and on the server\'s resync', () => {
    const { store, requestResync } = setup();
    store.handle('heartbeat', JSON.stringify({ seq: 20, prev: 10, at: '2026-11-14T18:10:05.000Z' }));
    expect(requestResync).not.toHaveBeenCalled();
    expect(store.lastSeq).toBe(20);
    store.handle('hello', JSON.stringify({ seq: 30, prev: 25, heartbeatMs: 15000, topics: ['overview'] }));
    expect(requestResync).toHaveBeenCalledWith('missed messages before hello');
    const second = setup();
    second.store.handle('resync', JSON.stringify({ seq: 40, reason: 'feed-reset' }));
    expect(second.requestResync).toHaveBeenCalledWith('asked by the server');
  });

  it('keeps diffs that arrive before the first snapshot and applies the newer ones after it', () => {
    const requestResync = vi.fn();
    const store = createLiveStore({ requestResync, schedule: () => undefined });
    store.handle('hello', JSON.stringify({ seq: 10, prev: 8, heartbeatMs: 15000, topics: ['event:501'] }));
    store.handle('diff', diff(11, 8, [price(50100101, '2.30', 4)]));
    store.handle('diff', diff(12, 11, [price(50100101, '2.40', 5)]));
    store.loadSnapshot({ seq: 11, events: [{ ...fixture(), markets: [{ ...fixture().markets[0], outcomes: fixture().markets[0].outcomes.map((outcome) => (outcome.id === 50100101 ? { ...outcome, price: '2.30', priceVersion: 4 } : outcome)) }] }] });
    expect(store.outcome(50100101)).toMatchObject({ price: '2.40', priceVersion: 5, move: 'up' });
    expect(requestResync).not.toHaveBeenCalled();
  });

  it('reports a change for an event it does not hold (it just went live in a list) instead of failing', () => {
    const onUnknownEvent = vi.fn();
    const { store } = setup({ onUnknownEvent });
    store.handle('diff', diff(11, 10, [{ type: 'event', eventId: 777, status: 'live' }]));
    expect(onUnknownEvent).toHaveBeenCalledWith(777);
    expect(store.lastSeq).toBe(11);
  });
});
