/**
 * The sports of the sandbox's feed: their §3 ids, how a match of each is played (periods, clock, scoring) and
 * which markets the feed offers on it. Four families share the simulation and pricing code (simulation.ts,
 * pricing/):
 *
 *   goals   goals arrive as a Poisson process (football, futsal, handball, ice hockey, e-football...)
 *   points  scores of a few points each, priced with a normal model (basketball, rugby, cricket)
 *   sets    point by point, in sets (or games and sets for tennis; legs for darts; rounds and maps for esports)
 *   fight   rounds with a chance of a finish in each (martial arts)
 *
 * The market types named here are the feed's market type ids; the front end's market templates
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

const footballLike = (extra: { total: number[]; handicap: number[]; h1Total: number[]; teamTotal: number[] }): MarketPlan[] => [
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

const setsMarkets = (setsToWin: number, unitOffsets: number[], setUnitOffsets: number[], code = 's'): MarketPlan[] => [
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

/** §3 Sport ids, in the order §3 lists them. */
export const sports: readonly SportDefinition[] = [
  {
    id: 1,
    key: 'football',
    name: 'Football',
    family: 'goals',
    margin: 0.055,
    periods: [
      { code: 'h1', minutes: 45, stoppage: [1, 4] },
      { code: 'h2', minutes: 45, stoppage: [2, 7] },
    ],
    breaks: [15],
    clock: 'up',
    goalsPerMatch: 2.65,
    videoReview: { chance: 0.15, disallowChance: 0.35, seconds: [40, 110] },
    suspendSeconds: 8,
    scorersPerTeam: 6,
    correctScoreMax: 4,
    markets: [
      ...footballLike({ total: [0.5, 1.5, 2.5, 3.5, 4.5, 5.5], handicap: [-2.5, -1.5, -1, -0.5, 0, 0.5, 1, 1.5, 2.5], h1Total: [0.5, 1.5, 2.5], teamTotal: [0.5, 1.5, 2.5] }),
      { type: 'first-goalscorer' },
      // Asian quarter lines (half the stake on each neighbouring line: half-won, half-lost); last, so the ids above stay as they were.
      { type: 'total', lines: [2.25, 2.75] },
      { type: 'handicap', lines: [-0.75, -0.25, 0.25, 0.75] },
    ],
  },
  {
    id: 3,
    key: 'tennis',
    name: 'Tennis',
    family: 'sets',
    tennis: true,
    margin: 0.06,
    setsToWin: 2,
    setTarget: 6,
    winByTwo: true,
    pointSeconds: 38,
    setBreakSeconds: 120,
    pointEdge: 0.07,
    setCode: 's',
    markets: [
      { type: 'match-winner' },
      { type: 'set-handicap', lines: [-1.5, 1.5] },
      { type: 'total-sets', lines: [2.5] },
      { type: 'correct-score' },
      { type: 'period-winner', period: 's1' },
      { type: 'period-total', period: 's1', lines: [8.5, 9.5, 10.5] },
      { type: 'total', lines: [19.5, 21.5, 22.5, 23.5, 25.5] },
      { type: 'handicap', lines: [-4.5, -2.5, 2.5, 4.5] },
      { type: 'to-win-a-set', team: 'home' },
      { type: 'to-win-a-set', team: 'away' },
    ],
  },
  {
    id: 4,
    key: 'basketball',
    name: 'Basketball',
    family: 'points',
    margin: 0.05,
    periods: [
      { code: 'q1', minutes: 12 },
      { code: 'q2', minutes: 12 },
      { code: 'q3', minutes: 12 },
      { code: 'q4', minutes: 12 },
    ],
    breaks: [2, 15, 2],
    clock: 'down',
    stopClock: { runSeconds: 55, stopSeconds: 40 },
    overtime: { minutes: 5, breakMinutes: 2, shootout: false, repeat: true },
    pointsPerTeam: 112,
    scoreValues: [
      [2, 0.58],
      [3, 0.27],
      [1, 0.15],
    ],
    playersPerTeam: 3,
    markets: [
      { type: 'match-winner' },
      { type: 'handicap', offsets: [-6, -3, 0, 3, 6] },
      { type: 'total', offsets: [-10, -5, 0, 5, 10] },
      { type: 'team-total', team: 'home', offsets: [-4, 0, 4] },
      { type: 'team-total', team: 'away', offsets: [-4, 0, 4] },
      { type: 'period-result', period: 'q1' },
      { type: 'period-total', period: 'q1', offsets: [-3, 0, 3] },
      { type: 'odd-even' },
      { type: 'player-points' },
    ],
  },
  {
    id: 12,
    key: 'volleyball',
    name: 'Volleyball',
    family: 'sets',
    margin: 0.06,
    setsToWin: 3,
    setTarget: 25,
    decidingSetTarget: 15,
    winByTwo: true,
    pointSeconds: 24,
    setBreakSeconds: 180,
    pointEdge: 0.045,
    setCode: 's',
    markets: setsMarkets(3, [-8, -4, 0, 4, 8], [-2, 0, 2]),
  },
  {
    id: 10,
    key: 'ice-hockey',
    name: 'Ice Hockey',
    family: 'goals',
    margin: 0.06,
    periods: [
      { code: 'p1', minutes: 20 },
      { code: 'p2', minutes: 20 },
      { code: 'p3', minutes: 20 },
    ],
    breaks: [17, 17],
    clock: 'down',
    stopClock: { runSeconds: 70, stopSeconds: 35 },
    overtime: { minutes: 5, breakMinutes: 3, shootout: true, repeat: false },
    goalsPerMatch: 5.9,
    videoReview: { chance: 0.1, disallowChance: 0.3, seconds: [45, 100] },
    suspendSeconds: 6,
    correctScoreMax: 4,
    markets: [
      { type: 'match-result' },
      { type: 'match-winner' },
      { type: 'double-chance' },
      { type: 'total', lines: [4.5, 5.5, 6.5] },
      { type: 'handicap', lines: [-1.5, 1.5] },
      { type: 'both-teams-to-score' },
      { type: 'period-result', period: 'p1' },
      { type: 'period-total', period: 'p1', lines: [0.5, 1.5, 2.5] },
      { type: 'team-total', team: 'home', lines: [2.5, 3.5] },
      { type: 'team-total', team: 'away', lines: [2.5, 3.5] },
      { type: 'first-team-to-score' },
    ],
  },
  {
    id: 25,
    key: 'table-tennis',
    name: 'Table Tennis',
    family: 'sets',
    margin: 0.065,
    setsToWin: 3,
    setTarget: 11,
    winByTwo: true,
    pointSeconds: 11,
    setBreakSeconds: 60,
    pointEdge: 0.06,
    setCode: 's',
    markets: setsMarkets(3, [-6, -3, 0, 3, 6], [-1, 0, 1]),
  },
  {
    id: 53,
    key: 'esports',
    name: 'Esports',
    family: 'sets',
    margin: 0.07,
    setsToWin: 2,
    setTarget: 13,
    winByTwo: false,
    pointSeconds: 100,
    setBreakSeconds: 300,
    pointEdge: 0.07,
    setCode: 'm',
    markets: setsMarkets(2, [-6, -2, 2, 6], [-2, 0, 2], 'm'),
  },
  {
    id: 94,
    key: 'e-football',
    name: 'E-Football',
    family: 'goals',
    margin: 0.07,
    periods: [
      { code: 'h1', minutes: 6 },
      { code: 'h2', minutes: 6 },
    ],
    breaks: [1],
    clock: 'up',
    goalsPerMatch: 3.6,
    suspendSeconds: 5,
    correctScoreMax: 4,
    markets: footballLike({ total: [1.5, 2.5, 3.5, 4.5, 5.5], handicap: [-1.5, -0.5, 0.5, 1.5], h1Total: [0.5, 1.5, 2.5], teamTotal: [0.5, 1.5, 2.5] }),
  },
  {
    id: 95,
    key: 'e-basketball',
    name: 'E-Basketball',
    family: 'points',
    margin: 0.065,
    periods: [
      { code: 'q1', minutes: 5 },
      { code: 'q2', minutes: 5 },
      { code: 'q3', minutes: 5 },
      { code: 'q4', minutes: 5 },
    ],
    breaks: [0.5, 1, 0.5],
    clock: 'down',
    overtime: { minutes: 2, breakMinutes: 0.5, shootout: false, repeat: true },
    pointsPerTeam: 80,
    scoreValues: [
      [2, 0.6],
      [3, 0.28],
      [1, 0.12],
    ],
    markets: [
      { type: 'match-winner' },
      { type: 'handicap', offsets: [-4, 0, 4] },
      { type: 'total', offsets: [-6, 0, 6] },
      { type: 'team-total', team: 'home', offsets: [0] },
      { type: 'team-total', team: 'away', offsets: [0] },
      { type: 'period-result', period: 'q1' },
      { type: 'odd-even' },
    ],
  },
  {
    id: 96,
    key: 'e-ice-hockey',
    name: 'E-IceHockey',
    family: 'goals',
    margin: 0.07,
    periods: [
      { code: 'p1', minutes: 5 },
      { code: 'p2', minutes: 5 },
      { code: 'p3', minutes: 5 },
    ],
    breaks: [1, 1],
    clock: 'down',
    overtime: { minutes: 2, breakMinutes: 1, shootout: true, repeat: false },
    goalsPerMatch: 6.4,
    suspendSeconds: 5,
    markets: [
      { type: 'match-result' },
      { type: 'match-winner' },
      { type: 'total', lines: [5.5, 6.5, 7.5] },
      { type: 'handicap', lines: [-1.5, 1.5] },
      { type: 'period-result', period: 'p1' },
      { type: 'both-teams-to-score' },
    ],
  },
  {
    id: 13,
    key: 'handball',
    name: 'Handball',
    family: 'goals',
    margin: 0.06,
    periods: [
      { code: 'h1', minutes: 30 },
      { code: 'h2', minutes: 30 },
    ],
    breaks: [15],
    clock: 'up',
    goalsPerMatch: 56,
    suspendSeconds: 0,
    markets: [
      { type: 'match-result' },
      { type: 'double-chance' },
      { type: 'handicap', offsets: [-4, -2, 0, 2, 4] },
      { type: 'total', offsets: [-4, -2, 0, 2, 4] },
      { type: 'period-result', period: 'h1' },
      { type: 'period-total', period: 'h1', offsets: [-2, 0, 2] },
      { type: 'team-total', team: 'home', offsets: [0] },
      { type: 'team-total', team: 'away', offsets: [0] },
      { type: 'odd-even' },
    ],
  },
  {
    id: 17,
    key: 'futsal',
    name: 'Futsal',
    family: 'goals',
    margin: 0.065,
    periods: [
      { code: 'h1', minutes: 20 },
      { code: 'h2', minutes: 20 },
    ],
    breaks: [15],
    clock: 'down',
    stopClock: { runSeconds: 60, stopSeconds: 35 },
    goalsPerMatch: 6.2,
    suspendSeconds: 6,
    correctScoreMax: 4,
    markets: footballLike({ total: [4.5, 5.5, 6.5, 7.5], handicap: [-2.5, -1.5, 1.5, 2.5], h1Total: [2.5, 3.5], teamTotal: [2.5, 3.5] }),
  },
  {
    id: 22,
    key: 'beach-football',
    name: 'Beach Football',
    family: 'goals',
    margin: 0.07,
    periods: [
      { code: 'p1', minutes: 12 },
      { code: 'p2', minutes: 12 },
      { code: 'p3', minutes: 12 },
    ],
    breaks: [3, 3],
    clock: 'down',
    goalsPerMatch: 8.2,
    suspendSeconds: 5,
    markets: [
      { type: 'match-result' },
      { type: 'double-chance' },
      { type: 'total', lines: [6.5, 7.5, 8.5, 9.5] },
      { type: 'handicap', lines: [-2.5, -1.5, 1.5, 2.5] },
      { type: 'period-result', period: 'p1' },
      { type: 'both-teams-to-score' },
    ],
  },
  {
    id: 26,
    key: 'beach-volleyball',
    name: 'Beach Volleyball',
    family: 'sets',
    margin: 0.065,
    setsToWin: 2,
    setTarget: 21,
    decidingSetTarget: 15,
    winByTwo: true,
    pointSeconds: 26,
    setBreakSeconds: 90,
    pointEdge: 0.05,
    setCode: 's',
    markets: setsMarkets(2, [-6, -2, 2, 6], [-2, 0, 2]),
  },
  {
    id: 29,
    key: 'badminton',
    name: 'Badminton',
    family: 'sets',
    margin: 0.065,
    setsToWin: 2,
    setTarget: 21,
    winByTwo: true,
    pointSeconds: 19,
    setBreakSeconds: 120,
    pointEdge: 0.055,
    setCode: 's',
    markets: setsMarkets(2, [-6, -2, 2, 6], [-2, 0, 2]),
  },
  {
    // §3 gives Martial Arts the id 26, which Beach Volleyball also has: ids must be unique, so the feed keeps
    // 26 for Beach Volleyball (listed first) and gives Martial Arts 56 (x-assumed, schemas/openapi/sportsbook.yaml).
    id: 56,
    key: 'martial-arts',
    name: 'Martial Arts',
    family: 'fight',
    margin: 0.06,
    rounds: 3,
    roundMinutes: 5,
    breakMinutes: 1,
    finishPerRound: 0.17,
    markets: [{ type: 'match-winner' }, { type: 'method-of-victory' }, { type: 'total-rounds', lines: [1.5, 2.5] }, { type: 'goes-the-distance' }],
  },
  {
    id: 20,
    key: 'darts',
    name: 'Darts',
    family: 'sets',
    margin: 0.06,
    setsToWin: 1,
    setTarget: 6,
    winByTwo: false,
    pointSeconds: 150,
    setBreakSeconds: 0,
    pointEdge: 0.12,
    setCode: 's',
    markets: [
      { type: 'match-winner' },
      { type: 'correct-score' },
      { type: 'total', lines: [8.5, 9.5, 10.5] },
      { type: 'handicap', lines: [-2.5, -1.5, 1.5, 2.5] },
    ],
  },
  {
    id: 36,
    key: 'cricket',
    name: 'Cricket',
    family: 'points',
    margin: 0.06,
    periods: [
      { code: 'i1', minutes: 85 },
      { code: 'i2', minutes: 85 },
    ],
    breaks: [15],
    clock: 'up',
    innings: true,
    pointsPerTeam: 168,
    scoreValues: [
      [1, 0.5],
      [2, 0.14],
      [4, 0.24],
      [6, 0.12],
    ],
    markets: [
      { type: 'match-winner' },
      { type: 'total', offsets: [-20, -10, 0, 10, 20] },
      { type: 'team-total', team: 'home', offsets: [-10, 0, 10] },
      { type: 'team-total', team: 'away', offsets: [-10, 0, 10] },
      { type: 'handicap', offsets: [-10, 0, 10] },
    ],
  },
  {
    id: 14,
    key: 'rugby-union',
    name: 'Rugby Union',
    family: 'points',
    margin: 0.06,
    periods: [
      { code: 'h1', minutes: 40 },
      { code: 'h2', minutes: 40 },
    ],
    breaks: [12],
    clock: 'up',
    pointsPerTeam: 24,
    scoreValues: [
      [3, 0.32],
      [5, 0.18],
      [7, 0.5],
    ],
    markets: [
      { type: 'match-result' },
      { type: 'handicap', offsets: [-7, -3, 0, 3, 7] },
      { type: 'total', offsets: [-8, -4, 0, 4, 8] },
      { type: 'period-result', period: 'h1' },
      { type: 'team-total', team: 'home', offsets: [0] },
      { type: 'team-total', team: 'away', offsets: [0] },
      { type: 'odd-even' },
    ],
  },
  {
    id: 21,
    key: 'field-hockey',
    name: 'Field Hockey',
    family: 'goals',
    margin: 0.065,
    periods: [
      { code: 'q1', minutes: 15 },
      { code: 'q2', minutes: 15 },
      { code: 'q3', minutes: 15 },
      { code: 'q4', minutes: 15 },
    ],
    breaks: [2, 10, 2],
    clock: 'down',
    goalsPerMatch: 4.6,
    suspendSeconds: 6,
    correctScoreMax: 4,
    markets: [
      { type: 'match-result' },
      { type: 'double-chance' },
      { type: 'total', lines: [3.5, 4.5, 5.5] },
      { type: 'handicap', lines: [-1.5, 1.5] },
      { type: 'both-teams-to-score' },
      { type: 'correct-score' },
      { type: 'period-result', period: 'q1' },
    ],
  },
  {
    id: 45,
    key: 'mini-football',
    name: 'Mini Football',
    family: 'goals',
    margin: 0.07,
    periods: [
      { code: 'h1', minutes: 20 },
      { code: 'h2', minutes: 20 },
    ],
    breaks: [5],
    clock: 'up',
    goalsPerMatch: 6.8,
    suspendSeconds: 5,
    markets: [
      { type: 'match-result' },
      { type: 'double-chance' },
      { type: 'total', lines: [5.5, 6.5, 7.5, 8.5] },
      { type: 'handicap', lines: [-1.5, 1.5] },
      { type: 'both-teams-to-score' },
      { type: 'period-result', period: 'h1' },
      { type: 'team-total', team: 'home', lines: [2.5, 3.5] },
      { type: 'team-total', team: 'away', lines: [2.5, 3.5] },
    ],
  },
];

const byId = new Map(sports.map((sport) => [sport.id, sport]));

export function sportById(id: number): SportDefinition | undefined {
  return byId.get(id);
}

/** Every market type the feed can offer (the front end's config must template each one). */
export function offeredMarketTypes(): string[] {
  return [...new Set(sports.flatMap((sport) => sport.markets.map((plan) => plan.type)))].sort();
}
