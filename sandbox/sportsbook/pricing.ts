import { normalAbove, poissonDistribution } from './odds.ts';
import {
  meanScoreValue,
  pointChances,
  scoringRates,
  setTargetOf,
  type EventSpec,
  type FightDetail,
  type FullState,
  type SetsDetail,
  type TimedDetail,
} from './simulation.ts';
import type { FightSport, GoalsSport, PointsSport, SetsSport, SportDefinition, TeamSide } from './sports.ts';

/**
 * Fair probabilities of every market of an event from the state of the match, as a trader's model would give
 * them: it reads the score, the period and the clock (never the script's future).
 *
 *   goals   final scores = current + Poisson(rate x time left), per team (exact grid)
 *   points  final scores ~ current + Normal(mean, variance of a compound Poisson), per team
 *   sets    exact chances of winning the current set (dynamic programming over points, games for tennis), then
 *           every way the remaining sets can fall; totals of points or games as a mixture of normals per way
 *   fight   a chance of a finish per round left, else the judges
 *
 * The same functions settle a finished event: nothing is left to play, every outcome is then certain (1 won,
 * 0 lost) or pushed (a whole handicap line met exactly: void).
 */

export interface MarketSpec {
  id: number;
  type: string;
  period: string | null;
  line: number | null;
  team: TeamSide | null;
  player: { id: number; name: string; side: TeamSide; share: number } | null;
  outcomes: { id: number; key: string; name: string | null }[];
  /** Goalscorer markets: the team and share of goals of each player outcome (key player-<id>). */
  roster?: { key: string; side: TeamSide; share: number }[];
}

/**
 * What the model says of a market now: `masses` are the chances of each outcome winning and `voidMass` that of
 * a push; for a settled match every mass is 0 or 1.
 */
export interface Evaluation {
  masses: Record<string, number>;
  voidMass: number;
  /** Outcomes are not mutually exclusive (double chance): masses add up to more than 1. */
  overlapping?: boolean;
  /** An Asian quarter line: the evaluations of its two halves (the line 0.25 below and 0.25 above). */
  halves?: readonly [Evaluation, Evaluation];
}

/** An Asian quarter line (2.25, -0.75): half the stake on the line 0.25 below, half on the line 0.25 above (§3 Sub-bet results). */
export function isQuarterLine(line: number | null): line is number {
  return line !== null && Math.abs((line * 4) % 2) === 1;
}

/** A quarter line's evaluation from its halves: each outcome's chance and the push are the halves' average. */
export function quarterEvaluation(low: Evaluation, high: Evaluation): Evaluation {
  const masses: Record<string, number> = {};
  for (const key of Object.keys(low.masses)) masses[key] = ((low.masses[key] ?? 0) + (high.masses[key] ?? 0)) / 2;
  return { masses, voidMass: (low.voidMass + high.voidMass) / 2, halves: [low, high] };
}

/** Whether the result is already known (every outcome certain or impossible): the market closes. */
export function isDecided(evaluation: Evaluation): boolean {
  if (evaluation.halves) return evaluation.halves.every(isDecided);
  if (evaluation.voidMass > 1 - 1e-9) return true;
  return Object.values(evaluation.masses).every((mass) => mass < 1e-9 || mass > 1 - 1e-9);
}

/** Fair probabilities of the outcomes, a push taken out (the stake would come back). */
export function fairProbabilities(evaluation: Evaluation): Record<string, number> {
  const keep = 1 - evaluation.voidMass;
  if (keep <= 1e-12) return Object.fromEntries(Object.keys(evaluation.masses).map((key) => [key, 0]));
  return Object.fromEntries(Object.entries(evaluation.masses).map(([key, mass]) => [key, Math.min(1, Math.max(0, mass / keep))]));
}

/** Half-won and half-lost come from quarter lines: one half won or lost, the other a push (stake back). */
export type OutcomeResult = 'won' | 'lost' | 'void' | 'half-won' | 'half-lost';

/** A quarter line's result from its halves' (two lines 0.5 apart never split into a win and a loss). */
function combineHalves(low: OutcomeResult, high: OutcomeResult): OutcomeResult {
  if (low === high) return low;
  const pair = new Set([low, high]);
  if (pair.has('void') && pair.has('won')) return 'half-won';
  if (pair.has('void') && pair.has('lost')) return 'half-lost';
  return 'void';
}

