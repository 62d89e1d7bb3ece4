import { defineForm } from '../../schemas/config/form.define.ts';

/** §4 account rules: closing the account from the profile, with the password and a reason. */
export const closeAccountForm = defineForm({
  id: 'profile-close-account',
  schema: () => import('./profile-close-account.schema.ts').then((module) => module.closeAccountSchema),
  submitKey: 'profile.closeAccount.submit',
  fields: [
    {
      name: 'reason',
      kind: 'select',
      labelKey: 'profile.closeAccount.reason',
      options: [
        { value: 'not-interested', labelKey: 'profile.closeAccount.reasons.not-interested' },
        { value: 'too-much-time', labelKey: 'profile.closeAccount.reasons.too-much-time' },
        { value: 'bad-experience', labelKey: 'profile.closeAccount.reasons.bad-experience' },
        { value: 'other', labelKey: 'profile.closeAccount.reasons.other' },
      ],
    },
    { name: 'password', kind: 'password', labelKey: 'profile.closeAccount.password', autoComplete: 'current-password' },
    { name: 'confirm', kind: 'checkbox', labelKey: 'profile.closeAccount.confirm' },
  ],
});
