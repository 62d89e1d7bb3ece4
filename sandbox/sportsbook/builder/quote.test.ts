import { describe, expect, it } from 'vitest';
import type { BetBuilderConfig } from '../../../schemas/config/bet-builder.ts';
import type { EventRuntime, MarketRuntime } from '../feed-runtime.ts';
import { eventsPublished, hourMs } from '../generator.ts';
import { marketsFor } from '../markets.ts';
import { ladderFloor } from '../odds.ts';
import { asPriced, evaluateMarkets } from '../pricing/evaluate.ts';
import { finalScoreGrid } from '../pricing/goals.ts';
import { fairProbabilities } from '../pricing/model.ts';
import { scriptOf, stateAt } from '../simulation.ts';
import { sportById } from '../sports.ts';
import type { GoalsSport } from '../sports/sport-definition.ts';
import { jointChance } from './joint.ts';
import { builderRefusals, quoteBuilder } from './quote.ts';

// The builder prices a match's legs together from the match's own model (docs/product.md §5 "Bet builder"), on a
// fixture config (engine tests build their own: CONVENTIONS 18).
const config: BetBuilderConfig = {
  minLegs: 2,
  sports: [{ sport: 'football', marketTypes: ['match-result', 'double-chance', 'total', 'both-teams-to-score', 'team-total', 'correct-score', 'first-team-to-score', 'first-goalscorer'], maxLegs: 6, margin: 0.1 }],
};
const seed = 7;
const now = Date.UTC(2026, 10, 20, 12, 0);
const football = sportById(1) as GoalsSport;
const spec = eventsPublished(seed, now - hourMs, now + 3 * 24 * hourMs, { fixtures: now, arenas: now }).find((candidate) => candidate.sportId === 1 && candidate.startAt > now)!;
const full = stateAt(football, scriptOf(football, spec, seed), spec.startAt - 1);
const specs = marketsFor(football, spec);
const markets: MarketRuntime[] = specs.map((marketSpec, index) => ({
  spec: marketSpec,
  sortOrder: index + 1,
  status: 'open',
  settleAt: null,
  draws: 0,
  outcomes: marketSpec.outcomes.map((outcome, position) => ({ ...outcome, sortOrder: position + 1, price: 200, priceVersion: 1, status: 'open', result: null })),
}));
const event: Pick<EventRuntime, 'sport' | 'spec' | 'full' | 'markets'> = { sport: football, spec, full, markets };

/** The outcome id of `key` in the market of `type` (and `line`, `team`). */
function pick(type: string, key: string, extra: { line?: number; team?: 'home' | 'away' } = {}): number {
  const market = specs.find((candidate) => candidate.type === type && (extra.line === undefined || candidate.line === extra.line) && (extra.team === undefined || candidate.team === extra.team));
  const outcome = market?.outcomes.find((candidate) => candidate.key === key);
  if (!outcome) throw new Error(`No ${type} ${key} ${JSON.stringify(extra)}`);
  return outcome.id;
}
/** The market's own fair chance of the outcome, as its single price is made (pricing/). */
function singleChance(outcomeId: number): number {
  const market = specs.find((candidate) => candidate.outcomes.some((outcome) => outcome.id === outcomeId))!;
  const key = market.outcomes.find((outcome) => outcome.id === outcomeId)!.key;
  return fairProbabilities(evaluateMarkets(football, spec, full, [market]).get(market.id)!)[key];
}

const homeWin = pick('match-result', 'home');
const awayWin = pick('match-result', 'away');
const over25 = pick('total', 'over', { line: 2.5 });
const over15 = pick('total', 'over', { line: 1.5 });
const under15 = pick('total', 'under', { line: 1.5 });
const under25 = pick('total', 'under', { line: 2.5 });
const under05 = pick('total', 'under', { line: 0.5 });
const homeOver05 = pick('team-total', 'over', { team: 'home', line: 0.5 });
const awayOver15 = pick('team-total', 'over', { team: 'away', line: 1.5 });
const awayOver05 = pick('team-total', 'over', { team: 'away', line: 0.5 });
const scorer = specs.find((market) => market.type === 'first-goalscorer')!.outcomes.find((outcome) => outcome.key.startsWith('player-'))!.id;

