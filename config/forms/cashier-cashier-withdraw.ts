import { defineForm } from '../../schemas/config/form.define.ts';

export const cashierWithdrawForm = defineForm({
  id: 'cashier-cashier-withdraw',
  schema: () => import('./cashier-cashier-withdraw.schema.ts').then((module) => module.cashierWithdrawSchema),
  submitKey: 'profile.cashier.withdrawSubmit',
  fields: [{ name: 'withdraw', kind: 'text', labelKey: 'profile.cashier.withdrawAmount', autoComplete: 'off', invalidKey: 'profile.field.invalidAmount' }],
});
