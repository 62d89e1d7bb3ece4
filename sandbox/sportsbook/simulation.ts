import { playersOf, teamOf, type NamePool, type PlayerRecord } from './catalogue.ts';
import { createRandom, type Random } from './random.ts';
import type { ClockPlan, FightSport, GoalsSport, PointsSport, SetsSport, SportDefinition, TeamSide } from './sports/sport-definition.ts';

/**
 * How a match goes. Each event gets a script when it is generated, drawn from the feed's seed and the event's id:
 * when every goal, point, stoppage and video review happens. The state at any time (score, period, clock,
 * incident, whether markets are suspended) is then a pure function of the script and the time (stateAt), so:
 * - the same seed plays every match the same way, whatever the ticks in between (tests rely on it);
 * - a step of any length is exact: the sandbox's clock moved by two hours simply finds the match finished;
 * - after a restart the scripts are drawn again from the seed and the matches carry on where they were.
 * Prices are not in the script: pricing/ reads the state (never the future) like a trader would.
 */

export interface EventSpec {
  id: number;
  sportId: number;
  leagueId: number;
  homeId: number;
  awayId: number;
  startAt: number;
  /** When the event is listed (fixtures a few days ahead, arena matches a few matches ahead). */
  publishAt: number;
  /** Home side's edge over the away side, in [-1, 1]. */
  edge: number;
  /** Scoring level around the sport's average (0.85-1.15). */
  tempo: number;
  /** Name pool for players (goalscorers, player points), from the league. */
  namePool?: NamePool;
}

export type EventStatus = 'prematch' | 'live' | 'ended';

export interface Clock {
  /** The clock's reading at `at`, in seconds: played time ('up') or time left in the period ('down'). */
  seconds: number;
  running: boolean;
  direction: 'up' | 'down';
  /** Sandbox time (ms) of the reading; a running clock has moved by (now - at) since. */
  at: number;
}

export interface PeriodScore {
  period: string;
  home: number;
  away: number;
}

export interface Incident {
  type: 'goal' | 'var-check' | 'goal-disallowed' | 'ko' | 'submission' | 'decision';
  team: TeamSide | null;
  at: number;
}

/** The public state of a match at one time (what the feed stores and streams). */
export interface MatchState {
  status: EventStatus;
  /** Period code while playing (h1, q3, s2, m1, r2, ot, so), 'ht' or 'break' in a pause, null before and after. */
  phase: string | null;
  clock: Clock | null;
  /** Goals, points, sets (legs for darts, maps for esports); a finished fight counts 1-0 for its winner. */
  score: { home: number; away: number } | null;
  periods: PeriodScore[];
  /** Tennis: points of the current game (0, 15, 30, 40, A); other set sports: points of the current set. */
  point: { home: string; away: string } | null;
  server: TeamSide | null;
  incident: Incident | null;
  /** Markets are suspended until this time (a goal, a video review), or null. */
  suspendedUntil: number | null;
  endedAt: number | null;
}

// ---- scripts

interface ClockSegment {
  from: number;
  to: number;
}

interface PlayedPeriod {
  kind: 'period';
  code: string;
  start: number;
  end: number;
  /** Clock reading at the period's start (seconds): played minutes so far ('up') or the period's length ('down'). */
  base: number;
  direction: 'up' | 'down';
  /** Nominal length in clock seconds (without stoppage). */
  length: number;
  segments: ClockSegment[];
  regulation: boolean;
}

interface Pause {
  kind: 'pause';
  code: 'ht' | 'break';
  start: number;
  end: number;
}

export interface ScoreEvent {
  at: number;
  team: TeamSide;
  points: number;
  period: string;
  playerId?: number;
  /** Goals checked by video: the check ends at `until`, and the goal may be disallowed then. */
  review?: { until: number; disallowed: boolean };
  shootout?: boolean;
}

export interface TimedScript {
  kind: 'timed';
  start: number;
  end: number;
  phases: (PlayedPeriod | Pause)[];
  scores: ScoreEvent[];
  suspendSeconds: number;
  players: { home: PlayerRecord[]; away: PlayerRecord[] };
}

