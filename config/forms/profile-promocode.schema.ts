import * as z from 'zod';
import { ActivateReferralCodeBody } from '../../generated/profile/profile.zod.ts';

/** §7 referral activate: the code, trimmed. */
export const promocodeSchema = z.object({
  code: z.preprocess((value) => (typeof value === 'string' ? value.trim() : value), ActivateReferralCodeBody.shape.code.min(1, 'profile.field.required')),
});
