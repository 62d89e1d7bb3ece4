import { z } from 'zod';
import { UpdateUserInfoBody } from '../../generated/profile/profile.zod.ts';
import { defineForm } from '../../schemas/config/form.ts';

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

export const userInfoForm = defineForm({
  id: 'profile-user-info',
  schema: userInfoSchema,
  submitKey: 'profile.userInfo.submit',
  fields: [
    { name: 'first_name', kind: 'text', labelKey: 'profile.userInfo.firstName', autoComplete: 'given-name' },
    { name: 'last_name', kind: 'text', labelKey: 'profile.userInfo.lastName', autoComplete: 'family-name' },
    { name: 'date_of_birth', kind: 'date', labelKey: 'profile.userInfo.dateOfBirth', autoComplete: 'bday' },
    { name: 'mobile_number', kind: 'tel', labelKey: 'profile.userInfo.mobileNumber', autoComplete: 'tel' },
    { name: 'country', kind: 'text', labelKey: 'profile.userInfo.country', autoComplete: 'country', hintKey: 'profile.userInfo.countryHint' },
    { name: 'city', kind: 'text', labelKey: 'profile.userInfo.city', autoComplete: 'address-level2' },
    { name: 'street_address', kind: 'text', labelKey: 'profile.userInfo.streetAddress', autoComplete: 'street-address' },
    { name: 'postal_code', kind: 'text', labelKey: 'profile.userInfo.postalCode', autoComplete: 'postal-code' },
  ],
});
