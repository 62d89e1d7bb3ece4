import football from './sports/football.ts';
import tennis from './sports/tennis.ts';
import basketball from './sports/basketball.ts';
import volleyball from './sports/volleyball.ts';
import iceHockey from './sports/ice-hockey.ts';
import tableTennis from './sports/table-tennis.ts';
import esports from './sports/esports.ts';
import eFootball from './sports/e-football.ts';
import eBasketball from './sports/e-basketball.ts';
import eIceHockey from './sports/e-ice-hockey.ts';
import handball from './sports/handball.ts';
import futsal from './sports/futsal.ts';
import beachFootball from './sports/beach-football.ts';
import beachVolleyball from './sports/beach-volleyball.ts';
import badminton from './sports/badminton.ts';
import martialArts from './sports/martial-arts.ts';
import darts from './sports/darts.ts';
import cricket from './sports/cricket.ts';
import rugbyUnion from './sports/rugby-union.ts';
import fieldHockey from './sports/field-hockey.ts';
import miniFootball from './sports/mini-football.ts';
import type { SportDefinition } from './sports/sport-definition.ts';

// The only list of the feed's sports: adding one is a file in sports/ and one entry here.

/** §3 Sport ids, in the order §3 lists them. */
export const sports: readonly SportDefinition[] = [football, tennis, basketball, volleyball, iceHockey, tableTennis, esports, eFootball, eBasketball, eIceHockey, handball, futsal, beachFootball, beachVolleyball, badminton, martialArts, darts, cricket, rugbyUnion, fieldHockey, miniFootball];

const byId = new Map(sports.map((sport) => [sport.id, sport]));

export function sportById(id: number): SportDefinition | undefined {
  return byId.get(id);
}

/** Every market type the feed can offer (the front end's config must template each one). */
export function offeredMarketTypes(): string[] {
  return [...new Set(sports.flatMap((sport) => sport.markets.map((plan) => plan.type)))].sort();
}
