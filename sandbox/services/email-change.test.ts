import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestSandbox, type TestSandbox } from '../testing.ts';
import { emailChangeUndoLifetimeMs } from './email-change.ts';

// §5 Account changes that ask for the password: an e-mail change needed nothing but a session, so whoever held one could move the account to
// their own address and take it over with a password reset. Now it needs the password, the previous address can
// undo it, and resets go only to a verified address.
const password = 'Abc#123x';

let sandbox: TestSandbox;
beforeAll(async () => {
  sandbox = await createTestSandbox();
});
afterAll(() => sandbox.dispose());

interface Mail {
  to: string;
  kind: string;
  link?: string;
  text: string;
}

const mailsTo = async (to: string): Promise<Mail[]> => (await sandbox.call('GET', `/sandbox/outbox?to=${encodeURIComponent(to)}&limit=200`)).json.items;
const lastMail = async (to: string, kind: string) => (await mailsTo(to)).find((mail) => mail.kind === kind);

async function verifiedPlayer(username: string): Promise<{ access: string; refresh: string }> {
  // The registration's link confirms the address (§5 Registration).
  expect((await sandbox.register({ body: { username, email: `${username}@example.test`, password, terms_accepted: true } })).status).toBe(202);
  return sandbox.login(username, password);
}

/** An account whose address is not confirmed (an older account, or one whose address changed), and its resent verify key. */
async function unverifiedPlayer(username: string): Promise<string> {
  expect((await sandbox.register({ body: { username, email: `${username}@example.test`, password, terms_accepted: true } })).status).toBe(202);
  await sandbox.call('PATCH', `/sandbox/users/${username}`, { body: { emailVerified: false } });
  await sandbox.call('POST', '/api/accounts/registration/resend-email/', { body: { email: `${username}@example.test` } });
  return (await lastMail(`${username}@example.test`, 'verify-email'))!.link!.split('/verify/')[1]!;
}

const changeEmail = (access: string, body: Record<string, unknown>) => sandbox.call('PATCH', '/api/accounts/user', { token: access, body });
const user = async (access: string) => (await sandbox.call('GET', '/api/accounts/user', { token: access })).json;
const resetMailsTo = async (to: string) => (await mailsTo(to)).filter((mail) => mail.kind === 'password-reset').length;
const requestReset = (email: string) => sandbox.call('POST', '/api/accounts/password/reset/', { body: { email } });
const undoToken = (mail: Mail | undefined) => new URL(mail!.link!).pathname.split('/undo-email-change/')[1];

describe('changing the e-mail needs the current password', () => {
  it('without it: 400 required on current_password, and nothing of the request changes', async () => {
    const { access } = await verifiedPlayer('nopass');
    const refused = await changeEmail(access, { firstName: 'Changed', email: 'thief@example.test' });
    expect(refused.status).toBe(400);
    expect(refused.json.errors).toEqual([{ field: 'current_password', code: 'required', message: expect.any(String) }]);
    expect(await user(access)).toMatchObject({ email: 'nopass@example.test', firstName: '' });
    expect(await mailsTo('thief@example.test')).toEqual([]);
  });

  it('with a wrong one: 400 incorrect_password, nothing changes, no mail; 5 wrong ones pause the account (429)', async () => {
    const { access } = await verifiedPlayer('wrongpass');
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const refused = await changeEmail(access, { email: 'thief@example.test', current_password: `guess-${attempt}` });
      expect(refused.status).toBe(400);
      expect(refused.json).toMatchObject({ code: 'incorrect_password', errors: [{ field: 'current_password', code: 'incorrect_password' }] });
    }
    expect((await changeEmail(access, { email: 'thief@example.test', current_password: password })).status).toBe(429);
    expect((await user(access)).email).toBe('wrongpass@example.test');
    expect(await mailsTo('thief@example.test')).toEqual([]);
    sandbox.clock.advance(30_000);
  });

  it('names and the same address in other letters need no password', async () => {
    const { access } = await verifiedPlayer('namesonly');
    const changed = await changeEmail(access, { firstName: 'Amira', email: 'NamesOnly@example.test' });
    expect(changed.status).toBe(200);
    expect(changed.json).toMatchObject({ firstName: 'Amira', email: 'NamesOnly@example.test' });
    expect(await lastMail('namesonly@example.test', 'email-changed')).toBeUndefined();
  });
});

