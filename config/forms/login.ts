import { LoginBody } from '../../generated/accounts/accounts.zod.ts';
import { defineForm } from '../../schemas/config/form.ts';

/** §5 Login: username and password are required. */
export const loginForm = defineForm({
  id: 'login',
  schema: LoginBody,
  submitKey: 'auth.signIn.submit',
  fields: [
    { name: 'username', kind: 'text', labelKey: 'auth.signIn.username', autoComplete: 'username' },
    { name: 'password', kind: 'password', labelKey: 'auth.signIn.password', autoComplete: 'current-password' },
  ],
});
