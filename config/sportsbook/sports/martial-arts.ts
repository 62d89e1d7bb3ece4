import { defineSport } from '../../../schemas/config/sportsbook.define.ts';
import type { SportFeedInput } from '../../../schemas/config/sport-feed.ts';

// §3 gives Martial Arts the id 26, which Beach Volleyball has too: the feed uses 56 (x-assumed in
// schemas/openapi/sportsbook.yaml), and so does this file.
export default defineSport({
  id: 56,
  key: 'martial-arts',
  labelKey: 'sport.sports.martial-arts',
  icon: 'glove',
  order: 16,
  listLayout: 'fight',
  marketGroups: ['main', 'goals', 'specials'],
  groupLabels: { goals: 'sport.groups.rounds' },
});

// The feed half (schemas/config/sport-feed.ts): how the sandbox's feed plays and prices its matches. A function, so
// the page's bundle, which reads only the default export, drops it.
export const feed = (): SportFeedInput => ({
  name: 'Martial Arts',
  family: 'fight',
  margin: 0.06,
  rounds: 3,
  roundMinutes: 5,
  breakMinutes: 1,
  finishPerRound: 0.17,
  markets: [{ type: 'match-winner' }, { type: 'method-of-victory' }, { type: 'total-rounds', lines: [1.5, 2.5] }, { type: 'goes-the-distance' }],
});
