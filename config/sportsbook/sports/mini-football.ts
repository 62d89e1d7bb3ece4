import { defineSport } from '../../../schemas/config/sportsbook.define.ts';

// §3 Sport id 45.
export default defineSport({
  id: 45,
  key: 'mini-football',
  labelKey: 'sport.sports.mini-football',
  icon: 'ball',
  order: 21,
  listLayout: 'three-way',
  marketGroups: ['main', 'goals', 'handicaps', 'halves'],
  marketNames: { total: 'sport.markets.total-goals' },
});
