import { defineSport } from '../../../schemas/config/sportsbook.define.ts';
import type { SportFeedInput } from '../../../schemas/config/sport-feed.ts';

// §3 Sport id 22.
export default defineSport({
  id: 22,
  key: 'beach-football',
  labelKey: 'sport.sports.beach-football',
  icon: 'ball',
  order: 13,
  listLayout: 'three-way',
  marketGroups: ['main', 'goals', 'handicaps', 'halves'],
  marketNames: { total: 'sport.markets.total-goals' },
  groupLabels: { halves: 'sport.groups.periods' },
});

// The feed half (schemas/config/sport-feed.ts): how the sandbox's feed plays and prices its matches. A function, so
// the page's bundle, which reads only the default export, drops it.
export const feed = (): SportFeedInput => ({
  name: 'Beach Football',
  family: 'goals',
  margin: 0.07,
  periods: [
    { code: 'p1', minutes: 12 },
    { code: 'p2', minutes: 12 },
    { code: 'p3', minutes: 12 },
  ],
  breaks: [3, 3],
  clock: 'down',
  goalsPerMatch: 8.2,
  suspendSeconds: 5,
  markets: [
    { type: 'match-result' },
    { type: 'double-chance' },
    { type: 'total', lines: [6.5, 7.5, 8.5, 9.5] },
    { type: 'handicap', lines: [-2.5, -1.5, 1.5, 2.5] },
    { type: 'period-result', period: 'p1' },
    { type: 'both-teams-to-score' },
  ],
});
