import { defineSport } from '../../../schemas/config/sportsbook.define.ts';
import { setsMarkets } from '../market-plans.ts';
import { pointsInSetsPage } from '../sport-pages.ts';
import type { SportFeedInput } from '../../../schemas/config/sport-feed.ts';

// §3 Sport id 25.
export default defineSport({
  id: 25,
  key: 'table-tennis',
  labelKey: 'sport.sports.table-tennis',
  icon: 'racket',
  order: 6,
  ...pointsInSetsPage,
});

// The feed half (schemas/config/sport-feed.ts): how the sandbox's feed plays and prices its matches. A function, so
// the page's bundle, which reads only the default export, drops it.
export const feed = (): SportFeedInput => ({
  name: 'Table Tennis',
  family: 'sets',
  margin: 0.065,
  setsToWin: 3,
  setTarget: 11,
  winByTwo: true,
  pointSeconds: 11,
  setBreakSeconds: 60,
  pointEdge: 0.06,
  setCode: 's',
  markets: setsMarkets(3, [-6, -3, 0, 3, 6], [-1, 0, 1]),
});
