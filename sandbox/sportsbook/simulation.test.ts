import { describe, expect, it } from 'vitest';
import { eventsPublished, hourMs, minuteMs } from './generator.ts';
import { marketsFor } from './markets.ts';
import { evaluateMarkets } from './pricing/evaluate.ts';
import { fairProbabilities, resultsOf, type MarketSpec } from './pricing/model.ts';
import { gameWinChance, setScoreDistribution, setWinChance } from './pricing/sets.ts';
import { scriptOf, stateAt } from './simulation.ts';
import type { EventSpec, ScoreEvent, TimedScript } from './simulation/match-state.ts';
import { addPoint, newTally } from './simulation/sets.ts';
import { sportById } from './sports.ts';
import type { GoalsSport, SetsSport } from './sports/sport-definition.ts';

const seed = 3;
const now = Date.UTC(2026, 10, 13, 12, 0);
const week = eventsPublished(seed, now - hourMs, now + 7 * 24 * hourMs, { fixtures: now, arenas: now });
const football = sportById(1) as GoalsSport;
const footballEvents = week.filter((spec) => spec.sportId === 1).map((spec) => ({ spec, script: scriptOf(football, spec, seed) as TimedScript }));

describe('a match follows its script on the clock', () => {
  it('is prematch before the start, live with a running clock and a half-time pause, then ended', () => {
    const { spec, script } = footballEvents[0];
    const before = stateAt(football, script, spec.startAt - 1).state;
    expect(before).toMatchObject({ status: 'prematch', phase: null, clock: null, score: null });
    const tenMinutes = stateAt(football, script, spec.startAt + 10 * minuteMs).state;
    expect(tenMinutes).toMatchObject({ status: 'live', phase: 'h1', clock: { seconds: 600, running: true, direction: 'up' } });
    const firstHalf = script.phases[0];
    const halfTime = stateAt(football, script, firstHalf.end + minuteMs).state;
    expect(halfTime.phase).toBe('ht');
    expect(halfTime.clock).toMatchObject({ running: false, direction: 'up' });
    expect(halfTime.clock!.seconds).toBeGreaterThanOrEqual(45 * 60);
    const secondHalf = stateAt(football, script, script.phases[2].start + 60_000).state;
    expect(secondHalf).toMatchObject({ phase: 'h2', clock: { seconds: 45 * 60 + 60, running: true } });
    const after = stateAt(football, script, script.end + 1).state;
    expect(after).toMatchObject({ status: 'ended', phase: null, clock: null, endedAt: script.end });
    const standing = script.scores.filter((goal) => !goal.review?.disallowed);
    expect(after.score).toEqual({ home: standing.filter((goal) => goal.team === 'home').length, away: standing.filter((goal) => goal.team === 'away').length });
  });

  it('suspends the markets for a few seconds after a goal, with the goal as the incident', () => {
    const { spec, script } = footballEvents.find(({ script }) => script.scores.some((goal) => !goal.review))!;
    const goal = script.scores.find((candidate) => !candidate.review)!;
    const just = stateAt(football, script, goal.at - 1000).state;
    const after = stateAt(football, script, goal.at + 1000).state;
    expect(just.suspendedUntil).toBeNull();
    expect(after.suspendedUntil).toBe(goal.at + football.suspendSeconds * 1000);
    expect(after.incident).toEqual({ type: 'goal', team: goal.team, at: goal.at });
    expect(after.score![goal.team]).toBe((just.score?.[goal.team] ?? 0) + 1);
    expect(stateAt(football, script, goal.at + 9000).state.suspendedUntil).toBeNull();
    expect(spec.id).toBeGreaterThan(0);
  });

  it('holds a goal under video review: suspended until the check ends, taken back if disallowed', () => {
    const reviewed = footballEvents.flatMap(({ script }) => script.scores.filter((goal) => goal.review).map((goal) => ({ script, goal })));
    const disallowed = reviewed.find(({ goal }) => goal.review!.disallowed)!;
    const allowed = reviewed.find(({ goal }) => !goal.review!.disallowed)!;
    for (const { script, goal } of [disallowed, allowed]) {
      const during = stateAt(football, script, goal.at + 5000).state;
      expect(during.incident).toMatchObject({ type: 'var-check', team: goal.team });
      expect(during.suspendedUntil).toBe(goal.review!.until + 3000);
    }
    const { script, goal } = disallowed;
    const before = stateAt(football, script, goal.at - 1).state.score?.[goal.team] ?? 0;
    expect(stateAt(football, script, goal.at + 1000).state.score![goal.team]).toBe(before + 1);
    const afterCheck = stateAt(football, script, goal.review!.until + 1000).state;
    expect(afterCheck.score![goal.team]).toBe(before);
    expect(afterCheck.incident).toMatchObject({ type: 'goal-disallowed', team: goal.team });
  });
});

