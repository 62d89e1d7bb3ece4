import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { networkInterfaces, tmpdir } from 'node:os';
import { join } from 'node:path';
import { userRowsChanged } from './auth/access-cache.ts';
import { throttleOf } from './auth/throttle.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { controlSecretHeader, isLoopbackHost, isStandInPath } from './control.ts';
import { readOutbox } from './mail.ts';
import { optionsFromEnvironment, startSandbox, type RunningSandbox } from '../scripts/start.ts';
import { createTestSandbox, type TestSandbox } from './testing.ts';

// `npm run sandbox`: the sandbox and the site's server composed (scripts/start.ts), without building.
const startScript = join(import.meta.dirname, '..', 'scripts', 'start.ts');

/**
 * §6 Test hooks: until now every hook below answered anyone who reached the port, without login, in the default
 * `npm start`: read password-reset links from the outbox and take over any account, mint money, change roles,
 * move the clock past a self-exclusion.
 */
const folders: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'sandbox-control-test-'));
  folders.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of folders) rmSync(dir, { recursive: true, force: true });
});

const json = (body: unknown, headers: Record<string, string> = {}) => ({
  method: 'POST',
  headers: { 'Content-Type': 'application/json', ...headers },
  body: JSON.stringify(body),
});

/** Every kind of hook, with what an attacker would send. */
const hookRequests: [string, RequestInit][] = [
  ['/sandbox/outbox', {}],
  ['/sandbox/health', {}],
  ['/sandbox/clock', json({ advanceMs: 8 * 24 * 3600_000 })],
  ['/sandbox/wallet/adjust', json({ username: 'player1', account: 'cash', amount: '9000' }, { 'Idempotency-Key': 'attack-key-0001' })],
  ['/sandbox/users/player1', { ...json({ role: 'A', banned: true }), method: 'PATCH' }],
  ['/sandbox/users/player1/ledger', {}],
  ['/sandbox/settings', { ...json({ bonuses: { cashbackOn: false } }), method: 'PATCH' }],
  ['/sandbox/casino/fail-launches', json({ count: 3 })],
  ['/sandbox/casino/free-spins', json({ username: 'player1', count: 50 })],
  ['/sandbox/kyc/1/review', json({ status: 'approved' })],
  ['/sandbox/throttle/registrations', json({})],
];

/** What the hooks above would change: none of it may move after a refused call. */
async function observable(sandbox: RunningSandbox) {
  const { db, clock, ledger } = sandbox.context;
  const user = (await db.get<{ id: number; role: string; banned: number }>("SELECT id, role, banned FROM users WHERE username_key = 'player1'"))!;
  return {
    offset: clock.offsetMs(),
    balances: await ledger.balances(user.id),
    role: user.role,
    banned: user.banned,
    settings: await db.all('SELECT * FROM settings'),
    freeSpins: await db.all('SELECT * FROM casino_free_spin_sessions'),
    throttleRecords: throttleOf(sandbox.context).size,
  };
}

describe('the /sandbox/* test hooks by default (npm start)', () => {
  let sandbox: RunningSandbox;
  beforeAll(async () => {
    sandbox = await startSandbox({ port: 0, dataDir: tempDir(), staticDir: tempDir(), quiet: true });
  });
  afterAll(() => sandbox.close());

  it('are off: 404 for every hook, over the network, with or without a header, and nothing changes', async () => {
    const before = await observable(sandbox);
    for (const [path, init] of hookRequests) {
      const attempts: Record<string, string>[] = [{}, { [controlSecretHeader]: sandbox.context.config.controlSecret }];
      for (const headers of attempts) {
        const response = await fetch(sandbox.url + path, { ...init, headers: { ...(init.headers as Record<string, string>), ...headers } });
        expect(response.status, path).toBe(404);
        expect((await response.json()).code, path).toBe('not_found');
      }
    }
    expect(await observable(sandbox)).toEqual(before);
  });

  it('listens on 127.0.0.1 only: another address of this machine gets no answer', async () => {
    expect((await fetch(`http://127.0.0.1:${sandbox.port}/api/settings/`)).status).toBe(200);
    const other = Object.values(networkInterfaces())
      .flat()
      .find((address) => address && address.family === 'IPv4' && !address.internal);
    if (!other) return; // A machine with loopback only has no other address to try.
    await expect(fetch(`http://${other.address}:${sandbox.port}/api/settings/`, { signal: AbortSignal.timeout(3000) })).rejects.toThrow();
  });

  it('are off unless SANDBOX_CONTROL=1; HOST and the secret come from the environment', () => {
    expect(optionsFromEnvironment({}).controlRoutes).toBe(false);
    expect(optionsFromEnvironment({ SANDBOX_CONTROL: 'true' }).controlRoutes).toBe(false);
    expect(optionsFromEnvironment({ SANDBOX_CONTROL: '1', HOST: '::1', SANDBOX_CONTROL_SECRET: 's'.repeat(40) })).toMatchObject({
      controlRoutes: true,
      hostname: '::1',
      controlSecret: 's'.repeat(40),
    });
  });
});

