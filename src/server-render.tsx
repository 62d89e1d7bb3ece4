// The site's server renders the public pages with this module (§2 Speed: a page's content arrives as HTML, React then
// hydrates it). rsbuild builds it for Node beside the browser's bundle (rsbuild.config.ts, environment `server`);
// server/render.ts loads the result and calls renderPage() per request.
import createCache, { type EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { dehydrate, QueryCache, QueryClient, type Query } from '@tanstack/react-query';
import i18next from 'i18next';
import { AsyncLocalStorage } from 'node:async_hooks';
import type { ReactElement, ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { I18nextProvider } from 'react-i18next';
import { createStaticHandler, createStaticRouter, StaticRouterProvider, type StaticHandler } from 'react-router';
import { languages } from '../config/languages/index.ts';
import { clientHooks } from './api/client.ts';
import { shouldSendQuery } from './api/server-errors.ts';
import { setServerPageHostname, setServerRuntimeConfig, type RuntimeConfig } from './api/runtime-config.ts';
import { AppFrame } from './app.tsx';
import { appConfig } from './engine/load-config.ts';
import { buildAppRoutes } from './engine/router.tsx';
import { newServerPageReport, ServerPageContext, type ServerPageReport } from './engine/server-page.ts';
import { installRouteTargets } from './engine/hrefs.ts';
import { intlWarmupScript } from './engine/intl-warmup.ts';
import type { RouteLoaderResult, ServerLoadContext } from './engine/route-data.ts';
import { getGetCurrencyListQueryKey } from './api/accounts.ts';
import { settingsFlagsFromCache } from './features/settings/settings-sync.tsx';
import { packNamespace } from './i18n/index.ts';
import { setMarketLanguages } from './i18n/languages.ts';
import { setCurrencySymbols } from './stores/currency-symbols.ts';
import { setRenderScopeReader, type RenderScope } from './stores/render-scope.ts';
import { noPlayerHints, type PlayerHints } from './stores/signed-in-cookie.ts';
import { desktopMediaQuery } from './ui/theme.ts';
import { serverLayoutMismatchClass, ServerViewportContext } from './ui/use-viewport.ts';
import { serverSheetKey } from './ui/style-cache.ts';

export interface RenderRequest {
  /** The page's address as the player asked for it. */
  url: string;
  /** The language the server negotiated (server/pages.ts). */
  language: string;
  /** The layout guessed from the browser's hints (server/render.ts). */
  desktop: boolean;
  /** The browser says a player is signed in on it (src/stores/signed-in-hint.ts): the header renders signed in. */
  signedIn?: boolean;
  /** A signed-in frame's player as last seen on this browser (their cookies, src/stores/signed-in-cookie.ts). */
  hints?: PlayerHints;
  /** This answer's CSP nonce, on every inline style. */
  nonce: string;
  /** When the answer must go, API or not (ms since the epoch, the server's clock). */
  deadline: number;
}

export interface RenderedPage {
  /** The markup inside <div id="root">. */
  html: string;
  /** The page's style elements, for the head (gatherComponentStyles). */
  styles: string;
  /** What goes before the root: the check that hides the page when the browser's width is not the layout guessed. */
  prelude: string;
  /** What the browser hydrates with: the server's data, language and layout guess. */
  state: ServerRenderState;
  /** False when a part of the page was left to the browser (API slow or down, a part failing on the server). */
  complete: boolean;
  /** The app's renders of the page: one, after the route loaders filled the query cache. */
  renders: number;
  /** Queries the render asked for that no route loader fetched (config/routes `data` misses them): left to the browser. */
  undeclared: unknown[];
  /** 404 when the page is a not-found page (an unknown event or promotion, known from the API's answer). */
  status: 200 | 404;
  /** schema.org objects for the page's head (JSON-LD). */
  structuredData: Record<string, unknown>[];
}

export interface ServerRenderState {
  language: string;
  desktop: boolean;
  signedIn: boolean;
  /** The player hints the page was rendered with (a signed-in frame's): the browser hydrates with the same. */
  hints: PlayerHints;
  /** False when the browser must finish parts of the page (their Suspense boundaries). */
  complete: boolean;
  queries: unknown;
}

export interface RenderSetup {
  /** The site's public address (PUBLIC_URL). */
  publicUrl: string;
  /**
   * Pages rendered once at start, for a phone and a desktop, before the first player's: the lazy parts of the app load
   * then, not during a player's request (which would otherwise wait on them or miss its deadline).
   */
  warmPaths?: readonly string[];
  /** Calls the operator's API (or the sandbox's, mounted in the same process): path and query on the API's base. */
  apiFetch: (pathAndQuery: string, init: RequestInit) => Promise<Response>;
  /** The runtime settings the site's pages carry (the game origin of the posters...), read at each use. */
  runtimeConfig?: () => RuntimeConfig;
}

let handler: StaticHandler | null = null;
let warming: Promise<void> | null = null;

/** Each page once for a desktop and a phone, and the first as a signed-in player too (the header's signed-in parts). */
async function warmUp(setup: RenderSetup): Promise<void> {
  const paths = setup.warmPaths ?? [];
  for (const [index, path] of paths.entries()) {
    for (const desktop of [true, false]) {
      for (const signedIn of index === 0 ? [false, true] : [false]) {
        await renderPage({ url: new URL(path, setup.publicUrl).href, language: appConfig.market.defaultLanguage, desktop, signedIn, nonce: '', deadline: Date.now() + warmUpDeadlineMs }).catch(() => undefined);
      }
    }
  }
}
let ready: Promise<void> | null = null;

/**
 * Once per process: the router's table (the same as the browser's), every language's pack in full in one i18next
 * (read only afterwards: each request gets its own instance over it), and the API's address; then the warm-up.
 */
export function setupRenderer(setup: RenderSetup): Promise<void> {
  setServerPageHostname(new URL(setup.publicUrl).hostname);
  const runtimeConfig = setup.runtimeConfig;
  // Not its API base: the server reaches the API through apiFetch, with the paths alone.
  if (runtimeConfig) setServerRuntimeConfig(() => ({ ...runtimeConfig(), apiBaseUrl: undefined }));
  // The server holds no session: a refused call is a guest's answer, never a sign-out of anybody.
  clientHooks.onSessionInvalid = () => undefined;
  clientHooks.fetch = (input, init) => {
    const url = new URL(input);
    return setup.apiFetch(url.pathname + url.search, init);
  };
  ready ??= (async () => {
    setRenderScopeReader(() => scopes.getStore());
    installRouteTargets(appConfig);
    handler = createStaticHandler(buildAppRoutes());
    setMarketLanguages(appConfig.market);
    // As src/i18n/index.ts sets it up in the browser, with every pack bundled instead of loaded on demand.
    await i18next.init({ ns: [packNamespace], defaultNS: packNamespace, fallbackLng: false, interpolation: { escapeValue: false }, react: { useSuspense: false }, resources: {} });
    for (const language of languages) {
      const core = await language.load();
      const areas = await Promise.all(Object.entries(language.areas ?? {}).map(async ([area, load]) => [area, (await load()).default] as const));
      const pack = { ...core.default, ...Object.fromEntries(areas) };
      // Under the code as given and as i18next canonicalises it (xx-yy becomes xx-YY), as the browser does.
      for (const lng of new Set([language.code, i18next.services.languageUtils.formatLanguageCode(language.code)])) i18next.addResourceBundle(lng, packNamespace, pack, true, true);
    }
  })();
  // Not awaited by players' requests: one that comes meanwhile waits for its own parts within its deadline.
  warming ??= ready.then(() => warmUp(setup));
  return ready;
}

/**
 * A query cache that remembers the queries a render asked for and would run (an `enabled: false` query is a signed-in
 * player's, never fetched for the page a guest's HTML shows): one the route's loaders did not fetch is left to the
 * browser (its loading state in the page) and named in the answer, so a route's `data` that misses one is seen.
 */
function recordingQueryCache(): { cache: QueryCache; wanted: Set<string> } {
  const cache = new QueryCache();
  const wanted = new Set<string>();
  const build = cache.build.bind(cache);
  cache.build = ((...args: Parameters<typeof build>) => {
    const query = build(...args);
    const enabled = (args[1] as { enabled?: unknown }).enabled;
    const runs = typeof enabled === 'function' ? (enabled as (query: Query) => boolean)(query as Query) : enabled !== false;
    if (runs) wanted.add(query.queryHash);
    return query;
  }) as QueryCache['build'];
  return { cache, wanted };
}

/**
 * An emotion cache for one render that keeps every component rule it writes, by name. Emotion writes a rule beside the
 * markup of the first component that uses it, once per cache: when that component's output is thrown away (its Suspense
 * boundary suspended, and React rendered it again once the lazy part arrived), the rule is gone from the page and the
 * second render writes nothing. The live list's rows came out unstyled that way, and moved when the app styled them.
 */
function recordingStyleCache(nonce: string): { cache: EmotionCache; rules: Map<string, string> } {
  const cache = createCache({ key: 'css', nonce });
  const rules = new Map<string, string>();
  const insert = cache.insert.bind(cache);
  cache.insert = (selector, serialized, sheet, shouldCache) => {
    const written = insert(selector, serialized, sheet, shouldCache);
    // Only the cached (component) rules: a Global component writes its own element on every render.
    if (shouldCache && typeof written === 'string') rules.set(serialized.name, written);
    return written;
  };
  return { cache, rules };
}

/**
 * The page's emotion styles, in the head, as the browser's emotion cache keeps them (src/ui/style-cache.ts): the
 * global styles first, each in the element its Global component finds, then every component rule the render wrote
 * (58 on the sport home) as one element. One nonce instead of dozens, so the site's server can keep a guest's page
 * compressed and write only the nonces per answer (server/static.ts); no rule lost with a render React threw away
 * (recordingStyleCache). Emotion's own server elements sit beside the markup and its browser cache moves them to the
 * head, each move of a sheet restyling the whole page (§2 Speed: total blocking time): these are where they stay,
 * marked `data-s` and the component sheet under its own key, so emotion's cache moves none of them.
 */
export function gatherComponentStyles(html: string, nonce: string, rules: ReadonlyMap<string, string>): { html: string; styles: string } {
  const globals: string[] = [];
  const rest = html
    .replace(/<style data-emotion="css [^"]*"[^>]*>[\s\S]*?<\/style>/g, '')
    .replace(/<style data-emotion="(css-global [^"]*)"[^>]*>([\s\S]*?)<\/style>/g, (_element, name: string, css: string) => {
      globals.push(`<style data-emotion="${name}" data-s="" nonce="${nonce}">${css}</style>`);
      return '';
    });
  const components = rules.size === 0 ? '' : `<style data-emotion="${serverSheetKey} ${[...rules.keys()].join(' ')}" data-s="" nonce="${nonce}">${[...rules.values()].join('')}</style>`;
  return { html: rest, styles: globals.join('') + components };
}

