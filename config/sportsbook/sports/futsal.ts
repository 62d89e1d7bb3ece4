import { defineSport } from '../../../schemas/config/sportsbook.define.ts';

// §3 Sport id 17.
export default defineSport({
  id: 17,
  key: 'futsal',
  labelKey: 'sport.sports.futsal',
  icon: 'ball',
  order: 12,
  listLayout: 'three-way',
  marketGroups: ['main', 'goals', 'handicaps', 'halves'],
  marketNames: { total: 'sport.markets.total-goals' },
});
