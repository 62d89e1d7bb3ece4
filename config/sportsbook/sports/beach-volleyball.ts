import { defineSport } from '../../../schemas/config/sportsbook.define.ts';

// §3 Sport id 26.
export default defineSport({
  id: 26,
  key: 'beach-volleyball',
  labelKey: 'sport.sports.beach-volleyball',
  icon: 'net',
  order: 14,
  listLayout: 'two-way-total',
  marketGroups: ['main', 'goals', 'handicaps', 'halves'],
  marketNames: { total: 'sport.markets.total-points', handicap: 'sport.markets.point-handicap' },
  groupLabels: { goals: 'sport.groups.points', halves: 'sport.groups.sets' },
  liveScore: 'sets',
});
