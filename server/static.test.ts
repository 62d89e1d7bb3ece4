import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSiteApp, type SiteSettings } from './site.ts';
import { sportEmbedOrigins } from './sport-embed-origins.ts';
import { chooseEncoding, entryScriptsLatestMs, injectRuntimeConfig, resolveInside, scriptSafeJson, withRenderedApp, withScriptNonce } from './static.ts';

const root = mkdtempSync(join(tmpdir(), 'site-static-test-'));
const dist = join(root, 'dist');
const script = `console.log(${JSON.stringify('x'.repeat(4000))});\n`;
const indexHtml = `<!doctype html><html><head><title>t</title><!--RUNTIME_CONFIG--></head><body><div id="root"></div>${'<!-- padding -->'.repeat(100)}</body></html>`;

const publicUrl = 'http://localhost:3000';
const gameOrigin = 'http://localhost:3001';
const quiet = { info: () => {}, error: () => {} };
function siteOn(staticDir: string, overrides: Partial<SiteSettings> = {}) {
  const settings: SiteSettings = { staticDir, publicUrl, gameOrigin, sportOrigins: [], sportEmbedOrigins: sportEmbedOrigins({}, gameOrigin), ...overrides };
  return createSiteApp({ settings: () => settings, log: quiet });
}
let site: ReturnType<typeof createSiteApp>;
beforeAll(async () => {
  mkdirSync(join(dist, 'static', 'js'), { recursive: true });
  mkdirSync(join(dist, 'icons'), { recursive: true });
  writeFileSync(join(dist, 'index.html'), indexHtml);
  writeFileSync(join(dist, 'static', 'js', 'index.1a2b3c4d.js'), script);
  writeFileSync(join(dist, 'static', 'js', 'vendor.9f8e7d6c.js'), script.replace('x', 'y'));
  writeFileSync(join(dist, 'static', 'js', 'vendor.9f8e7d6c.js.br'), brotliCompressSync(Buffer.from(script.replace('x', 'y'))));
  writeFileSync(join(dist, 'sw.js'), 'self.addEventListener("install", () => {});');
  writeFileSync(join(dist, 'manifest.webmanifest'), '{"name":"t"}');
  writeFileSync(join(dist, 'icons', 'icon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  writeFileSync(join(dist, '.env'), 'SECRET=1');
  site = siteOn(dist);
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

// In-process requests on the public address (another host is redirected, site.test.ts).
const get = (path: string, headers: Record<string, string> = {}, method = 'GET') => site.request(`${publicUrl}${path}`, { headers, method });
const html = { Accept: 'text/html,application/xhtml+xml' };

describe('index.html and the SPA fallback', () => {
  it('answers an address no file could have (a name past the file system\'s limit, a path through a file) with the page, never a 500', async () => {
    for (const path of [`/${'a'.repeat(300)}`, `/static/js/${'b'.repeat(5000)}.js`, '/index.html/inside']) {
      const response = await get(path, html);
      expect(response.status, path.slice(0, 40)).toBeLessThan(500);
    }
  });

  it('serves index.html with the runtime settings in place of the placeholder, revalidated every time', async () => {
    const response = await get('/sport/Home', html);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    const text = await response.text();
    expect(text).not.toContain('<!--RUNTIME_CONFIG-->');
    // Each sport embed's origin too (config/sport-embeds `originSetting`; unset, the game origin).
    const embedOrigins = sportEmbedOrigins({}, gameOrigin);
    expect(Object.keys(embedOrigins).length).toBeGreaterThan(0);
    const nonce = /<script nonce="([^"]+)">window\.__RUNTIME_CONFIG__/.exec(text)?.[1];
    expect(nonce).toBeTruthy();
    expect(text).toContain(`<script nonce="${nonce}">window.__RUNTIME_CONFIG__={"apiBaseUrl":"","gameOrigin":"${gameOrigin}","sportEmbedOrigins":${JSON.stringify(embedOrigins)},"providerOrigins":{}}</script>`);
  });

  it('writes the configured API address for a site in front of an operator API', async () => {
    const operator = siteOn(dist, { apiBaseUrl: 'https://api.operator.example' });
    const text = await (await operator.request(`${publicUrl}/sport/Home`, { headers: html })).text();
    expect(text).toContain('"apiBaseUrl":"https://api.operator.example"');
  });

  it('answers navigations to app routes with index.html', async () => {
    for (const path of ['/slots/casino', '/sport/dgt/africanView/Home', '/reset-password/MQ/abc', '/index.html']) {
      const response = await get(path, html);
      expect(response.status, path).toBe(200);
      expect(await response.text(), path).toContain('window.__RUNTIME_CONFIG__');
    }
  });

  it('answers a page to a client that names no HTML in Accept: curl’s */*, an uptime probe with none, a link-preview fetcher (§2 Player journey)', async () => {
    for (const headers of [{ Accept: '*/*' }, {}, { Accept: 'text/*' }, { Accept: 'application/json, */*;q=0.8' }] as Record<string, string>[]) {
      const response = await get('/slots/casino', headers);
      expect(response.status, JSON.stringify(headers)).toBe(200);
      expect(await response.text()).toContain('window.__RUNTIME_CONFIG__');
    }
    // An asset stays a 404 whatever the client takes.
    expect((await get('/static/js/missing.js', { Accept: '*/*' })).status).toBe(404);
    expect((await get('/slots/casino', { Accept: 'text/html;q=0, application/json' })).status).toBe(404);
  });

  it('never answers an asset, the manifest or a non-HTML request with index.html', async () => {
    for (const path of ['/static/js/missing.js', '/static/whatever', '/missing.css', '/icons/missing.png']) {
      const response = await get(path, html);
      expect(response.status, path).toBe(404);
      expect(await response.text(), path).not.toContain('__RUNTIME_CONFIG__');
    }
    expect((await get('/slots/casino', { Accept: 'application/json' })).status).toBe(404);
  });

  it('answers HEAD without a body', async () => {
    const response = await get('/sport/Home', html, 'HEAD');
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('');
  });

  it('compresses index.html when accepted', async () => {
    const response = await get('/sport/Home', { ...html, 'Accept-Encoding': 'gzip' });
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await response.arrayBuffer())).toString()).toContain('__RUNTIME_CONFIG__');
  });
});

