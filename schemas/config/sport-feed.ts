import * as z from 'zod';
import { type DeepReadonly, idSchema } from './shared.ts';

/**
 * The feed half of a sport (DESIGN "Config kinds": sportsbook): how the sandbox's feed plays and prices its matches.
 * It sits in the sport's own file, config/sportsbook/sports/<key>.ts, as the named export `feed` beside the page's
 * `defineSport` (the default export), so a sport is one declaration; the browser imports only the default and the
 * build drops `feed`. sandbox/sportsbook/sport-feeds.ts parses it for the sandbox and for the build's config gate.
 *
 * Four families share the simulation and pricing code (sandbox/sportsbook/simulation.ts, pricing/):
 *   goals   goals arrive as a Poisson process (football, futsal, handball, ice hockey, e-football...)
 *   points  scores of a few points each, priced with a normal model (basketball, rugby, cricket)
 *   sets    point by point, in sets (or games and sets for tennis; legs for darts; rounds and maps for esports)
 *   fight   rounds with a chance of a finish in each (martial arts)
 */

const sideSchema = z.enum(['home', 'away']);
const periodCodeSchema = z.string().regex(/^[a-z]{1,3}\d$/, 'Expected a period code such as "h1", "q3" or "p2"');
const shareSchema = z.number().min(0).max(1);

/**
 * A market the feed offers on every event of the sport, by market type (a template of
 * config/sportsbook/market-templates.ts). `lines` are absolute (2.5 goals); `offsets` are added to the expected
 * figure of the event (a basketball total of 221.5 = expected 219 + 2, rounded to .5).
 */
export const marketPlanSchema = z
  .strictObject({
    type: idSchema,
    /** Period code of a period market (h1, q1, s1...). */
    period: periodCodeSchema.optional(),
    team: sideSchema.optional(),
    lines: z.array(z.number()).min(1).optional(),
    offsets: z.array(z.number()).min(1).optional(),
  })
  .refine((plan) => plan.lines === undefined || plan.offsets === undefined, { message: 'Give a market plan lines or offsets, not both', path: ['offsets'] });

const periodPlanSchema = z.strictObject({
  /** Period code, also the market period specifier: h1, h2, q1..q4, p1..p3, i1, i2. */
  code: periodCodeSchema,
  minutes: z.number().positive(),
  /** Stoppage time added to the period, in whole minutes [min, max] (football). */
  stoppage: z.tuple([z.int().min(0), z.int().min(0)]).optional(),
});

const clockPlanShape = {
  periods: z.array(periodPlanSchema).min(1),
  /** Minutes of the break after each period but the last. */
  breaks: z.array(z.number().min(0)),
  /** 'up': minutes played since kick-off (football); 'down': time left in the period (basketball, ice hockey). */
  clock: z.enum(['up', 'down']),
  /** Stop-clock sports: the clock runs in stretches and stops in between (mean seconds of each). */
  stopClock: z.strictObject({ runSeconds: z.number().positive(), stopSeconds: z.number().positive() }).optional(),
  overtime: z
    .strictObject({
      minutes: z.number().positive(),
      breakMinutes: z.number().min(0),
      /** Ice hockey: still level after overtime -> a shootout decides, counted as one goal for its winner. */
      shootout: z.boolean(),
      /** Basketball: overtime repeats until someone leads (sudden death otherwise). */
      repeat: z.boolean(),
    })
    .optional(),
};

const fixturesSchema = z.strictObject({
  kind: z.literal('fixtures'),
  /** Mean matches a day. */
  perDay: z.number().positive(),
  /** Kick-off hours, UTC, [first, last]. */
  hours: z.tuple([z.int().min(0).max(23), z.int().min(0).max(23)]),
  /** Days ahead a match is listed. */
  publishDays: z.int().min(1),
  /** Kick-offs fall on multiples of this many minutes. */
  slotMinutes: z.int().min(1).optional(),
});

const arenasSchema = z.strictObject({
  kind: z.literal('arenas'),
  /** Parallel tables / channels, each with a match every `cycleMinutes`. */
  arenas: z.int().min(1),
  cycleMinutes: z.number().positive(),
  /** Matches listed ahead on each arena. */
  listAhead: z.int().min(1),
});

export const namePools = ['maghreb', 'egypt', 'africa', 'english', 'spanish', 'italian', 'german', 'french', 'portuguese', 'gulf', 'american', 'balkan', 'turkish', 'japanese', 'latin'] as const;