export interface PointEvent {
  at: number;
  winner: TeamSide;
}

export interface SetsScript {
  kind: 'sets';
  start: number;
  end: number;
  firstServer: TeamSide;
  points: PointEvent[];
  setBreakSeconds: number;
}

export interface FightScript {
  kind: 'fight';
  start: number;
  end: number;
  rounds: { code: string; start: number; end: number }[];
  finish: { at: number; winner: TeamSide; method: 'ko' | 'submission' } | null;
  decisionWinner: TeamSide;
}

export type Script = TimedScript | SetsScript | FightScript;

const second = 1000;
const minute = 60 * second;

/** Goals (or points) one side scores per clock second, by the edge and tempo of the event. */
export function scoringRates(sport: GoalsSport | PointsSport, spec: Pick<EventSpec, 'edge' | 'tempo'>): { home: number; away: number } {
  const regulationSeconds = sport.periods.reduce((sum, period) => sum + period.minutes * 60, 0);
  if (sport.family === 'goals') {
    const share = Math.min(0.82, Math.max(0.18, 0.52 + spec.edge * 0.3));
    const total = (sport.goalsPerMatch * spec.tempo) / regulationSeconds;
    return { home: total * share, away: total * (1 - share) };
  }
  const perTeam = (sport.pointsPerTeam * spec.tempo) / regulationSeconds;
  const lean = sport.id === 36 ? 0.1 : 0.07;
  return { home: perTeam * (1 + spec.edge * lean), away: perTeam * (1 - spec.edge * lean) };
}

export function meanScoreValue(sport: PointsSport): { mean: number; meanSquare: number } {
  const total = sport.scoreValues.reduce((sum, [, weight]) => sum + weight, 0);
  let mean = 0;
  let meanSquare = 0;
  for (const [value, weight] of sport.scoreValues) {
    mean += (value * weight) / total;
    meanSquare += (value * value * weight) / total;
  }
  return { mean, meanSquare };
}

/** Real-time stretches in which the clock runs until it has run `clockSeconds`; starts at `start`. */
function runClock(start: number, clockSeconds: number, plan: ClockPlan, random: Random): { segments: ClockSegment[]; end: number } {
  if (!plan.stopClock) return { segments: [{ from: start, to: start + clockSeconds * second }], end: start + clockSeconds * second };
  const segments: ClockSegment[] = [];
  let left = clockSeconds * second;
  let at = start;
  while (left > 0) {
    const run = Math.min(left, Math.max(5 * second, Math.round(random.exponential(plan.stopClock.runSeconds) * second)));
    segments.push({ from: at, to: at + run });
    at += run;
    left -= run;
    if (left > 0) at += Math.max(3 * second, Math.round(random.exponential(plan.stopClock.stopSeconds) * second));
  }
  return { segments, end: at };
}

/** The real time at which the clock has run `clockMs` within the segments. */
function realTimeOf(segments: readonly ClockSegment[], clockMs: number): number {
  let left = clockMs;
  for (const segment of segments) {
    const length = segment.to - segment.from;
    if (left <= length) return segment.from + left;
    left -= length;
  }
  return segments[segments.length - 1].to;
}

/** Clock milliseconds run within the segments up to `t`. */
function clockRunUntil(segments: readonly ClockSegment[], t: number): { ms: number; running: boolean } {
  let ms = 0;
  let running = false;
  for (const segment of segments) {
    if (t <= segment.from) break;
    ms += Math.min(t, segment.to) - segment.from;
    if (t < segment.to) running = true;
  }
  return { ms, running };
}

const pauseCode = (plan: ClockPlan, index: number): 'ht' | 'break' => (plan.periods.length === 2 || (plan.periods.length === 4 && index === 1) ? 'ht' : 'break');

function pickPlayer(players: readonly PlayerRecord[], random: Random): number | undefined {
  const shares = players.map((player) => player.share);
  const rest = Math.max(0, 1 - shares.reduce((sum, share) => sum + share, 0));
  const index = random.weighted([...shares, rest]);
  return index < players.length ? players[index].id : undefined;
}

