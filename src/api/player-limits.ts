// The player's responsible-gaming limits (§3 Limits) as one query, without the profile service's client: the bet slip
// reads them on every sport page, and a guest's first load there never needs the profile hooks (src/api/profile.ts,
// 15 KB of script), which a player's fetch loads then (§2 Sportsbook Speed).
import type { ResponsibleGamingLimits } from '../../generated/profile/profile.schemas.ts';

/** The cache entry of the player's limits: the generated getGetResponsibleGamingLimitsQueryKey() (a unit test holds them equal). */
export const playerLimitsQueryKey = ['/api/users/responsible-gaming/limits/'] as const;

export const playerLimitsQuery = {
  queryKey: playerLimitsQueryKey,
  queryFn: async ({ signal }: { signal: AbortSignal }): Promise<ResponsibleGamingLimits> => (await import('./profile.ts')).getResponsibleGamingLimits({ signal }),
} as const;
