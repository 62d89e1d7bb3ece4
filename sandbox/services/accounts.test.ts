import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GetUserResponse, LoginResponse, RegisterResponse, VerifyEmailResponse } from '../contract.ts';
import { createTestSandbox, type CallResult, type TestSandbox } from '../testing.ts';
import { findUserByUsername } from '../users.ts';

let sandbox: TestSandbox;
beforeAll(async () => {
  sandbox = await createTestSandbox({ accessTokenTtlSeconds: 300, refreshTokenTtlSeconds: 3600 });
});
afterAll(() => sandbox.dispose());

const lastMail = async (to: string) => (await sandbox.call('GET', `/sandbox/outbox?to=${encodeURIComponent(to)}&limit=1`)).json.items[0];

describe('login', () => {
  it('signs player1 in with tokens and the §3 user, balances as 2-decimal strings', async () => {
    const result = await sandbox.call('POST', '/api/accounts/login/', { body: { username: 'player1', password: 'player1-pass' } });
    expect(result.status).toBe(200);
    expect(LoginResponse.safeParse(result.json).success).toBe(true);
    expect(result.json.user).toMatchObject({
      username: 'player1',
      login: 'player1@example.test',
      role: 'P',
      currency: 'TND',
      balance: '1250.75',
      bonusBalance: '40.00',
      isSelfRegistered: true,
      userTypes: 'self-registered',
      parent: null,
    });
  });

  it('answers a wrong password 401 no_active_account', async () => {
    const result = await sandbox.call('POST', '/api/accounts/login/', { body: { username: 'player1', password: 'wrong-pass' } });
    expect(result.status).toBe(401);
    expect(result.json).toMatchObject({ code: 'no_active_account', message: expect.any(String) });
  });

  it('answers an unknown user exactly like a wrong password', async () => {
    const result = await sandbox.call('POST', '/api/accounts/login/', { body: { username: 'nobody-here', password: 'whatever1' } });
    expect(result.status).toBe(401);
    expect(result.json.code).toBe('no_active_account');
  });

  it('signs agent1 in with role A (the front end does the role check, §4)', async () => {
    const { user } = await sandbox.login('agent1');
    expect(user.role).toBe('A');
  });

  it('accepts the e-mail address as the login', async () => {
    const result = await sandbox.call('POST', '/api/accounts/login/', { body: { username: 'PLAYER1@example.test', password: 'player1-pass' } });
    expect(result.status).toBe(200);
  });

  it('refuses a banned user 403 user_is_banned, on login and on a live token', async () => {
    const registered = await sandbox.register({
      body: { username: 'banned1', email: 'banned1@example.test', password: 'Strong#77', terms_accepted: true },
    });
    expect(registered.status).toBe(202);
    const { access } = await sandbox.login('banned1', 'Strong#77');
    await sandbox.call('PATCH', '/sandbox/users/banned1', { body: { banned: true } });
    const login = await sandbox.call('POST', '/api/accounts/login/', { body: { username: 'banned1', password: 'Strong#77' } });
    expect(login.status).toBe(403);
    expect(login.json.code).toBe('user_is_banned');
    const user = await sandbox.call('GET', '/api/accounts/user', { token: access });
    expect(user.status).toBe(403);
    expect(user.json.code).toBe('user_is_banned');
  });
});