function scorePoints(sport: GoalsSport | PointsSport, random: Random): number {
  if (sport.family === 'goals') return 1;
  return sport.scoreValues[random.weighted(sport.scoreValues.map(([, weight]) => weight))][0];
}

/** Players named in the markets of the event (goalscorers in football, player points in basketball). */
export function eventPlayers(sport: SportDefinition, spec: EventSpec): { home: PlayerRecord[]; away: PlayerRecord[] } {
  const count = sport.family === 'goals' ? (sport.scorersPerTeam ?? 0) : sport.family === 'points' ? (sport.playersPerTeam ?? 0) : 0;
  if (count === 0 || !spec.namePool) return { home: [], away: [] };
  const kind = sport.family === 'goals' ? 'scorers' : 'points';
  const home = teamOf(spec.homeId);
  const away = teamOf(spec.awayId);
  if (!home || !away) return { home: [], away: [] };
  return { home: playersOf(home, spec.namePool, count, kind), away: playersOf(away, spec.namePool, count, kind) };
}

function timedScript(sport: GoalsSport | PointsSport, spec: EventSpec, random: Random): TimedScript {
  const rates = scoringRates(sport, spec);
  const valueMean = sport.family === 'points' ? meanScoreValue(sport).mean : 1;
  const players = eventPlayers(sport, spec);
  const phases: (PlayedPeriod | Pause)[] = [];
  const scores: ScoreEvent[] = [];
  let t = spec.startAt;
  let playedSeconds = 0;

  const addScores = (period: PlayedPeriod, clockSeconds: number, periodIndex: number, suddenDeath: boolean) => {
    for (const team of ['home', 'away'] as const) {
      let rate = rates[team] / valueMean;
      // Cricket: each side bats in its own innings, scoring all its runs there.
      if (sport.family === 'points' && sport.innings) rate = (team === 'home') === (periodIndex === 0) ? rate * 2 : 0;
      const count = random.poisson(rate * clockSeconds);
      for (let n = 0; n < count; n += 1) {
        const at = realTimeOf(period.segments, random.between(0, clockSeconds * second));
        const event: ScoreEvent = { at: Math.round(at), team, points: scorePoints(sport, random), period: period.code };
        const playerId = pickPlayer(players[team], random);
        if (playerId !== undefined) event.playerId = playerId;
        if (sport.family === 'goals' && sport.videoReview && random.chance(sport.videoReview.chance)) {
          const [low, high] = sport.videoReview.seconds;
          event.review = { until: event.at + Math.round(random.between(low, high) * second), disallowed: random.chance(sport.videoReview.disallowChance) };
        }
        scores.push(event);
      }
    }
    if (suddenDeath) {
      // Overtime ends with the first goal that stands.
      const standing = scores.filter((event) => event.period === period.code && !event.review?.disallowed).sort((a, b) => a.at - b.at);
      if (standing.length > 0) {
        const first = standing[0];
        for (let index = scores.length - 1; index >= 0; index -= 1) {
          if (scores[index].period === period.code && scores[index] !== first && scores[index].at >= first.at) scores.splice(index, 1);
        }
        period.end = Math.max(first.at, first.review?.until ?? first.at) + 1;
        period.segments = period.segments.filter((segment) => segment.from < period.end).map((segment) => ({ from: segment.from, to: Math.min(segment.to, period.end) }));
      }
    }
  };

  sport.periods.forEach((plan, index) => {
    const stoppage = plan.stoppage ? random.int(plan.stoppage[0], plan.stoppage[1]) * 60 : 0;
    const clockSeconds = plan.minutes * 60 + stoppage;
    const { segments, end } = runClock(t, clockSeconds, sport, random);
    const period: PlayedPeriod = {
      kind: 'period',
      code: plan.code,
      start: t,
      end,
      base: sport.clock === 'up' ? playedSeconds : plan.minutes * 60,
      direction: sport.clock,
      length: plan.minutes * 60,
      segments,
      regulation: true,
    };
    phases.push(period);
    addScores(period, clockSeconds, index, false);
    playedSeconds += plan.minutes * 60;
    t = end;
    if (index < sport.periods.length - 1) {
      const pauseEnd = t + Math.round(sport.breaks[index] * minute);
      phases.push({ kind: 'pause', code: pauseCode(sport, index), start: t, end: pauseEnd });
      t = pauseEnd;
    }
  });

  const standingTotal = (team: TeamSide) => scores.filter((event) => event.team === team && !event.review?.disallowed).reduce((sum, event) => sum + event.points, 0);
  const overtime = sport.overtime;
  let rounds = 0;
  while (overtime && standingTotal('home') === standingTotal('away') && rounds < 6) {
    rounds += 1;
    const pauseEnd = t + Math.round(overtime.breakMinutes * minute);
    phases.push({ kind: 'pause', code: 'break', start: t, end: pauseEnd });
    t = pauseEnd;
    const clockSeconds = overtime.minutes * 60;
    const { segments, end } = runClock(t, clockSeconds, sport, random);
    const period: PlayedPeriod = { kind: 'period', code: 'ot', start: t, end, base: sport.clock === 'up' ? playedSeconds : clockSeconds, direction: sport.clock, length: clockSeconds, segments, regulation: false };
    phases.push(period);
    addScores(period, clockSeconds, sport.periods.length, !overtime.repeat);
    playedSeconds += clockSeconds;
    t = period.end;
    if (!overtime.repeat) break;
  }
  if (overtime?.shootout && standingTotal('home') === standingTotal('away')) {
    // A shootout decides; the winner is credited one goal, as the books settle "including overtime" markets.
    const start = t + 2 * minute;
    phases.push({ kind: 'pause', code: 'break', start: t, end: start });
    const end = start + Math.round(random.between(3, 6) * minute);
    phases.push({ kind: 'period', code: 'so', start, end, base: 0, direction: 'up', length: 0, segments: [], regulation: false });
    scores.push({ at: end - 1, team: random.chance(0.5 + spec.edge * 0.15) ? 'home' : 'away', points: 1, period: 'so', shootout: true });
    t = end;
  }
  if (rounds >= 6 && standingTotal('home') === standingTotal('away')) {
    // Practically never: six overtimes still level. The last point decides.
    scores.push({ at: t - 1, team: spec.edge >= 0 ? 'home' : 'away', points: 1, period: 'ot' });
  }
  scores.sort((a, b) => a.at - b.at);
  const suspendSeconds = sport.family === 'goals' ? sport.suspendSeconds : 0;
  return { kind: 'timed', start: spec.startAt, end: t, phases, scores, suspendSeconds, players };
}