/** Results of a market of a finished match. */
export function resultsOf(evaluation: Evaluation): Record<string, OutcomeResult> {
  if (evaluation.halves) {
    const [low, high] = evaluation.halves.map(resultsOf);
    return Object.fromEntries(Object.keys(low).map((key) => [key, combineHalves(low[key], high[key] ?? 'void')]));
  }
  const results: Record<string, OutcomeResult> = {};
  for (const [key, mass] of Object.entries(evaluation.masses)) results[key] = evaluation.voidMass > 0.5 ? 'void' : mass > 0.5 ? 'won' : 'lost';
  return results;
}

/** Extra margin of a market type over the sport's: the books take more on markets with many outcomes. */
export function marginOf(sport: SportDefinition, type: string, live: boolean): number {
  const extra: Record<string, number> = {
    'correct-score': 0.12,
    'first-goalscorer': 0.16,
    'half-time-full-time': 0.09,
    'player-points': 0.02,
    'method-of-victory': 0.06,
    'double-chance': -0.01,
    'period-result': 0.01,
    'period-winner': 0.01,
    'odd-even': 0.01,
  };
  return sport.margin + (extra[type] ?? 0) + (live ? 0.01 : 0);
}

const sides: TeamSide[] = ['home', 'away'];

// ---- goals: exact grid of final scores

interface Grid {
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

function evaluateGoals(sport: GoalsSport, spec: EventSpec, full: FullState, markets: readonly MarketSpec[]): Map<number, Evaluation> {
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
        throw new Error(`No goals model for market type ${market.type}`);
    }
    out.set(market.id, evaluation);
  }
  return out;
}

function findPlayer(market: MarketSpec, key: string): { side: TeamSide; share: number } | null {
  return market.roster?.find((player) => player.key === key) ?? null;
}

// ---- points: normal model

interface Normal {
  mean: number;
  variance: number;
}

function pointsRemaining(sport: PointsSport, detail: TimedDetail, status: FullState['state']['status']): number[] {
  return sport.periods.map((plan, index) => {
    if (status === 'ended' || detail.regulationOver) return 0;
    const length = plan.minutes * 60;
    if (index < detail.periodIndex) return 0;
    if (index > detail.periodIndex || status === 'prematch') return length;
    return Math.max(length - detail.elapsed, 0);
  });
}

/** P(X > threshold) for an integer-valued X close to normal; exact when the variance is 0. */
const above = (threshold: number, normal: Normal) => normalAbove(threshold, normal.mean, Math.sqrt(normal.variance));
/** P(X = value) for an integer-valued X: the normal's mass within half a point. */
const exactly = (value: number, normal: Normal) => above(value - 0.5, normal) - above(value + 0.5, normal);

function lineMasses(normal: Normal, line: number, high: string, low: string): Evaluation {
  if (Number.isInteger(line)) {
    const push = exactly(line, normal);
    return { masses: { [high]: above(line + 0.5, normal), [low]: 1 - above(line - 0.5, normal) }, voidMass: push };
  }
  const p = above(line, normal);
  return { masses: { [high]: p, [low]: 1 - p }, voidMass: 0 };
}

