import { afterAll, beforeAll } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { hashPassword } from './auth/passwords.ts';
import { createClock } from './clock.ts';
import { controlSecretHeader } from './control.ts';
import { startSandbox, type RunningSandbox, type StartOptions } from '../scripts/start.ts';
import { startTemporaryPostgres } from './db/temporary-postgres.ts';
import { insertUser } from './users.ts';

/**
 * Test support: a sandbox on free ports with its own temporary data folder and a clock the test moves, plus a
 * small JSON client that goes through app.request (in-process, no sockets) unless told to use the real URL.
 * The /sandbox/* test hooks are on (controlRoutes: false turns them off) and call() adds their secret header
 * (control.ts) to every /sandbox/ path, so tests drive them as before.
 */
export interface TestSandbox extends RunningSandbox {
  dataDir: string;
  call(method: string, path: string, options?: CallOptions): Promise<CallResult>;
  login(username?: string, password?: string): Promise<{ access: string; refresh: string; user: Record<string, unknown> }>;
  /** A new player of the test's own, signed in, with `cash` and `bonus` (minor units) in the wallet; not through registration. */
  newPlayer(funds?: { cashMinor?: number; bonusMinor?: number; emailVerified?: boolean }): Promise<{ id: number; username: string; access: string }>;
  /**
   * §5 Registration as a newcomer goes through it: POST /api/accounts/registration/ with `options`, then the link the
   * e-mail carries when it is one that makes the account (its address is then confirmed). Returns the registration's
   * answer; the account, if one was made, signs in with sandbox.login.
   */
  register(options: CallOptions): Promise<CallResult>;
  /** Stops the sandbox and deletes its data folder. */
  dispose(): Promise<void>;
}

export interface CallOptions {
  body?: unknown;
  /** Sent as is (not JSON-encoded). */
  rawBody?: string;
  token?: string;
  headers?: Record<string, string>;
  /** Over the network to sandbox.url instead of app.request. */
  network?: boolean;
}

export interface CallResult {
  status: number;
  headers: Headers;
  text: string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  json: any;
}

