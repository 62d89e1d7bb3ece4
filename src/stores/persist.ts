import { subscribe, snapshot } from 'valtio/vanilla';

/** How a store is kept in localStorage (§4 Persistence). */
export interface PersistOptions<T extends object> {
  /** localStorage key. */
  key: string;
  /** Stored version; a stored copy of another version goes through `migrate` (or is dropped). */
  version: number;
  /** The whole stored copy is dropped when older than this (slots: 72e5 ms, §9). */
  expiresInMs?: number;
  /** Fields that are never written (slots: game URL, free-spin info...). */
  exclude?: ReadonlyArray<keyof T>;
  /** Per-field lifetimes (notifies: pwa notification shown, 30 min, §9). */
  fieldExpiresInMs?: Partial<Record<keyof T, number>>;
  /**
   * What a stored field's value becomes in the store (slots: the game lists kept out of valtio's proxies, `ref`, as
   * the code that fetches them writes them). Default: the value itself.
   */
  revive?: (field: keyof T, value: unknown) => unknown;
  /** Turns an older version's state into the current one; return null to drop it. */
  migrate?: (state: Record<string, unknown>, fromVersion: number) => Partial<T> | null;
  /**
   * Coalesces the writes of this long: one write after a burst of changes instead of one per change, still flushed
   * when the page is hidden or left. For a store whose copy is large (slots: the game lists of every provider), so
   * the lists arriving one provider at a time do not each serialise the whole catalogue on the main thread.
   */
  writeDelayMs?: number;
  /**
   * Takes the copy another tab of the same browser writes (the `storage` event), so every tab holds the same state:
   * for the session, whose refresh token is single-use (§4 Sign-in). Only for stores written without writeDelayMs.
   */
  followOtherTabs?: boolean;
  storage?: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
  now?: () => number;
  /** Where `storage` events come from (default window). */
  eventTarget?: Pick<Window, 'addEventListener' | 'removeEventListener'>;
}

interface StoredCopy {
  version: number;
  savedAt: number;
  state: Record<string, unknown>;
  fieldSavedAt?: Record<string, number>;
}

function defaultStorage(): PersistOptions<object>['storage'] | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined; // storage blocked (private mode): the store simply is not persisted
  }
}

