import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from './db/database.ts';
import { migrate, readMigrations } from './db/migrate.ts';
import { startServerProcess } from '../http/server-process-testing.ts';
import { optionsFromEnvironment, startSandbox } from '../scripts/start.ts';
import { rawPost } from '../server/test-requests.ts';
import { createTestSandbox } from './testing.ts';

// `npm run sandbox`: the sandbox and the site's server composed (scripts/start.ts), without building.
const startScript = join(import.meta.dirname, '..', 'scripts', 'start.ts');

const folders: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'sandbox-server-test-'));
  folders.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of folders) rmSync(dir, { recursive: true, force: true });
});

describe('startSandbox', () => {
  it('starts on free ports in under 5 s, fresh data folder included, and both origins answer', async () => {
    const started = performance.now();
    const sandbox = await createTestSandbox({ dataDir: tempDir() });
    const elapsed = performance.now() - started;
    try {
      expect(elapsed).toBeLessThan(5000);
      expect(sandbox.startupMs).toBeLessThan(5000);
      console.log(`sandbox start (fresh data folder): ${Math.round(elapsed)} ms`);
      expect(sandbox.url).toMatch(/^http:\/\/localhost:\d+$/);
      expect(sandbox.gameOriginPort).not.toBe(sandbox.port);
      const settings = await fetch(`${sandbox.url}/api/settings/`);
      expect(settings.status).toBe(200);
      const game = await fetch(sandbox.gameOriginUrl);
      expect(await game.text()).toContain('Sandbox game origin');
    } finally {
      await sandbox.close();
    }
  });

  it('keeps its data across a restart: accounts, balances, sessions and the JWT secret', async () => {
    const dataDir = tempDir();
    const first = await createTestSandbox({ dataDir });
    await first.register({
      body: { username: 'survivor', email: 'survivor@example.test', password: 'Abc#123x', terms_accepted: true },
    });
    const session = await first.login('survivor', 'Abc#123x');
    await first.call('POST', '/sandbox/wallet/adjust', { body: { username: 'survivor', account: 'cash', amount: '12.34' }, headers: { 'Idempotency-Key': 'restart-key-1' } });
    await first.close();

    const started = performance.now();
    const second = await createTestSandbox({ dataDir });
    console.log(`sandbox restart (existing data): ${Math.round(performance.now() - started)} ms`);
    try {
      const user = await second.call('GET', '/api/accounts/user', { token: session.access });
      expect(user.status).toBe(200);
      expect(user.json).toMatchObject({ username: 'survivor', balance: '12.34' });
      expect((await second.call('POST', '/api/accounts/refresh/', { body: { refresh: session.refresh } })).status).toBe(200);
      // The seed did not run twice.
      expect((await second.login()).user.balance).toBe('1250.75');
      const replay = await second.call('POST', '/sandbox/wallet/adjust', { body: { username: 'survivor', account: 'cash', amount: '12.34' }, headers: { 'Idempotency-Key': 'restart-key-1' } });
      expect(replay.headers.get('Idempotent-Replayed')).toBe('true');
      const migrations = await second.context.db.all<{ version: number }>('SELECT version FROM schema_migrations');
      expect(migrations.map((row) => row.version)).toEqual(readMigrations().map((migration) => migration.version));
    } finally {
      await second.close();
    }
  });

  it('fails clearly when DATABASE_URL is not a PostgreSQL URL (PostgreSQL itself: sandbox/db/postgres.test.ts)', async () => {
    const start = startSandbox({ port: 0, dataDir: tempDir(), quiet: true, databaseUrl: 'mysql://user:secret@localhost/db' });
    await expect(start).rejects.toThrow(/DATABASE_URL must be a PostgreSQL URL/);
    await expect(start).rejects.not.toThrow(/secret/);
  });

  it('fails clearly when the port is taken', async () => {
    const holder = await createTestSandbox({ dataDir: tempDir() });
    try {
      await expect(startSandbox({ port: holder.port, gameOriginPort: 0, dataDir: tempDir(), quiet: true })).rejects.toThrow(`Port ${holder.port} is in use`);
    } finally {
      await holder.close();
    }
  });

  it('refuses an edited migration', async () => {
    const dataDir = tempDir();
    const db = await openDatabase({ dataDir });
    try {
      const migrations = readMigrations();
      await migrate(db, Date.now, migrations);
      const edited = migrations.map((migration, index) => (index === 0 ? { ...migration, checksum: 'edited' } : migration));
      await expect(migrate(db, Date.now, edited)).rejects.toThrow(/changed after it was applied/);
      expect(await migrate(db, Date.now, migrations)).toEqual([]);
    } finally {
      await db.close();
    }
  });

  it('names migration files NNN-name.sql (PostgreSQL twins NNN-name.postgres.sql) in increasing order', () => {
    const files = readdirSync(join(import.meta.dirname, 'db', 'migrations'));
    expect(files.every((file) => /^\d{3}-[a-z0-9-]+(\.postgres)?\.sql$/.test(file))).toBe(true);
    const versions = readMigrations().map((migration) => migration.version);
    expect(versions).toEqual([...versions].sort((a, b) => a - b));
    expect(new Set(versions).size).toBe(versions.length);
  });

  it('compresses large answers for clients that accept it, leaves small ones such as the user poll as they are, and says every answer varies by Origin (§5 Bounds)', async () => {
    const sandbox = await createTestSandbox({ dataDir: tempDir() });
    try {
      const { access } = await sandbox.login();
      const poll = await sandbox.app.request('/api/accounts/user', { headers: { Authorization: `Bearer ${access}`, 'Accept-Encoding': 'gzip' } });
      const pollText = await poll.text();
      expect(poll.status).toBe(200);
      expect(poll.headers.get('content-encoding')).toBeNull();
      expect(poll.headers.get('content-length')).toBe(String(Buffer.byteLength(pollText)));
      expect(JSON.parse(pollText)).toMatchObject({ username: 'player1' });
      expect(poll.headers.get('vary')).toBe('Origin');
      expect(poll.headers.get('cache-control')).toBe('no-store');
      const list = await sandbox.app.request('/api/sportsbook/events?section=prematch', { headers: { 'Accept-Encoding': 'gzip' } });
      expect(list.status).toBe(200);
      expect(list.headers.get('content-encoding')).toBe('gzip');
      expect(list.headers.get('vary')).toContain('Origin');
      expect(list.headers.get('vary')).toContain('Accept-Encoding');
      const plain = await sandbox.call('GET', '/api/sportsbook/events?section=prematch');
      expect(plain.headers.get('content-encoding')).toBeNull();
      expect(Buffer.byteLength(plain.text)).toBeGreaterThan(1024);
      expect(JSON.parse(plain.text)).toMatchObject({ items: expect.any(Array) });
    } finally {
      await sandbox.close();
    }
  });

  it('answers CORS only for the configured origins (§7 Security headers): no other localhost port, never the test hooks', async () => {
    const sandbox = await createTestSandbox({ dataDir: tempDir(), corsOrigins: ['https://front.example.test'] });
    try {
      const configured = await sandbox.call('GET', '/api/settings/', { headers: { Origin: 'https://front.example.test' } });
      expect(configured.headers.get('access-control-allow-origin')).toBe('https://front.example.test');
      expect(configured.headers.get('access-control-expose-headers')).toContain('Idempotent-Replayed');
      expect(configured.headers.get('vary')).toContain('Origin');
      const preflight = await sandbox.app.request('/api/accounts/login/', {
        method: 'OPTIONS',
        headers: { Origin: 'https://front.example.test', 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'authorization,idempotency-key,cache-control' },
      });
      expect(preflight.status).toBe(204);
      expect(preflight.headers.get('access-control-allow-headers')).toContain('Idempotency-Key');
      // Before §7 Security headers any localhost origin was reflected: a page on another local port could read the API.
      for (const origin of ['http://localhost:3100', 'http://127.0.0.1:3100', 'https://evil.example.test', 'null']) {
        const foreign = await sandbox.call('GET', '/api/settings/', { headers: { Origin: origin } });
        expect(foreign.headers.get('access-control-allow-origin'), origin).toBeNull();
        const foreignPreflight = await sandbox.app.request('/api/accounts/login/', {
          method: 'OPTIONS',
          headers: { Origin: origin, 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'authorization' },
        });
        expect(foreignPreflight.headers.get('access-control-allow-origin'), origin).toBeNull();
      }
      // The test hooks never answer a browser's preflight, so no page can send their secret header.
      const hookPreflight = await sandbox.app.request('/sandbox/outbox', {
        method: 'OPTIONS',
        headers: { Origin: 'https://front.example.test', 'Access-Control-Request-Method': 'GET', 'Access-Control-Request-Headers': 'x-sandbox-control' },
      });
      expect(hookPreflight.headers.get('access-control-allow-origin')).toBeNull();
      expect(hookPreflight.status).toBe(403);
    } finally {
      await sandbox.close();
    }
  });

  it('writes nothing outside DATA_DIR', async () => {
    const dataDir = tempDir();
    const sandbox = await createTestSandbox({ dataDir });
    await sandbox.close();
    expect(readdirSync(dataDir).filter((name) => !name.startsWith('sandbox.sqlite') && name !== 'no-dist')).toEqual([]);
  });
});

