import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CashierWithdrawBody, ChangePasswordBody, CreateTransferBody, UpdateResponsibleGamingLimitsBody, UpdateUserInfoBody } from '../../generated/profile/profile.zod.ts';
import { CreateDepositBody, CreatePayoutBody } from '../../generated/payments/payments.zod.ts';
import { ExchangeBonusBalanceBody } from '../../generated/bonus/bonus.zod.ts';
import market from '../markets/tn.ts';
import { cashierWithdrawForm } from './cashier-cashier-withdraw.ts';
import { depositForm, depositRange } from './cashier-deposit.ts';
import { toMinorUnits } from './cashier-money.ts';
import { transferForm } from './cashier-transfer.ts';
import { withdrawalForm, withdrawalRange } from './cashier-withdrawal.ts';
import { changePasswordForm } from './profile-change-password.ts';
import { exchangeBonusForm } from './profile-exchange-bonus.ts';
import { limitsForm } from './profile-limits.ts';
import { promocodeForm } from './profile-promocode.ts';
import { userInfoForm } from './profile-user-info.ts';

const depositRangeTn = depositRange({ min: '5.00', max: '50000.00' }, market.limits);
const withdrawalRangeTn = withdrawalRange({ min: '1.00', max: '10000.00' }, '250.759', market.limits);

// Each schema is loaded the way ConfigForm loads it, through its declaration (schema: () => import(...)).
const [cashierWithdrawSchema, transferSchema, changePasswordSchema, limitsSchema, promocodeSchema, userInfoSchema, exchangeBonusSchema, depositSchema, withdrawalSchema] =
  await Promise.all([
    cashierWithdrawForm.schema(),
    transferForm.schema(),
    changePasswordForm.schema(),
    limitsForm.schema(),
    promocodeForm.schema(),
    userInfoForm.schema(),
    exchangeBonusForm(market.limits).schema(),
    depositForm(depositRangeTn).schema(),
    withdrawalForm(withdrawalRangeTn).schema(),
  ]);

const messages = (result: { success: boolean; error?: { issues: { message: string; path: PropertyKey[] }[] } }) =>
  result.success ? [] : result.error!.issues.map((issue) => `${issue.path.join('.')}:${issue.message}`);

/** Whatever is typed, parsing never throws, and what passes is a body the generated schema accepts. */
function fuzz(schema: { safeParse: (value: unknown) => { success: boolean; data?: unknown } }, body: { safeParse: (value: unknown) => { success: boolean } }, fields: string[], pick?: (data: unknown) => unknown) {
  fc.assert(
    fc.property(fc.record(Object.fromEntries(fields.map((field) => [field, fc.oneof(fc.string(), fc.constantFrom('', ' ', '10', '10.5', '3.001', '-1', '1e5', '١٢'))]))), (values) => {
      const result = schema.safeParse(values);
      if (result.success) expect(body.safeParse(pick ? pick(result.data) : result.data).success).toBe(true);
    }),
    { numRuns: 300 },
  );
}

describe('cashier money', () => {
  it('reads decimal strings as minor units, never floats', () => {
    expect(toMinorUnits('10')).toBe(1000);
    expect(toMinorUnits('0.1')).toBe(10);
    expect(toMinorUnits('10.555')).toBeNull();
    expect(toMinorUnits('1e3')).toBeNull();
  });
});

describe('profile-user-info', () => {
  const valid = { first_name: 'Amira', last_name: 'Ben Salah', date_of_birth: '', mobile_number: '+216 20 123 456', postal_code: '1000', street_address: '1 Rue', country: 'tn', city: 'Tunis' };
  it('accepts the fields, an empty birth date as null and a lower-case country', () => {
    const result = userInfoSchema.safeParse(valid);
    expect(result.success).toBe(true);
    expect(result.data).toMatchObject({ date_of_birth: null, country: 'TN' });
  });
  it('names each invalid case', () => {
    expect(messages(userInfoSchema.safeParse({ ...valid, first_name: ' ' }))).toEqual(['first_name:profile.field.required']);
    expect(messages(userInfoSchema.safeParse({ ...valid, mobile_number: 'call me' }))).toEqual(['mobile_number:profile.field.invalidPhone']);
    expect(userInfoSchema.safeParse({ ...valid, country: 'Tunisia' }).success).toBe(false);
    expect(userInfoSchema.safeParse({ ...valid, date_of_birth: '17/05/1990' }).success).toBe(false);
  });
  it('fuzz', () => fuzz(userInfoSchema, UpdateUserInfoBody, Object.keys(valid)));
});

