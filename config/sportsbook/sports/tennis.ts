import { defineSport } from '../../../schemas/config/sportsbook.define.ts';

// §3 Sport id 3.
export default defineSport({
  id: 3,
  key: 'tennis',
  labelKey: 'sport.sports.tennis',
  icon: 'racket',
  order: 2,
  listLayout: 'two-way-total',
  marketGroups: ['main', 'goals', 'handicaps', 'halves', 'specials'],
  marketNames: { total: 'sport.markets.total-games', handicap: 'sport.markets.game-handicap' },
  groupLabels: { goals: 'sport.groups.games', halves: 'sport.groups.sets' },
  liveScore: 'games',
});
