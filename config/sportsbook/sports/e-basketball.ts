import { defineSport } from '../../../schemas/config/sportsbook.define.ts';

// §3 Sport id 95.
export default defineSport({
  id: 95,
  key: 'e-basketball',
  labelKey: 'sport.sports.e-basketball',
  icon: 'controller',
  order: 9,
  listLayout: 'two-way-total',
  marketGroups: ['main', 'goals', 'handicaps', 'halves'],
  marketNames: { total: 'sport.markets.total-points', handicap: 'sport.markets.point-handicap' },
  groupLabels: { goals: 'sport.groups.points', halves: 'sport.groups.quarters' },
});
