import { defineForm } from '../../schemas/config/form.define.ts';

/** §5 Registration. */
export const signUpForm = defineForm({
  id: 'sign-up',
  schema: () => import('./sign-up.schema.ts').then((module) => module.signUpSchema),
  submitKey: 'auth.signUp.submit',
  fields: [
    { name: 'username', kind: 'text', labelKey: 'auth.signUp.username', autoComplete: 'username' },
    { name: 'email', kind: 'email', labelKey: 'auth.signUp.email', autoComplete: 'email' },
    { name: 'password', kind: 'password', labelKey: 'auth.signUp.password', autoComplete: 'new-password', hintKey: 'auth.password.rules', invalidKey: 'auth.password.invalid' },
    { name: 'repeat_password', kind: 'password', labelKey: 'auth.signUp.repeatPassword', autoComplete: 'new-password' },
    { name: 'promocode', kind: 'text', labelKey: 'auth.signUp.promocode', autoComplete: 'off' },
    { name: 'terms_accepted', kind: 'checkbox', labelKey: 'auth.signUp.terms', labelLink: { route: 'terms-and-conditions' } },
  ],
});
