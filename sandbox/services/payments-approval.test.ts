import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../auth/passwords.ts';
import { createTestSandbox, type TestSandbox } from '../testing.ts';
import { insertUser, roles } from '../users.ts';

// §6 Staff roles: payment approvals belong to a named staff role (C, cashier1), nobody decides their own
// payment, an agent reads only its own players' payments, and every decision leaves an audit row.
let sandbox: TestSandbox;
let cashier: Account;
let agent: Account;
/** A player whose parent is agent1. */
let alice: Account;
/** A player of nobody's. */
let bob: Account;

interface Account {
  id: number;
  username: string;
  token: string;
}

const api = '/api/backoffice/payments';

async function account(username: string): Promise<Account> {
  const { access, user } = await sandbox.login(username);
  return { id: user.id as number, username, token: access };
}

/** A verified player made on the database directly (registration has its own throttles). */
async function player(username: string, parentId: number | null): Promise<Account> {
  const password = `${username}-pass`;
  const user = await insertUser(sandbox.context.db, {
    username,
    email: `${username}@example.test`,
    passwordHash: await hashPassword(password),
    role: roles.player,
    dateJoined: sandbox.clock.now(),
    emailVerified: true,
    parentId,
  });
  return account(user!.username);
}

let keys = 0;
const key = (label: string) => `${label}-${(keys += 1)}-${Math.random().toString(36).slice(2, 10)}`;

async function fund(who: Account, amount: string) {
  const result = await sandbox.call('POST', '/sandbox/wallet/adjust', { body: { username: who.username, account: 'cash', amount }, headers: { 'Idempotency-Key': key('fund') } });
  expect(result.status).toBe(200);
}

/** A deposit waiting at the processor (20: its payment page was opened). */
async function deposit(who: Account, amount = '40'): Promise<number> {
  const created = await sandbox.call('POST', `${api}/deposit/`, { token: who.token, body: { amount, payment_system: 'sandbox-card' }, headers: { 'Idempotency-Key': key('deposit') } });
  expect(created.status, created.text).toBe(201);
  expect((await sandbox.call('GET', new URL(created.json.redirectLink).pathname)).status).toBe(200);
  return created.json.id;
}

/** A payout waiting for manual processing (27; the money is held). */
async function payout(who: Account, amount = '20'): Promise<number> {
  const created = await sandbox.call('POST', `${api}/payout/`, {
    token: who.token,
    body: { amount, payment_system: 'sandbox-card', account: '4111 1111 1111 1111' },
    headers: { 'Idempotency-Key': key('payout') },
  });
  expect(created.status, created.text).toBe(201);
  return created.json.id;
}

const act = (direction: 'deposit' | 'payout', id: number, action: string, token?: string) => sandbox.call('POST', `${api}/${direction}/${id}/${action}/`, { token, body: {} });
const statusOf = async (direction: 'deposit' | 'payout', id: number) =>
  (await sandbox.context.db.get<{ status: number }>('SELECT status FROM payments WHERE id = ? AND direction = ?', [id, direction]))!.status;
const balanceOf = async (who: Account) => (await sandbox.call('GET', '/api/user/profile', { token: who.token })).json.balance as string;
const auditRows = (paymentId: number) =>
  sandbox.context.db.all<{ action: string; actor_id: number | null; actor_role: string; status_before: number; status_after: number; comment: string | null; created_at: number }>(
    'SELECT action, actor_id, actor_role, status_before, status_after, comment, created_at FROM payment_audit WHERE payment_id = ? ORDER BY id',
    [paymentId],
  );

beforeAll(async () => {
  sandbox = await createTestSandbox();
  cashier = await account('cashier1');
  agent = await account('agent1');
  alice = await player('alice', agent.id);
  bob = await player('bob', null);
  await fund(alice, '500');
  await fund(bob, '500');
});
afterAll(() => sandbox.dispose());

