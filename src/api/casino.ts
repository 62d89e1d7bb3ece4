// The api layer's face for the casino: features and the provider engine import from here, never from generated/
// (CONVENTIONS 11).
import { ApiError, requestData } from './client.ts';

export {
  useListFavouriteGames,
  getListFavouriteGamesQueryKey,
  useAddFavouriteGame,
  useRemoveFavouriteGame,
  useListRecentGames,
  getListRecentGamesQueryKey,
  useAddRecentGame,
} from '../../generated/favourites/favourites.ts';
export type { FavouriteGame, RecentGame } from '../../generated/favourites/favourites.schemas.ts';
export { useGetJackpots, getGetJackpotsQueryKey, getGetJackpotsQueryOptions } from '../../generated/jackpots/jackpots.ts';
export type { Jackpot } from '../../generated/jackpots/jackpots.schemas.ts';

/** A call a provider's config declares (list, extra data, session launch): method, path, query and body are data. */
export interface ProviderCall {
  method: 'GET' | 'POST';
  path: string;
  query?: Record<string, string | number>;
  body?: unknown;
  signal?: AbortSignal;
}

/**
 * Runs a provider call through the one shared client (§7: bearer token, time-out, refresh on 401). The path comes
 * from config/providers (DESIGN: the provider config kind declares its calls); the answer is the provider's own
 * source shape, which the provider's field mapper turns into casino games. Throws ApiError on failure.
 */
export async function callProvider<T = unknown>(call: ProviderCall): Promise<T> {
  const headers = { [gameClientHeader]: gameClientId() };
  return requestData<T>({ method: call.method, path: call.path, query: call.query, body: call.body, signal: call.signal, headers });
}

/**
 * §8 Other messages, "the game is not available in parallel": the operator keeps one real-money game per player and
 * tells this tab from another by an id per browser tab (session storage), sent with every provider call. This tab may
 * move from game to game; another tab or device is refused until the player ends the other game.
 */
export const gameClientHeader = 'X-Game-Client';
const gameClientKey = 'gameClient';
let memoryClientId: string | null = null;

export function gameClientId(): string {
  try {
    const stored = sessionStorage.getItem(gameClientKey);
    if (stored) return stored;
    const fresh = crypto.randomUUID();
    sessionStorage.setItem(gameClientKey, fresh);
    return fresh;
  } catch {
    // No session storage (blocked): one id for this page's life.
    memoryClientId ??= crypto.randomUUID();
    return memoryClientId;
  }
}

/** The game the other real-money session plays, from a launch refused as not available in parallel; else null. */
export function parallelGameRefusal(error: unknown): { gameName: string } | null {
  if (!(error instanceof ApiError) || error.result.responseStatus !== 409) return null;
  const body = error.result.errorBody as { code?: unknown; otherSession?: { gameName?: unknown } } | null;
  if (body?.code !== 'game_not_available_in_parallel') return null;
  return { gameName: typeof body.otherSession?.gameName === 'string' ? body.otherSession.gameName : '' };
}

/**
 * Ends this tab's own real-money game (the player left the game page), so opening a game in another tab later is not
 * refused as a second one (§8). Best effort: a failure leaves it to expire, and the other tab offers "play here".
 */
export function endThisTabsGame(): void {
  void endGameSessionsOfTab().catch(() => undefined);
}
// The profile service's client is loaded here, when a game page is left: the lobby's first load never needs it (§2 Speed).
const endGameSessionsOfTab = async () => (await import('./profile.ts')).endGameSessions({ client: gameClientId() });
