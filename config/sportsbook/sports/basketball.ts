import { defineSport } from '../../../schemas/config/sportsbook.define.ts';

// §3 Sport id 4.
export default defineSport({
  id: 4,
  key: 'basketball',
  labelKey: 'sport.sports.basketball',
  icon: 'hoop',
  order: 3,
  listLayout: 'two-way-total',
  marketGroups: ['main', 'goals', 'handicaps', 'halves', 'players'],
  marketNames: { total: 'sport.markets.total-points', handicap: 'sport.markets.point-handicap' },
  groupLabels: { goals: 'sport.groups.points', halves: 'sport.groups.quarters' },
});