// ---- sets: points, games (tennis), sets

/** Point-by-point scoring of a sets match; replaying the script's points through it gives the state. */
export interface SetsTally {
  /** Completed sets, each as [home, away] points (games for tennis). */
  sets: [number, number][];
  /** Points (games for tennis) of the set being played. */
  current: [number, number];
  /** Tennis: points of the current game, and whether it is a tie-break. */
  game: [number, number];
  tiebreak: boolean;
  server: TeamSide;
  setsWon: [number, number];
  over: boolean;
  /** Points played in the tie-break (serve changes every two). */
  tiebreakPoints: number;
}

export function newTally(firstServer: TeamSide): SetsTally {
  return { sets: [], current: [0, 0], game: [0, 0], tiebreak: false, server: firstServer, setsWon: [0, 0], over: false, tiebreakPoints: 0 };
}

export function setTargetOf(sport: SetsSport, setIndex: number): number {
  const deciding = setIndex === sport.setsToWin * 2 - 2;
  return deciding && sport.decidingSetTarget ? sport.decidingSetTarget : sport.setTarget;
}

const otherSide = (side: TeamSide): TeamSide => (side === 'home' ? 'away' : 'home');

/** Adds one point won by `winner`; returns true when it ended a set. */
export function addPoint(sport: SetsSport, tally: SetsTally, winner: TeamSide): boolean {
  const w = winner === 'home' ? 0 : 1;
  const l = 1 - w;
  let setWonBy: number | null = null;
  if (sport.tennis) {
    tally.game[w] += 1;
    const target = tally.tiebreak ? 7 : 4;
    if (tally.tiebreak) {
      tally.tiebreakPoints += 1;
      if (tally.tiebreakPoints % 2 === 1) tally.server = otherSide(tally.server);
    }
    if (tally.game[w] >= target && tally.game[w] - tally.game[l] >= 2) {
      tally.current[w] += 1;
      const wasTiebreak = tally.tiebreak;
      tally.game = [0, 0];
      if (!wasTiebreak) tally.server = otherSide(tally.server);
      tally.tiebreak = false;
      tally.tiebreakPoints = 0;
      const [a, b] = [tally.current[w], tally.current[l]];
      if ((a >= 6 && a - b >= 2) || a === 7) setWonBy = w;
      else if (a === 6 && b === 6) tally.tiebreak = true;
    }
  } else {
    tally.current[w] += 1;
    const target = setTargetOf(sport, tally.sets.length);
    const [a, b] = [tally.current[w], tally.current[l]];
    if (a >= target && (!sport.winByTwo || a - b >= 2)) setWonBy = w;
  }
  if (setWonBy === null) return false;
  tally.sets.push([tally.current[0], tally.current[1]]);
  tally.current = [0, 0];
  tally.setsWon[setWonBy] += 1;
  if (tally.setsWon[setWonBy] >= sport.setsToWin) tally.over = true;
  return true;
}

