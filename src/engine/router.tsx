import type { ComponentType } from 'react';
import { createBrowserRouter, matchPath, Navigate, redirect, useLocation, type DataRouter, type LoaderFunctionArgs, type PatchRoutesOnNavigationFunction, type RouteObject } from 'react-router';
import type { RouteGuard as RouteGuardKind, RouteLayout } from '../../schemas/config/routes.ts';
import type { RouteRef, ScreenLoader } from '../../schemas/config/shared.ts';
import { RouteErrorScreen } from './screens/error-screen.tsx';
import { appConfig, type AppConfig, type LoadedRoute } from './load-config.ts';
import { areasOfRoute, loadAreas } from '../i18n/index.ts';
import { createHrefs, installRouteTargets } from './hrefs.ts';
import { Loading } from './loading.tsx';
import { nextTask } from './next-task.ts';
import { RootLayout } from './root-layout.tsx';
import { RouteGuard } from './route-guard.tsx';
import { routeDataLoader, type BrowserLoadContext, type RouteData } from './route-data.ts';
import type { QueryClient } from '@tanstack/react-query';
import type { AppRouteHandle } from './route-handle.ts';
import { makeComingSoonComponent, makeScreenComponent, makeVariantComponent, type FramedRoute } from './route-screen.tsx';

// Turns config/routes and config/modals into one react-router data router (CONVENTIONS 5):
//
//   app (RootLayout: pages + ModalHost; errors -> error screen)
//   ├── layout-shell (the Shell, lazy, renders <Outlet/>)
//   │   ├── shell-any         (RouteGuard 'any')        -> routes, redirects, modal routes
//   │   ├── shell-guest-only  (RouteGuard 'guest-only')
//   │   └── shell-auth-only   (RouteGuard 'auth-only')
//   └── layout-bare (no shell)  -> same three guard groups
//
// Screens are `lazy` (one chunk each); redirects are loaders; coming-soon routes render the engine placeholder.
// The table is an argument (the app passes config/, the engine's tests a fixture, CONVENTIONS 18).

/** What the router is built from: routes, modals, the guard target and the sport embeds routes' view rules name. */
export type RouterConfig = Pick<AppConfig, 'routes' | 'modals' | 'guardRedirect' | 'signInRedirect' | 'sportEmbeds'>;

type Hrefs = ReturnType<typeof createHrefs>;

export interface AppRouterOptions {
  /** Builds the router from the route objects; default createBrowserRouter (tests pass createMemoryRouter). */
  createRouter?: (routes: RouteObject[]) => DataRouter;
  /** Loads the Shell (default export renders <Outlet/>); default src/features/shell/shell.tsx. */
  loadShell?: () => Promise<{ default: ComponentType; data?: RouteData }>;
  /** Replaces the screen loader of some routes, by route id (tests, previews). */
  screens?: Partial<Record<string, ScreenLoader>>;
  /** The route table served; default config/ (appConfig). */
  config?: RouterConfig;
  /**
   * The query cache the app renders with: the routes' loaders (config/routes `data`) start their fetches into it on a
   * navigation. None (the engine's tests): they fetch nothing. The site's server gives each request's its own.
   */
  queryClient?: QueryClient;
}

const guards: RouteGuardKind[] = ['any', 'guest-only', 'auth-only'];
const layouts: RouteLayout[] = ['shell', 'bare'];

const defaultLoadShell = () => import('../features/shell/shell.tsx');

/**
 * §2 Speed (total blocking time): the router calls every matched route's `lazy` and loader in the task that creates it
 * or starts a navigation, and asking for a chunk costs 2-6 ms of a phone's main thread at 4x CPU slowdown (a script
 * element per file, a dozen on a sport page's first load): each load starts in a task of its own.
 */
function inTaskOfItsOwn<T>(load: () => Promise<T>): () => Promise<T> {
  return async () => {
    await nextTask();
    return load();
  };
}

/** Every combination of a route's paramValues, each as a path with static segments and the values it fixes. */
export function expandParamValues(path: string, paramValues: Record<string, string[]> | undefined): { path: string; fixedParams: Record<string, string> }[] {
  let expansions = [{ path, fixedParams: {} as Record<string, string> }];
  for (const [name, values] of Object.entries(paramValues ?? {})) {
    expansions = expansions.flatMap((expansion) =>
      values.map((value) => ({
        path: expansion.path
          .split('/')
          .map((segment) => (segment === `:${name}` || segment === `:${name}?` ? value : segment))
          .join('/'),
        fixedParams: { ...expansion.fixedParams, [name]: value },
      })),
    );
  }
  return expansions;
}

