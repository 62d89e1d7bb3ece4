import * as z from 'zod';
import { CreatePayoutBody } from '../../generated/payments/payments.zod.ts';
import { isWithinRange, normaliseAmount, type AmountRange } from './cashier-money.ts';

/** §9: the amount within the range (withdrawalRange) and the account the payout goes to. */
export function withdrawalSchema(range: AmountRange) {
  return z.object({
    amount: z.preprocess(
      normaliseAmount,
      CreatePayoutBody.shape.amount.refine((value) => isWithinRange(value, range), 'profile.withdrawal.outOfLimits'),
    ),
    account: z.preprocess((value) => (typeof value === 'string' ? value.trim() : value), CreatePayoutBody.shape.account.min(1, 'profile.field.required')),
  });
}
