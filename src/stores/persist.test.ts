// @vitest-environment jsdom
import { describe, expect, test, vi } from 'vitest';
import { getVersion, proxy } from 'valtio/vanilla';
import { persistStore, stringifyInSlices } from './persist.ts';
import { notifiesPersistence } from './notifies.ts';
import { slotsPersistence, type SlotsState } from './slots.ts';
import { authPersistence } from './auth.ts';

function memoryStorage() {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    removeItem: (key: string) => void data.delete(key),
  };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('persistence (§4)', () => {
  test('the auth store is persisted at version 2 and a copy of another version is dropped', async () => {
    expect(authPersistence.version).toBe(2);
    const storage = memoryStorage();
    storage.setItem('auth', JSON.stringify({ version: 1, savedAt: Date.now(), state: { isAuth: true } }));
    const store = proxy({ isAuth: false });
    persistStore(store, { ...authPersistence, storage });
    expect(store.isAuth).toBe(false);
    store.isAuth = true;
    await flush();
    expect(JSON.parse(storage.getItem('auth')!)).toMatchObject({ version: 2, state: { isAuth: true } });
  });

  test('followOtherTabs: another tab\'s copy is taken at once and never echoed back', async () => {
    const storage = memoryStorage();
    const writes = vi.spyOn(storage, 'setItem');
    const listeners: ((event: StorageEvent) => void)[] = [];
    const eventTarget = {
      addEventListener: (_type: string, listener: (event: StorageEvent) => void) => void listeners.push(listener),
      removeEventListener: () => {},
    } as unknown as Pick<Window, 'addEventListener' | 'removeEventListener'>;
    const store = proxy({ isAuth: true, session: { access: 'a1', refresh: 'r1' } as { access: string; refresh: string } | null });
    persistStore(store, { ...authPersistence, storage, eventTarget, followOtherTabs: true });
    const otherTab = (key: string, newValue: string | null) => listeners.forEach((listener) => listener({ key, newValue } as StorageEvent));

    otherTab('auth', JSON.stringify({ version: 2, savedAt: Date.now(), state: { isAuth: true, session: { access: 'a2', refresh: 'r2' } } }));
    expect(store.session).toEqual({ access: 'a2', refresh: 'r2' });
    await flush();
    expect(writes).not.toHaveBeenCalled();

    // Signed out in the other tab: signed out here too.
    otherTab('auth', JSON.stringify({ version: 2, savedAt: Date.now(), state: { isAuth: false, session: null } }));
    expect(store.isAuth).toBe(false);
    // Other keys and text this module did not write change nothing.
    otherTab('slots', JSON.stringify({ version: 2, savedAt: Date.now(), state: { isAuth: true } }));
    otherTab('auth', 'not json');
    expect(store.isAuth).toBe(false);

    // This tab's own change is written as before.
    store.isAuth = true;
    await flush();
    expect(JSON.parse(storage.getItem('auth')!)).toMatchObject({ state: { isAuth: true } });
  });

  test('slots: version 7, expires after 2 hours, excluded fields never written, older versions reset the game list', async () => {
    let now = 1_000_000;
    const storage = memoryStorage();
    const make = () =>
      proxy<Partial<SlotsState>>({ gameList: {}, gameUrl: null, freeSpinInfo: null, freeSpinGameUrl: null, communications: {}, backUrl: '/slots/casino', favorite: [] });
    const first = make();
    const stopFirst = persistStore(first, { ...slotsPersistence, storage, now: () => now } as never);
    first.gameUrl = 'https://game.example/session';
    first.gameList = { someProvider: [{ id: '1', gameId: '1', gameName: 'A', provider: 'p', tab: [] }] } as unknown as SlotsState['gameList'];
    first.backUrl = '/slots/live-casino';
    await flush();
    stopFirst(); // slots writes are coalesced (writeDelayMs); stopping flushes the pending one
    const written = JSON.parse(storage.getItem('slots')!);
    expect(written.version).toBe(7);
    expect(written.state.gameUrl).toBeUndefined();
    expect(written.state.freeSpinInfo).toBeUndefined();
    expect(written.state.communications).toBeUndefined();

    now += 72e5 - 1; // just inside 2 hours
    const second = make();
    persistStore(second, { ...slotsPersistence, storage, now: () => now } as never);
    expect(second.backUrl).toBe('/slots/live-casino');

    now += 2; // past 2 hours
    const third = make();
    persistStore(third, { ...slotsPersistence, storage, now: () => now } as never);
    expect(third.backUrl).toBe('/slots/casino');

    storage.setItem('slots', JSON.stringify({ version: 6, savedAt: now, state: { gameList: { p: [{ id: 'x' }] }, backUrl: '/slots/all' } }));
    const fourth = make();
    persistStore(fourth, { ...slotsPersistence, storage, now: () => now } as never);
    expect(fourth.backUrl).toBe('/slots/all');
    expect(fourth.gameList).toEqual({});
  });

  test('slots: a returning player\'s game lists come back outside valtio\'s proxies (§2 Speed), and are written back whole', async () => {
    const storage = memoryStorage();
    const games = Array.from({ length: 3 }, (_, index) => ({ id: `${index}_p`, gameId: String(index), gameName: `Game ${index}`, provider: 'p', tab: ['slots'] }));
    storage.setItem('slots', JSON.stringify({ version: 7, savedAt: Date.now(), state: { gameList: { p: games }, gameListInField: { q: { slots: games } }, backUrl: '/slots/all' } }));
    const store = proxy<Partial<SlotsState>>({ gameList: {}, gameListInField: {}, backUrl: '/slots/casino', favorite: [] });
    const stop = persistStore(store, { ...slotsPersistence, storage } as never);
    expect(store.gameList!.p).toEqual(games);
    expect(store.gameListInField!.q.slots).toEqual(games);
    // Not proxied: valtio gives a version to its proxies only (restoring ~3 900 games as proxies took 1.5 s at 4x CPU).
    expect(getVersion(store.gameList!.p)).toBeUndefined();
    expect(getVersion(store.gameList!.p[0])).toBeUndefined();
    expect(getVersion(store.gameListInField!.q.slots)).toBeUndefined();
    // The record of lists is still the store's: a provider's new list is seen and written.
    expect(getVersion(store.gameList)).toBeDefined();
    store.favorite = ['0_p'];
    await flush();
    stop(); // slots writes are coalesced (writeDelayMs); stopping flushes the pending one
    expect(JSON.parse(storage.getItem('slots')!).state).toMatchObject({ gameList: { p: games }, gameListInField: { q: { slots: games } }, favorite: ['0_p'] });
  });

  test('notifies: version 3; the pwa flag expires after 30 minutes while the others stay', async () => {
    let now = 5_000_000;
    const storage = memoryStorage();
    const make = () => proxy({ firstDepositShown: false, cashbackHiddenIds: [] as number[], personalJackpotHiddenIds: [] as number[], pwaNotificationShown: false });
    const first = make();
    persistStore(first, { ...notifiesPersistence, storage, now: () => now });
    first.pwaNotificationShown = true;
    first.firstDepositShown = true;
    await flush();
    expect(JSON.parse(storage.getItem('notifies')!).version).toBe(3);

    now += 30 * 60 * 1000 - 1;
    const second = make();
    persistStore(second, { ...notifiesPersistence, storage, now: () => now });
    expect(second.pwaNotificationShown).toBe(true);

    now += 2;
    const third = make();
    persistStore(third, { ...notifiesPersistence, storage, now: () => now });
    expect(third.pwaNotificationShown).toBe(false);
    expect(third.firstDepositShown).toBe(true);
  });

  test('a corrupt stored copy is dropped, not thrown', () => {
    const storage = memoryStorage();
    storage.setItem('auth', '{not json');
    const store = proxy({ isAuth: false });
    expect(() => persistStore(store, { ...authPersistence, storage })).not.toThrow();
    expect(storage.getItem('auth')).toBeNull();
  });

  test('a store with writeDelayMs writes once per burst of changes, and at once when the page is left', async () => {
    vi.useFakeTimers();
    try {
      const storage = memoryStorage();
      let writes = 0;
      const counting = { ...storage, setItem: (key: string, value: string) => { writes += 1; storage.setItem(key, value); } };
      const store = proxy({ lists: {} as Record<string, string[]>, backUrl: '/slots/casino' });
      persistStore(store, { key: 'burst', version: 1, writeDelayMs: 1000, storage: counting });
      for (const provider of ['a', 'b', 'c', 'd']) {
        store.lists[provider] = [provider];
        await vi.advanceTimersByTimeAsync(100); // the lists arrive one provider at a time
      }
      expect(writes).toBe(0);
      await vi.advanceTimersByTimeAsync(1000);
      expect(writes).toBe(1);
      expect(JSON.parse(storage.getItem('burst')!).state.lists).toEqual({ a: ['a'], b: ['b'], c: ['c'], d: ['d'] });

      store.backUrl = '/slots/live-casino';
      await vi.advanceTimersByTimeAsync(0);
      window.dispatchEvent(new Event('pagehide')); // a navigation away (mobile game launch) must not lose it
      expect(writes).toBe(2);
      expect(JSON.parse(storage.getItem('burst')!).state.backUrl).toBe('/slots/live-casino');
    } finally {
      vi.useRealTimers();
    }
  });

  test('a large copy is serialised a slice per task, to the same JSON, and a newer write abandons an older one', async () => {
    const games = Array.from({ length: 2939 }, (_, index) => ({ id: `g${index}_p`, gameName: `Game "${index}"`, tab: ['hot'], additionalData: {}, missing: undefined }));
    const state = { version: 7, savedAt: 1, state: { gameList: { first: games, empty: [] }, backUrl: '/slots/all', errorMessage: null, at: new Date(0) }, fieldSavedAt: {} };
    let otherTaskRan = false;
    setTimeout(() => {
      otherTaskRan = true;
    }, 0);
    const text = await stringifyInSlices(state);
    expect(otherTaskRan).toBe(true); // the main thread was given back between slices
    expect(text).toBe(JSON.stringify(state));

    let abandon = false;
    const abandoned = stringifyInSlices(state, () => abandon);
    abandon = true;
    expect(await abandoned).toBeNull();
  });
});
