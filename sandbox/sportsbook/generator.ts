import { leagues, teamId, type ArenaSchedule, type FixtureSchedule, type LeagueDefinition } from './catalogue.ts';
import { createRandom } from './random.ts';
import type { EventSpec } from './simulation/match-state.ts';

/**
 * The feed's programme: which events exist, when they start and when they are listed, from the seed alone.
 *
 * The programme is a pure function of (seed, time): fixtures are drawn per league and UTC day, arena matches per
 * arena and slot, each from its own seeded generator. So the feed generated at any moment holds exactly the events
 * the same seed would hold at that moment in any other run, and the ticker can publish what comes due without
 * remembering anything but how far it has published.
 *
 * Ids: a fixture is day * 1000 + league index * 20 + n (day = UTC days since 1970); an arena match is
 * 100 000 000 + arena index * 1 000 000 + slot (slots counted from 2020-01-01). Both stay far below 2^31, and
 * market and outcome ids (markets.ts) below 2^53.
 */

export const minuteMs = 60_000;
export const hourMs = 60 * minuteMs;
export const dayMs = 24 * hourMs;
const arenaAnchor = Date.UTC(2020, 0, 1);

/** How long finished events stay listed among the results: fixtures a week, arena matches a day. */
export const resultsRetentionMs = { fixtures: 7 * dayMs, arenas: dayMs };
/** A feed generated from nothing starts with this much of past results. */
export const initialHistoryMs = { fixtures: 3 * dayMs, arenas: 12 * hourMs };

const fixtureLeagues = leagues.filter((league) => league.schedule.kind === 'fixtures');
const arenaLeagues = leagues.filter((league) => league.schedule.kind === 'arenas');
if (fixtureLeagues.length > 50) throw new Error('More than 50 fixture leagues: event ids would collide (generator.ts)');

interface Arena {
  league: LeagueDefinition;
  schedule: ArenaSchedule;
  /** Index among every arena of every league (the id's arena part). */
  index: number;
  /** Minutes the arena's slots are shifted from the anchor, so arenas do not all start together. */
  offsetMinutes: number;
}

const arenaList: Arena[] = arenaLeagues.flatMap((league) => {
  const schedule = league.schedule as ArenaSchedule;
  return Array.from({ length: schedule.arenas }, (_, n) => ({ league, schedule, index: 0, offsetMinutes: Math.round(((n + 0.37) / schedule.arenas) * schedule.cycleMinutes) }));
});
arenaList.forEach((arena, index) => {
  arena.index = index;
});
if (arenaList.length > 99) throw new Error('More than 99 arenas: event ids would collide (generator.ts)');

const ratings = new Map<string, number>();
/** Team strength in [-1, 1]: part of the seed, so a seed decides who is the favourite. */
function ratingOf(seed: number, team: number): number {
  const key = `${seed}:${team}`;
  let rating = ratings.get(key);
  if (rating === undefined) {
    rating = createRandom(seed, 'rating', team).between(-1, 1);
    ratings.set(key, rating);
  }
  return rating;
}

function edgeOf(seed: number, home: number, away: number, noise: number): number {
  return Math.max(-1, Math.min(1, (ratingOf(seed, home) - ratingOf(seed, away)) * 0.7 + noise));
}

function fixtureHours(schedule: FixtureSchedule): number[] {
  const [first, last] = schedule.hours;
  const hours: number[] = [];
  if (first <= last) for (let hour = first; hour <= last; hour += 1) hours.push(hour);
  else {
    for (let hour = first; hour < 24; hour += 1) hours.push(hour);
    for (let hour = 0; hour <= last; hour += 1) hours.push(hour);
  }
  return hours;
}

const fixtureCache = new Map<string, EventSpec[]>();

/** The fixtures of one league on one UTC day (kept: the ticker asks for the same days at every step). */
export function fixturesOf(seed: number, league: LeagueDefinition, day: number): EventSpec[] {
  const key = `${seed}:${league.id}:${day}`;
  let specs = fixtureCache.get(key);
  if (!specs) {
    if (fixtureCache.size > 5000) fixtureCache.clear();
    specs = drawFixtures(seed, league, day);
    fixtureCache.set(key, specs);
  }
  return specs;
}

