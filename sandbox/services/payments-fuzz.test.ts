import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestSandbox, type TestSandbox } from '../testing.ts';

// Bad bodies and queries on every profile and cashier call: refused with a 4xx answer, never a 500.
let sandbox: TestSandbox;
let access: string;
let staff: string;
beforeAll(async () => {
  sandbox = await createTestSandbox();
  access = (await sandbox.login()).access;
  staff = (await sandbox.login('cashier1')).access;
});
afterAll(() => sandbox.dispose());

const writes: [method: string, path: string][] = [
  ['POST', '/api/backoffice/payments/deposit/'],
  ['POST', '/api/backoffice/payments/payout/'],
  ['POST', '/api/backoffice/payments/deposit/1/approve_success/'],
  ['POST', '/api/backoffice/payments/payout/1/manual_fail/'],
  ['POST', '/api/backoffice/payments/payout/1/cancel_payment/'],
  ['POST', '/api/backoffice/payments/services/crypto-pay/create-payment'],
  ['POST', '/api/backoffice/payments/deposit/callback/sandbox-card-success/'],
  ['POST', '/api/bonus-system/bonusbalance-to-balance/'],
  ['POST', '/api/referral/activate/'],
  ['POST', '/api/backoffice/transactions/'],
  ['POST', '/api/backoffice/cashier/withdraw/'],
  ['PUT', '/api/users/responsible-gaming/limits/'],
  ['PUT', '/api/users/bookmakers-settings/odds-format/'],
  ['POST', '/sport-integration/ticket/1/cancel'],
  ['POST', '/api/users/documents/upload/'],
  ['POST', '/api/accounts/login/'],
];

const reads = [
  '/api/backoffice/payments/services/facade/history/payment/',
  '/api/backoffice/payments/deposit/',
  '/api/backoffice/payments/services/crypto-pay/min-amount',
  '/api/bonus-system/bonusbalance/history',
  '/api/bonus-system/cashback/history',
  '/sport-integration/betshistory/',
  '/api/backoffice/transactions/',
  '/api/users/transactions/',
];

const jsonish = fc.oneof(
  fc.json(),
  fc.string(),
  fc.dictionary(
    fc.constantFrom('amount', 'payment_system', 'account', 'pay_currency', 'code', 'deposit_day', 'session_time', 'odds_format', 'period', 'withdraw', 'currencies', 'parent', 'recipient_id', 'currency', 'return_url', 'comment', 'username', 'password', '__proto__'),
    fc.oneof(fc.string(), fc.integer(), fc.double(), fc.boolean(), fc.constant(null), fc.array(fc.string()), fc.constant('1e400'), fc.constant('-5')),
  ).map((value) => JSON.stringify(value)),
);

describe('bad input never makes a 500', () => {
  it('bodies', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...writes), jsonish, fc.boolean(), async ([method, path], body, asStaff) => {
        const result = await sandbox.call(method, path, {
          token: asStaff ? staff : access,
          rawBody: body,
          headers: { 'Content-Type': 'application/json', 'Idempotency-Key': `fuzz-${Math.random().toString(36).slice(2, 14)}` },
        });
        expect(result.status, `${method} ${path} ${body} -> ${result.text}`).toBeLessThan(500);
      }),
      { numRuns: 300 },
    );
  });

  it('queries', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...reads),
        fc.dictionary(fc.constantFrom('page', 'page_size', 'date_from', 'date_to', 'created_from', 'created_to', 'type', 'ordering', 'is_accrued', 'currency', 'status', 'payment_type', 'sender'), fc.string()),
        async (path, query) => {
          const result = await sandbox.call('GET', `${path}?${new URLSearchParams(query)}`, { token: access });
          expect(result.status, `${path} ${JSON.stringify(query)} -> ${result.text}`).toBeLessThan(500);
        },
      ),
      { numRuns: 200 },
    );
  });
});
