import { useMatches, useParams } from 'react-router';
import type { RouteGuard, RouteLayout } from '../../schemas/config/routes.ts';

/** What the engine attaches to every router entry it builds (read with useCurrentRoute). */
export interface AppRouteHandle {
  /** Config id: a route id, or a modal id for the entry that shows a modal over its background page. */
  routeId: string;
  kind: 'page' | 'redirect' | 'modal';
  path: string;
  guard: RouteGuard;
  layout: RouteLayout;
  titleKey?: string;
  /** §2: the sport-match page hides the footer. */
  hideFooter: boolean;
  /** Params fixed by the entry (paramValues expansion, a modal's background page). */
  fixedParams: Record<string, string>;
  /** Readable redirect target, for the route table snapshot. */
  redirect?: string;
}

function isAppRouteHandle(handle: unknown): handle is AppRouteHandle {
  return typeof handle === 'object' && handle !== null && 'routeId' in handle && 'kind' in handle;
}

/** The deepest matched config route (page, or modal over its background), or null outside one. */
export function useCurrentRoute(): AppRouteHandle | null {
  const matches = useMatches();
  for (let index = matches.length - 1; index >= 0; index--) {
    const handle = matches[index].handle;
    if (isAppRouteHandle(handle)) return handle;
  }
  return null;
}

/**
 * The current route's params, including the ones the engine fixes into static segments (paramValues) and a
 * modal's background params. Screens read params with this instead of useParams.
 */
export function useRouteParams(): Record<string, string | undefined> {
  const params = useParams();
  const route = useCurrentRoute();
  return { ...params, ...route?.fixedParams };
}
