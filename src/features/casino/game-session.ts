import { ApiError } from '../../api/client.ts';
import { parallelGameRefusal } from '../../api/casino.ts';
import type { LaunchKind, LaunchParams, ProviderAdapter } from '../../engine/providers.ts';
import { type SlotsState } from '../../stores/slots.ts';
import { slotsStore } from './slots-store.ts';

/** §4/§9: session-URL retries, 3 attempts in total. */
export const sessionUrlAttempts = 3;

export interface AttemptOptions {
  attempts?: number;
  /** Called after each failed attempt but the last (§4 free spins: each earlier failure raises an error). */
  onAttemptFailed?: (error: unknown, attempt: number) => void;
  /** Called once all attempts failed (§4: the failure callback: lobby with 'try VPN'). */
  onFailure: (error: unknown) => void;
  /** An error no retry can fix ends the attempts at once (then onFailure). */
  isFinal?: (error: unknown) => boolean;
}

/**
 * The seconds to wait when the server refused a launch as too many (429, e.g. the sandbox's per-address demo
 * limit, §5 Bounds); null for any other error. Retrying at once would only be refused again and use up
 * more of the allowance, so such a refusal ends the §4 attempts.
 */
export function launchRateLimitSeconds(error: unknown): number | null {
  if (!(error instanceof ApiError) || error.result.responseStatus !== 429) return null;
  const detail = (error.result.errorBody as { detail?: unknown } | null)?.detail;
  return typeof detail === 'string' && /^\d{1,6}$/.test(detail) ? Math.max(1, Number(detail)) : 60;
}

/** Runs `work` up to `attempts` times in total; resolves its value, or null after onFailure. */
export async function withAttempts<T>(work: (attempt: number) => Promise<T>, options: AttemptOptions): Promise<T | null> {
  const attempts = options.attempts ?? sessionUrlAttempts;
  for (let attempt = 1; attempt <= attempts; attempt++) {
    try {
      return await work(attempt);
    } catch (error) {
      if (attempt === attempts || options.isFinal?.(error)) {
        options.onFailure(error);
        return null;
      }
      options.onAttemptFailed?.(error, attempt);
    }
  }
  return null;
}

export interface FetchSessionOptions extends Omit<LaunchParams, 'kind'> {
  adapter: ProviderAdapter;
  kind: LaunchKind;
  /** §4: with withRedirect the browser navigates to the session URL (the mobile variant). */
  withRedirect?: boolean;
  redirect?: (url: string) => void;
  onAttemptFailed?: AttemptOptions['onAttemptFailed'];
  onFailure: AttemptOptions['onFailure'];
  store?: SlotsState;
}

/**
 * §4 Game session URL fetch (and the free-spin one): 3 attempts in total, then the failure callback. The URL is
 * kept in the slots store (gameUrl, or freeSpinGameUrl for a free-spin session); neither is persisted.
 */
export async function fetchSessionUrl(options: FetchSessionOptions): Promise<string | null> {
  const store = options.store ?? slotsStore;
  const url = await withAttempts(() => options.adapter.launch(options), {
    onAttemptFailed: options.onAttemptFailed,
    onFailure: options.onFailure,
    // Refused as too many, or as a second game in parallel (§8): no retry can change the answer.
    isFinal: (error) => launchRateLimitSeconds(error) !== null || parallelGameRefusal(error) !== null,
  });
  if (url === null) return null;
  if (options.kind === 'freeSpin') store.freeSpinGameUrl = url;
  else store.gameUrl = url;
  if (options.withRedirect) (options.redirect ?? ((target) => window.location.assign(target)))(url);
  return url;
}

/** §4: leaving the game page clears the session address. */
export function clearGameSession(store: SlotsState = slotsStore): void {
  store.gameUrl = null;
}

/** §4: exiting a free-spin session sets sessionEnd, then resets its URL and info to empty. */
export function exitFreeSpinSession(store: SlotsState = slotsStore): void {
  if (store.freeSpinInfo) store.freeSpinInfo = { ...store.freeSpinInfo, sessionEnd: true };
  store.freeSpinGameUrl = null;
  store.freeSpinInfo = null;
}
