import { useEffect, useMemo, useState } from 'react';
import { subscribe, type Snapshot } from 'valtio';
import { providerIds, type CasinoGame } from '../../engine/providers.ts';
import { authStore, useIsAuth } from '../../stores/auth.ts';
import { type SlotsState } from '../../stores/slots.ts';
import { slotsStore } from './slots-store.ts';
import { useStorePartInTransition } from '../../stores/follow-in-transition.ts';
import { useStoreAfterHydration } from '../../stores/hydration.ts';
import { clearLoadFailure, reportLoadFailure } from '../../stores/load-failures.ts';
import { allGames, gameListFailure, loadGameList } from './game-list.ts';

/** One load per configured provider (§4: an array of providers runs one load per provider). */
type ProviderLoads = ReadonlyMap<string, Promise<void>>;

const gameListsFailureKey = 'casino-game-lists';

const loadEveryProvider = (isAuth: boolean): ProviderLoads => new Map(providerIds.map((id) => [id, loadGameList(id, { isAuth })]));

let preloaded: { isAuth: boolean; startedAt: number; loads: ProviderLoads } | null = null;
/** A preload older than this (the lobby never mounted after it, e.g. a guard sent the player elsewhere) is not joined. */
const preloadJoinWindowMs = 10_000;

/** Starts loading every configured provider's list; the lobby's first load then joins it (one request each). */
export function preloadGameLists(): void {
  const { isAuth } = authStore;
  preloaded = { isAuth, startedAt: Date.now(), loads: loadEveryProvider(isAuth) };
}

/** The preloaded loads when they were made for the same session state (used once), else new loads (§4 rules). */
function loadsForLobby(isAuth: boolean): ProviderLoads {
  const joined = preloaded?.isAuth === isAuth && Date.now() - preloaded.startedAt < preloadJoinWindowMs ? preloaded.loads : null;
  preloaded = null;
  return joined ?? loadEveryProvider(isAuth);
}

function holdsGames(store: { gameList: Record<string, readonly CasinoGame[]>; gameListInField: Record<string, Record<string, readonly CasinoGame[]>> }, id: string): boolean {
  return (store.gameList[id]?.length ?? 0) > 0 || Object.keys(store.gameListInField[id] ?? {}).length > 0;
}

/** The stored lists, followed in transitions (src/stores/follow-in-transition.ts): 4 019 games merged and rendered. */
const storedLists = ({ gameList, gameListInField }: Snapshot<SlotsState>) => ({ gameList, gameListInField });

/**
 * Loads every configured provider's list (§4 rules) when the lobby opens and when the player signs in or out.
 * Providers are shown in config order, each once its load has settled or a stored copy holds it: a list that
 * arrives early waits for the ones before it, so the games already on screen never shuffle as the others arrive.
 */
export function useGameLists(): { games: CasinoGame[]; isLoading: boolean } {
  const isAuth = useIsAuth();
  const [isLoading, setIsLoading] = useState(true);
  const [settled, setSettled] = useState<ReadonlySet<string>>(() => new Set());
  // Bumped by the page notice's retry: the failed providers load again (loaded ones are kept, §4).
  const [round, setRound] = useState(0);
  useEffect(() => {
    let current = true;
    setIsLoading(true);
    setSettled(new Set());
    const loads = loadsForLobby(isAuth);
    for (const [id, load] of loads) {
      const markSettled = () => {
        if (current) setSettled((previous) => new Set(previous).add(id));
      };
      // A failed load stores its message (§8) and is settled all the same: the providers after it still show.
      load.then(markSettled, markSettled);
    }
    void Promise.allSettled(loads.values()).then(() => {
      if (current) setIsLoading(false);
    });
    return () => {
      current = false;
    };
  }, [isAuth, round]);
  // §8 one failure, one message: a failed list is said by the page's load-failure notice (with the failed queries) and
  // its one retry, not by a message of the lobby's own; the store still keeps the server's message (§4).
  const failure = isLoading ? null : gameListFailure(providerIds);
  useEffect(() => {
    if (!failure) return;
    reportLoadFailure(gameListsFailureKey, { error: failure.error, retry: () => setRound((value) => value + 1) });
    return () => clearLoadFailure(gameListsFailureKey);
  }, [failure?.error]); // eslint-disable-line react-hooks/exhaustive-deps -- one report per failed load
  const { gameList, gameListInField } = useStorePartInTransition(slotsStore, storedLists);
  const games = useMemo(() => {
    const lists = { gameList, gameListInField } as never;
    const shown: string[] = [];
    for (const id of providerIds) {
      if (!settled.has(id) && !holdsGames(lists, id)) break;
      shown.push(id);
    }
    return allGames(lists, shown) as CasinoGame[];
  }, [gameList, gameListInField, settled]);
  // The lists are this device's (§4 Persistence) and load in the browser: the server's page and its hydration show
  // the lobby loading, a stored copy comes in the transition after it (src/stores/hydration.ts: a store read with
  // useSyncExternalStore re-rendered the whole lobby at once, in one long task: §2 Speed, total blocking time).
  const holdsLists = useStoreAfterHydration(subscribeToSlots, holdsAnyList, false);
  if (!holdsLists) return { games: [], isLoading };
  return { games, isLoading };
}

const subscribeToSlots = (onChange: () => void) => subscribe(slotsStore, onChange);
const holdsAnyList = () => providerIds.some((id) => holdsGames(slotsStore, id));
