import { defineSport } from '../../../schemas/config/sportsbook.define.ts';
import type { SportFeedInput } from '../../../schemas/config/sport-feed.ts';

// §3 Sport id 96.
export default defineSport({
  id: 96,
  key: 'e-ice-hockey',
  labelKey: 'sport.sports.e-ice-hockey',
  icon: 'controller',
  order: 10,
  listLayout: 'three-way',
  marketGroups: ['main', 'goals', 'handicaps', 'halves'],
  marketNames: { total: 'sport.markets.total-goals', handicap: 'sport.markets.puck-line' },
  groupLabels: { halves: 'sport.groups.periods' },
});

// The feed half (schemas/config/sport-feed.ts): how the sandbox's feed plays and prices its matches. A function, so
// the page's bundle, which reads only the default export, drops it.
export const feed = (): SportFeedInput => ({
  name: 'E-IceHockey',
  family: 'goals',
  margin: 0.07,
  periods: [
    { code: 'p1', minutes: 5 },
    { code: 'p2', minutes: 5 },
    { code: 'p3', minutes: 5 },
  ],
  breaks: [1, 1],
  clock: 'down',
  overtime: { minutes: 2, breakMinutes: 1, shootout: true, repeat: false },
  goalsPerMatch: 6.4,
  suspendSeconds: 5,
  markets: [
    { type: 'match-result' },
    { type: 'match-winner' },
    { type: 'total', lines: [5.5, 6.5, 7.5] },
    { type: 'handicap', lines: [-1.5, 1.5] },
    { type: 'period-result', period: 'p1' },
    { type: 'both-teams-to-score' },
  ],
});
