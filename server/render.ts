import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Context } from 'hono';
import { noPlayerHints, playerHintsKey, playerHintsOfCookies, signedInCookie, type PlayerHints } from '../src/stores/signed-in-cookie.ts';
import { cookieValue, matchPage, notFoundServerRendered, ownPath, pageAddress, serverRenderedPaths, type PageLanguage } from './pages.ts';
import type { Logger, RenderedApp, RenderRefused } from './static.ts';
import { createRenderPool, defaultRenderWorkers } from './render-pool.ts';

/**
 * Server rendering of the public pages (§2 Speed): the app, built for Node by rsbuild (`dist/.server/render.js`, from
 * src/server-render.tsx), renders the page the router matches into the HTML, with the data it read from the API;
 * the browser hydrates it (src/boot.tsx). A page that is no public page (config/routes `serverRendered`), a build
 * without the server bundle, or a render that fails: the page's frame alone, as before, and the browser renders it.
 */

/** What src/server-render.tsx exports (its build is loaded at run time, never imported as source). */
export interface RendererModule {
  setupRenderer(setup: {
    publicUrl: string;
    warmPaths?: readonly string[];
    apiFetch: (pathAndQuery: string, init: RequestInit) => Promise<Response>;
    runtimeConfig?: () => Record<string, unknown>;
  }): Promise<void>;
  renderPage(request: { url: string; language: string; desktop: boolean; signedIn: boolean; hints?: PlayerHints; nonce: string; deadline: number }): Promise<{
    html: string;
    /** The page's style elements, for the head (src/ui/style-cache.ts takes them where they are). */
    styles: string;
    prelude: string;
    state: unknown;
    complete: boolean;
    /** The app's renders of the page: one, after the matched routes' loaders (config/routes `data`) filled its cache. */
    renders: number;
    /** Queries the render read that no route loader fetched: left to the browser (a route's `data` misses them). */
    undeclared: unknown[];
    status: 200 | 404;
    structuredData: Record<string, unknown>[];
  }>;
}


export interface AppRendererOptions {
  staticDir: string;
  publicUrl: () => string;
  /** The API's answer to a path and query (the operator's API at API_BASE_URL, or the sandbox mounted in-process). */
  apiFetch: (pathAndQuery: string, init: RequestInit) => Promise<Response>;
  log: Logger;
  /** How long a render may wait for the API before answering with what it has (default 1 000 ms). */
  deadlineMs?: number;
  /** Between two log lines about a failing render or API (default 60 s): one line per interval, not per request. */
  logIntervalMs?: number;
  /** The clock of those intervals (tests move it). */
  now?: () => number;
  /** Loads the renderer; default the build's dist/.server/render.js (tests load src/server-render.tsx itself). */
  loadRenderer?: () => Promise<RendererModule>;
  /** How long a guest's page is served again to other guests before it is rendered anew (default 0: off). */
  cacheMs?: number;
  /** The runtime settings the pages carry (window.__RUNTIME_CONFIG__): the render builds the same addresses with them. */
  runtimeConfig?: () => Record<string, unknown>;
  /** Who asks (http/client-address.ts, by TRUST_PROXY's rules); a request with no socket (in-process) is not capped. */
  clientAddress?: (c: Context) => string | null;
  /** Renders one client address may make a guest wait for in one second (default `defaultRenderMissesPerAddressPerSecond`). */
  renderMissesPerAddressPerSecond?: number;
  /** Threads the build's renders run on (render-pool.ts; default `defaultRenderWorkers()`); 0: the request thread. */
  renderWorkers?: number;
}

export interface AppRenderer {
  (c: Context, language: PageLanguage, nonce: string): Promise<RenderedApp | RenderRefused | null>;
  /** Drops every kept page: something they show may have changed (server/site.ts calls it on the API's writes). */
  forget(): void;
  /**
   * Loads the build (its render workers) and starts its warm-up now. Otherwise the first visitor after a start waits
   * for them: 1.7 s for /sport/Home on this machine, and past the render's deadline on a busy one, so their page went
   * out in its loading state.
   */
  prepare(): void;
}

/**
 * A render of the sport home costs about 25 ms of a render worker's core (render-pool.ts) and its API reads about 10 ms
 * of the request thread's: one render per 5 s makes a busy page cost nearly nothing. The default of `RENDER_CACHE_MS`;
 * 0 turns the cache off. The bench measures the render with this value and without.
 */
export const defaultRenderCacheMs = 5000;

/**
 * §5 Bounds: renders that miss the cache, per client address and second. A browser asks the server for a page only on
 * a full load (its navigations are its own), and a kept page costs nothing, so a person seldom needs more than one;
 * past the cap a 429 with Retry-After, so that one client sending a fresh query each time (10 a second held other
 * visitors' page at 12.6 s) costs at most this many renders (about 35 ms of CPU each) a second.
 */
export const defaultRenderMissesPerAddressPerSecond = 3;

/** Pages kept at most (the public routes times languages and layouts, with room for event pages). */
const cachedPagesMax = 300;

