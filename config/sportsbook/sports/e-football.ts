import { defineSport } from '../../../schemas/config/sportsbook.define.ts';

// §3 Sport id 94.
export default defineSport({
  id: 94,
  key: 'e-football',
  labelKey: 'sport.sports.e-football',
  icon: 'controller',
  order: 8,
  listLayout: 'three-way',
  marketGroups: ['main', 'goals', 'handicaps', 'halves'],
  marketNames: { total: 'sport.markets.total-goals' },
});
