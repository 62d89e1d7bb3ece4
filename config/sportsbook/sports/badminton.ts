import { defineSport } from '../../../schemas/config/sportsbook.define.ts';

// §3 Sport id 29.
export default defineSport({
  id: 29,
  key: 'badminton',
  labelKey: 'sport.sports.badminton',
  icon: 'racket',
  order: 15,
  listLayout: 'two-way-total',
  marketGroups: ['main', 'goals', 'handicaps', 'halves'],
  marketNames: { total: 'sport.markets.total-points', handicap: 'sport.markets.point-handicap' },
  groupLabels: { goals: 'sport.groups.points', halves: 'sport.groups.sets' },
  liveScore: 'sets',
});