/** Home's chance of winning a point: tennis on serve (server's side), the others a single figure. */
export function pointChances(sport: SetsSport, edge: number): { homeServing: number; awayServing: number; rally: number } {
  if (sport.tennis) {
    const base = 0.635;
    return { homeServing: base + edge * sport.pointEdge, awayServing: 1 - (base - edge * sport.pointEdge), rally: 0.5 + edge * sport.pointEdge };
  }
  const rally = 0.5 + edge * sport.pointEdge;
  return { homeServing: rally, awayServing: rally, rally };
}

function setsScript(sport: SetsSport, spec: EventSpec, random: Random): SetsScript {
  const firstServer: TeamSide = random.chance(0.5) ? 'home' : 'away';
  const tally = newTally(firstServer);
  const chances = pointChances(sport, spec.edge);
  const points: PointEvent[] = [];
  let t = spec.startAt;
  while (!tally.over && points.length < 2000) {
    t += Math.round(sport.pointSeconds * random.between(0.5, 1.5) * second);
    const homeChance = sport.tennis ? (tally.server === 'home' ? chances.homeServing : chances.awayServing) : chances.rally;
    const winner: TeamSide = random.chance(homeChance) ? 'home' : 'away';
    points.push({ at: t, winner });
    if (addPoint(sport, tally, winner) && !tally.over) t += sport.setBreakSeconds * second;
  }
  return { kind: 'sets', start: spec.startAt, end: t, firstServer, points, setBreakSeconds: sport.setBreakSeconds };
}

function fightScript(sport: FightSport, spec: EventSpec, random: Random): FightScript {
  const rounds: FightScript['rounds'] = [];
  let t = spec.startAt;
  let finish: FightScript['finish'] = null;
  for (let index = 0; index < sport.rounds; index += 1) {
    const start = t;
    let end = start + sport.roundMinutes * minute;
    if (!finish && random.chance(sport.finishPerRound)) {
      const at = start + Math.round(random.between(0.05, 0.98) * sport.roundMinutes * minute);
      finish = { at, winner: random.chance(0.5 + spec.edge * 0.35) ? 'home' : 'away', method: random.chance(0.62) ? 'ko' : 'submission' };
      end = at;
    }
    rounds.push({ code: `r${index + 1}`, start, end });
    t = end;
    if (finish) break;
    if (index < sport.rounds - 1) t += sport.breakMinutes * minute;
  }
  return { kind: 'fight', start: spec.startAt, end: t + (finish ? 0 : 30 * second), rounds, finish, decisionWinner: random.chance(0.5 + spec.edge * 0.3) ? 'home' : 'away' };
}

