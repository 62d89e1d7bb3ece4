import { ResetPasswordBody } from '../../generated/accounts/accounts.zod.ts';
import { defineForm } from '../../schemas/config/form.ts';

export const forgotPasswordForm = defineForm({
  id: 'forgot-password',
  schema: ResetPasswordBody,
  submitKey: 'auth.forgot.submit',
  fields: [{ name: 'email', kind: 'email', labelKey: 'auth.forgot.email', autoComplete: 'email' }],
});
