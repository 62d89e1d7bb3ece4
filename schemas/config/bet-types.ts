import * as z from 'zod';
import { i18nKeySchema, idSchema } from './shared.ts';

/**
 * The bet-types config kind (config/sportsbook/bet-types.ts): which ways of combining the selections of a slip
 * the sportsbook offers (singles, accumulator, the general k-of-n system, and the named full covers: Trixie,
 * Patent, Yankee, Lucky 15...). The combination maths is src/domain/bet-maths.ts; a type here is only data: how
 * many selections it takes and which combination sizes it places.
 *
 * sizes: the sizes of the combinations placed, each an integer (2 = every double) or "n" (one combination of all
 * the selections: the accumulator); "chosen": the player picks k (a system k-of-n). The first type listed is the
 * one a new slip starts with.
 */
export const combinationSizeSchema = z.union([z.int().min(1).max(30), z.literal('n')]);

export const betTypeSchema = z
  .strictObject({
    /** Sent as the ticket's type (schemas/openapi/sportsbook-bets.yaml PlaceTicketBody.betType). */
    id: idSchema,
    /** The name shown in the slip, an i18n key of config/languages/<lang>/betslip.json. */
    labelKey: i18nKeySchema,
    /** How many selections the type takes (a named full cover takes exactly its number). */
    selections: z.strictObject({ min: z.int().min(1).max(30), max: z.int().min(1).max(30) }),
    sizes: z.union([z.literal('chosen'), z.array(combinationSizeSchema).min(1)]),
    /**
     * Where the slip's choice of type shows it (§5 Bet slip): "always", or "when-it-fits" (the default), only while
     * the number of selections is within `selections` (the named full covers). The slip decides by this and by
     * `sizes`, never by id: `[1]` places each selection alone (a stake per selection may be typed, "play as
     * singles" picks it), `["n"]` combines them all (proposed when every single is of a different event),
     * "chosen" asks the player for k.
     */
    offered: z.enum(['always', 'when-it-fits']).optional(),
  })
  .refine((type) => type.selections.min <= type.selections.max, { message: 'selections.min is above selections.max', path: ['selections', 'min'] })
  .refine((type) => type.sizes === 'chosen' || type.sizes.every((size) => size === 'n' || size <= type.selections.min), {
    message: 'A combination size is larger than the fewest selections the type takes',
    path: ['sizes'],
  });

export const betTypesSchema = z
  .array(betTypeSchema)
  .min(1)
  .superRefine((types, context) => {
    const seen = new Set<string>();
    types.forEach((type, index) => {
      if (seen.has(type.id)) context.addIssue({ code: 'custom', message: `Duplicate bet type "${type.id}"`, path: [index, 'id'] });
      seen.add(type.id);
    });
  });

export type BetTypeInput = z.input<typeof betTypeSchema>;
export type BetType = z.output<typeof betTypeSchema>;
