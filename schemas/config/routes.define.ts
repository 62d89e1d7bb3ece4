import type { RouteInput, RouteTableInput } from './routes.ts';

// The zod-free half of the routes kind: the defineX() helpers config files call and the pure functions the
// engine uses at run time. Only types come from routes.ts (`import type`), so importing this module never
// bundles zod; the schema itself runs at build (scripts/check-config.ts) and in tests.

/** The `:params` of a path, without the optional marker. */
export function pathParamNames(path: string): string[] {
  return path
    .split('/')
    .filter((segment) => segment.startsWith(':'))
    .map((segment) => segment.slice(1).replace(/\?$/, ''));
}

/** Checks that a path's params include `names`; returns the missing ones. */
export function missingPathParams(path: string, names: readonly string[]): string[] {
  const params = pathParamNames(path);
  return names.filter((name) => !params.includes(name));
}

/**
 * Types one area's routes (literal ids and paths are kept for the typed href helper). `languageAreas`: the on-demand
 * language areas (§1) the screens of these routes need, declared once beside them; a route naming its own keeps them.
 */
export function defineRoutes<const Routes extends readonly RouteInput[]>(routes: Routes, shared: { languageAreas?: readonly string[] } = {}): Routes {
  const { languageAreas } = shared;
  if (!languageAreas) return routes;
  return routes.map((route) => (route.languageAreas || route.redirect ? route : { ...route, languageAreas })) as readonly RouteInput[] as Routes;
}

/** Types config/routes/index.ts. */
export function defineRouteTable<const Table extends RouteTableInput>(table: Table): Table {
  return table;
}
