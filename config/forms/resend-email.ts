import { defineForm } from '../../schemas/config/form.define.ts';

export const resendEmailForm = defineForm({
  id: 'resend-email',
  schema: () => import('../../generated/accounts/accounts.zod.ts').then((module) => module.ResendEmailBody),
  submitKey: 'auth.resend.submit',
  fields: [{ name: 'email', kind: 'email', labelKey: 'auth.resend.email', autoComplete: 'email' }],
});
