import { marketTypeOf } from '../market-types.ts';
import { normalAbove } from '../odds.ts';
import type { SportDefinition, TeamSide } from '../sports/sport-definition.ts';

// The shared model of every family: what a market is, what the model says of it, quarter lines, results and margins.

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

/** Margin of a market type: the sport's, the type's own (config/sportsbook/market-templates.ts pricing.margin), and a point live. */
export function marginOf(sport: SportDefinition, type: string, live: boolean): number {
  return sport.margin + (marketTypeOf(type).pricing.margin ?? 0) + (live ? 0.01 : 0);
}

/** A mean and a variance: the points family's scores and the sets family's totals and differences. */
export interface Normal {
  mean: number;
  variance: number;
}

/** P(X > threshold) for an integer-valued X close to normal; exact when the variance is 0. */
export const above = (threshold: number, normal: Normal) => normalAbove(threshold, normal.mean, Math.sqrt(normal.variance));
