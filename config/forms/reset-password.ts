import { defineForm } from '../../schemas/config/form.define.ts';

export const resetPasswordForm = defineForm({
  id: 'reset-password',
  schema: () => import('./reset-password.schema.ts').then((module) => module.resetPasswordSchema),
  submitKey: 'auth.reset.submit',
  fields: [
    { name: 'new_password', kind: 'password', labelKey: 'auth.reset.newPassword', autoComplete: 'new-password', hintKey: 'auth.password.rules', invalidKey: 'auth.password.invalid' },
    { name: 'repeat_password', kind: 'password', labelKey: 'auth.reset.repeatPassword', autoComplete: 'new-password' },
  ],
});
