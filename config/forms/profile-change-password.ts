import { z } from 'zod';
import { ChangePasswordBody } from '../../generated/profile/profile.zod.ts';
import { defineForm } from '../../schemas/config/form.ts';

/** §5 Change password: new and repeat must match (checked here, no call is made otherwise); the rules are shown. */
export const changePasswordSchema = ChangePasswordBody.extend({ repeat_password: z.string() }).refine((values) => values.new_password === values.repeat_password, {
  path: ['repeat_password'],
  message: 'profile.password.doNotMatch',
  // Also while the new password breaks a rule, so both problems show at once.
  when: ({ value }) => typeof (value as { new_password?: unknown })?.new_password === 'string',
});

export const changePasswordForm = defineForm({
  id: 'profile-change-password',
  schema: changePasswordSchema,
  submitKey: 'profile.password.submit',
  fields: [
    { name: 'old_password', kind: 'password', labelKey: 'profile.password.old', autoComplete: 'current-password' },
    { name: 'new_password', kind: 'password', labelKey: 'profile.password.new', autoComplete: 'new-password', hintKey: 'profile.password.rules', invalidKey: 'profile.password.invalid' },
    { name: 'repeat_password', kind: 'password', labelKey: 'profile.password.repeat', autoComplete: 'new-password' },
  ],
});
