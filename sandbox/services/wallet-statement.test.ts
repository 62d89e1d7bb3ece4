import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestSandbox, type TestSandbox } from '../testing.ts';
import { statementTypeOf } from './wallet-statement.ts';

// §3 Transaction (display): the statement lists every ledger movement of the player, typed, with the balance after each.
let sandbox: TestSandbox;
beforeAll(async () => {
  sandbox = await createTestSandbox();
});
afterAll(() => sandbox.dispose());

const path = '/api/users/transactions/';
let keys = 0;

async function player(username: string): Promise<{ access: string; id: number }> {
  await sandbox.register({ body: { username, email: `${username}@example.test`, password: 'Abc#123x', terms_accepted: true } });
  await sandbox.call('PATCH', `/sandbox/users/${username}`, { body: { emailVerified: true } });
  const { access } = await sandbox.login(username, 'Abc#123x');
  return { access, id: (await sandbox.call('GET', '/api/user/profile', { token: access })).json.id };
}

const adjust = (username: string, account: 'cash' | 'bonus', amount: string) =>
  sandbox.call('POST', '/sandbox/wallet/adjust', { body: { username, account, amount }, headers: { 'Idempotency-Key': `statement-adjust-${(keys += 1)}` } });

describe('the wallet statement', () => {
  let owner: { access: string; id: number };
  let other: { access: string; id: number };

  beforeAll(async () => {
    owner = await player('statementowner');
    other = await player('statementother');
    expect((await adjust('statementowner', 'cash', '500')).status).toBe(200);
    const { ledger, db, clock } = sandbox.context;
    // The movements other services write, with the very reasons and references they use.
    const now = clock.now();
    await db.run(
      "INSERT INTO payments (user_id, direction, payment_system, payment_uid, amount_minor, currency, status, created_at, updated_at) VALUES (?, 'deposit', 'sandbox-card', 'uid-statement-1', 5000, 'TND', 30, ?, ?)",
      [owner.id, now, now],
    );
    await ledger.credit(owner.id, 'cash', 5000, { reason: 'deposit', idempotencyKey: 'payment-uid-statement-1-credit', reference: 'uid-statement-1' });
    const ticket = await db.get<{ id: number }>(
      `INSERT INTO sport_tickets (user_id, ticket_id, ticket_code, ticket_type, amount_in_minor, amount_out_minor, coef, status, provider, producer, is_free_bet, created_at)
       VALUES (?, 'statement-ticket', 'TNSTATE1', 'single', 1000, 2500, '2.50', 'Winner', 'sft', 'sandbox-sportsbook', 0, ?) RETURNING id`,
      [owner.id, now],
    );
    await ledger.debit(owner.id, 'cash', 1000, { reason: 'sport-bet', idempotencyKey: 'sport-bet-statement-ticket', reference: 'statement-ticket' });
    await ledger.credit(owner.id, 'cash', 2500, { reason: 'sport-win', idempotencyKey: `sport-win-${ticket!.id}`, reference: 'statement-ticket' });
    await ledger.debit(owner.id, 'cash', 200, { reason: 'casino-bet', idempotencyKey: 'casino-statement-bet', reference: 'nosuch:game' });
    await ledger.credit(owner.id, 'bonus', 700, { reason: 'cashback', idempotencyKey: 'cashback-statement' });
    await ledger.debit(owner.id, 'cash', 100, { reason: 'wheel-spin', idempotencyKey: 'wheel-statement-bet', reference: 'wheel' });
    const sent = await sandbox.call('POST', '/api/backoffice/transactions/', {
      token: owner.access,
      body: { amount: '10', currency: 'TND', recipient_id: other.id },
      headers: { 'Idempotency-Key': 'statement-transfer-0001' },
    });
    expect(sent.status).toBe(201);
  });

  it('lists every movement newest first, typed, with the balance after each of its account', async () => {
    const page = await sandbox.call('GET', `${path}?page_size=100`, { token: owner.access });
    expect(page.status).toBe(200);
    const rows = page.json.results as { type: string; account: string; amount: string; oldBalance: string; newBalance: string; currency: string }[];
    expect(rows.map((row) => row.type)).toEqual(['transfer', 'wheel', 'cashback', 'casino-bet', 'sport-win', 'sport-stake', 'deposit', 'adjustment']);
    expect(rows.every((row) => row.currency === 'TND')).toBe(true);
    // 500 + 50 - 10 + 25 - 2 - 1 - 10 = 552 on cash; the header's balance is the newest cash row's.
    const profile = await sandbox.call('GET', '/api/user/profile', { token: owner.access });
    expect(rows.find((row) => row.account === 'cash')!.newBalance).toBe(profile.json.balance);
    expect(profile.json.balance).toBe('552.00');
    expect(rows.find((row) => row.type === 'cashback')).toMatchObject({ account: 'bonus', amount: '7.00', oldBalance: '0.00', newBalance: '7.00' });
  });

  it('filters by type, account and date, and pages', async () => {
    const sport = await sandbox.call('GET', `${path}?type=sport-win`, { token: owner.access });
    expect(sport.json.count).toBe(1);
    expect(sport.json.results[0]).toMatchObject({ type: 'sport-win', amount: '25.00' });
    const bonus = await sandbox.call('GET', `${path}?account=bonus`, { token: owner.access });
    expect(bonus.json.results.map((row: { type: string }) => row.type)).toEqual(['cashback']);
    const adjustments = await sandbox.call('GET', `${path}?type=adjustment`, { token: owner.access });
    expect(adjustments.json.count).toBe(1);
    const tomorrow = new Date(sandbox.clock.now() + 86_400_000).toISOString().slice(0, 16) + 'Z';
    expect((await sandbox.call('GET', `${path}?date_from=${tomorrow}`, { token: owner.access })).json.count).toBe(0);
    const second = await sandbox.call('GET', `${path}?page=2&page_size=3`, { token: owner.access });
    expect(second.json).toMatchObject({ count: 8 });
    expect(second.json.results).toHaveLength(3);
  });

  it('details a movement with its cause: the payment, the ticket, the game, the transfer', async () => {
    const rows = (await sandbox.call('GET', `${path}?page_size=100`, { token: owner.access })).json.results as { id: number; type: string }[];
    const detail = async (type: string) => (await sandbox.call('GET', `${path}${rows.find((row) => row.type === type)!.id}/`, { token: owner.access })).json;
    expect((await detail('deposit')).cause).toMatchObject({ kind: 'payment', direction: 'deposit', paymentSystem: 'sandbox-card' });
    expect((await detail('sport-win')).cause).toMatchObject({ kind: 'ticket', code: 'TNSTATE1' });
    expect((await detail('sport-stake')).cause).toMatchObject({ kind: 'ticket', code: 'TNSTATE1' });
    expect((await detail('wheel')).cause).toMatchObject({ kind: 'wheel' });
    expect((await detail('adjustment')).cause).toMatchObject({ kind: 'adjustment' });
    const transfer = await detail('transfer');
    expect(transfer.cause.kind).toBe('transfer');
    const listed = await sandbox.call('GET', `/api/backoffice/transactions/${transfer.cause.id}/`, { token: owner.access });
    expect(listed.json).toMatchObject({ amount: '10.00', toId: other.id });
  });

  it('refuses a guest, another player and another role; bad input is a 400, never a 500', async () => {
    const ownRow = (await sandbox.call('GET', path, { token: owner.access })).json.results[0].id;
    expect((await sandbox.call('GET', path)).status).toBe(401);
    expect((await sandbox.call('GET', `${path}${ownRow}/`)).status).toBe(401);
    const foreign = await sandbox.call('GET', `${path}${ownRow}/`, { token: other.access });
    expect(foreign.status).toBe(404);
    expect(foreign.json.code).toBe('not_found');
    // The other player's list holds only their own movement (the transfer received).
    const theirs = await sandbox.call('GET', path, { token: other.access });
    expect(theirs.json.results.map((row: { type: string; amount: string }) => [row.type, row.amount])).toEqual([['transfer', '10.00']]);
    const agent = (await sandbox.login('agent1')).access;
    for (const target of [path, `${path}${ownRow}/`]) {
      const refused = await sandbox.call('GET', target, { token: agent });
      expect(refused.status).toBe(403);
      expect(refused.json.code).toBe('permission_denied');
    }
    for (const bad of ['?type=lottery', '?account=savings', '?page=0', '?page_size=5000', '?date_from=yesterday']) {
      const refused = await sandbox.call('GET', `${path}${bad}`, { token: owner.access });
      expect(refused.status, bad).toBe(400);
      expect(refused.json.code).toBe('validation_error');
    }
    for (const bad of ['abc', '0', '-1', '99999999999999999999']) {
      const refused = await sandbox.call('GET', `${path}${bad}/`, { token: owner.access });
      expect(refused.status, bad).toBeGreaterThanOrEqual(400);
      expect(refused.status, bad).toBeLessThan(500);
    }
  });
});

