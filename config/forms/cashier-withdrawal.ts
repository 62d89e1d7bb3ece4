import { z } from 'zod';
import { CreatePayoutBody } from '../../generated/payments/payments.zod.ts';
import { defineForm } from '../../schemas/config/form.ts';
import type { MarketConfig } from '../../schemas/config/market.ts';
import { normaliseAmount, toMinorUnits } from './cashier-money.ts';

/** §9: withdrawals from 10 TND, up to the system's maximum and the balance. */
export function withdrawalRange(system: { min: string; max: string }, balance: string, limits: Pick<MarketConfig['limits'], 'withdrawalMin'>): { minMinor: number; maxMinor: number } {
  return {
    minMinor: Math.max(toMinorUnits(system.min) ?? 0, toMinorUnits(limits.withdrawalMin) ?? 0),
    maxMinor: Math.min(toMinorUnits(system.max) ?? Number.MAX_SAFE_INTEGER, toMinorUnits(balance.replace(/(\.\d{2})\d+$/, '$1')) ?? 0),
  };
}

/** Above this, the operator asks for approved documents (§9 extra verification). */
export const extraVerificationAboveMinor = (limits: Pick<MarketConfig['limits'], 'withdrawalExtraVerificationAbove'>) => toMinorUnits(limits.withdrawalExtraVerificationAbove) ?? 0;

export function withdrawalSchema(range: { minMinor: number; maxMinor: number }) {
  return z.object({
    amount: z.preprocess(
      normaliseAmount,
      CreatePayoutBody.shape.amount.refine((value) => {
        const minor = toMinorUnits(value);
        return minor !== null && minor >= range.minMinor && minor <= range.maxMinor;
      }, 'profile.withdrawal.outOfLimits'),
    ),
    account: z.preprocess((value) => (typeof value === 'string' ? value.trim() : value), CreatePayoutBody.shape.account.min(1, 'profile.field.required')),
  });
}

export function withdrawalForm(range: { minMinor: number; maxMinor: number }) {
  return defineForm({
    id: 'cashier-withdrawal',
    schema: withdrawalSchema(range),
    submitKey: 'profile.withdrawal.submit',
    fields: [
      { name: 'amount', kind: 'text', labelKey: 'profile.withdrawal.amount', autoComplete: 'off', invalidKey: 'profile.field.invalidAmount' },
      { name: 'account', kind: 'text', labelKey: 'profile.withdrawal.account', autoComplete: 'cc-number' },
    ],
  });
}
