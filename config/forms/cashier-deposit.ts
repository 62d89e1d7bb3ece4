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

/** §2 Player journey: the quick amounts a deposit page offers, in minor units (TND 20, 50, 100, 200, 500). */
export const depositQuickAmountsMinor: readonly number[] = [2000, 5000, 10000, 20000, 50000];

/**
 * §3 Player protection by market: the amounts the limit step before the first deposit may suggest, where the market's
 * pack allows presets (`protection.limitRequired.presets`; the UK-like pack asks for free text only).
 */
export const depositLimitPresetsMinor: readonly number[] = [10000, 25000, 50000, 100000];

/** The quick amounts within a range, as decimal strings ("50.00"); the range's minimum first when it is below all. */
export function quickDepositAmounts(range: AmountRange, candidates: readonly number[] = depositQuickAmountsMinor): string[] {
  const within = candidates.filter((minor) => minor >= range.minMinor && minor <= range.maxMinor);
  const amounts = within.length === 0 || within[0] > range.minMinor ? [range.minMinor, ...within] : within;
  return amounts.slice(0, 5).map((minor) => `${Math.floor(minor / 100)}.${String(minor % 100).padStart(2, '0')}`);
}

/** The deposit form for one payment system's range (depositRange), the currency shown beside the amount. */
export function depositForm(range: AmountRange, currency?: string) {
  return defineForm({
    id: 'cashier-deposit',
    schema: () => import('./cashier-deposit.schema.ts').then((module) => module.depositSchema(range)),
    submitKey: 'profile.deposit.submit',
    // §2 Player journey: a phone shows the decimal keypad; the currency sits beside the field.
    fields: [{ name: 'amount', kind: 'text', labelKey: 'profile.deposit.amount', autoComplete: 'off', invalidKey: 'profile.field.invalidAmount', inputMode: 'decimal', ...(currency ? { unit: currency } : {}) }],
  });
}

/** Payment systems whose deposit is a crypto address (§3 Crypto) rather than the processor's page. */
export const cryptoPaymentSystems: readonly string[] = ['crypto'];