export async function createTestSandbox(options: StartOptions & { dataDir?: string } = {}): Promise<TestSandbox> {
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'sandbox-test-'));
  const sandbox = await startSandbox({
    port: 0,
    quiet: true,
    staticDir: join(dataDir, 'no-dist'),
    clock: createClock(),
    controlRoutes: true,
    // In-process calls share one client address and unit tests register many players: the per-address
    // registration limit's own tests pass the production figure (throttlePolicies.registrationAddress).
    registrationsPerAddressPerHour: 10_000,
    ...options,
    dataDir,
  });
  const { controlSecret } = sandbox.context.config;

  const call = async (method: string, path: string, callOptions: CallOptions = {}): Promise<CallResult> => {
    const headers: Record<string, string> = { ...callOptions.headers };
    let body: string | undefined;
    if (callOptions.rawBody !== undefined) body = callOptions.rawBody;
    else if (callOptions.body !== undefined) body = JSON.stringify(callOptions.body);
    if (body !== undefined && !Object.keys(headers).some((name) => name.toLowerCase() === 'content-type')) headers['Content-Type'] = 'application/json';
    if (callOptions.token) headers.Authorization = `Bearer ${callOptions.token}`;
    if (path.startsWith('/sandbox/') && !Object.keys(headers).some((name) => name.toLowerCase() === controlSecretHeader.toLowerCase())) {
      headers[controlSecretHeader] = controlSecret;
    }
    const init = { method, headers, body };
    const response = callOptions.network ? await fetch(sandbox.url + path, init) : await sandbox.app.request(path, init);
    const text = await response.text();
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      json = undefined;
    }
    return { status: response.status, headers: response.headers, text, json };
  };

  return {
    ...sandbox,
    dataDir,
    call,
    login: async (username = 'player1', password = `${username}-pass`) => {
      const result = await call('POST', '/api/accounts/login/', { body: { username, password } });
      if (result.status !== 200) throw new Error(`login ${username} failed: ${result.status} ${result.text}`);
      return result.json;
    },
    newPlayer: async (funds = {}) => {
      const username = `player-${crypto.randomUUID().slice(0, 12)}`;
      const password = 'Abc#123x';
      const { db, ledger, clock } = sandbox.context;
      const user = await insertUser(db, { username, email: `${username}@example.test`, passwordHash: await hashPassword(password), dateJoined: clock.now(), emailVerified: funds.emailVerified });
      if (!user) throw new Error(`could not create ${username}`);
      if (funds.cashMinor) await ledger.credit(user.id, 'cash', funds.cashMinor, { reason: 'test-funding', idempotencyKey: `fund-cash-${username}`, balanceCap: 'exempt' });
      if (funds.bonusMinor) await ledger.credit(user.id, 'bonus', funds.bonusMinor, { reason: 'test-funding', idempotencyKey: `fund-bonus-${username}` });
      const login = await call('POST', '/api/accounts/login/', { body: { username, password } });
      if (login.status !== 200) throw new Error(`login ${username} failed: ${login.status} ${login.text}`);
      return { id: user.id, username, access: login.json.access as string };
    },
    register: async (registration) => {
      const registered = await call('POST', '/api/accounts/registration/', registration);
      const email = (registration.body as { email?: unknown } | undefined)?.email;
      if (registered.status === 202 && typeof email === 'string') {
        const mail = (await call('GET', `/sandbox/outbox?to=${encodeURIComponent(email.trim())}&limit=1`)).json?.items?.[0] as { kind: string; link: string } | undefined;
        if (mail?.kind === 'registration') {
          const opened = await call('POST', '/api/accounts/registration/verify-email/', { body: { key: mail.link.split('/verify/')[1] } });
          if (opened.status !== 200) throw new Error(`registration link of ${email} failed: ${opened.status} ${opened.text}`);
        }
      }
      return registered;
    },
    dispose: async () => {
      await sandbox.close();
      if (!options.dataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * The databases a money or race test runs on: SQLite in the sandbox's temporary folder, and a real PostgreSQL server
 * started for the test (sandbox/db/temporary-postgres.ts: PGlite has one session and could never show a race), with
 * a pool of `poolSize` connections. `database()` gives the options and the stop of the database alone, for tests
 * that start a sandbox of their own kind (the sportsbook's).
 */
export interface TestBackend {
  name: string;
  start(options?: StartOptions & { dataDir?: string }): Promise<{ sandbox: TestSandbox; stop(): Promise<void> }>;
  database(): Promise<{ options: Pick<StartOptions, 'databaseUrl' | 'databasePoolSize'>; stop(): Promise<void> }>;
}

export function testBackends({ poolSize = 10 }: { poolSize?: number } = {}): TestBackend[] {
  const backend = (name: string, database: TestBackend['database']): TestBackend => ({
    name,
    database,
    start: async (options = {}) => {
      const opened = await database();
      try {
        const sandbox = await createTestSandbox({ ...options, ...opened.options });
        return { sandbox, stop: async () => { await sandbox.dispose(); await opened.stop(); } };
      } catch (error) {
        await opened.stop();
        throw error;
      }
    },
  });
  return [
    backend('SQLite', async () => ({ options: {}, stop: async () => {} })),
    backend(`PostgreSQL (real server, pool of ${poolSize})`, async () => {
      const server = await startTemporaryPostgres();
      return { options: { databaseUrl: server.url, databasePoolSize: poolSize }, stop: () => server.stop() };
    }),
  ];
}

/**
 * An open ticket of an external sport integration (a sport_tickets row with no sportsbook details, as the
 * integration reports it): the kind a player sells back at its stake while it waits (§7 ticket/{id}/cancel).
 * The seeded player's open tickets are the sandbox's own sportsbook's, sold through the cash-out instead.
 */
export async function integrationTicket(sandbox: TestSandbox, userId: number, stakeMinor: number): Promise<number> {
  const now = sandbox.clock.now();
  const row = await sandbox.context.db.get<{ id: number }>(
    `INSERT INTO sport_tickets (user_id, ticket_id, ticket_code, ticket_type, amount_in_minor, amount_out_minor, coef, status, provider, producer, is_free_bet, created_at)
     VALUES (?, ?, ?, 'single', ?, 0, '1.85', 'Wait', 'sft', 'sft', 0, ?) RETURNING id`,
    [userId, `integration-${userId}-${now}-${stakeMinor}`, `IT${String(now).slice(-6)}`, stakeMinor, now],
  );
  return row!.id;
}

/** A fresh sandbox with the seeded player signed in: how many a suite starts. */
export async function signedInSandbox(options: StartOptions & { dataDir?: string } = {}): Promise<{ sandbox: TestSandbox; access: string }> {
  const sandbox = await createTestSandbox(options);
  return { sandbox, access: (await sandbox.login()).access };
}

/** Starts a sandbox on `backend` before the suite's tests and stops it after them; the function answers it. */
export function sandboxOn(backend: TestBackend, options?: StartOptions): () => TestSandbox {
  let started: { sandbox: TestSandbox; stop(): Promise<void> } | undefined;
  beforeAll(async () => {
    started = await backend.start(options);
  }, 120_000);
  afterAll(() => started?.stop());
  return () => {
    if (!started) throw new Error(`the ${backend.name} sandbox is not started yet`);
    return started.sandbox;
  };
}