/** The script of an event: the same for the same seed and event, whenever it is drawn. */
export function scriptOf(sport: SportDefinition, spec: EventSpec, seed: number): Script {
  const random = createRandom(seed, 'script', spec.id);
  switch (sport.family) {
    case 'goals':
    case 'points':
      return timedScript(sport, spec, random);
    case 'sets':
      return setsScript(sport, spec, random);
    case 'fight':
      return fightScript(sport, spec, random);
  }
}

// ---- state at a time

const incidentSeconds = 15;

function standingAt(event: ScoreEvent, t: number): boolean {
  if (event.at > t) return false;
  return !(event.review?.disallowed && event.review.until <= t);
}

export interface TimedDetail {
  kind: 'timed';
  /** Index in the sport's regulation periods of the period being played or next (periods.length once over). */
  periodIndex: number;
  /** Clock seconds run in that period. */
  elapsed: number;
  inOvertime: boolean;
  /** Standing scores per period code. */
  byPeriod: Map<string, { home: number; away: number }>;
  regulation: { home: number; away: number };
  firstGoal: TeamSide | null;
  firstScorer: number | null;
  /** Points per player (basketball). */
  playerPoints: Map<number, number>;
  regulationOver: boolean;
}

export interface SetsDetail {
  kind: 'sets';
  tally: SetsTally;
}

export interface FightDetail {
  kind: 'fight';
  /** Round index being fought or next, and the fraction of it gone. */
  roundIndex: number;
  fraction: number;
  finish: FightScript['finish'];
  over: boolean;
  decisionWinner: TeamSide | null;
}

export type StateDetail = TimedDetail | SetsDetail | FightDetail;

export interface FullState {
  state: MatchState;
  detail: StateDetail;
}

const tennisPoints = ['0', '15', '30', '40'];

function tennisPoint(game: [number, number], tiebreak: boolean): { home: string; away: string } {
  if (tiebreak) return { home: String(game[0]), away: String(game[1]) };
  const [a, b] = game;
  if (a >= 3 && b >= 3) {
    if (a === b) return { home: '40', away: '40' };
    return a > b ? { home: 'A', away: '40' } : { home: '40', away: 'A' };
  }
  return { home: tennisPoints[Math.min(a, 3)], away: tennisPoints[Math.min(b, 3)] };
}

