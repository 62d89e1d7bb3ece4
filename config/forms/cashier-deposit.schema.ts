import * as z from 'zod';
import { CreateDepositBody } from '../../generated/payments/payments.zod.ts';
import type { AmountRange } from './cashier-money.ts';
import { isWithinRange, normaliseAmount } from './cashier-money.ts';

/** The deposit amount, checked against the system's and the market's limits before anything is sent. */
export function depositSchema(range: AmountRange) {
  return z.object({
    amount: z.preprocess(
      normaliseAmount,
      CreateDepositBody.shape.amount.refine((value) => isWithinRange(value, range), 'profile.deposit.outOfLimits'),
    ),
  });
}
