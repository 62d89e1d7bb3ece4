import type { BasketballScore, FootballIncident, SidePair, TennisPoint, Tracker } from '../../../generated/sportsbook/sportsbook.schemas.ts';
import { createRandom, type Random } from '../random.ts';
import type { GoalsSport, PointsSport, SetsSport, SportDefinition, TeamSide } from '../sports/sport-definition.ts';
import { second, type EventSpec, type FullState, type PlayedPeriod, type Script, type SetsScript, type TimedScript } from './match-state.ts';
import { addPoint, newTally } from './sets.ts';
import { timedState } from './timed.ts';

/**
 * The match tracker (docs/product.md §2 Sportsbook "Match tracker"): what the live event's page draws beside the
 * score, played from the seed like the rest of the match. The script (goals, points, reviews) is the match's; the
 * tracker adds the play around it (where the ball is, shots, corners, cards, substitutions; how a tennis point was
 * won) from a random source of its own, `createRandom(seed, 'tracker', id)`, so the scripts and prices are exactly
 * those they were without it. As the rest of the simulation the tracker at a time is a pure function of the plan
 * (drawn once per match) and the time: the same after a restart, exact after any step.
 *
 * Bandwidth: the play moves in slots of `slotMs` (the ball's zone and side are the slot's), and the feed sends the
 * whole compact tracker only when it changed, so a match sends at most one tracker a slot plus one per incident.
 */

export const slotMs = 5 * second;
const shownIncidents = 10;
const momentumMinutes = 15;
const slotsPerMinute = 60_000 / slotMs;

type Zone = 'safe' | 'attack' | 'danger';
const zoneWeight: Record<Zone, number> = { safe: 0.15, attack: 0.55, danger: 1 };
const other = (side: TeamSide): TeamSide => (side === 'home' ? 'away' : 'home');

interface Slot {
  at: number;
  side: TeamSide;
  zone: Zone;
}

interface PlayedIncident {
  at: number;
  kind: 'goal' | 'yellow-card' | 'red-card' | 'corner' | 'substitution' | 'var' | 'shot';
  team: TeamSide;
  onTarget?: boolean;
  /** A video review: when it ends and whether the goal is disallowed then; a goal that will be disallowed. */
  review?: { until: number; disallowed: boolean };
  minute: number;
  id: number;
}

interface FootballPlan {
  kind: 'football';
  /** Slots of play per period, in time order; pauses have none. */
  periods: { start: number; end: number; slots: Slot[] }[];
  incidents: PlayedIncident[];
}

interface TennisPlan {
  kind: 'tennis';
  points: (TennisPoint & { at: number })[];
}

interface BasketballPlan {
  kind: 'basketball';
  scores: (BasketballScore & { at: number })[];
}

export type TrackerPlan = FootballPlan | TennisPlan | BasketballPlan;

/** The kind of tracker the sport plays, or null (no `tracker` in its feed config, or a family without one). */
export function trackerKindOf(sport: SportDefinition): TrackerPlan['kind'] | null {
  if (sport.family === 'goals' && sport.tracker) return 'football';
  if (sport.family === 'points' && sport.tracker) return 'basketball';
  if (sport.family === 'sets' && sport.tracker && sport.tennis) return 'tennis';
  return null;
}

const plans = new WeakMap<Script, TrackerPlan | null>();

/** The tracker plan of a match (drawn once per script, then cached), or null when its sport has no tracker. */
export function trackerPlanOf(sport: SportDefinition, spec: EventSpec, script: Script, seed: number): TrackerPlan | null {
  if (plans.has(script)) return plans.get(script) ?? null;
  const random = createRandom(seed, 'tracker', spec.id);
  const kind = trackerKindOf(sport);
  let plan: TrackerPlan | null = null;
  if (kind === 'football' && script.kind === 'timed' && sport.family === 'goals') plan = footballPlan(sport, spec, script, random);
  else if (kind === 'basketball' && script.kind === 'timed' && sport.family === 'points') plan = basketballPlan(sport, script);
  else if (kind === 'tennis' && script.kind === 'sets' && sport.family === 'sets') plan = tennisPlan(sport, script, random);
  plans.set(script, plan);
  return plan;
}

/** The tracker at `t` (the match's state at `t` given), or null before the start and after the end. */
export function trackerAt(plan: TrackerPlan, full: FullState, t: number): Tracker | null {
  if (full.state.status !== 'live') return null;
  if (plan.kind === 'football') return footballAt(plan, t);
  if (plan.kind === 'tennis') return tennisAt(plan, full, t);
  return basketballAt(plan, t);
}

// ---- football

/** The clock's minute at `at` (1-based, as a scoreboard shows it; stoppage time counts on). */
function minuteAt(sport: GoalsSport | PointsSport, script: TimedScript, at: number): number {
  const clock = timedState(sport, script, at).state.clock;
  return clock ? Math.floor(clock.seconds / 60) + 1 : 1;
}

