import { defineSport } from '../../../schemas/config/sportsbook.define.ts';
import type { SportFeedInput } from '../../../schemas/config/sport-feed.ts';

// §3 Sport id 21.
export default defineSport({
  id: 21,
  key: 'field-hockey',
  labelKey: 'sport.sports.field-hockey',
  icon: 'stick',
  order: 20,
  listLayout: 'three-way',
  marketGroups: ['main', 'goals', 'handicaps', 'halves'],
  marketNames: { total: 'sport.markets.total-goals' },
  groupLabels: { halves: 'sport.groups.quarters' },
});

// The feed half (schemas/config/sport-feed.ts): how the sandbox's feed plays and prices its matches. A function, so
// the page's bundle, which reads only the default export, drops it.
export const feed = (): SportFeedInput => ({
  name: 'Field Hockey',
  family: 'goals',
  margin: 0.065,
  periods: [
    { code: 'q1', minutes: 15 },
    { code: 'q2', minutes: 15 },
    { code: 'q3', minutes: 15 },
    { code: 'q4', minutes: 15 },
  ],
  breaks: [2, 10, 2],
  clock: 'down',
  goalsPerMatch: 4.6,
  suspendSeconds: 6,
  correctScoreMax: 4,
  markets: [
    { type: 'match-result' },
    { type: 'double-chance' },
    { type: 'total', lines: [3.5, 4.5, 5.5] },
    { type: 'handicap', lines: [-1.5, 1.5] },
    { type: 'both-teams-to-score' },
    { type: 'correct-score' },
    { type: 'period-result', period: 'q1' },
  ],
});
