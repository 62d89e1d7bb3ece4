import { describe, expect, it } from 'vitest';
import { currencyOf } from './use-currency.ts';

// §9 Display: the player’s currency first, the market’s while it is unknown (CONVENTIONS 18: a fixture market).
describe('currencyOf', () => {
  const market = { currency: 'XAA' };
  it('takes the currency the player’s balance is kept in', () => {
    expect(currencyOf({ currency: 'XBB' }, market)).toBe('XBB');
  });
  it('falls back to the market’s for a guest, a user not loaded yet, or a user answer without one', () => {
    expect(currencyOf(undefined, market)).toBe('XAA');
    expect(currencyOf({}, market)).toBe('XAA');
    expect(currencyOf({ currency: '' }, market)).toBe('XAA');
  });
});