function timedState(sport: GoalsSport | PointsSport, script: TimedScript, t: number): FullState {
  const byPeriod = new Map<string, { home: number; away: number }>();
  const playerPoints = new Map<number, number>();
  let firstGoal: TeamSide | null = null;
  let firstScorer: number | null = null;
  const total = { home: 0, away: 0 };
  const regulation = { home: 0, away: 0 };
  const regulationCodes = new Set(sport.periods.map((period) => period.code));
  for (const event of script.scores) {
    if (!standingAt(event, t)) continue;
    total[event.team] += event.points;
    if (regulationCodes.has(event.period)) regulation[event.team] += event.points;
    const period = byPeriod.get(event.period) ?? { home: 0, away: 0 };
    period[event.team] += event.points;
    byPeriod.set(event.period, period);
    if (!event.shootout && firstGoal === null) {
      firstGoal = event.team;
      firstScorer = event.playerId ?? -1;
    }
    if (event.playerId !== undefined) playerPoints.set(event.playerId, (playerPoints.get(event.playerId) ?? 0) + event.points);
  }
  const periods: PeriodScore[] = script.phases
    .filter((phase): phase is PlayedPeriod => phase.kind === 'period' && phase.start <= t)
    .map((phase) => ({ period: phase.code, ...(byPeriod.get(phase.code) ?? { home: 0, away: 0 }) }));

  let status: EventStatus = 'live';
  let phase: string | null = null;
  let clock: Clock | null = null;
  let periodIndex = 0;
  let elapsed = 0;
  let inOvertime = false;
  let regulationOver = false;
  if (t < script.start) status = 'prematch';
  else if (t >= script.end) {
    status = 'ended';
    periodIndex = sport.periods.length;
    regulationOver = true;
  } else {
    let regulationSeen = 0;
    for (const item of script.phases) {
      if (item.kind === 'period' && item.regulation) regulationSeen += 1;
      if (t >= item.end) continue;
      if (t < item.start) break;
      phase = item.code;
      if (item.kind === 'period') {
        const run = clockRunUntil(item.segments, t);
        const seconds = Math.floor(run.ms / second);
        if (item.segments.length > 0) clock = { seconds: item.direction === 'up' ? item.base + seconds : Math.max(0, item.length - seconds), running: run.running, direction: item.direction, at: t };
        if (item.regulation) {
          periodIndex = regulationSeen - 1;
          elapsed = seconds;
        } else {
          periodIndex = sport.periods.length;
          inOvertime = true;
          regulationOver = true;
        }
      } else {
        periodIndex = regulationSeen;
        regulationOver = regulationSeen >= sport.periods.length;
        inOvertime = regulationOver;
        // A paused clock still shows its reading (45:00 at half-time, 0:00 between quarters).
        const previous = script.phases[script.phases.indexOf(item) - 1] as PlayedPeriod | undefined;
        if (previous?.kind === 'period' && previous.segments.length > 0) {
          const run = clockRunUntil(previous.segments, previous.end);
          const seconds = Math.floor(run.ms / second);
          clock = { seconds: previous.direction === 'up' ? previous.base + seconds : Math.max(0, previous.length - seconds), running: false, direction: previous.direction, at: t };
        }
      }
      break;
    }
  }

  let incident: Incident | null = null;
  let suspendedUntil: number | null = null;
  if (status === 'live' && sport.family === 'goals') {
    const latest = [...script.scores].reverse().find((event) => event.at <= t && !event.shootout);
    if (latest) {
      if (latest.review && t < latest.review.until) incident = { type: 'var-check', team: latest.team, at: latest.at };
      else if (latest.review?.disallowed && t < latest.review.until + incidentSeconds * second) incident = { type: 'goal-disallowed', team: latest.team, at: latest.review.until };
      else if (!latest.review?.disallowed && t < latest.at + incidentSeconds * second) incident = { type: 'goal', team: latest.team, at: latest.at };
      const until = latest.review ? latest.review.until + 3 * second : latest.at + script.suspendSeconds * second;
      if (t < until && script.suspendSeconds > 0) suspendedUntil = until;
    }
  }

  const state: MatchState = {
    status,
    phase,
    clock,
    score: status === 'prematch' ? null : total,
    periods,
    point: null,
    server: null,
    incident,
    suspendedUntil,
    endedAt: status === 'ended' ? script.end : null,
  };
  return { state, detail: { kind: 'timed', periodIndex, elapsed, inOvertime, byPeriod, regulation, firstGoal, firstScorer, playerPoints, regulationOver } };
}

