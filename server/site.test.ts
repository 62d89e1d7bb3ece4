import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startServerProcess } from '../http/server-process-testing.ts';
import { signedInCookie } from '../src/stores/signed-in-cookie.ts';
import { siteOptionsFromEnvironment, startSiteServer, type RunningSite } from './main.ts';
import type { RendererModule } from './render.ts';
import { rawPost } from './test-requests.ts';
import { createSiteApp, type MountedApi, type SiteSettings } from './site.ts';

/**
 * The site's own server, alone in front of an operator's API (DESIGN "Origins and runtime settings"), and the one
 * address it lives at (§7 Links and origins).
 */
const root = mkdtempSync(join(tmpdir(), 'site-server-test-'));
const dist = join(root, 'dist');
beforeAll(() => {
  mkdirSync(dist, { recursive: true });
  writeFileSync(join(dist, 'index.html'), '<!doctype html><html><head><title>t</title><!--RUNTIME_CONFIG--></head><body><div id="root"></div></body></html>');
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('the public address', () => {
  let site: RunningSite;
  beforeAll(async () => {
    site = await startSiteServer({ port: 0, staticDir: dist, gameOrigin: 'http://localhost:3999', apiBaseUrl: 'https://api.operator.example', log: false });
  });
  afterAll(() => site.close());

  it('sends a page opened on 127.0.0.1 to localhost for good, path and query kept', async () => {
    const other = site.url.replace('localhost', '127.0.0.1');
    const response = await fetch(`${other}/slots/casino?provider=x&q=a%20b`, { redirect: 'manual', headers: { Accept: 'text/html' } });
    expect(response.status).toBe(308);
    expect(response.headers.get('location')).toBe(`${site.url}/slots/casino?provider=x&q=a%20b`);
    // A path that looks like another host stays a path on the public address.
    const sneaky = await fetch(`${other}//evil.example/x`, { redirect: 'manual' });
    expect(new URL(sneaky.headers.get('location')!).host).toBe(new URL(site.url).host);
    // Followed, the page is the site's on its public address.
    const followed = await fetch(`${other}/sport/Home`, { headers: { Accept: 'text/html' } });
    expect(followed.url).toBe(`${site.url}/sport/Home`);
    expect(await followed.text()).toContain('"apiBaseUrl":"https://api.operator.example"');
  });

  it('answers on the public address without redirecting', async () => {
    const response = await fetch(`${site.url}/slots/casino`, { redirect: 'manual', headers: { Accept: 'text/html' } });
    expect(response.status).toBe(200);
  });

  it('answers a proxy\'s health check on the copy\'s own address, never cached, without asking the API', async () => {
    // The API address is unreachable here: a check that read it would fail or wait.
    const own = site.url.replace('localhost', '127.0.0.1');
    const response = await fetch(`${own}/healthz`, { redirect: 'manual' });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.text()).toBe('ok');
  });
});

describe('a mounted API', () => {
  it('gets the requests on its paths untouched, whatever the host; the rest is the site', async () => {
    const seen: string[] = [];
    const site = await startSiteServer({
      port: 0,
      staticDir: dist,
      gameOrigin: 'http://localhost:3999',
      log: false,
      api: { prefixes: ['/api/'], fetch: (request) => (seen.push(`${request.method} ${new URL(request.url).pathname}`), Response.json({ ok: true })) },
    });
    try {
      const other = site.url.replace('localhost', '127.0.0.1');
      expect((await fetch(`${other}/api/settings/`, { method: 'POST', body: '{}' })).status).toBe(200);
      // A path that only starts like the API's is the site's: its page (404, no route there), not the API's answer.
      const page = await fetch(`${site.url}/apiary`, { headers: { Accept: 'text/html' } });
      expect(page.status).toBe(404);
      expect(await page.text()).toContain('<div id="root">');
      expect(seen).toEqual(['POST /api/settings/']);
    } finally {
      await site.close();
    }
  });
});

describe('node server/main.ts', () => {
  it('needs the operator API and game origin, and refuses a bad one with the setting named', () => {
    expect(() => siteOptionsFromEnvironment({ GAME_ORIGIN: 'https://games.example' })).toThrow(/^API_BASE_URL is missing/);
    expect(() => siteOptionsFromEnvironment({ API_BASE_URL: 'https://api.example' })).toThrow(/^GAME_ORIGIN is missing/);
    expect(() => siteOptionsFromEnvironment({ API_BASE_URL: 'https://api.example', GAME_ORIGIN: 'https://games.example', PORT: 'x' })).toThrow(/^PORT must be/);
    expect(() => siteOptionsFromEnvironment({ API_BASE_URL: 'https://api.example', GAME_ORIGIN: 'https://games.example', RENDER_WORKERS: '-1' })).toThrow(/^RENDER_WORKERS must be an integer from 0 to 16/);
    expect(() => siteOptionsFromEnvironment({ API_BASE_URL: 'https://api.example', GAME_ORIGIN: 'https://games.example', RENDER_WORKERS: '17' })).toThrow(/^RENDER_WORKERS must be/);
    expect(siteOptionsFromEnvironment({ API_BASE_URL: 'https://api.example', GAME_ORIGIN: 'https://games.example', RENDER_WORKERS: '0' }).renderWorkers).toBe(0);
    return expect(startSiteServer({ port: 0, staticDir: dist, gameOrigin: 'https://games.example', apiBaseUrl: 'javascript:alert(1)', log: false })).rejects.toThrow(/^API_BASE_URL must be an http\(s\) URL/);
  });

  it('starts alone as a process, serves the site with the operator API written in, and stops on SIGTERM', async () => {
    const server = startServerProcess(
      join(import.meta.dirname, 'main.ts'),
      { PORT: '0', STATIC_DIR: dist, API_BASE_URL: 'https://api.operator.example', GAME_ORIGIN: 'https://games.operator.example' },
      (output) => /Site\s+(http:\/\/localhost:\d+)/.exec(output)?.[1],
    );
    try {
      const url = await server.ready;
      const page = await fetch(`${url}/sport/Home`, { headers: { Accept: 'text/html' } });
      expect(page.status).toBe(200);
      expect(await page.text()).toContain('"apiBaseUrl":"https://api.operator.example","gameOrigin":"https://games.operator.example"');
      // No sandbox behind it: the API is the operator's, and nothing here answers for it.
      expect((await fetch(`${url}/api/settings/`)).status).toBe(404);
    } finally {
      expect(await server.stop()).toBe(0);
    }
  });
});

// ---------------------------------------------------------------------------------------------------------------
// §5 Bounds: what one stranger can cost the site's server, and the redirects it answers itself.

const publicUrl = 'https://play.example.test';
const quiet = { info: () => {}, error: () => {} };

/** A renderer that records what it was asked to render and answers at once (the real one is server/render.test.ts's). */
function recordingRenderer() {
  const renders: string[] = [];
  const module: RendererModule = {
    setupRenderer: async () => {},
    renderPage: async (request) => {
      renders.push(request.url);
      return { html: `<p>${request.url}</p>`, styles: '', prelude: '', state: {}, complete: true, renders: 1, undeclared: [], status: 200, structuredData: [] };
    },
  };
  return { renders, module };
}

function renderingSite(options: { api?: MountedApi; renderCacheMs?: number } = {}) {
  const { renders, module } = recordingRenderer();
  const clock = { now: 7_000_000 };
  const settings: SiteSettings = { staticDir: dist, publicUrl, gameOrigin: 'https://games.example.test', sportOrigins: [], sportEmbedOrigins: {} };
  const app = createSiteApp({ settings: () => settings, log: quiet, loadRenderer: async () => module, now: () => clock.now, renderCacheMs: options.renderCacheMs ?? 5_000, api: options.api });
  /** A guest's page; `from` is the client's address (the socket's peer, as @hono/node-server hands it in the env). */
  const page = (path: string, from?: string, headers: Record<string, string> = {}) =>
    app.request(`${publicUrl}${path}`, { headers: { Accept: 'text/html', ...headers } }, from ? { incoming: { socket: { remoteAddress: from } } } : undefined);
  return { app, renders, clock, page };
}

describe('a server that listens', () => {
  it('loads its renderer and starts its warm-up then, not at the first page asked: its first visitor is served as fast as the next', async () => {
    const setups: string[] = [];
    const module: RendererModule = { ...recordingRenderer().module, setupRenderer: async (setup) => void setups.push(setup.publicUrl) };
    let listened!: () => void;
    const listening = new Promise<void>((resolveListening) => (listened = resolveListening));
    const settings: SiteSettings = { staticDir: dist, publicUrl: '', gameOrigin: 'https://games.example.test', sportOrigins: [], sportEmbedOrigins: {} };
    createSiteApp({ settings: () => settings, log: quiet, loadRenderer: async () => module, listening });
    await new Promise((resolveSoon) => setTimeout(resolveSoon, 10));
    // Not before: its public address is known once it listens, and the render needs it.
    expect(setups).toEqual([]);
    settings.publicUrl = publicUrl;
    listened();
    await vi.waitFor(() => expect(setups).toEqual([publicUrl]));
  });
});

describe('the guests’ render cache', () => {
  it('keys a page on its path, lang and the parameters its route reads: utm_*, fbclid and unknown ones neither render anew nor reach the render', async () => {
    const { renders, page } = renderingSite();
    for (const query of ['', '?utm_source=a', '?utm_source=b&utm_medium=c', '?fbclid=x1', '?zz9=1&gclid=2']) expect((await page(`/sport/Home${query}`)).status).toBe(200);
    expect(renders).toEqual([`${publicUrl}/sport/Home`]);
    // The route's own parameter (?league=) and the language are pages of their own; their order does not matter.
    await page('/sportsbook/tourneys/1?league=premier&utm_campaign=x');
    await page('/sportsbook/tourneys/1?league=premier&lang=ar');
    await page('/sportsbook/tourneys/1?lang=ar&utm_id=9&league=premier');
    await page('/sportsbook/tourneys/1?league=liga');
    expect(renders.slice(1)).toEqual([`${publicUrl}/sportsbook/tourneys/1?league=premier`, `${publicUrl}/sportsbook/tourneys/1?lang=ar&league=premier`, `${publicUrl}/sportsbook/tourneys/1?league=liga`]);
  });

  it('caps the renders one client address waits for each second (429 with Retry-After past it); another address, and a kept page, are still served', async () => {
    const { renders, clock, page } = renderingSite();
    const statuses = [];
    for (const league of ['a', 'b', 'c', 'd']) statuses.push((await page(`/sportsbook/tourneys/1?league=${league}`, '203.0.113.7')).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
    const refused = await page('/sportsbook/tourneys/1?league=e', '203.0.113.7');
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('1');
    expect(await refused.text()).not.toContain('__RUNTIME_CONFIG__');
    expect(renders).toHaveLength(3);
    // Another client is served meanwhile, and so is the first one for a page already kept.
    expect((await page('/sportsbook/tourneys/1?league=e', '203.0.113.8')).status).toBe(200);
    expect((await page('/sportsbook/tourneys/1?league=a', '203.0.113.7')).status).toBe(200);
    // The next second, the first client renders again.
    clock.now += 1_000;
    expect((await page('/sportsbook/tourneys/1?league=f', '203.0.113.7')).status).toBe(200);
  });

  it('caps them with the cache off too, every render being a miss', async () => {
    const { page } = renderingSite({ renderCacheMs: 0 });
    const statuses = [];
    for (let index = 0; index < 4; index += 1) statuses.push((await page('/sport/Home', '2001:db8::1')).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
    // The same /64 is the same subscriber; another one is served.
    expect((await page('/sport/Home', '2001:db8::2')).status).toBe(429);
    expect((await page('/sport/Home', '2001:db8:0:1::2')).status).toBe(200);
  });

  it('is forgotten only on a successful write the API says changes public content, not on a refused one nor on a player’s own', async () => {
    const written: string[] = [];
    const api: MountedApi = {
      prefixes: ['/api/', '/sandbox/'],
      fetch: (request) => {
        const path = new URL(request.url).pathname;
        written.push(path);
        if (path === '/api/accounts/login/') return Response.json({ code: 'invalid' }, { status: 400 });
        return Response.json({ ok: true }, { status: path === '/api/bets/' ? 201 : 200 });
      },
      changesPublicContent: (_method, path) => path.startsWith('/sandbox/'),
    };
    const { app, renders, page } = renderingSite({ api });
    const write = (path: string) => app.request(`${publicUrl}${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{}' });
    await page('/sport/Home');
    expect((await write('/api/accounts/login/')).status).toBe(400);
    await page('/sport/Home');
    expect(renders).toHaveLength(1);
    expect((await write('/api/bets/')).status).toBe(201);
    await page('/sport/Home');
    expect(renders).toHaveLength(1);
    expect((await write('/sandbox/clock')).status).toBe(200);
    await page('/sport/Home');
    expect(renders).toHaveLength(2);
    expect(written).toEqual(['/api/accounts/login/', '/api/bets/', '/sandbox/clock']);
  });
});

describe('the redirects of the route table', () => {
  it('answers them itself (302), query kept, before any script, for a guest, a signed-in player and a client that names no Accept', async () => {
    const { app, renders } = renderingSite();
    const cases: [string, string][] = [
      ['/', '/sport/Home'],
      ['/?utm_source=mail', '/sport/Home?utm_source=mail'],
      ['/slots?providers=orbit&q=book', '/slots/casino?providers=orbit&q=book'],
      ['/slots/', '/slots/casino'],
      ['/sportsbook/live?when=today', '/sportsbook/live/1?when=today'],
      ['/sportsbook/top-tourneys', '/sportsbook/top-tourneys/0'],
      ['/promotions-detail', '/promotions-detail/deposit'],
    ];
    for (const headers of [{ Accept: 'text/html' }, { Accept: 'text/html', Cookie: `${signedInCookie}=1` }, {}] as Record<string, string>[]) {
      for (const [from, to] of cases) {
        for (const method of ['GET', 'HEAD']) {
          const response = await app.request(`${publicUrl}${from}`, { method, headers });
          expect(response.status, `${method} ${from}`).toBe(302);
          expect(response.headers.get('location'), from).toBe(`${publicUrl}${to}`);
          expect(await response.text()).toBe('');
        }
      }
    }
    expect(renders).toEqual([]);
    // A page is no redirect; a per-viewport redirect (/profile on a desktop) is the browser's, after its guard.
    expect((await app.request(`${publicUrl}/slots/casino`, { headers: { Accept: 'text/html' } })).status).toBe(200);
    expect((await app.request(`${publicUrl}/profile`, { headers: { Accept: 'text/html' } })).status).toBe(200);
  });
});

describe('request bodies on the site’s own paths', () => {
  let site: RunningSite;
  beforeAll(async () => {
    site = await startSiteServer({ port: 0, staticDir: dist, gameOrigin: 'http://localhost:3999', log: false });
  });
  afterAll(() => site.close());

  it('refuses a declared 100 MB body with 413 at once, without reading it', async () => {
    for (const path of ['/', '/sport/Home', '/no/such/page']) {
      const answer = await rawPost(site.url, path, { contentLength: 100 * 1024 * 1024, give: 64 * 1024 });
      expect(answer.status, path).toBe(413);
    }
  });

  it('refuses a chunked body at the limit, having read no more than that', async () => {
    const answer = await rawPost(site.url, '/sport/Home', { give: 8 * 1024 * 1024 });
    expect(answer.status).toBe(413);
    expect(answer.sent).toBeLessThan(4 * 1024 * 1024);
  });
});