describe('files', () => {
  it('caches hashed files under /static/ for a year, immutable, and sends brotli, gzip or identity as accepted', async () => {
    const path = '/static/js/index.1a2b3c4d.js';
    const br = await get(path, { 'Accept-Encoding': 'gzip, deflate, br' });
    expect(br.status).toBe(200);
    expect(br.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(br.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('vary')).toContain('Accept-Encoding');
    const brBody = Buffer.from(await br.arrayBuffer());
    expect(brBody.length).toBeLessThan(script.length / 4);
    expect(brotliDecompressSync(brBody).toString()).toBe(script);

    const gzip = await get(path, { 'Accept-Encoding': 'gzip' });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gzip.arrayBuffer())).toString()).toBe(script);

    const identity = await get(path);
    expect(identity.headers.get('content-encoding')).toBeNull();
    expect(await identity.text()).toBe(script);
  });

  it('uses a pre-compressed .br beside the file', async () => {
    const response = await get('/static/js/vendor.9f8e7d6c.js', { 'Accept-Encoding': 'br' });
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(brotliDecompressSync(Buffer.from(await response.arrayBuffer())).toString()).toBe(script.replace('x', 'y'));
  });

  it('revalidates the service worker and the manifest every time; the manifest has its own type', async () => {
    const worker = await get('/sw.js');
    expect(worker.headers.get('cache-control')).toBe('no-cache');
    const manifest = await get('/manifest.webmanifest', html);
    expect(manifest.status).toBe(200);
    expect(manifest.headers.get('content-type')).toBe('application/manifest+json; charset=utf-8');
    expect(manifest.headers.get('cache-control')).toBe('no-cache');
    expect(await manifest.json()).toEqual({ name: 't' });
  });

  it('answers 304 to a matching If-None-Match', async () => {
    const first = await get('/icons/icon.svg');
    expect(first.headers.get('cache-control')).toBe('public, max-age=3600');
    const etag = first.headers.get('etag')!;
    expect((await get('/icons/icon.svg', { 'If-None-Match': etag })).status).toBe(304);
  });

  it('refuses to leave STATIC_DIR or to serve dotfiles', async () => {
    // Dot segments resolve inside STATIC_DIR (to a missing file, so a navigation gets index.html); nothing else leaks.
    for (const path of ['/../package.json', '/%2e%2e/%2e%2e/etc/passwd', '/static/..%2f..%2f..%2fpackage.json', '/.env', '/%00', '/icons/%2e%2e%2f.env']) {
      const response = await get(path, html);
      const text = await response.text();
      expect(text, path).not.toContain('SECRET');
      expect(text, path).not.toContain('"name": "tn-player-site"');
      if (response.status === 200) expect(text, path).toContain('__RUNTIME_CONFIG__');
      else expect(response.status, path).toBe(404);
    }
    expect((await get('/.env')).status).toBe(404);
    expect(resolveInside(dist, '/../x')).toBe(join(dist, 'x'));
    expect(resolveInside(dist, '/%2e%2e/%2e%2e/etc/passwd')).toBe(join(dist, 'etc/passwd'));
    expect(resolveInside(dist, '/a/.git/config')).toBeNull();
    expect(resolveInside(dist, '/%E0%A4%A')).toBeNull();
  });
});

