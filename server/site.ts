import { Hono } from 'hono';
import { requestBodyLimit } from '../http/body-limit.ts';
import { clientAddress } from '../http/client-address.ts';
import { renderDocument, robotsTxt, sitemapXml } from './documents.ts';
import { negotiateLanguage, redirectTarget, upcomingEventPath } from './pages.ts';
import { createAppRenderer, intervalLogger, type AppRendererOptions } from './render.ts';
import { siteDocumentCsp, siteSecurityHeaders } from './security-headers.ts';
import { sportEmbedCspSources } from './sport-embed-origins.ts';
import { staticSite, type Logger } from './static.ts';

/**
 * The site's own server (DESIGN "Origins and runtime settings"): the front end's pages and files, its runtime
 * settings, its CSP and security headers, on PUBLIC_URL. It holds no state between requests, so any number of
 * copies can stand behind a load balancer. The API is someone else's: the operator's at API_BASE_URL (main.ts),
 * or, under `npm start`, the sandbox's, mounted in the same process on the paths it claims (`api.prefixes`).
 */
export interface SiteSettings {
  /** The production build (rsbuild's dist/). */
  staticDir: string;
  /** The site's origin as players reach it: every other host is sent there (§7 Links and origins). */
  publicUrl: string;
  /** Written into the page: where the front end sends its API calls ('' or unset: the page's own origin). */
  apiBaseUrl?: string;
  /** The game origin as browsers reach it: the base of game and poster URLs, in the CSP's frame-src and img-src. */
  gameOrigin: string;
  /** Origins of embedded sport pages besides the game origin: the only other frame-src entries. */
  sportOrigins: readonly string[];
  /** Each sport embed's origin by embed id (sport-embed-origins.ts). */
  sportEmbedOrigins: Readonly<Record<string, string>>;
  /** The casino providers' runtime origin settings by name (`{setting:NAME}` in their frameOrigins). */
  providerOrigins?: Readonly<Record<string, string>>;
  /** The providers' frame origins resolved (provider-frame-origins.ts); default the game origin's alone. */
  providerFrames?: readonly string[];
  /** Other hosts the pages' images come from (IMAGE_ORIGINS), in the CSP's img-src beside the game origin and the API's. */
  imageOrigins?: readonly string[];
  /** Only the sandbox's stand-ins serve sport scripts from the game origin (security-headers.ts). */
  sportScriptsFromGameOrigin?: boolean;
}

/** An API answered in the same process: requests on its paths go to it untouched (its own headers, its own host rule). */
export interface MountedApi {
  prefixes: readonly string[];
  fetch: (request: Request, env?: unknown) => Response | Promise<Response>;
  /**
   * Whether a successful write (2xx) to this path may change what a guest's page shows (the sandbox's test hooks
   * moving the clock or the feed); default every successful write. A failed write changes nothing.
   */
  changesPublicContent?: (method: string, path: string) => boolean;
}

export interface SiteAppOptions {
  /** Read per request: origins may be final only once the servers listen. */
  settings: () => SiteSettings;
  api?: MountedApi;
  log: Logger;
  /** How long a server render waits for the API (server/render.ts; default 1 000 ms). */
  renderDeadlineMs?: number;
  /** How long a guest's rendered page serves other guests (server/render.ts `cacheMs`; default 5 s, 0: off). */
  renderCacheMs?: number;
  /** The public pages' renderer (server/render.ts); default the build's. */
  loadRenderer?: AppRendererOptions['loadRenderer'];
  now?: () => number;
  /** Proxies of ours in front (TRUST_PROXY, default 0): only then is X-Forwarded-For read for the client address. */
  trustProxy?: number;
  /** Renders one client address may wait for in a second (server/render.ts `defaultRenderMissesPerAddressPerSecond`). */
  renderMissesPerAddressPerSecond?: number;
  /** Threads the pages are rendered on (server/render-pool.ts; RENDER_WORKERS); 0: the request thread. */
  renderWorkers?: number;
  /**
   * Settles once the server listens (main.ts), its public address known: the pages' renderer is loaded then, rather
   * than at the first page asked.
   */
  listening?: Promise<unknown>;
}

/** What the site's own paths take (§5 Bounds): its pages are read with GET, so any body there is small or a mistake. */
export const siteMaxRequestBodyBytes = 16 * 1024;

/** Upcoming events a sitemap lists (the API's largest page). */
const sitemapEvents = 200;

