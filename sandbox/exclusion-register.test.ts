import { createServer } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import tn from '../config/markets/tn.ts';
import ukExample from '../config/markets/uk-example.ts';
import deExample from '../config/markets/de-example.ts';
import { controlSecretHeader } from './control.ts';
import { createTestSandbox, type TestSandbox } from './testing.ts';

/**
 * §3 Player protection by market: the exclusion register the pack names, a stand-in on its own origin, asked at
 * registration and sign-in: a listed player is refused, an unlisted one goes on, and while it is down each pack
 * decides (UK-like: no registration, sign-in for players it cleared before; German-like: neither). Without the
 * rule in the pack, nobody asks it.
 */
type Market = typeof tn;
const withoutRegister = (market: Market): Market => ({ ...market, protection: { ...market.protection, exclusionRegister: null } });

let uk: TestSandbox;
let de: TestSandbox;
let ukWithout: TestSandbox;
let tnSandbox: TestSandbox;
beforeAll(async () => {
  uk = await createTestSandbox({ market: ukExample });
  de = await createTestSandbox({ market: deExample });
  // The UK-like pack without its register, pointed at the UK-like register where players are listed: never asked.
  ukWithout = await createTestSandbox({ market: withoutRegister(ukExample), exclusionRegisterUrl: uk.exclusionRegisterUrl });
  tnSandbox = await createTestSandbox({ market: tn });
}, 120_000);
afterAll(() => Promise.all([uk, de, ukWithout, tnSandbox].map((sandbox) => sandbox.dispose())));

/** The register's own test hooks, with the sandbox's control secret. */
async function hook(sandbox: TestSandbox, path: string, body: unknown, secret = sandbox.context.config.controlSecret) {
  const response = await fetch(`${sandbox.exclusionRegisterUrl}${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json', [controlSecretHeader]: secret }, body: JSON.stringify(body) });
  return response.status;
}
const list = (sandbox: TestSandbox, email: string, listed = true) => hook(sandbox, '/test/list', { subject: email, listed });
const down = (sandbox: TestSandbox, isDown: boolean) => hook(sandbox, '/test/down', { down: isDown });

let count = 0;
function newcomer() {
  count += 1;
  const username = `register${count}${Math.random().toString(36).slice(2, 6)}`;
  return { username, email: `${username}@example.test`, password: 'Abc#123x', terms_accepted: true };
}
const signIn = (sandbox: TestSandbox, who: { username: string; password: string }) => sandbox.call('POST', '/api/accounts/login/', { body: { username: who.username, password: who.password } });

describe.each([
  ['uk-example', () => uk, 'GAMSTOP'],
  ['de-example', () => de, 'OASIS'],
])('%s: the register at registration and sign-in', (_id, sandboxOf, name) => {
  it('runs on its own origin, and its test hooks need the control secret', async () => {
    const sandbox = sandboxOf();
    expect(sandbox.exclusionRegisterUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(new URL(sandbox.exclusionRegisterUrl).port).not.toBe(new URL(sandbox.url).port);
    expect(await hook(sandbox, '/test/down', { down: true }, 'wrong-secret')).toBe(404);
    expect((await fetch(`${sandbox.exclusionRegisterUrl}/check?subject=x@example.test`)).status).toBe(200);
  });

  it('is asked at the address it is bound to: a stranger holding its port number on ::1 is never asked', async () => {
    const sandbox = sandboxOf();
    // A port picked from 0 is free on 127.0.0.1 only; through the name localhost, the sandbox could reach ::1 first.
    const stranger = createServer((_request, response) => response.writeHead(404).end());
    const port = Number(new URL(sandbox.exclusionRegisterUrl).port);
    const strangerListens = await new Promise<boolean>((resolve) => {
      stranger.once('error', () => resolve(false));
      stranger.listen(port, '::1', () => resolve(true));
    });
    try {
      if (strangerListens) expect((await fetch(`http://[::1]:${port}/check?subject=x@example.test`)).status).toBe(404);
      expect((await sandbox.register({ body: newcomer() })).status).toBe(202);
    } finally {
      stranger.close();
    }
  });

  it('an unlisted newcomer registers and signs in; a listed one is refused at registration with the register named', async () => {
    const sandbox = sandboxOf();
    const unlisted = newcomer();
    expect((await sandbox.register({ body: unlisted })).status).toBe(202);
    expect((await signIn(sandbox, unlisted)).status).toBe(200);
    const listed = newcomer();
    expect(await list(sandbox, listed.email.toUpperCase())).toBe(200);
    expect(await sandbox.register({ body: listed })).toMatchObject({ status: 403, json: { code: 'excluded_by_register', detail: name } });
  });

  it('a player listed after registering is refused at sign-in, once the password is right', async () => {
    const sandbox = sandboxOf();
    const player = newcomer();
    expect((await sandbox.register({ body: player })).status).toBe(202);
    await list(sandbox, player.email);
    // A wrong password gets the usual answer: the refusal tells nothing to someone without the password.
    expect((await signIn(sandbox, { ...player, password: 'Wrong#123x' })).json.code).not.toBe('excluded_by_register');
    expect(await signIn(sandbox, player)).toMatchObject({ status: 403, json: { code: 'excluded_by_register' } });
    await list(sandbox, player.email, false);
    expect((await signIn(sandbox, player)).status).toBe(200);
  });
});

