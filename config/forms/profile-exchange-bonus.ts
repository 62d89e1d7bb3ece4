import { z } from 'zod';
import { ExchangeBonusBalanceBody } from '../../generated/bonus/bonus.zod.ts';
import { defineForm } from '../../schemas/config/form.ts';
import market from '../markets/tn.ts';
import { normaliseAmount, toMinorUnits } from './cashier-money.ts';

const aboveMinor = toMinorUnits(market.limits.bonusExchangeAbove) ?? 0;

/** §5 Bonus exchange: the bonus amount must be above 3 TND (the market's figure). */
export const exchangeBonusSchema = z.object({
  amount: z.preprocess(normaliseAmount, ExchangeBonusBalanceBody.shape.amount.refine((value) => (toMinorUnits(value) ?? 0) > aboveMinor, 'profile.exchange.amountTooSmall')),
});

export const exchangeBonusForm = defineForm({
  id: 'profile-exchange-bonus',
  schema: exchangeBonusSchema,
  submitKey: 'profile.exchange.submit',
  fields: [{ name: 'amount', kind: 'text', labelKey: 'profile.exchange.amount', autoComplete: 'off', hintKey: 'profile.exchange.amountHint', invalidKey: 'profile.field.invalidAmount' }],
});
