import { z } from 'zod';
import { UpdateResponsibleGamingLimitsBody } from '../../generated/profile/profile.zod.ts';
import { defineForm } from '../../schemas/config/form.ts';
import { normaliseAmount, toMinorUnits } from './cashier-money.ts';

const blankToUndefined = (value: unknown) => {
  const normalised = normaliseAmount(value);
  return normalised === '' || normalised === null ? undefined : normalised;
};

// An empty input leaves that limit as it is; a value sets it (lower: at once, higher: after 7 days, §4).
const shape = UpdateResponsibleGamingLimitsBody.shape;
const positive = (value: string | null | undefined) => value === undefined || value === null || (toMinorUnits(value) ?? 0) > 0;
const moneyLimit = (schema: typeof shape.deposit_day) => z.preprocess(blankToUndefined, schema.refine(positive, 'profile.field.invalidAmount'));

export const limitsSchema = z.object({
  deposit_day: moneyLimit(shape.deposit_day),
  deposit_week: moneyLimit(shape.deposit_week),
  deposit_month: moneyLimit(shape.deposit_month),
  loss: moneyLimit(shape.loss),
  session_time: z.preprocess((value) => {
    const blank = blankToUndefined(value);
    return typeof blank === 'string' && /^\d{1,6}$/.test(blank) ? Number(blank) : blank;
  }, shape.session_time),
});

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
