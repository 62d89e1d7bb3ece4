import { defineForm } from '../../schemas/config/form.define.ts';

export const transferForm = defineForm({
  id: 'cashier-transfer',
  schema: () => import('./cashier-transfer.schema.ts').then((module) => module.transferSchema),
  submitKey: 'profile.cashier.transferSubmit',
  fields: [
    { name: 'amount', kind: 'text', labelKey: 'profile.cashier.transferAmount', autoComplete: 'off', invalidKey: 'profile.field.invalidAmount' },
    { name: 'recipient_id', kind: 'text', labelKey: 'profile.cashier.recipient', autoComplete: 'off' },
  ],
});
