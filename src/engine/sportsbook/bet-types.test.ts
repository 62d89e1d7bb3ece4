import { describe, expect, it } from 'vitest';
import { betTypesSchema } from '../../../schemas/config/bet-types.ts';
import { betTypeOf, combinesAll, offeredTypes, placesEachAlone, proposedOverSingles, singlesType, sizeIsChosen, type SlipBetType } from './bet-types.ts';
import { slipSummary } from './slip-maths.ts';

// §5 Bet slip, CONVENTIONS 18: the slip's decisions on an operator's own bet types, named as no deployment names
// them, so nothing can hang on an id. Each list parses with the config kind's schema first.
const operatorTypes: SlipBetType[] = betTypesSchema.parse([
  { id: 'simple', labelKey: 'betslip.types.a', selections: { min: 1, max: 10 }, sizes: [1], offered: 'always' },
  { id: 'double', labelKey: 'betslip.types.b', selections: { min: 2, max: 2 }, sizes: [2] },
  { id: 'combo', labelKey: 'betslip.types.c', selections: { min: 2, max: 8 }, sizes: ['n'], offered: 'always' },
  { id: 'k-of-n', labelKey: 'betslip.types.d', selections: { min: 3, max: 6 }, sizes: 'chosen', offered: 'when-it-fits' },
]);
const [simple, double, combo, kOfN] = operatorTypes;
const legs = (...events: number[]) => events.map((eventId, index) => ({ eventId, price: '2.00', outcomeId: index + 1 }));

describe('bet types by their declared properties', () => {
  it('a new slip starts with the first type listed; an unknown stored id falls back to it', () => {
    expect(betTypeOf('', operatorTypes)).toBe(simple);
    expect(betTypeOf('withdrawn', operatorTypes)).toBe(simple);
    expect(betTypeOf('double', operatorTypes)).toBe(double);
  });

  it('reads how a type combines from its sizes', () => {
    expect(operatorTypes.map(placesEachAlone)).toEqual([true, false, false, false]);
    expect(operatorTypes.map(combinesAll)).toEqual([false, false, true, false]);
    expect(operatorTypes.map(sizeIsChosen)).toEqual([false, false, false, true]);
    expect(singlesType(operatorTypes)).toBe(simple);
    expect(singlesType([combo, kOfN])).toBeNull();
  });

  it('offers the "always" types, the chosen one, and those the number of selections fits', () => {
    expect(offeredTypes(1, simple, operatorTypes)).toEqual([simple, combo]);
    expect(offeredTypes(2, simple, operatorTypes)).toEqual([simple, double, combo]);
    expect(offeredTypes(4, simple, operatorTypes)).toEqual([simple, combo, kOfN]);
    // The chosen type stays on offer when a removed selection no longer fits it (the slip says why it cannot place).
    expect(offeredTypes(1, kOfN, operatorTypes)).toEqual([simple, combo, kOfN]);
  });

  it('proposes the type combining all over bets alone when every selection is of a different event and it fits', () => {
    expect(proposedOverSingles(simple, legs(1, 2, 3), operatorTypes)).toBe(combo);
    expect(proposedOverSingles(simple, legs(1), operatorTypes)).toBeNull();
    expect(proposedOverSingles(simple, legs(1, 1, 2), operatorTypes)).toBeNull();
    expect(proposedOverSingles(simple, legs(1, 2, 3, 4, 5, 6, 7, 8, 9), operatorTypes)).toBeNull();
    expect(proposedOverSingles(double, legs(1, 2), operatorTypes)).toBeNull();
    expect(proposedOverSingles(simple, legs(1, 2), [simple, double])).toBeNull();
  });

  it('takes a stake per selection for any type placing each alone, whatever its id', () => {
    const input = { legs: legs(1, 2), stakeMode: 'each' as const, stake: '', stakes: { '1': '2', '2': '3' } };
    const alone = slipSummary({ ...input, type: simple });
    expect(alone.perSelection).toBe(true);
    expect(alone.tickets.map((ticket) => ticket.unitStakeMinor)).toEqual([200, 300]);
    expect(slipSummary({ ...input, type: double }).perSelection).toBe(false);
  });
});