function evaluatePoints(sport: PointsSport, spec: EventSpec, full: FullState, markets: readonly MarketSpec[]): Map<number, Evaluation> {
  const detail = full.detail as TimedDetail;
  const status = full.state.status;
  const rates = scoringRates(sport, spec);
  const { mean: valueMean, meanSquare } = meanScoreValue(sport);
  const remaining = pointsRemaining(sport, detail, status);
  const teamLeft = (team: TeamSide, periods: readonly number[]): Normal => {
    let seconds = 0;
    periods.forEach((index) => {
      // Cricket: a side scores only in its own innings (twice the rate there).
      if (sport.innings) seconds += (team === 'home') === (index === 0) ? remaining[index] * 2 : 0;
      else seconds += remaining[index];
    });
    const scores = (rates[team] / valueMean) * seconds;
    return { mean: scores * valueMean, variance: scores * meanSquare };
  };
  const all = sport.periods.map((_, index) => index);
  const reg = detail.regulation;
  const home = teamLeft('home', all);
  const away = teamLeft('away', all);
  const diff: Normal = { mean: reg.home - reg.away + home.mean - away.mean, variance: home.variance + away.variance };
  const sum: Normal = { mean: reg.home + reg.away + home.mean + away.mean, variance: home.variance + away.variance };
  const total = full.state.score ?? { home: 0, away: 0 };
  const out = new Map<number, Evaluation>();
  const periodNormals = (code: string) => {
    const index = sport.periods.findIndex((plan) => plan.code === code);
    const now = detail.byPeriod.get(code) ?? { home: 0, away: 0 };
    const h = teamLeft('home', index >= 0 ? [index] : []);
    const a = teamLeft('away', index >= 0 ? [index] : []);
    return {
      diff: { mean: now.home - now.away + h.mean - a.mean, variance: h.variance + a.variance },
      sum: { mean: now.home + now.away + h.mean + a.mean, variance: h.variance + a.variance },
      current: now.home + now.away,
    };
  };
  const threeWay = (d: Normal): Evaluation => {
    const draw = exactly(0, d);
    const home = above(0.5, d);
    return { masses: { home, draw, away: Math.max(0, 1 - home - draw) }, voidMass: 0 };
  };
  for (const market of markets) {
    let evaluation: Evaluation;
    const line = market.line ?? 0;
    // Totals only go up: passed lines are decided.
    const decidedOver = (current: number) => (current > line ? { masses: { over: 1, under: 0 }, voidMass: 0 } : null);
    switch (market.type) {
      case 'match-winner': {
        if (detail.regulationOver && status !== 'ended' && total.home === total.away) {
          const lean = 0.5 + spec.edge * 0.1;
          evaluation = { masses: { home: lean, away: 1 - lean }, voidMass: 0 };
        } else if (detail.regulationOver) {
          const lead = total.home - total.away;
          evaluation = status === 'ended' ? { masses: { home: lead > 0 ? 1 : 0, away: lead > 0 ? 0 : 1 }, voidMass: 0 } : { masses: { home: lead > 0 ? 0.9 : 0.1, away: lead > 0 ? 0.1 : 0.9 }, voidMass: 0 };
        } else {
          const tie = exactly(0, diff);
          const lean = 0.5 + spec.edge * 0.1;
          const homeWin = above(0.5, diff) + tie * lean;
          evaluation = { masses: { home: homeWin, away: Math.max(0, 1 - homeWin) }, voidMass: 0 };
        }
        break;
      }
      case 'match-result':
        evaluation = threeWay(diff);
        break;
      case 'handicap': {
        // Home + line beats away when diff > -line.
        const shifted: Normal = { mean: diff.mean + line, variance: diff.variance };
        evaluation = lineMasses(shifted, 0, 'home', 'away');
        break;
      }
      case 'total':
        evaluation = decidedOver(reg.home + reg.away) ?? lineMasses(sum, line, 'over', 'under');
        break;
      case 'team-total': {
        const side = market.team ?? 'home';
        const left = side === 'home' ? home : away;
        const current = reg[side];
        evaluation = decidedOver(current) ?? lineMasses({ mean: current + left.mean, variance: left.variance }, line, 'over', 'under');
        break;
      }
      case 'period-result':
        evaluation = threeWay(periodNormals(market.period ?? '').diff);
        break;
      case 'period-total': {
        const period = periodNormals(market.period ?? '');
        evaluation = decidedOver(period.current) ?? lineMasses(period.sum, line, 'over', 'under');
        break;
      }
      case 'odd-even': {
        const odd = sum.variance < 0.25 ? (Math.round(sum.mean) % 2 === 1 ? 1 : 0) : 0.5;
        evaluation = { masses: { odd, even: 1 - odd }, voidMass: 0 };
        break;
      }
      case 'player-points': {
        const player = market.player;
        if (!player) throw new Error(`player-points market ${market.id} without a player`);
        const teamLeftNow = player.side === 'home' ? home : away;
        const scored = detail.playerPoints.get(player.id) ?? 0;
        evaluation =
          decidedOver(scored) ??
          lineMasses({ mean: scored + teamLeftNow.mean * player.share, variance: teamLeftNow.variance * player.share * 1.3 }, line, 'over', 'under');
        break;
      }
      default:
        throw new Error(`No points model for market type ${market.type}`);
    }
    out.set(market.id, evaluation);
  }
  return out;
}

