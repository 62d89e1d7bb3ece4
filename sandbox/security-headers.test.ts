import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectCommonHeaders, expectLockedDown, parseCsp } from '../http/security-headers-testing.ts';
import { catalogue } from './games/catalogue.ts';
import { createTestSandbox, type TestSandbox } from './testing.ts';

/**
 * §7 Security headers: the headers of an API call, the payment page and a game page. The game page once let any
 * localhost port frame it. Each check below fails on a missing or weakened header. The site's pages and files are
 * the site's server's (server/security-headers.test.ts).
 */
const root = mkdtempSync(join(tmpdir(), 'sandbox-headers-test-'));

afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('security headers over http (PUBLIC_URL http://localhost:PORT)', () => {
  let sandbox: TestSandbox;
  beforeAll(async () => {
    sandbox = await createTestSandbox({ dataDir: join(root, 'http') });
  });
  afterAll(() => sandbox.dispose());

  it('an API call: nothing may run or frame it, not cached, and no CORS for a foreign or another localhost origin', async () => {
    for (const [path, status] of [
      ['/api/settings/', 200],
      ['/api/accounts/user', 401],
      ['/api/nothing-here', 404],
    ] as const) {
      const response = await fetch(`${sandbox.url}${path}`, { headers: { Origin: 'http://localhost:3100' } });
      expect(response.status, path).toBe(status);
      expectLockedDown(response.headers, path);
      expectCommonHeaders(response.headers, path);
      expect(response.headers.get('cache-control'), path).toBe('no-store');
      expect(response.headers.get('access-control-allow-origin'), path).toBeNull();
    }
  });

  it('a game page: its inline script and style by a nonce of this answer only, framed by the site alone', async () => {
    const launched = await sandbox.call('POST', '/api/casino/outcome/login/demo/', { body: { GameId: catalogue('outcome')[1].numericId } });
    const url = launched.json.session_url as string;
    const nonces: string[] = [];
    for (let load = 0; load < 2; load++) {
      const response = await fetch(url);
      expect(response.status).toBe(200);
      const html = await response.text();
      const csp = parseCsp(response.headers.get('content-security-policy'));
      const nonce = /<script nonce="([^"]+)">/.exec(html)?.[1];
      expect(nonce).toBeTruthy();
      expect(html).toContain(`<style nonce="${nonce}">`);
      expect(html.match(/<script\b/g)).toHaveLength(1);
      expect(csp.get('script-src')).toEqual([`'nonce-${nonce}'`]);
      expect(csp.get('style-src')).toEqual([`'nonce-${nonce}'`]);
      expect(csp.get('default-src')).toEqual(["'none'"]);
      expect(csp.get('connect-src')).toEqual(["'self'"]);
      expect(csp.get('object-src')).toEqual(["'none'"]);
      expect(csp.get('base-uri')).toEqual(["'none'"]);
      // Before §7 Security headers: frame-ancestors <site> http://localhost:* http://127.0.0.1:* (any local page could frame it).
      expect(csp.get('frame-ancestors')).toEqual([sandbox.publicUrl]);
      expect(response.headers.get('x-frame-options')).toBeNull();
      expectCommonHeaders(response.headers, 'game page');
      nonces.push(nonce!);
    }
    expect(nonces[0]).not.toBe(nonces[1]);
    // Posters are loaded by the site from this other origin; everything else there is locked down.
    const poster = await fetch(`${sandbox.gameOriginUrl}/images/fourth/${encodeURIComponent(catalogue('fourth')[0].gameId)}.svg`);
    expect(poster.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    expectLockedDown(poster.headers, 'poster');
    const ended = await fetch(`${sandbox.gameOriginUrl}/play/no-such-session`);
    expect(ended.status).toBe(404);
    expectLockedDown(ended.headers, 'ended game');
  });

  it('the hosted payment page posts to the site only and is never framed', async () => {
    await sandbox.register({ body: { username: 'headerpayer', email: 'headerpayer@example.test', password: 'Abc#123x', terms_accepted: true } });
    await sandbox.call('PATCH', '/sandbox/users/headerpayer', { body: { emailVerified: true } });
    const { access } = await sandbox.login('headerpayer', 'Abc#123x');
    const created = await sandbox.call('POST', '/api/backoffice/payments/deposit/', {
      token: access,
      body: { amount: '20', payment_system: 'sandbox-card' },
      headers: { 'Idempotency-Key': `headers-${crypto.randomUUID()}` },
    });
    const page = await fetch(created.json.redirectLink.replace(sandbox.publicUrl, sandbox.url));
    expect(page.status).toBe(200);
    const csp = parseCsp(page.headers.get('content-security-policy'));
    expect(csp.get('default-src')).toEqual(["'none'"]);
    expect(csp.get('script-src')).toBeUndefined();
    expect(csp.get('form-action')).toEqual(["'self'", sandbox.publicUrl]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(page.headers.get('x-frame-options')).toBe('DENY');

  });

  it('the test hooks and their refusals carry the same headers', async () => {
    const refused = await sandbox.app.request('/sandbox/outbox');
    expect(refused.status).toBe(403);
    expectLockedDown(refused.headers, 'refused hook');
    expectCommonHeaders(refused.headers, 'refused hook');
  });
});

describe('security headers with an https PUBLIC_URL, sport origins and an API on another origin', () => {
  let sandbox: TestSandbox;
  beforeAll(async () => {
    sandbox = await createTestSandbox({
      dataDir: join(root, 'https'),
      publicUrl: 'https://play.example.test',
      gameOrigin: 'https://games.example.test',
      sportOrigins: ['https://sport.example.test'],
      // Two embeds elsewhere (config/sport-embeds `originSetting`); the third stays on the stand-ins' game origin.
      sportEmbedOrigins: { sft: 'https://frames.example.test', dgt: 'https://scripts.example.test' },
      apiBaseUrl: 'https://api.example.test/v1',
    });
  });
  afterAll(() => sandbox.dispose());

  it('sends HSTS on the API and the game origin', async () => {
    const api = await fetch(`${sandbox.url}/api/settings/`);
    expect(api.status).toBe(200);
    const launched = await sandbox.call('POST', '/api/casino/outcome/login/demo/', { body: { GameId: catalogue('outcome')[1].numericId } });
    const game = await fetch(launched.json.session_url.replace('https://games.example.test', sandbox.gameOriginUrl));
    expect(parseCsp(game.headers.get('content-security-policy')).get('frame-ancestors')).toEqual(['https://play.example.test']);
    for (const [where, response] of [['api', api], ['game page', game]] as const) {
      expect(response.headers.get('strict-transport-security'), where).toBe('max-age=63072000; includeSubDomains');
    }
  });
});
