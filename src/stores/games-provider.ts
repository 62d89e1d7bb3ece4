import { proxy } from 'valtio';

/** Which providers' lists have been asked for, and their extra data loaded once per provider (§4 Game list loading). */
export const gamesProviderStore = proxy({
  requested: [] as string[],
  extraDataLoaded: [] as string[],
});
