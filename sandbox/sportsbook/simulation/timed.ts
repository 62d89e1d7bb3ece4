import { playersOf, teamOf, type PlayerRecord } from '../catalogue.ts';
import type { Random } from '../random.ts';
import { second, minute, type EventSpec, type EventStatus, type Clock, type PeriodScore, type Incident, type MatchState, type ClockSegment, type PlayedPeriod, type Pause, type ScoreEvent, type TimedScript, type FullState } from './match-state.ts';
import type { ClockPlan, GoalsSport, PointsSport, SportDefinition, TeamSide } from '../sports/sport-definition.ts';

// ---- goals and points: a running clock, periods and pauses, goals or points at random times

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

export function timedScript(sport: GoalsSport | PointsSport, spec: EventSpec, random: Random): TimedScript {
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

// ---- state at a time

const incidentSeconds = 15;

function standingAt(event: ScoreEvent, t: number): boolean {
  if (event.at > t) return false;
  return !(event.review?.disallowed && event.review.until <= t);
}

export function timedState(sport: GoalsSport | PointsSport, script: TimedScript, t: number): FullState {
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

