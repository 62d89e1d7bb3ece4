import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectCommonHeaders, expectLockedDown, parseCsp } from '../http/security-headers-testing.ts';
import { startSiteServer, type RunningSite } from './main.ts';

/**
 * §7 Security headers of the site's own pages and files: the CSP of a page (its inline scripts by a nonce made for
 * that answer alone), the service worker's, the files'. Each check below fails on a missing or weakened header.
 * The API's and the game origin's headers are the sandbox's (sandbox/security-headers.test.ts).
 */
const root = mkdtempSync(join(tmpdir(), 'site-headers-test-'));
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

const weakSources = ["'unsafe-inline'", "'unsafe-eval'", "'unsafe-hashes'", "'strict-dynamic'", '*', 'data:', 'blob:', 'http:', 'https:'];

describe('security headers over http (PUBLIC_URL http://localhost:PORT)', () => {
  let site: RunningSite;
  const gameOrigin = 'http://localhost:3999';
  beforeAll(async () => {
    site = await startSiteServer({ port: 0, staticDir: dist, gameOrigin, log: false });
  });
  afterAll(() => site.close());

  it('a page: scripts from the site, its inline scripts by a nonce of this answer only, the script-loaded sport embeds, frames from the game origin only', async () => {
    const nonces: string[] = [];
    for (const path of ['/sport/Home', '/slots/casino']) {
      const response = await fetch(`${site.url}${path}`, { headers: { Accept: 'text/html' } });
      expect(response.status).toBe(200);
      const html = await response.text();
      const csp = parseCsp(response.headers.get('content-security-policy'));
      const scriptTags = [...html.matchAll(/<script\b([^>]*)>/g)].map((match) => match[1]);
      const inline = [...html.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)].filter((match) => match[1].trim() !== '');
      expect(inline.length).toBeGreaterThan(0);
      const nonce = /nonce="([^"]+)"/.exec(scriptTags[0])?.[1];
      expect(nonce).toMatch(/^[A-Za-z0-9+/]{24}$/);
      // Every script element carries this answer's nonce: an injected one without it is refused.
      for (const attributes of scriptTags) expect(attributes).toContain(`nonce="${nonce}"`);
      // Exactly the bundles' origin and this answer's nonce: no sport origin is set, and the game origin the embeds fall
      // back to is a casino provider's host, which never runs script in the page.
      expect(csp.get('script-src')).toEqual(["'self'", `'nonce-${nonce}'`]);
      expect(csp.get('default-src')).toEqual(["'none'"]);
      expect(csp.get('object-src')).toEqual(["'none'"]);
      expect(csp.get('base-uri')).toEqual(["'none'"]);
      expect(csp.get('frame-ancestors')).toEqual(["'self'"]);
      expect(csp.get('frame-src')).toEqual([gameOrigin]);
      expect(csp.get('connect-src')).toEqual(["'self'"]);
      expect(csp.get('form-action')).toEqual(["'self'"]);
      expect(csp.get('img-src')).toEqual(["'self'", 'data:', gameOrigin]);
      expect(csp.get('worker-src')).toEqual(["'self'"]);
      // Emotion's run-time <style> tags need inline styles; nothing else may be loose.
      expect(csp.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
      for (const [name, sources] of csp) {
        if (name === 'style-src' || name === 'img-src') continue;
        expect(sources.filter((source) => weakSources.includes(source)), name).toEqual([]);
      }
      expect(response.headers.get('x-frame-options')).toBe('SAMEORIGIN');
      expect(response.headers.get('cross-origin-resource-policy')).toBe('same-origin');
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expectCommonHeaders(response.headers, path);
      expect(response.headers.get('permissions-policy')).toContain(`fullscreen=(self "${gameOrigin}")`);
      // HSTS over plain http would pin localhost's port to https; it comes with an https PUBLIC_URL (below).
      expect(response.headers.get('strict-transport-security')).toBeNull();
      nonces.push(nonce!);
    }
    expect(nonces[0]).not.toBe(nonces[1]);
  });

  it('the service worker fetches from the site only; bundles, missing files and redirects render nothing', async () => {
    const worker = await fetch(`${site.url}/sw.js`);
    expect(worker.headers.get('cache-control')).toBe('no-cache');
    const workerCsp = parseCsp(worker.headers.get('content-security-policy'));
    expect(workerCsp.get('default-src')).toEqual(["'none'"]);
    expect(workerCsp.get('connect-src')).toEqual(["'self'"]);
    const bundle = await fetch(`${site.url}/static/js/index.1a2b3c4d.js`);
    expect(bundle.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expectLockedDown(bundle.headers, 'bundle');
    expectCommonHeaders(bundle.headers, 'bundle');
    const missing = await fetch(`${site.url}/static/js/missing.js`);
    expect(missing.status).toBe(404);
    expectLockedDown(missing.headers, 'missing file');
    const redirect = await fetch(`${site.url.replace('localhost', '127.0.0.1')}/`, { redirect: 'manual' });
    expect(redirect.status).toBe(308);
    expectLockedDown(redirect.headers, 'redirect');
  });
});

