import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseMoney } from '../money.ts';
import { createTestSandbox, type TestSandbox } from '../testing.ts';
import { findUserByUsername } from '../users.ts';

/**
 * §4 Money rules under concurrency: a deposit credited later (card payment page, crypto confirmation) still respects the deposit
 * limits and the §9 maximum balance as they stand at crediting time; crypto deposits go through the deposit
 * limits and the market's range, and an amount past it gets a clear code, never a 500.
 */
let sandbox: TestSandbox;
beforeAll(async () => {
  sandbox = await createTestSandbox();
});
afterAll(() => sandbox.dispose());

let players = 0;
async function player(cash?: string) {
  const username = `dep${++players}${Math.random().toString(36).slice(2, 6)}`;
  const registered = await sandbox.register({ body: { username, email: `${username}@example.test`, password: 'Abc#123x', terms_accepted: true } });
  expect(registered.status).toBe(202);
  const id = (await findUserByUsername(sandbox.context.db, username))!.id;
  if (cash) await sandbox.context.ledger.credit(id, 'cash', parseMoney(cash)!, { reason: 'test-funding', idempotencyKey: `fund-${username}` });
  return { id, ...(await sandbox.login(username, 'Abc#123x')) };
}

const key = () => ({ 'Idempotency-Key': crypto.randomUUID() });
const cash = async (id: number) => (await sandbox.context.ledger.balances(id)).cashMinor;
const payment = (uid: string) => sandbox.context.db.get<{ status: number; comment: string | null }>('SELECT status, comment FROM payments WHERE payment_uid = ?', [uid]);
const setLimits = (access: string, body: Record<string, string | null>) => sandbox.call('PUT', '/api/users/responsible-gaming/limits/', { token: access, body });

async function cardDeposit(access: string, amount: string): Promise<{ page: string; uid: string }> {
  const created = await sandbox.call('POST', '/api/backoffice/payments/deposit/', { token: access, body: { amount, payment_system: 'sandbox-card' }, headers: key() });
  expect(created.status).toBe(201);
  const page = new URL(created.json.redirectLink as string).pathname;
  return { page, uid: decodeURIComponent(page.split('/').pop()!) };
}

async function cryptoAddress(access: string): Promise<string> {
  const created = await sandbox.call('POST', '/api/backoffice/payments/services/crypto-pay/create-payment', { token: access, body: { pay_currency: 'btc' }, headers: key() });
  expect(created.status).toBe(200);
  return created.json.payment_id as string;
}

describe('card deposits credited later', () => {
  it('are not credited past a deposit limit lowered since they were made: the payment fails with the reason', async () => {
    const { id, access } = await player();
    expect((await setLimits(access, { deposit_day: '50' })).status).toBe(200);
    const { page, uid } = await cardDeposit(access, '40');
    // §4: a decrease applies at once.
    expect((await setLimits(access, { deposit_day: '20' })).json.depositDay.current).toBe('20.00');
    const approved = await sandbox.call('POST', `${page}/approve`);
    expect(approved.status).toBe(200);
    expect(approved.text).toMatch(/failed|declined|refused/i);
    expect(await payment(uid)).toMatchObject({ status: 40, comment: expect.stringMatching(/^deposit_limit_exceeded/) });
    expect(await cash(id)).toBe(0);
  });

  it('are not credited past the 25 000 TND maximum balance reached meanwhile', async () => {
    const { id, access } = await player('24990');
    const { page, uid } = await cardDeposit(access, '10');
    await sandbox.context.ledger.credit(id, 'cash', 500, { reason: 'test-win', idempotencyKey: `win-${id}` });
    await sandbox.call('POST', `${page}/approve`);
    expect(await payment(uid)).toMatchObject({ status: 40, comment: expect.stringMatching(/^max_balance_exceeded/) });
    expect(await cash(id)).toBe(2_499_500);
  });

  it('are not credited to a player who self-excluded since', async () => {
    const { id, access } = await player();
    const { page, uid } = await cardDeposit(access, '30');
    expect((await sandbox.call('POST', '/api/users/responsible-gaming/self-exclusion/', { token: access, body: { period: '7d' } })).status).toBe(201);
    await sandbox.call('POST', `${page}/approve`);
    expect(await payment(uid)).toMatchObject({ status: 40, comment: expect.stringMatching(/^self_excluded/) });
    expect(await cash(id)).toBe(0);
  });
});

describe('crypto deposits', () => {
  it('refuse an amount outside the market range with payment_system_limits, never a 500', async () => {
    const { access } = await player();
    for (const amount of ['10000.01', '99999999999.99', '9.99']) {
      const sent = await sandbox.call('POST', `/sandbox/crypto-pay/${await cryptoAddress(access)}/send`, { body: { amount } });
      expect({ amount, status: sent.status, code: sent.json.code }).toEqual({ amount, status: 422, code: 'payment_system_limits' });
    }
    const bad = await sandbox.call('POST', `/sandbox/crypto-pay/${await cryptoAddress(access)}/send`, { body: { amount: '1e9' } });
    expect(bad.status).toBe(400);
  });

  it('go through the deposit limits when sent', async () => {
    const { access } = await player();
    expect((await setLimits(access, { deposit_week: '50' })).status).toBe(200);
    const refused = await sandbox.call('POST', `/sandbox/crypto-pay/${await cryptoAddress(access)}/send`, { body: { amount: '60' } });
    expect(refused.status).toBe(422);
    expect(refused.json).toMatchObject({ code: 'deposit_limit_exceeded', detail: 'deposit_week' });
    expect((await sandbox.call('POST', `/sandbox/crypto-pay/${await cryptoAddress(access)}/send`, { body: { amount: '50' } })).json.status).toBe(10);
  });

  it('are checked again when confirmed: a limit lowered meanwhile refuses the credit with its code', async () => {
    const { id, access } = await player();
    const address = await cryptoAddress(access);
    expect((await sandbox.call('POST', `/sandbox/crypto-pay/${address}/send`, { body: { amount: '150' } })).json.status).toBe(10);
    expect((await sandbox.call('POST', `/sandbox/crypto-pay/${address}/seen`)).json.status).toBe(20);
    expect((await setLimits(access, { deposit_day: '100' })).status).toBe(200);
    const confirmed = await sandbox.call('POST', `/sandbox/crypto-pay/${address}/confirm`);
    expect(confirmed.status).toBe(422);
    expect(confirmed.json.code).toBe('deposit_limit_exceeded');
    expect(await cash(id)).toBe(0);
    const status = await sandbox.call('GET', `/api/backoffice/payments/services/crypto-pay/payment/${address}`, { token: access });
    expect(status.json).toMatchObject({ status: 40, amount: '150.00' });
    // Confirming again does not credit either: the payment has failed.
    expect((await sandbox.call('POST', `/sandbox/crypto-pay/${address}/confirm`)).status).toBe(409);
    expect(await cash(id)).toBe(0);
  });
});