// ---- sets: dynamic programming over points, games and sets

/** P(home wins a race to `target` points from a-b, by two if `winByTwo`), home winning each point with `p`. */
export function setWinChance(p: number, a: number, b: number, target: number, winByTwo: boolean): number {
  const memo = new Map<number, number>();
  const deuce = winByTwo ? (p * p) / (p * p + (1 - p) * (1 - p)) : 0;
  const go = (x: number, y: number): number => {
    if (x >= target && (!winByTwo || x - y >= 2)) return 1;
    if (y >= target && (!winByTwo || y - x >= 2)) return 0;
    if (winByTwo && x >= target - 1 && y >= target - 1) {
      if (x === y) return deuce;
      return x > y ? p + (1 - p) * deuce : p * deuce;
    }
    const key = x * 1000 + y;
    const known = memo.get(key);
    if (known !== undefined) return known;
    const value = p * go(x + 1, y) + (1 - p) * go(x, y + 1);
    memo.set(key, value);
    return value;
  };
  return go(a, b);
}

interface SetOutcome {
  home: number;
  away: number;
  p: number;
}

/** Distribution of the final score of a race to `target` from a-b (deuce runs cut after 12 extra points). */
export function setScoreDistribution(p: number, a: number, b: number, target: number, winByTwo: boolean): SetOutcome[] {
  if (a >= target || b >= target) return [{ home: a, away: b, p: 1 }];
  const cap = target + 12;
  const width = cap + 1;
  const done = (x: number, y: number) => (x >= target && (!winByTwo || x - y >= 2)) || (y >= target && (!winByTwo || y - x >= 2)) || x >= cap || y >= cap;
  // mass[x * width + y]: chance of passing through x-y; states are visited in order of points played.
  const mass = new Float64Array(width * width);
  mass[a * width + b] = 1;
  const out: SetOutcome[] = [];
  for (let played = a + b; played <= 2 * cap; played += 1) {
    for (let x = Math.max(a, played - cap); x <= Math.min(cap, played - b); x += 1) {
      const y = played - x;
      const here = mass[x * width + y];
      if (here < 1e-13) continue;
      if (done(x, y)) {
        out.push({ home: x, away: y, p: here });
        continue;
      }
      mass[(x + 1) * width + y] += here * p;
      mass[x * width + y + 1] += here * (1 - p);
    }
  }
  return out;
}

const freshSets = new Map<string, SetOutcome[]>();
/** A set from 0-0: the same for every reprice of an event, so kept (a few hundred entries at most). */
function freshSetDistribution(key: string, compute: () => SetOutcome[]): SetOutcome[] {
  let known = freshSets.get(key);
  if (!known) {
    if (freshSets.size > 2000) freshSets.clear();
    known = compute();
    freshSets.set(key, known);
  }
  return known;
}

/** P(the server wins a game from a-b points), winning each point with `p`. */
export function gameWinChance(p: number, a: number, b: number): number {
  return setWinChance(p, a, b, 4, true);
}

