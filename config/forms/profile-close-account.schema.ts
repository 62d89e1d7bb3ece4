import * as z from 'zod';
import { CloseAccountBody } from '../../generated/profile/profile.zod.ts';

/** §4 account rules: the generated body, with the player's acknowledgement of the wait before reopening (UI only). */
export const closeAccountSchema = CloseAccountBody.extend({
  reason: z.enum(CloseAccountBody.shape.reason.options, { error: 'profile.closeAccount.reasonRequired' }),
  confirm: z.literal(true, { error: 'profile.closeAccount.confirmRequired' }),
});
