import { defineForm } from '../../schemas/config/form.define.ts';

export const forgotPasswordForm = defineForm({
  id: 'forgot-password',
  schema: () => import('../../generated/accounts/accounts.zod.ts').then((module) => module.ResetPasswordBody),
  submitKey: 'auth.forgot.submit',
  fields: [{ name: 'email', kind: 'email', labelKey: 'auth.forgot.email', autoComplete: 'email' }],
});
