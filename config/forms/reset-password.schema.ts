import * as z from 'zod';
import { ConfirmPasswordResetBody } from '../../generated/accounts/accounts.zod.ts';

/** uid and token come from the reset-password/{uid}/{token} route; the player types only the password twice. */
export const resetPasswordSchema = ConfirmPasswordResetBody.pick({ new_password: true })
  .extend({ repeat_password: z.string() })
  .refine((values) => values.new_password === values.repeat_password, {
    path: ['repeat_password'],
    message: 'auth.password.doNotMatch',
    // Runs even while the new password breaks a rule, so both problems show at once.
    when: ({ value }) => typeof (value as { new_password?: unknown })?.new_password === 'string',
  });
