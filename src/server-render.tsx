// The site's server renders the public pages with this module (§2 Speed: a page's content arrives as HTML, React then
// hydrates it). rsbuild builds it for Node beside the browser's bundle (rsbuild.config.ts, environment `server`);
// server/render.ts loads the result and calls renderPage() per request.
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { dehydrate, QueryCache, QueryClient, type Query } from '@tanstack/react-query';
import i18next from 'i18next';
import { renderToString } from 'react-dom/server';
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
import { setSettingsFlags, settingsFlagsStore } from './engine/settings-flags.ts';
import { currencySymbolsFromCache, settingsFlagsFromCache } from './features/settings/settings-sync.tsx';
import { packNamespace } from './i18n/index.ts';
import { setMarketLanguages } from './i18n/languages.ts';
import { authStore } from './stores/auth.ts';
import { localeStore } from './stores/locale.ts';
import { desktopMediaQuery } from './ui/theme.ts';
import { serverLayoutMismatchClass, ServerViewportContext } from './ui/use-viewport.ts';

export interface RenderRequest {
  /** The page's address as the player asked for it. */
  url: string;
  /** The language the server negotiated (server/pages.ts). */
  language: string;
  /** The layout guessed from the browser's hints (server/render.ts). */
  desktop: boolean;
  /** The browser says a player is signed in on it (src/stores/signed-in-hint.ts): the header renders signed in. */
  signedIn?: boolean;
  /** This answer's CSP nonce, on every inline style. */
  nonce: string;
  /** When the answer must go, API or not (ms since the epoch, the server's clock). */
  deadline: number;
}

export interface RenderedPage {
  /** The markup inside <div id="root">. */
  html: string;
  /** What goes before the root: the check that hides the page when the browser's width is not the layout guessed. */
  prelude: string;
  /** What the browser hydrates with: the server's data, language and layout guess. */
  state: ServerRenderState;
  /** False when a part of the page was left to the browser (API slow or down, a part failing on the server). */
  complete: boolean;
  /** Renders made (each after the data the previous one asked for). */
  passes: number;
  /** 404 when the page is a not-found page (an unknown event or promotion, known from the API's answer). */
  status: 200 | 404;
  /** schema.org objects for the page's head (JSON-LD). */
  structuredData: Record<string, unknown>[];
}

export interface ServerRenderState {
  language: string;
  desktop: boolean;
  signedIn: boolean;
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
 * A query cache that remembers which queries a render asked for and would run (an `enabled: false` query is a
 * signed-in player's, never fetched for the page a guest's HTML shows).
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

/** Suspense boundaries the render could not finish: React marks them for the browser to render. */
/**
 * The component styles emotion wrote beside the markup (one `<style data-emotion="css id">` per rule, 58 on the sport
 * home), gathered into one element before the root: one nonce instead of dozens, so the site's server can keep a
 * guest's page compressed and write only the nonces per answer (server/static.ts), and fewer elements to parse. The
 * browser's emotion cache moves it to the head before hydrating, as it did the separate ones, and reads the ids from
 * its data-emotion; global styles keep their own elements (each Global component finds its own).
 */
export function gatherComponentStyles(html: string, nonce: string): { html: string; styles: string } {
  const ids: string[] = [];
  const rules: string[] = [];
  const rest = html.replace(/<style data-emotion="css ([^"]*)"[^>]*>([\s\S]*?)<\/style>/g, (_tag, names: string, css: string) => {
    ids.push(names);
    rules.push(css);
    return '';
  });
  if (ids.length === 0) return { html, styles: '' };
  return { html: rest, styles: `<style data-emotion="css ${ids.join(' ')}" nonce="${nonce}">${rules.join('')}</style>` };
}

function unfinishedBoundaries(html: string): boolean {
  return html.includes('<!--$!-->') || html.includes('<!--$?-->');
}

const maxPasses = 24;
const warmUpDeadlineMs = 10_000;
/** Renders in a row that fetched nothing and still left a part unfinished, before the part is left to the browser. */
const maxWaitsForParts = 8;
const partWaitMs = 10;

/**
 * Renders the page at `request.url`: renders, fetches the data the render asked for, renders again, until nothing is
 * missing or the deadline passes (then what is missing shows its loading state, and the browser fills it in).
 * Each render is synchronous, so the module-level state it reads (the locale of amounts and dates) is this request's
 * alone while it runs, and is put back before another request's turn.
 */
