import { defineForm } from '../../schemas/config/form.define.ts';

/** profile/limits: an empty input leaves that limit as it is (§4). */
export const limitsForm = defineForm({
  id: 'profile-limits',
  schema: () => import('./profile-limits.schema.ts').then((module) => module.limitsSchema),
  submitKey: 'profile.limits.submit',
  fields: [
    { name: 'deposit_day', kind: 'text', labelKey: 'profile.limits.depositDay', autoComplete: 'off' },
    { name: 'deposit_week', kind: 'text', labelKey: 'profile.limits.depositWeek', autoComplete: 'off' },
    { name: 'deposit_month', kind: 'text', labelKey: 'profile.limits.depositMonth', autoComplete: 'off' },
    { name: 'loss', kind: 'text', labelKey: 'profile.limits.loss', autoComplete: 'off' },
    { name: 'session_time', kind: 'number', labelKey: 'profile.limits.sessionTime', autoComplete: 'off', hintKey: 'profile.limits.sessionTimeHint' },
  ],
});
