import { useCallback, useEffect, useMemo, useSyncExternalStore } from 'react';
import { subscribe } from 'valtio';
import type { LiveEvent, LiveMarket, LiveOutcome, SportsbookEvent, Tracker } from '../../api/sportsbook.ts';
import { useStoreAfterHydration } from '../../stores/hydration.ts';
import { liveConnection, liveStatusStore } from './live-connection.ts';

// React's side of the live connection: a screen says what it shows (topics), a price button reads its own outcome
// (CONVENTIONS 16: one subscription per outcome, so a price change re-renders one button, not the list). The store's
// copy replaces the server's in the transition after the hydration (src/stores/hydration.ts): the snapshot that moves
// every clock of the live page re-renders its rows in slices, not in one synchronous task (§2 Speed).

/** Keeps the stream on these topics while the calling screen is mounted. `key` changes re-register. */
export function useLiveTopics(topics: readonly string[], markets: readonly string[] | null): void {
  const topicKey = topics.join(',');
  const marketKey = markets === null ? null : markets.join(',');
  useEffect(() => {
    if (topicKey === '') return undefined;
    return liveConnection().subscribe({ topics: topicKey.split(','), markets: marketKey === null ? null : marketKey.split(',').filter(Boolean) });
  }, [topicKey, marketKey]);
}

/** Hands events read over REST to the live store (where the stream keeps them current). */
export function useSeedLive(answer: { seq: number; events: readonly SportsbookEvent[] } | undefined): void {
  useEffect(() => {
    if (answer) liveConnection().seed(answer);
  }, [answer]);
}

// The server renders, and the browser hydrates, the prices a page read over REST: the live store starts after
// hydration (§2 Speed), so what the server renders of it is nothing, the same on both sides.

/**
 * The live outcome, or undefined while the store's copy shows what `initial` (the page's REST copy) shows: seeding the
 * store after hydration then re-renders no button, where it re-rendered every price of the page in one task (§2
 * Speed: total blocking time); a later price or status change re-renders its button alone.
 */
export function useLiveOutcome(id: number, initial?: Pick<LiveOutcome, 'price' | 'priceVersion' | 'status'>): LiveOutcome | undefined {
  const subscribe = useCallback((listener: () => void) => liveConnection().store.subscribeOutcome(id, listener), [id]);
  const snapshot = useCallback(() => {
    const outcome = liveConnection().store.outcome(id);
    if (outcome && initial && outcome.move === null && outcome.price === initial.price && outcome.priceVersion === initial.priceVersion && outcome.status === initial.status) return undefined;
    return outcome;
  }, [id, initial]);
  return useStoreAfterHydration(subscribe, snapshot, undefined);
}

/** What a list row or an event page shows of an event and its markets' statuses, to compare two copies. */
function shownState(event: Pick<LiveEvent, 'status' | 'phase' | 'clock' | 'score' | 'marketCount'>): string {
  return JSON.stringify([event.status, event.phase, event.clock, event.score, event.marketCount]);
}

/**
 * The live event (status, clock, score); re-renders on any change of the event, its markets or outcomes. With
 * `initial` (the page's REST copy), undefined while the store's copy shows the same, its markets' statuses included,
 * as useLiveOutcome.
 */
export function useLiveEvent(id: number, initial?: SportsbookEvent): LiveEvent | undefined {
  const subscribe = useCallback((listener: () => void) => liveConnection().store.subscribeEvent(id, listener), [id]);
  const initialState = useMemo(() => (initial ? shownState(initial) : null), [initial]);
  const snapshot = useCallback(() => {
    const store = liveConnection().store;
    const event = store.event(id);
    if (!event || !initial || initialState !== shownState(event)) return event;
    return initial.markets.every((market) => (store.market(market.id)?.status ?? market.status) === market.status) ? undefined : event;
  }, [id, initial, initialState]);
  return useStoreAfterHydration(subscribe, snapshot, undefined);
}

/** A market's live status (suspended after a goal...), read when its event changes. */
export function useLiveMarket(eventId: number, marketId: number): LiveMarket | undefined {
  const subscribe = useCallback((listener: () => void) => liveConnection().store.subscribeEvent(eventId, listener), [eventId]);
  const snapshot = useCallback(() => liveConnection().store.market(marketId), [marketId]);
  return useStoreAfterHydration(subscribe, snapshot, undefined);
}

