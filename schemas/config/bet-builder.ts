import * as z from 'zod';

/**
 * The bet-builder config kind (config/sportsbook/bet-builder.ts): which sports and which of their market types a
 * player may combine into one same-match bet, how many legs, and the builder's own margin (docs/product.md §5
 * "Bet builder"). The builder's price is never the product of its legs: the sandbox prices the combination from
 * the match's model (sandbox/sportsbook/builder/), so only market types that model can price together are listed.
 */
export const betBuilderSportSchema = z.strictObject({
  /** A sport key of config/sportsbook/sports/ (its feed family must price joint outcomes: goals). */
  sport: z.string().regex(/^[a-z][a-z0-9-]*$/),
  /** Market types of config/sportsbook/market-templates.ts that may enter a builder of this sport. */
  marketTypes: z.array(z.string().regex(/^[a-z][a-z0-9-]*$/)).min(1),
  /** The most legs a builder of this sport takes. */
  maxLegs: z.int().min(2).max(12),
  /** The builder's margin over the combination's fair probability (0.12 = 12 %). */
  margin: z.number().min(0).max(0.5),
});

export const betBuilderSchema = z
  .strictObject({
    /** The fewest legs a builder takes (one leg is a single). */
    minLegs: z.int().min(2).max(12),
    sports: z.array(betBuilderSportSchema).min(1),
  })
  .superRefine((config, context) => {
    const seen = new Set<string>();
    config.sports.forEach((sport, index) => {
      if (seen.has(sport.sport)) context.addIssue({ code: 'custom', message: `Duplicate builder sport "${sport.sport}"`, path: ['sports', index, 'sport'] });
      seen.add(sport.sport);
      if (sport.maxLegs < config.minLegs) context.addIssue({ code: 'custom', message: 'maxLegs is below minLegs', path: ['sports', index, 'maxLegs'] });
    });
  });

export type BetBuilderInput = z.input<typeof betBuilderSchema>;
export type BetBuilderConfig = z.output<typeof betBuilderSchema>;
export type BetBuilderSport = z.output<typeof betBuilderSportSchema>;
