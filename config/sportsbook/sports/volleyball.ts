import { defineSport } from '../../../schemas/config/sportsbook.define.ts';
import { setsMarkets } from '../market-plans.ts';
import { pointsInSetsPage } from '../sport-pages.ts';
import type { SportFeedInput } from '../../../schemas/config/sport-feed.ts';

// §3 Sport id 12.
export default defineSport({
  id: 12,
  key: 'volleyball',
  labelKey: 'sport.sports.volleyball',
  icon: 'net',
  order: 4,
  ...pointsInSetsPage,
});

// The feed half (schemas/config/sport-feed.ts): how the sandbox's feed plays and prices its matches. A function, so
// the page's bundle, which reads only the default export, drops it.
export const feed = (): SportFeedInput => ({
  name: 'Volleyball',
  family: 'sets',
  margin: 0.06,
  setsToWin: 3,
  setTarget: 25,
  decidingSetTarget: 15,
  winByTwo: true,
  pointSeconds: 24,
  setBreakSeconds: 180,
  pointEdge: 0.045,
  setCode: 's',
  markets: setsMarkets(3, [-8, -4, 0, 4, 8], [-2, 0, 2]),
});
