import { defineSport } from '../../../schemas/config/sportsbook.define.ts';
import { footballLike } from '../market-plans.ts';
import type { SportFeedInput } from '../../../schemas/config/sport-feed.ts';

// §3 Sport id 94.
export default defineSport({
  id: 94,
  key: 'e-football',
  labelKey: 'sport.sports.e-football',
  icon: 'controller',
  order: 8,
  listLayout: 'three-way',
  marketGroups: ['main', 'goals', 'handicaps', 'halves'],
  marketNames: { total: 'sport.markets.total-goals' },
});

// The feed half (schemas/config/sport-feed.ts): how the sandbox's feed plays and prices its matches. A function, so
// the page's bundle, which reads only the default export, drops it.
export const feed = (): SportFeedInput => ({
  name: 'E-Football',
  family: 'goals',
  margin: 0.07,
  periods: [
    { code: 'h1', minutes: 6 },
    { code: 'h2', minutes: 6 },
  ],
  breaks: [1],
  clock: 'up',
  goalsPerMatch: 3.6,
  suspendSeconds: 5,
  correctScoreMax: 4,
  markets: footballLike({ total: [1.5, 2.5, 3.5, 4.5, 5.5], handicap: [-1.5, -0.5, 0.5, 1.5], h1Total: [0.5, 1.5, 2.5], teamTotal: [0.5, 1.5, 2.5] }),
});