/** Final games of a tennis set from gh-ga (the next game served by `server`, its points so far in `game`). */
function tennisSetDistribution(chances: ReturnType<typeof pointChances>, gh: number, ga: number, server: TeamSide, game: [number, number], tiebreak: boolean): SetOutcome[] {
  const tiebreakWin = (a: number, b: number) => setWinChance(chances.rally, a, b, 7, true);
  if (tiebreak || (gh === 6 && ga === 6)) {
    const win = tiebreakWin(tiebreak ? game[0] : 0, tiebreak ? game[1] : 0);
    return [
      { home: 7, away: 6, p: win },
      { home: 6, away: 7, p: 1 - win },
    ];
  }
  const homeHoldsFresh = gameWinChance(chances.homeServing, 0, 0);
  const awayHoldsFresh = gameWinChance(1 - chances.awayServing, 0, 0);
  const homeWinsGame = (serving: TeamSide, points: [number, number]) =>
    serving === 'home'
      ? points[0] + points[1] === 0
        ? homeHoldsFresh
        : gameWinChance(chances.homeServing, points[0], points[1])
      : 1 - (points[0] + points[1] === 0 ? awayHoldsFresh : gameWinChance(1 - chances.awayServing, points[1], points[0]));
  const finished = (x: number, y: number) => (x >= 6 && x - y >= 2) || (y >= 6 && y - x >= 2) || x === 7 || y === 7;
  const out: SetOutcome[] = [];
  // Forward over games: each state (games, games) holds a mass; the server alternates every game.
  let frontier = new Map<number, number>([[gh * 100 + ga, 1]]);
  let served = server;
  let first = true;
  const tiebreakHome = tiebreakWin(0, 0);
  while (frontier.size > 0) {
    const next = new Map<number, number>();
    for (const [key, mass] of frontier) {
      const [h, a] = [Math.floor(key / 100), key % 100];
      if (h === 6 && a === 6) {
        out.push({ home: 7, away: 6, p: mass * tiebreakHome }, { home: 6, away: 7, p: mass * (1 - tiebreakHome) });
        continue;
      }
      const win = homeWinsGame(served, first ? game : [0, 0]);
      for (const [x, y, chance] of [
        [h + 1, a, win],
        [h, a + 1, 1 - win],
      ] as const) {
        if (finished(x, y)) out.push({ home: x, away: y, p: mass * chance });
        else next.set(x * 100 + y, (next.get(x * 100 + y) ?? 0) + mass * chance);
      }
    }
    frontier = next;
    served = served === 'home' ? 'away' : 'home';
    first = false;
  }
  const merged = new Map<number, SetOutcome>();
  for (const outcome of out) {
    const key = outcome.home * 100 + outcome.away;
    const entry = merged.get(key) ?? { home: outcome.home, away: outcome.away, p: 0 };
    entry.p += outcome.p;
    merged.set(key, entry);
  }
  return [...merged.values()];
}

interface SetProfile {
  /** P(home wins the set). */
  home: number;
  /** Per winner: mean and variance of the set's total units and of home minus away units. */
  byWinner: Record<TeamSide, { total: Normal; diff: Normal }>;
  outcomes: SetOutcome[];
}

function profileOf(outcomes: SetOutcome[]): SetProfile {
  const byWinner = {} as SetProfile['byWinner'];
  let home = 0;
  for (const side of sides) {
    const mine = outcomes.filter((outcome) => (outcome.home > outcome.away) === (side === 'home'));
    const mass = mine.reduce((sum, outcome) => sum + outcome.p, 0);
    if (side === 'home') home = mass;
    const moments = (value: (outcome: SetOutcome) => number): Normal => {
      if (mass <= 0) return { mean: 0, variance: 0 };
      const mean = mine.reduce((sum, outcome) => sum + outcome.p * value(outcome), 0) / mass;
      const variance = mine.reduce((sum, outcome) => sum + outcome.p * (value(outcome) - mean) ** 2, 0) / mass;
      return { mean, variance };
    };
    byWinner[side] = { total: moments((outcome) => outcome.home + outcome.away), diff: moments((outcome) => outcome.home - outcome.away) };
  }
  return { home, byWinner, outcomes };
}

interface MatchPath {
  p: number;
  sets: [number, number];
  total: Normal;
  diff: Normal;
}

