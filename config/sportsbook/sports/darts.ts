import { defineSport } from '../../../schemas/config/sportsbook.define.ts';
import type { SportFeedInput } from '../../../schemas/config/sport-feed.ts';

// §3 Sport id 20.
export default defineSport({
  id: 20,
  key: 'darts',
  labelKey: 'sport.sports.darts',
  icon: 'target',
  order: 17,
  listLayout: 'two-way-total',
  marketGroups: ['main', 'goals', 'handicaps'],
  marketNames: { total: 'sport.markets.total-legs', handicap: 'sport.markets.leg-handicap' },
  groupLabels: { goals: 'sport.groups.legs' },
});

// The feed half (schemas/config/sport-feed.ts): how the sandbox's feed plays and prices its matches. A function, so
// the page's bundle, which reads only the default export, drops it.
export const feed = (): SportFeedInput => ({
  name: 'Darts',
  family: 'sets',
  margin: 0.06,
  setsToWin: 1,
  setTarget: 6,
  winByTwo: false,
  pointSeconds: 150,
  setBreakSeconds: 0,
  pointEdge: 0.12,
  setCode: 's',
  markets: [
    { type: 'match-winner' },
    { type: 'correct-score' },
    { type: 'total', lines: [8.5, 9.5, 10.5] },
    { type: 'handicap', lines: [-2.5, -1.5, 1.5, 2.5] },
  ],
});