describe('access tokens', () => {
  it('serves the user with a bearer token and refuses without one', async () => {
    const { access } = await sandbox.login();
    const user = await sandbox.call('GET', '/api/accounts/user', { token: access });
    expect(user.status).toBe(200);
    expect(GetUserResponse.safeParse(user.json).success).toBe(true);
    const anonymous = await sandbox.call('GET', '/api/accounts/user');
    expect(anonymous.status).toBe(401);
    expect(anonymous.json.code).toBe('not_authenticated');
  });

  it('refuses an expired access token 401 token_not_valid (clock moved past ACCESS_TOKEN_TTL_SECONDS)', async () => {
    const { access } = await sandbox.login();
    sandbox.clock.advance(299_000);
    expect((await sandbox.call('GET', '/api/accounts/user', { token: access })).status).toBe(200);
    sandbox.clock.advance(2_000);
    const expired = await sandbox.call('GET', '/api/accounts/user', { token: access });
    expect(expired.status).toBe(401);
    expect(expired.json.code).toBe('token_not_valid');
  });

  it('refuses forged, tampered and refresh tokens used as access tokens', async () => {
    const { access, refresh } = await sandbox.login();
    const [header, payload] = access.split('.');
    const forgedPayload = Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(payload, 'base64url').toString()), user_id: 2 })).toString('base64url');
    const noneHeader = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
    for (const token of [`${header}.${forgedPayload}.${access.split('.')[2]}`, `${noneHeader}.${payload}.`, refresh, 'not-a-jwt']) {
      const result = await sandbox.call('GET', '/api/accounts/user', { token });
      expect(result.status).toBe(401);
      expect(result.json.code).toBe('token_not_valid');
    }
  });
});

describe('refresh tokens', () => {
  it('rotates: a new pair, and the old refresh token is refused afterwards', async () => {
    const first = await sandbox.login();
    const rotated = await sandbox.call('POST', '/api/accounts/refresh/', { body: { refresh: first.refresh } });
    expect(rotated.status).toBe(200);
    expect(rotated.json.access).toEqual(expect.any(String));
    expect(rotated.json.refresh).not.toBe(first.refresh);
    expect((await sandbox.call('GET', '/api/accounts/user', { token: rotated.json.access })).status).toBe(200);

    const reused = await sandbox.call('POST', '/api/accounts/refresh/', { body: { refresh: first.refresh } });
    expect(reused.status).toBe(401);
    expect(reused.json.code).toBe('access_and_refresh_token_invalid');
    // §4 Sign-in sessions: a rotated token presented again means it leaked; the whole session ends, its newest tokens too.
    expect((await sandbox.call('POST', '/api/accounts/refresh/', { body: { refresh: rotated.json.refresh } })).status).toBe(401);
    expect((await sandbox.call('GET', '/api/accounts/user', { token: rotated.json.access })).status).toBe(401);
  });

  it('refuses a refresh token after logout', async () => {
    const { refresh } = await sandbox.login();
    const logout = await sandbox.call('POST', '/api/accounts/logout/', { body: { refresh } });
    expect(logout.status).toBe(200);
    const after = await sandbox.call('POST', '/api/accounts/refresh/', { body: { refresh } });
    expect(after.status).toBe(401);
    expect(after.json.code).toBe('access_and_refresh_token_invalid');
    // Logging out twice is not an error.
    expect((await sandbox.call('POST', '/api/accounts/logout/', { body: { refresh } })).status).toBe(200);
  });

  it('refuses an expired refresh token', async () => {
    const { refresh } = await sandbox.login();
    sandbox.clock.advance(3601_000);
    const result = await sandbox.call('POST', '/api/accounts/refresh/', { body: { refresh } });
    expect(result.status).toBe(401);
    expect(result.json.code).toBe('access_and_refresh_token_invalid');
  });

  it('refuses garbage and access tokens as refresh tokens', async () => {
    const { access } = await sandbox.login();
    for (const refresh of ['garbage', access]) {
      const result = await sandbox.call('POST', '/api/accounts/refresh/', { body: { refresh } });
      expect(result.status).toBe(401);
      expect(result.json.code).toBe('access_and_refresh_token_invalid');
    }
  });
});