/** Reads a stored copy into `store` (applying version and expiry rules), then keeps writing it back on change. */
export function persistStore<T extends object>(store: T, options: PersistOptions<T>): () => void {
  const storage = options.storage ?? defaultStorage();
  const now = options.now ?? Date.now;
  if (!storage) return () => {};
  const fieldSavedAt: Record<string, number> = {};

  const applyStored = (raw: string | null): void => {
    if (!raw) return;
    try {
      const stored = JSON.parse(raw) as StoredCopy;
      const expired = options.expiresInMs !== undefined && now() - stored.savedAt > options.expiresInMs;
      let state: Partial<T> | null = null;
      if (!expired && stored.version === options.version) state = stored.state as Partial<T>;
      else if (!expired && options.migrate) state = options.migrate(stored.state, stored.version);
      if (state) {
        for (const [field, value] of Object.entries(state)) {
          if (options.exclude?.includes(field as keyof T)) continue;
          const lifetime = options.fieldExpiresInMs?.[field as keyof T];
          const savedAt = stored.fieldSavedAt?.[field] ?? stored.savedAt;
          if (lifetime !== undefined && now() - savedAt > lifetime) continue;
          fieldSavedAt[field] = savedAt;
          (store as Record<string, unknown>)[field] = options.revive ? options.revive(field as keyof T, value) : value;
        }
      } else {
        storage.removeItem(options.key);
      }
    } catch {
      storage.removeItem(options.key); // a corrupt copy is dropped, never thrown at the player
    }
  };
  applyStored(storage.getItem(options.key));

  let previous = snapshot(store) as Record<string, unknown>;
  /** The stored copy of the store as it is now (its state object shares the snapshot's immutable values). */
  const copyNow = (): StoredCopy => {
    const current = snapshot(store) as Record<string, unknown>;
    const state: Record<string, unknown> = {};
    for (const [field, value] of Object.entries(current)) {
      if (options.exclude?.includes(field as keyof T)) continue;
      if (options.fieldExpiresInMs?.[field as keyof T] !== undefined && previous[field] !== value) fieldSavedAt[field] = now();
      state[field] = value;
    }
    previous = current;
    return { version: options.version, savedAt: now(), state, fieldSavedAt: { ...fieldSavedAt } };
  };
  const save = (text: string) => {
    try {
      storage.setItem(options.key, text);
    } catch {
      // quota exceeded: keep running with the in-memory store
    }
  };
  /** The state last taken from another tab: not written back, or two tabs would echo it to each other forever. */
  let fromOtherTab: string | null = null;
  const write = () => {
    const copy = copyNow();
    if (fromOtherTab !== null && JSON.stringify(copy.state) === fromOtherTab) return;
    fromOtherTab = null;
    save(JSON.stringify(copy));
  };
  const delay = options.writeDelayMs;
  if (delay === undefined) {
    const unsubscribe = subscribe(store, write);
    const events = options.eventTarget ?? (typeof window === 'undefined' ? undefined : window);
    if (!options.followOtherTabs || !events) return unsubscribe;
    const onStorage = (event: StorageEvent) => {
      if (event.key !== options.key || event.newValue === null) return;
      try {
        fromOtherTab = JSON.stringify((JSON.parse(event.newValue) as StoredCopy).state);
      } catch {
        return; // not a copy this module wrote: ignored
      }
      applyStored(event.newValue);
    };
    events.addEventListener('storage', onStorage);
    return () => {
      unsubscribe();
      events.removeEventListener('storage', onStorage);
    };
  }

  // A large copy is serialised a slice per task (stringifyInSlices) so that writing it never blocks a tap or a
  // keystroke; leaving or hiding the page writes it at once, whatever is pending.
  let timer: ReturnType<typeof setTimeout> | null = null;
  let generation = 0; // bumped to abandon a sliced write in progress
  let slicing = false;
  const writeInSlices = async () => {
    timer = null;
    const mine = ++generation;
    slicing = true;
    const text = await stringifyInSlices(copyNow(), () => mine !== generation);
    if (mine !== generation) return;
    slicing = false;
    if (text !== null) save(text);
  };
  const flush = () => {
    const pending = timer !== null || slicing;
    if (timer !== null) clearTimeout(timer);
    timer = null;
    generation += 1; // a sliced write in progress is abandoned: this one is newer
    slicing = false;
    if (pending) write();
  };
  const flushWhenHidden = () => {
    if (document.visibilityState === 'hidden') flush();
  };
  const unsubscribe = subscribe(store, () => {
    if (timer === null) timer = setTimeout(() => void writeInSlices(), delay);
  });
  const inBrowser = typeof window !== 'undefined';
  if (inBrowser) {
    window.addEventListener('pagehide', flush);
    document.addEventListener('visibilitychange', flushWhenHidden);
  }
  return () => {
    flush();
    unsubscribe();
    if (inBrowser) {
      window.removeEventListener('pagehide', flush);
      document.removeEventListener('visibilitychange', flushWhenHidden);
    }
  };
}

/** Items of a long array serialised per task by stringifyInSlices (a few milliseconds on a mid-range phone). */
const itemsPerSlice = 400;
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * JSON.stringify of plain data (what stores hold), yielding to the main thread between slices of long arrays: the
 * slots copy holds every provider's game list (about 1 MB of JSON). Resolves null when `abandoned()` turns true.
 */
export async function stringifyInSlices(value: unknown, abandoned: () => boolean = () => false): Promise<string | null> {
  if (Array.isArray(value)) {
    if (value.length <= itemsPerSlice) return JSON.stringify(value);
    const parts: string[] = [];
    for (let from = 0; from < value.length; from += itemsPerSlice) {
      if (from > 0) {
        await nextTask();
        if (abandoned()) return null;
      }
      parts.push(JSON.stringify(value.slice(from, from + itemsPerSlice)).slice(1, -1));
    }
    return `[${parts.join(',')}]`;
  }
  if (value !== null && typeof value === 'object' && typeof (value as { toJSON?: unknown }).toJSON !== 'function') {
    const members: string[] = [];
    for (const [key, member] of Object.entries(value)) {
      if (member === undefined || typeof member === 'function') continue;
      const text = await stringifyInSlices(member, abandoned);
      if (text === null) return null;
      members.push(`${JSON.stringify(key)}:${text}`);
    }
    return `{${members.join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** The state of a store's stored copy as the last write left it (another tab's included), or null. */
export function readStoredState(key: string, storage: Pick<Storage, 'getItem'> | undefined = defaultStorage()): Record<string, unknown> | null {
  try {
    const raw = storage?.getItem(key);
    return raw ? ((JSON.parse(raw) as StoredCopy).state ?? null) : null;
  } catch {
    return null;
  }
}
