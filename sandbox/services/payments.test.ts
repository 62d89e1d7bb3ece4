import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestSandbox, type TestSandbox } from '../testing.ts';

let sandbox: TestSandbox;
let access: string;
let staff: string;
let userId: number;

async function register(username: string): Promise<string> {
  const password = 'Abc#123x';
  const result = await sandbox.register({ body: { username, email: `${username}@example.test`, password, terms_accepted: true } });
  expect(result.status).toBeLessThan(300);
  return (await sandbox.login(username, password)).access;
}

async function fund(username: string, amount: string) {
  const result = await sandbox.call('POST', '/sandbox/wallet/adjust', { body: { username, account: 'cash', amount }, headers: { 'Idempotency-Key': `fund-${username}-${amount}-${Date.now()}` } });
  expect(result.status).toBeLessThan(300);
}

const ledgerRows = async (id: number) =>
  (await sandbox.context.db.get<{ total: number }>('SELECT COUNT(*) AS total FROM ledger_entries WHERE user_id = ?', [id]))!.total;

beforeAll(async () => {
  sandbox = await createTestSandbox();
  access = await register('payer');
  await sandbox.call('PATCH', '/sandbox/users/payer', { body: { emailVerified: true } });
  userId = (await sandbox.call('GET', '/api/user/profile', { token: access })).json.id;
  staff = (await sandbox.login('cashier1')).access;
});
afterAll(() => sandbox.dispose());

const deposit = (body: unknown, key = `dep-${Math.random().toString(36).slice(2, 12)}`) =>
  sandbox.call('POST', '/api/backoffice/payments/deposit/', { token: access, body, headers: { 'Idempotency-Key': key } });

describe('payment systems', () => {
  it('lists two card-like systems, crypto and a disabled one with min and max', async () => {
    const result = await sandbox.call('GET', '/api/backoffice/payments/deposit/system_list/', { token: access });
    expect(result.status).toBe(200);
    expect(result.json.map((system: { slug: string }) => system.slug)).toEqual(['sandbox-card', 'sandbox-edinar', 'sandbox-wallet', 'crypto']);
    expect(result.json[2].isTemporaryDisabled).toBe(true);
    expect(result.json[0]).toMatchObject({ min: '10.00', max: '10000.00' });
  });
});