describe('tennis scoring', () => {
  const tennis = sportById(3) as SetsSport;
  it('counts points into games (0, 15, 30, 40, deuce), games into sets, with a tie-break at 6-6', () => {
    const tally = newTally('home');
    for (let point = 0; point < 3; point += 1) addPoint(tennis, tally, 'home');
    expect(tally.game).toEqual([3, 0]);
    for (let point = 0; point < 3; point += 1) addPoint(tennis, tally, 'away');
    addPoint(tennis, tally, 'away');
    expect(tally.game).toEqual([3, 4]);
    addPoint(tennis, tally, 'away');
    expect(tally.current).toEqual([0, 1]);
    expect(tally.server).toBe('away');
    // A new set: 6-6 by holding serve alternately, then a tie-break to 7.
    const set = newTally('home');
    const hold = (side: 'home' | 'away') => {
      for (let point = 0; point < 4; point += 1) addPoint(tennis, set, side);
    };
    for (let game = 0; game < 12; game += 1) hold(set.server);
    expect(set.current).toEqual([6, 6]);
    expect(set.tiebreak).toBe(true);
    for (let point = 0; point < 6; point += 1) addPoint(tennis, set, 'home');
    expect(addPoint(tennis, set, 'home')).toBe(true);
    expect(set.sets).toEqual([[7, 6]]);
    expect(set.setsWon).toEqual([1, 0]);
  });
});

describe('probabilities of the set models', () => {
  it('gives even chances to even sides and sums every distribution to 1', () => {
    expect(setWinChance(0.5, 0, 0, 25, true)).toBeCloseTo(0.5, 10);
    expect(gameWinChance(0.6, 0, 0)).toBeCloseTo(0.7357, 3);
    expect(setWinChance(0.55, 24, 24, 25, true)).toBeCloseTo((0.55 * 0.55) / (0.55 * 0.55 + 0.45 * 0.45), 10);
    for (const [p, target, byTwo] of [
      [0.5, 11, true],
      [0.6, 25, true],
      [0.45, 13, false],
    ] as const) {
      const total = setScoreDistribution(p, 0, 0, target, byTwo).reduce((sum, outcome) => sum + outcome.p, 0);
      expect(total).toBeCloseTo(1, 6);
    }
  });
});

