import { defaultShouldDehydrateQuery, type DehydratedState, type Query } from '@tanstack/react-query';
import { ApiError } from './client.ts';

/**
 * An API's 404 is a fact about the page (no such event), not a passing failure: the server's render shows it (the
 * not-found message, status 404), so the browser must hydrate with the same answer instead of asking again and
 * showing "loading" meanwhile (§2 Speed). Other failures are left out: the browser asks again.
 */
export function shouldSendQuery(query: Query): boolean {
  return defaultShouldDehydrateQuery(query) || (query.state.status === 'error' && query.state.error instanceof ApiError && query.state.error.result.responseStatus === 404);
}

/** The server's errors arrive as plain JSON: made ApiErrors again, so the pages' `instanceof ApiError` checks hold. */
export function reviveServerErrors(state: DehydratedState): DehydratedState {
  return {
    ...state,
    queries: state.queries.map((query) => {
      const error = query.state.error as { name?: unknown; result?: unknown; path?: unknown } | null;
      if (!error || error.name !== 'ApiError' || typeof error.result !== 'object' || error.result === null) return query;
      return { ...query, state: { ...query.state, error: new ApiError(error.result as ApiError['result'], typeof error.path === 'string' ? error.path : '') } };
    }),
  };
}
