import { z } from 'zod';
import { CreateDepositBody } from '../../generated/payments/payments.zod.ts';
import { defineForm } from '../../schemas/config/form.ts';
import type { MarketConfig } from '../../schemas/config/market.ts';
import { normaliseAmount, toMinorUnits } from './cashier-money.ts';

/** The amounts a payment system and the market both allow (§9: deposit 10 to 10 000 TND), in minor units. */
export function depositRange(system: { min: string; max: string }, limits: Pick<MarketConfig['limits'], 'depositMin' | 'depositMax'>): { minMinor: number; maxMinor: number } {
  return {
    minMinor: Math.max(toMinorUnits(system.min) ?? 0, toMinorUnits(limits.depositMin) ?? 0),
    maxMinor: Math.min(toMinorUnits(system.max) ?? Number.MAX_SAFE_INTEGER, toMinorUnits(limits.depositMax) ?? Number.MAX_SAFE_INTEGER),
  };
}

/** The deposit amount, checked against the system's and the market's limits before anything is sent. */
export function depositSchema(range: { minMinor: number; maxMinor: number }) {
  return z.object({
    amount: z.preprocess(
      normaliseAmount,
      CreateDepositBody.shape.amount.refine((value) => {
        const minor = toMinorUnits(value);
        return minor !== null && minor >= range.minMinor && minor <= range.maxMinor;
      }, 'profile.deposit.outOfLimits'),
    ),
  });
}

export const depositFormFields = [{ name: 'amount' as const, kind: 'text' as const, labelKey: 'profile.deposit.amount', autoComplete: 'off', invalidKey: 'profile.field.invalidAmount' }];

export function depositForm(range: { minMinor: number; maxMinor: number }) {
  return defineForm({ id: 'cashier-deposit', schema: depositSchema(range), submitKey: 'profile.deposit.submit', fields: depositFormFields });
}

/** Payment systems whose deposit is a crypto address (§3 Crypto) rather than the processor's page. */
export const cryptoPaymentSystems: readonly string[] = ['crypto'];