function drawFixtures(seed: number, league: LeagueDefinition, day: number): EventSpec[] {
  const schedule = league.schedule as FixtureSchedule;
  const leagueIndex = fixtureLeagues.indexOf(league);
  const random = createRandom(seed, 'fixtures', league.id, day);
  const count = Math.min(Math.floor(league.teams.length / 2), random.poisson(schedule.perDay), 19);
  const teams = random.shuffle(league.teams);
  const hours = fixtureHours(schedule);
  const slot = schedule.slotMinutes ?? 15;
  const specs: EventSpec[] = [];
  for (let n = 0; n < count; n += 1) {
    const hour = random.pick(hours);
    const minuteOfHour = random.int(0, Math.floor(60 / slot) - 1) * slot;
    const startAt = day * dayMs + hour * hourMs + minuteOfHour * minuteMs;
    const homeId = teamId(league.sportId, teams[2 * n]);
    const awayId = teamId(league.sportId, teams[2 * n + 1]);
    specs.push({
      id: day * 1000 + leagueIndex * 20 + n,
      sportId: league.sportId,
      leagueId: league.id,
      homeId,
      awayId,
      startAt,
      publishAt: startAt - schedule.publishDays * dayMs + Math.round(random.between(0, 12)) * hourMs,
      edge: edgeOf(seed, homeId, awayId, random.normal() * 0.12),
      tempo: random.between(0.86, 1.14),
      namePool: league.names,
    });
  }
  return specs;
}

function arenaMatch(seed: number, arena: Arena, slot: number): EventSpec {
  const cycle = arena.schedule.cycleMinutes * minuteMs;
  const startAt = arenaAnchor + arena.offsetMinutes * minuteMs + slot * cycle;
  const random = createRandom(seed, 'arena', arena.league.id, arena.index, slot);
  const [home, away] = random.shuffle(arena.league.teams);
  const homeId = teamId(arena.league.sportId, home);
  const awayId = teamId(arena.league.sportId, away);
  return {
    id: 100_000_000 + arena.index * 1_000_000 + (slot % 1_000_000),
    sportId: arena.league.sportId,
    leagueId: arena.league.id,
    homeId,
    awayId,
    startAt,
    publishAt: startAt - arena.schedule.listAhead * cycle,
    edge: edgeOf(seed, homeId, awayId, random.normal() * 0.15),
    tempo: random.between(0.9, 1.1),
    namePool: arena.league.names,
  };
}

/**
 * Events listed in (publishedAfter, publishedBy] that start after `startsAfter`, in start order. The first
 * generation asks from -infinity with a history limit; the ticker then asks for what came due since the last step.
 */
export function eventsPublished(seed: number, publishedAfter: number, publishedBy: number, startsAfter: { fixtures: number; arenas: number }): EventSpec[] {
  const out: EventSpec[] = [];
  for (const league of fixtureLeagues) {
    // A fixture of day d is published between (d - publishDays) and 12 hours + a day later: only those days matter.
    const lead = (league.schedule as FixtureSchedule).publishDays * dayMs;
    const firstDay = Math.floor(Math.max(startsAfter.fixtures, Number.isFinite(publishedAfter) ? publishedAfter + lead - dayMs - 13 * hourMs : -Infinity) / dayMs);
    const lastDay = Math.floor((publishedBy + lead) / dayMs);
    for (let day = firstDay; day <= lastDay; day += 1) {
      for (const spec of fixturesOf(seed, league, day)) {
        if (spec.publishAt > publishedAfter && spec.publishAt <= publishedBy && spec.startAt > startsAfter.fixtures) out.push(spec);
      }
    }
  }
  for (const arena of arenaList) {
    const cycle = arena.schedule.cycleMinutes * minuteMs;
    const origin = arenaAnchor + arena.offsetMinutes * minuteMs;
    const lead = arena.schedule.listAhead * cycle;
    // publishAt = start - lead: slots whose publication falls in the window and whose start is late enough.
    const fromStart = Math.max(Number.isFinite(publishedAfter) ? publishedAfter + lead : -Infinity, startsAfter.arenas);
    const firstSlot = Math.max(0, Math.floor((fromStart - origin) / cycle));
    const lastSlot = Math.floor((publishedBy + lead - origin) / cycle);
    for (let slot = firstSlot; slot <= lastSlot; slot += 1) {
      const spec = arenaMatch(seed, arena, slot);
      if (spec.publishAt > publishedAfter && spec.publishAt <= publishedBy && spec.startAt > startsAfter.arenas) out.push(spec);
    }
  }
  return out.sort((a, b) => a.startAt - b.startAt || a.id - b.id);
}

/** Whether an event comes from an arena (its results are kept a day rather than a week). */
export function isArenaEvent(id: number): boolean {
  return id >= 100_000_000;
}
