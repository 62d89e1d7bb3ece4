import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestSandbox, type TestSandbox } from '../testing.ts';
import { inactivityDeadline } from './account-closure.ts';

// §4 account rules: 7 days before reactivation after closure; 24 months of inactivity block the account.
let sandbox: TestSandbox;
beforeAll(async () => {
  sandbox = await createTestSandbox();
});
afterAll(() => sandbox.dispose());

const day = 86_400_000;
const closePath = '/api/users/account/close/';

async function player(username: string): Promise<string> {
  await sandbox.register({ body: { username, email: `${username}@example.test`, password: 'Abc#123x', terms_accepted: true } });
  return (await sandbox.login(username, 'Abc#123x')).access;
}
const signIn = (username: string, password = 'Abc#123x') => sandbox.call('POST', '/api/accounts/login/', { body: { username, password } });

describe('closing an account', () => {
  it('needs the password, ends every session, refuses sign-in with the date for 7 days, then reopens', async () => {
    const access = await player('closer');
    const other = (await sandbox.login('closer', 'Abc#123x')).access;
    const wrong = await sandbox.call('POST', closePath, { token: access, body: { password: 'nope', reason: 'too-much-time' } });
    expect(wrong.status).toBe(400);
    expect(wrong.json.errors).toEqual([expect.objectContaining({ field: 'password', code: 'incorrect_password' })]);

    const closed = await sandbox.call('POST', closePath, { token: access, body: { password: 'Abc#123x', reason: 'too-much-time' } });
    expect(closed.status).toBe(200);
    const reactivationFrom = Date.parse(closed.json.reactivationFrom);
    expect(reactivationFrom - Date.parse(closed.json.closedAt)).toBe(7 * day);
    for (const token of [access, other]) expect((await sandbox.call('GET', '/api/user/profile', { token })).status).toBe(401);

    const refused = await signIn('closer');
    expect(refused.status).toBe(403);
    expect(refused.json).toMatchObject({ code: 'account_closed', accountClosure: { closedAt: closed.json.closedAt, reactivationFrom: closed.json.reactivationFrom } });
    // A wrong password learns nothing about the closure.
    expect((await signIn('closer', 'Wrong#123')).json.code).not.toBe('account_closed');

    sandbox.clock.advance(7 * day - 60_000);
    expect((await signIn('closer')).json.code).toBe('account_closed');
    sandbox.clock.advance(60_000);
    expect((await signIn('closer')).status).toBe(200);
    expect((await signIn('closer')).status).toBe(200);
  });

  it('refuses a guest, another role and bad bodies; another player closes only their own account', async () => {
    expect((await sandbox.call('POST', closePath, { body: { password: 'x', reason: 'other' } })).status).toBe(401);
    const agent = (await sandbox.login('agent1')).access;
    const staff = await sandbox.call('POST', closePath, { token: agent, body: { password: 'agent1-pass', reason: 'other' } });
    expect(staff.status).toBe(403);
    expect(staff.json.code).toBe('permission_denied');
    const access = await player('keeper');
    const bystander = await player('bystander');
    for (const body of [{}, { password: 'Abc#123x' }, { password: 'Abc#123x', reason: 'bored' }, { password: '', reason: 'other' }, []]) {
      const bad = await sandbox.call('POST', closePath, { token: access, body });
      expect(bad.status, JSON.stringify(body)).toBe(400);
    }
    // The bystander's password does not close the keeper's account, and closing their own leaves the keeper signed in.
    expect((await sandbox.call('POST', closePath, { token: access, body: { password: 'Abc#123x-not', reason: 'other' } })).status).toBe(400);
    expect((await sandbox.call('POST', closePath, { token: bystander, body: { password: 'Abc#123x', reason: 'other' } })).status).toBe(200);
    expect((await sandbox.call('GET', '/api/user/profile', { token: access })).status).toBe(200);
  });
});

describe('inactivity', () => {
  it('blocks sign-in after 24 months without activity, with its own code; a wallet movement within them keeps the account open', async () => {
    await player('sleeper');
    await player('waker');
    sandbox.clock.advance(365 * day);
    // A wallet movement is activity.
    await sandbox.call('POST', '/sandbox/wallet/adjust', { body: { username: 'waker', account: 'cash', amount: '5' }, headers: { 'Idempotency-Key': 'waker-activity-1' } });
    sandbox.clock.advance(365 * day);
    sandbox.clock.advance(day);
    const blocked = await signIn('sleeper');
    expect(blocked.status).toBe(403);
    expect(blocked.json.code).toBe('account_inactive');
    expect((await signIn('sleeper', 'Wrong#123')).json.code).not.toBe('account_inactive');
    expect((await signIn('waker')).status).toBe(200);
  });

  it('counts calendar months, never overflowing into the next month', () => {
    expect(new Date(inactivityDeadline(Date.UTC(2024, 1, 29, 10), 24)).toISOString()).toBe('2026-02-28T10:00:00.000Z');
    expect(new Date(inactivityDeadline(Date.UTC(2024, 7, 31), 24)).toISOString()).toBe('2026-08-31T00:00:00.000Z');
    fc.assert(
      fc.property(fc.integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2090, 0, 1) }), fc.integer({ min: 1, max: 60 }), (from, months) => {
        const deadline = new Date(inactivityDeadline(from, months));
        const start = new Date(from);
        const monthsApart = (deadline.getUTCFullYear() - start.getUTCFullYear()) * 12 + deadline.getUTCMonth() - start.getUTCMonth();
        expect(monthsApart).toBe(months);
        expect(deadline.getUTCDate()).toBeLessThanOrEqual(start.getUTCDate());
      }),
    );
  });
});
