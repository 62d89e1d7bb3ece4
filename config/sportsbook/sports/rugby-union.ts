import { defineSport } from '../../../schemas/config/sportsbook.define.ts';

// §3 Sport id 14.
export default defineSport({
  id: 14,
  key: 'rugby-union',
  labelKey: 'sport.sports.rugby-union',
  icon: 'oval',
  order: 19,
  listLayout: 'three-way',
  marketGroups: ['main', 'goals', 'handicaps', 'halves'],
  marketNames: { total: 'sport.markets.total-points', handicap: 'sport.markets.point-handicap' },
  groupLabels: { goals: 'sport.groups.points' },
});
