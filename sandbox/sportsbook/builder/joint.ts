import type { Grid } from '../pricing/goals.ts';
import type { MarketSpec } from '../pricing/model.ts';
import type { TeamSide } from '../sports/sport-definition.ts';

/**
 * The joint chance of a bet builder's legs (docs/product.md §5 "Bet builder") from the goals family's own model:
 * the grid of final scores (pricing/goals.ts finalScoreGrid) gives every full-match market, and the side of the first
 * goal, given a final score, is home with the share of the goals still to come that home scores (two Poisson
 * processes of constant rates: each goal is home's with the same chance, whatever its rank). The legs are summed
 * cell by cell, never multiplied market by market, so home win and over 2.5 come out dearer than their product and
 * two team totals (independent in the model) come out at it.
 */

/** Who scored the first goal of the match, or nobody. */
export type FirstGoalSide = TeamSide | 'none';

/** A leg as the model names it (evaluate.ts asPriced: a clean sheet is the opponent's team total under 0.5). */
export interface ModelLeg {
  market: MarketSpec;
  key: string;
}

/** The model types the builder can price together: every one is decided by the final score and the first goal. */
export const jointModels = new Set(['match-result', 'double-chance', 'total', 'team-total', 'both-teams-to-score', 'correct-score', 'odd-even', 'handicap', 'first-team-to-score', 'first-goalscorer']);

/** A line a score cannot meet (2.5): the builder takes no leg that may push, so one leg's void is never priced. */
export const isHalfLine = (line: number | null): boolean => line === null || Math.abs(line - Math.floor(line) - 0.5) < 1e-9;

const resultKey = (home: number, away: number) => (home > away ? 'home' : home === away ? 'draw' : 'away');

/** The chance the leg wins given the final score and the first goal's side: 0 or 1, a share for a named scorer. */
export function legChance(leg: ModelLeg, home: number, away: number, side: FirstGoalSide): number {
  const { market, key } = leg;
  const line = market.line ?? 0;
  switch (market.type) {
    case 'match-result':
      return resultKey(home, away) === key ? 1 : 0;
    case 'double-chance':
      return key.split('-').includes(resultKey(home, away)) ? 1 : 0;
    case 'total':
      return (key === 'over' ? home + away > line : home + away < line) ? 1 : 0;
    case 'team-total': {
      const goals = market.team === 'away' ? away : home;
      return (key === 'over' ? goals > line : goals < line) ? 1 : 0;
    }
    case 'both-teams-to-score':
      return (home > 0 && away > 0) === (key === 'yes') ? 1 : 0;
    case 'correct-score':
      return key === `${home}-${away}` || (key === 'other' && !market.outcomes.some((outcome) => outcome.key === `${home}-${away}`)) ? 1 : 0;
    case 'odd-even':
      return ((home + away) % 2 === 1) === (key === 'odd') ? 1 : 0;
    case 'handicap':
      return (key === 'home' ? home + line > away : home + line < away) ? 1 : 0;
    case 'first-team-to-score':
      return key === side ? 1 : 0;
    case 'first-goalscorer': {
      if (key === 'none') return side === 'none' ? 1 : 0;
      if (side === 'none') return 0;
      const named = market.roster ?? [];
      if (key === 'other') return Math.max(0, 1 - named.filter((player) => player.side === side).reduce((sum, player) => sum + player.share, 0));
      const player = named.find((entry) => entry.key === key);
      return player && player.side === side ? player.share : 0;
    }
    default:
      throw new Error(`The bet builder cannot price a ${market.type} leg`);
  }
}

/**
 * P(every leg wins) over the grid. `firstGoal` is the side that already scored first (live), else null: the side
 * follows from the goals still to come in each cell.
 */
export function jointChance(grid: Grid, firstGoal: TeamSide | null, legs: readonly ModelLeg[]): number {
  let total = 0;
  for (let i = 0; i < grid.home.length; i += 1) {
    const pHome = grid.home[i];
    if (pHome < 1e-15) continue;
    for (let j = 0; j < grid.away.length; j += 1) {
      const p = pHome * grid.away[j];
      if (p < 1e-16) continue;
      const home = grid.baseHome + i;
      const away = grid.baseAway + j;
      const sides: [FirstGoalSide, number][] = firstGoal ? [[firstGoal, 1]] : i + j === 0 ? [['none', 1]] : [['home', i / (i + j)], ['away', j / (i + j)]];
      for (const [side, pSide] of sides) {
        let chance = pSide;
        for (const leg of legs) {
          chance *= legChance(leg, home, away, side);
          if (chance === 0) break;
        }
        total += p * chance;
      }
    }
  }
  return total;
}
