import { defineForm } from '../../schemas/config/form.define.ts';

/** §5 Change password: the repeat is checked locally; the rules are shown. */
export const changePasswordForm = defineForm({
  id: 'profile-change-password',
  schema: () => import('./profile-change-password.schema.ts').then((module) => module.changePasswordSchema),
  submitKey: 'profile.password.submit',
  fields: [
    { name: 'old_password', kind: 'password', labelKey: 'profile.password.old', autoComplete: 'current-password' },
    { name: 'new_password', kind: 'password', labelKey: 'profile.password.new', autoComplete: 'new-password', hintKey: 'profile.password.rules', invalidKey: 'profile.password.invalid' },
    { name: 'repeat_password', kind: 'password', labelKey: 'profile.password.repeat', autoComplete: 'new-password' },
  ],
});
