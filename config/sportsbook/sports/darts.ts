import { defineSport } from '../../../schemas/config/sportsbook.define.ts';

// §3 Sport id 20.
export default defineSport({
  id: 20,
  key: 'darts',
  labelKey: 'sport.sports.darts',
  icon: 'target',
  order: 17,
  listLayout: 'two-way-total',
  marketGroups: ['main', 'goals', 'handicaps'],
  marketNames: { total: 'sport.markets.total-legs', handicap: 'sport.markets.leg-handicap' },
  groupLabels: { goals: 'sport.groups.legs' },
});