describe('request bodies on every path of the API and the game origin (§5 Bounds)', () => {
  it('refuses a body over the limit with 413 before reading it: declared 100 MB, or chunked past the limit', async () => {
    const sandbox = await createTestSandbox({ dataDir: tempDir() });
    try {
      // Four anonymous 100 MB posts to the booking codes had taken the process to 1.26 GB.
      for (const path of ['/sport-integration/booking/', '/content/anything', '/services/wheel/spin/', '/api/accounts/login/']) {
        expect((await rawPost(sandbox.url, path, { contentLength: 100 * 1024 * 1024, give: 256 * 1024 })).status, path).toBe(413);
        const chunked = await rawPost(sandbox.url, path, { give: 8 * 1024 * 1024 });
        expect(chunked.status, `${path} chunked`).toBe(413);
        expect(chunked.sent, `${path} chunked`).toBeLessThan(4 * 1024 * 1024);
      }
      for (const path of ['/play/unknown/spin', '/sport-embeds/dgt/boot.js', '/']) {
        expect((await rawPost(sandbox.gameOriginUrl, path, { contentLength: 100 * 1024 * 1024, give: 256 * 1024 })).status, `game origin ${path}`).toBe(413);
        expect((await rawPost(sandbox.gameOriginUrl, path, { give: 8 * 1024 * 1024 })).status, `game origin ${path} chunked`).toBe(413);
      }
      // A small body still goes through.
      const booking = await fetch(`${sandbox.url}/sport-integration/booking/`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{}' });
      expect(booking.status).not.toBe(413);
    } finally {
      await sandbox.close();
    }
  });
});

describe('optionsFromEnvironment', () => {
  it('reads the variables and refuses nonsense', () => {
    const options = optionsFromEnvironment({
      PORT: '4000',
      GAME_ORIGIN_PORT: '4500',
      DATA_DIR: '/tmp/x',
      ACCESS_TOKEN_TTL_SECONDS: '60',
      REFRESH_TOKEN_TTL_SECONDS: '120',
      API_BASE_URL: 'https://api.example.test',
      SANDBOX_NOW_OFFSET_MS: '5000',
      SANDBOX_CONTROL: '0',
    });
    expect(options).toMatchObject({ port: 4000, gameOriginPort: 4500, dataDir: '/tmp/x', accessTokenTtlSeconds: 60, refreshTokenTtlSeconds: 120, apiBaseUrl: 'https://api.example.test', controlRoutes: false });
    expect(options.clock!.offsetMs()).toBe(5000);
    expect(() => optionsFromEnvironment({ PORT: 'abc' })).toThrow(/PORT must be an integer/);
    expect(() => optionsFromEnvironment({ ACCESS_TOKEN_TTL_SECONDS: '0' })).toThrow(/ACCESS_TOKEN_TTL_SECONDS/);
    expect(() => optionsFromEnvironment({ SANDBOX_NOW_OFFSET_MS: 'soon' })).toThrow(/SANDBOX_NOW_OFFSET_MS/);
  });

  it('switches the /sandbox/ hooks off with SANDBOX_CONTROL=0', async () => {
    const sandbox = await createTestSandbox({ dataDir: tempDir(), controlRoutes: false });
    try {
      expect((await sandbox.call('GET', '/sandbox/outbox')).status).toBe(404);
    } finally {
      await sandbox.close();
    }
  });
});

describe('npm run sandbox (SKIP_BUILD=1 node scripts/start.ts)', () => {
  it('starts as a process in under 5 s, prints the URL and the accounts, answers, and stops on SIGTERM', async () => {
    const started = performance.now();
    const server = startServerProcess(
      startScript,
      { SKIP_BUILD: '1', PORT: '0', GAME_ORIGIN_PORT: '0', DATA_DIR: tempDir(), LOG_REQUESTS: '0', STATIC_DIR: tempDir() },
      (output) => (output.includes('agent1 / agent1-pass') ? /Site and API\s+(http:\/\/localhost:\d+)/.exec(output)?.[1] : undefined),
    );
    try {
      const url = await server.ready;
      const output = server.output();
      const elapsed = performance.now() - started;
      console.log(`npm run sandbox ready (process start included): ${Math.round(elapsed)} ms`);
      const readyMs = Number(/Sandbox ready in (\d+) ms/.exec(output)?.[1]);
      expect(readyMs).toBeLessThan(5000);
      expect(output).toContain('player1 / player1-pass');
      expect((await fetch(`${url}/api/settings/`)).status).toBe(200);
      const html = await fetch(`${url}/`, { headers: { Accept: 'text/html' } });
      expect(html.status).toBe(503);
      expect(await html.text()).toContain('The front end is not built');
    } finally {
      expect(await server.stop()).toBe(0);
    }
  });

  it('exits 1 with a message when it cannot start', () => {
    const result = spawnSync(process.execPath, [startScript], {
      // Nothing listens on port 1: the PostgreSQL connection is refused at once.
      env: { ...process.env, SKIP_BUILD: '1', PORT: '0', DATA_DIR: tempDir(), DATABASE_URL: 'postgres://user:hidden-pw@127.0.0.1:1/x' },
      encoding: 'utf8',
      timeout: 10_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('The sandbox could not start: Could not connect to PostgreSQL at postgres://user@127.0.0.1:1/x');
    expect(result.stderr).not.toContain('hidden-pw');
  });
});