describe('registration', () => {
  const register = (body: Record<string, unknown>) => sandbox.call('POST', '/api/accounts/registration/', { body });
  const valid = { username: 'newplayer', email: 'newplayer@example.test', password: 'Abc#123x', terms_accepted: true };
  const keyOf = (mail: { link: string }) => mail.link.split('/verify/')[1]!;
  const openLink = (key: string, token?: string) => sandbox.call('POST', '/api/accounts/registration/verify-email/', { body: { key }, token });
  /** What a client sees of an answer: the Date header tells the time only. */
  const seen = (answer: CallResult) => ({ status: answer.status, body: answer.text, headers: [...answer.headers.entries()].filter(([name]) => name !== 'date') });

  it('answers 202 and signs nobody in; the e-mailed link makes the account, its address confirmed, and signs it in once', async () => {
    const result = await register({ ...valid, promocode: 'WELCOME' });
    expect(result.status).toBe(202);
    expect(RegisterResponse.safeParse(result.json).success).toBe(true);
    expect(result.json).toEqual({ detail: expect.any(String) });
    // §5 Registration: nothing exists before the link, so the chosen name and password sign in to nothing.
    expect(await findUserByUsername(sandbox.context.db, 'newplayer')).toBeUndefined();
    expect((await sandbox.call('POST', '/api/accounts/login/', { body: { username: 'newplayer', password: 'Abc#123x' } })).status).toBe(401);
    const mail = await lastMail('newplayer@example.test');
    expect(mail).toMatchObject({ kind: 'registration', link: expect.stringMatching(/\/verify\/[A-Za-z0-9_-]+$/) });
    expect(mail.text).toContain(mail.link);

    const opened = await openLink(keyOf(mail));
    expect(opened.status).toBe(200);
    expect(VerifyEmailResponse.safeParse(opened.json).success).toBe(true);
    expect(opened.json.user).toMatchObject({ username: 'newplayer', role: 'P', balance: '0.00', bonusBalance: '0.00', isSelfRegistered: true, emailVerified: true });
    const me = await sandbox.call('GET', '/api/accounts/user', { token: opened.json.access });
    expect(me.status).toBe(200);
    expect(me.json).toMatchObject({ username: 'newplayer', emailVerified: true });
    expect((await sandbox.call('POST', '/api/accounts/refresh/', { body: { refresh: opened.json.refresh } })).status).toBe(200);
    expect((await findUserByUsername(sandbox.context.db, 'newplayer'))!.promocode).toBe('WELCOME');

    // Once: opened again it only says the address is confirmed.
    const again = await openLink(keyOf(mail));
    expect(again.status).toBe(200);
    expect(again.json).toEqual({ detail: expect.any(String) });
    const { user } = await sandbox.login('newplayer', 'Abc#123x');
    expect(user).toMatchObject({ role: 'P', currency: 'TND', balance: '0.00', bonusBalance: '0.00', isSelfRegistered: true });
  });

  it('answers a free and a taken username or e-mail with the same bytes, and only the owner of the address is told, by e-mail', async () => {
    const fresh = await register({ ...valid, username: 'brandnew', email: 'brandnew@example.test' });
    const takenName = await register({ ...valid, username: 'PLAYER1', email: 'other@example.test' });
    const takenEmail = await register({ ...valid, username: 'someoneelse', email: 'player1@example.test' });
    const takenBoth = await register({ ...valid, username: 'player1', email: 'PLAYER1@example.test' });
    const freshAgain = await register({ ...valid, username: 'brandnew', email: 'brandnew@example.test' });
    expect(fresh.status).toBe(202);
    for (const answer of [takenName, takenEmail, takenBoth, freshAgain]) expect(seen(answer)).toEqual(seen(fresh));
    // The e-mail says why no account can be made, in the market's default language (no contact language to go by); nobody else learns it.
    expect(await lastMail('other@example.test')).toMatchObject({ kind: 'registration-username-taken', text: expect.stringContaining('« PLAYER1 » est déjà pris') });
    expect(await lastMail('player1@example.test')).toMatchObject({ kind: 'registration-email-taken', link: expect.stringMatching(/\/auth\/sign-in$/) });
    // Neither carries a key, and no account came of either; the owner's password is untouched.
    for (const to of ['other@example.test', 'player1@example.test']) expect((await lastMail(to)).link).not.toContain('/verify/');
    expect((await sandbox.call('POST', '/api/accounts/login/', { body: { username: 'someoneelse', password: 'Abc#123x' } })).status).toBe(401);
    expect((await sandbox.call('POST', '/api/accounts/login/', { body: { username: 'other@example.test', password: 'Abc#123x' } })).status).toBe(401);
    await sandbox.login('player1');
  });

  it("a link is one registration's key: a made-up key, another mail's token or a used link signs nobody in, whoever opens it", async () => {
    const { access: player } = await sandbox.login('player1');
    for (const bearer of [undefined, player]) {
      const made = await openLink('A'.repeat(32), bearer);
      expect(made.status).toBe(400);
      expect(made.json.code).toBe('invalid_key');
    }
    // A password-reset token is no registration key.
    await sandbox.call('POST', '/api/accounts/password/reset/', { body: { email: 'player1@example.test' } });
    const resetToken = new URL((await lastMail('player1@example.test')).link).pathname.split('/').at(-1)!;
    expect((await openLink(resetToken)).json.code).toBe('invalid_key');

    await register({ ...valid, username: 'linkowner', email: 'linkowner@example.test' });
    const key = keyOf(await lastMail('linkowner@example.test'));
    // Opened in another player's browser, it signs in its own account, never the bearer's, and leaves the bearer's alone.
    const opened = await openLink(key, player);
    expect(opened.json.user.username).toBe('linkowner');
    expect((await sandbox.call('GET', '/api/accounts/user', { token: player })).json.username).toBe('player1');
    // Used: a guest or another player who gets hold of it later is signed in to nothing.
    for (const bearer of [undefined, player]) {
      const later = await openLink(key, bearer);
      expect(later.status).toBe(200);
      expect(later.json).not.toHaveProperty('access');
      expect(later.json).not.toHaveProperty('user');
    }
  });

  it('a verification key of an existing account confirms its address and signs nobody in', async () => {
    await sandbox.register({ body: { ...valid, username: 'oldtimer', email: 'oldtimer@example.test' } });
    await sandbox.call('PATCH', '/sandbox/users/oldtimer', { body: { emailVerified: false } });
    await sandbox.call('POST', '/api/accounts/registration/resend-email/', { body: { email: 'oldtimer@example.test' } });
    const mail = await lastMail('oldtimer@example.test');
    expect(mail.kind).toBe('verify-email');
    const opened = await openLink(keyOf(mail));
    expect(opened.status).toBe(200);
    expect(opened.json).toEqual({ detail: expect.any(String) });
    expect((await sandbox.call('PATCH', '/sandbox/users/oldtimer', { body: {} })).json.emailVerified).toBe(true);
  });

  it('two registrations of one name: the first link opened makes the account, the other is refused 409 and signs nobody in', async () => {
    await register({ ...valid, username: 'twin', email: 'twin-a@example.test' });
    await register({ ...valid, username: 'TWIN', email: 'twin-b@example.test', password: 'Other#123' });
    const first = keyOf(await lastMail('twin-a@example.test'));
    const second = keyOf(await lastMail('twin-b@example.test'));
    expect((await openLink(second)).json.user.email).toBe('twin-b@example.test');
    const late = await openLink(first);
    expect(late.status).toBe(409);
    expect(late.json.code).toBe('already_exists');
    expect(late.json).not.toHaveProperty('access');
    await sandbox.login('twin', 'Other#123');
    expect((await sandbox.call('POST', '/api/accounts/login/', { body: { username: 'twin-a@example.test', password: 'Abc#123x' } })).status).toBe(401);
  });

  it('a registration link expires after 3 days, and expired registrations are dropped', async () => {
    await register({ ...valid, username: 'latecomer', email: 'latecomer@example.test' });
    const key = keyOf(await lastMail('latecomer@example.test'));
    sandbox.clock.advance(3 * 86_400_000 + 1000);
    expect((await openLink(key)).status).toBe(400);
    await register({ ...valid, username: 'punctual', email: 'punctual@example.test' });
    const held = await sandbox.context.db.all<{ username: string }>('SELECT username FROM pending_registrations WHERE username = ?', ['latecomer']);
    expect(held).toEqual([]);
    expect((await openLink(keyOf(await lastMail('punctual@example.test')))).json.user.username).toBe('punctual');
  });

  it('requires the terms to be accepted', async () => {
    for (const terms of [false, undefined]) {
      const result = await register({ ...valid, username: 'termsless', email: 'termsless@example.test', terms_accepted: terms });
      expect(result.status).toBe(400);
      expect(result.json.errors).toContainEqual(expect.objectContaining({ field: 'terms_accepted', code: 'required' }));
    }
  });

  it.each([
    ['too short', 'Ab#1', 'password'],
    ['too long', 'A#'.repeat(21), 'password'],
    ['with a space', 'Abc 12345', 'password'],
    ['with a character outside the list', 'Abc12345"', 'password'],
    ['containing the username', 'xxrulecheckxx1', 'password'],
    ['containing the e-mail name', 'rulemail#1', 'password'],
  ])('refuses a password %s (§5)', async (_case, password, field) => {
    const result = await register({ username: 'rulecheck', email: 'rulemail@example.test', password, terms_accepted: true });
    expect(result.status).toBe(400);
    expect(result.json.code).toBe('validation_error');
    expect(result.json.errors.map((error: { field: string }) => error.field)).toContain(field);
  });

  it('accepts every special character of §5', async () => {
    const result = await register({ username: 'specials', email: 'specials@example.test', password: '!#$()@?{}|*+,^.-&=%_:;~aA1', terms_accepted: true });
    expect(result.status).toBe(202);
  });

  it('refuses bad usernames and e-mails with field errors', async () => {
    const result = await register({ username: 'a b', email: 'not-an-email', password: 'Abc#123x', terms_accepted: true });
    expect(result.status).toBe(400);
    const fields = result.json.errors.map((error: { field: string }) => error.field);
    expect(fields).toEqual(expect.arrayContaining(['username', 'email']));
    expect(result.json.errors.find((error: { field: string }) => error.field === 'email').code).toBe('invalid_email');
  });
});

