import { defineSport } from '../../../schemas/config/sportsbook.define.ts';

// §3 Sport id 10.
export default defineSport({
  id: 10,
  key: 'ice-hockey',
  labelKey: 'sport.sports.ice-hockey',
  icon: 'stick',
  order: 5,
  listLayout: 'three-way',
  marketGroups: ['main', 'goals', 'handicaps', 'halves'],
  marketNames: { total: 'sport.markets.total-goals', handicap: 'sport.markets.puck-line' },
  groupLabels: { halves: 'sport.groups.periods' },
});
