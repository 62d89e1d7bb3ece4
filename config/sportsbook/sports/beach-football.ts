import { defineSport } from '../../../schemas/config/sportsbook.define.ts';

// §3 Sport id 22.
export default defineSport({
  id: 22,
  key: 'beach-football',
  labelKey: 'sport.sports.beach-football',
  icon: 'ball',
  order: 13,
  listLayout: 'three-way',
  marketGroups: ['main', 'goals', 'handicaps', 'halves'],
  marketNames: { total: 'sport.markets.total-goals' },
  groupLabels: { halves: 'sport.groups.periods' },
});
