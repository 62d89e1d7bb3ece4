import * as z from 'zod';
import { RegisterBody } from '../../generated/accounts/accounts.zod.ts';

interface PasswordPair {
  username?: unknown;
  password?: unknown;
  repeat_password?: unknown;
}

/** Cross-field rules run even while another field is still invalid, so every problem shows at once. */
const whenPasswordsTyped = {
  when: ({ value }: { value: unknown }) => typeof (value as PasswordPair)?.password === 'string' && typeof (value as PasswordPair)?.repeat_password === 'string',
};

/** §5 Registration: accepting the terms is required; the repeat password is a UI-only rule (CONVENTIONS 8). */
export const signUpSchema = RegisterBody.extend({
  repeat_password: z.string(),
  terms_accepted: z.literal(true, { error: 'auth.signUp.termsRequired' }),
})
  .refine((values) => values.password === values.repeat_password, { path: ['repeat_password'], message: 'auth.password.doNotMatch', ...whenPasswordsTyped })
  // §5: the password must not resemble or contain personal data.
  .refine((values) => !values.username || !values.password.toLowerCase().includes(values.username.toLowerCase()), {
    path: ['password'],
    message: 'auth.password.containsUsername',
    when: ({ value }) => typeof (value as PasswordPair)?.password === 'string' && typeof (value as PasswordPair)?.username === 'string',
  });
