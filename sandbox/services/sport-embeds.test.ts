import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Event } from '../../generated/sportsbook/sportsbook.schemas.ts';
import sportEmbeds from '../../config/sport-embeds/index.ts';
import { hashPassword } from '../auth/passwords.ts';
import { sportsbookTestSandbox, type SportsbookTestSandbox } from '../sportsbook/testing.ts';
import { insertUser, roles } from '../users.ts';
import { sportEmbedTokenTtlMs } from './sport-embeds.ts';

// The embeds' token calls (§3 Sport token; §7 api/integrations/{provider}/login and the sport token call) and the
// Sport-Token door into the sport integration: who may ask, whose token it is, and when it ends.
const start = Date.UTC(2026, 10, 14, 18, 20);
const loginEmbed = sportEmbeds.find((embed) => embed.token.source === 'integration-login')!;
const loginPath = `/api/integrations/${loginEmbed.id}/login`;
let sb: SportsbookTestSandbox;
let keys = 0;
const key = () => `embed-test-${(keys += 1)}-${Math.random().toString(36).slice(2, 10)}`;

async function addPlayer(username: string): Promise<string> {
  await insertUser(sb.sandbox.context.db, { username, email: `${username}@example.test`, passwordHash: await hashPassword(`${username}-pass`), role: roles.player, dateJoined: sb.sandbox.clock.now(), emailVerified: true });
  return (await sb.sandbox.login(username)).access;
}

const fund = async (username: string, amount: string) => {
  const answer = await sb.sandbox.call('POST', '/sandbox/wallet/adjust', { body: { username, account: 'cash', amount }, headers: { 'Idempotency-Key': key() } });
  expect(answer.status).toBe(200);
};
const withToken = (token: string) => ({ 'Sport-Token': token });
const balanceWith = (token: string) => sb.sandbox.call('POST', '/sport-integration/player/balance', { headers: withToken(token), body: {} });

beforeAll(async () => {
  sb = await sportsbookTestSandbox(start);
}, 120_000);
afterAll(() => sb?.sandbox.dispose());

describe('who may have a sport token', () => {
  it('refuses a guest (401; the site shows "-" and never calls), an agent and a cashier (403)', async () => {
    for (const path of [loginPath, '/api/sport/token/']) {
      const method = path === loginPath ? 'POST' : 'GET';
      expect((await sb.sandbox.call(method, path)).status).toBe(401);
      for (const username of ['agent1', 'cashier1']) {
        const { access } = await sb.sandbox.login(username);
        const answer = await sb.sandbox.call(method, path, { token: access });
        expect(answer.status, `${username} ${path}`).toBe(403);
        expect(answer.json.code).toBe('permission_denied');
      }
    }
  });

  it('gives a player a fresh token of their own each time, never another player\'s', async () => {
    const first = await addPlayer('embeda');
    const second = await addPlayer('embedb');
    const a1 = await sb.sandbox.call('POST', loginPath, { token: first, body: { lang: 'fr-fr' } });
    const a2 = await sb.sandbox.call('GET', '/api/sport/token/', { token: first });
    const b1 = await sb.sandbox.call('POST', loginPath, { token: second });
    for (const answer of [a1, a2, b1]) expect(answer.status).toBe(200);
    expect(new Set([a1.json.token, a2.json.token, b1.json.token]).size).toBe(3);
    const lifetime = Date.parse(a1.json.expiresAt) - sb.sandbox.clock.now();
    expect(lifetime).toBeLessThanOrEqual(sportEmbedTokenTtlMs);
    expect(lifetime).toBeGreaterThan(sportEmbedTokenTtlMs - 60_000);
    await fund('embedb', '40.00');
    // The token says whose wallet it opens, whatever bearer token comes beside it.
    const seenByA = await sb.sandbox.call('POST', '/sport-integration/player/balance', { token: second, headers: withToken(a1.json.token), body: {} });
    const seenByB = await balanceWith(b1.json.token);
    expect(seenByA.json.balance).not.toBe(seenByB.json.balance);
    expect(seenByB.json.balance).toBe((await sb.sandbox.call('POST', '/sport-integration/player/balance', { token: second, body: {} })).json.balance);
  });

  it('answers 404 for a provider that is not a configured login embed, 400 for a bad body, and refuses a made-up token', async () => {
    const player = await addPlayer('embedc');
    expect((await sb.sandbox.call('POST', '/api/integrations/nosuch/login', { token: player })).status).toBe(404);
    const bad = await sb.sandbox.call('POST', loginPath, { token: player, body: { lang: 5 } });
    expect(bad.status).toBe(400);
    const notJson = await sb.sandbox.call('POST', loginPath, { token: player, rawBody: '{', headers: { 'Content-Type': 'application/json' } });
    expect(notJson.status).toBe(400);
    for (const forged of ['-', 'x'.repeat(32), '../../etc']) {
      const answer = await balanceWith(forged);
      expect(answer.status, forged).toBe(401);
      expect(answer.json.code).toBe('token_not_valid');
    }
  });
});

