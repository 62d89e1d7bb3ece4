import { defineSport } from '../../../schemas/config/sportsbook.define.ts';
import type { SportFeedInput } from '../../../schemas/config/sport-feed.ts';

// §3 Sport id 14.
export default defineSport({
  id: 14,
  key: 'rugby-union',
  labelKey: 'sport.sports.rugby-union',
  icon: 'oval',
  order: 19,
  listLayout: 'three-way',
  marketGroups: ['main', 'goals', 'handicaps', 'halves'],
  marketNames: { total: 'sport.markets.total-points', handicap: 'sport.markets.point-handicap' },
  groupLabels: { goals: 'sport.groups.points' },
});

// The feed half (schemas/config/sport-feed.ts): how the sandbox's feed plays and prices its matches. A function, so
// the page's bundle, which reads only the default export, drops it.
export const feed = (): SportFeedInput => ({
  name: 'Rugby Union',
  family: 'points',
  margin: 0.06,
  periods: [
    { code: 'h1', minutes: 40 },
    { code: 'h2', minutes: 40 },
  ],
  breaks: [12],
  clock: 'up',
  pointsPerTeam: 24,
  scoreValues: [
    [3, 0.32],
    [5, 0.18],
    [7, 0.5],
  ],
  markets: [
    { type: 'match-result' },
    { type: 'handicap', offsets: [-7, -3, 0, 3, 7] },
    { type: 'total', offsets: [-8, -4, 0, 4, 8] },
    { type: 'period-result', period: 'h1' },
    { type: 'team-total', team: 'home', offsets: [0] },
    { type: 'team-total', team: 'away', offsets: [0] },
    { type: 'odd-even' },
  ],
});
