import { createRandom } from './random.ts';
import { fightScript, fightState } from './simulation/fight.ts';
import { addPoint, newTally, setsScript, setsState } from './simulation/sets.ts';
import { timedScript, timedState } from './simulation/timed.ts';
import type { EventSpec, FullState, Script } from './simulation/match-state.ts';
import type { SportDefinition } from './sports/sport-definition.ts';

/**
 * How a match goes. Each event gets a script when it is generated, drawn from the feed's seed and the event's id:
 * when every goal, point, stoppage and video review happens. The state at any time (score, period, clock,
 * incident, whether markets are suspended) is then a pure function of the script and the time (stateAt), so:
 * - the same seed plays every match the same way, whatever the ticks in between (tests rely on it);
 * - a step of any length is exact: the sandbox's clock moved by two hours simply finds the match finished;
 * - after a restart the scripts are drawn again from the seed and the matches carry on where they were.
 * Prices are not in the script: pricing/ reads the state (never the future) like a trader would.
 *
 * One file per family in simulation/ (timed: goals and points, sets, fight), the shapes they share in
 * simulation/match-state.ts.
 */

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

/** The state of the match at `t`, from its script alone. */
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
