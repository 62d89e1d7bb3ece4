import { defineForm } from '../../schemas/config/form.define.ts';

export const promocodeForm = defineForm({
  id: 'profile-promocode',
  schema: () => import('./profile-promocode.schema.ts').then((module) => module.promocodeSchema),
  submitKey: 'profile.promocode.submit',
  fields: [{ name: 'code', kind: 'text', labelKey: 'profile.promocode.code', autoComplete: 'off' }],
});
