import { defineSport } from '../../../schemas/config/sportsbook.define.ts';
import type { SportFeedInput } from '../../../schemas/config/sport-feed.ts';

// §3 Sport id 4.
export default defineSport({
  id: 4,
  key: 'basketball',
  labelKey: 'sport.sports.basketball',
  icon: 'hoop',
  order: 3,
  listLayout: 'two-way-total',
  tracker: true,
  marketGroups: ['main', 'goals', 'handicaps', 'halves', 'players'],
  marketNames: { total: 'sport.markets.total-points', handicap: 'sport.markets.point-handicap' },
  groupLabels: { goals: 'sport.groups.points', halves: 'sport.groups.quarters' },
});

// The feed half (schemas/config/sport-feed.ts): how the sandbox's feed plays and prices its matches. A function, so
// the page's bundle, which reads only the default export, drops it.
export const feed = (): SportFeedInput => ({
  name: 'Basketball',
  family: 'points',
  margin: 0.05,
  periods: [
    { code: 'q1', minutes: 12 },
    { code: 'q2', minutes: 12 },
    { code: 'q3', minutes: 12 },
    { code: 'q4', minutes: 12 },
  ],
  breaks: [2, 15, 2],
  clock: 'down',
  stopClock: { runSeconds: 55, stopSeconds: 40 },
  overtime: { minutes: 5, breakMinutes: 2, shootout: false, repeat: true },
  pointsPerTeam: 112,
  scoreValues: [
    [2, 0.58],
    [3, 0.27],
    [1, 0.15],
  ],
  playersPerTeam: 3,
  markets: [
    { type: 'match-winner' },
    { type: 'handicap', offsets: [-6, -3, 0, 3, 6] },
    { type: 'total', offsets: [-10, -5, 0, 5, 10] },
    { type: 'team-total', team: 'home', offsets: [-4, 0, 4] },
    { type: 'team-total', team: 'away', offsets: [-4, 0, 4] },
    { type: 'period-result', period: 'q1' },
    { type: 'period-total', period: 'q1', offsets: [-3, 0, 3] },
    { type: 'odd-even' },
    { type: 'player-points' },
  ],
});
