import { poissonDistribution } from '../odds.ts';
import type { EventSpec, FullState, TimedDetail } from '../simulation/match-state.ts';
import { scoringRates } from '../simulation/timed.ts';
import type { GoalsSport, TeamSide } from '../sports/sport-definition.ts';
import type { Evaluation, MarketSpec } from './model.ts';

// Goals: exact grid of final scores.

export interface Grid {
  baseHome: number;
  baseAway: number;
  home: number[];
  away: number[];
}

function gridOf(baseHome: number, baseAway: number, meanHome: number, meanAway: number): Grid {
  const size = (mean: number) => Math.ceil(mean + 6 * Math.sqrt(mean) + 4);
  return { baseHome, baseAway, home: meanHome > 0 ? poissonDistribution(meanHome, size(meanHome)) : [1], away: meanAway > 0 ? poissonDistribution(meanAway, size(meanAway)) : [1] };
}

/**
 * Sums the grid's cells into outcome masses: `classify` gives the index in `keys` of the outcome a final score
 * wins, or -1 for a push.
 */
function reduceGrid(grid: Grid, keys: readonly string[], classify: (home: number, away: number) => number): Evaluation {
  const sums = new Array<number>(keys.length).fill(0);
  let voidMass = 0;
  for (let i = 0; i < grid.home.length; i += 1) {
    const ph = grid.home[i];
    if (ph < 1e-15) continue;
    for (let j = 0; j < grid.away.length; j += 1) {
      const p = ph * grid.away[j];
      if (p < 1e-16) continue;
      const index = classify(grid.baseHome + i, grid.baseAway + j);
      if (index < 0) voidMass += p;
      else sums[index] += p;
    }
  }
  return { masses: Object.fromEntries(keys.map((key, index) => [key, sums[index]])), voidMass };
}

/** Distribution of home minus away of a grid, by difference. */
function differences(grid: Grid): Map<number, number> {
  const out = new Map<number, number>();
  for (let i = 0; i < grid.home.length; i += 1) {
    for (let j = 0; j < grid.away.length; j += 1) {
      const p = grid.home[i] * grid.away[j];
      if (p < 1e-16) continue;
      const d = grid.baseHome + i - grid.baseAway - j;
      out.set(d, (out.get(d) ?? 0) + p);
    }
  }
  return out;
}

const threeWayKeys = ['home', 'draw', 'away'];
const resultIndex = (home: number, away: number) => (home > away ? 0 : home === away ? 1 : 2);
const overUnder = (value: number, line: number) => (value > line ? 0 : value < line ? 1 : -1);
const handicapIndex = (home: number, away: number, line: number) => (home + line > away ? 0 : home + line < away ? 1 : -1);

function goalsRemaining(sport: GoalsSport, detail: TimedDetail, status: FullState['state']['status']): number[] {
  return sport.periods.map((plan, index) => {
    if (status === 'ended' || detail.regulationOver) return 0;
    const expected = plan.minutes * 60 + (plan.stoppage ? ((plan.stoppage[0] + plan.stoppage[1]) / 2) * 60 : 0);
    if (index < detail.periodIndex) return 0;
    if (index > detail.periodIndex || status === 'prematch') return expected;
    return Math.max(expected - detail.elapsed, 20);
  });
}
/**
 * The model's joint distribution of the final (regulation) score: the grid every full-match market of the goals
 * family is summed from, read by the bet builder (sandbox/sportsbook/builder/) to price several legs together.
 */
export function finalScoreGrid(sport: GoalsSport, spec: EventSpec, full: FullState): Grid {
  const detail = full.detail as TimedDetail;
  const rates = scoringRates(sport, spec);
  const left = goalsRemaining(sport, detail, full.state.status).reduce((sum, seconds) => sum + seconds, 0);
  return gridOf(detail.regulation.home, detail.regulation.away, rates.home * left, rates.away * left);
}

