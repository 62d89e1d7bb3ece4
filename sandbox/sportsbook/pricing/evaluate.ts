import { marketTypeOf } from '../market-types.ts';
import type { EventSpec, FullState } from '../simulation/match-state.ts';
import { scoringRates } from '../simulation/timed.ts';
import type { SportDefinition, TeamSide } from '../sports/sport-definition.ts';
import { evaluateFight } from './fight.ts';
import { evaluateGoals } from './goals.ts';
import { isQuarterLine, quarterEvaluation, type Evaluation, type MarketSpec } from './model.ts';
import { evaluatePoints } from './points.ts';
import { evaluateSets } from './sets.ts';

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

/** The model's view of each of `markets` in the state `full` (pricing while open, results once over). */
export function evaluateMarkets(sport: SportDefinition, spec: EventSpec, full: FullState, markets: readonly MarketSpec[]): Map<number, Evaluation> {
  const evaluated = evaluateModels(sport, spec, full, markets.map(asPriced));
  for (const market of markets) {
    const outcomes = marketTypeOf(market.type).pricing.outcomes;
    const evaluation = evaluated.get(market.id);
    if (outcomes && evaluation) evaluated.set(market.id, renamed(evaluation, outcomes));
  }
  return evaluated;
}

/**
 * A market as its type's pricing model sees it (config/sportsbook/market-templates.ts `pricing`): the model's name
 * for a type, the model's outcome keys, a fixed line, the other side's figure (a clean sheet is the opponent's
 * team total under 0.5).
 */
export function asPriced(market: MarketSpec): MarketSpec {
  const { pricing } = marketTypeOf(market.type);
  const toModel = pricing.outcomes;
  const opponent = pricing.team === 'opponent' && market.team !== null;
  return {
    ...market,
    type: pricing.model,
    line: pricing.line ?? market.line,
    team: opponent ? (market.team === 'home' ? 'away' : 'home') : market.team,
    outcomes: toModel ? inModelOrder(market.outcomes.map((outcome) => ({ ...outcome, key: toModel[outcome.key] ?? outcome.key })), pricing.model) : market.outcomes,
  };
}

/** The models read outcomes by position (over first, then under): in the order of the market type the model is named after. */
function inModelOrder(outcomes: MarketSpec['outcomes'], model: string): MarketSpec['outcomes'] {
  const order = marketTypeOf(model).outcomeKeys;
  return [...outcomes].sort((a, b) => order.indexOf(a.key) - order.indexOf(b.key));
}

/** The model's evaluation read back with the type's own outcome keys (`outcomes`: type key -> model key). */
function renamed(evaluation: Evaluation, outcomes: Readonly<Record<string, string>>): Evaluation {
  const masses = Object.fromEntries(Object.entries(outcomes).map(([key, modelKey]) => [key, evaluation.masses[modelKey] ?? 0]));
  const halves = evaluation.halves ? ([renamed(evaluation.halves[0], outcomes), renamed(evaluation.halves[1], outcomes)] as const) : undefined;
  return { ...evaluation, masses, ...(halves ? { halves } : {}) };
}

function evaluateModels(sport: SportDefinition, spec: EventSpec, full: FullState, markets: readonly MarketSpec[]): Map<number, Evaluation> {
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

/** The figure lines are set around (by pricing model): expected total or home-minus-away of the event, before it starts. */
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
