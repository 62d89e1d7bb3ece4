import { defineSport } from '../../../schemas/config/sportsbook.define.ts';
import type { SportFeedInput } from '../../../schemas/config/sport-feed.ts';

// §3 Sport id 45.
export default defineSport({
  id: 45,
  key: 'mini-football',
  labelKey: 'sport.sports.mini-football',
  icon: 'ball',
  order: 21,
  listLayout: 'three-way',
  marketGroups: ['main', 'goals', 'handicaps', 'halves'],
  marketNames: { total: 'sport.markets.total-goals' },
});

// The feed half (schemas/config/sport-feed.ts): how the sandbox's feed plays and prices its matches. A function, so
// the page's bundle, which reads only the default export, drops it.
export const feed = (): SportFeedInput => ({
  name: 'Mini Football',
  family: 'goals',
  margin: 0.07,
  periods: [
    { code: 'h1', minutes: 20 },
    { code: 'h2', minutes: 20 },
  ],
  breaks: [5],
  clock: 'up',
  goalsPerMatch: 6.8,
  suspendSeconds: 5,
  markets: [
    { type: 'match-result' },
    { type: 'double-chance' },
    { type: 'total', lines: [5.5, 6.5, 7.5, 8.5] },
    { type: 'handicap', lines: [-1.5, 1.5] },
    { type: 'both-teams-to-score' },
    { type: 'period-result', period: 'h1' },
    { type: 'team-total', team: 'home', lines: [2.5, 3.5] },
    { type: 'team-total', team: 'away', lines: [2.5, 3.5] },
  ],
});
