import { defineForm } from '../../schemas/config/form.define.ts';
import type { MarketConfig } from '../../schemas/config/market.ts';
import { toMinorUnits, type AmountRange } from './cashier-money.ts';

/** The amounts a payment system and the market both allow (§9: deposit 10 to 10 000 TND), in minor units. */
export function depositRange(system: { min: string; max: string }, limits: Pick<MarketConfig['limits'], 'depositMin' | 'depositMax'>): AmountRange {
  return {
    minMinor: Math.max(toMinorUnits(system.min) ?? 0, toMinorUnits(limits.depositMin) ?? 0),
    maxMinor: Math.min(toMinorUnits(system.max) ?? Number.MAX_SAFE_INTEGER, toMinorUnits(limits.depositMax) ?? Number.MAX_SAFE_INTEGER),
  };
}

/** The deposit form for one payment system's range (depositRange). */
export function depositForm(range: AmountRange) {
  return defineForm({
    id: 'cashier-deposit',
    schema: () => import('./cashier-deposit.schema.ts').then((module) => module.depositSchema(range)),
    submitKey: 'profile.deposit.submit',
    fields: [{ name: 'amount', kind: 'text', labelKey: 'profile.deposit.amount', autoComplete: 'off', invalidKey: 'profile.field.invalidAmount' }],
  });
}

/** Payment systems whose deposit is a crypto address (§3 Crypto) rather than the processor's page. */
export const cryptoPaymentSystems: readonly string[] = ['crypto'];
