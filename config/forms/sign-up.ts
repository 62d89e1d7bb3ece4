import { z } from 'zod';
import { RegisterBody } from '../../generated/accounts/accounts.zod.ts';
import { defineForm } from '../../schemas/config/form.ts';

/** §5 Registration: accepting the terms is required; the repeat password is a UI-only rule (CONVENTIONS 8). */
export const signUpSchema = RegisterBody.extend({
  repeat_password: z.string(),
  terms_accepted: z.literal(true, { error: 'auth.signUp.termsRequired' }),
}).superRefine((values, context) => {
  if (values.password !== values.repeat_password) {
    context.addIssue({ code: 'custom', path: ['repeat_password'], message: 'auth.password.doNotMatch' });
  }
  // §5: the password must not contain personal data.
  if (values.username && values.password.toLowerCase().includes(values.username.toLowerCase())) {
    context.addIssue({ code: 'custom', path: ['password'], message: 'auth.password.containsUsername' });
  }
});

export const signUpForm = defineForm({
  id: 'sign-up',
  schema: signUpSchema,
  submitKey: 'auth.signUp.submit',
  fields: [
    { name: 'username', kind: 'text', labelKey: 'auth.signUp.username', autoComplete: 'username' },
    { name: 'email', kind: 'email', labelKey: 'auth.signUp.email', autoComplete: 'email' },
    { name: 'password', kind: 'password', labelKey: 'auth.signUp.password', autoComplete: 'new-password', hintKey: 'auth.password.rules', invalidKey: 'auth.password.invalid' },
    { name: 'repeat_password', kind: 'password', labelKey: 'auth.signUp.repeatPassword', autoComplete: 'new-password' },
    { name: 'promocode', kind: 'text', labelKey: 'auth.signUp.promocode', autoComplete: 'off' },
    { name: 'terms_accepted', kind: 'checkbox', labelKey: 'auth.signUp.terms' },
  ],
});
