import * as z from 'zod';
import { CreateTransferBody } from '../../generated/profile/profile.zod.ts';
import { normaliseAmount, toMinorUnits } from './cashier-money.ts';

/** §7 transfer: amount, currency (the account's) and recipient_id. */
export const transferSchema = z.object({
  amount: z.preprocess(normaliseAmount, CreateTransferBody.shape.amount.refine((value) => (toMinorUnits(value) ?? 0) > 0, 'profile.field.invalidAmount')),
  recipient_id: z.preprocess((value) => (typeof value === 'string' && /^\d{1,15}$/.test(value.trim()) ? Number(value.trim()) : value), CreateTransferBody.shape.recipient_id.min(1, 'profile.field.invalid')),
});