describe('the seeded cashier', () => {
  it('is cashier1 / cashier1-pass with role C, not a player', async () => {
    const { user } = await sandbox.login('cashier1', 'cashier1-pass');
    expect(user).toMatchObject({ username: 'cashier1', role: 'C' });
  });
});

describe('approval, manual and process-after-approve calls need role C', () => {
  const depositActions = ['approve_success', 'approve_fail', 'manual_success', 'manual_fail'];
  const payoutActions = ['approve_success', 'approve_fail', 'manual_success', 'manual_fail'];

  it('refuse a guest (401), the owner, another player and an agent (403); a cashier succeeds', async () => {
    for (const [direction, actions] of [
      ['deposit', depositActions],
      ['payout', payoutActions],
    ] as const) {
      for (const action of actions) {
        const id = direction === 'deposit' ? await deposit(alice) : await payout(alice);
        const before = await statusOf(direction, id);
        const guest = await act(direction, id, action);
        expect(guest.status, `${direction} ${action} as a guest`).toBe(401);
        expect(guest.json.code).toBe('not_authenticated');
        for (const [who, token] of [
          ['the owner', alice.token],
          ['another player', bob.token],
          ['her agent', agent.token],
        ] as const) {
          const refused = await act(direction, id, action, token);
          expect(refused.status, `${direction} ${action} as ${who}`).toBe(403);
          expect(refused.json.code).toBe('permission_denied');
        }
        expect(await statusOf(direction, id)).toBe(before);
        expect(await auditRows(id)).toEqual([]);
        const done = await act(direction, id, action, cashier.token);
        expect(done.status, `${direction} ${action} as the cashier: ${done.text}`).toBe(200);
        expect(done.json.status).not.toBe(before);
      }
    }
  });

  it('process_after_approve too, on both directions', async () => {
    for (const direction of ['deposit', 'payout'] as const) {
      const id = direction === 'deposit' ? await deposit(alice) : await payout(alice);
      expect((await act(direction, id, 'approve_success', cashier.token)).json.status).toBe(21);
      for (const token of [undefined, alice.token, bob.token, agent.token]) {
        expect((await act(direction, id, 'process_after_approve', token)).status).toBe(token ? 403 : 401);
      }
      expect(await statusOf(direction, id)).toBe(21);
      expect((await act(direction, id, 'process_after_approve', cashier.token)).json.status).toBe(30);
    }
  });

  it('answer a malformed payment id 400, not 500', async () => {
    for (const id of ['abc', '0', '99999999999999999999']) {
      expect((await sandbox.call('POST', `${api}/deposit/${id}/approve_success/`, { token: cashier.token, body: {} })).status, id).toBe(400);
      expect((await sandbox.call('GET', `${api}/payout/${id}`, { token: cashier.token })).status, id).toBe(400);
    }
  });

  it('agent1 can no longer approve its own 9 000 TND deposit (the reported attack)', async () => {
    const id = await deposit(agent, '9000');
    const attempt = await act('deposit', id, 'manual_success', agent.token);
    expect(attempt.status).toBe(403);
    expect(attempt.json.code).toBe('permission_denied');
    expect(await statusOf('deposit', id)).toBe(20);
    expect(await balanceOf(agent)).toBe('0.00');
  });
});

describe('nobody approves or processes their own payment', () => {
  it('refuses the cashier on their own deposit and payout, and leaves no audit row', async () => {
    const own = await deposit(cashier, '60');
    for (const action of ['approve_success', 'manual_success', 'manual_fail', 'approve_fail']) {
      const refused = await act('deposit', own, action, cashier.token);
      expect(refused.status, action).toBe(403);
      expect(refused.json).toMatchObject({ code: 'permission_denied', detail: 'own_payment' });
    }
    expect(await statusOf('deposit', own)).toBe(20);
    expect(await balanceOf(cashier)).toBe('0.00');

    await fund(cashier, '100');
    const ownPayout = await payout(cashier, '50');
    expect((await act('payout', ownPayout, 'manual_success', cashier.token)).json.detail).toBe('own_payment');
    expect(await statusOf('payout', ownPayout)).toBe(27);
    expect(await auditRows(own)).toEqual([]);
    expect(await auditRows(ownPayout)).toEqual([]);
  });

  it("leaves the cashier's own payments out of their queues", async () => {
    const own = await deposit(cashier, '70');
    const theirs = await deposit(bob, '70');
    const queue = (await sandbox.call('GET', `${api}/deposit/approve_list/?page_size=1000`, { token: cashier.token })).json.results.map((item: { id: number }) => item.id);
    expect(queue).toContain(theirs);
    expect(queue).not.toContain(own);
  });
});

