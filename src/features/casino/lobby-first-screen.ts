import { useQuery } from '@tanstack/react-query';
import type { CasinoGame } from '../../engine/providers.ts';
import { providerIds } from '../../engine/providers.ts';
import type { SlotsState } from '../../stores/slots.ts';
import { defaultBackUrl } from '../../stores/slots.ts';
import { allGames, gameListFailure, loadGameList } from './game-list.ts';
import { filterGames, type LobbySection } from './lobby-filters.ts';

/**
 * The lobby's first screen as the site's server renders it (§2 Speed: a public page's content is in its first HTML):
 * the first games of the section, with the section's total, read by the engine's own loading rules (§4 Game list
 * loading, guests' default lists included) into a store of this query's own. The browser's lists still load into
 * the slots store as before; the lobby shows this first screen only until they hold as many games, and the lists
 * keep the same order, so the cards on screen stay where they are.
 *
 * A returning player's (the signed-in frame) is the same screen cut before the first game of a provider whose list
 * depends on who asks (a guest gets its default list, §4 Game list loading): the player's lists begin with the same
 * games, so theirs take over without a card moving. Their count is their lists' own: not known to the server.
 */
export interface LobbyFirstScreen {
  games: CasinoGame[];
  /** The section's games across every provider: the count the lobby says once all its lists are in; null for a player. */
  total: number | null;
}

/** Cards in the server's first screen: two rows of a wide desktop grid, three rows of a phone's two columns. */
export const firstScreenSize = { desktop: 16, mobile: 6 } as const;

export function lobbyFirstScreenKey(section: LobbySection, isDesktop: boolean, signedIn: boolean): readonly unknown[] {
  return ['casino-lobby-first-screen', section, isDesktop ? 'desktop' : 'mobile', signedIn ? 'player' : 'guest'];
}

function emptySlots(): SlotsState {
  return { gameList: {}, errorMessage: null, gameUrl: null, freeSpinGameUrl: null, freeSpinInfo: null, extraData: {}, favorite: [], gameListInField: {}, backUrl: defaultBackUrl, communications: {} };
}

/** A guest's lists, every provider in config order (as the lobby shows them once loaded), cut to the first screen. */
export async function loadLobbyFirstScreen(section: LobbySection, isDesktop: boolean, signedIn = false): Promise<LobbyFirstScreen> {
  const store = emptySlots();
  await loadGameList(providerIds, { isAuth: false, isDesktop, store, providerState: { requested: [], extraDataLoaded: [] } });
  // A failed provider would make this screen differ from the browser's lists: the browser loads the lobby itself.
  const failure = gameListFailure(providerIds, store);
  if (failure) throw failure.error;
  const games = filterGames(allGames(store, providerIds), { section, categories: [], providers: [] });
  const size = isDesktop ? firstScreenSize.desktop : firstScreenSize.mobile;
  if (!signedIn) return { games: games.slice(0, size), total: games.length };
  const guestOnly = games.findIndex((game) => game.isDefault === true);
  return { games: games.slice(0, guestOnly === -1 ? size : Math.min(size, guestOnly)), total: null };
}

/**
 * The first screen's query: fetched by the site's server only (the browser has it from the server's page, and
 * otherwise loads the full lists), and only for an unfiltered lobby, a guest's or a returning player's.
 */
export function lobbyFirstScreenQuery(section: LobbySection, isDesktop: boolean, signedIn: boolean) {
  return { queryKey: lobbyFirstScreenKey(section, isDesktop, signedIn), queryFn: () => loadLobbyFirstScreen(section, isDesktop, signedIn), staleTime: Infinity };
}

export function useLobbyFirstScreen(section: LobbySection, isDesktop: boolean, signedIn: boolean, wanted: boolean): LobbyFirstScreen | undefined {
  const query = useQuery({ ...lobbyFirstScreenQuery(section, isDesktop, signedIn), enabled: wanted && typeof window === 'undefined' });
  return wanted ? query.data : undefined;
}