describe('profile-change-password', () => {
  it('checks the repeat locally and the §5 rules', () => {
    expect(changePasswordSchema.safeParse({ old_password: 'x', new_password: 'New#pass456', repeat_password: 'New#pass456' }).success).toBe(true);
    expect(messages(changePasswordSchema.safeParse({ old_password: 'x', new_password: 'New#pass456', repeat_password: 'other' }))).toEqual(['repeat_password:profile.password.doNotMatch']);
    expect(changePasswordSchema.safeParse({ old_password: 'x', new_password: 'a b c d e', repeat_password: 'a b c d e' }).success).toBe(false);
    expect(changePasswordSchema.safeParse({ old_password: 'x', new_password: 'abcd', repeat_password: 'abcd' }).success).toBe(false);
    expect(changePasswordSchema.safeParse({ old_password: '', new_password: 'New#pass456', repeat_password: 'New#pass456' }).success).toBe(false);
  });
  it('fuzz', () =>
    fuzz(changePasswordSchema, ChangePasswordBody, ['old_password', 'new_password', 'repeat_password'], (data) => {
      const { repeat_password: _repeat, ...body } = data as Record<string, string>;
      return body;
    }));
});

describe('profile-promocode', () => {
  it('trims and needs a code', () => {
    expect(promocodeSchema.safeParse({ code: ' FRIEND ' }).data).toEqual({ code: 'FRIEND' });
    expect(messages(promocodeSchema.safeParse({ code: '  ' }))).toContain('code:profile.field.required');
  });
});

describe('profile-exchange-bonus', () => {
  const schema = exchangeBonusSchema;
  it('needs more than 3 TND (§5)', () => {
    expect(schema.safeParse({ amount: '3.01' }).success).toBe(true);
    expect(schema.safeParse({ amount: '4,5' }).data).toEqual({ amount: '4.5' });
    expect(messages(schema.safeParse({ amount: '3' }))).toEqual(['amount:profile.exchange.amountTooSmall']);
    expect(schema.safeParse({ amount: 'abc' }).success).toBe(false);
  });
  it('fuzz', () => fuzz(schema, ExchangeBonusBalanceBody, ['amount']));
});

describe('profile-limits', () => {
  it('leaves empty fields out and reads minutes', () => {
    expect(limitsSchema.safeParse({ deposit_day: '100', deposit_week: '', deposit_month: '', loss: '', session_time: '60' }).data).toEqual({ deposit_day: '100', session_time: 60 });
    expect(limitsSchema.safeParse({ deposit_day: '0' }).success).toBe(false);
    expect(limitsSchema.safeParse({ session_time: '0' }).success).toBe(false);
    expect(limitsSchema.safeParse({ loss: '12.345' }).success).toBe(false);
  });
  it('fuzz', () => fuzz(limitsSchema, UpdateResponsibleGamingLimitsBody, ['deposit_day', 'deposit_week', 'deposit_month', 'loss', 'session_time']));
});

describe('cashier-deposit', () => {
  const range = depositRangeTn;
  const schema = depositSchema;
  it('keeps to the system and market limits (§9: 10 to 10 000 TND)', () => {
    expect(range).toEqual({ minMinor: 1000, maxMinor: 1_000_000 });
    expect(schema.safeParse({ amount: '10' }).success).toBe(true);
    expect(schema.safeParse({ amount: '10000' }).success).toBe(true);
    expect(messages(schema.safeParse({ amount: '9.99' }))).toEqual(['amount:profile.deposit.outOfLimits']);
    expect(messages(schema.safeParse({ amount: '10000.01' }))).toEqual(['amount:profile.deposit.outOfLimits']);
  });
  it('fuzz', () => fuzz(schema, CreateDepositBody, ['amount'], (data) => ({ ...(data as object), payment_system: 'x' })));
});

describe('cashier-withdrawal', () => {
  const range = withdrawalRangeTn;
  const schema = withdrawalSchema;
  it('keeps between the 10 TND minimum and the floored balance', () => {
    expect(range).toEqual({ minMinor: 1000, maxMinor: 25075 });
    expect(schema.safeParse({ amount: '250.75', account: '4111' }).success).toBe(true);
    expect(messages(schema.safeParse({ amount: '250.76', account: '4111' }))).toEqual(['amount:profile.withdrawal.outOfLimits']);
    expect(messages(schema.safeParse({ amount: '20', account: ' ' }))).toContain('account:profile.field.required');
  });
  it('fuzz', () => fuzz(schema, CreatePayoutBody, ['amount', 'account'], (data) => ({ ...(data as object), payment_system: 'x' })));
});

describe('cashier-cashier-withdraw and cashier-transfer', () => {
  it('need a positive amount and a recipient id', () => {
    expect(cashierWithdrawSchema.safeParse({ withdraw: '0' }).success).toBe(false);
    expect(cashierWithdrawSchema.safeParse({ withdraw: '15' }).success).toBe(true);
    expect(transferSchema.safeParse({ amount: '15', recipient_id: '42' }).data).toEqual({ amount: '15', recipient_id: 42 });
    expect(transferSchema.safeParse({ amount: '15', recipient_id: 'abc' }).success).toBe(false);
  });
  it('fuzz', () => {
    fuzz(cashierWithdrawSchema, CashierWithdrawBody, ['withdraw'], (data) => ({ ...(data as object), currencies: 'TND', parent: 1 }));
    fuzz(transferSchema, CreateTransferBody, ['amount', 'recipient_id'], (data) => ({ ...(data as object), currency: 'TND' }));
  });
});
