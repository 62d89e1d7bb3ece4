import type { EventSpec, FightDetail, FullState } from '../simulation/match-state.ts';
import type { FightSport, TeamSide } from '../sports/sport-definition.ts';
import type { Evaluation, MarketSpec } from './model.ts';

// Fight.

export function evaluateFight(sport: FightSport, spec: EventSpec, full: FullState, markets: readonly MarketSpec[]): Map<number, Evaluation> {
  const detail = full.detail as FightDetail;
  const winnerByFinish = 0.5 + spec.edge * 0.35;
  const winnerOnPoints = 0.5 + spec.edge * 0.3;
  const koShare = 0.62;
  // End of the fight in rounds (1.5 = half-way through round 2), as a distribution over a grid of times.
  const endings: { at: number; winner: TeamSide | null; method: 'ko' | 'submission' | 'decision'; p: number }[] = [];
  if (detail.over || detail.finish) {
    const finish = detail.finish;
    if (finish) {
      const at = detail.roundIndex + (detail.over ? 0 : detail.fraction);
      endings.push({ at, winner: finish.winner, method: finish.method, p: 1 });
    } else endings.push({ at: sport.rounds, winner: detail.decisionWinner, method: 'decision', p: 1 });
  } else {
    let alive = 1;
    for (let round = detail.roundIndex; round < sport.rounds; round += 1) {
      const from = round === detail.roundIndex ? detail.fraction : 0;
      const chance = sport.finishPerRound * (1 - from);
      const slices = 4;
      for (let slice = 0; slice < slices; slice += 1) {
        const at = round + from + ((1 - from) * (slice + 0.5)) / slices;
        const p = (alive * chance) / slices;
        endings.push({ at, winner: 'home', method: 'ko', p: p * winnerByFinish * koShare });
        endings.push({ at, winner: 'home', method: 'submission', p: p * winnerByFinish * (1 - koShare) });
        endings.push({ at, winner: 'away', method: 'ko', p: p * (1 - winnerByFinish) * koShare });
        endings.push({ at, winner: 'away', method: 'submission', p: p * (1 - winnerByFinish) * (1 - koShare) });
      }
      alive *= 1 - chance;
    }
    endings.push({ at: sport.rounds, winner: 'home', method: 'decision', p: alive * winnerOnPoints });
    endings.push({ at: sport.rounds, winner: 'away', method: 'decision', p: alive * (1 - winnerOnPoints) });
  }
  const out = new Map<number, Evaluation>();
  for (const market of markets) {
    const masses: Record<string, number> = Object.fromEntries(market.outcomes.map((outcome) => [outcome.key, 0]));
    for (const ending of endings) {
      let key: string;
      switch (market.type) {
        case 'match-winner':
          key = ending.winner ?? 'home';
          break;
        case 'method-of-victory':
          key = `${ending.winner}-${ending.method}`;
          break;
        case 'total-rounds':
          key = ending.at > (market.line ?? 0) ? 'over' : 'under';
          break;
        case 'goes-the-distance':
          key = ending.method === 'decision' ? 'yes' : 'no';
          break;
        default:
          throw new Error(`The fight family has no pricing model ${market.type}`);
      }
      masses[key] += ending.p;
    }
    out.set(market.id, { masses, voidMass: 0 });
  }
  return out;
}
