import { expectedFigures } from './pricing/evaluate.ts';
import type { MarketSpec } from './pricing/model.ts';
import { marketTypeOf } from './market-types.ts';
import type { EventSpec } from './simulation/match-state.ts';
import { eventPlayers } from './simulation/timed.ts';
import type { SportDefinition, TeamSide } from './sports/sport-definition.ts';

/**
 * The markets of one event, built from its sport's market plans (the `feed` of config/sportsbook/sports/<key>.ts).
 *
 * Ids are numbers that nest, so a bet slip can name an outcome on its own and still find its market and event
 * (Sportsbook 2/2): market id = event id * 1000 + n, outcome id = market id * 100 + k. They are the same every
 * time the event is built from the same seed. Outcome keys (home, draw, over, player-<id>, 2-1...) are those of the
 * market type's template (config/sportsbook/market-templates.ts); three pricing models generate theirs: correct
 * scores from the sport's scoring, goalscorers and player points from the event's players.
 */

/** A line set around a figure: x.5, so it never pushes (2.5 goals, 221.5 points). */
const halfLine = (value: number) => Math.floor(value) + 0.5;

function correctScoreKeys(sport: SportDefinition): string[] {
  if (sport.family === 'sets') {
    const wins = sport.setsToWin === 1 ? sport.setTarget : sport.setsToWin;
    const keys: string[] = [];
    for (let loser = 0; loser < wins; loser += 1) keys.push(`${wins}-${loser}`);
    for (let loser = wins - 1; loser >= 0; loser -= 1) keys.push(`${loser}-${wins}`);
    return keys;
  }
  const max = sport.family === 'goals' ? (sport.correctScoreMax ?? 4) : 4;
  const keys: string[] = [];
  for (let home = 0; home <= max; home += 1) for (let away = 0; away <= max; away += 1) keys.push(`${home}-${away}`);
  keys.push('other');
  return keys;
}

export function marketsFor(sport: SportDefinition, spec: EventSpec): MarketSpec[] {
  const markets: MarketSpec[] = [];
  const players = eventPlayers(sport, spec);
  const add = (type: string, keys: readonly { key: string; name: string | null }[], extra: Partial<MarketSpec> = {}) => {
    const id = spec.id * 1000 + markets.length + 1;
    markets.push({
      id,
      type,
      period: extra.period ?? null,
      line: extra.line ?? null,
      team: extra.team ?? null,
      player: extra.player ?? null,
      roster: extra.roster,
      outcomes: keys.map((outcome, index) => ({ id: id * 100 + index + 1, key: outcome.key, name: outcome.name })),
    });
  };
  const plain = (keys: readonly string[]) => keys.map((key) => ({ key, name: null }));

  for (const plan of sport.markets) {
    const base = { period: plan.period ?? null, team: (plan.team ?? null) as TeamSide | null };
    const { outcomeKeys, pricing } = marketTypeOf(plan.type);
    if (pricing.model === 'correct-score') {
      add(plan.type, plain(correctScoreKeys(sport)), base);
      continue;
    }
    if (pricing.model === 'first-goalscorer') {
      const named = [...players.home.map((player) => ({ ...player, side: 'home' as const })), ...players.away.map((player) => ({ ...player, side: 'away' as const }))];
      if (named.length === 0) continue;
      add(
        plan.type,
        [...named.map((player) => ({ key: `player-${player.id}`, name: player.name })), { key: 'other', name: null }, { key: 'none', name: null }],
        { ...base, roster: named.map((player) => ({ key: `player-${player.id}`, side: player.side, share: player.share })) },
      );
      continue;
    }
    if (pricing.model === 'player-points') {
      for (const side of ['home', 'away'] as const) {
        const teamMean = expectedFigures(sport, spec, 'team-total', side, null);
        for (const player of players[side]) {
          add(plan.type, plain(outcomeKeys), { ...base, line: halfLine(teamMean * player.share), player: { id: player.id, name: player.name, side, share: player.share } });
        }
      }
      continue;
    }
    const keys = outcomeKeys;
    let lines: number[] = [];
    if (plan.lines) lines = [...plan.lines];
    else if (plan.offsets) {
      const expected = expectedFigures(sport, spec, pricing.model, plan.team ?? null, plan.period ?? null);
      // Handicaps are the home side's: a favourite gives points (-4.5), so they centre on minus the expected lead.
      lines = plan.offsets.map((offset) => (pricing.model === 'handicap' ? halfLine(-expected + offset) : halfLine(expected + offset)));
    }
    lines = [...new Set(lines)].sort((a, b) => a - b);
    if (lines.length === 0) add(plan.type, plain(keys), base);
    else for (const line of lines) add(plan.type, plain(keys), { ...base, line });
  }
  return markets;
}
