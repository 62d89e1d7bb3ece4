import { defineForm } from '../../schemas/config/form.define.ts';

/** §5 Account changes that ask for the password: a new e-mail address, confirmed with the current password (wrong: incorrect_password under it). */
export const changeEmailForm = defineForm({
  id: 'profile-change-email',
  schema: () => import('./profile-change-email.schema.ts').then((module) => module.changeEmailSchema),
  submitKey: 'profile.email.submit',
  fields: [
    { name: 'email', kind: 'email', labelKey: 'profile.email.newEmail', autoComplete: 'email' },
    { name: 'current_password', kind: 'password', labelKey: 'profile.email.currentPassword', autoComplete: 'current-password' },
  ],
});
