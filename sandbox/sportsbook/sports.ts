import { parseSportFeeds, readSportFeeds } from './sport-feeds.ts';
import type { SportDefinition } from './sports/sport-definition.ts';

// The feed's sports are the config's: each sport of config/sportsbook/index.ts is one file,
// config/sportsbook/sports/<key>.ts, whose `feed` export says how the feed plays and prices it (sport-feeds.ts). A
// sport is added by config alone (docs/recipes.md "Add a sport or a market type").

/** §3 Sport ids, in the config's order. */
export const sports: readonly SportDefinition[] = parseSportFeeds(await readSportFeeds());

const byId = new Map(sports.map((sport) => [sport.id, sport]));

export function sportById(id: number): SportDefinition | undefined {
  return byId.get(id);
}

/** Every market type the feed can offer (the front end's config must template each one). */
export function offeredMarketTypes(): string[] {
  return [...new Set(sports.flatMap((sport) => sport.markets.map((plan) => plan.type)))].sort();
}