describe('the audit trail', () => {
  it("records one row when a cashier approves a player's deposit, and one more when it is processed", async () => {
    const id = await deposit(bob, '25');
    const balance = await balanceOf(bob);
    // "When" is the sandbox's clock (moved on here so it cannot be mistaken for the deposit's own time).
    sandbox.clock.advance(60_000);
    const from = sandbox.clock.now();
    const approved = await sandbox.call('POST', `${api}/deposit/${id}/approve_success/`, { token: cashier.token, body: { comment: 'checked the card' } });
    const to = sandbox.clock.now();
    expect(approved.status).toBe(200);
    expect(approved.json.status).toBe(21);
    const [row, ...more] = await auditRows(id);
    expect(more).toEqual([]);
    expect(row).toEqual({ action: 'approve_success', actor_id: cashier.id, actor_role: 'C', status_before: 20, status_after: 21, comment: 'checked the card', created_at: expect.any(Number) });
    expect(row.created_at).toBeGreaterThanOrEqual(from);
    expect(row.created_at).toBeLessThanOrEqual(to);
    expect((await act('deposit', id, 'process_after_approve', cashier.token)).json.status).toBe(30);
    expect(await balanceOf(bob)).not.toBe(balance);
    const rows = await auditRows(id);
    expect(rows).toHaveLength(2);
    expect(rows[1]).toMatchObject({ action: 'process_after_approve', actor_id: cashier.id, status_before: 21, status_after: 30 });
  });

  it("records a cancellation, the player's own or a cashier's", async () => {
    const mine = await payout(bob);
    expect((await sandbox.call('POST', `${api}/payout/${mine}/cancel_payment/`, { token: bob.token, body: {} })).json.status).toBe(40);
    expect(await auditRows(mine)).toMatchObject([{ action: 'cancel_payment', actor_id: bob.id, actor_role: 'P', status_before: 27, status_after: 40 }]);
    const other = await payout(bob);
    expect((await sandbox.call('POST', `${api}/payout/${other}/cancel_payment/`, { token: cashier.token, body: { comment: 'duplicate' } })).json.status).toBe(40);
    expect(await auditRows(other)).toMatchObject([{ action: 'cancel_payment', actor_id: cashier.id, actor_role: 'C', comment: 'duplicate' }]);
  });

  it('is read by cashiers only, newest first, one payment at a time if asked', async () => {
    const id = await deposit(bob, '15');
    await act('deposit', id, 'approve_fail', cashier.token);
    const trail = await sandbox.call('GET', `${api}/audit/?payment_id=${id}`, { token: cashier.token });
    expect(trail.status).toBe(200);
    expect(trail.json).toMatchObject({ count: 1, next: null, previous: null });
    expect(trail.json.results[0]).toMatchObject({ paymentId: id, direction: 'deposit', action: 'approve_fail', actorId: cashier.id, actorRole: 'C', statusBefore: 20, statusAfter: 22, comment: null });
    const all = await sandbox.call('GET', `${api}/audit/?page_size=2`, { token: cashier.token });
    expect(all.json.count).toBeGreaterThan(2);
    expect(all.json.results[0].id).toBeGreaterThan(all.json.results[1].id);
    expect(all.json.next).toContain('page=2');
    expect((await sandbox.call('GET', `${api}/audit/`)).status).toBe(401);
    for (const token of [bob.token, agent.token]) {
      const refused = await sandbox.call('GET', `${api}/audit/`, { token });
      expect(refused.status).toBe(403);
      expect(refused.json.code).toBe('permission_denied');
    }
    expect((await sandbox.call('GET', `${api}/audit/?payment_id=abc`, { token: cashier.token })).status).toBe(400);
  });
});