/**
 * The layout the server renders for (§2: phones and desktops get different headers): the browser's own word when it
 * gives one (Sec-CH-UA-Mobile), else its User-Agent. The browser corrects a wrong guess once it has hydrated.
 */
export function guessDesktop(headers: { mobileHint?: string; userAgent?: string }): boolean {
  if (headers.mobileHint === '?1') return false;
  if (headers.mobileHint === '?0') return true;
  return !/Mobi|Android|iPhone|iPad|iPod/i.test(headers.userAgent ?? '');
}

/** A logger that writes one line per key and interval, and says how many it held back. */
export function intervalLogger(log: Logger, intervalMs: number, now: () => number) {
  const last = new Map<string, { at: number; held: number }>();
  return (key: string, message: string, error?: unknown) => {
    const seen = last.get(key);
    const at = now();
    if (seen && at - seen.at < intervalMs) {
      seen.held += 1;
      return;
    }
    last.set(key, { at, held: 0 });
    const held = seen?.held ? ` (${seen.held} more since the last line)` : '';
    log.error(`${message}${held}`, error);
  };
}

/** Where a rendered page is kept: one per address, language, layout and frame (a guest's, or the signed-in one). */
export function renderCacheKey(address: string, language: string, desktop: boolean, signedIn: boolean, hints: PlayerHints = noPlayerHints): string {
  return `${address}|${language}|${desktop ? 'desktop' : 'phone'}|${signedIn ? 'signed-in' : 'guest'}|${playerHintsKey(hints)}`;
}

/** The server build of the app (its file, not a source import): here, or in each render worker (render-worker.ts). */
export async function loadRendererBuild(bundle: string): Promise<RendererModule> {
  return (await import(pathToFileURL(bundle).href)) as RendererModule;
}

