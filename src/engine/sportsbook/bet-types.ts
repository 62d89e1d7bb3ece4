import betTypesFile from '../../../config/sportsbook/bet-types.ts';
import type { BetTypeShape } from '../../domain/bet-maths.ts';

// §5 Bet slip: the slip decides everything about a bet type by what config/sportsbook/bet-types.ts declares of it
// (schemas/config/bet-types.ts), never by its id, so an operator's new type works without code. The first type
// listed starts a new slip; `sizes` says how it combines the selections; `offered` whether the choice of type
// always shows it.

export interface SlipBetType extends BetTypeShape {
  labelKey: string;
  offered?: 'always' | 'when-it-fits';
}

export const betTypes: readonly SlipBetType[] = betTypesFile;

/** The type of that id, else the first one listed (a new slip, or a stored slip whose type is no longer offered). */
export function betTypeOf(id: string, types: readonly SlipBetType[] = betTypes): SlipBetType {
  return types.find((entry) => entry.id === id) ?? types[0];
}

/** Every selection a bet of its own (`sizes: [1]`): a stake may be typed per selection. */
export function placesEachAlone(type: Pick<BetTypeShape, 'sizes'>): boolean {
  return type.sizes !== 'chosen' && type.sizes.every((size) => size === 1);
}

/** One bet of all the selections together (`sizes: ["n"]`). */
export function combinesAll(type: Pick<BetTypeShape, 'sizes'>): boolean {
  return type.sizes !== 'chosen' && type.sizes.length === 1 && type.sizes[0] === 'n';
}

/** Whether a ticket of type `typeId` is one bet of all its selections (an accumulator, whatever the operator names it). */
export function combinesAllLegs(typeId: string, types: readonly SlipBetType[] = betTypes): boolean {
  return types.some((entry) => entry.id === typeId && combinesAll(entry));
}

/** The player chooses k of n (`sizes: "chosen"`): the slip asks for the size and sends it. */
export function sizeIsChosen(type: Pick<BetTypeShape, 'sizes'>): boolean {
  return type.sizes === 'chosen';
}

/** Whether a slip of `count` selections can be placed as this type. */
export function fitsSelections(type: Pick<BetTypeShape, 'selections'>, count: number): boolean {
  return count >= type.selections.min && count <= type.selections.max;
}

/** The types the slip's choice of type shows: the "always" ones, the chosen one, and those that fit the slip. */
export function offeredTypes(count: number, chosen: SlipBetType, types: readonly SlipBetType[] = betTypes): SlipBetType[] {
  return types.filter((entry) => entry.offered === 'always' || entry.id === chosen.id || fitsSelections(entry, count));
}

/** The type "play as singles" switches to (the first placing each selection alone), or null when none is offered. */
export function singlesType(types: readonly SlipBetType[] = betTypes): SlipBetType | null {
  return types.find(placesEachAlone) ?? null;
}

/**
 * The type proposed over singles (§5: every selection of a different event, as many as it takes): the first one
 * combining them all, or null.
 */
export function proposedOverSingles(chosen: SlipBetType, legs: readonly { eventId: number }[], types: readonly SlipBetType[] = betTypes): SlipBetType | null {
  if (!placesEachAlone(chosen) || new Set(legs.map((leg) => leg.eventId)).size !== legs.length) return null;
  const together = types.find(combinesAll);
  return together && fitsSelections(together, legs.length) ? together : null;
}

/**
 * §5 Bet slip: singles with a stake per selection, every selection of a different event: the type combining them all,
 * offered as a row of its own beside the singles (placed with them as one more ticket), or null.
 */
export function comboBesideSingles(chosen: SlipBetType, stakeMode: 'one' | 'each', legs: readonly { eventId: number }[], types: readonly SlipBetType[] = betTypes): SlipBetType | null {
  return stakeMode === 'each' && legs.length > 1 ? proposedOverSingles(chosen, legs, types) : null;
}