function evaluateSets(sport: SetsSport, spec: EventSpec, full: FullState, markets: readonly MarketSpec[]): Map<number, Evaluation> {
  const { tally } = full.detail as SetsDetail;
  const chances = pointChances(sport, spec.edge);
  const setIndex = tally.sets.length;
  const current: SetProfile = tally.over
    ? profileOf([])
    : profileOf(
        sport.tennis
          ? tennisSetDistribution(chances, tally.current[0], tally.current[1], tally.server, tally.game, tally.tiebreak)
          : setScoreDistribution(chances.rally, tally.current[0], tally.current[1], setTargetOf(sport, setIndex), sport.winByTwo),
      );
  const freshCache = new Map<number, SetProfile>();
  const fresh = (index: number): SetProfile => {
    const target = sport.tennis ? 6 : setTargetOf(sport, index);
    const cached = freshCache.get(target);
    if (cached) return cached;
    const key = `${sport.id}:${target}:${chances.homeServing}:${chances.awayServing}:${chances.rally}`;
    const outcomes = freshSetDistribution(key, () => {
      if (!sport.tennis) return setScoreDistribution(chances.rally, 0, 0, target, sport.winByTwo);
      // Who serves first in a later set depends on the games before: count both halves equally.
      const merged = new Map<number, SetOutcome>();
      for (const server of sides) {
        for (const outcome of tennisSetDistribution(chances, 0, 0, server, [0, 0], false)) {
          const at = outcome.home * 100 + outcome.away;
          const entry = merged.get(at) ?? { home: outcome.home, away: outcome.away, p: 0 };
          entry.p += outcome.p / 2;
          merged.set(at, entry);
        }
      }
      return [...merged.values()];
    });
    const profile = profileOf(outcomes);
    freshCache.set(target, profile);
    return profile;
  };

  // Units (points, games, legs, rounds) of the completed sets; the set in progress is in its profile's final scores.
  const doneTotal = tally.sets.reduce((sum, [h, a]) => sum + h + a, 0);
  const doneDiff = tally.sets.reduce((sum, [h, a]) => sum + h - a, 0);
  const paths: MatchPath[] = [];
  const walk = (index: number, sets: [number, number], p: number, total: Normal, diff: Normal) => {
    if (sets[0] >= sport.setsToWin || sets[1] >= sport.setsToWin) {
      paths.push({ p, sets, total, diff });
      return;
    }
    const profile = index === setIndex ? current : fresh(index);
    for (const side of sides) {
      const chance = side === 'home' ? profile.home : 1 - profile.home;
      if (chance < 1e-12) continue;
      const stats = profile.byWinner[side];
      walk(
        index + 1,
        side === 'home' ? [sets[0] + 1, sets[1]] : [sets[0], sets[1] + 1],
        p * chance,
        { mean: total.mean + stats.total.mean, variance: total.variance + stats.total.variance },
        { mean: diff.mean + stats.diff.mean, variance: diff.variance + stats.diff.variance },
      );
    }
  };
  walk(setIndex, [tally.setsWon[0], tally.setsWon[1]], 1, { mean: doneTotal, variance: 0 }, { mean: doneDiff, variance: 0 });
  const sum = (test: (path: MatchPath) => number) => paths.reduce((total, path) => total + path.p * test(path), 0);
  const single = sport.setsToWin === 1;
  // Darts (one set of legs): totals and handicaps of legs are exact from the set's own distribution.
  const singleOutcomes = single ? (tally.over ? [{ home: tally.sets[0][0], away: tally.sets[0][1], p: 1 }] : current.outcomes) : [];
  const exactLine = (value: (outcome: SetOutcome) => number, line: number, high: string, low: string): Evaluation => {
    const masses = { [high]: 0, [low]: 0 };
    let voidMass = 0;
    for (const outcome of singleOutcomes) {
      const v = value(outcome);
      if (v > line) masses[high] += outcome.p;
      else if (v < line) masses[low] += outcome.p;
      else voidMass += outcome.p;
    }
    return { masses, voidMass };
  };
  const mixtureAbove = (pick: (path: MatchPath) => Normal, threshold: number) => sum((path) => above(threshold, pick(path)));
  const firstSet = (): SetOutcome[] => {
    if (tally.sets.length > 0) return [{ home: tally.sets[0][0], away: tally.sets[0][1], p: 1 }];
    return setIndex === 0 && !tally.over ? current.outcomes : fresh(0).outcomes;
  };

  const out = new Map<number, Evaluation>();
  for (const market of markets) {
    const line = market.line ?? 0;
    let evaluation: Evaluation;
    switch (market.type) {
      case 'match-winner': {
        const home = single ? singleOutcomes.reduce((total, outcome) => total + (outcome.home > outcome.away ? outcome.p : 0), 0) : sum((path) => (path.sets[0] > path.sets[1] ? 1 : 0));
        evaluation = { masses: { home, away: Math.max(0, 1 - home) }, voidMass: 0 };
        break;
      }
      case 'set-handicap': {
        const home = sum((path) => (path.sets[0] + line > path.sets[1] ? 1 : 0));
        evaluation = { masses: { home, away: Math.max(0, 1 - home) }, voidMass: 0 };
        break;
      }
      case 'total-sets': {
        const over = sum((path) => (path.sets[0] + path.sets[1] > line ? 1 : 0));
        evaluation = { masses: { over, under: Math.max(0, 1 - over) }, voidMass: 0 };
        break;
      }
      case 'correct-score': {
        const masses: Record<string, number> = Object.fromEntries(market.outcomes.map((outcome) => [outcome.key, 0]));
        if (single) for (const outcome of singleOutcomes) masses[`${outcome.home}-${outcome.away}`] = (masses[`${outcome.home}-${outcome.away}`] ?? 0) + outcome.p;
        else for (const path of paths) masses[`${path.sets[0]}-${path.sets[1]}`] += path.p;
        evaluation = { masses, voidMass: 0 };
        break;
      }
      case 'period-winner': {
        const home = firstSet().reduce((total, outcome) => total + (outcome.home > outcome.away ? outcome.p : 0), 0);
        evaluation = { masses: { home, away: Math.max(0, 1 - home) }, voidMass: 0 };
        break;
      }
      case 'period-total': {
        const masses = { over: 0, under: 0 };
        for (const outcome of firstSet()) masses[outcome.home + outcome.away > line ? 'over' : 'under'] += outcome.p;
        evaluation = { masses, voidMass: 0 };
        break;
      }
      case 'total': {
        if (single) evaluation = exactLine((outcome) => outcome.home + outcome.away, line, 'over', 'under');
        else {
          const over = mixtureAbove((path) => path.total, line);
          evaluation = { masses: { over, under: Math.max(0, 1 - over) }, voidMass: 0 };
        }
        break;
      }
      case 'handicap': {
        if (single) evaluation = exactLine((outcome) => outcome.home - outcome.away + line, 0, 'home', 'away');
        else {
          const home = mixtureAbove((path) => path.diff, -line);
          evaluation = { masses: { home, away: Math.max(0, 1 - home) }, voidMass: 0 };
        }
        break;
      }
      case 'to-win-a-set': {
        const index = market.team === 'away' ? 1 : 0;
        const yes = sum((path) => (path.sets[index] > 0 ? 1 : 0));
        evaluation = { masses: { yes, no: Math.max(0, 1 - yes) }, voidMass: 0 };
        break;
      }
      default:
        throw new Error(`No sets model for market type ${market.type}`);
    }
    out.set(market.id, evaluation);
  }
  return out;
}

