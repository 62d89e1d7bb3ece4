import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestSandbox, type TestSandbox } from '../testing.ts';

let sandbox: TestSandbox;
beforeAll(async () => {
  sandbox = await createTestSandbox();
});
afterAll(() => sandbox.dispose());

describe('crypto deposits arriving (§4 Async actions)', () => {
  it('moves 10 -> 20 -> 30 as the tester sends and the network confirms; only 30 credits, once', async () => {
    const username = 'cryptofan';
    await sandbox.register({ body: { username, email: `${username}@example.test`, password: 'Abc#123x', terms_accepted: true } });
    const { access } = await sandbox.login(username, 'Abc#123x');
    const balance = async () => (await sandbox.call('GET', '/api/user/profile', { token: access })).json.balance as string;
    const created = await sandbox.call('POST', '/api/backoffice/payments/services/crypto-pay/create-payment', {
      token: access,
      body: { pay_currency: 'btc' },
      headers: { 'Idempotency-Key': `crypto-${crypto.randomUUID()}` },
    });
    expect(created.status).toBe(200);
    const id = created.json.payment_id as string;
    const status = async () => (await sandbox.call('GET', `/api/backoffice/payments/services/crypto-pay/payment/${id}`, { token: access })).json;
    expect(await status()).toMatchObject({ payment_id: id, status: null, amount: null });
    const before = await balance();

    // Out of order: nothing sent yet.
    expect((await sandbox.call('POST', `/sandbox/crypto-pay/${id}/confirm`)).status).toBe(409);
    expect((await sandbox.call('POST', `/sandbox/crypto-pay/${id}/send`, { body: { amount: '150' } })).json.status).toBe(10);
    // A repeated send is the same payment, whatever its amount.
    expect((await sandbox.call('POST', `/sandbox/crypto-pay/${id}/send`, { body: { amount: '999' } })).json).toMatchObject({ status: 10, amount: '150.00' });
    expect((await sandbox.call('POST', `/sandbox/crypto-pay/${id}/confirm`)).status).toBe(409);
    expect(await balance()).toBe(before);
    expect((await sandbox.call('POST', `/sandbox/crypto-pay/${id}/seen`)).json.status).toBe(20);
    expect(await status()).toMatchObject({ status: 20, amount: '150.00' });
    expect(await balance()).toBe(before);
    expect((await sandbox.call('POST', `/sandbox/crypto-pay/${id}/confirm`)).json.status).toBe(30);
    const after = await balance();
    expect(Math.round(Number(after) * 100) - Math.round(Number(before) * 100)).toBe(15_000);
    // Idempotent: confirming again credits nothing more.
    expect((await sandbox.call('POST', `/sandbox/crypto-pay/${id}/confirm`)).json.status).toBe(30);
    expect((await sandbox.call('POST', `/sandbox/crypto-pay/${id}/seen`)).json.status).toBe(30);
    expect(await balance()).toBe(after);
    expect(await status()).toMatchObject({ status: 30, amount: '150.00', currency: 'TND' });
  });

  it('answers 404 for an address of another player', async () => {
    const { access } = await sandbox.login();
    expect((await sandbox.call('GET', '/api/backoffice/payments/services/crypto-pay/payment/cry-00000000-0000-0000-0000-000000000000', { token: access })).status).toBe(404);
  });
});
