import { describe, expect, it } from 'vitest';
import { cashbackConfigSchema } from '../schemas/config/cashback.ts';
import { notificationsConfigSchema } from '../schemas/config/notifications.ts';
import cashback from './cashback.ts';
import notifications from './notifications.ts';

describe('config/cashback.ts and config/notifications.ts', () => {
  it('parse with their schemas and hold the §7 and §9 figures', () => {
    expect(cashbackConfigSchema.parse(cashback)).toMatchObject({ tickMs: 250, dragMaxPx: 300 });
    expect(notificationsConfigSchema.parse(notifications)).toMatchObject({ firstDepositPageSize: 1, cashbackPageSize: 2, personalJackpotPageSize: 2 });
  });

  it('refuse a bad figure with the field named', () => {
    const result = cashbackConfigSchema.safeParse({ ...cashback, tickMs: 0 });
    expect(result.error?.issues[0].path).toEqual(['tickMs']);
  });
});