describe("the seeded player's statement", () => {
  it('lists the transfers the transfers page lists, dated alike, and still ends at the seeded balance', async () => {
    const { access } = await sandbox.login('player1');
    const transfers = await sandbox.call('GET', '/api/backoffice/transactions/?page_size=50', { token: access });
    expect(transfers.json.count).toBe(5);
    const moved = (transfers.json.results as { id: number; amount: string; status: string; createdAt: string; toId: number; recipientBalanceAfter: string; senderBalanceAfter: string }[]).filter(
      (transfer) => transfer.status === 'completed',
    );
    const statement = await sandbox.call('GET', `${path}?type=transfer&page_size=50`, { token: access });
    expect(statement.status).toBe(200);
    const rows = statement.json.results as { id: number; time: string; amount: string; reason: string; newBalance: string }[];
    // Every transfer that moved money is a movement: same day, same amount, same balance after (the rejected one moved nothing).
    expect(rows.map((row) => [row.time.slice(0, 10), row.amount.replace('-', ''), row.newBalance])).toEqual(
      moved.map((transfer) => [transfer.createdAt.slice(0, 10), transfer.amount, transfer.toId === 0 ? transfer.senderBalanceAfter : transfer.recipientBalanceAfter]),
    );
    const detail = await sandbox.call('GET', `${path}${rows[0].id}/`, { token: access });
    expect(detail.json.cause).toMatchObject({ kind: 'transfer', id: moved[0].id });
    // The opening balance after them brings the cash to the seeded figure, as before.
    const all = await sandbox.call('GET', `${path}?account=cash&page_size=1`, { token: access });
    expect(all.json.results[0]).toMatchObject({ reason: 'seed', newBalance: '1250.75' });
    expect((await sandbox.call('GET', '/api/accounts/user', { token: access })).json.balance).toBe('1250.75');
  });
});

describe('every reason the sandbox writes has its statement type', () => {
  it('no ledger reason in the services falls through to "adjustment"', () => {
    const root = join(import.meta.dirname, '..');
    // Test support (testing.ts) funds its players as adjustments on purpose.
    const files = (readdirSync(root, { recursive: true }) as string[]).filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts') && !/(^|\/)testing[^/]*\.ts$/.test(file));
    const reasons = new Set<string>();
    for (const file of files) {
      const text = readFileSync(join(root, file), 'utf8');
      for (const match of text.matchAll(/ledger\.(?:credit|debit)\([^;]*?reason: '([a-z-]+)'/g)) reasons.add(match[1]);
      for (const match of text.matchAll(/creditBonus\([^;]*?, '([a-z-]+)', `/g)) reasons.add(match[1]);
    }
    expect(reasons.size).toBeGreaterThan(10);
    expect([...reasons].filter((reason) => statementTypeOf(reason) === 'adjustment')).toEqual([]);
    // The wheel names its reasons in a constant.
    for (const reason of ['wheel-spin', 'wheel-win', 'wheel-bonus', 'bonus-exchange']) expect(statementTypeOf(reason)).not.toBe('adjustment');
  });
});
