import type { FightSport } from './sport-definition.ts';

const martialArts: FightSport = {
  // §3 gives Martial Arts the id 26, which Beach Volleyball also has: ids must be unique, so the feed keeps
  // 26 for Beach Volleyball (listed first) and gives Martial Arts 56 (x-assumed, schemas/openapi/sportsbook.yaml).
  id: 56,
  key: 'martial-arts',
  name: 'Martial Arts',
  family: 'fight',
  margin: 0.06,
  rounds: 3,
  roundMinutes: 5,
  breakMinutes: 1,
  finishPerRound: 0.17,
  markets: [{ type: 'match-winner' }, { type: 'method-of-victory' }, { type: 'total-rounds', lines: [1.5, 2.5] }, { type: 'goes-the-distance' }],
};

export default martialArts;
