import type { Random } from '../random.ts';
import { second, minute, type EventSpec, type EventStatus, type Clock, type Incident, type MatchState, type FightScript, type FullState } from './match-state.ts';
import type { FightSport } from '../sports/sport-definition.ts';

// ---- fights: rounds, with a chance of a finish in each, else the judges

export function fightScript(sport: FightSport, spec: EventSpec, random: Random): FightScript {
  const rounds: FightScript['rounds'] = [];
  let t = spec.startAt;
  let finish: FightScript['finish'] = null;
  for (let index = 0; index < sport.rounds; index += 1) {
    const start = t;
    let end = start + sport.roundMinutes * minute;
    if (!finish && random.chance(sport.finishPerRound)) {
      const at = start + Math.round(random.between(0.05, 0.98) * sport.roundMinutes * minute);
      finish = { at, winner: random.chance(0.5 + spec.edge * 0.35) ? 'home' : 'away', method: random.chance(0.62) ? 'ko' : 'submission' };
      end = at;
    }
    rounds.push({ code: `r${index + 1}`, start, end });
    t = end;
    if (finish) break;
    if (index < sport.rounds - 1) t += sport.breakMinutes * minute;
  }
  return { kind: 'fight', start: spec.startAt, end: t + (finish ? 0 : 30 * second), rounds, finish, decisionWinner: random.chance(0.5 + spec.edge * 0.3) ? 'home' : 'away' };
}


export function fightState(sport: FightSport, script: FightScript, t: number): FullState {
  const status: EventStatus = t < script.start ? 'prematch' : t >= script.end ? 'ended' : 'live';
  let phase: string | null = null;
  let clock: Clock | null = null;
  let roundIndex = 0;
  let fraction = 0;
  for (const [index, round] of script.rounds.entries()) {
    if (t >= round.end) {
      roundIndex = index + 1;
      continue;
    }
    if (t >= round.start) {
      phase = round.code;
      roundIndex = index;
      fraction = (t - round.start) / (sport.roundMinutes * minute);
      const left = sport.roundMinutes * 60 - Math.floor((t - round.start) / second);
      clock = { seconds: Math.max(0, left), running: true, direction: 'down', at: t };
    } else if (status === 'live') phase = 'break';
    break;
  }
  if (status === 'live' && phase === null) phase = 'break';
  const finished = script.finish && t >= script.finish.at ? script.finish : null;
  const over = status === 'ended';
  const winner = over ? (script.finish?.winner ?? script.decisionWinner) : null;
  const incident: Incident | null = finished ? { type: finished.method, team: finished.winner, at: finished.at } : over ? { type: 'decision', team: script.decisionWinner, at: script.end } : null;
  const state: MatchState = {
    status,
    phase: status === 'live' ? phase : null,
    clock: status === 'live' ? clock : null,
    score: status === 'prematch' ? null : winner ? { home: winner === 'home' ? 1 : 0, away: winner === 'away' ? 1 : 0 } : { home: 0, away: 0 },
    periods: [],
    point: null,
    server: null,
    incident,
    suspendedUntil: finished && !over ? script.end : null,
    endedAt: over ? script.end : null,
  };
  return { state, detail: { kind: 'fight', roundIndex, fraction, finish: finished, over, decisionWinner: over && !script.finish ? script.decisionWinner : null } };
}
