import { defineSport } from '../../../schemas/config/sportsbook.define.ts';

// §3 Sport id 36.
export default defineSport({
  id: 36,
  key: 'cricket',
  labelKey: 'sport.sports.cricket',
  icon: 'bat',
  order: 18,
  listLayout: 'two-way-total',
  marketGroups: ['main', 'goals', 'handicaps'],
  marketNames: { total: 'sport.markets.total-runs', handicap: 'sport.markets.run-handicap' },
  groupLabels: { goals: 'sport.groups.runs' },
});