function unfinishedBoundaries(html: string): boolean {
  return html.includes('<!--$!-->') || html.includes('<!--$?-->');
}

const warmUpDeadlineMs = 10_000;
/** A render past its deadline still gets this long for its lazy parts before it is given up. */
const lazyPartsMinMs = 200;

/** Each render's own scope (src/stores/render-scope.ts): the hooks read it in place of the browser's stores. */
const scopes = new AsyncLocalStorage<RenderScope>();

/** Renders the app into one HTML string, once, after every lazy part it meets has loaded (React's static prerender). */
async function renderOnce(element: ReactElement, scope: RenderScope, signal: AbortSignal): Promise<string> {
  // Every boundary inline (no chunk size makes React move one out of place with a script to put it back): the page
  // carries no script of React's, only what server/static.ts writes under the answer's nonce.
  const { prelude } = await scopes.run(scope, () => prerenderToNodeStream(element, { signal, progressiveChunkSize: Number.POSITIVE_INFINITY, onError: () => undefined }));
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer));
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * Counts the app's renders of one page (a test holds it to one per request). A wrapper, not a sibling: a sibling would
 * fork the tree and move every useId, which the browser's tree (without it) must match.
 */
function CountRender({ report, children }: { report: ServerPageReport & { renders?: number }; children: ReactNode }) {
  report.renders = (report.renders ?? 0) + 1;
  return children;
}

