import { z } from 'zod';
import { UpdateResponsibleGamingLimitsBody } from '../../generated/profile/profile.zod.ts';
import { defineForm } from '../../schemas/config/form.ts';
import { normaliseAmount, toMinorUnits } from './cashier-money.ts';

const blankToUndefined = (value: unknown) => {
  const normalised = normaliseAmount(value);
  return normalised === '' || normalised === null ? undefined : normalised;
};

// An empty input leaves that limit as it is; a value sets it (lower: at once, higher: after 7 days, §4).
const moneyLimit = z.preprocess(
  blankToUndefined,
  z.string().regex(/^\d{1,13}(\.\d{1,2})?$/, 'profile.field.invalidAmount').refine((value) => (toMinorUnits(value) ?? 0) > 0, 'profile.field.invalidAmount').optional(),
);

export const limitsSchema = z
  .object({
    deposit_day: moneyLimit,
    deposit_week: moneyLimit,
    deposit_month: moneyLimit,
    loss: moneyLimit,
    session_time: z.preprocess(blankToUndefined, z.coerce.number<string>().int('profile.field.invalidMinutes').min(1, 'profile.field.invalidMinutes').max(1440, 'profile.field.invalidMinutes').optional()),
  })
  // The body the server gets is the generated one.
  .pipe(UpdateResponsibleGamingLimitsBody);

export const limitsForm = defineForm({
  id: 'profile-limits',
  schema: limitsSchema,
  submitKey: 'profile.limits.submit',
  fields: [
    { name: 'deposit_day', kind: 'text', labelKey: 'profile.limits.depositDay', autoComplete: 'off' },
    { name: 'deposit_week', kind: 'text', labelKey: 'profile.limits.depositWeek', autoComplete: 'off' },
    { name: 'deposit_month', kind: 'text', labelKey: 'profile.limits.depositMonth', autoComplete: 'off' },
    { name: 'loss', kind: 'text', labelKey: 'profile.limits.loss', autoComplete: 'off' },
    { name: 'session_time', kind: 'number', labelKey: 'profile.limits.sessionTime', autoComplete: 'off', hintKey: 'profile.limits.sessionTimeHint' },
  ],
});
