import { z } from 'zod';
import { ConfirmPasswordResetBody } from '../../generated/accounts/accounts.zod.ts';
import { defineForm } from '../../schemas/config/form.ts';

/** uid and token come from the reset-password/{uid}/{token} route; the player types only the password twice. */
export const resetPasswordSchema = ConfirmPasswordResetBody.pick({ new_password: true })
  .extend({ repeat_password: z.string() })
  .refine((values) => values.new_password === values.repeat_password, {
    path: ['repeat_password'],
    message: 'auth.password.doNotMatch',
    // Runs even while the new password breaks a rule, so both problems show at once.
    when: ({ value }) => typeof (value as { new_password?: unknown })?.new_password === 'string',
  });

export const resetPasswordForm = defineForm({
  id: 'reset-password',
  schema: resetPasswordSchema,
  submitKey: 'auth.reset.submit',
  fields: [
    { name: 'new_password', kind: 'password', labelKey: 'auth.reset.newPassword', autoComplete: 'new-password', hintKey: 'auth.password.rules', invalidKey: 'auth.password.invalid' },
    { name: 'repeat_password', kind: 'password', labelKey: 'auth.reset.repeatPassword', autoComplete: 'new-password' },
  ],
});
