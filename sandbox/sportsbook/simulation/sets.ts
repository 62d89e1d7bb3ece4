import type { Random } from '../random.ts';
import { second, type EventSpec, type EventStatus, type PeriodScore, type MatchState, type PointEvent, type SetsTally, type SetsScript, type FullState } from './match-state.ts';
import type { SetsSport, TeamSide } from '../sports/sport-definition.ts';

// ---- sets: points, games (tennis), sets


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

export function setsScript(sport: SetsSport, spec: EventSpec, random: Random): SetsScript {
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

export function setsState(sport: SetsSport, script: SetsScript, t: number): FullState {
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

