import { defineSport } from '../../../schemas/config/sportsbook.define.ts';
import { footballLike } from '../market-plans.ts';
import type { SportFeedInput } from '../../../schemas/config/sport-feed.ts';

// §3 Sport id 1.
export default defineSport({
  id: 1,
  key: 'football',
  labelKey: 'sport.sports.football',
  icon: 'ball',
  order: 1,
  listLayout: 'three-way',
  tracker: true,
  marketGroups: ['main', 'goals', 'handicaps', 'halves', 'players'],
  marketNames: { total: 'sport.markets.total-goals', handicap: 'sport.markets.asian-handicap' },
});

// The feed half (schemas/config/sport-feed.ts): how the sandbox's feed plays and prices its matches. A function, so
// the page's bundle, which reads only the default export, drops it.
export const feed = (): SportFeedInput => ({
  name: 'Football',
  family: 'goals',
  margin: 0.055,
  periods: [
    { code: 'h1', minutes: 45, stoppage: [1, 4] },
    { code: 'h2', minutes: 45, stoppage: [2, 7] },
  ],
  breaks: [15],
  clock: 'up',
  goalsPerMatch: 2.65,
  videoReview: { chance: 0.15, disallowChance: 0.35, seconds: [40, 110] },
  suspendSeconds: 8,
  scorersPerTeam: 6,
  correctScoreMax: 4,
  markets: [
    ...footballLike({ total: [0.5, 1.5, 2.5, 3.5, 4.5, 5.5], handicap: [-2.5, -1.5, -1, -0.5, 0, 0.5, 1, 1.5, 2.5], h1Total: [0.5, 1.5, 2.5], teamTotal: [0.5, 1.5, 2.5] }),
    { type: 'first-goalscorer' },
    // Asian quarter lines (half the stake on each neighbouring line: half-won, half-lost); last, so the ids above stay as they were.
    { type: 'total', lines: [2.25, 2.75] },
    { type: 'handicap', lines: [-0.75, -0.25, 0.25, 0.75] },
  ],
});
