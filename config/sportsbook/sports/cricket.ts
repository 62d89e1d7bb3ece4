import { defineSport } from '../../../schemas/config/sportsbook.define.ts';
import type { SportFeedInput } from '../../../schemas/config/sport-feed.ts';

// §3 Sport id 36.
export default defineSport({
  id: 36,
  key: 'cricket',
  labelKey: 'sport.sports.cricket',
  icon: 'bat',
  order: 18,
  listLayout: 'two-way-total',
  marketGroups: ['main', 'goals', 'handicaps'],
  marketNames: { total: 'sport.markets.total-runs', handicap: 'sport.markets.run-handicap' },
  groupLabels: { goals: 'sport.groups.runs' },
});

// The feed half (schemas/config/sport-feed.ts): how the sandbox's feed plays and prices its matches. A function, so
// the page's bundle, which reads only the default export, drops it.
export const feed = (): SportFeedInput => ({
  name: 'Cricket',
  family: 'points',
  margin: 0.06,
  periods: [
    { code: 'i1', minutes: 85 },
    { code: 'i2', minutes: 85 },
  ],
  breaks: [15],
  clock: 'up',
  innings: true,
  pointsPerTeam: 168,
  scoreValues: [
    [1, 0.5],
    [2, 0.14],
    [4, 0.24],
    [6, 0.12],
  ],
  markets: [
    { type: 'match-winner' },
    { type: 'total', offsets: [-20, -10, 0, 10, 20] },
    { type: 'team-total', team: 'home', offsets: [-10, 0, 10] },
    { type: 'team-total', team: 'away', offsets: [-10, 0, 10] },
    { type: 'handicap', offsets: [-10, 0, 10] },
  ],
});
