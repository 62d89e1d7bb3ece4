import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseMoney } from '../money.ts';
import { createTestSandbox, type TestSandbox } from '../testing.ts';
import { findUserByUsername, updateUser } from '../users.ts';
import { cachedUser, userRowsChanged, userVersion } from './access-cache.ts';

/**
 * §5 Bounds: the user poll answers from memory (access-cache.ts), and every security property of a fresh read
 * holds: an ended session, a ban, an expired token or a changed balance is seen by the very next poll, and a
 * player never gets another's answer. Times move with the sandbox's clock.
 */
let sandbox: TestSandbox;
beforeAll(async () => {
  sandbox = await createTestSandbox();
});
afterAll(() => sandbox.dispose());

const password = 'Abc#123x';
let players = 0;

async function player() {
  const username = `poll${++players}${Math.random().toString(36).slice(2, 6)}`;
  const registered = await sandbox.register({ body: { username, email: `${username}@example.test`, password, terms_accepted: true } });
  expect(registered.status).toBe(202);
  const id = (await findUserByUsername(sandbox.context.db, username))!.id;
  await updateUser(sandbox.context.db, id, { emailVerified: true });
  return { id, username, ...(await sandbox.login(username, password)) };
}

const poll = (access: string) => sandbox.call('GET', '/api/accounts/user', { token: access });

/** Polls twice, so the second answer is the one kept in memory. */
async function pollTwice(access: string) {
  expect((await poll(access)).status).toBe(200);
  const kept = await poll(access);
  expect(kept.status).toBe(200);
  return kept;
}

describe('the user poll from memory', () => {
  it("answers each player with their own data, never another's", async () => {
    const [first, second] = [await player(), await player()];
    await pollTwice(first.access);
    await pollTwice(second.access);
    for (let round = 0; round < 3; round++) {
      expect((await poll(first.access)).json).toMatchObject({ id: first.id, username: first.username });
      expect((await poll(second.access)).json).toMatchObject({ id: second.id, username: second.username });
    }
  });

  it('stops answering a signed-out session at once, and its other sessions keep answering', async () => {
    const { username, access, refresh } = await player();
    const other = await sandbox.login(username, password);
    await pollTwice(access);
    await pollTwice(other.access);
    expect((await sandbox.call('POST', '/api/accounts/logout/', { token: access, body: { refresh } })).status).toBeLessThan(300);
    expect(await poll(access)).toMatchObject({ status: 401, json: { code: 'token_not_valid' } });
    expect((await poll(other.access)).status).toBe(200);
  });

  it('refuses a banned player at once', async () => {
    const { id, access } = await player();
    await pollTwice(access);
    await updateUser(sandbox.context.db, id, { banned: true });
    expect(await poll(access)).toMatchObject({ status: 403, json: { code: 'user_is_banned' } });
  });

  it('refuses a token once it expires, though its claims were checked before', async () => {
    const { access } = await player();
    await pollTwice(access);
    sandbox.clock.advance(sandbox.context.config.accessTokenTtlSeconds * 1000 + 1000);
    expect(await poll(access)).toMatchObject({ status: 401, json: { code: 'token_not_valid' } });
  });

  it('refuses a forged token even when a genuine one with the same claims is kept', async () => {
    const { access } = await player();
    await pollTwice(access);
    const [header, claims, signature] = access.split('.');
    const forged = `${header}.${claims}.${signature.slice(0, -2)}${signature.endsWith('AA') ? 'AB' : 'AA'}`;
    expect(await poll(forged)).toMatchObject({ status: 401, json: { code: 'token_not_valid' } });
  });

  it('shows a balance change and a name change on the very next poll', async () => {
    const { id, access } = await player();
    expect((await pollTwice(access)).json.balance).toBe('0.00');
    await sandbox.context.ledger.credit(id, 'cash', parseMoney('12.5')!, { reason: 'test-funding', idempotencyKey: `poll-fund-${id}` });
    expect((await poll(access)).json.balance).toBe('12.50');
    const renamed = await sandbox.call('PATCH', '/api/accounts/user', { token: access, body: { firstName: 'Amel' } });
    expect(renamed.status).toBe(200);
    expect((await poll(access)).json.firstName).toBe('Amel');
  });

  it('never keeps a row read while a write to it was under way', async () => {
    const { id } = await player();
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let started!: () => void;
    const readStarted = new Promise<void>((resolve) => (started = resolve));
    const reading = cachedUser(sandbox.context, id, async () => {
      const row = await findUserByUsername(sandbox.context.db, 'player1');
      started();
      await gate;
      return row;
    });
    await readStarted;
    userRowsChanged(sandbox.context.db, id);
    release();
    await reading;
    // The row read before the write is not served: the next read goes to the database.
    let reads = 0;
    await cachedUser(sandbox.context, id, async () => {
      reads += 1;
      return findUserByUsername(sandbox.context.db, 'player1');
    });
    expect(reads).toBe(1);
  });

  it('bumps a write inside a transaction again when the transaction ends', async () => {
    const { id } = await player();
    const before = userVersion(id);
    let during = 0;
    await sandbox.context.db.transaction(async (tx) => {
      await updateUser(tx, id, { firstName: 'Inside' });
      during = userVersion(id);
    });
    expect(during).toBe(before + 1);
    expect(userVersion(id)).toBe(before + 2);
  });
});

describe('the writes the copies depend on', () => {
  // Every write to the tables the copies are made of goes through the three modules that tell access-cache.ts.
  const owners = new Map([
    ['users', 'sandbox/users.ts'],
    ['ledger_entries', 'sandbox/ledger.ts'],
    ['auth_sessions', 'sandbox/auth/sessions.ts'],
  ]);
  const root = join(import.meta.dirname, '..', '..');
  const files = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) return name === 'node_modules' || name === 'migrations' ? [] : files(path);
      return /\.ts$/.test(name) && !/\.test\.ts$/.test(name) ? [path] : [];
    });

  it('are made only by users.ts, ledger.ts and auth/sessions.ts', () => {
    const found: string[] = [];
    for (const path of [...files(join(root, 'sandbox')), ...files(join(root, 'server')), ...files(join(root, 'scripts'))]) {
      const text = readFileSync(path, 'utf8');
      const file = relative(root, path);
      for (const [table, owner] of owners) {
        const write = new RegExp(`\\b(UPDATE|INSERT\\s+INTO|DELETE\\s+FROM)\\s+${table}\\b`, 'i');
        if (write.test(text) && file !== owner) found.push(`${file} writes ${table}`);
      }
    }
    expect(found).toEqual([]);
  });
});
