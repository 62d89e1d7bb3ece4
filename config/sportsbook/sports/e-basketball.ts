import { defineSport } from '../../../schemas/config/sportsbook.define.ts';
import type { SportFeedInput } from '../../../schemas/config/sport-feed.ts';

// §3 Sport id 95.
export default defineSport({
  id: 95,
  key: 'e-basketball',
  labelKey: 'sport.sports.e-basketball',
  icon: 'controller',
  order: 9,
  listLayout: 'two-way-total',
  marketGroups: ['main', 'goals', 'handicaps', 'halves'],
  marketNames: { total: 'sport.markets.total-points', handicap: 'sport.markets.point-handicap' },
  groupLabels: { goals: 'sport.groups.points', halves: 'sport.groups.quarters' },
});

// The feed half (schemas/config/sport-feed.ts): how the sandbox's feed plays and prices its matches. A function, so
// the page's bundle, which reads only the default export, drops it.
export const feed = (): SportFeedInput => ({
  name: 'E-Basketball',
  family: 'points',
  margin: 0.065,
  periods: [
    { code: 'q1', minutes: 5 },
    { code: 'q2', minutes: 5 },
    { code: 'q3', minutes: 5 },
    { code: 'q4', minutes: 5 },
  ],
  breaks: [0.5, 1, 0.5],
  clock: 'down',
  overtime: { minutes: 2, breakMinutes: 0.5, shootout: false, repeat: true },
  pointsPerTeam: 80,
  scoreValues: [
    [2, 0.6],
    [3, 0.28],
    [1, 0.12],
  ],
  markets: [
    { type: 'match-winner' },
    { type: 'handicap', offsets: [-4, 0, 4] },
    { type: 'total', offsets: [-6, 0, 6] },
    { type: 'team-total', team: 'home', offsets: [0] },
    { type: 'team-total', team: 'away', offsets: [0] },
    { type: 'period-result', period: 'q1' },
    { type: 'odd-even' },
  ],
});
