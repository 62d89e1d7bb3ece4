import { MutationCache, QueryClient } from '@tanstack/react-query';
import { ApiError, clientErrorCodes } from './client.ts';
import { toastApiError } from './errors.ts';

declare module '@tanstack/react-query' {
  interface Register {
    mutationMeta: { /** The screen shows this mutation's errors itself (a form with field errors). */ handlesErrors?: boolean };
    queryMeta: { /** The screen says this query failed itself, with its own retry (§8); the page's load-failure notice leaves it out. */ handlesErrors?: boolean };
  }
}

function isClientError(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  // An answer of the wrong shape will not change by asking again at once (§7 Shared client).
  if (error.result.codeStatus === clientErrorCodes.invalidAnswer) return true;
  return error.result.responseStatus >= 400 && error.result.responseStatus < 500;
}

/** One cache for all server data (DESIGN "Where state lives"). */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    mutationCache: new MutationCache({
      // §8: failures are shown as deduplicated toasts unless the screen shows them by field.
      onError: (error, _variables, _context, mutation) => {
        if (!mutation.meta?.handlesErrors) toastApiError(error);
      },
    }),
    defaultOptions: {
      queries: {
        // A 4xx will not change by asking again; network blips and 5xx get two more tries.
        retry: (failureCount, error) => !isClientError(error) && failureCount < 2,
        staleTime: 30_000,
        refetchOnWindowFocus: true,
      },
      // A mutation is never held while offline to go out by itself when the network returns (a deposit, bet, spin or
      // exchange tapped offline is refused at once, src/api/client.ts): it runs, and fails, when the player taps.
      mutations: { retry: false, networkMode: 'always' },
    },
  });
}

let appQueryClient: QueryClient | null = null;

/** The app's single cache; tests create their own with createQueryClient(). */
export function getQueryClient(): QueryClient {
  appQueryClient ??= createQueryClient();
  return appQueryClient;
}
