import type { APIRequestContext } from '@playwright/test';
import { defaultFeedSettings } from '../../sandbox/sportsbook/feed.ts';
import { eventsPublished, resultsRetentionMs } from '../../sandbox/sportsbook/generator.ts';
import { scriptOf } from '../../sandbox/sportsbook/simulation.ts';
import { sportById } from '../../sandbox/sportsbook/sports.ts';
import { serverNow } from './helpers.ts';

// The sandbox plays every live match from its seed (sandbox/sportsbook/simulation.ts), so a spec can read what a match
// will do next. A live bet's acceptance delay moves the sandbox clock half a minute: a goal in it suspends the match's
// markets and the ticket is refused for that (§5 live acceptance), whatever the spec is about.

/**
 * The ids of the live events, among `ids`, that score nothing, pause nothing and end nothing for the next `ms` of the
 * sandbox clock (and are not still suspended from a goal just before): matches timed by a clock whose script says so.
 */
export async function quietLiveEvents(request: APIRequestContext, ids: readonly number[], ms: number): Promise<Set<number>> {
  const now = await serverNow(request);
  const seed = defaultFeedSettings.seed;
  const specs = new Map(eventsPublished(seed, -Infinity, now + 86_400_000, { fixtures: now - resultsRetentionMs.fixtures, arenas: now - resultsRetentionMs.arenas }).map((spec) => [spec.id, spec]));
  const quiet = new Set<number>();
  for (const id of ids) {
    const spec = specs.get(id);
    const sport = spec && sportById(spec.sportId);
    if (!spec || !sport) continue;
    const script = scriptOf(sport, spec, seed);
    if (script.kind !== 'timed') continue;
    const from = now - (script.suspendSeconds + 5) * 1000;
    const until = now + ms;
    const played = script.phases.find((phase) => phase.start <= now && now < phase.end);
    if (played?.kind !== 'period' || played.end <= until || script.end <= until) continue;
    if (script.scores.some((score) => score.at >= from && score.at <= until)) continue;
    quiet.add(id);
  }
  return quiet;
}
