import type { FetchQueryOptions, QueryClient, QueryKey } from '@tanstack/react-query';
import i18next, { type TFunction } from 'i18next';
import type { LoaderFunctionArgs } from 'react-router';
import type { RouteDataLoader } from '../../schemas/config/shared.ts';
import { startingLanguageCode } from '../i18n/index.ts';
import { nextTask } from './next-task.ts';
import { authStore } from '../stores/auth.ts';
import { isDesktopViewport } from '../ui/use-viewport.ts';

// §2 Speed: a route declares what its first screen reads (config/routes `data`), so the site's server fetches it
// before its one render and the browser's router starts the same fetches beside the screen's chunk on a navigation
// (docs/architecture/site-server.md "How a public page is rendered").

/** What a route's queries depend on besides the address: who looks, on what, in which language. */
export interface RouteDataArgs {
  /** The route's id in config/routes (several routes may share a screen and its data module). */
  routeId: string;
  /** The route's params, the values a route's paramValues fix included (as useRouteParams() gives them). */
  params: Readonly<Record<string, string | undefined>>;
  /** The address's query (only the parameters the route declares reach the server's render). */
  search: URLSearchParams;
  desktop: boolean;
  language: string;
  /** A signed-in player (the browser's session; the server renders as a guest, or the signed-in frame without figures). */
  signedIn: boolean;
  /** On the site's server: a query only its render reads (the casino lobby's first screen) is asked for there alone. */
  server: boolean;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each query is typed by its own generated options
export type RouteQuery = FetchQueryOptions<any, any, any, QueryKey>;

/** What a page says of itself in its head, from its data (the server's answer: status, JSON-LD). */
export interface RouteHead {
  /** The page shows its not-found message: the server answers 404. */
  notFound?: boolean;
  /** schema.org objects for the head's JSON-LD. */
  structuredData?: Record<string, unknown>[];
}

/** What a route's data module (src/features/<area>/<name>-data.ts) exports by default. */
export interface RouteData {
  /**
   * The queries the first screen reads, built by the same options as the screen's hooks (same keys, same fetch). A
   * query that needs another's answer (a league's list needs its id, from the leagues' answer) is given once `read`
   * has it: the loader asks again after each round until nothing new is asked for.
   */
  queries: (args: RouteDataArgs, read?: RouteDataReader) => readonly RouteQuery[];
  /** The head from the data the queries left in the cache (`read` gives a query's state by its options). */
  head?: (args: RouteDataArgs, read: RouteDataReader) => RouteHead;
}

export interface RouteDataReader {
  data<T>(query: RouteQuery): T | undefined;
  error(query: RouteQuery): unknown;
  t: TFunction;
}

/** Declares a route's data (a data module's default export), typed. */
export function defineRouteData(data: RouteData): RouteData {
  return data;
}

/**
 * What the site's server hands the loaders of one request (`createStaticHandler().query(request, { requestContext })`):
 * its own query cache, the layout it guessed and its language. The browser's router passes none: the loaders read
 * the page's own (the app's query client, the window's width, the language on screen).
 */
export interface ServerLoadContext {
  queryClient: QueryClient;
  desktop: boolean;
  language: string;
  signedIn: boolean;
  t: TFunction;
}

function isServerLoadContext(value: unknown): value is ServerLoadContext {
  return typeof value === 'object' && value !== null && 'queryClient' in value && 'desktop' in value;
}

/** The loader's answer: the head, which the server reads from the static handler's loader data. */
export type RouteLoaderResult = RouteHead | null;

/** Where the browser's loaders put what they fetch: the query cache the app renders with (none: they fetch nothing). */
export interface BrowserLoadContext {
  queryClient?: QueryClient;
}

/**
 * The router's loader of a route with data: on the server it waits for every query (a failed one stays in the cache
 * as the screen will show it: an API 404 is the not-found page) and answers the head; in the browser it answers at
 * once and starts the fetches beside the screen's chunk (the screen shows its loading state as before, its data
 * already on the way), into the app's query cache (a router given none, as the engine's tests build, fetches nothing).
 */
export function routeDataLoader(routeId: string, load: RouteDataLoader | (() => Promise<{ default: RouteData }>), fixedParams: Readonly<Record<string, string>> = {}, browser: BrowserLoadContext = {}) {
  return async ({ request, params, context }: LoaderFunctionArgs): Promise<RouteLoaderResult> => {
    const server = isServerLoadContext(context) ? context : null;
    if (!server) {
      const queryClient = browser.queryClient;
      // In a task of its own, as the screens' chunks (src/engine/router.tsx inTaskOfItsOwn, §2 Speed).
      if (queryClient)
        void nextTask()
          .then(load)
          .then((module) => startFetches((module as { default: RouteData }).default, argsOf(false), queryClient), () => undefined);
      return null;
    }
    const data = ((await load()) as { default: RouteData }).default;
    const queryClient = server.queryClient;
    const args = argsOf(true);
    const read = readerOf(queryClient, server.t);
    // A query that needs another's answer is asked for in the next round (a league's list after the leagues).
    const asked = new Set<string>();
    for (let round = 0; round < maxRounds; round += 1) {
      const fresh = data.queries(args, read).filter((query) => !asked.has(JSON.stringify(query.queryKey)));
      if (fresh.length === 0) break;
      for (const query of fresh) asked.add(JSON.stringify(query.queryKey));
      await Promise.all(fresh.map((query) => queryClient.prefetchQuery(query)));
    }
    return data.head?.(args, read) ?? null;

    function argsOf(onServer: boolean): RouteDataArgs {
      return {
        routeId,
        params: { ...params, ...fixedParams },
        search: new URL(request.url).searchParams,
        desktop: server ? server.desktop : isDesktopViewport(),
        // Before the first pack is on screen, the language the page will start in (src/i18n startingLanguageCode).
        language: server ? server.language : i18next.language || startingLanguageCode(),
        signedIn: server ? server.signedIn : authStore.isAuth,
        server: onServer,
      };
    }
  };
}

function readerOf(queryClient: QueryClient, t: TFunction): RouteDataReader {
  return {
    data: <T>(query: RouteQuery) => queryClient.getQueryData<T>(query.queryKey),
    error: (query: RouteQuery) => queryClient.getQueryState(query.queryKey)?.error ?? null,
    t,
  };
}

/**
 * The browser's fetches of a route's data: a query the cache knows already (the server's page's data, its API 404
 * the page shows as not found, a list seen a moment ago, one on its way) is not asked again here: a refetch would put
 * a hydrating page's not-found back to loading. The screen's own hooks refetch what is stale, as they always did.
 */
function startFetches(data: RouteData, args: RouteDataArgs, queryClient: QueryClient): void {
  for (const query of data.queries(args, readerOf(queryClient, i18next.t))) {
    if (queryClient.getQueryState(query.queryKey)) continue;
    void queryClient.prefetchQuery(query);
  }
}

/** Rounds of dependent queries a route may declare (the leagues, then a league's events). */
const maxRounds = 3;
