import { z } from 'zod';
import { CashierWithdrawBody } from '../../generated/profile/profile.zod.ts';
import { defineForm } from '../../schemas/config/form.ts';
import { normaliseAmount, toMinorUnits } from './cashier-money.ts';

/** §7 cashier withdrawal: the player types the amount; currency and parent (the cashier) come from the user. */
export const cashierWithdrawSchema = z.object({
  withdraw: z.preprocess(normaliseAmount, CashierWithdrawBody.shape.withdraw.refine((value) => (toMinorUnits(value) ?? 0) > 0, 'profile.field.invalidAmount')),
});

export const cashierWithdrawForm = defineForm({
  id: 'cashier-cashier-withdraw',
  schema: cashierWithdrawSchema,
  submitKey: 'profile.cashier.withdrawSubmit',
  fields: [{ name: 'withdraw', kind: 'text', labelKey: 'profile.cashier.withdrawAmount', autoComplete: 'off', invalidKey: 'profile.field.invalidAmount' }],
});
