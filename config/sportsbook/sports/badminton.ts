import { defineSport } from '../../../schemas/config/sportsbook.define.ts';
import { setsMarkets } from '../market-plans.ts';
import { pointsInSetsPage } from '../sport-pages.ts';
import type { SportFeedInput } from '../../../schemas/config/sport-feed.ts';

// §3 Sport id 29.
export default defineSport({
  id: 29,
  key: 'badminton',
  labelKey: 'sport.sports.badminton',
  icon: 'racket',
  order: 15,
  ...pointsInSetsPage,
});

// The feed half (schemas/config/sport-feed.ts): how the sandbox's feed plays and prices its matches. A function, so
// the page's bundle, which reads only the default export, drops it.
export const feed = (): SportFeedInput => ({
  name: 'Badminton',
  family: 'sets',
  margin: 0.065,
  setsToWin: 2,
  setTarget: 21,
  winByTwo: true,
  pointSeconds: 19,
  setBreakSeconds: 120,
  pointEdge: 0.055,
  setCode: 's',
  markets: setsMarkets(2, [-6, -2, 2, 6], [-2, 0, 2]),
});
