import { defineSport } from '../../../schemas/config/sportsbook.define.ts';
import { footballLike } from '../market-plans.ts';
import type { SportFeedInput } from '../../../schemas/config/sport-feed.ts';

// §3 Sport id 17.
export default defineSport({
  id: 17,
  key: 'futsal',
  labelKey: 'sport.sports.futsal',
  icon: 'ball',
  order: 12,
  listLayout: 'three-way',
  marketGroups: ['main', 'goals', 'handicaps', 'halves'],
  marketNames: { total: 'sport.markets.total-goals' },
});

// The feed half (schemas/config/sport-feed.ts): how the sandbox's feed plays and prices its matches. A function, so
// the page's bundle, which reads only the default export, drops it.
export const feed = (): SportFeedInput => ({
  name: 'Futsal',
  family: 'goals',
  margin: 0.065,
  periods: [
    { code: 'h1', minutes: 20 },
    { code: 'h2', minutes: 20 },
  ],
  breaks: [15],
  clock: 'down',
  stopClock: { runSeconds: 60, stopSeconds: 35 },
  goalsPerMatch: 6.2,
  suspendSeconds: 6,
  correctScoreMax: 4,
  markets: footballLike({ total: [4.5, 5.5, 6.5, 7.5], handicap: [-2.5, -1.5, 1.5, 2.5], h1Total: [2.5, 3.5], teamTotal: [2.5, 3.5] }),
});