describe('the page CSP of node server/main.ts, with the API on another origin and no sport origin set', () => {
  let site: RunningSite;
  beforeAll(async () => {
    site = await startSiteServer({ port: 0, staticDir: dist, publicUrl: 'https://play.example.test', gameOrigin: 'https://casino-provider.example.test', apiBaseUrl: 'https://api.example.test', imageOrigins: ['https://cdn.example.test'], log: false });
  });
  afterAll(() => site.close());

  it('takes images from the API and the declared image hosts, and never a script from the game origin', async () => {
    const page = await site.app.request('https://play.example.test/sport/Home', { headers: { Accept: 'text/html' } });
    const csp = parseCsp(page.headers.get('content-security-policy'));
    // The carousel's images come from the API (/content/...); posters from the game origin.
    expect(csp.get('img-src')).toEqual(["'self'", 'data:', 'https://casino-provider.example.test', 'https://api.example.test', 'https://cdn.example.test']);
    // The unset embeds fall back to the game origin for their frames, but a casino provider's host runs no script in the page.
    expect(csp.get('script-src')!.filter((source) => source.startsWith('https:'))).toEqual([]);
    expect(csp.get('frame-src')).toContain('https://casino-provider.example.test');
  });
});

describe('security headers with an https PUBLIC_URL, sport origins and an API on another origin', () => {
  let site: RunningSite;
  beforeAll(async () => {
    site = await startSiteServer({
      port: 0,
      staticDir: dist,
      publicUrl: 'https://play.example.test',
      gameOrigin: 'https://games.example.test',
      sportOrigins: ['https://sport.example.test'],
      // Two embeds elsewhere (config/sport-embeds `originSetting`); the third stays on the game origin.
      sportEmbedOrigins: { sft: 'https://frames.example.test', dgt: 'https://scripts.example.test' },
      apiBaseUrl: 'https://api.example.test/v1/',
      log: false,
    });
  });
  afterAll(() => site.close());

  it('sends HSTS and lists exactly the configured origins', async () => {
    // Behind the TLS proxy the request names the public host.
    const page = await site.app.request('https://play.example.test/sport/Home', { headers: { Accept: 'text/html' } });
    expect(page.status).toBe(200);
    const csp = parseCsp(page.headers.get('content-security-policy'));
    expect(csp.get('frame-src')).toEqual(['https://games.example.test', 'https://sport.example.test', 'https://frames.example.test', 'https://scripts.example.test']);
    // Scripts only from the configured embeds that load one (the bootstrapper); the framed page's origin runs no script
    // here, nor the game origin the widget kit falls back to.
    expect(csp.get('script-src')!.filter((source) => source.startsWith('https:'))).toEqual(['https://scripts.example.test']);
    expect(csp.get('connect-src')).toEqual(["'self'", 'https://api.example.test']);
    expect(csp.get('img-src')).toEqual(["'self'", 'data:', 'https://games.example.test', 'https://api.example.test']);
    const settings = JSON.parse(/__RUNTIME_CONFIG__=(\{.*?\})<\/script>/.exec(await page.text())![1]);
    expect(settings.sportEmbedOrigins).toEqual({ sft: 'https://frames.example.test', alt: 'https://games.example.test', dgt: 'https://scripts.example.test' });
    expect(settings.apiBaseUrl).toBe('https://api.example.test/v1');
    expect(csp.has('upgrade-insecure-requests')).toBe(true);
    expect(page.headers.get('strict-transport-security')).toBe('max-age=63072000; includeSubDomains');
    const bundle = await site.app.request('https://play.example.test/static/js/index.1a2b3c4d.js');
    expect(bundle.headers.get('strict-transport-security')).toBe('max-age=63072000; includeSubDomains');
  });
});