describe('the builder prices a combination from the match model', () => {
  it('gives each leg alone the chance its own market is priced at', () => {
    const grid = finalScoreGrid(football, spec, full);
    for (const outcomeId of [homeWin, over25, under15, homeOver05, awayOver15, scorer, pick('both-teams-to-score', 'yes'), pick('double-chance', 'draw-away'), pick('correct-score', '2-1'), pick('correct-score', 'other'), pick('first-team-to-score', 'none'), pick('first-team-to-score', 'away')]) {
      const market = asPriced(specs.find((candidate) => candidate.outcomes.some((outcome) => outcome.id === outcomeId))!);
      const key = market.outcomes.find((outcome) => outcome.id === outcomeId)!.key;
      expect(jointChance(grid, null, [{ market, key }])).toBeCloseTo(singleChance(outcomeId), 9);
    }
  });

  it('prices two independent legs (the two team totals) at their product, with the builder margin', () => {
    const quote = quoteBuilder(event, [homeOver05, awayOver15], config);
    const product = singleChance(homeOver05) * singleChance(awayOver15);
    expect(quote.unpriced).toBeNull();
    expect(Math.abs(quote.chance! / product - 1)).toBeLessThan(1e-6);
    expect(quote.price).toBe(ladderFloor(100 / (product * 1.1)));
  });

  it('prices two correlated legs (home win and over 2.5) measurably off their product', () => {
    const quote = quoteBuilder(event, [homeWin, over25], config);
    const product = singleChance(homeWin) * singleChance(over25);
    expect(quote.unpriced).toBeNull();
    // Goals for the home side make both more likely together: the joint chance is above the product by over 5 %.
    expect(quote.chance! / product).toBeGreaterThan(1.05);
    expect(quote.price!).toBeLessThan(ladderFloor(100 / (product * 1.1)));
  });

  it('keeps the builder margin: the price never pays better than the fair chance less the margin', () => {
    for (const legs of [[homeWin, over25], [homeOver05, awayOver15], [homeWin, over25, pick('both-teams-to-score', 'yes')], [scorer, homeWin]]) {
      const quote = quoteBuilder(event, legs, config);
      expect(quote.unpriced).toBeNull();
      expect((quote.price! / 100) * quote.chance! * 1.1).toBeLessThanOrEqual(1 + 1e-9);
      // Rounded down the ladder by one step at most.
      expect(quote.price! * 1.1 * quote.chance!).toBeGreaterThan(100 * 0.9);
    }
  });

  it('prices a first goalscorer with a win of his side above their product', () => {
    const quote = quoteBuilder(event, [scorer, homeWin], config);
    const scorerSide = specs.find((market) => market.type === 'first-goalscorer')!.roster!.find((player) => specs.find((m) => m.type === 'first-goalscorer')!.outcomes.find((o) => o.id === scorer)!.key === player.key)!.side;
    const product = singleChance(scorer) * singleChance(homeWin);
    if (scorerSide === 'home') expect(quote.chance! / product).toBeGreaterThan(1.05);
    else expect(quote.chance! / product).toBeLessThan(0.95);
  });
});

describe('the builder refuses contradictory or fully dependent picks before pricing, with the reason', () => {
  const refusal = (legs: number[], at = legs.length - 1) => quoteBuilder(event, legs, config).legs[at].refusal;

  it('refuses picks that cannot win together, naming the pick they clash with', () => {
    expect(refusal([homeWin, awayWin])).toEqual({ code: builderRefusals.sameMarket, conflictsWith: homeWin });
    expect(refusal([over25, under15])).toEqual({ code: builderRefusals.contradiction, conflictsWith: over25 });
    expect(refusal([scorer, under05])).toEqual({ code: builderRefusals.contradiction, conflictsWith: scorer });
    expect(refusal([homeWin, pick('double-chance', 'draw-away')])).toEqual({ code: builderRefusals.contradiction, conflictsWith: homeWin });
    expect(refusal([pick('first-team-to-score', 'none'), pick('both-teams-to-score', 'yes')])).toEqual({ code: builderRefusals.contradiction, conflictsWith: pick('first-team-to-score', 'none') });
    const quote = quoteBuilder(event, [homeWin, over25, under15], config);
    expect(quote).toMatchObject({ price: null, unpriced: 'refused' });
  });

  it('refuses a pick implied by or implying another', () => {
    expect(refusal([over25, over15])).toEqual({ code: builderRefusals.dependent, conflictsWith: over25 });
    expect(refusal([over15, over25])).toEqual({ code: builderRefusals.dependent, conflictsWith: over15 });
    expect(refusal([homeWin, pick('double-chance', 'home-draw')])).toEqual({ code: builderRefusals.dependent, conflictsWith: homeWin });
    expect(refusal([pick('correct-score', '2-1'), homeWin])).toEqual({ code: builderRefusals.dependent, conflictsWith: pick('correct-score', '2-1') });
    expect(refusal([homeWin, homeOver05])).toEqual({ code: builderRefusals.dependent, conflictsWith: homeWin });
  });

  it('refuses a pick that clashes only with the others together', () => {
    // Home win and away to score need three goals: under 2.5 fits each alone, not both.
    expect(refusal([homeWin, awayOver05, under25])).toEqual({ code: builderRefusals.contradiction, conflictsWith: null });
  });

  it('refuses markets the config does not take, lines that may push, halves, and legs past the limit', () => {
    expect(refusal([homeWin, pick('draw-no-bet', 'home')], 1)?.code).toBe(builderRefusals.marketNotAllowed);
    expect(refusal([homeWin, pick('period-result', 'home')], 1)?.code).toBe(builderRefusals.marketNotAllowed);
    const wholeLine = { ...config, sports: [{ ...config.sports[0], marketTypes: [...config.sports[0].marketTypes, 'handicap'] }] };
    expect(quoteBuilder(event, [homeWin, pick('handicap', 'home', { line: -1 })], wholeLine).legs[1].refusal?.code).toBe(builderRefusals.marketNotAllowed);
    expect(quoteBuilder(event, [over25, pick('handicap', 'home', { line: -1.5 })], wholeLine).legs[1].refusal).toBeNull();
    const two = { ...config, sports: [{ ...config.sports[0], maxLegs: 2 }] };
    expect(quoteBuilder(event, [homeWin, over25, pick('both-teams-to-score', 'yes')], two).legs[2].refusal?.code).toBe(builderRefusals.tooManyLegs);
  });

  it('refuses a pick its market no longer offers', () => {
    const suspended = { ...event, markets: markets.map((market) => (market.outcomes.some((outcome) => outcome.id === over25) ? { ...market, status: 'suspended' as const } : market)) };
    expect(quoteBuilder(suspended, [homeWin, over25], config).legs[1].refusal?.code).toBe(builderRefusals.notOffered);
    expect(quoteBuilder(event, [homeWin, 999_999_999], config).legs[1].refusal?.code).toBe(builderRefusals.notOffered);
  });
});
