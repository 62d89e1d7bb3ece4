import * as z from 'zod';
import { UpdateUserInfoBody } from '../../generated/profile/profile.zod.ts';

const emptyToNull = (value: unknown) => (value === '' || value === undefined ? null : value);
const trimmed = (value: unknown) => (typeof value === 'string' ? value.trim() : value);

/** §3 User info (update): the generated body, with the names required and the UI's empty date as null. */
export const userInfoSchema = UpdateUserInfoBody.pick({
  first_name: true,
  last_name: true,
  date_of_birth: true,
  mobile_number: true,
  postal_code: true,
  street_address: true,
  country: true,
  city: true,
}).extend({
  first_name: z.preprocess(trimmed, UpdateUserInfoBody.shape.first_name.unwrap().min(1, 'profile.field.required')),
  last_name: z.preprocess(trimmed, UpdateUserInfoBody.shape.last_name.unwrap().min(1, 'profile.field.required')),
  date_of_birth: z.preprocess(emptyToNull, UpdateUserInfoBody.shape.date_of_birth),
  // §3: two letters; the sandbox upper-cases it.
  country: z.preprocess((value) => (typeof value === 'string' ? value.trim().toUpperCase() : value), z.union([z.literal(''), UpdateUserInfoBody.shape.country.unwrap()])).optional(),
  mobile_number: z.preprocess(trimmed, UpdateUserInfoBody.shape.mobile_number.unwrap().regex(/^$|^\+?[\d\s().-]{6,20}$/, 'profile.field.invalidPhone')).optional(),
});
