import { useEffect, useMemo, useState } from 'react';
import { useSnapshot } from 'valtio';
import { providerIds, type CasinoGame } from '../../engine/providers.ts';
import { authStore, useIsAuth } from '../../stores/auth.ts';
import { slotsStore } from '../../stores/slots.ts';
import { allGames, loadGameList } from './game-list.ts';

let preloaded: { isAuth: boolean; startedAt: number; load: Promise<void> } | null = null;
/** A preload older than this (the lobby never mounted after it, e.g. a guard sent the player elsewhere) is not joined. */
const preloadJoinWindowMs = 10_000;

/** Starts loading every configured provider's list; the lobby's first load then joins it (one request each). */
export function preloadGameLists(): void {
  const { isAuth } = authStore;
  preloaded = { isAuth, startedAt: Date.now(), load: loadGameList(providerIds, { isAuth }) };
}

/** The preloaded load when it was made for the same session state (used once), else a new load (§4 rules). */
function loadForLobby(isAuth: boolean): Promise<void> {
  const joined = preloaded?.isAuth === isAuth && Date.now() - preloaded.startedAt < preloadJoinWindowMs ? preloaded.load : null;
  preloaded = null;
  return joined ?? loadGameList(providerIds, { isAuth });
}

/** Loads every configured provider's list (§4 rules) when the lobby opens and when the player signs in or out. */
export function useGameLists(): { games: CasinoGame[]; errorMessage: string | null; isLoading: boolean } {
  const isAuth = useIsAuth();
  const [isLoading, setIsLoading] = useState(true);
  useEffect(() => {
    let current = true;
    setIsLoading(true);
    void loadForLobby(isAuth).finally(() => {
      if (current) setIsLoading(false);
    });
    return () => {
      current = false;
    };
  }, [isAuth]);
  const snapshot = useSnapshot(slotsStore);
  const { gameList, gameListInField } = snapshot;
  const games = useMemo(() => allGames({ gameList, gameListInField } as never, providerIds) as CasinoGame[], [gameList, gameListInField]);
  return { games, errorMessage: snapshot.errorMessage, isLoading };
}