// ---- fight

function evaluateFight(sport: FightSport, spec: EventSpec, full: FullState, markets: readonly MarketSpec[]): Map<number, Evaluation> {
  const detail = full.detail as FightDetail;
  const winnerByFinish = 0.5 + spec.edge * 0.35;
  const winnerOnPoints = 0.5 + spec.edge * 0.3;
  const koShare = 0.62;
  // End of the fight in rounds (1.5 = half-way through round 2), as a distribution over a grid of times.
  const endings: { at: number; winner: TeamSide | null; method: 'ko' | 'submission' | 'decision'; p: number }[] = [];
  if (detail.over || detail.finish) {
    const finish = detail.finish;
    if (finish) {
      const at = detail.roundIndex + (detail.over ? 0 : detail.fraction);
      endings.push({ at, winner: finish.winner, method: finish.method, p: 1 });
    } else endings.push({ at: sport.rounds, winner: detail.decisionWinner, method: 'decision', p: 1 });
  } else {
    let alive = 1;
    for (let round = detail.roundIndex; round < sport.rounds; round += 1) {
      const from = round === detail.roundIndex ? detail.fraction : 0;
      const chance = sport.finishPerRound * (1 - from);
      const slices = 4;
      for (let slice = 0; slice < slices; slice += 1) {
        const at = round + from + ((1 - from) * (slice + 0.5)) / slices;
        const p = (alive * chance) / slices;
        endings.push({ at, winner: 'home', method: 'ko', p: p * winnerByFinish * koShare });
        endings.push({ at, winner: 'home', method: 'submission', p: p * winnerByFinish * (1 - koShare) });
        endings.push({ at, winner: 'away', method: 'ko', p: p * (1 - winnerByFinish) * koShare });
        endings.push({ at, winner: 'away', method: 'submission', p: p * (1 - winnerByFinish) * (1 - koShare) });
      }
      alive *= 1 - chance;
    }
    endings.push({ at: sport.rounds, winner: 'home', method: 'decision', p: alive * winnerOnPoints });
    endings.push({ at: sport.rounds, winner: 'away', method: 'decision', p: alive * (1 - winnerOnPoints) });
  }
  const out = new Map<number, Evaluation>();
  for (const market of markets) {
    const masses: Record<string, number> = Object.fromEntries(market.outcomes.map((outcome) => [outcome.key, 0]));
    for (const ending of endings) {
      let key: string;
      switch (market.type) {
        case 'match-winner':
          key = ending.winner ?? 'home';
          break;
        case 'method-of-victory':
          key = `${ending.winner}-${ending.method}`;
          break;
        case 'total-rounds':
          key = ending.at > (market.line ?? 0) ? 'over' : 'under';
          break;
        case 'goes-the-distance':
          key = ending.method === 'decision' ? 'yes' : 'no';
          break;
        default:
          throw new Error(`No fight model for market type ${market.type}`);
      }
      masses[key] += ending.p;
    }
    out.set(market.id, { masses, voidMass: 0 });
  }
  return out;
}

