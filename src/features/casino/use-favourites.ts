import { useCallback, useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useSnapshot } from 'valtio';
import { getListFavouriteGamesQueryKey, useAddFavouriteGame, useListFavouriteGames, useRemoveFavouriteGame } from '../../api/casino.ts';
import { gameKey, type CasinoGame } from '../../engine/providers.ts';
import { useIsAuth } from '../../stores/auth.ts';
import { slotsStore } from './slots-store.ts';
import { showToast } from '../../stores/toasts.ts';
import { setFavouriteTag } from './game-list.ts';

/**
 * §4 Favourites: the server list (react-query) mirrored into the slots store's favourite keys (gameId_provider,
 * §3) and the games' 'favorite' tab; add and remove update them after server success, add putting the game first.
 * Success toasts 'slot added' / 'slot removed'; failures show the server message (the mutation cache's toast, §8);
 * signed-out players are asked to sign in (§6).
 */
export function useFavourites() {
  const isAuth = useIsAuth();
  const queryClient = useQueryClient();
  const { data } = useListFavouriteGames({ query: { enabled: isAuth } });
  const { favorite } = useSnapshot(slotsStore);

  // The store is written only when the keys change: a new array of the same keys re-rendered the lobby and each of
  // its rows synchronously (they read it with useSnapshot), right after a guest's casino page was hydrated (§2 Speed).
  useEffect(() => {
    if (!isAuth) {
      if (slotsStore.favorite.length === 0) return;
      for (const key of slotsStore.favorite) {
        const [gameId, provider] = splitKey(key);
        setFavouriteTag(slotsStore, provider, gameId, false);
      }
      slotsStore.favorite = [];
      return;
    }
    if (!data) return;
    const keys = data.map((item) => gameKey(item.game_id, item.provider));
    if (keys.length !== slotsStore.favorite.length || keys.some((key, index) => key !== slotsStore.favorite[index])) slotsStore.favorite = keys;
    for (const item of data) setFavouriteTag(slotsStore, item.provider, item.game_id, true);
  }, [data, isAuth]);

  // The mutation objects change on every render; the toggle must not (cards are memoised on it).
  const add = useAddFavouriteGame();
  const remove = useRemoveFavouriteGame();
  const mutations = useRef({ add, remove });
  useEffect(() => {
    mutations.current = { add, remove };
  });

  const toggle = useCallback(
    (game: CasinoGame) => {
      if (!isAuth) {
        showToast({ type: 'info', messageKey: 'casino.favourites.signIn' });
        return;
      }
      const key = gameKey(game.gameId, game.routeProvider);
      const payload = { data: { provider: game.routeProvider, game_id: game.gameId } };
      const settled = () => void queryClient.invalidateQueries({ queryKey: getListFavouriteGamesQueryKey() });
      if (slotsStore.favorite.includes(key)) {
        mutations.current.remove.mutate(payload, {
          onSuccess: () => {
            slotsStore.favorite = slotsStore.favorite.filter((item) => item !== key);
            setFavouriteTag(slotsStore, game.routeProvider, game.gameId, false);
            showToast({ type: 'success', messageKey: 'casino.favourites.removed' });
            settled();
          },
        });
      } else {
        mutations.current.add.mutate(payload, {
          onSuccess: () => {
            slotsStore.favorite = [key, ...slotsStore.favorite.filter((item) => item !== key)];
            setFavouriteTag(slotsStore, game.routeProvider, game.gameId, true);
            showToast({ type: 'success', messageKey: 'casino.favourites.added' });
            settled();
          },
        });
      }
    },
    [isAuth, queryClient],
  );

  return { favourites: favorite as readonly string[], toggle };
}

/** 'gameId_provider' -> [gameId, provider]; provider ids have no underscore, game ids may. */
function splitKey(key: string): [string, string] {
  const index = key.lastIndexOf('_');
  return [key.slice(0, index), key.slice(index + 1)];
}
