import { describe, expect, it } from 'vitest';
import { quickDepositAmounts } from './cashier-deposit.ts';

describe('quickDepositAmounts (§2 Player journey)', () => {
  it('offers only amounts within the payment system and market limits', () => {
    expect(quickDepositAmounts({ minMinor: 1000, maxMinor: 1_000_000 })).toEqual(['10.00', '20.00', '50.00', '100.00', '200.00']);
    expect(quickDepositAmounts({ minMinor: 2000, maxMinor: 10000 })).toEqual(['20.00', '50.00', '100.00']);
    expect(quickDepositAmounts({ minMinor: 3050, maxMinor: 6000 })).toEqual(['30.50', '50.00']);
  });
  it('offers the minimum when no candidate fits', () => {
    expect(quickDepositAmounts({ minMinor: 60000, maxMinor: 70000 })).toEqual(['600.00']);
  });
});
