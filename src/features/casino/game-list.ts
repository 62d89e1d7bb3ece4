import { ref } from 'valtio';
import { ApiError } from '../../api/client.ts';
import { getProvider, providers as defaultRegistry, type CasinoGame, type ProviderRegistry } from '../../engine/providers.ts';
import { gamesProviderStore } from '../../stores/games-provider.ts';
import { favoriteTab, type SlotsState } from '../../stores/slots.ts';
import { slotsStore } from './slots-store.ts';
import { isDesktopViewport } from '../../ui/use-viewport.ts';

export interface LoadDependencies {
  isAuth: boolean;
  /** The platform lists are asked for (§7: mobile below the tablet breakpoint); default: the window's width now. */
  isDesktop?: boolean;
  registry?: ProviderRegistry;
  store?: SlotsState;
  providerState?: typeof gamesProviderStore;
}

/** The message a failed fetch stores (§8: a failed game-list fetch stores the server error message). */
function messageOf(error: unknown): string {
  if (error instanceof ApiError) return error.result.errorMessage ?? String(error.result.codeStatus ?? 'error');
  return error instanceof Error ? error.message : String(error);
}

/** The error of each provider's last failed load (its list or its extra data), until a load of it succeeds. */
const failedLoads = new WeakMap<SlotsState, Map<string, unknown>>();

function failuresOf(store: SlotsState): Map<string, unknown> {
  let failures = failedLoads.get(store);
  if (!failures) {
    failures = new Map();
    failedLoads.set(store, failures);
  }
  return failures;
}

/** Why the last load of one of these providers failed (the first in order), if one did: said by the page's notice (§8). */
export function gameListFailure(ids: readonly string[], store: SlotsState = slotsStore): { error: unknown } | null {
  const failures = failuresOf(store);
  for (const id of ids) for (const key of [id, `${id}:extra`]) if (failures.has(key)) return { error: failures.get(key) };
  return null;
}

/** §4 Otherwise the list replaces that provider's games, keeping entries tagged favorite. */
export function replaceKeepingFavourites(previous: readonly CasinoGame[] | undefined, next: CasinoGame[]): CasinoGame[] {
  const favourites = (previous ?? []).filter((game) => game.tab.includes(favoriteTab));
  if (favourites.length === 0) return next;
  const favouriteIds = new Set(favourites.map((game) => game.id));
  const merged = next.map((game) => (favouriteIds.has(game.id) && !game.tab.includes(favoriteTab) ? { ...game, tab: [...game.tab, favoriteTab] } : game));
  const present = new Set(next.map((game) => game.id));
  return [...merged, ...favourites.filter((game) => !present.has(game.id))];
}

/** Groups a unique-field provider's games by the field's value. */
export function groupByField(games: CasinoGame[]): Record<string, CasinoGame[]> {
  const groups: Record<string, CasinoGame[]> = {};
  for (const game of games) (groups[game.additionalData.field ?? ''] ??= []).push(game);
  return groups;
}

function isLoaded(store: SlotsState, id: string, hasUniqueField: boolean): boolean {
  if (hasUniqueField) return Object.keys(store.gameListInField[id] ?? {}).length > 0;
  return (store.gameList[id]?.length ?? 0) > 0;
}

/**
 * §4 Game list loading, exactly:
 * - an array of providers runs one load per provider;
 * - an unknown provider throws 'Provider "X" not found in configuration';
 * - unauthenticated users get the provider's default list, if one is configured;
 * - extra data is fetched once per provider, and skipped when auth is required and the user is not logged in;
 * - the list is not refetched when already loaded and extra data is present;
 * - providers with a unique field store the list per field; others replace the provider's games, keeping
 *   entries tagged favorite;
 * - a failed fetch stores the server's message (errorMessage).
 */
export async function loadGameList(provider: string | readonly string[], dependencies: LoadDependencies): Promise<void> {
  if (Array.isArray(provider)) {
    await Promise.all(provider.map((id) => loadGameList(id, dependencies)));
    return;
  }
  // The lobby and a game page may ask for the same provider at once: one load runs, the other waits for it.
  const store = dependencies.store ?? slotsStore;
  const running = inFlight.get(store) ?? new Map<string, Promise<void>>();
  inFlight.set(store, running);
  const key = `${provider as string}:${dependencies.isAuth}`;
  const current = running.get(key);
  if (current) return current;
  const load = loadOne(provider as string, dependencies).finally(() => running.delete(key));
  running.set(key, load);
  return load;
}

