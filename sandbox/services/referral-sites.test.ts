import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readMigrations } from '../db/migrate.ts';
import { createTestSandbox, sandboxOn, testBackends, type CallResult, type TestSandbox } from '../testing.ts';
import { isWebLink } from './referral.ts';

// §5 Referral site, §8 referral_site_name_blank, referral_site_link_blank, referral_site_link_invalid.
let sandbox: TestSandbox;
beforeAll(async () => {
  sandbox = await createTestSandbox();
});
afterAll(() => sandbox.dispose());

const path = '/api/referral/sites/';
async function player(username: string): Promise<string> {
  await sandbox.register({ body: { username, email: `${username}@example.test`, password: 'Abc#123x', terms_accepted: true } });
  return (await sandbox.login(username, 'Abc#123x')).access;
}

describe('referral sites', () => {
  it('registers, lists and removes a player\'s sites', async () => {
    const access = await player('promoter');
    const created = await sandbox.call('POST', path, { token: access, body: { name: '  My blog ', link: 'https://blog.example.tn/paris' } });
    expect(created.status).toBe(201);
    expect(created.json).toMatchObject({ name: 'My blog', link: 'https://blog.example.tn/paris' });
    expect((await sandbox.call('POST', path, { token: access, body: { name: 'Again', link: 'https://blog.example.tn/paris' } })).status).toBe(409);
    const listed = await sandbox.call('GET', path, { token: access });
    expect(listed.json.map((site: { name: string }) => site.name)).toEqual(['My blog']);
    expect((await sandbox.call('DELETE', `${path}${created.json.id}/`, { token: access })).status).toBe(204);
    expect((await sandbox.call('GET', path, { token: access })).json).toEqual([]);
    expect((await sandbox.call('DELETE', `${path}${created.json.id}/`, { token: access })).status).toBe(404);
  });

  it('answers the §8 codes by field', async () => {
    const access = await player('careless');
    const cases: [Record<string, string>, [string, string][]][] = [
      [{ name: ' ', link: 'https://a.example' }, [['name', 'referral_site_name_blank']]],
      [{ name: 'Site', link: '' }, [['link', 'referral_site_link_blank']]],
      [{ name: 'Site', link: 'not a link' }, [['link', 'referral_site_link_invalid']]],
      [{ name: 'Site', link: 'javascript:alert(1)' }, [['link', 'referral_site_link_invalid']]],
      [{ name: '', link: 'ftp://files.example' }, [['name', 'referral_site_name_blank'], ['link', 'referral_site_link_invalid']]],
    ];
    for (const [body, expected] of cases) {
      const refused = await sandbox.call('POST', path, { token: access, body });
      expect(refused.status, JSON.stringify(body)).toBe(400);
      expect(refused.json.errors.map((error: { field: string; code: string }) => [error.field, error.code])).toEqual(expected);
    }
    for (const body of [{}, { name: 'x' }, { name: 'x'.repeat(101), link: 'https://a.example' }, { name: 'x', link: 'https://a.example', extra: 1 }, []]) {
      expect((await sandbox.call('POST', path, { token: access, body })).status, JSON.stringify(body)).toBe(400);
    }
    expect((await sandbox.call('DELETE', `${path}abc/`, { token: access })).status).toBe(400);
  });

  it('refuses a guest, another player and another role', async () => {
    const owner = await player('siteowner');
    const other = await player('siteother');
    const site = (await sandbox.call('POST', path, { token: owner, body: { name: 'Mine', link: 'https://mine.example' } })).json;
    expect((await sandbox.call('GET', path)).status).toBe(401);
    expect((await sandbox.call('POST', path, { body: { name: 'x', link: 'https://x.example' } })).status).toBe(401);
    expect((await sandbox.call('GET', path, { token: other })).json).toEqual([]);
    expect((await sandbox.call('DELETE', `${path}${site.id}/`, { token: other })).status).toBe(404);
    const agent = (await sandbox.login('agent1')).access;
    for (const [method, target] of [['GET', path], ['POST', path], ['DELETE', `${path}${site.id}/`]] as const) {
      const refused = await sandbox.call(method, target, { token: agent, body: method === 'POST' ? { name: 'x', link: 'https://x.example' } : undefined });
      expect(refused.status, `${method} ${target}`).toBe(403);
    }
    expect((await sandbox.call('GET', path, { token: owner })).json).toHaveLength(1);
  });

  it('keeps the first of a link stored twice before the unique index (migration 610)', async () => {
    const access = await player('twicestored');
    const { db } = sandbox.context;
    const id = (await db.get<{ id: number }>('SELECT id FROM users WHERE username = ?', ['twicestored']))!.id;
    await db.exec('DROP INDEX referral_sites_user_link');
    for (const [name, link] of [['First', 'https://twice.example'], ['Second', 'https://twice.example'], ['Other', 'https://other.example']]) {
      await db.run('INSERT INTO referral_sites (user_id, name, link, created_at) VALUES (?, ?, ?, ?)', [id, name, link, 1]);
    }
    await db.exec(readMigrations().find((migration) => migration.version === 610)!.sql);
    expect(((await sandbox.call('GET', path, { token: access })).json as { name: string }[]).map((site) => site.name).sort()).toEqual(['First', 'Other']);
    await expect(db.run('INSERT INTO referral_sites (user_id, name, link, created_at) VALUES (?, ?, ?, ?)', [id, 'Third', 'https://twice.example', 2])).rejects.toThrow();
  });

  it('accepts exactly http(s) web addresses', () => {
    fc.assert(
      fc.property(fc.webUrl({ validSchemes: ['http', 'https'] }), (url) => {
        const host = new URL(url).hostname;
        expect(isWebLink(url)).toBe(host.includes('.') || host === 'localhost');
      }),
    );
    for (const bad of ['example.com', 'http://', 'https://user:pw@a.example', 'mailto:a@b.tn', 'https://a .example', 'data:text/html,x']) expect(isWebLink(bad), bad).toBe(false);
  });
});