function setsState(sport: SetsSport, script: SetsScript, t: number): FullState {
  const tally = newTally(script.firstServer);
  let lastSetEnd = -Infinity;
  for (const point of script.points) {
    if (point.at > t) break;
    if (addPoint(sport, tally, point.winner)) lastSetEnd = point.at;
  }
  const status: EventStatus = t < script.start ? 'prematch' : t >= script.end ? 'ended' : 'live';
  const periods: PeriodScore[] = tally.sets.map(([home, away], index) => ({ period: `${sport.setCode}${index + 1}`, home, away }));
  let phase: string | null = null;
  let point: MatchState['point'] = null;
  if (status === 'live') {
    const inBreak = script.setBreakSeconds > 0 && t < lastSetEnd + script.setBreakSeconds * second;
    phase = inBreak ? 'break' : `${sport.setCode}${tally.sets.length + 1}`;
    if (!inBreak) periods.push({ period: phase, home: tally.current[0], away: tally.current[1] });
    point = sport.tennis ? tennisPoint(tally.game, tally.tiebreak) : { home: String(tally.current[0]), away: String(tally.current[1]) };
  }
  // Darts is one set of legs: its score is the legs; other sports count sets (maps).
  const single = sport.setsToWin === 1;
  const score = status === 'prematch' ? null : single ? { home: tally.sets[0]?.[0] ?? tally.current[0], away: tally.sets[0]?.[1] ?? tally.current[1] } : { home: tally.setsWon[0], away: tally.setsWon[1] };
  const state: MatchState = {
    status,
    phase,
    clock: null,
    score,
    periods: single ? [] : periods,
    point: single ? null : point,
    server: status === 'live' && sport.tennis ? tally.server : null,
    incident: null,
    suspendedUntil: null,
    endedAt: status === 'ended' ? script.end : null,
  };
  return { state, detail: { kind: 'sets', tally } };
}

function fightState(sport: FightSport, script: FightScript, t: number): FullState {
  const status: EventStatus = t < script.start ? 'prematch' : t >= script.end ? 'ended' : 'live';
  let phase: string | null = null;
  let clock: Clock | null = null;
  let roundIndex = 0;
  let fraction = 0;
  for (const [index, round] of script.rounds.entries()) {
    if (t >= round.end) {
      roundIndex = index + 1;
      continue;
    }
    if (t >= round.start) {
      phase = round.code;
      roundIndex = index;
      fraction = (t - round.start) / (sport.roundMinutes * minute);
      const left = sport.roundMinutes * 60 - Math.floor((t - round.start) / second);
      clock = { seconds: Math.max(0, left), running: true, direction: 'down', at: t };
    } else if (status === 'live') phase = 'break';
    break;
  }
  if (status === 'live' && phase === null) phase = 'break';
  const finished = script.finish && t >= script.finish.at ? script.finish : null;
  const over = status === 'ended';
  const winner = over ? (script.finish?.winner ?? script.decisionWinner) : null;
  const incident: Incident | null = finished ? { type: finished.method, team: finished.winner, at: finished.at } : over ? { type: 'decision', team: script.decisionWinner, at: script.end } : null;
  const state: MatchState = {
    status,
    phase: status === 'live' ? phase : null,
    clock: status === 'live' ? clock : null,
    score: status === 'prematch' ? null : winner ? { home: winner === 'home' ? 1 : 0, away: winner === 'away' ? 1 : 0 } : { home: 0, away: 0 },
    periods: [],
    point: null,
    server: null,
    incident,
    suspendedUntil: finished && !over ? script.end : null,
    endedAt: over ? script.end : null,
  };
  return { state, detail: { kind: 'fight', roundIndex, fraction, finish: finished, over, decisionWinner: over && !script.finish ? script.decisionWinner : null } };
}

export function stateAt(sport: SportDefinition, script: Script, t: number): FullState {
  if (script.kind === 'timed' && (sport.family === 'goals' || sport.family === 'points')) return timedState(sport, script, t);
  if (script.kind === 'sets' && sport.family === 'sets') return setsState(sport, script, t);
  if (script.kind === 'fight' && sport.family === 'fight') return fightState(sport, script, t);
  throw new Error(`Script ${script.kind} does not fit sport ${sport.key}`);
}

/** When a period ends in the script (for closing and settling period markets), or null if it is not played. */
export function periodEndOf(script: Script, sport: SportDefinition, period: string): number | null {
  if (script.kind === 'timed') return script.phases.find((phase) => phase.kind === 'period' && phase.code === period)?.end ?? null;
  if (script.kind === 'sets' && sport.family === 'sets') {
    const index = Number(period.slice(sport.setCode.length)) - 1;
    const tally = newTally(script.firstServer);
    let sets = 0;
    for (const point of script.points) {
      if (addPoint(sport, tally, point.winner)) {
        if (sets === index) return point.at;
        sets += 1;
      }
    }
    return null;
  }
  return null;
}
