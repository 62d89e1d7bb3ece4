/**
 * What each sport of the sandbox's feed declares (one file per sport beside this one, listed in ../sports.ts): its
 * §3 id, how a match is played (periods, clock, scoring) and which markets the feed offers on it. Four families share the simulation and pricing code (simulation.ts,
 * pricing/):
 *
 *   goals   goals arrive as a Poisson process (football, futsal, handball, ice hockey, e-football...)
 *   points  scores of a few points each, priced with a normal model (basketball, rugby, cricket)
 *   sets    point by point, in sets (or games and sets for tennis; legs for darts; rounds and maps for esports)
 *   fight   rounds with a chance of a finish in each (martial arts)
 *
 * The market types the sports name are the feed's market type ids; the front end's market templates
 * (config/sportsbook/) are keyed by the same ids.
 */

export type Family = 'goals' | 'points' | 'sets' | 'fight';
export type TeamSide = 'home' | 'away';

export interface PeriodPlan {
  /** Period code, also the market period specifier: h1, h2, q1..q4, p1..p3, i1, i2. */
  code: string;
  minutes: number;
  /** Stoppage time added to the period, in whole minutes [min, max] (football). */
  stoppage?: readonly [number, number];
}

export interface OvertimePlan {
  minutes: number;
  breakMinutes: number;
  /** Ice hockey: still level after overtime -> a shootout decides, counted as one goal for its winner. */
  shootout: boolean;
  /** Basketball: overtime repeats until someone leads (sudden death otherwise). */
  repeat: boolean;
}

export interface ClockPlan {
  periods: readonly PeriodPlan[];
  /** Minutes of the break after each period but the last. */
  breaks: readonly number[];
  /** 'up': minutes played since kick-off (football); 'down': time left in the period (basketball, ice hockey). */
  clock: 'up' | 'down';
  /** Stop-clock sports: the clock runs in stretches and stops in between (mean seconds of each). */
  stopClock?: { runSeconds: number; stopSeconds: number };
  overtime?: OvertimePlan;
}

/**
 * A market the feed offers on every event of the sport. `lines` are absolute (2.5 goals); `offsets` are added to
 * the expected figure of the event (a basketball total of 221.5 = expected 219 + 2, rounded to .5).
 */
export interface MarketPlan {
  type: string;
  period?: string;
  team?: TeamSide;
  lines?: readonly number[];
  offsets?: readonly number[];
}

interface SportBase {
  id: number;
  /** Stable kebab-case key (config/sportsbook/sports/<key>.ts). */
  key: string;
  name: string;
  /** Bookmaker margin of the main markets; other markets add their own (pricing/model.ts). */
  margin: number;
  markets: readonly MarketPlan[];
}

export interface GoalsSport extends SportBase, ClockPlan {
  family: 'goals';
  /** Mean goals of both teams in regulation time. */
  goalsPerMatch: number;
  /** Video review of goals: the chance a goal is checked, and that a checked goal is disallowed. */
  videoReview?: { chance: number; disallowChance: number; seconds: readonly [number, number] };
  /** Markets stay suspended this long after a goal. */
  suspendSeconds: number;
  /** Goalscorer markets name this many players per team. */
  scorersPerTeam?: number;
  /** Correct score outcomes run 0-0 .. max-max, plus "any other score". */
  correctScoreMax?: number;
}

export interface PointsSport extends SportBase, ClockPlan {
  family: 'points';
  /** Mean points of one team in regulation time. */
  pointsPerTeam: number;
  /** What one score is worth, with its weight (basketball: 2, 3, free throw 1). */
  scoreValues: readonly (readonly [value: number, weight: number])[];
  /** Cricket: only the home team bats in the first period (innings), only the away team in the second. */
  innings?: boolean;
  /** Player point specials name this many players per team. */
  playersPerTeam?: number;
}

export interface SetsSport extends SportBase {
  family: 'sets';
  /** Tennis: points -> games -> sets, with serve and tie-breaks; the other fields describe the sets. */
  tennis?: boolean;
  /** Sets to win the match: best of (2 * setsToWin - 1). */
  setsToWin: number;
  /** Points to win a set (games for tennis), and for the deciding set if different. */
  setTarget: number;
  decidingSetTarget?: number;
  winByTwo: boolean;
  /** Real seconds one point (a rally, a leg, a round) takes on average. */
  pointSeconds: number;
  setBreakSeconds: number;
  /** Point-win probability of the home side is 0.5 +- up to this (tennis: on serve, around 0.64). */
  pointEdge: number;
  /** Period code prefix of the sets: s (set), m (map); darts has a single set of legs. */
  setCode: string;
}

export interface FightSport extends SportBase {
  family: 'fight';
  rounds: number;
  roundMinutes: number;
  breakMinutes: number;
  /** Chance that a round ends the fight early (knock-out or submission). */
  finishPerRound: number;
}

export type SportDefinition = GoalsSport | PointsSport | SetsSport | FightSport;

export const footballLike = (extra: { total: number[]; handicap: number[]; h1Total: number[]; teamTotal: number[] }): MarketPlan[] => [
  { type: 'match-result' },
  { type: 'double-chance' },
  { type: 'draw-no-bet' },
  { type: 'total', lines: extra.total },
  { type: 'handicap', lines: extra.handicap },
  { type: 'both-teams-to-score' },
  { type: 'correct-score' },
  { type: 'period-result', period: 'h1' },
  { type: 'period-total', period: 'h1', lines: extra.h1Total },
  { type: 'period-result', period: 'h2' },
  { type: 'half-time-full-time' },
  { type: 'team-total', team: 'home', lines: extra.teamTotal },
  { type: 'team-total', team: 'away', lines: extra.teamTotal },
  { type: 'odd-even' },
  { type: 'first-team-to-score' },
];

export const setsMarkets = (setsToWin: number, unitOffsets: number[], setUnitOffsets: number[], code = 's'): MarketPlan[] => [
  { type: 'match-winner' },
  ...(setsToWin > 1
    ? [
        { type: 'set-handicap', lines: setsToWin === 2 ? [-1.5, 1.5] : [-2.5, -1.5, 1.5, 2.5] },
        { type: 'total-sets', lines: setsToWin === 2 ? [2.5] : [3.5, 4.5] },
        { type: 'correct-score' },
        { type: 'period-winner', period: `${code}1` },
        { type: 'period-total', period: `${code}1`, offsets: setUnitOffsets },
      ]
    : [{ type: 'correct-score' }]),
  { type: 'total', offsets: unitOffsets },
  { type: 'handicap', offsets: [-3, -1, 1, 3].map((offset) => offset) },
];
