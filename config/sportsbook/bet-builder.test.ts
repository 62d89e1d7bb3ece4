import { describe, expect, it } from 'vitest';
import betBuilder from './bet-builder.ts';
import { betBuilderSchema } from '../../schemas/config/bet-builder.ts';
import { sports } from '../../sandbox/sportsbook/sports.ts';
import { marketTypeOf } from '../../sandbox/sportsbook/market-types.ts';
import { jointModels } from '../../sandbox/sportsbook/builder/joint.ts';

// The deployment's bet builder (docs/product.md §5 "Bet builder"): every sport it names is played by the feed in the
// goals family (whose model prices legs together), and every market type it takes is one that sport offers and the
// joint model prices.
describe('config/sportsbook/bet-builder.ts', () => {
  const config = betBuilderSchema.parse(betBuilder);

  it('parses, with a leg limit of 6 and a margin above a single market\'s', () => {
    for (const sport of config.sports) {
      const feed = sports.find((candidate) => candidate.key === sport.sport);
      expect(feed, sport.sport).toBeDefined();
      expect(feed!.family).toBe('goals');
      expect(sport.maxLegs).toBeLessThanOrEqual(6);
      expect(sport.margin).toBeGreaterThan(feed!.margin);
    }
  });

  it('takes only market types its sports offer and the joint model prices', () => {
    for (const sport of config.sports) {
      const offered = new Set(sports.find((candidate) => candidate.key === sport.sport)!.markets.map((plan) => plan.type));
      for (const type of sport.marketTypes) {
        expect(offered.has(type), `${sport.sport} ${type}`).toBe(true);
        expect(jointModels.has(marketTypeOf(type).pricing.model), `${type}'s model`).toBe(true);
      }
    }
  });

  it('refuses a sport named twice and a leg limit below the minimum', () => {
    const sport = { sport: 'football', marketTypes: ['match-result'], maxLegs: 4, margin: 0.1 };
    expect(betBuilderSchema.safeParse({ minLegs: 2, sports: [sport, sport] }).success).toBe(false);
    expect(betBuilderSchema.safeParse({ minLegs: 5, sports: [sport] }).success).toBe(false);
  });
});