describe('when the register is down', () => {
  it('UK-like: no registration; a player the register cleared before signs in, one it never cleared does not', async () => {
    const cleared = newcomer();
    expect((await uk.register({ body: cleared })).status).toBe(202);
    expect((await signIn(uk, cleared)).status).toBe(200);
    // An account from before the market's register was asked at sign-in: the register never cleared it.
    const neverCleared = await uk.newPlayer();
    await uk.context.db.run('UPDATE users SET exclusion_register_cleared_at = NULL WHERE id = ?', [neverCleared.id]);
    await down(uk, true);
    try {
      const refused = await uk.register({ body: newcomer() });
      expect(refused).toMatchObject({ status: 503, json: { code: 'exclusion_register_unavailable', detail: 'GAMSTOP' } });
      expect(refused.headers.get('Retry-After')).toBe('60');
      expect((await signIn(uk, cleared)).status).toBe(200);
      expect((await signIn(uk, { username: neverCleared.username, password: 'Abc#123x' })).json.code).toBe('exclusion_register_unavailable');
    } finally {
      await down(uk, false);
    }
    expect((await uk.register({ body: newcomer() })).status).toBe(202);
  });

  it('German-like: neither registration nor sign-in unchecked', async () => {
    const player = newcomer();
    expect((await de.register({ body: player })).status).toBe(202);
    expect((await signIn(de, player)).status).toBe(200);
    await down(de, true);
    try {
      expect((await de.register({ body: newcomer() })).json.code).toBe('exclusion_register_unavailable');
      expect(await signIn(de, player)).toMatchObject({ status: 503, json: { code: 'exclusion_register_unavailable', detail: 'OASIS' } });
    } finally {
      await down(de, false);
    }
    expect((await signIn(de, player)).status).toBe(200);
  });
});

describe('without the rule in the pack', () => {
  it('nobody asks a register: a player it lists registers and signs in', async () => {
    const player = newcomer();
    await list(uk, player.email);
    expect((await ukWithout.register({ body: player })).status).toBe(202);
    expect((await signIn(ukWithout, player)).status).toBe(200);
  });

  it('the Tunisian market starts no register', async () => {
    expect(tnSandbox.exclusionRegisterUrl).toBe('');
    const player = newcomer();
    expect((await tnSandbox.register({ body: player })).status).toBe(202);
    expect((await signIn(tnSandbox, player)).status).toBe(200);
  });
});
