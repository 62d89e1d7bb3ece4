import { proxy, ref } from 'valtio';
import type { CasinoGame } from '../../schemas/config/provider.ts';
import { persistStore } from './persist.ts';

/** §3 Casino game (normalised); the mapping lives with the provider adapters (src/engine/providers.ts). */
export type NormalisedGame = CasinoGame;

/** §3 Free-spin info. */
export interface FreeSpinInfo {
  provider: string;
  sessionEnd: boolean;
  freeSpinLeft: number;
  prizeAmount: string;
  prizeCurrency: string;
}

/**
 * §3 Slots data. The game lists live here, not only in react-query's cache: §4's loading rules (per provider,
 * per unique field, favourites kept, default lists for guests) and persistence rules (version 7, 2 hours, older
 * versions reset the game list) are about this store (DESIGN "Where state lives": a store field where the rule
 * needs client-side state).
 */
export interface SlotsState {
  gameList: Record<string, NormalisedGame[]>;
  errorMessage: string | null;
  gameUrl: string | null;
  freeSpinGameUrl: string | null;
  freeSpinInfo: FreeSpinInfo | null;
  extraData: Record<string, unknown>;
  favorite: string[];
  gameListInField: Record<string, Record<string, NormalisedGame[]>>;
  backUrl: string;
  communications: Record<string, unknown>;
}

/** The tab entry of a game the player marked favourite (§3: a tab list that may contain 'favorite'). */
export const favoriteTab = 'favorite';

/** §9: default back address. */
export const defaultBackUrl = '/slots/casino';

export const slotsStore = proxy<SlotsState>({
  gameList: {},
  errorMessage: null,
  gameUrl: null,
  freeSpinGameUrl: null,
  freeSpinInfo: null,
  extraData: {},
  favorite: [],
  gameListInField: {},
  backUrl: defaultBackUrl,
  communications: {},
});

/** §4: persisted at version 7 for 2 hours (72e5 ms); older versions reset the game list. */
export const slotsPersistence = {
  key: 'slots',
  version: 7,
  expiresInMs: 72e5,
  exclude: ['communications', 'gameUrl', 'freeSpinInfo', 'freeSpinGameUrl'] as Array<keyof SlotsState>,
  // The copy holds every provider's list (about 1 MB of JSON for the full catalogue): written once per burst of
  // changes, a slice per task, so serialising it never blocks the player (written at once when the page is left).
  writeDelayMs: 1000,
  // Each list restored as `ref`, as src/features/casino/game-list.ts writes them (a list is replaced, never changed in
  // place): proxying the ~3 900 games of a returning player's copy, and the snapshot after it, took 300-450 ms at
  // desktop speed in the first task of every page, casino or not (1.5 s at a phone's 4x CPU, §2 Speed).
  revive: (field: keyof SlotsState, value: unknown): unknown => {
    if (field === 'gameList') return mapLists(value as SlotsState['gameList']);
    if (field === 'gameListInField') return Object.fromEntries(Object.entries(value as SlotsState['gameListInField']).map(([provider, groups]) => [provider, mapLists(groups)]));
    return value;
  },
  migrate: (state: Record<string, unknown>): Partial<SlotsState> => {
    const { gameList: _dropped, gameListInField: _droppedToo, ...rest } = state;
    return rest as Partial<SlotsState>;
  },
};

function mapLists(lists: Record<string, NormalisedGame[]>): Record<string, NormalisedGame[]> {
  return Object.fromEntries(Object.entries(lists).map(([key, list]) => [key, ref(list)]));
}

let stop: (() => void) | null = null;

/**
 * Reads the stored copy into the store and keeps writing it back; once for the whole app. Started by the casino's code
 * when it loads (src/features/casino/slots-store.ts) and by the sign-out clearing, not at every page's start: the copy
 * of a player back from the lobby (about 1 MB of game lists) took about 200 ms at 4x CPU in the first task of a sport
 * page, which never reads it (docs/product.md §2 Speed).
 */
export function startSlotsPersistence(): void {
  stop ??= persistStore(slotsStore, slotsPersistence);
}