describe('the test hooks switched on (SANDBOX_CONTROL=1)', () => {
  let sandbox: TestSandbox;
  beforeAll(async () => {
    sandbox = await createTestSandbox({ dataDir: tempDir() });
  });
  afterAll(() => sandbox.dispose());

  it('refuse a call without the secret header, or with a wrong one: 403 with a code, and nothing changes', async () => {
    const { controlSecret } = sandbox.context.config;
    const before = await observable(sandbox);
    const wrongSecrets = [undefined, '', 'guess', controlSecret.slice(0, -1), `${controlSecret}x`, controlSecret.toUpperCase()];
    for (const [path, init] of hookRequests) {
      for (const secret of wrongSecrets) {
        const headers = { ...(init.headers as Record<string, string>), ...(secret === undefined ? {} : { [controlSecretHeader]: secret }) };
        const response = await sandbox.app.request(path, { ...init, headers });
        expect(response.status, `${path} with ${secret}`).toBe(403);
        const body = await response.json();
        expect(body.code).toBe('sandbox_control_forbidden');
        expect(JSON.stringify(body)).not.toContain('player1@');
      }
    }
    expect(await observable(sandbox)).toEqual(before);
  });

  it('let no spelling of a hook path past the gate', async () => {
    for (const path of ['/SANDBOX/outbox', '//sandbox/outbox', '/sandbox//outbox', '/Sandbox/wallet/adjust', '/sandbox/outbox/', '/sandbox/payment-page/x/../../outbox', '/sandbox/%6futbox']) {
      const response = await sandbox.app.request(path);
      expect(response.status, path).not.toBe(200);
      expect(await response.text(), path).not.toContain('items');
    }
  });

  it('answer with the secret of this start (call() adds it), and only the secret of this start', async () => {
    expect((await sandbox.call('GET', '/sandbox/outbox')).status).toBe(200);
    const other = await createTestSandbox({ dataDir: tempDir() });
    try {
      expect(other.context.config.controlSecret).not.toBe(sandbox.context.config.controlSecret);
      const crossed = await other.app.request('/sandbox/outbox', { headers: { [controlSecretHeader]: sandbox.context.config.controlSecret } });
      expect(crossed.status).toBe(403);
    } finally {
      await other.dispose();
    }
  });

  it('are refused at start unless the server listens on a loopback address', async () => {
    for (const hostname of ['0.0.0.0', '::', '192.168.1.10', 'example.test']) {
      await expect(startSandbox({ port: 0, dataDir: tempDir(), quiet: true, controlRoutes: true, hostname })).rejects.toThrow(/SANDBOX_CONTROL=1 needs a loopback HOST/);
    }
    await expect(startSandbox({ port: 0, dataDir: tempDir(), quiet: true, controlRoutes: true, controlSecret: 'short' })).rejects.toThrow(/SANDBOX_CONTROL_SECRET must be at least 32/);
    expect(['127.0.0.1', '127.1.2.3', '::1', '[::1]', 'localhost', 'LOCALHOST'].every(isLoopbackHost)).toBe(true);
    expect(['0.0.0.0', '::', '10.0.0.1', '128.0.0.1', '127.0.0.1.example.test', 'localhost.example.test', ''].some(isLoopbackHost)).toBe(false);
  });
});

