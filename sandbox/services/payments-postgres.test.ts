import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestSandbox, type TestSandbox } from '../testing.ts';

// The profile and cashier services on PostgreSQL (PGlite over a local socket, as sandbox/db/postgres.test.ts).
let lite: PGlite;
let server: PGLiteSocketServer;
let sandbox: TestSandbox;

beforeAll(async () => {
  lite = await PGlite.create();
  server = new PGLiteSocketServer({ db: lite, host: '127.0.0.1', port: 0, maxConnections: 4 });
  await server.start();
  sandbox = await createTestSandbox({ databaseUrl: `postgres://sandbox:pass@${server.getServerConn()}/postgres`, databasePoolSize: 1 });
}, 60_000);

afterAll(async () => {
  await sandbox?.dispose();
  await server?.stop();
  await lite?.close();
});

describe('profile and cashier on PostgreSQL', () => {
  it('deposits through the page, lists histories, keeps limits and refuses a self-excluded sign-in', async () => {
    const { access } = await sandbox.login();
    const created = await sandbox.call('POST', '/api/backoffice/payments/deposit/', { token: access, body: { amount: '25', payment_system: 'sandbox-card' }, headers: { 'Idempotency-Key': 'pg-deposit-1' } });
    expect(created.status).toBe(201);
    const link = new URL(created.json.redirectLink).pathname;
    expect((await sandbox.call('GET', link)).status).toBe(200);
    await sandbox.call('POST', `${link}/approve`);
    expect((await sandbox.call('GET', '/api/user/profile', { token: access })).json.balance).toBe('1275.75');
    const history = await sandbox.call('GET', '/api/backoffice/payments/services/facade/history/payment/', { token: access });
    expect(history.json.total_items).toBe(1);
    expect((await sandbox.call('GET', '/api/bonus-system/bonusbalance/history?is_accrued=true&ordering=-date', { token: access })).json.count).toBe(8);
    expect((await sandbox.call('GET', '/sport-integration/betshistory/', { token: access })).json.count).toBe(5);
    expect((await sandbox.call('GET', '/api/backoffice/transactions/', { token: access })).json.count).toBeGreaterThanOrEqual(6);
    const limits = await sandbox.call('PUT', '/api/users/responsible-gaming/limits/', { token: access, body: { deposit_week: '100' } });
    expect(limits.json.depositWeek.current).toBe('100.00');
    await sandbox.register({ body: { username: 'pgexcluded', email: 'pgexcluded@example.test', password: 'Abc#123x', terms_accepted: true } });
    const excluded = await sandbox.login('pgexcluded', 'Abc#123x');
    expect((await sandbox.call('POST', '/api/users/responsible-gaming/self-exclusion/', { token: excluded.access, body: { period: 'permanent' } })).status).toBe(201);
    expect((await sandbox.call('POST', '/api/accounts/login/', { body: { username: 'pgexcluded', password: 'Abc#123x' } })).json.code).toBe('self_excluded');
  }, 60_000);

  it('keeps the payment audit trail (migration 300) and refuses unsigned callbacks (§7 Processor callbacks)', async () => {
    const { access } = await sandbox.login();
    const cashier = (await sandbox.login('cashier1')).access;
    const created = await sandbox.call('POST', '/api/backoffice/payments/deposit/', { token: access, body: { amount: '15', payment_system: 'sandbox-card' }, headers: { 'Idempotency-Key': 'pg-deposit-2' } });
    const uid = decodeURIComponent(new URL(created.json.redirectLink).pathname.split('/').pop()!);
    expect((await sandbox.call('GET', `/api/backoffice/payments/deposit/callback/sandbox-card-success/?payment_id=${uid}`)).status).toBe(401);
    expect((await sandbox.call('POST', `/api/backoffice/payments/deposit/${created.json.id}/approve_success/`, { token: cashier, body: {} })).json.status).toBe(21);
    const trail = await sandbox.call('GET', `/api/backoffice/payments/audit/?payment_id=${created.json.id}`, { token: cashier });
    expect(trail.json.results).toMatchObject([{ action: 'approve_success', actorRole: 'C', statusBefore: 10, statusAfter: 21 }]);
  }, 60_000);
});
