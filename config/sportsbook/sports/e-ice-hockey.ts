import { defineSport } from '../../../schemas/config/sportsbook.define.ts';

// §3 Sport id 96.
export default defineSport({
  id: 96,
  key: 'e-ice-hockey',
  labelKey: 'sport.sports.e-ice-hockey',
  icon: 'controller',
  order: 10,
  listLayout: 'three-way',
  marketGroups: ['main', 'goals', 'handicaps', 'halves'],
  marketNames: { total: 'sport.markets.total-goals', handicap: 'sport.markets.puck-line' },
  groupLabels: { halves: 'sport.groups.periods' },
});
