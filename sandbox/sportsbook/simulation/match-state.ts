import type { NamePool, PlayerRecord } from '../catalogue.ts';
import type { TeamSide } from '../sports/sport-definition.ts';

// What a match is while it is played: the event as generated, its script (what will happen, drawn from the seed) and
// its state at a time, shared by the families' simulations (timed.ts, sets.ts, fight.ts) and pricing/.

export const second = 1000;
export const minute = 60 * second;

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

export interface ClockSegment {
  from: number;
  to: number;
}

export interface PlayedPeriod {
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

export interface Pause {
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
