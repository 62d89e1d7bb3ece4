import { useEffect, useMemo } from 'react';
import { useSnapshot } from 'valtio';
import { providerIds, type CasinoGame } from '../../engine/providers.ts';
import { useIsAuth } from '../../stores/auth.ts';
import { slotsStore } from '../../stores/slots.ts';
import { allGames, loadGameList } from './game-list.ts';

/** Loads every configured provider's list (§4 rules) when the lobby opens and when the player signs in or out. */
export function useGameLists(): { games: CasinoGame[]; errorMessage: string | null } {
  const isAuth = useIsAuth();
  useEffect(() => {
    void loadGameList(providerIds, { isAuth });
  }, [isAuth]);
  const snapshot = useSnapshot(slotsStore);
  const { gameList, gameListInField } = snapshot;
  const games = useMemo(() => allGames({ gameList, gameListInField } as never, providerIds) as CasinoGame[], [gameList, gameListInField]);
  return { games, errorMessage: snapshot.errorMessage };
}
