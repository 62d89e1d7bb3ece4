import { defineSport } from '../../../schemas/config/sportsbook.define.ts';
import type { SportFeedInput } from '../../../schemas/config/sport-feed.ts';

// §3 Sport id 10.
export default defineSport({
  id: 10,
  key: 'ice-hockey',
  labelKey: 'sport.sports.ice-hockey',
  icon: 'stick',
  order: 5,
  listLayout: 'three-way',
  marketGroups: ['main', 'goals', 'handicaps', 'halves'],
  marketNames: { total: 'sport.markets.total-goals', handicap: 'sport.markets.puck-line' },
  groupLabels: { halves: 'sport.groups.periods' },
});

// The feed half (schemas/config/sport-feed.ts): how the sandbox's feed plays and prices its matches. A function, so
// the page's bundle, which reads only the default export, drops it.
export const feed = (): SportFeedInput => ({
  name: 'Ice Hockey',
  family: 'goals',
  margin: 0.06,
  periods: [
    { code: 'p1', minutes: 20 },
    { code: 'p2', minutes: 20 },
    { code: 'p3', minutes: 20 },
  ],
  breaks: [17, 17],
  clock: 'down',
  stopClock: { runSeconds: 70, stopSeconds: 35 },
  overtime: { minutes: 5, breakMinutes: 3, shootout: true, repeat: false },
  goalsPerMatch: 5.9,
  videoReview: { chance: 0.1, disallowChance: 0.3, seconds: [45, 100] },
  suspendSeconds: 6,
  correctScoreMax: 4,
  markets: [
    { type: 'match-result' },
    { type: 'match-winner' },
    { type: 'double-chance' },
    { type: 'total', lines: [4.5, 5.5, 6.5] },
    { type: 'handicap', lines: [-1.5, 1.5] },
    { type: 'both-teams-to-score' },
    { type: 'period-result', period: 'p1' },
    { type: 'period-total', period: 'p1', lines: [0.5, 1.5, 2.5] },
    { type: 'team-total', team: 'home', lines: [2.5, 3.5] },
    { type: 'team-total', team: 'away', lines: [2.5, 3.5] },
    { type: 'first-team-to-score' },
  ],
});
