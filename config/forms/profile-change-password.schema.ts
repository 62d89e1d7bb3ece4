import * as z from 'zod';
import { ChangePasswordBody } from '../../generated/profile/profile.zod.ts';

/** §5 Change password: new and repeat must match (checked here, no call is made otherwise). */
export const changePasswordSchema = ChangePasswordBody.extend({ repeat_password: z.string() }).refine((values) => values.new_password === values.repeat_password, {
  path: ['repeat_password'],
  message: 'profile.password.doNotMatch',
  // Also while the new password breaks a rule, so both problems show at once.
  when: ({ value }) => typeof (value as { new_password?: unknown })?.new_password === 'string',
});
