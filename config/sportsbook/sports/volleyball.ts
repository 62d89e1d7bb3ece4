import { defineSport } from '../../../schemas/config/sportsbook.define.ts';

// §3 Sport id 12.
export default defineSport({
  id: 12,
  key: 'volleyball',
  labelKey: 'sport.sports.volleyball',
  icon: 'net',
  order: 4,
  listLayout: 'two-way-total',
  marketGroups: ['main', 'goals', 'handicaps', 'halves'],
  marketNames: { total: 'sport.markets.total-points', handicap: 'sport.markets.point-handicap' },
  groupLabels: { goals: 'sport.groups.points', halves: 'sport.groups.sets' },
  liveScore: 'sets',
});