describe('settlement', () => {
  /** A finished football match scripted 2-1 (1-0 at half-time), first goal by the home side's first named scorer. */
  function finished(): { spec: EventSpec; script: TimedScript; markets: MarketSpec[] } {
    const { spec, script: drawn } = footballEvents.find(({ spec }) => marketsFor(football, spec).some((market) => market.type === 'first-goalscorer'))!;
    const [h1, , h2] = drawn.phases;
    const markets = marketsFor(football, spec);
    const scorer = Number(markets.find((market) => market.type === 'first-goalscorer')!.outcomes[0].key.slice('player-'.length));
    const scores: ScoreEvent[] = [
      { at: h1.start + 600_000, team: 'home', points: 1, period: 'h1', playerId: scorer },
      { at: h2.start + 600_000, team: 'away', points: 1, period: 'h2' },
      { at: h2.start + 1_200_000, team: 'home', points: 1, period: 'h2' },
    ];
    return { spec, script: { ...drawn, scores }, markets };
  }

  it('settles every market of a 2-1 from the final score: won, lost, and void for a push', () => {
    const { spec, script, markets } = finished();
    const full = stateAt(football, script, script.end + 1);
    expect(full.state.score).toEqual({ home: 2, away: 1 });
    const results = evaluateMarkets(football, spec, full, markets);
    const resultOf = (type: string, extra: Partial<MarketSpec> = {}) => {
      const market = markets.find((candidate) => candidate.type === type && Object.entries(extra).every(([key, value]) => candidate[key as keyof MarketSpec] === value))!;
      return resultsOf(results.get(market.id)!);
    };
    expect(resultOf('match-result')).toEqual({ home: 'won', draw: 'lost', away: 'lost' });
    expect(resultOf('double-chance')).toEqual({ 'home-draw': 'won', 'home-away': 'won', 'draw-away': 'lost' });
    expect(resultOf('draw-no-bet')).toEqual({ home: 'won', away: 'lost' });
    expect(resultOf('total', { line: 2.5 })).toEqual({ over: 'won', under: 'lost' });
    expect(resultOf('total', { line: 3.5 })).toEqual({ over: 'lost', under: 'won' });
    expect(resultOf('handicap', { line: -1 })).toEqual({ home: 'void', away: 'void' });
    expect(resultOf('handicap', { line: -1.5 })).toEqual({ home: 'lost', away: 'won' });
    expect(resultOf('both-teams-to-score')).toEqual({ yes: 'won', no: 'lost' });
    const correct = resultOf('correct-score');
    expect(Object.entries(correct).filter(([, result]) => result === 'won')).toEqual([['2-1', 'won']]);
    expect(resultOf('period-result', { period: 'h1' })).toEqual({ home: 'won', draw: 'lost', away: 'lost' });
    expect(resultOf('period-result', { period: 'h2' })).toEqual({ home: 'lost', draw: 'won', away: 'lost' });
    expect(Object.entries(resultOf('half-time-full-time')).filter(([, result]) => result === 'won')).toEqual([['home-home', 'won']]);
    expect(resultOf('odd-even')).toEqual({ odd: 'won', even: 'lost' });
    expect(resultOf('first-team-to-score')).toEqual({ home: 'won', none: 'lost', away: 'lost' });
    const scorer = Object.entries(resultOf('first-goalscorer')).filter(([, result]) => result === 'won');
    expect(scorer).toEqual([[markets.find((market) => market.type === 'first-goalscorer')!.outcomes[0].key, 'won']]);
    expect(resultOf('team-total', { team: 'away', line: 0.5 })).toEqual({ over: 'won', under: 'lost' });
  });

  it('settles the Asian quarter lines of a 2-1 as their two halves: half-won and half-lost next to a push', () => {
    const { spec, script, markets } = finished();
    const full = stateAt(football, script, script.end + 1);
    const results = evaluateMarkets(football, spec, full, markets);
    const resultOf = (type: string, line: number) => resultsOf(results.get(markets.find((candidate) => candidate.type === type && candidate.line === line)!.id)!);
    // 3 goals: over 2.75 is over 2.5 (won) and over 3 (push).
    expect(resultOf('total', 2.75)).toEqual({ over: 'half-won', under: 'half-lost' });
    expect(resultOf('total', 2.25)).toEqual({ over: 'won', under: 'lost' });
    // Home by one: -0.75 is -0.5 (won) and -1 (push); -0.25 is 0 and -0.5, both won.
    expect(resultOf('handicap', -0.75)).toEqual({ home: 'half-won', away: 'half-lost' });
    expect(resultOf('handicap', -0.25)).toEqual({ home: 'won', away: 'lost' });
    expect(resultOf('handicap', 0.75)).toEqual({ home: 'won', away: 'lost' });
  });

  it('prices a quarter line between its neighbouring lines before the start', () => {
    const { spec, script, markets } = finished();
    const evaluations = evaluateMarkets(football, spec, stateAt(football, script, spec.startAt - 60_000), markets);
    const over = (line: number) => fairProbabilities(evaluations.get(markets.find((candidate) => candidate.type === 'total' && candidate.line === line)!.id)!).over;
    expect(over(2.25)).toBeLessThan(over(2.5) + 0.2);
    expect(over(2.25)).toBeGreaterThan(over(2.5));
    expect(over(2.75)).toBeLessThan(over(2.5));
    expect(over(2.75)).toBeGreaterThan(over(3.5));
  });
});
