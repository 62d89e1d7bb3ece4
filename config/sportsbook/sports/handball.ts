import { defineSport } from '../../../schemas/config/sportsbook.define.ts';
import type { SportFeedInput } from '../../../schemas/config/sport-feed.ts';

// §3 Sport id 13.
export default defineSport({
  id: 13,
  key: 'handball',
  labelKey: 'sport.sports.handball',
  icon: 'ball',
  order: 11,
  listLayout: 'three-way',
  marketGroups: ['main', 'goals', 'handicaps', 'halves'],
  marketNames: { total: 'sport.markets.total-goals' },
});

// The feed half (schemas/config/sport-feed.ts): how the sandbox's feed plays and prices its matches. A function, so
// the page's bundle, which reads only the default export, drops it.
export const feed = (): SportFeedInput => ({
  name: 'Handball',
  family: 'goals',
  margin: 0.06,
  periods: [
    { code: 'h1', minutes: 30 },
    { code: 'h2', minutes: 30 },
  ],
  breaks: [15],
  clock: 'up',
  goalsPerMatch: 56,
  suspendSeconds: 0,
  markets: [
    { type: 'match-result' },
    { type: 'double-chance' },
    { type: 'handicap', offsets: [-4, -2, 0, 2, 4] },
    { type: 'total', offsets: [-4, -2, 0, 2, 4] },
    { type: 'period-result', period: 'h1' },
    { type: 'period-total', period: 'h1', offsets: [-2, 0, 2] },
    { type: 'team-total', team: 'home', offsets: [0] },
    { type: 'team-total', team: 'away', offsets: [0] },
    { type: 'odd-even' },
  ],
});