/** The model's view of each of `markets` in the state `full` (pricing while open, results once over). */
export function evaluateMarkets(sport: SportDefinition, spec: EventSpec, full: FullState, markets: readonly MarketSpec[]): Map<number, Evaluation> {
  if (!markets.some((market) => isQuarterLine(market.line))) return evaluateFamily(sport, spec, full, markets);
  // A quarter line is evaluated as its two halves (ids below zero, never a real market's), then put together.
  const halfId = (market: MarketSpec, side: 0 | 1) => -(market.id * 2 + side);
  const expanded = markets.flatMap((market) =>
    isQuarterLine(market.line) ? [{ ...market, id: halfId(market, 0), line: market.line - 0.25 }, { ...market, id: halfId(market, 1), line: market.line + 0.25 }] : [market],
  );
  const evaluated = evaluateFamily(sport, spec, full, expanded);
  const out = new Map<number, Evaluation>();
  for (const market of markets) {
    if (!isQuarterLine(market.line)) {
      const evaluation = evaluated.get(market.id);
      if (evaluation) out.set(market.id, evaluation);
      continue;
    }
    const low = evaluated.get(halfId(market, 0));
    const high = evaluated.get(halfId(market, 1));
    if (low && high) out.set(market.id, quarterEvaluation(low, high));
  }
  return out;
}

function evaluateFamily(sport: SportDefinition, spec: EventSpec, full: FullState, markets: readonly MarketSpec[]): Map<number, Evaluation> {
  switch (sport.family) {
    case 'goals':
      return evaluateGoals(sport, spec, full, markets);
    case 'points':
      return evaluatePoints(sport, spec, full, markets);
    case 'sets':
      return evaluateSets(sport, spec, full, markets);
    case 'fight':
      return evaluateFight(sport, spec, full, markets);
  }
}

/** The figure lines are set around: expected total or home-minus-away of the event, before it starts. */
export function expectedFigures(sport: SportDefinition, spec: EventSpec, type: string, team: TeamSide | null, period: string | null): number {
  if (sport.family === 'goals' || sport.family === 'points') {
    const rates = scoringRates(sport, spec);
    const plans = period ? sport.periods.filter((plan) => plan.code === period) : sport.periods;
    const seconds = plans.reduce((total, plan) => total + plan.minutes * 60, 0);
    const innings = sport.family === 'points' && sport.innings;
    const homeMean = rates.home * seconds * (innings && period ? (period === sport.periods[0].code ? 2 : 0) : 1);
    const awayMean = rates.away * seconds * (innings && period ? (period === sport.periods[1].code ? 2 : 0) : 1);
    if (type === 'handicap') return homeMean - awayMean;
    if (type === 'team-total') return team === 'away' ? awayMean : homeMean;
    return homeMean + awayMean;
  }
  if (sport.family === 'sets') {
    // A set played to the target by both sides, roughly: target + 0.75 target for the loser.
    const perSet = sport.tennis ? 9.6 : sport.setTarget * (sport.winByTwo ? 1.78 : 1.72);
    if (type === 'handicap') return spec.edge * sport.setTarget * 0.6 * (sport.setsToWin === 1 ? 2 : 1);
    if (type === 'period-total') return perSet;
    return perSet * (sport.setsToWin === 1 ? 1 : sport.setsToWin * 1.25);
  }
  return 0;
}
