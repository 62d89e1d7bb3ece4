import { defineSport } from '../../../schemas/config/sportsbook.define.ts';
import type { SportFeedInput } from '../../../schemas/config/sport-feed.ts';

// §3 Sport id 3.
export default defineSport({
  id: 3,
  key: 'tennis',
  labelKey: 'sport.sports.tennis',
  icon: 'racket',
  order: 2,
  listLayout: 'two-way-total',
  tracker: true,
  marketGroups: ['main', 'goals', 'handicaps', 'halves', 'specials'],
  marketNames: { total: 'sport.markets.total-games', handicap: 'sport.markets.game-handicap' },
  groupLabels: { goals: 'sport.groups.games', halves: 'sport.groups.sets' },
  liveScore: 'games',
});

// The feed half (schemas/config/sport-feed.ts): how the sandbox's feed plays and prices its matches. A function, so
// the page's bundle, which reads only the default export, drops it.
export const feed = (): SportFeedInput => ({
  name: 'Tennis',
  family: 'sets',
  tennis: true,
  margin: 0.06,
  setsToWin: 2,
  setTarget: 6,
  winByTwo: true,
  pointSeconds: 38,
  setBreakSeconds: 120,
  pointEdge: 0.07,
  setCode: 's',
  markets: [
    { type: 'match-winner' },
    { type: 'set-handicap', lines: [-1.5, 1.5] },
    { type: 'total-sets', lines: [2.5] },
    { type: 'correct-score' },
    { type: 'period-winner', period: 's1' },
    { type: 'period-total', period: 's1', lines: [8.5, 9.5, 10.5] },
    { type: 'total', lines: [19.5, 21.5, 22.5, 23.5, 25.5] },
    { type: 'handicap', lines: [-4.5, -2.5, 2.5, 4.5] },
    { type: 'to-win-a-set', team: 'home' },
    { type: 'to-win-a-set', team: 'away' },
  ],
});