/**
 * Renders the page at `request.url` as the anchors do (docs/architecture/site-server.md): the router's static handler
 * runs the matched routes' loaders once (config/routes `data`: the queries each route's first screen reads, into this
 * request's query cache, and its head from them), then the app renders once with that cache. Past the deadline the
 * fetches are given up: what arrived is in the page, the rest shows its loading state and the browser fills it in.
 */
export async function renderPage(request: RenderRequest): Promise<RenderedPage> {
  if (!ready) throw new Error('renderPage: setupRenderer() was not called');
  await ready;
  if (!handler) throw new Error('renderPage: the router was not built');
  const language = languages.find((candidate) => candidate.code === request.language) ?? languages[0];
  const translations = i18next.cloneInstance({ lng: language.code, initAsync: false });
  const { cache, wanted } = recordingQueryCache();
  const queryClient = new QueryClient({ queryCache: cache, defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  // The request's cache is emptied once the page is out: a query given its own gcTime (the slides' hour) otherwise
  // keeps a timer, and with it this render's whole cache, alive that long after the answer (and a script that rendered
  // a page, such as the first-load budget check, from exiting).
  try {
    const signedIn = request.signedIn === true;
    const loadContext: ServerLoadContext = { queryClient, desktop: request.desktop, language: language.code, signedIn, t: translations.t };

    let timer: ReturnType<typeof setTimeout> | undefined;
    let timedOut = false;
    const deadline = new Promise<void>((resolve) => {
      timer = setTimeout(() => {
        timedOut = true;
        resolve();
      }, Math.max(0, request.deadline - Date.now()));
    });
    const loading = handler.query(new Request(request.url), { requestContext: loadContext });
    await Promise.race([loading, deadline]);
    // Given up at the deadline: the queries still out are cancelled, so the loaders finish with what arrived.
    if (timedOut) await queryClient.cancelQueries();
    const context = await loading;
    if (context instanceof Response) throw new Error(`renderPage: the router answered ${context.status} for ${request.url}`);
    const router = createStaticRouter(handler.dataRoutes, context);

    // The head the loaders said (route-data.ts), and what the screens say while rendering (server-page.ts).
    const report: ServerPageReport & { renders?: number } = newServerPageReport();
    for (const match of context.matches) {
      const head = context.loaderData[match.route.id] as RouteLoaderResult | undefined;
      if (head?.notFound) report.status = 404;
      for (const entry of head?.structuredData ?? []) report.structuredData.push(entry);
    }
    setCurrencySymbols(queryClient.getQueryData(getGetCurrencyListQueryKey()));
    const scope: RenderScope = {
      locale: { lang: language.code, dir: language.dir, dateLocale: language.dateLocale },
      settingsFlags: settingsFlagsFromCache(queryClient),
      signedIn,
      hints: signedIn ? (request.hints ?? noPlayerHints) : noPlayerHints,
    };
    // The render's own lazy parts (a content page's text, a header's chunk) load within the deadline; past it, the
    // render is given up and the page's frame goes out (server/render.ts).
    const stop = new AbortController();
    const left = Math.max(0, request.deadline - Date.now());
    const renderTimer = setTimeout(() => stop.abort(), Math.max(left, lazyPartsMinMs));
    const styles = recordingStyleCache(request.nonce);
    let html: string;
    try {
      html = await renderOnce(
        <CacheProvider value={styles.cache}>
          <I18nextProvider i18n={translations}>
            <ServerViewportContext.Provider value={request.desktop}>
              <ServerPageContext.Provider value={report}>
                <CountRender report={report}>
                  <AppFrame queryClient={queryClient}>
                    <StaticRouterProvider router={router} context={context} hydrate={false} />
                  </AppFrame>
                </CountRender>
              </ServerPageContext.Provider>
            </ServerViewportContext.Provider>
          </I18nextProvider>
        </CacheProvider>,
        scope,
        stop.signal,
      );
    } finally {
      clearTimeout(renderTimer);
      clearTimeout(timer);
    }
    // What the render asked for that no loader fetched: left to the browser (and named, so the route's data is fixed).
    const undeclared = queryClient
      .getQueryCache()
      .getAll()
      .filter((query) => wanted.has(query.queryHash) && query.state.data === undefined && query.state.error === null)
      .map((query) => query.queryKey);
    // The signed-in frame leaves the player's own queries (balance, favourites...) to the browser, which holds the
    // session: they are its loading state, not a missed route `data`.
    const complete = !timedOut && (signedIn || undeclared.length === 0) && !unfinishedBoundaries(html);
    const gathered = gatherComponentStyles(html, request.nonce, styles.rules);
    // Runs as the page is parsed, before the root is drawn: a desktop layout in a phone-wide window (or the reverse) is
    // never shown, the browser renders its own in its place; and ICU's data is loaded off the main thread
    // (src/engine/intl-warmup.ts).
    const prelude =
      `<style nonce="${request.nonce}">.${serverLayoutMismatchClass} #root{visibility:hidden}</style>` +
      `<script>if(matchMedia(${JSON.stringify(desktopMediaQuery)}).matches!==${request.desktop})document.documentElement.classList.add(${JSON.stringify(serverLayoutMismatchClass)})</script>` +
      `<script>${intlWarmupScript({ locale: language.dateLocale, timeZone: appConfig.market.timezone, currency: appConfig.market.currency })}</script>`;
    return {
      html: gathered.html,
      styles: gathered.styles,
      prelude,
      complete,
      renders: report.renders ?? 0,
      undeclared,
      status: report.status,
      structuredData: report.structuredData,
      state: { language: language.code, desktop: request.desktop, signedIn: request.signedIn === true, hints: scope.hints, complete, queries: dehydrate(queryClient, { shouldDehydrateQuery: shouldSendQuery }) },
    };
  } finally {
    queryClient.clear();
  }
}