export function createSiteApp(options: SiteAppOptions): Hono {
  const { settings, api } = options;
  const app = new Hono();

  if (api) {
    app.use('*', async (c, next) => {
      // c.env carries the Node request, from which the API reads the client's address (its throttles).
      if (api.prefixes.some((prefix) => c.req.path.startsWith(prefix))) {
        if (c.req.method === 'GET' || c.req.method === 'HEAD') return api.fetch(c.req.raw, c.env);
        // A write may change what a guest's page shows (settings, content, the clock of the test hooks): the pages kept
        // for guests are rendered anew, once it succeeded (§5 Bounds: a stranger's refused write, a 400, costs no
        // render of every page) and only when the API says such a write changes public content (a bet does not). An
        // API elsewhere (API_BASE_URL) is not seen writing: the pages' short life holds.
        const response = await api.fetch(c.req.raw, c.env);
        if (response.status >= 200 && response.status < 300 && (api.changesPublicContent?.(c.req.method, c.req.path) ?? true)) renderApp.forget();
        return response;
      }
      await next();
    });
  }
  // §5 Bounds: the site's own paths take no body worth the name (the API's paths have their own limits, sandbox/app.ts).
  app.use('*', requestBodyLimit(siteMaxRequestBodyBytes));

  const headerSettings = () => {
    const current = settings();
    return { ...current, sportEmbeds: sportEmbedCspSources(current.sportEmbedOrigins), providerFrames: current.providerFrames ?? [] };
  };
  app.use('*', siteSecurityHeaders(headerSettings));

  // For the proxy or orchestrator in front of N copies (docs/architecture/deploying.md): answered on the copy's own
  // address, before the public-address redirect below, and without a render or an API call, so a copy that is up but
  // whose API is slow is not taken out of rotation.
  app.get('/healthz', (c) => c.text('ok', 200, { 'Cache-Control': 'no-store' }));

  // §7 Links and origins: the site lives at one address. A page opened on another (127.0.0.1 for localhost, the
  // server's own name behind a proxy) would call the API from an origin it does not trust and show an empty
  // carousel or a refused game; a permanent redirect, path and query kept, puts the player on the public address.
  app.use('*', async (c, next) => {
    const publicUrl = new URL(settings().publicUrl);
    const url = new URL(c.req.url);
    if (url.host === publicUrl.host) return next();
    // Concatenated, not resolved: a path such as //evil.example/x stays a path on the public origin.
    return c.body(null, 308, { Location: `${publicUrl.origin}${url.pathname}${url.search}`, 'Cache-Control': 'no-cache' });
  });

  // The public pages' server rendering reads the API as any browser would: the mounted one in-process, else API_BASE_URL.
  const apiFetch = (pathAndQuery: string, init: RequestInit) => {
    const current = settings();
    if (api) return Promise.resolve(api.fetch(new Request(new URL(pathAndQuery, current.publicUrl), init)));
    return fetch(`${current.apiBaseUrl || new URL(current.publicUrl).origin}${pathAndQuery}`, init);
  };
  // The settings each page carries (window.__RUNTIME_CONFIG__); the render builds its addresses (posters) with them too.
  // Empty apiBaseUrl: the API is on the page's own origin.
  const runtimeConfig = () => {
    const current = settings();
    return { apiBaseUrl: current.apiBaseUrl ?? '', gameOrigin: current.gameOrigin, sportEmbedOrigins: current.sportEmbedOrigins, providerOrigins: current.providerOrigins ?? {} };
  };
  const renderApp = createAppRenderer({
    runtimeConfig,
    staticDir: settings().staticDir,
    publicUrl: () => settings().publicUrl,
    log: options.log,
    deadlineMs: options.renderDeadlineMs,
    cacheMs: options.renderCacheMs,
    loadRenderer: options.loadRenderer,
    now: options.now,
    apiFetch,
    // §5 Bounds: renders a guest waits for are capped per client address; a call in-process (no socket) is the server's own.
    clientAddress: (c) => {
      const address = clientAddress(c, options.trustProxy ?? 0);
      return address === 'in-process' ? null : address;
    },
    renderMissesPerAddressPerSecond: options.renderMissesPerAddressPerSecond,
    renderWorkers: options.renderWorkers,
  });
  void options.listening?.then(() => renderApp.prepare(), () => undefined);
  const reportSitemap = intervalLogger(options.log, 60_000, options.now ?? Date.now);
  /** The pages of the next events to start (the feed's first page, without markets), or none when the API fails. */
  const upcomingEventPaths = async (): Promise<string[]> => {
    try {
      const response = await apiFetch(`/api/sportsbook/events?section=prematch&limit=${sitemapEvents}`, { headers: { Accept: 'application/json' }, signal: AbortSignal.timeout(options.renderDeadlineMs ?? 1_000) });
      if (!response.ok) throw new Error(`the API answered ${response.status}`);
      const page = (await response.json()) as { items?: { id?: unknown }[] };
      return (page.items ?? []).flatMap((event) => (typeof event.id === 'number' ? [upcomingEventPath(event.id)] : [])).filter((path): path is string => path !== null);
    } catch (error) {
      reportSitemap('sitemap', '[sitemap] the upcoming events could not be read: the sitemap lists the pages alone', error);
      return [];
    }
  };
  const site = staticSite({
    staticDir: settings().staticDir,
    log: options.log,
    runtimeConfig,
    renderDocument: (c, html, notFound) => renderDocument(c, html, settings().publicUrl, notFound),
    renderApp: (c, nonce) => renderApp(c, negotiateLanguage({ url: c.req.url, cookie: c.req.header('Cookie'), acceptLanguage: c.req.header('Accept-Language') }), nonce),
    documentHeaders: (nonce) => ({
      'Content-Security-Policy': siteDocumentCsp(headerSettings(), nonce),
      'X-Frame-Options': 'SAMEORIGIN',
    }),
  });
  // Search engines (§2 Player journey): built from the route table per request, so they follow config/ and PUBLIC_URL.
  app.get('/robots.txt', (c) => c.text(robotsTxt(settings().publicUrl), 200, { 'Cache-Control': 'public, max-age=3600' }));
  // The events in it change by the hour: a shorter life than robots.txt's.
  app.get('/sitemap.xml', async (c) => c.body(sitemapXml(settings().publicUrl, await upcomingEventPaths()), 200, { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=900' }));
  // §2: the redirects the route table declares (`/` to the sport home, `/slots` to `/slots/casino`) are answered here,
  // before any script and whoever asks, the query kept. 302, not 308: the targets are an operator's config, and a
  // permanent redirect is kept by browsers for good, so a changed home page would never reach a returning visitor.
  app.get('*', (c, next) => {
    const target = redirectTarget(new URL(c.req.url));
    if (target === null) return next();
    return c.body(null, 302, { Location: `${new URL(settings().publicUrl).origin}${target}`, 'Cache-Control': 'no-cache' });
  });
  app.get('*', (c) => site(c));
  app.notFound((c) => c.text('Not found', 404, { 'Cache-Control': 'no-cache' }));
  return app;
}
