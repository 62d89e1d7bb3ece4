import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogue } from '../games/catalogue.ts';
import { parseMoney } from '../money.ts';
import { testBackends, type CallResult, type TestSandbox } from '../testing.ts';
import { findUserByUsername, updateUser } from '../users.ts';

/**
 * §4 Money rules under concurrency: every money rule holds when 50 requests of one player arrive at once, over the real HTTP
 * server, on SQLite and on a real PostgreSQL server with a pool of 10 connections (PGlite has one session and
 * could never show a race: sandbox/db/temporary-postgres.ts). Before the fix, on PostgreSQL, 50 deposits of
 * 10 TND against a 50 TND daily limit were all accepted and a 10 TND loss limit let about 50 TND be lost.
 */
const concurrent = 50;

const backends = testBackends();

describe.each(backends)('money rules under 50 simultaneous requests: $name', (backend) => {
  let sandbox: TestSandbox;
  let stop: () => Promise<void>;
  let players = 0;

  beforeAll(async () => {
    ({ sandbox, stop } = await backend.start());
  }, 120_000);
  afterAll(() => stop?.());

  /** A fresh player (own limits and wallet), signed in; `cash` and `bonus` are put in the wallet first. */
  async function player(funds: { cash?: string; bonus?: string; emailVerified?: boolean } = {}) {
    const username = `racer${++players}${Math.random().toString(36).slice(2, 6)}`;
    const registered = await sandbox.register({
      body: { username, email: `${username}@example.test`, password: 'Abc#123x', terms_accepted: true },
    });
    expect(registered.status).toBe(202);
    const id = (await findUserByUsername(sandbox.context.db, username))!.id;
    const { ledger, db } = sandbox.context;
    if (funds.cash) await ledger.credit(id, 'cash', parseMoney(funds.cash)!, { reason: 'test-funding', idempotencyKey: `fund-${username}` });
    if (funds.bonus) await ledger.credit(id, 'bonus', parseMoney(funds.bonus)!, { reason: 'test-funding', idempotencyKey: `fund-bonus-${username}` });
    if (funds.emailVerified) await updateUser(db, id, { emailVerified: true });
    const { access } = await sandbox.login(username, 'Abc#123x');
    return { id, username, access };
  }

  /** Fires `count` requests at once over the network and waits for all of them. */
  const burst = (count: number, request: (index: number) => Promise<CallResult>) => Promise.all(Array.from({ length: count }, (_, index) => request(index)));
  const key = () => crypto.randomUUID();
  const statuses = (results: { status: number }[]) => results.reduce<Record<number, number>>((counts, result) => ({ ...counts, [result.status]: (counts[result.status] ?? 0) + 1 }), {});
  const codes = (results: CallResult[]) => new Set(results.filter((result) => result.status >= 400).map((result) => result.json?.code));
  const balances = (id: number) => sandbox.context.ledger.balances(id);

  it('accepts exactly 5 of 50 simultaneous 10 TND card deposits against a 50 TND daily limit', async () => {
    const { access } = await player();
    expect((await sandbox.call('PUT', '/api/users/responsible-gaming/limits/', { token: access, body: { deposit_day: '50' } })).status).toBe(200);
    const results = await burst(concurrent, () =>
      sandbox.call('POST', '/api/backoffice/payments/deposit/', { token: access, body: { amount: '10', payment_system: 'sandbox-card' }, headers: { 'Idempotency-Key': key() }, network: true }),
    );
    expect(statuses(results)).toEqual({ 201: 5, 422: 45 });
    expect(codes(results)).toEqual(new Set(['deposit_limit_exceeded']));
  });

  it('accepts exactly 5 of 50 simultaneous 10 TND crypto deposits against a 50 TND daily limit', async () => {
    const { access } = await player();
    expect((await sandbox.call('PUT', '/api/users/responsible-gaming/limits/', { token: access, body: { deposit_day: '50' } })).status).toBe(200);
    const addresses: string[] = [];
    for (let index = 0; index < concurrent; index += 1) {
      const created = await sandbox.call('POST', '/api/backoffice/payments/services/crypto-pay/create-payment', { token: access, body: { pay_currency: 'btc' }, headers: { 'Idempotency-Key': key() } });
      expect(created.status).toBe(200);
      addresses.push(created.json.payment_id);
    }
    const results = await burst(concurrent, (index) => sandbox.call('POST', `/sandbox/crypto-pay/${addresses[index]}/send`, { body: { amount: '10' }, network: true }));
    expect(statuses(results)).toEqual({ 200: 5, 422: 45 });
    expect(codes(results)).toEqual(new Set(['deposit_limit_exceeded']));
  });

  it('never lets more than a 10 TND loss limit be lost by 50 simultaneous 1 TND spins', async () => {
    const { id, access } = await player({ cash: '100' });
    expect((await sandbox.call('PUT', '/api/users/responsible-gaming/limits/', { token: access, body: { loss: '10' } })).status).toBe(200);
    const game = catalogue('first')[0];
    const launched = await sandbox.call('POST', '/api/casino/first/createsession/', { token: access, body: { game: game.gameId, return_url: `${sandbox.url}/slots/casino`, client_type: 'desktop' } });
    expect(launched.status).toBe(200);
    const gameUrl = launched.json.launch_options.game_url as string;
    const results = await Promise.all(
      Array.from({ length: concurrent }, async () => {
        const response = await fetch(`${gameUrl}/spin`, { method: 'POST', headers: { 'Content-Type': 'application/json', 'Idempotency-Key': key() }, body: JSON.stringify({ bet: '1.00' }) });
        return { status: response.status, json: (await response.json()) as { code?: string } };
      }),
    );
    const accepted = results.filter((result) => result.status === 200).length;
    // Every bet counts as lost when it is placed: at least 10 go through, more only after wins.
    expect(accepted).toBeGreaterThanOrEqual(10);
    expect(new Set(results.filter((result) => result.status !== 200).map((result) => result.json.code))).toEqual(new Set(accepted === concurrent ? [] : ['loss_limit_exceeded']));
    const net = await sandbox.context.db.get<{ total: number }>(
      "SELECT COALESCE(SUM(amount_minor), 0) AS total FROM ledger_entries WHERE user_id = ? AND reason IN ('casino-bet', 'casino-win')",
      [id],
    );
    expect(-Number(net?.total)).toBeLessThanOrEqual(1000);
    expect((await balances(id)).cashMinor).toBeGreaterThanOrEqual(9000);
  });

  it('credits 50 simultaneously approved deposits only up to the 25 000 TND maximum balance', async () => {
    const { id, access } = await player({ cash: '24900' });
    const created = await burst(concurrent, () =>
      sandbox.call('POST', '/api/backoffice/payments/deposit/', { token: access, body: { amount: '10', payment_system: 'sandbox-card' }, headers: { 'Idempotency-Key': key() }, network: true }),
    );
    expect(statuses(created)).toEqual({ 201: concurrent });
    const pages = created.map((result) => new URL(result.json.redirectLink as string).pathname);
    await burst(concurrent, (index) => sandbox.call('POST', `${pages[index]}/approve`, { network: true }));
    expect((await balances(id)).cashMinor).toBe(2_500_000);
    const settled = await sandbox.context.db.all<{ status: number; total: number }>(
      "SELECT status, COUNT(*) AS total FROM payments WHERE user_id = ? AND direction = 'deposit' GROUP BY status ORDER BY status",
      [id],
    );
    expect(settled).toEqual([
      { status: 30, total: 10 },
      { status: 40, total: 40 },
    ]);
  });

  it('exchanges bonus only while the real balance is below the threshold: 2 of 50 simultaneous exchanges', async () => {
    // Default settings: exchange allowed while the real balance is below 5.00; each exchange adds 4.00.
    const { id, access } = await player({ bonus: '100' });
    const results = await burst(concurrent, () =>
      sandbox.call('POST', '/api/bonus-system/bonusbalance-to-balance/', { token: access, body: { amount: '4' }, headers: { 'Idempotency-Key': key() }, network: true }),
    );
    expect(statuses(results)).toEqual({ 200: 2, 422: 48 });
    expect(codes(results)).toEqual(new Set(['balance_not_low_enough']));
    expect(await balances(id)).toEqual({ cashMinor: 800, bonusMinor: 9_200 });
  });

  // §4 Money rules under concurrency: on PostgreSQL 50 simultaneous approvals of one deposit all answered 200 (one credit was posted).
  it('answers 409 to all but one of 50 simultaneous approvals, then of 50 simultaneous credits, of one deposit', async () => {
    const { id, access } = await player();
    const cashier = (await sandbox.login('cashier1')).access;
    const created = await sandbox.call('POST', '/api/backoffice/payments/deposit/', { token: access, body: { amount: '40', payment_system: 'sandbox-card' }, headers: { 'Idempotency-Key': key() } });
    expect(created.status).toBe(201);
    // The payment page opened: the deposit waits for a decision (20).
    expect((await sandbox.call('GET', new URL(created.json.redirectLink as string).pathname)).status).toBe(200);
    const decide = (decision: string) => () => sandbox.call('POST', `/api/backoffice/payments/deposit/${created.json.id}/${decision}/`, { token: cashier, body: {}, network: true });
    const approvals = await burst(concurrent, decide('approve_success'));
    expect(statuses(approvals)).toEqual({ 200: 1, 409: concurrent - 1 });
    expect(codes(approvals)).toEqual(new Set(['payment_status_conflict']));
    const credits = await burst(concurrent, decide('process_after_approve'));
    expect(statuses(credits)).toEqual({ 200: 1, 409: concurrent - 1 });
    expect((await balances(id)).cashMinor).toBe(4_000);
    const audit = await sandbox.context.db.all<{ action: string }>('SELECT action FROM payment_audit WHERE payment_id = ? ORDER BY id', [created.json.id]);
    expect(audit.map((row) => row.action).filter((action) => action !== 'create' && !action.startsWith('page'))).toEqual(['approve_success', 'process_after_approve']);
  });

  it('refunds a payout once: 409 to all but one of 50 simultaneous refusals and cancellations', async () => {
    const { id, access } = await player({ cash: '100', emailVerified: true });
    const cashier = (await sandbox.login('cashier1')).access;
    const created = await sandbox.call('POST', '/api/backoffice/payments/payout/', { token: access, body: { amount: '20', payment_system: 'sandbox-card', account: '4111111111111111' }, headers: { 'Idempotency-Key': key() } });
    expect(created.status).toBe(201);
    const results = await burst(concurrent, (index) =>
      index % 2 === 0
        ? sandbox.call('POST', `/api/backoffice/payments/payout/${created.json.id}/approve_fail/`, { token: cashier, body: {}, network: true })
        : sandbox.call('POST', `/api/backoffice/payments/payout/${created.json.id}/cancel_payment/`, { token: access, body: {}, headers: { 'Idempotency-Key': key() }, network: true }),
    );
    expect(statuses(results)).toEqual({ 200: 1, 409: concurrent - 1 });
    expect((await balances(id)).cashMinor).toBe(10_000);
  });

  it('pays out no more than the balance: 10 of 50 simultaneous 10 TND withdrawals from 100 TND', async () => {
    const { id, access } = await player({ cash: '100', emailVerified: true });
    const results = await burst(concurrent, () =>
      sandbox.call('POST', '/api/backoffice/payments/payout/', { token: access, body: { amount: '10', payment_system: 'sandbox-card', account: '4111111111111111' }, headers: { 'Idempotency-Key': key() }, network: true }),
    );
    expect(statuses(results)).toEqual({ 201: 10, 422: 40 });
    expect(codes(results)).toEqual(new Set(['not_enough_money']));
    expect((await balances(id)).cashMinor).toBe(0);
  });
});
