import { z } from 'zod';
import { ActivateReferralCodeBody } from '../../generated/profile/profile.zod.ts';
import { defineForm } from '../../schemas/config/form.ts';

/** §7 referral activate: the code, trimmed. */
export const promocodeSchema = z.object({
  code: z.preprocess((value) => (typeof value === 'string' ? value.trim() : value), ActivateReferralCodeBody.shape.code.min(1, 'profile.field.required')),
});

export const promocodeForm = defineForm({
  id: 'profile-promocode',
  schema: promocodeSchema,
  submitKey: 'profile.promocode.submit',
  fields: [{ name: 'code', kind: 'text', labelKey: 'profile.promocode.code', autoComplete: 'off' }],
});