const inFlight = new WeakMap<SlotsState, Map<string, Promise<void>>>();

async function loadOne(id: string, dependencies: LoadDependencies): Promise<void> {
  const registry = dependencies.registry ?? defaultRegistry;
  const store = dependencies.store ?? slotsStore;
  const providerState = dependencies.providerState ?? gamesProviderStore;
  const adapter = getProvider(id, registry);
  const { isAuth } = dependencies;
  const isDesktop = dependencies.isDesktop ?? isDesktopViewport();
  const hasUniqueField = adapter.config.uniqueField !== undefined;
  if (!providerState.requested.includes(id)) providerState.requested.push(id);

  const extra = adapter.config.extraData;
  const extraSkipped = extra !== undefined && extra.authRequired && !isAuth;
  if (extra && !extraSkipped && !providerState.extraDataLoaded.includes(id)) {
    providerState.extraDataLoaded.push(id);
    try {
      store.extraData[id] = await adapter.extraData({ isDesktop });
      failuresOf(store).delete(`${id}:extra`);
    } catch (error) {
      providerState.extraDataLoaded.splice(providerState.extraDataLoaded.indexOf(id), 1);
      store.errorMessage = messageOf(error);
      failuresOf(store).set(`${id}:extra`, error);
    }
  }

  if (!isAuth) {
    const defaultList = adapter.defaultList();
    if (defaultList) {
      store.gameList[id] = ref(replaceKeepingFavourites(store.gameList[id], defaultList));
      return;
    }
  }

  if (isLoaded(store, id, hasUniqueField) && store.extraData[id] !== undefined) return;

  try {
    const games = await adapter.list({ isDesktop });
    store.errorMessage = null;
    failuresOf(store).delete(id);
    if (hasUniqueField) {
      const groups = groupByField(games);
      store.gameListInField[id] = Object.fromEntries(Object.entries(groups).map(([field, list]) => [field, ref(list)]));
    } else {
      store.gameList[id] = ref(replaceKeepingFavourites(store.gameList[id], games));
    }
  } catch (error) {
    store.errorMessage = messageOf(error);
    failuresOf(store).set(id, error);
  }
}

/** Every game the store holds, providers in config order, unique-field lists flattened. */
export function allGames(store: Pick<SlotsState, 'gameList' | 'gameListInField'>, order: readonly string[]): CasinoGame[] {
  const games: CasinoGame[] = [];
  const seen = new Set<string>();
  const push = (list: readonly CasinoGame[] | undefined) => {
    for (const game of list ?? []) {
      if (seen.has(game.id)) continue;
      seen.add(game.id);
      games.push(game);
    }
  };
  for (const id of order) {
    push(store.gameList[id]);
    for (const list of Object.values(store.gameListInField[id] ?? {})) push(list);
  }
  return games;
}

/** Finds a game by provider and game id in the store. */
export function findStoredGame(store: Pick<SlotsState, 'gameList' | 'gameListInField'>, provider: string, gameId: string): CasinoGame | undefined {
  const inList = store.gameList[provider]?.find((game) => game.gameId === gameId);
  if (inList) return inList;
  for (const list of Object.values(store.gameListInField[provider] ?? {})) {
    const found = list.find((game) => game.gameId === gameId);
    if (found) return found;
  }
  return undefined;
}

/** Tags or untags a game 'favorite' wherever the store holds it (favourite add/remove, §4). */
export function setFavouriteTag(store: SlotsState, provider: string, gameId: string, favourite: boolean): void {
  const update = (list: readonly CasinoGame[]) =>
    list.map((game) =>
      game.gameId !== gameId
        ? game
        : { ...game, tab: favourite ? [...new Set([...game.tab, favoriteTab])] : game.tab.filter((tab) => tab !== favoriteTab) },
    );
  if (store.gameList[provider]) store.gameList[provider] = ref(update(store.gameList[provider]));
  const fields = store.gameListInField[provider];
  if (fields) for (const field of Object.keys(fields)) fields[field] = ref(update(fields[field]));
}
