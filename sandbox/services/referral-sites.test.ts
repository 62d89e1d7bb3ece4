import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestSandbox, type TestSandbox } from '../testing.ts';
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