/**
 * §5 Bounds under 50 simultaneous requests of one player, over the real HTTP server, on SQLite and on a real PostgreSQL
 * server with a pool of 10 connections (as sandbox/services/money-races.test.ts). Before the fix, on PostgreSQL, 24
 * sites were stored against the limit of 20 and one link three times.
 */
const backends = testBackends();

describe.each(backends)('referral sites under 50 simultaneous requests: $name', (backend) => {
  const racing = sandboxOn(backend);

  let players = 0;
  async function racer(): Promise<string> {
    const username = `siteracer${++players}`;
    await racing().register({ body: { username, email: `${username}@example.test`, password: 'Abc#123x', terms_accepted: true } });
    return (await racing().login(username, 'Abc#123x')).access;
  }
  const burst = (request: (index: number) => Promise<CallResult>) => Promise.all(Array.from({ length: 50 }, (_, index) => request(index)));
  const statuses = (results: CallResult[]) => results.reduce<Record<number, number>>((counts, result) => ({ ...counts, [result.status]: (counts[result.status] ?? 0) + 1 }), {});
  const stored = async (access: string) => ((await racing().call('GET', path, { token: access })).json as { link: string }[]).map((site) => site.link);

  it('stores exactly 20 of 50 simultaneous new sites', async () => {
    const access = await racer();
    const results = await burst((index) => racing().call('POST', path, { token: access, body: { name: `Site ${index}`, link: `https://site${index}.example.tn/` }, network: true }));
    expect(statuses(results)).toEqual({ 201: 20, 422: 30 });
    expect(new Set(results.filter((result) => result.status === 422).map((result) => result.json.code))).toEqual(new Set(['referral_sites_limit']));
    expect(await stored(access)).toHaveLength(20);
  });

  it('stores one link once of 50 simultaneous registrations of it', async () => {
    const access = await racer();
    const results = await burst((index) => racing().call('POST', path, { token: access, body: { name: `Blog ${index}`, link: 'https://blog.example.tn/' }, network: true }));
    expect(statuses(results)).toEqual({ 201: 1, 409: 49 });
    expect(new Set(results.filter((result) => result.status === 409).map((result) => result.json.code))).toEqual(new Set(['already_exists']));
    expect(await stored(access)).toEqual(['https://blog.example.tn/']);
  });
});