export function evaluateGoals(sport: GoalsSport, spec: EventSpec, full: FullState, markets: readonly MarketSpec[]): Map<number, Evaluation> {
  const detail = full.detail as TimedDetail;
  const status = full.state.status;
  const rates = scoringRates(sport, spec);
  const remaining = goalsRemaining(sport, detail, status);
  const left = remaining.reduce((sum, seconds) => sum + seconds, 0);
  const reg = detail.regulation;
  const full90 = gridOf(reg.home, reg.away, rates.home * left, rates.away * left);
  const periodIndex = (code: string) => sport.periods.findIndex((plan) => plan.code === code);
  const periodGrid = (code: string) => {
    const index = periodIndex(code);
    const now = detail.byPeriod.get(code) ?? { home: 0, away: 0 };
    const seconds = index >= 0 ? remaining[index] : 0;
    return gridOf(now.home, now.away, rates.home * seconds, rates.away * seconds);
  };
  const out = new Map<number, Evaluation>();
  const total = full.state.score ?? { home: 0, away: 0 };
  for (const market of markets) {
    const keys = market.outcomes.map((outcome) => outcome.key);
    let evaluation: Evaluation;
    switch (market.type) {
      case 'match-result':
        evaluation = reduceGrid(full90, threeWayKeys, resultIndex);
        break;
      case 'match-winner': {
        // Including overtime and a shootout (ice hockey).
        if (detail.regulationOver) {
          const done = status === 'ended' || total.home !== total.away;
          const lean = rates.home / (rates.home + rates.away);
          evaluation = done ? { masses: { home: total.home > total.away ? 1 : 0, away: total.home > total.away ? 0 : 1 }, voidMass: 0 } : { masses: { home: lean, away: 1 - lean }, voidMass: 0 };
        } else {
          const regulation = reduceGrid(full90, threeWayKeys, resultIndex);
          const lean = 0.5 + spec.edge * 0.15;
          evaluation = { masses: { home: regulation.masses.home + regulation.masses.draw * lean, away: regulation.masses.away + regulation.masses.draw * (1 - lean) }, voidMass: 0 };
        }
        break;
      }
      case 'double-chance': {
        const { masses } = reduceGrid(full90, threeWayKeys, resultIndex);
        evaluation = { masses: { 'home-draw': masses.home + masses.draw, 'home-away': masses.home + masses.away, 'draw-away': masses.draw + masses.away }, voidMass: 0, overlapping: true };
        break;
      }
      case 'draw-no-bet':
        evaluation = reduceGrid(full90, keys, (h, a) => (h === a ? -1 : h > a ? 0 : 1));
        break;
      case 'total':
        evaluation = reduceGrid(full90, keys, (h, a) => overUnder(h + a, market.line ?? 0));
        break;
      case 'handicap':
        evaluation = reduceGrid(full90, keys, (h, a) => handicapIndex(h, a, market.line ?? 0));
        break;
      case 'both-teams-to-score':
        evaluation = reduceGrid(full90, keys, (h, a) => (h > 0 && a > 0 ? 0 : 1));
        break;
      case 'correct-score': {
        const max = sport.correctScoreMax ?? 4;
        const other = keys.indexOf('other');
        evaluation = reduceGrid(full90, keys, (h, a) => (h <= max && a <= max ? h * (max + 1) + a : other));
        break;
      }
      case 'team-total':
        evaluation = reduceGrid(full90, keys, (h, a) => overUnder(market.team === 'away' ? a : h, market.line ?? 0));
        break;
      case 'odd-even':
        evaluation = reduceGrid(full90, keys, (h, a) => ((h + a) % 2 === 1 ? 0 : 1));
        break;
      case 'period-result':
        evaluation = reduceGrid(periodGrid(market.period ?? ''), threeWayKeys, resultIndex);
        break;
      case 'period-total':
        evaluation = reduceGrid(periodGrid(market.period ?? ''), keys, (h, a) => overUnder(h + a, market.line ?? 0));
        break;
      case 'half-time-full-time': {
        // Full time = half time + second half: only the half-time score and the second half's difference matter.
        const first = periodGrid(sport.periods[0].code);
        const second = differences(periodGrid(sport.periods[1].code));
        const masses: Record<string, number> = Object.fromEntries(keys.map((key) => [key, 0]));
        for (const [firstDiff, pFirst] of differences(first)) {
          const half = threeWayKeys[resultIndex(firstDiff, 0)];
          for (const [secondDiff, pSecond] of second) masses[`${half}-${threeWayKeys[resultIndex(firstDiff + secondDiff, 0)]}`] += pFirst * pSecond;
        }
        evaluation = { masses, voidMass: 0 };
        break;
      }
      case 'first-team-to-score':
      case 'first-goalscorer': {
        const lambda = (rates.home + rates.away) * left;
        const none = Math.exp(-lambda);
        const homeFirst = rates.home / (rates.home + rates.away);
        const masses: Record<string, number> = Object.fromEntries(keys.map((key) => [key, 0]));
        if (detail.firstGoal !== null) {
          // The first goal has been scored (and stood): decided.
          if (market.type === 'first-team-to-score') masses[detail.firstGoal] = 1;
          else {
            const key = keys.includes(`player-${detail.firstScorer}`) ? `player-${detail.firstScorer}` : 'other';
            masses[key] = 1;
          }
        } else if (market.type === 'first-team-to-score') {
          masses.home = (1 - none) * homeFirst;
          masses.away = (1 - none) * (1 - homeFirst);
          masses.none = none;
        } else {
          masses.none = none;
          let named = 0;
          for (const outcome of market.outcomes) {
            const player = outcome.key.startsWith('player-') ? findPlayer(market, outcome.key) : null;
            if (!player) continue;
            const mass = (1 - none) * (player.side === 'home' ? homeFirst : 1 - homeFirst) * player.share;
            masses[outcome.key] = mass;
            named += mass;
          }
          masses.other = Math.max(0, 1 - none - named);
        }
        evaluation = { masses, voidMass: 0 };
        break;
      }
      default:
        throw new Error(`The goals family has no pricing model ${market.type}`);
    }
    out.set(market.id, evaluation);
  }
  return out;
}

function findPlayer(market: MarketSpec, key: string): { side: TeamSide; share: number } | null {
  return market.roster?.find((player) => player.key === key) ?? null;
}
