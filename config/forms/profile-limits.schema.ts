import * as z from 'zod';
import { UpdateResponsibleGamingLimitsBody } from '../../generated/profile/profile.zod.ts';
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