describe('deposits through the hosted page', () => {
  it('moves 10 -> 20 -> 30 and credits the balance only on 30, once', async () => {
    const created = await deposit({ amount: '100', payment_system: 'sandbox-card', return_url: 'http://localhost/deposit/sandbox-card' });
    expect(created.status).toBe(201);
    expect(created.json.status).toBe(10);
    const before = await ledgerRows(userId);
    const link = new URL(created.json.redirectLink).pathname;
    const page = await sandbox.call('GET', link);
    expect(page.status).toBe(200);
    expect(page.text).toContain('Approve payment');
    expect((await sandbox.call('GET', `/api/backoffice/payments/deposit/${created.json.id}`, { token: access })).json.status).toBe(20);
    expect(await ledgerRows(userId)).toBe(before);
    const approved = await sandbox.call('POST', `${link}/approve`);
    expect(approved.status).toBe(303);
    expect(approved.headers.get('Location')).toBe(`http://localhost/deposit/sandbox-card?payment_id=${created.json.id}`);
    await sandbox.call('POST', `${link}/approve`);
    // The cash credit, and the first-deposit bonus this first approved deposit brings (bonus-accruals.ts).
    expect(await ledgerRows(userId)).toBe(before + 2);
    expect((await sandbox.call('GET', `/api/backoffice/payments/deposit/${created.json.id}`, { token: access })).json.status).toBe(30);
    expect((await sandbox.call('GET', '/api/user/profile', { token: access })).json.balance).toBe('100.00');
  });

  it('fails to 40 without moving money', async () => {
    const created = await deposit({ amount: '50', payment_system: 'sandbox-edinar' });
    const before = await ledgerRows(userId);
    const link = new URL(created.json.redirectLink).pathname;
    await sandbox.call('GET', link);
    await sandbox.call('POST', `${link}/fail`);
    expect((await sandbox.call('GET', `/api/backoffice/payments/deposit/${created.json.id}`, { token: access })).json.status).toBe(40);
    expect(await ledgerRows(userId)).toBe(before);
  });

  it('answers a repeated Idempotency-Key with the first payment (a double click makes one payment)', async () => {
    const key = 'double-click-key-1';
    const [first, second] = await Promise.all([deposit({ amount: '20', payment_system: 'sandbox-card' }, key), deposit({ amount: '20', payment_system: 'sandbox-card' }, key)]);
    const third = await deposit({ amount: '20', payment_system: 'sandbox-card' }, key);
    const ok = [first, second, third].filter((result) => result.status === 201);
    expect(new Set(ok.map((result) => result.json.id)).size).toBe(1);
    expect([first, second].every((result) => result.status === 201 || result.status === 409)).toBe(true);
  });

  it('refuses amounts outside the limits, disabled systems, and a foreign return address', async () => {
    expect((await deposit({ amount: '5', payment_system: 'sandbox-card' })).json.code).toBe('payment_system_limits');
    expect((await deposit({ amount: '10000.01', payment_system: 'sandbox-card' })).json.code).toBe('payment_system_limits');
    expect((await deposit({ amount: '15', payment_system: 'sandbox-edinar' })).json.code).toBe('payment_system_limits');
    expect((await deposit({ amount: '15', payment_system: 'sandbox-wallet' })).json.code).toBe('payment_system_disabled');
    expect((await deposit({ amount: '15', payment_system: 'sandbox-card', return_url: 'https://evil.example/' })).status).toBe(400);
    expect((await deposit({ amount: '15', payment_system: 'sandbox-card' }, 'x')).json.code).toBe('idempotency_key_invalid');
  });

  it('staff approve and process a deposit (21 then 30)', async () => {
    const created = await deposit({ amount: '30', payment_system: 'sandbox-card' });
    expect((await sandbox.call('POST', `/api/backoffice/payments/deposit/${created.json.id}/approve_success/`, { token: access, body: {} })).json.code).toBe('permission_denied');
    expect((await sandbox.call('POST', `/api/backoffice/payments/deposit/${created.json.id}/approve_success/`, { token: staff, body: {} })).json.status).toBe(21);
    expect((await sandbox.call('POST', `/api/backoffice/payments/deposit/${created.json.id}/process_after_approve/`, { token: staff, body: {} })).json.status).toBe(30);
    expect((await sandbox.call('POST', `/api/backoffice/payments/deposit/${created.json.id}/manual_fail/`, { token: staff, body: {} })).json.code).toBe('payment_status_conflict');
  });
});

