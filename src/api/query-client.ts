import { MutationCache, QueryClient } from '@tanstack/react-query';
import { ApiError, clientErrorCodes } from './client.ts';
import { toastApiError } from './errors.ts';

declare module '@tanstack/react-query' {
  interface Register {
    mutationMeta: { /** The screen shows this mutation's errors itself (a form with field errors). */ handlesErrors?: boolean };
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
      mutations: { retry: false },
    },
  });
}

let appQueryClient: QueryClient | null = null;

/** The app's single cache; tests create their own with createQueryClient(). */
export function getQueryClient(): QueryClient {
  appQueryClient ??= createQueryClient();
  return appQueryClient;
}
