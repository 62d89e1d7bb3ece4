import { defineSport } from '../../../schemas/config/sportsbook.define.ts';
import { setsMarkets } from '../market-plans.ts';
import { pointsInSetsPage } from '../sport-pages.ts';
import type { SportFeedInput } from '../../../schemas/config/sport-feed.ts';

// §3 Sport id 26.
export default defineSport({
  id: 26,
  key: 'beach-volleyball',
  labelKey: 'sport.sports.beach-volleyball',
  icon: 'net',
  order: 14,
  ...pointsInSetsPage,
});

// The feed half (schemas/config/sport-feed.ts): how the sandbox's feed plays and prices its matches. A function, so
// the page's bundle, which reads only the default export, drops it.
export const feed = (): SportFeedInput => ({
  name: 'Beach Volleyball',
  family: 'sets',
  margin: 0.065,
  setsToWin: 2,
  setTarget: 21,
  decidingSetTarget: 15,
  winByTwo: true,
  pointSeconds: 26,
  setBreakSeconds: 90,
  pointEdge: 0.05,
  setCode: 's',
  markets: setsMarkets(2, [-6, -2, 2, 6], [-2, 0, 2]),
});
