import * as z from 'zod';
import { UpdateUserInfoBody } from '../../generated/profile/profile.zod.ts';

const emptyToNull = (value: unknown) => (value === '' || value === undefined ? null : value);
const trimmed = (value: unknown) => (typeof value === 'string' ? value.trim() : value);
const text = (field: 'middle_name' | 'house_number' | 'registration_address' | 'city' | 'street_address' | 'postal_code' | 'contact_language') =>
  z.preprocess(trimmed, UpdateUserInfoBody.shape[field].unwrap()).optional();

/**
 * §3 User info (update): the generated body, with the names required (§5 profile field messages: empty, required),
 * the UI's empty date as null, and the shapes the sandbox checks too (phone, document), so a mistake is named under its
 * input before anything is sent.
 */
export const userInfoSchema = UpdateUserInfoBody.extend({
  first_name: z.preprocess(trimmed, UpdateUserInfoBody.shape.first_name.unwrap().min(1, 'profile.field.required')),
  last_name: z.preprocess(trimmed, UpdateUserInfoBody.shape.last_name.unwrap().min(1, 'profile.field.required')),
  middle_name: text('middle_name'),
  date_of_birth: z.preprocess(emptyToNull, UpdateUserInfoBody.shape.date_of_birth),
  // §3: two letters; the sandbox upper-cases it.
  country: z.preprocess((value) => (typeof value === 'string' ? value.trim().toUpperCase() : value), z.union([z.literal(''), UpdateUserInfoBody.shape.country.unwrap()])).optional(),
  mobile_number: z.preprocess(trimmed, UpdateUserInfoBody.shape.mobile_number.unwrap().regex(/^$|^\+?[\d\s().-]{6,20}$/, 'profile.field.invalidPhone')).optional(),
  city: text('city'),
  street_address: text('street_address'),
  house_number: text('house_number'),
  postal_code: text('postal_code'),
  registration_address: text('registration_address'),
  contact_language: text('contact_language'),
  document_series: z.preprocess(trimmed, UpdateUserInfoBody.shape.document_series.unwrap().regex(/^[\p{L}\d -]*$/u, 'profile.field.invalidDocument')).optional(),
  document_number: z.preprocess(trimmed, UpdateUserInfoBody.shape.document_number.unwrap().regex(/^[\p{L}\d -]*$/u, 'profile.field.invalidDocument')).optional(),
});

export type UserInfoValues = z.infer<typeof userInfoSchema>;
