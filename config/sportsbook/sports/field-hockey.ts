import { defineSport } from '../../../schemas/config/sportsbook.define.ts';

// §3 Sport id 21.
export default defineSport({
  id: 21,
  key: 'field-hockey',
  labelKey: 'sport.sports.field-hockey',
  icon: 'stick',
  order: 20,
  listLayout: 'three-way',
  marketGroups: ['main', 'goals', 'handicaps', 'halves'],
  marketNames: { total: 'sport.markets.total-goals' },
  groupLabels: { halves: 'sport.groups.quarters' },
});
