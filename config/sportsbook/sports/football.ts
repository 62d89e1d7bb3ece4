import { defineSport } from '../../../schemas/config/sportsbook.define.ts';

// §3 Sport id 1.
export default defineSport({
  id: 1,
  key: 'football',
  labelKey: 'sport.sports.football',
  icon: 'ball',
  order: 1,
  listLayout: 'three-way',
  marketGroups: ['main', 'goals', 'handicaps', 'halves', 'players'],
  marketNames: { total: 'sport.markets.total-goals', handicap: 'sport.markets.asian-handicap' },
});