export async function renderPage(request: RenderRequest): Promise<RenderedPage> {
  if (!ready) throw new Error('renderPage: setupRenderer() was not called');
  await ready;
  if (!handler) throw new Error('renderPage: the router was not built');
  const language = languages.find((candidate) => candidate.code === request.language) ?? languages[0];
  const context = await handler.query(new Request(request.url));
  if (context instanceof Response) throw new Error(`renderPage: the router answered ${context.status} for ${request.url}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const translations = i18next.cloneInstance({ lng: language.code, initAsync: false });
  const { cache, wanted } = recordingQueryCache();
  const queryClient = new QueryClient({ queryCache: cache, defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  const tried = new Set<string>();

  // What the last pass's page said of itself (not found, its structured data).
  let report: ServerPageReport = newServerPageReport();
  const renderOnce = (asPlayer = false) => {
    // A fresh emotion cache per pass: each pass writes every style it uses beside the markup.
    const styles = createCache({ key: 'css', nonce: request.nonce });
    report = newServerPageReport();
    const previous = { ...localeStore };
    const previousFlags = { ...settingsFlagsStore };
    const previousAuth = authStore.isAuth;
    authStore.isAuth = asPlayer;
    localeStore.lang = language.code;
    localeStore.dir = language.dir;
    localeStore.dateLocale = language.dateLocale;
    setSettingsFlags(settingsFlagsFromCache(queryClient));
    currencySymbolsFromCache(queryClient);
    try {
      return renderToString(
        <CacheProvider value={styles}>
          <I18nextProvider i18n={translations}>
            <ServerViewportContext.Provider value={request.desktop}>
              <ServerPageContext.Provider value={report}>
                <AppFrame queryClient={queryClient}>
                  <StaticRouterProvider router={router} context={context} hydrate={false} />
                </AppFrame>
              </ServerPageContext.Provider>
            </ServerViewportContext.Provider>
          </I18nextProvider>
        </CacheProvider>,
      );
    } finally {
      Object.assign(localeStore, previous);
      setSettingsFlags(previousFlags);
      authStore.isAuth = previousAuth;
    }
  };

  let html = renderOnce();
  let passes = 1;
  let waitsForParts = 0;
  while (passes < maxPasses) {
    const missing = queryClient
      .getQueryCache()
      .getAll()
      .filter((query) => wanted.has(query.queryHash) && !tried.has(query.queryHash) && query.state.data === undefined);
    const unfinished = unfinishedBoundaries(html);
    if (missing.length === 0 && !unfinished) break;
    // A part that stays unfinished while nothing more is fetched failed on the server: the browser renders it.
    waitsForParts = missing.length === 0 ? waitsForParts + 1 : 0;
    if (waitsForParts > maxWaitsForParts) break;
    const left = request.deadline - Date.now();
    if (left <= 0) break;
    for (const query of missing) tried.add(query.queryHash);
    let timer: ReturnType<typeof setTimeout> | undefined;
    const fetches = Promise.all(missing.map((query) => queryClient.prefetchQuery({ queryKey: query.queryKey, queryFn: query.options.queryFn })));
    // Chunks the render asked for (a lazy part, a content page's text) are in this bundle: they arrive in a turn.
    const turn = new Promise((resolve) => setTimeout(resolve, waitsForParts > 1 ? partWaitMs : 0));
    const timedOut = await Promise.race([
      Promise.all([fetches, turn]).then(() => false),
      new Promise<boolean>((resolve) => {
        timer = setTimeout(() => resolve(true), left);
      }),
    ]);
    clearTimeout(timer);
    passes += 1;
    if (timedOut) {
      await queryClient.cancelQueries();
      // What did arrive is in the page, so the browser hydrates the same data it is given.
      html = renderOnce();
      break;
    }
    html = renderOnce();
  }
  if (request.signedIn) {
    // A player's page: the data a guest's page reads, then one render as signed in. What only a player's token may
    // read (the balance, the player's lists) is not fetched here: it shows its loading state, and the browser, which
    // holds the tokens, fills it in after hydration.
    html = renderOnce(true);
    for (let wait = 0; wait < maxWaitsForParts && unfinishedBoundaries(html) && request.deadline > Date.now(); wait += 1) {
      await new Promise((resolve) => setTimeout(resolve, wait ? partWaitMs : 0));
      html = renderOnce(true);
    }
  }
  const complete = !unfinishedBoundaries(html);
  const gathered = gatherComponentStyles(html, request.nonce);
  // Runs as the page is parsed, before the root is drawn: a desktop layout in a phone-wide window (or the reverse) is
  // never shown, the browser renders its own in its place.
  const prelude =
    gathered.styles +
    `<style nonce="${request.nonce}">.${serverLayoutMismatchClass} #root{visibility:hidden}</style>` +
    `<script>if(matchMedia(${JSON.stringify(desktopMediaQuery)}).matches!==${request.desktop})document.documentElement.classList.add(${JSON.stringify(serverLayoutMismatchClass)})</script>`;
  return {
    html: gathered.html,
    prelude,
    complete,
    passes,
    status: report.status,
    structuredData: report.structuredData,
    state: { language: language.code, desktop: request.desktop, signedIn: request.signedIn === true, complete, queries: dehydrate(queryClient, { shouldDehydrateQuery: shouldSendQuery }) },
  };
}