function footballPlan(sport: GoalsSport, spec: EventSpec, script: TimedScript, random: Random): FootballPlan {
  const homeShare = Math.min(0.7, Math.max(0.3, 0.5 + spec.edge * 0.2));
  const played = script.phases.filter((phase): phase is PlayedPeriod => phase.kind === 'period' && phase.code !== 'so');
  const goals = script.scores.filter((score) => !score.shootout);
  const incidents: Omit<PlayedIncident, 'id' | 'minute'>[] = [];
  const periods: FootballPlan['periods'] = [];
  for (const period of played) {
    const slots: Slot[] = [];
    // Kick-off: the side with the better edge kicks the first half off, the other the second.
    let side: TeamSide = periods.length % 2 === 0 ? 'home' : 'away';
    let zone: Zone = 'safe';
    for (let at = period.start; at < period.end; at += slotMs) {
      const goal = goals.find((score) => score.at >= at && score.at < at + slotMs);
      const goalSoon = goals.find((score) => score.at >= at + slotMs && score.at < at + 4 * slotMs);
      if (goal) {
        // The goal's slot: the scorer in the box, the shot on target that went in.
        slots.push({ at, side: goal.team, zone: 'danger' });
        incidents.push({ at: goal.at, kind: 'shot', team: goal.team, onTarget: true });
        incidents.push({ at: goal.at, kind: 'goal', team: goal.team, ...(goal.review ? { review: goal.review } : {}) });
        if (goal.review) incidents.push({ at: goal.at + 1, kind: 'var', team: goal.team, review: goal.review });
        side = other(goal.team);
        zone = 'safe';
        continue;
      }
      if (goalSoon) {
        // The build-up of a goal: the scorer's side carries the ball forward.
        side = goalSoon.team;
        zone = zone === 'safe' ? 'attack' : 'danger';
        slots.push({ at, side, zone });
        continue;
      }
      slots.push({ at, side, zone });
      const strength = side === 'home' ? homeShare : 1 - homeShare;
      const roll = random.next();
      if (zone === 'safe') {
        if (roll < 0.3 + strength * 0.2) zone = 'attack';
        else if (roll > 0.86) side = other(side);
      } else if (zone === 'attack') {
        if (roll < 0.2 + strength * 0.15) zone = 'danger';
        else if (roll > 0.72) [side, zone] = [other(side), 'safe'];
      } else {
        if (roll < 0.22) {
          // A shot counts at the slot's end, when the ball changes side: it moves the stats with the slot, no message of its own.
          incidents.push({ at: at + slotMs, kind: 'shot', team: side, onTarget: random.chance(0.38) });
          [side, zone] = [other(side), 'safe'];
        } else if (roll < 0.3) {
          incidents.push({ at: at + Math.round(random.between(0.5, 4.5) * second), kind: 'corner', team: side });
        } else if (roll < 0.62) {
          [side, zone] = [other(side), 'attack'];
        } else if (roll < 0.8) zone = 'attack';
      }
    }
    periods.push({ start: period.start, end: period.end, slots });
  }
  // Cards and substitutions, at times of play: about 3.8 yellow cards and 0.12 red cards a match, and 3 to 5 changes
  // a side in the second half (a few at half-time).
  const lastPeriod = played[played.length - 1];
  const during = (period: PlayedPeriod, from = 0, to = 1) => Math.round(period.start + (period.end - period.start) * random.between(from, to));
  for (const [kind, mean] of [
    ['yellow-card', 3.8],
    ['red-card', 0.12],
  ] as const) {
    const count = random.poisson(mean);
    for (let n = 0; n < count; n += 1) {
      const period = played[random.int(0, played.length - 1)];
      incidents.push({ at: during(period, 0.05, 1), kind, team: random.chance(0.47) ? 'home' : 'away' });
    }
  }
  if (lastPeriod && played.length > 1) {
    for (const team of ['home', 'away'] as const) {
      const count = random.int(3, 5);
      for (let n = 0; n < count; n += 1) incidents.push({ at: n === 0 && random.chance(0.3) ? played[1].start + 1 : during(played[1], 0.15, 0.92), kind: 'substitution', team });
    }
  }
  incidents.sort((a, b) => a.at - b.at);
  return { kind: 'football', periods, incidents: incidents.map((incident, index) => ({ ...incident, id: index + 1, minute: minuteAt(sport, script, incident.at) })) };
}

const pair = (home: number, away: number): SidePair => ({ home, away });