describe('helpers', () => {
  it('escapes the runtime settings for a script element', () => {
    const json = scriptSafeJson({ apiBaseUrl: '</script><script>alert(1)</script>', x: '\u2028&' });
    expect(json).not.toContain('<');
    expect(json).not.toContain('\u2028');
    expect(JSON.parse(json)).toEqual({ apiBaseUrl: '</script><script>alert(1)</script>', x: '\u2028&' });
  });

  it("gives every script this answer's nonce, replacing one the template wrote", () => {
    expect(withScriptNonce('<script>a()</script><script defer src="/x.js"></script><script nonce="old" type="module">b()</script>', 'N1')).toBe(
      '<script nonce="N1">a()</script><script nonce="N1" defer src="/x.js"></script><script nonce="N1" type="module">b()</script>',
    );
  });

  it('puts the settings before </head> when the placeholder is missing', () => {
    const result = injectRuntimeConfig('<html><head></head><body></body></html>', { a: '$&' });
    expect(result.placeholderFound).toBe(false);
    expect(result.html).toBe('<html><head><script>window.__RUNTIME_CONFIG__={"a":"$\\u0026"}</script></head><body></body></html>');
  });

  it.each([
    ['gzip, deflate, br', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['*', 'br'],
    ['identity', null],
    [undefined, null],
  ])('chooses the encoding for "%s"', (header, expected) => {
    expect(chooseEncoding(header)).toBe(expected);
  });
});

describe('a rendered page’s scripts (§2 Speed: the page’s own images first)', () => {
  const template =
    '<html><head><script defer src="/static/js/lib-react.1.js"></script><script defer src="/static/js/index.2.js"></script></head><body><div id="root"></div></body></html>';
  const page = withRenderedApp(template, { html: '<p>rendered</p>', state: {} });
  const loader = /<script>(\(function\(\)\{var s=[\s\S]*?)<\/script><\/body>/.exec(page)?.[1];

  /** Runs the page's loader against a stand-in document: what it appended, and the events and timers it waits on. */
  function runLoader(readyState: string) {
    const appended: { src: string; async: boolean }[] = [];
    const listeners: Record<string, () => void> = {};
    const timers: { run: () => void; ms: number }[] = [];
    const document = { readyState, head: { appendChild: (element: { src: string; async: boolean }) => appended.push(element) }, createElement: () => ({ src: '', async: true }) };
    new Function('document', 'addEventListener', 'setTimeout', loader!)(
      document,
      (name: string, listener: () => void) => (listeners[name] = listener),
      (run: () => void, ms: number) => timers.push({ run, ms }),
    );
    /** Runs the next timer of 0 ms, as the browser's next task. */
    const nextTask = () => timers.splice(timers.findIndex((timer) => timer.ms === 0), 1)[0]!.run();
    const allTasks = () => {
      while (timers.some((timer) => timer.ms === 0)) nextTask();
    };
    return { appended, listeners, timers, nextTask, allTasks };
  }

  it('takes the entry scripts out of the head and loads them, in order, each in a task of its own once the page has loaded', () => {
    expect(page).not.toContain('defer');
    expect(page.indexOf('<script>(function(){var s=')).toBeGreaterThan(page.indexOf('</div>'));
    const { appended, listeners, timers, nextTask, allTasks } = runLoader('interactive');
    expect(appended).toEqual([]);
    listeners.load!();
    // Not in the load event's own task.
    expect(appended).toEqual([]);
    nextTask();
    expect(appended).toEqual([{ src: '/static/js/lib-react.1.js', async: false }]);
    nextTask();
    expect(appended).toEqual([
      { src: '/static/js/lib-react.1.js', async: false },
      { src: '/static/js/index.2.js', async: false },
    ]);
    // The time limit after it changes nothing: the scripts are asked for once.
    timers.find((timer) => timer.ms === entryScriptsLatestMs)!.run();
    allTasks();
    expect(appended).toHaveLength(2);
  });

  it('loads them at once on a page already loaded, and after the time limit on a page that never loads', () => {
    const loaded = runLoader('complete');
    loaded.allTasks();
    expect(loaded.appended).toHaveLength(2);
    const hung = runLoader('loading');
    expect(hung.timers.map((timer) => timer.ms)).toEqual([entryScriptsLatestMs]);
    hung.timers[0]!.run();
    hung.allTasks();
    expect(hung.appended).toHaveLength(2);
  });

  it('leaves a page with no deferred script as it is', () => {
    expect(withRenderedApp('<html><head></head><body><div id="root"></div></body></html>', { html: '', state: {} })).not.toContain('var s=');
  });
});

describe('a site without a build', () => {
  it('says so on the page, and a missing manifest is a 404', async () => {
    const bare = siteOn(join(root, 'nothing-here'));
    const page = await bare.request(`${publicUrl}/sport/Home`, { headers: html });
    expect(page.status).toBe(503);
    expect(await page.text()).toContain('The front end is not built');
    expect((await bare.request(`${publicUrl}/manifest.webmanifest`, { headers: html })).status).toBe(404);
  });
});
