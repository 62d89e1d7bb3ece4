import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requireAuth } from './auth/middleware.ts';
import type { SandboxEnv } from './context.ts';
import { ApiError } from './errors.ts';
import { idempotency } from './idempotency.ts';
import { createTestSandbox, type TestSandbox } from './testing.ts';

let sandbox: TestSandbox;
beforeAll(async () => {
  sandbox = await createTestSandbox();
});
afterAll(() => sandbox.dispose());

const adjust = (key: string | undefined, body: Record<string, unknown>, network = false) =>
  sandbox.call('POST', '/sandbox/wallet/adjust', { body, network, headers: key === undefined ? {} : { 'Idempotency-Key': key } });
const ledgerRows = async (username: string) => (await sandbox.call('GET', `/sandbox/users/${username}/ledger`)).json.items as { idempotencyKey: string }[];

describe('idempotency middleware (on POST /sandbox/wallet/adjust)', () => {
  it('answers the same key twice with the first answer and writes one ledger row', async () => {
    const key = 'a1b2c3d4-0000-4000-8000-000000000001';
    const body = { username: 'player1', account: 'cash', amount: '25.50' };
    const first = await adjust(key, body, true);
    const second = await adjust(key, body, true);
    expect(first.status).toBe(200);
    expect(first.json.balance).toBe('1276.25');
    expect(second.status).toBe(200);
    expect(second.text).toBe(first.text);
    expect(second.headers.get('Idempotent-Replayed')).toBe('true');
    expect(first.headers.get('Idempotent-Replayed')).toBeNull();
    expect((await ledgerRows('player1')).filter((row) => row.idempotencyKey.endsWith(key))).toHaveLength(1);
  });

  it('requires the header', async () => {
    const result = await adjust(undefined, { username: 'player1', account: 'cash', amount: '1.00' });
    expect(result.status).toBe(400);
    expect(result.json.code).toBe('idempotency_key_required');
  });

  it.each(['short', 'has spaces in it', 'x'.repeat(65), 'semi;colon1'])('refuses the malformed key "%s"', async (key) => {
    const result = await adjust(key, { username: 'player1', account: 'cash', amount: '1.00' });
    expect(result.status).toBe(400);
    expect(result.json.code).toBe('idempotency_key_invalid');
  });

  it('refuses the same key with another body: 409 idempotency_key_reused', async () => {
    const key = 'reuse-key-0001';
    expect((await adjust(key, { username: 'player1', account: 'cash', amount: '1.00' })).status).toBe(200);
    const other = await adjust(key, { username: 'player1', account: 'cash', amount: '2.00' });
    expect(other.status).toBe(409);
    expect(other.json.code).toBe('idempotency_key_reused');
  });

  it('does not keep refusals: the same key may be tried again once the money is there', async () => {
    const key = 'retry-after-refusal-1';
    const body = { username: 'agent1', account: 'cash', amount: '-10.00' };
    const refused = await adjust(key, body);
    expect(refused.status).toBe(422);
    expect(refused.json.code).toBe('not_enough_money');
    expect((await adjust('fund-agent-0001', { username: 'agent1', account: 'cash', amount: '50.00' })).status).toBe(200);
    const retried = await adjust(key, body);
    expect(retried.status).toBe(200);
    expect(retried.json.balance).toBe('40.00');
  });

  it('lets exactly one of ten concurrent requests with one key run', async () => {
    const key = 'concurrent-key-0001';
    const body = { username: 'player1', account: 'bonus', amount: '1.00' };
    const results = await Promise.all(Array.from({ length: 10 }, () => adjust(key, body, true)));
    const ran = results.filter((result) => result.status === 200 && result.headers.get('Idempotent-Replayed') === null);
    expect(ran).toHaveLength(1);
    for (const result of results) {
      expect([200, 409]).toContain(result.status);
      if (result.status === 409) expect(result.json.code).toBe('idempotency_request_in_progress');
    }
    expect((await ledgerRows('player1')).filter((row) => row.idempotencyKey.endsWith(key))).toHaveLength(1);
  });

  it('keeps an answer as long as the ledger keeps its rows: 25 h later the same key is answered, another body refused', async () => {
    // docs/product.md "Money rules": a record that expired after 24 h let the handler run again under a key the
    // ledger had already used, and a handler that then credited under a key of its own making created money.
    const key = 'expiring-key-0001';
    const body = { username: 'player1', account: 'cash', amount: '3.00' };
    const first = await adjust(key, body);
    sandbox.clock.advance(25 * 3_600_000);
    const later = await adjust(key, body);
    expect(later.status).toBe(200);
    expect(later.headers.get('Idempotent-Replayed')).toBe('true');
    expect(later.text).toBe(first.text);
    const other = await adjust(key, { ...body, amount: '4.00' });
    expect(other.status).toBe(409);
    expect(other.json.code).toBe('idempotency_key_reused');
    expect((await ledgerRows('player1')).filter((row) => row.idempotencyKey.endsWith(key))).toHaveLength(1);
  });
});

describe('idempotency middleware on an authenticated route', () => {
  it('keeps records per user and per route, and a failing handler leaves no record', async () => {
    let runs = 0;
    let fail = true;
    const app = new Hono<SandboxEnv>();
    app.onError((error, c) => (error instanceof ApiError ? c.json(error.body, error.status) : c.json({ code: 'defaultMessage' }, 500)));
    app.post('/api/money/', requireAuth(sandbox.context), idempotency(sandbox.context), (c) => {
      runs += 1;
      if (fail) throw new Error('boom');
      return c.json({ run: runs, user: c.var.user.username }, 201);
    });
    app.post('/api/other-money/', requireAuth(sandbox.context), idempotency(sandbox.context), (c) => c.json({ other: true }));
    const post = (path: string, token: string) =>
      app.request(path, { method: 'POST', headers: { Authorization: `Bearer ${token}`, 'Idempotency-Key': 'shared-key-001', 'Content-Type': 'application/json' }, body: '{}' });

    const player = (await sandbox.login()).access;
    const agent = (await sandbox.login('agent1')).access;
    expect((await post('/api/money/', player)).status).toBe(500);
    fail = false;
    const first = await post('/api/money/', player);
    expect(first.status).toBe(201);
    expect(await first.json()).toEqual({ run: 2, user: 'player1' });
    const repeat = await post('/api/money/', player);
    expect(repeat.status).toBe(201);
    expect(await repeat.json()).toEqual({ run: 2, user: 'player1' });
    expect(await (await post('/api/money/', agent)).json()).toEqual({ run: 3, user: 'agent1' });
    expect((await post('/api/other-money/', player)).status).toBe(200);
    expect(runs).toBe(3);
  });
});