function mergeSearch(requestSearch: string, ref: RouteRef): string {
  const query = new URLSearchParams(requestSearch);
  for (const [key, value] of Object.entries(ref.search ?? {})) query.set(key, value);
  const text = query.toString();
  return text ? `?${text}` : '';
}

/** A loader that redirects to `ref`, keeping the query string (lobby filters survive /slots -> /slots/casino). */
function redirectLoader(ref: RouteRef, { hrefOf }: Hrefs) {
  return ({ request }: LoaderFunctionArgs) => {
    const target = hrefOf({ ...ref, search: undefined });
    return redirect(target + mergeSearch(new URL(request.url).search, ref));
  };
}

/** Rendered only if the redirect loader did not run (it always does in a data router); redirects all the same. */
function redirectFallback(ref: RouteRef, { hrefOf }: Hrefs): ComponentType {
  return function RedirectFallback() {
    const location = useLocation();
    return <Navigate replace to={hrefOf({ ...ref, search: undefined }) + mergeSearch(location.search, ref)} />;
  };
}

function describeRedirect(route: LoadedRoute, { hrefOf }: Hrefs): string | undefined {
  const parts: string[] = [];
  if (route.redirect) parts.push(hrefOf(route.redirect));
  for (const viewport of ['desktop', 'mobile'] as const) {
    const target = route.variants?.[viewport]?.redirect;
    if (target) parts.push(`${viewport}: ${hrefOf(target)}`);
  }
  return parts.length ? parts.join('; ') : undefined;
}

/** The screen part of a router entry for `route`. */
function screenEntry(route: FramedRoute, titleKey: string | undefined, screens: Partial<Record<string, ScreenLoader>>, hrefs: Hrefs, browser: BrowserLoadContext, fixedParams: Record<string, string> = {}): Partial<RouteObject> {
  if (route.variants) return { Component: makeVariantComponent(route, titleKey) };
  if (route.redirect) return { loader: redirectLoader(route.redirect, hrefs), Component: redirectFallback(route.redirect, hrefs) };
  const screen = screens[route.id] ?? route.screen;
  if (screen === 'coming-soon') return { Component: makeComingSoonComponent(route, titleKey) };
  const load = screen!;
  const data = route.data;
  return {
    // §2 Speed: the route's data (config/routes `data`) loads beside its screen: on the server before the one render,
    // in the browser as the navigation starts (route-data.ts).
    ...(data ? { loader: routeDataLoader(route.id, data, fixedParams, browser) } : {}),
    lazy: {
      Component: async () => {
        await nextTask(); // see inTaskOfItsOwn
        // §1: the language areas the screen needs load beside its chunk, so it never renders before its texts.
        const [module] = await Promise.all([load(), loadAreas(areasOfRoute(route))]);
        await module.preload?.();
        return makeScreenComponent(route, titleKey, module.default);
      },
    },
  };
}

interface Leaf {
  guard: RouteGuardKind;
  layout: RouteLayout;
  entry: RouteObject;
}

