import { defineSport } from '../../../schemas/config/sportsbook.define.ts';

// §3 Sport id 53.
export default defineSport({
  id: 53,
  key: 'esports',
  labelKey: 'sport.sports.esports',
  icon: 'controller',
  order: 7,
  listLayout: 'two-way-total',
  marketGroups: ['main', 'goals', 'handicaps', 'halves'],
  marketNames: { total: 'sport.markets.total-rounds', handicap: 'sport.markets.round-handicap', 'total-sets': 'sport.markets.total-maps', 'set-handicap': 'sport.markets.map-handicap' },
  groupLabels: { goals: 'sport.groups.rounds', halves: 'sport.groups.maps' },
});
