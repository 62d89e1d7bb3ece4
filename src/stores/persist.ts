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
  /** Turns an older version's state into the current one; return null to drop it. */
  migrate?: (state: Record<string, unknown>, fromVersion: number) => Partial<T> | null;
  /**
   * Coalesces the writes of this long: one write after a burst of changes instead of one per change, still flushed
   * when the page is hidden or left. For a store whose copy is large (slots: the game lists of every provider), so
   * the lists arriving one provider at a time do not each serialise the whole catalogue on the main thread.
   */
  writeDelayMs?: number;
  storage?: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
  now?: () => number;
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

  const raw = storage.getItem(options.key);
  if (raw) {
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
          (store as Record<string, unknown>)[field] = value;
        }
      } else {
        storage.removeItem(options.key);
      }
    } catch {
      storage.removeItem(options.key); // a corrupt copy is dropped, never thrown at the player
    }
  }

  let previous = snapshot(store) as Record<string, unknown>;
  const write = () => {
    const current = snapshot(store) as Record<string, unknown>;
    const state: Record<string, unknown> = {};
    for (const [field, value] of Object.entries(current)) {
      if (options.exclude?.includes(field as keyof T)) continue;
      if (options.fieldExpiresInMs?.[field as keyof T] !== undefined && previous[field] !== value) fieldSavedAt[field] = now();
      state[field] = value;
    }
    previous = current;
    const copy: StoredCopy = { version: options.version, savedAt: now(), state, fieldSavedAt };
    try {
      storage.setItem(options.key, JSON.stringify(copy));
    } catch {
      // quota exceeded: keep running with the in-memory store
    }
  };
  const delay = options.writeDelayMs;
  if (delay === undefined) return subscribe(store, write);

  let timer: ReturnType<typeof setTimeout> | null = null;
  const flush = () => {
    if (timer === null) return;
    clearTimeout(timer);
    timer = null;
    write();
  };
  const flushWhenHidden = () => {
    if (document.visibilityState === 'hidden') flush();
  };
  const unsubscribe = subscribe(store, () => {
    if (timer === null) timer = setTimeout(flush, delay);
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
