import { defineForm } from '../../schemas/config/form.define.ts';

/** §3 User info (update), with the other profile labels §3 names (middle name to registration address). */
export const userInfoForm = defineForm({
  id: 'profile-user-info',
  schema: () => import('./profile-user-info.schema.ts').then((module) => module.userInfoSchema),
  submitKey: 'profile.userInfo.submit',
  fields: [
    { name: 'first_name', kind: 'text', labelKey: 'profile.userInfo.firstName', autoComplete: 'given-name' },
    { name: 'middle_name', kind: 'text', labelKey: 'profile.userInfo.middleName', autoComplete: 'additional-name' },
    { name: 'last_name', kind: 'text', labelKey: 'profile.userInfo.lastName', autoComplete: 'family-name' },
    {
      name: 'gender',
      kind: 'select',
      labelKey: 'profile.userInfo.gender',
      autoComplete: 'sex',
      options: [
        { value: 'female', labelKey: 'profile.userInfo.genders.female' },
        { value: 'male', labelKey: 'profile.userInfo.genders.male' },
      ],
    },
    { name: 'date_of_birth', kind: 'date', labelKey: 'profile.userInfo.dateOfBirth', autoComplete: 'bday' },
    { name: 'mobile_number', kind: 'tel', labelKey: 'profile.userInfo.mobileNumber', autoComplete: 'tel' },
    // The language of the e-mails the operator sends (§3 contact language); empty: the market's default language.
    { name: 'contact_language', kind: 'language', labelKey: 'profile.userInfo.contactLanguage', hintKey: 'profile.userInfo.contactLanguageHint' },
    { name: 'country', kind: 'country', labelKey: 'profile.userInfo.country', autoComplete: 'country' },
    { name: 'city', kind: 'text', labelKey: 'profile.userInfo.city', autoComplete: 'address-level2' },
    { name: 'street_address', kind: 'text', labelKey: 'profile.userInfo.streetAddress', autoComplete: 'address-line1' },
    { name: 'house_number', kind: 'text', labelKey: 'profile.userInfo.houseNumber', autoComplete: 'address-line2' },
    { name: 'postal_code', kind: 'text', labelKey: 'profile.userInfo.postalCode', autoComplete: 'postal-code' },
    { name: 'registration_address', kind: 'text', labelKey: 'profile.userInfo.registrationAddress' },
    { name: 'document_series', kind: 'text', labelKey: 'profile.userInfo.documentSeries' },
    { name: 'document_number', kind: 'text', labelKey: 'profile.userInfo.documentNumber' },
  ],
});