describe('e-mail verification', () => {
  /** An account whose address is not confirmed (an older account, or a changed address): the registration's link confirmed it. */
  const unverified = async (username: string) => {
    await sandbox.register({ body: { username, email: `${username}@example.test`, password: 'Abc#123x', terms_accepted: true } });
    await sandbox.call('PATCH', `/sandbox/users/${username}`, { body: { emailVerified: false } });
  };

  it('verifies with the key of the e-mail; the same link twice is fine; a made-up key is refused', async () => {
    await unverified('verifyme');
    await sandbox.call('POST', '/api/accounts/registration/resend-email/', { body: { email: 'verifyme@example.test' } });
    const key = (await lastMail('verifyme@example.test')).link.split('/verify/')[1];
    const verified = await sandbox.call('POST', '/api/accounts/registration/verify-email/', { body: { key } });
    expect(verified.status).toBe(200);
    expect((await sandbox.call('PATCH', '/sandbox/users/verifyme', { body: {} })).json.emailVerified).toBe(true);
    expect((await sandbox.call('POST', '/api/accounts/registration/verify-email/', { body: { key } })).status).toBe(200);
    const bad = await sandbox.call('POST', '/api/accounts/registration/verify-email/', { body: { key: 'made-up-key' } });
    expect(bad.status).toBe(400);
    expect(bad.json.code).toBe('invalid_key');
  });

  it('refuses a key after 3 days', async () => {
    await unverified('lateverifier');
    await sandbox.call('POST', '/api/accounts/registration/resend-email/', { body: { email: 'lateverifier@example.test' } });
    const key = (await lastMail('lateverifier@example.test')).link.split('/verify/')[1];
    sandbox.clock.advance(3 * 86_400_000 + 1000);
    expect((await sandbox.call('POST', '/api/accounts/registration/verify-email/', { body: { key } })).status).toBe(400);
  });

  it('resends a new key to an unverified address and answers the same for unknown ones', async () => {
    await unverified('resender');
    await sandbox.call('POST', '/api/accounts/registration/resend-email/', { body: { email: 'resender@example.test' } });
    const firstLink = (await lastMail('resender@example.test')).link;
    const resent = await sandbox.call('POST', '/api/accounts/registration/resend-email/', { body: { email: 'resender@example.test' } });
    expect(resent.status).toBe(200);
    const secondLink = (await lastMail('resender@example.test')).link;
    expect(secondLink).not.toBe(firstLink);
    const unknown = await sandbox.call('POST', '/api/accounts/registration/resend-email/', { body: { email: 'ghost@example.test' } });
    expect(unknown.status).toBe(200);
    expect(unknown.json.detail).toBe(resent.json.detail);
  });
});