const subscribeToStatus = (listener: () => void) => subscribe(liveStatusStore, listener);
const pricesStale = () => liveStatusStore.status === 'paused';
const pricesFresh = () => false;

/**
 * True while the prices on screen may be stale (the feed is down): betting on them is refused. Read as this one
 * boolean: the list that reads it is not re-rendered as the stream goes from connecting to live (§2 Speed).
 */
export function useLiveStale(): boolean {
  return useSyncExternalStore(subscribeToStatus, pricesStale, pricesFresh);
}

/**
 * The bet slip's selections that are not open now (docs/product.md §5 Bet slip: a suspended or closed selection is
 * marked and blocks placement): "outcomeId:status" pairs joined by ";" (a string, so the snapshot compares by value).
 * The market's status comes first, as on the price buttons; an outcome the store does not hold is left out.
 */
export function useClosedSelections(selections: readonly { outcomeId: number; marketId: number; eventId: number }[]): string {
  const key = selections.map((item) => `${item.eventId}/${item.marketId}/${item.outcomeId}`).join(',');
  // Parsed once per slip change, not on every price tick of a selection (the snapshot runs on each, CONVENTIONS 16).
  const picks = useMemo(() => (key === '' ? [] : key.split(',').map((entry) => entry.split('/').map(Number))), [key]);
  const subscribe = useCallback(
    (listener: () => void) => {
      const store = liveConnection().store;
      const stops = picks.flatMap(([eventId, , outcomeId]) => [store.subscribeOutcome(outcomeId, listener), store.subscribeEvent(eventId, listener)]);
      return () => stops.forEach((stop) => stop());
    },
    [picks],
  );
  const snapshot = useCallback(() => {
    const store = liveConnection().store;
    const closed: string[] = [];
    for (const [, marketId, outcomeId] of picks) {
      const outcome = store.outcome(outcomeId);
      if (!outcome) continue;
      const marketStatus = store.market(marketId)?.status ?? 'open';
      const status = marketStatus === 'open' ? outcome.status : marketStatus;
      if (status !== 'open') closed.push(`${outcomeId}:${status === 'settled' ? 'closed' : status}`);
    }
    return closed.join(';');
  }, [picks]);
  return useStoreAfterHydration(subscribe, snapshot, '');
}

/**
 * The bet slip's selections' prices as the feed has them now (docs/product.md §5 Bet slip: a line's price follows the
 * feed): "outcomeId:price" pairs joined by ";", a string so the snapshot compares by value. An outcome the store does
 * not hold yet is left out (the line keeps the price it was picked at).
 */
export function useLivePrices(outcomeIds: readonly number[]): string {
  const key = outcomeIds.join(',');
  const ids = useMemo(() => (key === '' ? [] : key.split(',').map(Number)), [key]);
  const subscribe = useCallback(
    (listener: () => void) => {
      const store = liveConnection().store;
      const stops = ids.map((id) => store.subscribeOutcome(id, listener));
      return () => stops.forEach((stop) => stop());
    },
    [ids],
  );
  const snapshot = useCallback(() => {
    const store = liveConnection().store;
    return ids
      .map((id) => [id, store.outcome(id)?.price] as const)
      .filter((entry): entry is readonly [number, string] => entry[1] !== undefined)
      .map(([id, price]) => `${id}:${price}`)
      .join(';');
  }, [ids]);
  return useStoreAfterHydration(subscribe, snapshot, '');
}

/** useLivePrices' answer as a map of outcome id to today's price. */
export function livePriceMap(pricesKey: string): Map<number, string> {
  return new Map(pricesKey === '' ? [] : pricesKey.split(';').map((entry) => [Number(entry.split(':')[0]), entry.split(':')[1]] as const));
}

/** A tracker topic streams no market. */
const noMarkets: readonly string[] = [];

/**
 * The match tracker of a live event (docs/product.md §2 Sportsbook "Match tracker"): registers its topic,
 * tracker:<id>, and re-renders when a new one comes; undefined until the snapshot or the stream brought one.
 */
export function useLiveTracker(eventId: number): Tracker | undefined {
  useLiveTopics([`tracker:${eventId}`], noMarkets);
  const subscribe = useCallback((listener: () => void) => liveConnection().store.subscribeTracker(eventId, listener), [eventId]);
  const snapshot = useCallback(() => liveConnection().store.tracker(eventId), [eventId]);
  return useStoreAfterHydration(subscribe, snapshot, undefined);
}