function footballAt(plan: FootballPlan, t: number): Tracker {
  let zone: Zone | null = null;
  let attacking: TeamSide | null = null;
  const playedSlots: Slot[] = [];
  for (const period of plan.periods) {
    if (t < period.start) break;
    for (const slot of period.slots) {
      if (slot.at > t) break;
      playedSlots.push(slot);
    }
    if (t < period.end) {
      const current = playedSlots[playedSlots.length - 1];
      zone = current?.zone ?? null;
      attacking = current?.side ?? null;
    }
  }
  const homeSlots = playedSlots.filter((slot) => slot.side === 'home').length;
  const homePossession = playedSlots.length === 0 ? 50 : Math.round((homeSlots / playedSlots.length) * 100);

  const count = { shots: pair(0, 0), shotsOnTarget: pair(0, 0), corners: pair(0, 0), yellowCards: pair(0, 0), redCards: pair(0, 0) };
  const timeline: FootballIncident[] = [];
  for (const incident of plan.incidents) {
    if (incident.at > t) break;
    const reviewed = incident.review && incident.review.until <= t;
    if (incident.kind === 'shot') {
      count.shots[incident.team] += 1;
      if (incident.onTarget) count.shotsOnTarget[incident.team] += 1;
      continue;
    }
    if (incident.kind === 'corner') count.corners[incident.team] += 1;
    if (incident.kind === 'yellow-card') count.yellowCards[incident.team] += 1;
    if (incident.kind === 'red-card') count.redCards[incident.team] += 1;
    // A goal the video review disallowed leaves the timeline when the review ends (the score drops it then too).
    if (incident.kind === 'goal' && reviewed && incident.review?.disallowed) continue;
    const entry: FootballIncident = { id: incident.id, kind: incident.kind, team: incident.team, minute: incident.minute };
    if (incident.kind === 'var') entry.var = !reviewed ? 'checking' : incident.review?.disallowed ? 'goal-disallowed' : 'goal-stands';
    timeline.push(entry);
  }

  // Momentum: each minute of play, the sides' pressure (the zone they held the ball in), home up, away down.
  const momentum: number[] = [];
  const firstMinute = Math.max(0, Math.ceil(playedSlots.length / slotsPerMinute) - momentumMinutes);
  for (let start = firstMinute * slotsPerMinute; start < playedSlots.length; start += slotsPerMinute) {
    let pressure = 0;
    for (const slot of playedSlots.slice(start, start + slotsPerMinute)) pressure += (slot.side === 'home' ? 1 : -1) * zoneWeight[slot.zone];
    momentum.push(Math.max(-100, Math.min(100, Math.round((pressure / slotsPerMinute) * 100))));
  }
  return {
    kind: 'football',
    zone,
    attacking,
    incidents: timeline.slice(-shownIncidents),
    stats: { possession: pair(homePossession, 100 - homePossession), ...count },
    momentum,
  };
}

// ---- tennis

function tennisPlan(sport: SetsSport, script: SetsScript, random: Random): TennisPlan {
  const tally = newTally(script.firstServer);
  const points = script.points.map((point, index) => {
    const server = tally.server;
    addPoint(sport, tally, point.winner);
    const roll = random.next();
    // How it was won: the server's aces and the receiver's double faults are the rare ones.
    const how: TennisPoint['how'] = point.winner === server ? (roll < 0.12 ? 'ace' : roll < 0.58 ? 'winner' : 'error') : roll < 0.06 ? 'double-fault' : roll < 0.52 ? 'winner' : 'error';
    return { id: index + 1, winner: point.winner, server, how, at: point.at };
  });
  return { kind: 'tennis', points };
}

function tennisAt(plan: TennisPlan, full: FullState, t: number): Tracker {
  const played = plan.points.filter((point) => point.at <= t);
  const games = full.detail.kind === 'sets' ? full.detail.tally.current : [0, 0];
  return {
    kind: 'tennis',
    server: full.state.server,
    point: full.state.point,
    games: pair(games[0], games[1]),
    points: played.slice(-shownIncidents).map(({ at: _at, ...point }) => point),
  };
}

// ---- basketball

function basketballPlan(sport: PointsSport, script: TimedScript): BasketballPlan {
  return {
    kind: 'basketball',
    scores: script.scores.map((score, index) => {
      const clock = timedState(sport, script, score.at).state.clock;
      return { id: index + 1, team: score.team, points: Math.min(3, Math.max(1, score.points)), period: score.period, clockSeconds: clock?.seconds ?? 0, at: score.at };
    }),
  };
}

function basketballAt(plan: BasketballPlan, t: number): Tracker {
  const played = plan.scores.filter((score) => score.at <= t);
  const last = played[played.length - 1];
  let points = 0;
  for (let index = played.length - 1; index >= 0 && played[index].team === last.team; index -= 1) points += played[index].points;
  return { kind: 'basketball', run: last ? { team: last.team, points } : null, scores: played.slice(-shownIncidents).map(({ at: _at, ...score }) => score) };
}
