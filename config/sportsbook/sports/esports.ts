import { defineSport } from '../../../schemas/config/sportsbook.define.ts';
import { setsMarkets } from '../market-plans.ts';
import type { SportFeedInput } from '../../../schemas/config/sport-feed.ts';

// §3 Sport id 53.
export default defineSport({
  id: 53,
  key: 'esports',
  labelKey: 'sport.sports.esports',
  icon: 'controller',
  order: 7,
  listLayout: 'two-way-total',
  marketGroups: ['main', 'goals', 'handicaps', 'halves'],
  marketNames: { total: 'sport.markets.total-rounds', handicap: 'sport.markets.round-handicap', 'total-sets': 'sport.markets.total-maps', 'set-handicap': 'sport.markets.map-handicap' },
  groupLabels: { goals: 'sport.groups.rounds', halves: 'sport.groups.maps' },
});

// The feed half (schemas/config/sport-feed.ts): how the sandbox's feed plays and prices its matches. A function, so
// the page's bundle, which reads only the default export, drops it.
export const feed = (): SportFeedInput => ({
  name: 'Esports',
  family: 'sets',
  margin: 0.07,
  setsToWin: 2,
  setTarget: 13,
  winByTwo: false,
  pointSeconds: 100,
  setBreakSeconds: 300,
  pointEdge: 0.07,
  setCode: 'm',
  markets: setsMarkets(2, [-6, -2, 2, 6], [-2, 0, 2], 'm'),
});
