import * as z from 'zod';
import { CashierWithdrawBody } from '../../generated/profile/profile.zod.ts';
import { normaliseAmount, toMinorUnits } from './cashier-money.ts';

/** §7 cashier withdrawal: the player types the amount; currency and parent (the cashier) come from the user. */
export const cashierWithdrawSchema = z.object({
  withdraw: z.preprocess(normaliseAmount, CashierWithdrawBody.shape.withdraw.refine((value) => (toMinorUnits(value) ?? 0) > 0, 'profile.field.invalidAmount')),
});