describe('npm run sandbox (SKIP_BUILD=1 node scripts/start.ts) with SANDBOX_CONTROL=1', () => {
  it('prints one WARNING line with the secret it made up, which opens the hooks', { timeout: 30_000 }, async () => {
    const child = spawn(process.execPath, [startScript], {
      env: { ...process.env, SKIP_BUILD: '1', PORT: '0', GAME_ORIGIN_PORT: '0', DATA_DIR: tempDir(), STATIC_DIR: tempDir(), LOG_REQUESTS: '0', SANDBOX_CONTROL: '1', SANDBOX_CONTROL_SECRET: '' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    try {
      const [url, secret] = await new Promise<[string, string]>((resolveStart, reject) => {
        const timer = setTimeout(() => reject(new Error(`no warning within 20 s: ${stdout}${stderr}`)), 20_000);
        child.stderr.on('data', (chunk: Buffer) => {
          stderr += chunk.toString();
          const warning = /^WARNING: SANDBOX_CONTROL=1: .* ON at (http:\/\/localhost:\d+);.* X-Sandbox-Control: (\S+)\. Never run this/m.exec(stderr);
          if (warning) {
            clearTimeout(timer);
            resolveStart([warning[1], warning[2]]);
          }
        });
        child.once('exit', (code) => reject(new Error(`exited with ${code}: ${stdout}${stderr}`)));
      });
      expect(stderr.match(/WARNING/g)).toHaveLength(1);
      expect(stdout).toContain(`E-mails        printed in this log ([mail] lines, with their links), and at ${url}/sandbox/outbox`);
      expect((await fetch(`${url}/sandbox/outbox`)).status).toBe(403);
      expect((await fetch(`${url}/sandbox/outbox`, { headers: { [controlSecretHeader]: secret } })).status).toBe(200);
    } finally {
      const exited = new Promise((resolveExit) => child.once('exit', resolveExit));
      child.kill('SIGTERM');
      await exited;
    }
  });

  it('will not start on a non-loopback HOST', () => {
    const result = spawnSync(process.execPath, [startScript], {
      env: { ...process.env, SKIP_BUILD: '1', PORT: '0', GAME_ORIGIN_PORT: '0', DATA_DIR: tempDir(), STATIC_DIR: tempDir(), SANDBOX_CONTROL: '1', HOST: '0.0.0.0' },
      encoding: 'utf8',
      timeout: 10_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('The sandbox could not start: SANDBOX_CONTROL=1 needs a loopback HOST (127.0.0.1, ::1 or localhost), got "0.0.0.0"');
  });
});

describe('the stand-ins players need (no secret, hooks off)', () => {
  let sandbox: RunningSandbox;
  const request = (path: string, init: RequestInit & { token?: string } = {}) => {
    const headers: Record<string, string> = { 'Content-Type': 'application/json', ...(init.headers as Record<string, string>) };
    if (init.token) headers.Authorization = `Bearer ${init.token}`;
    return sandbox.app.request(path, { ...init, headers });
  };
  const balanceOf = async (token: string) => (await (await request('/api/user/profile', { token })).json()).balance as string;
  let access: string;
  let otherAccess: string;

  beforeAll(async () => {
    sandbox = await startSandbox({ port: 0, dataDir: tempDir(), staticDir: tempDir(), quiet: true });
    const register = async (username: string) => {
      await request('/api/accounts/registration/', { method: 'POST', body: JSON.stringify({ username, email: `${username}@example.test`, password: 'Abc#123x', terms_accepted: true }) });
      // §5 Registration: the account is made by the link its e-mail carries.
      const [mail] = await readOutbox(sandbox.context, { to: `${username}@example.test`, limit: 1 });
      await request('/api/accounts/registration/verify-email/', { method: 'POST', body: JSON.stringify({ key: mail!.link!.split('/verify/')[1] }) });
      await sandbox.context.db.run('UPDATE users SET email_verified = 1 WHERE username_key = ?', [username]);
      // Written around users.ts: the in-memory copy of the player's row is told (auth/access-cache.ts).
      userRowsChanged(sandbox.context.db, (await sandbox.context.db.get<{ id: number }>('SELECT id FROM users WHERE username_key = ?', [username]))!.id);
      return (await (await request('/api/accounts/login/', { method: 'POST', body: JSON.stringify({ username, password: 'Abc#123x' }) })).json()).access as string;
    };
    access = await register('standin');
    otherAccess = await register('standinother');
  });
  afterAll(() => sandbox.close());

  const cardDeposit = async (token: string, amount: string) => {
    const response = await request('/api/backoffice/payments/deposit/', {
      method: 'POST',
      token,
      headers: { 'Idempotency-Key': `standin-${crypto.randomUUID()}` },
      body: JSON.stringify({ amount, payment_system: 'sandbox-card' }),
    });
    expect(response.status).toBe(201);
    return (await response.json()) as { id: number; redirectLink: string };
  };
  const cryptoAddress = async (token: string) => {
    const response = await request('/api/backoffice/payments/services/crypto-pay/create-payment', {
      method: 'POST',
      token,
      headers: { 'Idempotency-Key': `standin-${crypto.randomUUID()}` },
      body: JSON.stringify({ pay_currency: 'btc' }),
    });
    return ((await response.json()) as { payment_id: string }).payment_id;
  };

  it('the hosted payment page approves the one card deposit it was opened for, and only that one', async () => {
    const mine = await cardDeposit(access, '40');
    const theirs = await cardDeposit(otherAccess, '60');
    const theirsBefore = await balanceOf(otherAccess);
    const page = new URL(mine.redirectLink).pathname;
    expect(page).toMatch(/^\/sandbox\/payment-page\/dep-/);
    expect((await request(page)).status).toBe(200);
    expect((await request(`${page}/approve`, { method: 'POST' })).status).toBe(200);
    expect(await balanceOf(access)).toBe('40.00');
    expect(await balanceOf(otherAccess)).toBe(theirsBefore);
    const theirsNow = await (await request(`/api/backoffice/payments/deposit/${theirs.id}`, { token: otherAccess })).json();
    expect(theirsNow.status).toBe(10);
    // The page knows card deposits only: not a payout, not a crypto deposit, not a made-up uid.
    const crypto = await cryptoAddress(access);
    expect((await request(`/sandbox/crypto-pay/${crypto}/send`, { method: 'POST', body: JSON.stringify({ amount: '25' }) })).status).toBe(200);
    for (const uid of [crypto, 'pay-00000000-0000-0000-0000-000000000000', 'dep-00000000-0000-0000-0000-000000000000']) {
      expect((await request(`/sandbox/payment-page/${uid}/approve`, { method: 'POST' })).status, uid).toBe(404);
    }
    expect(await balanceOf(access)).toBe('40.00');
  });

  it("the crypto network's steps act on the crypto payment named, credit its owner only, and know no card deposit", async () => {
    const id = await cryptoAddress(otherAccess);
    const mineBefore = await balanceOf(access);
    for (const step of ['send', 'seen', 'confirm']) {
      const response = await request(`/sandbox/crypto-pay/${id}/${step}`, { method: 'POST', body: step === 'send' ? JSON.stringify({ amount: '15' }) : undefined });
      expect(response.status, step).toBe(200);
    }
    expect(await balanceOf(otherAccess)).toBe('15.00');
    expect(await balanceOf(access)).toBe(mineBefore);
    const card = await cardDeposit(access, '20');
    const cardUid = new URL(card.redirectLink).pathname.split('/').pop()!;
    expect((await request(`/sandbox/crypto-pay/${cardUid}/send`, { method: 'POST', body: JSON.stringify({ amount: '20' }) })).status).toBe(404);
    expect((await request('/sandbox/crypto-pay/cry-unknown/confirm', { method: 'POST' })).status).toBe(404);
    expect(isStandInPath('/sandbox/crypto-pay/x/mint')).toBe(false);
    expect(isStandInPath('/sandbox/payment-page/x/approve/extra')).toBe(false);
  });

  it('e-mails stay readable in the server log, a line per mail with its link', async () => {
    const lines: string[] = [];
    const logged = await startSandbox({ port: 0, dataDir: tempDir(), staticDir: tempDir(), log: { info: (line) => lines.push(line), error: () => {} } });
    try {
      const response = await logged.app.request('/api/accounts/password/reset/', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ email: 'player1@example.test' }) });
      expect(response.status).toBe(200);
      expect(lines.filter((line) => line.startsWith('[mail]'))).toEqual([expect.stringMatching(new RegExp(`^\\[mail\\] to player1@example\\.test: .+ -> ${logged.publicUrl}/reset-password/\\S+$`))]);
    } finally {
      await logged.close();
    }
  });
});
