import type { MarketPlanInput } from '../../schemas/config/sport-feed.ts';

// Market plans several sports' feed halves share (config/sportsbook/sports/<key>.ts `feed`). The order is the
// feed's: market ids are numbered in it, so a new plan goes last.

/** The football family's markets: result, totals, handicaps, halves, team totals and the first goal. */
export const footballLike = (extra: { total: number[]; handicap: number[]; h1Total: number[]; teamTotal: number[] }): MarketPlanInput[] => [
  { type: 'match-result' },
  { type: 'double-chance' },
  { type: 'draw-no-bet' },
  { type: 'total', lines: extra.total },
  { type: 'handicap', lines: extra.handicap },
  { type: 'both-teams-to-score' },
  { type: 'correct-score' },
  { type: 'period-result', period: 'h1' },
  { type: 'period-total', period: 'h1', lines: extra.h1Total },
  { type: 'period-result', period: 'h2' },
  { type: 'half-time-full-time' },
  { type: 'team-total', team: 'home', lines: extra.teamTotal },
  { type: 'team-total', team: 'away', lines: extra.teamTotal },
  { type: 'odd-even' },
  { type: 'first-team-to-score' },
];

/** A sport played in sets: the winner, sets handicap and total, the score in sets, the first set, points. */
export const setsMarkets = (setsToWin: number, unitOffsets: number[], setUnitOffsets: number[], code = 's'): MarketPlanInput[] => [
  { type: 'match-winner' },
  ...(setsToWin > 1
    ? [
        { type: 'set-handicap', lines: setsToWin === 2 ? [-1.5, 1.5] : [-2.5, -1.5, 1.5, 2.5] },
        { type: 'total-sets', lines: setsToWin === 2 ? [2.5] : [3.5, 4.5] },
        { type: 'correct-score' },
        { type: 'period-winner', period: `${code}1` },
        { type: 'period-total', period: `${code}1`, offsets: setUnitOffsets },
      ]
    : [{ type: 'correct-score' }]),
  { type: 'total', offsets: unitOffsets },
  { type: 'handicap', offsets: [-3, -1, 1, 3] },
];
