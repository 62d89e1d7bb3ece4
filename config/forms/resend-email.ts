import { ResendEmailBody } from '../../generated/accounts/accounts.zod.ts';
import { defineForm } from '../../schemas/config/form.ts';

export const resendEmailForm = defineForm({
  id: 'resend-email',
  schema: ResendEmailBody,
  submitKey: 'auth.resend.submit',
  fields: [{ name: 'email', kind: 'email', labelKey: 'auth.resend.email', autoComplete: 'email' }],
});