/** A competition of the sport (the sandbox's own ones are in sandbox/sportsbook/catalogue.ts); ids never reused. */
export const feedLeagueSchema = z.strictObject({
  id: z.int().min(1),
  name: z.string().min(1),
  /** ISO 3166 alpha-2, or null for an international competition. */
  countryCode: z
    .string()
    .regex(/^[A-Z]{2}$/)
    .nullable(),
  /** The country or region as the feed names it. */
  countryName: z.string().min(1),
  /** Shown among the top tourneys (§2 /sportsbook/top-tourneys). */
  top: z.boolean(),
  /** Name pool of the players of this league's teams (goalscorers, player points). */
  names: z.enum(namePools).optional(),
  teams: z.array(z.string().min(1)).min(2),
  schedule: z.discriminatedUnion('kind', [fixturesSchema, arenasSchema]),
});

const feedBaseShape = {
  /** The sport's name as the feed sends it (English, like a real operator's feed). */
  name: z.string().min(1),
  /** Bookmaker margin of the main markets; market types add their own (market-templates.ts pricing.margin). */
  margin: z.number().min(0).max(0.5),
  markets: z.array(marketPlanSchema).min(1),
  /** Competitions of a sport the sandbox's catalogue does not list (a sport added by config alone). */
  leagues: z.array(feedLeagueSchema).optional(),
};

export const goalsFeedSchema = z.strictObject({
  ...feedBaseShape,
  ...clockPlanShape,
  family: z.literal('goals'),
  /** Mean goals of both teams in regulation time. */
  goalsPerMatch: z.number().positive(),
  /** Video review of goals: the chance a goal is checked, and that a checked goal is disallowed. */
  videoReview: z.strictObject({ chance: shareSchema, disallowChance: shareSchema, seconds: z.tuple([z.number().positive(), z.number().positive()]) }).optional(),
  /** Markets stay suspended this long after a goal. */
  suspendSeconds: z.number().min(0),
  /** Goalscorer markets name this many players per team. */
  scorersPerTeam: z.int().min(1).optional(),
  /** Correct score outcomes run 0-0 .. max-max, plus "any other score". */
  correctScoreMax: z.int().min(1).optional(),
});

export const pointsFeedSchema = z.strictObject({
  ...feedBaseShape,
  ...clockPlanShape,
  family: z.literal('points'),
  /** Mean points of one team in regulation time. */
  pointsPerTeam: z.number().positive(),
  /** What one score is worth, with its weight (basketball: 2, 3, free throw 1). */
  scoreValues: z.array(z.tuple([z.int().min(1), shareSchema])).min(1),
  /** Cricket: only the home team bats in the first period (innings), only the away team in the second. */
  innings: z.boolean().optional(),
  /** Player point specials name this many players per team. */
  playersPerTeam: z.int().min(1).optional(),
});

export const setsFeedSchema = z.strictObject({
  ...feedBaseShape,
  family: z.literal('sets'),
  /** Tennis scoring: points -> games -> sets, with serve and tie-breaks (tennis, padel); the other fields describe the sets. */
  tennis: z.boolean().optional(),
  /** Sets to win the match: best of (2 * setsToWin - 1). */
  setsToWin: z.int().min(1),
  /** Points to win a set (games for tennis scoring), and for the deciding set if different. */
  setTarget: z.int().min(1),
  decidingSetTarget: z.int().min(1).optional(),
  winByTwo: z.boolean(),
  /** Real seconds one point (a rally, a leg, a round) takes on average. */
  pointSeconds: z.number().positive(),
  setBreakSeconds: z.number().min(0),
  /** Point-win probability of the home side is 0.5 +- up to this (tennis: on serve, around 0.64). */
  pointEdge: z.number().min(0).max(0.5),
  /** Period code prefix of the sets: s (set), m (map). */
  setCode: z.string().regex(/^[a-z]$/),
});

export const fightFeedSchema = z.strictObject({
  ...feedBaseShape,
  family: z.literal('fight'),
  rounds: z.int().min(1),
  roundMinutes: z.number().positive(),
  breakMinutes: z.number().min(0),
  /** Chance that a round ends the fight early (knock-out or submission). */
  finishPerRound: shareSchema,
});

export const sportFeedSchema = z.discriminatedUnion('family', [goalsFeedSchema, pointsFeedSchema, setsFeedSchema, fightFeedSchema]);

export type SportFeed = z.output<typeof sportFeedSchema>;
export type SportFeedInput = DeepReadonly<z.input<typeof sportFeedSchema>>;
export type MarketPlan = z.output<typeof marketPlanSchema>;
export type MarketPlanInput = DeepReadonly<z.input<typeof marketPlanSchema>>;
export type FeedLeague = z.output<typeof feedLeagueSchema>;
