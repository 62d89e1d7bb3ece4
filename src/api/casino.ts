// The api layer's face for the casino: features and the provider engine import from here, never from generated/
// (CONVENTIONS 11).
import { ApiError, request } from './client.ts';

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
export { useGetJackpots, getGetJackpotsQueryKey } from '../../generated/jackpots/jackpots.ts';
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
  const result = await request<T>({ method: call.method, path: call.path, query: call.query, body: call.body, signal: call.signal });
  if (!result.success) throw new ApiError(result, call.path);
  return result.data as T;
}
