import { defineForm } from '../../schemas/config/form.define.ts';
import type { MarketConfig } from '../../schemas/config/market.ts';
import { floorToMinorUnits } from '../../src/domain/money.ts';
import { toMinorUnits, type AmountRange } from './cashier-money.ts';

/** §9: withdrawals from 10 TND, up to the system's maximum and the balance (floored, §9 Rounding). */
export function withdrawalRange(system: { min: string; max: string }, balance: string, limits: Pick<MarketConfig['limits'], 'withdrawalMin'>): AmountRange {
  return {
    minMinor: Math.max(toMinorUnits(system.min) ?? 0, toMinorUnits(limits.withdrawalMin) ?? 0),
    maxMinor: Math.min(toMinorUnits(system.max) ?? Number.MAX_SAFE_INTEGER, floorToMinorUnits(balance)),
  };
}

/** Above this, the operator asks for approved documents (§9 extra verification). */
export const extraVerificationAboveMinor = (limits: Pick<MarketConfig['limits'], 'withdrawalExtraVerificationAbove'>) => toMinorUnits(limits.withdrawalExtraVerificationAbove) ?? 0;

/** The withdrawal form for one payout system's range (withdrawalRange). */
export function withdrawalForm(range: AmountRange) {
  return defineForm({
    id: 'cashier-withdrawal',
    schema: () => import('./cashier-withdrawal.schema.ts').then((module) => module.withdrawalSchema(range)),
    submitKey: 'profile.withdrawal.submit',
    fields: [
      { name: 'amount', kind: 'text', labelKey: 'profile.withdrawal.amount', autoComplete: 'off', invalidKey: 'profile.field.invalidAmount' },
      { name: 'account', kind: 'text', labelKey: 'profile.withdrawal.account', autoComplete: 'cc-number' },
    ],
  });
}
