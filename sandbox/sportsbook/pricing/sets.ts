import type { EventSpec, FullState, SetsDetail } from '../simulation/match-state.ts';
import { pointChances, setTargetOf } from '../simulation/sets.ts';
import type { SetsSport, TeamSide } from '../sports/sport-definition.ts';
import { above, type Evaluation, type MarketSpec, type Normal } from './model.ts';

// Sets: dynamic programming over points, games and sets.

const sides: TeamSide[] = ['home', 'away'];

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
export function evaluateSets(sport: SetsSport, spec: EventSpec, full: FullState, markets: readonly MarketSpec[]): Map<number, Evaluation> {
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
        throw new Error(`The sets family has no pricing model ${market.type}`);
    }
    out.set(market.id, evaluation);
  }
  return out;
}
