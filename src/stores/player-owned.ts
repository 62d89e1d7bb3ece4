import { ref } from 'valtio';
import { subscribe } from 'valtio/vanilla';
import { authStore } from './auth.ts';
import { clearPlayerSelections } from './betslip-selections.ts';
import { gamesProviderStore } from './games-provider.ts';
import { notifiesStore } from './notifies.ts';
import { favoriteTab, slotsStore, startSlotsPersistence, type NormalisedGame } from './slots.ts';
import { wheelGameStore } from './wheel-game.ts';

/**
 * What one player leaves in this browser, and how it is cleared when they sign out (docs/product.md §6: a shared or
 * family device must show nothing of the previous player). The device's own choices stay: language and user
 * settings, the install prompt shown flag, the jackpot row collapsed, the active slide.
 *
 * The catalogue lists stay (they are the same for everyone); only the 'favorite' tags the player put on them go.
 * Server data is react-query's and is dropped with the whole cache by signOut (features/auth/session.ts).
 */
function withoutFavouriteTags(list: readonly NormalisedGame[]): readonly NormalisedGame[] {
  if (!list.some((game) => game.tab.includes(favoriteTab))) return list;
  return list.map((game) => (game.tab.includes(favoriteTab) ? { ...game, tab: game.tab.filter((tab) => tab !== favoriteTab) } : game));
}

export function clearPlayerOwnedState(): void {
  // The slots copy is read when first needed (src/stores/slots.ts): read it now, so the clearing is what is written back.
  startSlotsPersistence();
  // §3 Slots data: the free-spin session (extra data per provider), launch addresses and favourites are the player's.
  slotsStore.extraData = {};
  slotsStore.freeSpinInfo = null;
  slotsStore.freeSpinGameUrl = null;
  slotsStore.gameUrl = null;
  slotsStore.favorite = [];
  for (const [provider, list] of Object.entries(slotsStore.gameList)) {
    const cleaned = withoutFavouriteTags(list);
    if (cleaned !== list) slotsStore.gameList[provider] = ref(cleaned as NormalisedGame[]);
  }
  for (const [provider, groups] of Object.entries(slotsStore.gameListInField)) {
    for (const [field, list] of Object.entries(groups)) {
      const cleaned = withoutFavouriteTags(list);
      if (cleaned !== list) slotsStore.gameListInField[provider][field] = ref(cleaned as NormalisedGame[]);
    }
  }
  // §4 Game list loading: extra data is fetched once per provider; the next player's must be fetched again.
  gamesProviderStore.extraDataLoaded = [];
  // §4 Notification flags: the ids a player dismissed are theirs; the install prompt flag is the device's.
  notifiesStore.firstDepositShown = false;
  notifiesStore.cashbackHiddenIds = [];
  notifiesStore.personalJackpotHiddenIds = [];
  notifiesStore.readKeys = [];
  Object.assign(wheelGameStore, { phase: 'idle', spinResult: null, winScreenVisible: false });
  clearPlayerSelections();
}

/**
 * Clears the player-owned state at boot when nobody is signed in (a copy persisted before a sign-out in another tab,
 * or a session that ended while the page was closed) and whenever the signed-in flag goes from on to off, however
 * the player was signed out (menu, expired session, role check, session limit). Call after the stores' persistence
 * has started, so the stored copies are read before they are cleared.
 */
export function startPlayerOwnedStateGuard(): () => void {
  if (!authStore.isAuth) clearPlayerOwnedState();
  let wasSignedIn = authStore.isAuth;
  // In sync: the state is gone before anything renders the signed-out page.
  return subscribe(
    authStore,
    () => {
      if (wasSignedIn && !authStore.isAuth) clearPlayerOwnedState();
      wasSignedIn = authStore.isAuth;
    },
    true,
  );
}
