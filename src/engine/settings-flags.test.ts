import { describe, expect, it } from 'vitest';
import { flattenSettingsFlags, setSettingsFlags, settingsFlagsStore } from './settings-flags.ts';

describe('settings flags', () => {
  it('flattens nested booleans into dotted keys, ignoring other values', () => {
    expect(
      flattenSettingsFlags({ rates: [1, 2], limits: { maxBet: 10 }, bonuses: { cashbackOn: true, transferBonusBalanceToBalanceOn: false, rate: 0.5 } }),
    ).toEqual({ 'bonuses.cashbackOn': true, 'bonuses.transferBonusBalanceToBalanceOn': false });
    expect(flattenSettingsFlags(null)).toEqual({});
  });

  it('replaces the whole set of flags', () => {
    setSettingsFlags({ 'a.b': true, 'c': false });
    setSettingsFlags({ 'a.b': false });
    expect({ ...settingsFlagsStore }).toEqual({ 'a.b': false });
    setSettingsFlags({});
    expect({ ...settingsFlagsStore }).toEqual({});
  });
});