describe('a changed e-mail', () => {
  it('must be verified again, and the previous address is told with a link that undoes the change', async () => {
    const { access, refresh } = await verifiedPlayer('mover');
    const changed = await changeEmail(access, { email: 'mover-new@example.test', current_password: password });
    expect(changed.status).toBe(200);
    expect(changed.json).toMatchObject({ email: 'mover-new@example.test', login: 'mover-new@example.test' });
    expect(await lastMail('mover-new@example.test', 'verify-email')).toBeDefined();
    const notice = await lastMail('mover@example.test', 'email-changed');
    expect(notice?.link).toMatch(/\/undo-email-change\/[A-Za-z0-9_-]{32}$/);
    // The old address is told that the account moved, not the whole new address.
    expect(notice?.text).toContain('m•••@example.test');
    expect(notice?.text).not.toContain('mover-new@');

    // Unverified: a reset request gets the neutral answer and no mail.
    const neutral = await requestReset('mover-new@example.test');
    expect(neutral.status).toBe(200);
    expect(neutral.json.detail).toBe((await requestReset('nobody@example.test')).json.detail);
    expect(await resetMailsTo('mover-new@example.test')).toBe(0);

    // Undo: the previous address is back (verified), every session ends, the link works once.
    const undone = await sandbox.call('POST', '/api/accounts/email/undo/', { body: { token: undoToken(notice) } });
    expect(undone.status).toBe(200);
    expect(undone.json.email).toBe('mover@example.test');
    expect((await sandbox.call('POST', '/api/accounts/refresh/', { body: { refresh } })).status).toBe(401);
    const { access: again } = await sandbox.login('mover', password);
    expect((await user(again)).email).toBe('mover@example.test');
    expect((await requestReset('mover@example.test')).status).toBe(200);
    expect(await resetMailsTo('mover@example.test')).toBe(1);
    const reused = await sandbox.call('POST', '/api/accounts/email/undo/', { body: { token: undoToken(notice) } });
    expect(reused.status).toBe(400);
    expect(reused.json.code).toBe('invalid_token');
    // The verify link sent to the removed address no longer verifies anything.
    const staleKey = (await lastMail('mover-new@example.test', 'verify-email'))!.link!.split('/verify/')[1];
    expect((await sandbox.call('POST', '/api/accounts/registration/verify-email/', { body: { key: staleKey } })).status).toBe(400);
  });

  it('a verify link mailed to an earlier address does not verify the new one', async () => {
    const earlierKey = await unverifiedPlayer('unconfirmed');
    const { access } = await sandbox.login('unconfirmed', password);
    expect((await changeEmail(access, { email: 'unconfirmed-2@example.test', current_password: password })).status).toBe(200);
    expect((await sandbox.call('POST', '/api/accounts/registration/verify-email/', { body: { key: earlierKey } })).status).toBe(400);
    await requestReset('unconfirmed-2@example.test');
    expect(await resetMailsTo('unconfirmed-2@example.test')).toBe(0);
  });

  it('keeps the previous address reserved while the change can be undone, and undoing an earlier change closes later links', async () => {
    const { access } = await verifiedPlayer('hopper');
    expect((await changeEmail(access, { email: 'hopper-b@example.test', current_password: password })).status).toBe(200);
    const first = undoToken(await lastMail('hopper@example.test', 'email-changed'));
    expect((await changeEmail(access, { email: 'hopper-c@example.test', current_password: password })).status).toBe(200);
    const second = undoToken(await lastMail('hopper-b@example.test', 'email-changed'));

    // Whoever moved the account cannot park the victim's address on another account.
    const squatter = await sandbox.register({ body: { username: 'squatter', email: 'hopper@example.test', password, terms_accepted: true } });
    // Answered like any registration (§5 Registration: it does not tell the address is held); no account is made of it.
    expect(squatter.status).toBe(202);
    expect((await sandbox.call('POST', '/api/accounts/login/', { body: { username: 'squatter', password } })).status).toBe(401);
    const { access: other } = await verifiedPlayer('otherone');
    expect((await changeEmail(other, { email: 'hopper@example.test', current_password: password })).status).toBe(409);

    expect((await sandbox.call('POST', '/api/accounts/email/undo/', { body: { token: first } })).json.email).toBe('hopper@example.test');
    const later = await sandbox.call('POST', '/api/accounts/email/undo/', { body: { token: second } });
    expect(later.status).toBe(400);
    expect(later.json.code).toBe('invalid_token');
  });

  it('the undo link expires after 7 days, and the address is free again after that', async () => {
    const { access } = await verifiedPlayer('slowpoke');
    expect((await changeEmail(access, { email: 'slowpoke-new@example.test', current_password: password })).status).toBe(200);
    const token = undoToken(await lastMail('slowpoke@example.test', 'email-changed'));
    sandbox.clock.advance(emailChangeUndoLifetimeMs);
    expect((await sandbox.call('POST', '/api/accounts/email/undo/', { body: { token } })).json.code).toBe('invalid_token');
    expect((await sandbox.register({ body: { username: 'newowner', email: 'slowpoke@example.test', password, terms_accepted: true } })).status).toBe(202);
  });

  it('a made-up token is refused without telling anything, whoever sends it (guest, another player, another role)', async () => {
    const { access: player } = await verifiedPlayer('bystander');
    const { access: agent } = await sandbox.login('agent1');
    for (const token of ['x', 'A'.repeat(32)]) {
      for (const bearer of [undefined, player, agent]) {
        const refused = await sandbox.call('POST', '/api/accounts/email/undo/', { body: { token }, token: bearer });
        expect(refused.status).toBe(400);
        expect(refused.json.code).toBe('invalid_token');
      }
    }
  });
});

describe('password resets go only to a verified address', () => {
  it('an unverified address gets the same answer and no mail; once verified, the mail goes', async () => {
    const key = await unverifiedPlayer('fresh');
    const unverified = await requestReset('fresh@example.test');
    const unknown = await requestReset('nobody-at-all@example.test');
    expect(unverified.status).toBe(200);
    expect(unverified.json).toEqual(unknown.json);
    expect(await resetMailsTo('fresh@example.test')).toBe(0);
    await sandbox.call('POST', '/api/accounts/registration/verify-email/', { body: { key } });
    await requestReset('fresh@example.test');
    expect(await resetMailsTo('fresh@example.test')).toBe(1);
  });
});