export function createAppRenderer(options: AppRendererOptions): AppRenderer {
  const bundle = join(options.staticDir, '.server', 'render.js');
  const workers = options.renderWorkers ?? defaultRenderWorkers();
  const now = options.now ?? Date.now;
  const deadlineMs = options.deadlineMs ?? 1000;
  const report = intervalLogger(options.log, options.logIntervalMs ?? 60_000, now);
  let renderer: Promise<RendererModule | null> | null = null;

  const apiFetch = async (pathAndQuery: string, init: RequestInit): Promise<Response> => {
    try {
      const response = await options.apiFetch(pathAndQuery, init);
      if (response.status >= 500) report('api', `[render] the API answered ${response.status} to ${pathAndQuery.split('?')[0]}: pages go out with their loading state`);
      return response;
    } catch (error) {
      if (!init.signal?.aborted) report('api', `[render] the API did not answer ${pathAndQuery.split('?')[0]}: pages go out with their loading state`, error);
      throw error;
    }
  };

  const load = (): Promise<RendererModule | null> => {
    renderer ??= (async () => {
      if (options.loadRenderer) {
        const module = await options.loadRenderer();
        await module.setupRenderer({ publicUrl: options.publicUrl(), warmPaths: serverRenderedPaths(), apiFetch, runtimeConfig: options.runtimeConfig });
        return module;
      }
      if (!existsSync(bundle)) {
        options.log.info(`[render] ${bundle} is missing (npm run build makes it): pages are rendered in the browser`);
        return null;
      }
      const module = workers > 0 ? createRenderPool(bundle, workers) : await loadRendererBuild(bundle);
      await module.setupRenderer({ publicUrl: options.publicUrl(), warmPaths: serverRenderedPaths(), apiFetch, runtimeConfig: options.runtimeConfig });
      return module;
    })().catch((error: unknown) => {
      report('load', `[render] ${bundle} could not be loaded: pages are rendered in the browser`, error);
      return null;
    });
    return renderer;
  };

  // §2 Speed: a guest's page is the same for every guest of a language and layout, and a signed-in frame's for every
  // player (the server never renders a player's own data), so one render serves them all for a short while (the
  // `cacheMs` micro-cache): a busy page costs one render per interval, not one per visit. Live prices stay right: the page's lists carry the feed's sequence number, and the
  // browser's stream replays every change since it. Rendered with a stand-in nonce, which each answer replaces with
  // its own (a nonce is never shared between answers). Only complete pages are kept (not a deadline's loading state).
  const cacheMs = options.cacheMs ?? defaultRenderCacheMs;
  const standInNonce = randomBytes(24).toString('base64url');
  // Past its interval a complete page still serves, for one more interval, while its successor renders in the
  // background: at 50 guests a second, the ones who came during each interval's render waited for it (p97.5 71 ms).
  interface KeptPage {
    until: number;
    page: Promise<RenderedPage | null>;
    /** The page once rendered complete: it may serve past `until` while the next one renders. */
    done?: RenderedPage;
    refreshing?: boolean;
  }
  const kept = new Map<string, KeptPage>();
  /** Bumped by forget(): a render begun before it may show what a write has since changed, and is not kept. */
  let generation = 0;
  type RenderedPage = Awaited<ReturnType<RendererModule['renderPage']>>;

  const keep = (key: string, entry: KeptPage): void => {
    kept.delete(key);
    kept.set(key, entry);
    // The oldest entries go first (a Map keeps insertion order, and a new render is inserted last).
    for (const oldest of kept.keys()) {
      if (kept.size <= cachedPagesMax) break;
      kept.delete(oldest);
    }
  };

  // Renders a guest waited for, per client address, in the current second (the whole count is dropped each second).
  const missesPerSecond = options.renderMissesPerAddressPerSecond ?? defaultRenderMissesPerAddressPerSecond;
  let missSecond = -1;
  const misses = new Map<string, number>();
  /** Counts a render `address` waits for; false when its second's renders are spent. */
  const admitMiss = (address: string | null): boolean => {
    if (address === null) return true;
    const second = Math.floor(now() / 1000);
    if (second !== missSecond) {
      missSecond = second;
      misses.clear();
    }
    const count = (misses.get(address) ?? 0) + 1;
    if (count > missesPerSecond) return false;
    misses.set(address, count);
    return true;
  };

  const renderGuestPage = (module: RendererModule, key: string, request: Parameters<RendererModule['renderPage']>[0], address: string | null): Promise<RenderedPage | null> | 'refused' => {
    if (cacheMs <= 0) return admitMiss(address) ? module.renderPage(request) : 'refused';
    const at = now();
    const hit = kept.get(key);
    if (hit && hit.until > at) return hit.page;
    const startedIn = generation;
    if (hit?.done && at < hit.until + cacheMs) {
      if (!hit.refreshing) {
        hit.refreshing = true;
        module.renderPage({ ...request, nonce: standInNonce }).then(
          (rendered) => {
            if (rendered.complete && generation === startedIn) keep(key, { until: now() + cacheMs, page: Promise.resolve(rendered), done: rendered });
            else hit.refreshing = false;
          },
          () => (hit.refreshing = false),
        );
      }
      return Promise.resolve(hit.done);
    }
    if (!admitMiss(address)) return 'refused';
    const entry: KeptPage = { until: at + cacheMs, page: Promise.resolve(null) };
    entry.page = module.renderPage({ ...request, nonce: standInNonce }).then(
      (rendered) => {
        if (rendered.complete && generation === startedIn) entry.done = rendered;
        else if (kept.get(key) === entry) kept.delete(key);
        return rendered;
      },
      (error: unknown) => {
        if (kept.get(key) === entry) kept.delete(key);
        throw error;
      },
    );
    keep(key, entry);
    return entry.page;
  };

  const render = async (c: Context, language: PageLanguage, nonce: string): Promise<RenderedApp | RenderRefused | null> => {
    const url = new URL(c.req.url);
    const page = matchPage(ownPath(url.pathname));
    if (page ? !page.serverRendered : !notFoundServerRendered) return null;
    const module = await load();
    if (!module) return null;
    const desktop = guessDesktop({ mobileHint: c.req.header('Sec-CH-UA-Mobile'), userAgent: c.req.header('User-Agent') });
    // The public address, as the browser will see the page, with only the query the page reads (pages.ts pageSearch):
    // a utm_* or unknown parameter changes nothing it shows, so it neither makes a render of its own nor reaches it.
    const address = pageAddress(url, options.publicUrl());
    // A returning player (the hint cookie, src/stores/signed-in-hint.ts) gets the page's public content in the signed-in
    // frame: the header's signed-in block at its size, without figures, which the browser hydrates and fills in (§2
    // Speed). The server never knows who the player is (it reads no session): the page is the same for every player, so
    // it is kept apart from the guests' and shared between players like theirs.
    const signedIn = cookieValue(c.req.header('Cookie'), signedInCookie) === '1';
    // Their prices in their odds format (§3), their lobby's own rows with room kept: a page per set of hints, kept
    // apart like the languages.
    const hints = signedIn ? playerHintsOfCookies((name) => cookieValue(c.req.header('Cookie'), name)) : noPlayerHints;
    try {
      const request = { url: address.href, language: language.code, desktop, signedIn, hints, nonce, deadline: Date.now() + deadlineMs };
      const pending = renderGuestPage(module, renderCacheKey(address.href, language.code, desktop, signedIn, hints), request, options.clientAddress?.(c) ?? null);
      if (pending === 'refused') return { refused: 'too-many-renders', retryAfterSeconds: 1 };
      const rendered = await pending;
      if (!rendered) return null;
      const page = { html: rendered.html, styles: rendered.styles, prelude: rendered.prelude, state: rendered.state, status: rendered.status, structuredData: rendered.structuredData };
      // A kept page carries the stand-in where the nonce goes: the site writes each answer's own (server/static.ts).
      return cacheMs > 0 ? { ...page, shared: { page: rendered, standInNonce } } : page;
    } catch (error) {
      report('render', `[render] ${url.pathname} could not be rendered: the page's frame went out instead`, error);
      return null;
    }
  };
  return Object.assign(render, {
    prepare: () => void load(),
    forget: () => {
      generation += 1;
      kept.clear();
    },
  });
}