function routeLeaves(config: RouterConfig, screens: Partial<Record<string, ScreenLoader>>, hrefs: Hrefs, browser: BrowserLoadContext): Leaf[] {
  const leaves: Leaf[] = [];
  const framed = (route: LoadedRoute): FramedRoute => {
    if (!route.sportEmbedViews) return route;
    const sportEmbed = config.sportEmbeds.find((embed) => embed.id === route.sportEmbedViews!.embed);
    if (!sportEmbed) throw new Error(`config/routes/${route.area}.ts: route "${route.id}" names an unknown sport embed "${route.sportEmbedViews.embed}"`);
    return { ...route, sportEmbed };
  };
  for (const route of config.routes) {
    const kind = route.redirect && !route.variants ? 'redirect' : 'page';
    for (const { path, fixedParams } of expandParamValues(route.path, route.paramValues)) {
      const handle: AppRouteHandle = {
        routeId: route.id,
        kind,
        path,
        guard: route.guard,
        layout: route.layout,
        titleKey: route.titleKey,
        hideFooter: route.hideFooter ?? false,
        fixedParams,
        redirect: describeRedirect(route, hrefs),
      };
      const suffix = Object.values(fixedParams).join(',');
      leaves.push({
        guard: route.guard,
        layout: route.layout,
        entry: { id: suffix ? `${route.id}:${suffix}` : route.id, path, handle, ...screenEntry(framed(route), undefined, screens, hrefs, browser, fixedParams) },
      });
    }
  }

  // §2: a modal opens when the path matches its route. The router entry at that path shows the page behind the
  // modal: the page of its back route (a modal's back modal is followed to a page; a redirect to its target).
  const routesById = new Map(config.routes.map((route) => [route.id, route]));
  const modalsById = new Map(config.modals.map((modal) => [modal.id, modal]));
  for (const modal of config.modals) {
    let ref = modal.backTo;
    const seen = new Set<string>([modal.id]);
    for (;;) {
      const backModal = modalsById.get(ref.route);
      const backRoute = routesById.get(ref.route);
      if (backModal && !seen.has(backModal.id)) {
        seen.add(backModal.id);
        ref = backModal.backTo;
      } else if (backRoute?.redirect && !backRoute.variants && !seen.has(backRoute.id)) {
        seen.add(backRoute.id);
        ref = backRoute.redirect;
      } else break;
    }
    const background = routesById.get(ref.route);
    if (!background) throw new Error(`config/modals.ts: modal "${modal.id}" has no page to show behind it`);
    const handle: AppRouteHandle = {
      routeId: modal.id,
      kind: 'modal',
      path: modal.path,
      guard: background.guard,
      layout: background.layout,
      titleKey: modal.titleKey,
      hideFooter: background.hideFooter ?? false,
      fixedParams: { ...ref.params },
      redirect: undefined,
    };
    leaves.push({
      guard: background.guard,
      layout: background.layout,
      entry: { id: `modal:${modal.id}`, path: modal.path, handle, ...screenEntry(framed(background), modal.titleKey, screens, hrefs, browser, { ...ref.params }) },
    });
  }
  return leaves;
}

/** The route objects of the app (exported for the route table snapshot and for custom routers). */
export function buildAppRoutes(options: Pick<AppRouterOptions, 'loadShell' | 'screens' | 'queryClient'> = {}, config: RouterConfig = appConfig): RouteObject[] {
  const hrefs = createHrefs(config);
  const browser: BrowserLoadContext = { queryClient: options.queryClient };
  const leaves = routeLeaves(config, options.screens ?? {}, hrefs, browser);
  const guardTarget = hrefs.hrefOf(config.guardRedirect);
  const signInTarget = config.signInRedirect ? hrefs.hrefOf(config.signInRedirect) : undefined;
  const loadShell = inTaskOfItsOwn(options.loadShell ?? defaultLoadShell);
  const layoutRoutes: RouteObject[] = layouts.map((layout) => ({
    id: `layout-${layout}`,
    ...(layout === 'shell'
      ? {
          // The shell's own data (its header's) comes with its chunk, run beside every page's (route-data.ts).
          loader: routeDataLoader(
            'layout-shell',
            async () => {
              const shell = await loadShell();
              return { default: shell.data ?? { queries: () => [] } };
            },
            {},
            browser,
          ),
          lazy: { Component: async () => (await loadShell()).default },
        }
      : {}),
    children: guards.map((guard) => ({
      id: `${layout}-${guard}`,
      element: <RouteGuard guard={guard} redirectTo={guardTarget} signInTo={signInTarget} />,
      children: leaves.filter((leaf) => leaf.layout === layout && leaf.guard === guard).map((leaf) => leaf.entry),
    })),
  }));
  return [
    {
      id: 'app',
      element: <RootLayout modals={config.modals} />,
      // What every page's frame reads (the settings, the currency list): fetched with the first page's data.
      loader: routeDataLoader('app', () => import('./frame-data.ts'), {}, browser),
      ErrorBoundary: RouteErrorScreen,
      HydrateFallback: Loading,
      children: layoutRoutes,
    },
  ];
}

/**
 * §2 Speed (total blocking time): a router flattens and ranks every entry of the table it starts with, in the task
 * that creates it, on the first load's way to the hydration. The browser's router starts with the entries that serve
 * the page's address and the not-found page; the others are added before the first navigation to an address they
 * serve (`patchRoutesOnNavigation`, which React Router calls for an address the table matches only with a splat or
 * parameters), in a task of their own.
 */
