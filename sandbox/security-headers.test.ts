import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogue } from './games/catalogue.ts';
import { createTestSandbox, type TestSandbox } from './testing.ts';

/**
 * §7 Security headers: the headers of `/`, an API call and a game page. Until now `/` had no CSP, no X-Frame-Options, no
 * Permissions-Policy and no COOP (Observatory F, 15/100), and the game page let any localhost port frame it.
 * Each check below fails on a missing or weakened header.
 */
const root = mkdtempSync(join(tmpdir(), 'sandbox-headers-test-'));
const dist = join(root, 'dist');
// The real template: what the build turns into dist/index.html, plus a bundle as the build adds it.
const template = readFileSync(join(import.meta.dirname, '..', 'src', 'index.html'), 'utf8').replace('</head>', '<script defer src="/static/js/index.1a2b3c4d.js"></script></head>');

beforeAll(() => {
  mkdirSync(join(dist, 'static', 'js'), { recursive: true });
  writeFileSync(join(dist, 'index.html'), template);
  writeFileSync(join(dist, 'static', 'js', 'index.1a2b3c4d.js'), 'document.body.dataset.ready = "1";');
  writeFileSync(join(dist, 'sw.js'), 'self.addEventListener("fetch", () => {});');
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

type Csp = Map<string, string[]>;
function parseCsp(header: string | null): Csp {
  expect(header, 'Content-Security-Policy').toBeTruthy();
  const policy: Csp = new Map();
  for (const directive of header!.split(';')) {
    const [name, ...sources] = directive.trim().split(/\s+/);
    if (name) policy.set(name.toLowerCase(), sources);
  }
  return policy;
}

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
const weakSources = ["'unsafe-inline'", "'unsafe-eval'", "'unsafe-hashes'", "'strict-dynamic'", '*', 'data:', 'blob:', 'http:', 'https:'];

/** The headers every answer of the site, the API and the game origin carries. */
function expectCommonHeaders(headers: Headers, where: string) {
  expect(headers.get('x-content-type-options'), where).toBe('nosniff');
  expect(headers.get('referrer-policy'), where).toBe('strict-origin-when-cross-origin');
  expect(headers.get('cross-origin-opener-policy'), where).toBe('same-origin');
  const permissions = headers.get('permissions-policy') ?? '';
  for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb']) expect(permissions, `${where} ${feature}`).toContain(`${feature}=()`);
}

/** Answers that render nothing must allow nothing and never be framed. */
function expectLockedDown(headers: Headers, where: string) {
  const csp = parseCsp(headers.get('content-security-policy'));
  expect(csp.get('default-src'), where).toEqual(["'none'"]);
  expect(csp.get('frame-ancestors'), where).toEqual(["'none'"]);
  expect(csp.get('base-uri'), where).toEqual(["'none'"]);
  expect([...csp.keys()].filter((name) => name.endsWith('-src') && name !== 'default-src'), where).toEqual([]);
  expect(headers.get('x-frame-options'), where).toBe('DENY');
}

describe('security headers over http (PUBLIC_URL http://localhost:PORT)', () => {
  let sandbox: TestSandbox;
  beforeAll(async () => {
    sandbox = await createTestSandbox({ dataDir: join(root, 'http'), staticDir: dist });
  });
  afterAll(() => sandbox.dispose());

  it('/: a CSP with scripts from the site, the runtime settings by hash and the script-loaded sport embeds only, no inline script, frames from the game origin only', async () => {
    const response = await fetch(`${sandbox.url}/`, { headers: { Accept: 'text/html' } });
    expect(response.status).toBe(200);
    const html = await response.text();
    const csp = parseCsp(response.headers.get('content-security-policy'));
    const inlineScripts = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) => match[1]);
    expect(inlineScripts).toHaveLength(1);
    expect(inlineScripts[0]).toMatch(/^window\.__RUNTIME_CONFIG__=/);
    // Exactly the bundles' origin, the runtime settings' hash and the configured script embeds' origin (here the
    // stand-ins on the game origin): an injected inline script has no way in.
    expect(csp.get('script-src')).toEqual(["'self'", sha256(inlineScripts[0]), sandbox.context.config.gameOrigin]);
    expect(csp.get('default-src')).toEqual(["'none'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('base-uri')).toEqual(["'none'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'self'"]);
    expect(csp.get('frame-src')).toEqual([sandbox.context.config.gameOrigin]);
    expect(csp.get('connect-src')).toEqual(["'self'"]);
    expect(csp.get('form-action')).toEqual(["'self'"]);
    expect(csp.get('img-src')).toEqual(["'self'", 'data:', sandbox.context.config.gameOrigin]);
    expect(csp.get('worker-src')).toEqual(["'self'"]);
    // Emotion's run-time <style> tags need inline styles; nothing else may be loose.
    expect(csp.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
    for (const [name, sources] of csp) {
      if (name === 'style-src' || name === 'img-src') continue;
      expect(sources.filter((source) => weakSources.includes(source)), name).toEqual([]);
    }
    expect(response.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(response.headers.get('cross-origin-resource-policy')).toBe('same-origin');
    expectCommonHeaders(response.headers, '/');
    expect(response.headers.get('permissions-policy')).toContain(`fullscreen=(self "${sandbox.context.config.gameOrigin}")`);
    // HSTS over plain http would pin localhost's port to https; it comes with an https PUBLIC_URL (below).
    expect(response.headers.get('strict-transport-security')).toBeNull();
  });

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

  it('the hosted payment page posts to the site only and is never framed; the service worker fetches from the site only', async () => {
    await sandbox.call('POST', '/api/accounts/registration/', { body: { username: 'headerpayer', email: 'headerpayer@example.test', password: 'Abc#123x', terms_accepted: true } });
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

    const worker = await fetch(`${sandbox.url}/sw.js`);
    const workerCsp = parseCsp(worker.headers.get('content-security-policy'));
    expect(workerCsp.get('default-src')).toEqual(["'none'"]);
    expect(workerCsp.get('connect-src')).toEqual(["'self'"]);
    const bundle = await fetch(`${sandbox.url}/static/js/index.1a2b3c4d.js`);
    expectLockedDown(bundle.headers, 'bundle');
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
      staticDir: dist,
      publicUrl: 'https://play.example.test',
      gameOrigin: 'https://games.example.test',
      sportOrigins: ['https://sport.example.test'],
      // Two embeds elsewhere (config/sport-embeds `originSetting`); the third stays on the stand-ins' game origin.
      sportEmbedOrigins: { sft: 'https://frames.example.test', dgt: 'https://scripts.example.test' },
      apiBaseUrl: 'https://api.example.test/v1',
    });
  });
  afterAll(() => sandbox.dispose());

  it('sends HSTS on the site, the API and the game origin, and lists exactly the configured origins', async () => {
    const page = await fetch(`${sandbox.url}/`, { headers: { Accept: 'text/html' } });
    const csp = parseCsp(page.headers.get('content-security-policy'));
    expect(csp.get('frame-src')).toEqual(['https://games.example.test', 'https://sport.example.test', 'https://frames.example.test', 'https://scripts.example.test']);
    // Scripts only from the embeds that load one (the widget kit on the game origin, the bootstrapper); the framed page's origin runs no script here.
    expect(csp.get('script-src')!.filter((source) => source.startsWith('https:'))).toEqual(['https://games.example.test', 'https://scripts.example.test']);
    expect(csp.get('connect-src')).toEqual(["'self'", 'https://api.example.test']);
    const settings = /__RUNTIME_CONFIG__=(\{.*?\})<\/script>/.exec(await page.clone().text());
    expect(JSON.parse(settings![1]).sportEmbedOrigins).toEqual({ sft: 'https://frames.example.test', alt: 'https://games.example.test', dgt: 'https://scripts.example.test' });
    expect(csp.has('upgrade-insecure-requests')).toBe(true);
    const api = await fetch(`${sandbox.url}/api/settings/`);
    const launched = await sandbox.call('POST', '/api/casino/outcome/login/demo/', { body: { GameId: catalogue('outcome')[1].numericId } });
    const game = await fetch(launched.json.session_url.replace('https://games.example.test', sandbox.gameOriginUrl));
    expect(parseCsp(game.headers.get('content-security-policy')).get('frame-ancestors')).toEqual(['https://play.example.test']);
    for (const [where, response] of [['/', page], ['api', api], ['game page', game]] as const) {
      expect(response.headers.get('strict-transport-security'), where).toBe('max-age=63072000; includeSubDomains');
    }
  });
});
