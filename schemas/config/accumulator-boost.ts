import * as z from 'zod';

/**
 * The accumulator boost config kind (config/sportsbook/accumulator-boost.ts): which accumulators the advertised boost
 * (config/promotions/sport.ts) applies to and by how much it raises their net winnings. The slip shows it and the
 * sandbox pays it at settlement from this one file (src/domain/accumulator-boost.ts has the maths).
 */
export const accumulatorBoostSchema = z
  .strictObject({
    /** The fewest selections an accumulator needs to be boosted. */
    minSelections: z.int().min(2).max(30),
    /** The lowest price each selection may have ("1.30"). */
    minOdds: z.string().regex(/^\d{1,3}\.\d{2}$/, 'Expected a price such as "1.30"'),
    /** The boost at `minSelections`, in per cent of the net winnings. */
    firstPercent: z.int().min(1).max(100),
    /** What each further selection adds, in per cent. */
    percentPerSelection: z.int().min(0).max(100),
    /** The most it reaches, in per cent (the promotion's "up to"). */
    maxPercent: z.int().min(1).max(100),
    /** Only accumulators placed before every match starts (no live selection). */
    prematchOnly: z.boolean(),
  })
  .refine((config) => config.maxPercent >= config.firstPercent, { message: 'maxPercent is below firstPercent', path: ['maxPercent'] });

export type AccumulatorBoostInput = z.input<typeof accumulatorBoostSchema>;
export type AccumulatorBoostConfig = z.output<typeof accumulatorBoostSchema>;