describe("an agent sees only its own players' payments", () => {
  it('reads a payment of its player, not of anyone else (404, as if it did not exist)', async () => {
    const hers = await deposit(alice, '35');
    const his = await deposit(bob, '35');
    expect((await sandbox.call('GET', `${api}/deposit/${hers}`, { token: agent.token })).json.user).toBe(alice.id);
    const foreign = await sandbox.call('GET', `${api}/deposit/${his}`, { token: agent.token });
    expect(foreign.status).toBe(404);
    expect(foreign.json.code).toBe('not_found');
    // Players read their own only; the cashier reads both.
    expect((await sandbox.call('GET', `${api}/deposit/${hers}`, { token: bob.token })).status).toBe(404);
    expect((await sandbox.call('GET', `${api}/deposit/${his}`, { token: alice.token })).status).toBe(404);
    expect((await sandbox.call('GET', `${api}/deposit/${his}`, { token: bob.token })).status).toBe(200);
    expect((await sandbox.call('GET', `${api}/deposit/${his}`, { token: cashier.token })).status).toBe(200);
    expect((await sandbox.call('GET', `${api}/deposit/${his}`)).status).toBe(401);
    const herPayout = await payout(alice);
    const hisPayout = await payout(bob);
    expect((await sandbox.call('GET', `${api}/payout/${herPayout}`, { token: agent.token })).status).toBe(200);
    expect((await sandbox.call('GET', `${api}/payout/${hisPayout}`, { token: agent.token })).status).toBe(404);
  });

  it("lists only its players' payments in the queues; a player may not list them at all", async () => {
    const hers = await deposit(alice, '45');
    const his = await deposit(bob, '45');
    const herPayout = await payout(alice);
    const hisPayout = await payout(bob);
    const ids = async (path: string, token: string) => (await sandbox.call('GET', `${api}/${path}?page_size=1000`, { token })).json.results.map((item: { id: number; user: number }) => item);
    for (const [path, herId, hisId] of [
      ['deposit/approve_list/', hers, his],
      ['payout/approve_list/', herPayout, hisPayout],
      ['payout/manual_list/', herPayout, hisPayout],
    ] as const) {
      const seen = await ids(path, agent.token);
      expect(seen.map((item: { id: number }) => item.id), path).toContain(herId);
      expect(seen.every((item: { user: number }) => item.user === alice.id), path).toBe(true);
      const all = (await ids(path, cashier.token)).map((item: { id: number }) => item.id);
      expect(all, path).toEqual(expect.arrayContaining([herId, hisId]));
      for (const token of [alice.token, bob.token]) {
        const refused = await sandbox.call('GET', `${api}/${path}`, { token });
        expect(refused.status, path).toBe(403);
        expect(refused.json.code).toBe('permission_denied');
      }
      expect((await sandbox.call('GET', `${api}/${path}`)).status).toBe(401);
    }
  });

  it("may not cancel its player's payout, nor touch another's; another player may not either", async () => {
    const herPayout = await payout(alice);
    const hisPayout = await payout(bob);
    const cancel = (id: number, token: string) => sandbox.call('POST', `${api}/payout/${id}/cancel_payment/`, { token, body: {} });
    expect((await cancel(herPayout, agent.token)).json.code).toBe('permission_denied');
    expect((await cancel(hisPayout, agent.token)).status).toBe(404);
    expect((await cancel(hisPayout, alice.token)).status).toBe(404);
    expect(await statusOf('payout', herPayout)).toBe(27);
    expect(await statusOf('payout', hisPayout)).toBe(27);
  });
});