describe('the token ends with the sign-in session and its own expiry', () => {
  it('stops working on sign-out', async () => {
    const username = 'embedout';
    await addPlayer(username);
    const session = await sb.sandbox.login(username);
    const token = (await sb.sandbox.call('GET', '/api/sport/token/', { token: session.access })).json.token as string;
    expect((await balanceWith(token)).status).toBe(200);
    expect((await sb.sandbox.call('POST', '/api/accounts/logout/', { token: session.access, body: { refresh: session.refresh } })).status).toBeLessThan(300);
    expect((await balanceWith(token)).status).toBe(401);
  });

  it('stops working on a ban (403 user_is_banned) and on self-exclusion', async () => {
    const banned = await addPlayer('embedban');
    const bannedToken = (await sb.sandbox.call('POST', loginPath, { token: banned })).json.token as string;
    await sb.sandbox.call('PATCH', '/sandbox/users/embedban', { body: { banned: true } });
    const afterBan = await balanceWith(bannedToken);
    expect(afterBan.status).toBe(403);
    expect(afterBan.json.code).toBe('user_is_banned');

    const excluded = await addPlayer('embedexcl');
    const excludedToken = (await sb.sandbox.call('POST', loginPath, { token: excluded })).json.token as string;
    expect((await sb.sandbox.call('POST', '/api/users/responsible-gaming/self-exclusion/', { token: excluded, body: { period: '24h' } })).status).toBe(201);
    expect((await balanceWith(excludedToken)).status).toBe(401);
  });

  it('expires after its lifetime on the sandbox clock', async () => {
    const player = await addPlayer('embedexp');
    const token = (await sb.sandbox.call('POST', loginPath, { token: player })).json.token as string;
    sb.sandbox.clock.setOffset(sb.sandbox.clock.now() + sportEmbedTokenTtlMs + 1_000 - Date.now());
    const answer = await balanceWith(token);
    expect(answer.status).toBe(401);
    expect(answer.json.detail).toMatch(/expired/);
    sb.sandbox.clock.setOffset(start - Date.now());
  });
});

describe('betting with an embed token', () => {
  it('places through the one placement service: the same ledger, idempotency and provider in bet history', async () => {
    const player = await addPlayer('embedbet');
    await fund('embedbet', '20.00');
    const token = (await sb.sandbox.call('POST', loginPath, { token: player })).json.token as string;
    const events = await sb.sandbox.call('GET', '/api/sportsbook/events?section=prematch&markets=match-result&limit=50');
    const event = (events.json.items as Event[]).find((candidate) => candidate.markets.some((market) => market.status === 'open'))!;
    const market = event.markets.find((candidate) => candidate.status === 'open')!;
    const outcome = market.outcomes[0];
    const body = { type: 'single', stake: '2.00', odds_policy: 'accept-any', selections: [{ event_id: String(event.id), market_id: String(market.id), outcome_id: String(outcome.id), odd: outcome.price }] };
    const intent = key();
    const before = (await balanceWith(token)).json.balance as string;
    const placed = await sb.sandbox.call('POST', '/sport-integration/ticket/placement', { headers: { ...withToken(token), 'Idempotency-Key': intent }, body });
    expect(placed.status).toBe(200);
    const replay = await sb.sandbox.call('POST', '/sport-integration/ticket/placement', { headers: { ...withToken(token), 'Idempotency-Key': intent }, body });
    expect(replay.headers.get('Idempotent-Replayed')).toBe('true');
    expect(Number((await balanceWith(token)).json.balance)).toBeCloseTo(Number(before) - 2, 2);
    const history = await sb.sandbox.call('GET', '/sport-integration/betshistory/', { token: player });
    const row = (history.json.results as { ticketId: string; provider: string }[]).find((item) => item.ticketId === placed.json.ticketId);
    expect(row?.provider).toBe(loginEmbed.id);
    // A session opened with the token reads the same wallet (§7 session/create, player/balance).
    const session = await sb.sandbox.call('POST', '/sport-integration/session/create', { headers: withToken(token), body: {} });
    expect(session.status).toBe(200);
    const viaSession = await sb.sandbox.call('POST', '/sport-integration/player/balance', { headers: withToken(token), body: { token: session.json.token } });
    expect(viaSession.json.balance).toBe((await balanceWith(token)).json.balance);
  });
});
