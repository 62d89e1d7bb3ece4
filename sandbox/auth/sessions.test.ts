import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogue } from '../games/catalogue.ts';
import { parseMoney } from '../money.ts';
import { createTestSandbox, integrationTicket, type TestSandbox } from '../testing.ts';
import { findUserByUsername, updateUser } from '../users.ts';

/**
 * §4 Sign-in sessions: a player who is excluded, banned or signed out cannot bet. Before, game sessions lived 2 h
 * and were never checked again (a self-excluded player kept spinning 30 min later, a banned and signed-out one
 * too), and an access token kept working for its 5 minutes after a logout or a self-exclusion (deposits went
 * through). Times move with the sandbox's clock, never by waiting.
 */
let sandbox: TestSandbox;
beforeAll(async () => {
  sandbox = await createTestSandbox();
});
afterAll(() => sandbox.dispose());

const minute = 60_000;
const password = 'Abc#123x';
let players = 0;

async function player(cash = '100') {
  const username = `sess${++players}${Math.random().toString(36).slice(2, 6)}`;
  const registered = await sandbox.register({ body: { username, email: `${username}@example.test`, password, terms_accepted: true } });
  expect(registered.status).toBe(202);
  const id = (await findUserByUsername(sandbox.context.db, username))!.id;
  await sandbox.context.ledger.credit(id, 'cash', parseMoney(cash)!, { reason: 'test-funding', idempotencyKey: `fund-${username}` });
  await updateUser(sandbox.context.db, id, { emailVerified: true });
  return { id, username, ...(await sandbox.login(username, password)) };
}

async function launchRealGame(access: string): Promise<string> {
  const game = catalogue('first')[0];
  const launched = await sandbox.call('POST', '/api/casino/first/createsession/', { token: access, body: { game: game.gameId, return_url: `${sandbox.url}/slots/casino`, client_type: 'desktop' } });
  expect(launched.status).toBe(200);
  return launched.json.launch_options.game_url as string;
}

async function spinAt(url: string) {
  const response = await fetch(`${url}/spin`, { method: 'POST', headers: { 'Content-Type': 'application/json', 'Idempotency-Key': crypto.randomUUID() }, body: JSON.stringify({ bet: '1.00' }) });
  return { status: response.status, json: (await response.json()) as { code?: string; balance?: string } };
}

const user = (access: string) => sandbox.call('GET', '/api/accounts/user', { token: access });
const refresh = (token: string) => sandbox.call('POST', '/api/accounts/refresh/', { body: { refresh: token } });
const deposit = (access: string) =>
  sandbox.call('POST', '/api/backoffice/payments/deposit/', { token: access, body: { amount: '20', payment_system: 'sandbox-card' }, headers: { 'Idempotency-Key': crypto.randomUUID() } });

describe('self-exclusion', () => {
  it('stops an open game at once and refuses the still-unexpired access token (deposits included)', async () => {
    const { access } = await player();
    const game = await launchRealGame(access);
    expect((await spinAt(game)).status).toBe(200);
    expect((await sandbox.call('POST', '/api/users/responsible-gaming/self-exclusion/', { token: access, body: { period: '24h' } })).status).toBe(201);
    // Before: the access token worked for its remaining 5 minutes, the game for 2 hours.
    sandbox.clock.advance(minute);
    expect((await deposit(access)).status).toBe(401);
    expect((await user(access)).json.code).toBe('token_not_valid');
    sandbox.clock.advance(29 * minute);
    const spun = await spinAt(game);
    expect(spun.status).toBe(404);
    expect(spun.json.code).toBe('not_found');
  });
});

describe('ban', () => {
  it('stops an open game and refuses the access token and the refresh token', async () => {
    const { username, access, refresh: refreshToken } = await player();
    const game = await launchRealGame(access);
    expect((await spinAt(game)).status).toBe(200);
    expect((await sandbox.call('PATCH', `/sandbox/users/${username}`, { body: { banned: true } })).status).toBe(200);
    expect((await spinAt(game)).status).toBe(404);
    const refused = await user(access);
    expect(refused.status).toBe(403);
    expect(refused.json.code).toBe('user_is_banned');
    expect((await refresh(refreshToken)).status).not.toBe(200);
  });

  it('refuses every real-money action of a banned player even while the session row is still open', async () => {
    // The ban written straight into the database (as an operator's back office might): the money actions check it themselves.
    const { id, access } = await player();
    const game = await launchRealGame(access);
    await updateUser(sandbox.context.db, id, { banned: true });
    const spun = await spinAt(game);
    expect(spun.status).toBe(403);
    expect(spun.json.code).toBe('user_is_banned');
    expect((await deposit(access)).json.code).toBe('user_is_banned');
  });
});