export function startingRouteTable(routes: RouteObject[], pathname: string): { routes: RouteObject[]; patchRoutesOnNavigation: PatchRoutesOnNavigationFunction } {
  const later = new Map<string, RouteObject[]>();
  const here = firstSegment(pathname);
  const servesHere = (leaf: RouteObject) => {
    if (leaf.path === '*') return true;
    if (leaf.path === undefined) return false;
    // A literal first segment other than the address's cannot match: its regular expression is not made (matchPath
    // over every entry was a fifth of the router's start, 27 ms at 4x CPU). Paths match case-insensitively.
    const first = firstSegment(leaf.path);
    if (first !== '' && !/[:*?]/.test(first) && first !== here) return false;
    return matchPath({ path: leaf.path, end: true }, pathname) !== null;
  };
  const trim = (objects: RouteObject[]): RouteObject[] =>
    objects.map((object) => {
      if (!object.children) return object;
      const leaves = object.children.filter((child) => !child.children);
      const left = leaves.filter((leaf) => !servesHere(leaf));
      if (left.length > 0) later.set(object.id!, left);
      return { ...object, children: trim(object.children.filter((child) => child.children || servesHere(child))) };
    });
  const patchRoutesOnNavigation: PatchRoutesOnNavigationFunction = async ({ patch, signal }) => {
    if (later.size === 0) return;
    await nextTask();
    if (signal.aborted || later.size === 0) return;
    for (const [parentId, leaves] of later) patch(parentId, leaves);
    later.clear();
  };
  return { routes: trim(routes), patchRoutesOnNavigation };
}

function firstSegment(path: string): string {
  return path.replace(/^\/+/, '').split('/', 1)[0]!.toLowerCase();
}

/** The browser's router on a starting table. */
function browserRouterOn(table: ReturnType<typeof startingRouteTable>): DataRouter {
  return createBrowserRouter(table.routes, { patchRoutesOnNavigation: table.patchRoutesOnNavigation });
}

/** The browser's router, started on the entries of the page's address (startingRouteTable). */
function browserRouterStartingHere(routes: RouteObject[]): DataRouter {
  return browserRouterOn(startingRouteTable(routes, window.location.pathname));
}

/**
 * The app's data router, built from `options.config` (default config/; mount with <RouterProvider router={...}/>
 * from 'react-router/dom'). Links built with href() anywhere follow the table it serves.
 */
export function createAppRouter(options: AppRouterOptions = {}): DataRouter {
  const config = options.config ?? appConfig;
  installRouteTargets(config);
  const routes = buildAppRoutes(options, config);
  return (options.createRouter ?? browserRouterStartingHere)(routes);
}

/**
 * The browser's app router at the page's start (src/boot.tsx), made in two tasks (§2 Speed: total blocking time):
 * the table, trimmed to the page's address, then the router, which ranks and matches it and asks for the page's
 * chunks. In one task they took 124 ms at 4x CPU.
 */
export async function startAppRouter(options: Pick<AppRouterOptions, 'queryClient'>): Promise<DataRouter> {
  installRouteTargets(appConfig);
  const table = startingRouteTable(buildAppRoutes(options, appConfig), window.location.pathname);
  await nextTask();
  return browserRouterOn(table);
}

/** One row of the route table: what the router serves at a path. */
export interface RouteTableRow {
  id: string;
  path: string;
  kind: AppRouteHandle['kind'];
  guard: RouteGuardKind;
  layout: RouteLayout;
  redirect?: string;
  hideFooter?: true;
}

/** The built route table, flattened (the config test snapshots it). */
export function describeRouteTable(routes: RouteObject[] = buildAppRoutes()): RouteTableRow[] {
  const rows: RouteTableRow[] = [];
  const visit = (objects: RouteObject[]) => {
    for (const object of objects) {
      const handle = object.handle as AppRouteHandle | undefined;
      if (handle?.routeId) {
        rows.push({
          id: handle.routeId,
          path: handle.path,
          kind: handle.kind,
          guard: handle.guard,
          layout: handle.layout,
          ...(handle.redirect ? { redirect: handle.redirect } : {}),
          ...(handle.hideFooter ? { hideFooter: true as const } : {}),
        });
      }
      if (object.children) visit(object.children);
    }
  };
  visit(routes);
  return rows;
}
