import { defineSport } from '../../../schemas/config/sportsbook.define.ts';

// §3 Sport id 25.
export default defineSport({
  id: 25,
  key: 'table-tennis',
  labelKey: 'sport.sports.table-tennis',
  icon: 'racket',
  order: 6,
  listLayout: 'two-way-total',
  marketGroups: ['main', 'goals', 'handicaps', 'halves'],
  marketNames: { total: 'sport.markets.total-points', handicap: 'sport.markets.point-handicap' },
  groupLabels: { goals: 'sport.groups.points', halves: 'sport.groups.sets' },
  liveScore: 'sets',
});