describe('logout', () => {
  it('refuses the old access token at once and ends the game sessions of that sign-in only', async () => {
    const phone = await player();
    const laptop = await sandbox.login(phone.username, password);
    const phoneGame = await launchRealGame(phone.access);
    expect((await sandbox.call('POST', '/api/accounts/logout/', { body: { refresh: phone.refresh } })).status).toBe(200);
    // No clock move: refused at once, not when the token runs out.
    expect((await user(phone.access)).status).toBe(401);
    expect((await deposit(phone.access)).status).toBe(401);
    expect((await spinAt(phoneGame)).status).toBe(404);
    // The other sign-in of the same player goes on, and may play now that the phone's game ended (§8: one at a time).
    expect((await user(laptop.access)).status).toBe(200);
    const laptopGame = await launchRealGame(laptop.access);
    const tablet = await sandbox.login(phone.username, password);
    expect((await sandbox.call('POST', '/api/accounts/logout/', { body: { refresh: tablet.refresh } })).status).toBe(200);
    expect((await spinAt(laptopGame)).status).toBe(200);
  });
});

describe('password change', () => {
  it("refuses the other sessions' tokens and games at once and keeps the session that changed it", async () => {
    const { username, access } = await player();
    const other = await sandbox.login(username, password);
    const otherGame = await launchRealGame(other.access);
    const changed = await sandbox.call('POST', '/api/users/user/change-password/', { token: access, body: { old_password: password, new_password: 'Xyz#456q' } });
    expect(changed.status).toBe(200);
    expect((await user(other.access)).status).toBe(401);
    expect((await refresh(other.refresh)).json.code).toBe('access_and_refresh_token_invalid');
    expect((await spinAt(otherGame)).status).toBe(404);
    expect((await user(access)).status).toBe(200);
    // The session that changed it keeps its own game through a later change (§8: one game at a time, so in turn).
    const ownGame = await launchRealGame(access);
    expect((await sandbox.call('POST', '/api/users/user/change-password/', { token: access, body: { old_password: 'Xyz#456q', new_password: 'Pqr#789z' } })).status).toBe(200);
    expect((await spinAt(ownGame)).status).toBe(200);
  });
});

describe('refresh-token reuse', () => {
  it('ends the whole session family: the newest tokens and the game are refused too', async () => {
    const { access, refresh: first } = await player();
    const rotated = await refresh(first);
    expect(rotated.status).toBe(200);
    const game = await launchRealGame(rotated.json.access);
    sandbox.clock.advance(minute);
    // Someone replays the token that was rotated away (it leaked): both holders lose the session.
    const replayed = await refresh(first);
    expect(replayed.status).toBe(401);
    expect(replayed.json.code).toBe('access_and_refresh_token_invalid');
    expect((await refresh(rotated.json.refresh)).status).toBe(401);
    expect((await user(rotated.json.access)).status).toBe(401);
    expect((await user(access)).status).toBe(401);
    expect((await spinAt(game)).status).toBe(404);
  });

  it('lets exactly one of two simultaneous rotations of a token win, and ends the session for the loser', async () => {
    const { refresh: token } = await player();
    const [a, b] = await Promise.all([refresh(token), refresh(token)]);
    expect([a.status, b.status].sort()).toEqual([200, 401]);
    const winner = a.status === 200 ? a : b;
    expect((await user(winner.json.access)).status).toBe(401);
  });
});

describe('real-money actions recheck the rules themselves', () => {
  it('refuses every real-money action of a self-excluded player whose session was somehow left open', async () => {
    // The exclusion written straight into the database, the sessions left open: the actions must see it.
    const { id, access } = await player('200');
    const game = await launchRealGame(access);
    await sandbox.context.db.run("INSERT INTO self_exclusions (user_id, period, started_at, ends_at, reactivation_from) VALUES (?, 'permanent', ?, NULL, NULL)", [id, sandbox.clock.now()]);
    const key = () => ({ 'Idempotency-Key': crypto.randomUUID() });
    const player1 = await findUserByUsername(sandbox.context.db, 'player1');
    const answers = {
      spin: await spinAt(game),
      deposit: await deposit(access),
      payout: await sandbox.call('POST', '/api/backoffice/payments/payout/', { token: access, body: { amount: '10', payment_system: 'sandbox-card', account: '4111111111111111' }, headers: key() }),
      transfer: await sandbox.call('POST', '/api/backoffice/transactions/', { token: access, body: { amount: '10', currency: 'TND', recipient_id: player1!.id }, headers: key() }),
      bonusExchange: await sandbox.call('POST', '/api/bonus-system/bonusbalance-to-balance/', { token: access, body: { amount: '4' }, headers: key() }),
    };
    for (const [action, answer] of Object.entries(answers)) {
      expect({ action, status: answer.status, code: answer.json?.code }).toEqual({ action, status: 403, code: 'self_excluded' });
    }
    expect((await sandbox.context.ledger.balances(id)).cashMinor).toBe(20_000);
  });

  it("refuses to sell a sport ticket once the player's session has ended", async () => {
    const { access, refresh: token, user } = await sandbox.login();
    const open = { id: await integrationTicket(sandbox, user.id as number, 1500) };
    expect((await sandbox.call('POST', '/api/accounts/logout/', { body: { refresh: token } })).status).toBe(200);
    const sold = await sandbox.call('POST', `/sport-integration/ticket/${open.id}/cancel`, { token: access, headers: { 'Idempotency-Key': crypto.randomUUID() } });
    expect(sold.status).toBe(401);
    const { access: again } = await sandbox.login();
    expect((await sandbox.call('POST', `/sport-integration/ticket/${open.id}/cancel`, { token: again, headers: { 'Idempotency-Key': crypto.randomUUID() } })).status).toBe(200);
  });
});
