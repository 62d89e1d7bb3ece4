import type routeTableFile from '../../config/routes/index.ts';
import type modalsFile from '../../config/modals.ts';
import type { LinkTarget, RouteRef } from '../../schemas/config/shared.ts';
import { appConfig } from './load-config.ts';

// Typed href helpers (CONVENTIONS 5): addresses are built from route (and modal) ids, so nothing else in src/
// writes a path. `href('profile-transaction', { id: 42 })` -> '/profile/transactions/42'.

type RouteFiles = (typeof routeTableFile)['areas'];
type DeclaredRoute = RouteFiles[keyof RouteFiles][number] | (typeof modalsFile)[number];

/** Every route and modal id declared in config/. */
export type RouteId = DeclaredRoute['id'];

type PathOf<Id extends RouteId> = Extract<DeclaredRoute, { id: Id }>['path'];

type SegmentParam<Segment extends string> = Segment extends `:${infer Name}?`
  ? { optional: Name }
  : Segment extends `:${infer Name}`
    ? { required: Name }
    : never;
type PathSegments<Path extends string> = Path extends `${infer Head}/${infer Tail}` ? Head | PathSegments<Tail> : Path;
type ParamInfo<Path extends string> = SegmentParam<PathSegments<Path>>;
type ParamValue = string | number;

/** The params of a path: `:name` required, `:name?` optional. */
export type PathParams<Path extends string> = { [Name in Extract<ParamInfo<Path>, { required: string }>['required']]: ParamValue } & {
  [Name in Extract<ParamInfo<Path>, { optional: string }>['optional']]?: ParamValue;
};

/** Query string entries; undefined values are left out. */
export type SearchInit = Record<string, string | number | undefined>;

type HrefArgs<Path extends string> = [Extract<ParamInfo<Path>, { required: string }>] extends [never]
  ? [params?: PathParams<Path>, search?: SearchInit]
  : [params: PathParams<Path>, search?: SearchInit];

interface Target {
  id: string;
  path: string;
  paramValues?: Record<string, string[]>;
}

/** What addresses are built from: the routes and modals a router serves. */
export interface RouteTargets {
  routes: readonly Target[];
  modals: readonly Target[];
}

/** Builds a path from a pattern; optional params left out drop their segment. */
export function buildPath(pattern: string, params: Record<string, ParamValue | undefined> = {}): string {
  if (pattern === '*') return '/';
  const segments: string[] = [];
  for (const segment of pattern.split('/').slice(1)) {
    if (!segment.startsWith(':')) {
      segments.push(segment);
      continue;
    }
    const optional = segment.endsWith('?');
    const name = segment.slice(1, optional ? -1 : undefined);
    const value = params[name];
    if (value === undefined || value === '') {
      if (optional) continue;
      throw new Error(`Missing param "${name}" for ${pattern}`);
    }
    segments.push(encodeURIComponent(String(value)));
  }
  return `/${segments.join('/')}`;
}

function searchString(search: SearchInit | undefined): string {
  if (!search) return '';
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(search)) if (value !== undefined) query.set(key, String(value));
  const text = query.toString();
  return text ? `?${text}` : '';
}

/** Address builders bound to one route table (the router builds its redirects with its own). */
export function createHrefs(table: RouteTargets) {
  const targets = new Map<string, Target>();
  for (const route of table.routes) targets.set(route.id, route);
  for (const modal of table.modals) targets.set(modal.id, modal);
  const byId = (id: string, params?: Record<string, ParamValue | undefined>, search?: SearchInit): string => {
    const target = targets.get(id);
    if (!target) throw new Error(`Route "${id}" not found in configuration`);
    for (const [name, allowed] of Object.entries(target.paramValues ?? {})) {
      const value = params?.[name];
      // A value outside the list would land on another route or the not-found page; say so in development.
      if (value !== undefined && !allowed.includes(String(value))) console.warn(`href("${id}"): "${value}" is not one of ${allowed.join(', ')}`);
    }
    return buildPath(target.path, params) + searchString(search);
  };
  return { hrefById: byId, hrefOf: (ref: RouteRef) => byId(ref.route, ref.params, ref.search) };
}

// Screens everywhere build links with href(); they follow the table of the router the app runs (createAppRouter
// installs it), which is config/ in the app and a fixture in the engine's own tests. One app serves one table.
let current = createHrefs(appConfig);

/** Makes href() and its kin build addresses from `table` (createAppRouter calls it with the table it serves). */
export function installRouteTargets(table: RouteTargets): void {
  current = createHrefs(table);
}

/** Untyped form of href for ids that come from config data (menus, redirects). */
export function hrefById(id: string, params?: Record<string, ParamValue | undefined>, search?: SearchInit): string {
  return current.hrefById(id, params, search);
}

/** The address of a route or modal, by id, with typed params. */
export function href<Id extends RouteId>(id: Id, ...args: HrefArgs<PathOf<Id>>): string {
  const [params, search] = args as [Record<string, ParamValue | undefined> | undefined, SearchInit | undefined];
  return hrefById(id, params, search);
}

/** The address of a config route reference. */
export function hrefOf(ref: RouteRef): string {
  return hrefById(ref.route, ref.params, ref.search);
}

/** The address of a link target, resolved for the viewport. */
export function resolveLinkTarget(target: LinkTarget, isDesktop: boolean): string {
  if ('route' in target) return hrefOf(target);
  return hrefOf(isDesktop ? target.desktop : target.mobile);
}
