import type { SportInput } from '../../schemas/config/sportsbook.ts';

// Page halves several sports share (config/sportsbook/sports/<key>.ts, spread into the sport's declaration).

/** A sport played to points in sets (volleyball, table tennis, badminton): its lists, tabs, market names and live score. */
export const pointsInSetsPage = {
  listLayout: 'two-way-total',
  marketGroups: ['main', 'goals', 'handicaps', 'halves'],
  marketNames: { total: 'sport.markets.total-points', handicap: 'sport.markets.point-handicap' },
  groupLabels: { goals: 'sport.groups.points', halves: 'sport.groups.sets' },
  liveScore: 'sets',
} as const satisfies Partial<SportInput>;
