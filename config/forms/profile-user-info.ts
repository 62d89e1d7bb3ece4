import { defineForm } from '../../schemas/config/form.define.ts';

/** §3 User info (update). */
export const userInfoForm = defineForm({
  id: 'profile-user-info',
  schema: () => import('./profile-user-info.schema.ts').then((module) => module.userInfoSchema),
  submitKey: 'profile.userInfo.submit',
  fields: [
    { name: 'first_name', kind: 'text', labelKey: 'profile.userInfo.firstName', autoComplete: 'given-name' },
    { name: 'last_name', kind: 'text', labelKey: 'profile.userInfo.lastName', autoComplete: 'family-name' },
    { name: 'date_of_birth', kind: 'date', labelKey: 'profile.userInfo.dateOfBirth', autoComplete: 'bday' },
    { name: 'mobile_number', kind: 'tel', labelKey: 'profile.userInfo.mobileNumber', autoComplete: 'tel' },
    { name: 'country', kind: 'country', labelKey: 'profile.userInfo.country', autoComplete: 'country' },
    { name: 'city', kind: 'text', labelKey: 'profile.userInfo.city', autoComplete: 'address-level2' },
    { name: 'street_address', kind: 'text', labelKey: 'profile.userInfo.streetAddress', autoComplete: 'street-address' },
    { name: 'postal_code', kind: 'text', labelKey: 'profile.userInfo.postalCode', autoComplete: 'postal-code' },
  ],
});
