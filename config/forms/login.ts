import { defineForm } from '../../schemas/config/form.define.ts';

/** §5 Login: username and password are required (the generated body, nothing added). */
export const loginForm = defineForm({
  id: 'login',
  schema: () => import('../../generated/accounts/accounts.zod.ts').then((module) => module.LoginBody),
  submitKey: 'auth.signIn.submit',
  fields: [
    { name: 'username', kind: 'text', labelKey: 'auth.signIn.username', autoComplete: 'username' },
    { name: 'password', kind: 'password', labelKey: 'auth.signIn.password', autoComplete: 'current-password' },
  ],
});