describe('payouts', () => {
  const payout = (amount: string, key = `pay-${Math.random().toString(36).slice(2, 12)}`, token = access) =>
    sandbox.call('POST', '/api/backoffice/payments/payout/', { token, body: { amount, payment_system: 'sandbox-card', account: '4111 1111 1111 1111' }, headers: { 'Idempotency-Key': key } });

  it('holds the money at once and waits for manual approval (27), refunding on failure', async () => {
    const before = (await sandbox.call('GET', '/api/user/profile', { token: access })).json.balance;
    const created = await payout('40');
    expect(created.status).toBe(201);
    expect(created.json.status).toBe(27);
    expect((await sandbox.call('GET', '/api/user/profile', { token: access })).json.balance).not.toBe(before);
    const queue = await sandbox.call('GET', '/api/backoffice/payments/payout/manual_list/', { token: staff });
    expect(queue.json.results.some((item: { id: number }) => item.id === created.json.id)).toBe(true);
    expect((await sandbox.call('POST', `/api/backoffice/payments/payout/${created.json.id}/manual_fail/`, { token: staff, body: { comment: 'no' } })).json.status).toBe(40);
    expect((await sandbox.call('GET', '/api/user/profile', { token: access })).json.balance).toBe(before);
    const done = await payout('10');
    expect((await sandbox.call('POST', `/api/backoffice/payments/payout/${done.json.id}/manual_success/`, { token: staff, body: {} })).json.status).toBe(30);
  });

  it('needs approved documents above 3000 TND, a verified e-mail, and enough money', async () => {
    await fund('payer', '5000');
    expect((await payout('3000.01')).json.code).toBe('documents_not_approved');
    expect((await payout('99999')).json.code).toBe('payment_system_limits');
    expect((await payout('9.99')).json.code).toBe('payment_system_limits');
    const poor = await register('poorpayer');
    // Confirmed by the registration's link (§5 Registration); unverified as an older account or a changed address is.
    await sandbox.call('PATCH', '/sandbox/users/poorpayer', { body: { emailVerified: false } });
    expect((await payout('20', undefined, poor)).json.code).toBe('email_not_verified');
    await sandbox.call('PATCH', '/sandbox/users/poorpayer', { body: { emailVerified: true } });
    expect((await payout('20', undefined, poor)).json.code).toBe('not_enough_money');
  });

  it('lets the player cancel a pending payout', async () => {
    const created = await payout('15');
    const cancelled = await sandbox.call('POST', `/api/backoffice/payments/payout/${created.json.id}/cancel_payment/`, { token: access, body: {} });
    expect(cancelled.json.status).toBe(40);
    // The player sees "Cancelled", not "Failed": the listing and the history carry the cancellation.
    expect(cancelled.json.cancelled).toBe(true);
    const listed = await sandbox.call('GET', '/api/backoffice/payments/payout/', { token: access });
    expect(listed.json.results.find((row: { id: number }) => row.id === created.json.id)).toMatchObject({ status: 40, cancelled: true });
  });

  it('marks a payout nobody cancelled as not cancelled', async () => {
    const created = await payout('15');
    expect(created.json.cancelled).toBe(false);
  });
});

describe('crypto and history', () => {
  it('offers currencies, minimums and an address', async () => {
    const currencies = await sandbox.call('GET', '/api/backoffice/payments/services/crypto-pay/available-currencies', { token: access });
    expect(currencies.json.currencies).toContain('btc');
    const minimum = await sandbox.call('GET', '/api/backoffice/payments/services/crypto-pay/min-amount?currency=btc', { token: access });
    expect(minimum.json).toMatchObject({ currency: 'btc', min_amount: '0.0002', fiat_currency: 'TND' });
    const created = await sandbox.call('POST', '/api/backoffice/payments/services/crypto-pay/create-payment', { token: access, body: { pay_currency: 'eth' }, headers: { 'Idempotency-Key': 'crypto-key-1' } });
    expect(created.json.pay_address).toMatch(/^0x[0-9a-f]{40}$/);
    expect((await sandbox.call('POST', '/api/backoffice/payments/services/crypto-pay/create-payment', { token: access, body: { pay_currency: 'xmr' }, headers: { 'Idempotency-Key': 'crypto-key-2' } })).status).toBe(400);
  });

  it('pages the online payment history with dates and type', async () => {
    const all = await sandbox.call('GET', '/api/backoffice/payments/services/facade/history/payment/?page_size=2', { token: access });
    expect(all.json.items).toHaveLength(2);
    expect(all.json.total_items).toBeGreaterThan(2);
    const payouts = await sandbox.call('GET', '/api/backoffice/payments/services/facade/history/payment/?payment_type=payout', { token: access });
    expect(payouts.json.items.every((item: { paymentType: string }) => item.paymentType === 'payout')).toBe(true);
    const future = await sandbox.call('GET', '/api/backoffice/payments/services/facade/history/payment/?date_from=2999-01-01T00:00Z', { token: access });
    expect(future.json).toEqual({ items: [], page: 1, total_items: 0 });
    expect((await sandbox.call('GET', '/api/backoffice/payments/services/facade/history/payment/?date_from=yesterday', { token: access })).status).toBe(400);
  });
});
