import { defineSport } from '../../../schemas/config/sportsbook.define.ts';

// §3 Sport id 13.
export default defineSport({
  id: 13,
  key: 'handball',
  labelKey: 'sport.sports.handball',
  icon: 'ball',
  order: 11,
  listLayout: 'three-way',
  marketGroups: ['main', 'goals', 'handicaps', 'halves'],
  marketNames: { total: 'sport.markets.total-goals' },
});