describe('password reset', () => {
  it('goes through the outbox: link, new password, old password refused, link used once, sessions ended', async () => {
    // Resets go only to a verified address (§5 Account changes that ask for the password): the registration's link confirmed it.
    await sandbox.register({
      body: { username: 'forgetful', email: 'forgetful@example.test', password: 'Old#pass1', terms_accepted: true },
    });
    const { refresh } = await sandbox.login('forgetful', 'Old#pass1');
    const requested = await sandbox.call('POST', '/api/accounts/password/reset/', { body: { email: 'forgetful@example.test' } });
    expect(requested.status).toBe(200);
    const mail = await lastMail('forgetful@example.test');
    expect(mail.kind).toBe('password-reset');
    const [uid, token] = new URL(mail.link).pathname.split('/').slice(-2);
    expect(new URL(mail.link).pathname).toBe(`/reset-password/${uid}/${token}`);

    const weak = await sandbox.call('POST', '/api/accounts/password/reset/confirm/', { body: { uid, token, new_password: 'forgetful99' } });
    expect(weak.status).toBe(400);
    expect(weak.json.errors[0]).toMatchObject({ field: 'new_password', code: 'password_too_similar' });

    const confirmed = await sandbox.call('POST', '/api/accounts/password/reset/confirm/', { body: { uid, token, new_password: 'New#pass2' } });
    expect(confirmed.status).toBe(200);
    expect((await sandbox.call('POST', '/api/accounts/login/', { body: { username: 'forgetful', password: 'Old#pass1' } })).status).toBe(401);
    await sandbox.login('forgetful', 'New#pass2');
    const again = await sandbox.call('POST', '/api/accounts/password/reset/confirm/', { body: { uid, token, new_password: 'Other#pass3' } });
    expect(again.status).toBe(400);
    expect(again.json.code).toBe('invalid_token');
    expect((await sandbox.call('POST', '/api/accounts/refresh/', { body: { refresh } })).status).toBe(401);
  });

  it('answers an unknown address the same way and sends nothing', async () => {
    const before = (await sandbox.call('GET', '/sandbox/outbox?limit=200')).json.items.length;
    const result = await sandbox.call('POST', '/api/accounts/password/reset/', { body: { email: 'ghost@example.test' } });
    expect(result.status).toBe(200);
    expect((await sandbox.call('GET', '/sandbox/outbox?limit=200')).json.items.length).toBe(before);
  });

  it("refuses a token with another user's uid", async () => {
    await sandbox.call('POST', '/api/accounts/password/reset/', { body: { email: 'player1@example.test' } });
    const [, token] = new URL((await lastMail('player1@example.test')).link).pathname.split('/').slice(-2);
    const otherUid = Buffer.from('2').toString('base64url');
    const result = await sandbox.call('POST', '/api/accounts/password/reset/confirm/', { body: { uid: otherUid, token, new_password: 'New#pass2' } });
    expect(result.status).toBe(400);
    expect(result.json.code).toBe('invalid_token');
  });
});

describe('PATCH /api/accounts/user', () => {
  it('changes names, and an e-mail change needs a new verification', async () => {
    await sandbox.register({
      body: { username: 'patcher', email: 'patcher@example.test', password: 'Abc#123x', terms_accepted: true },
    });
    const { access } = await sandbox.login('patcher', 'Abc#123x');
    const result = await sandbox.call('PATCH', '/api/accounts/user', { token: access, body: { firstName: ' Amira ', lastName: 'Ben Ali', email: 'patcher2@example.test', current_password: 'Abc#123x' } });
    expect(result.status).toBe(200);
    expect(result.json).toMatchObject({ firstName: 'Amira', lastName: 'Ben Ali', email: 'patcher2@example.test', login: 'patcher2@example.test' });
    expect((await lastMail('patcher2@example.test')).kind).toBe('verify-email');
    const taken = await sandbox.call('PATCH', '/api/accounts/user', { token: access, body: { email: 'player1@example.test', current_password: 'Abc#123x' } });
    expect(taken.status).toBe(409);
    expect(taken.json.code).toBe('already_exists');
  });
});
