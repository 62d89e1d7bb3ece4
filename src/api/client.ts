import { authStore, clearAuth, readStoredSession, replaceTokens } from '../stores/auth.ts';
import appConfig from '../../config/app.ts';
import { apiBaseUrl } from './runtime-config.ts';
import { isTokenExpired, tokenExpiresAt, tokenIssuedAt } from './jwt.ts';

/** §7 Shared client. */
export interface RequestOptions {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  query?: Record<string, unknown>;
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

/** §7: the result holds success, data, errorMessage (the message field), codeStatus (the code field or the status) and responseStatus. */
export interface ApiResult<T> {
  success: boolean;
  data: T | null;
  errorMessage: string | null;
  codeStatus: string | number | null;
  responseStatus: number;
  /** The parsed error body (§8: code, message, detail, errors[]) or the raw text when not JSON. */
  errorBody: unknown;
}

/** §8 error body. */
export interface ApiErrorBody {
  code?: string;
  message?: string;
  detail?: string;
  errors?: Array<{ field: string; code: string; message?: string }>;
}

export class ApiError extends Error {
  readonly result: ApiResult<unknown>;
  readonly path: string;
  constructor(result: ApiResult<unknown>, path = '') {
    super(result.errorMessage ?? String(result.codeStatus ?? 'error'));
    this.name = 'ApiError';
    this.result = result;
    this.path = path;
  }
}

/**
 * Codes the client gives itself (status 0, or the server's status for an answer it could not use); they have
 * catalogue entries like any server code (§8). `invalid_answer`: a success answer that is not JSON or not of the
 * documented shape; `offline`: a money-moving call tapped while the device is offline, refused before it is sent.
 */
export const clientErrorCodes = { timeout: 'timeout', network: 'network_error', invalidAnswer: 'invalid_answer', offline: 'offline' } as const;

/** Hooks the session layer sets: what happens when the session can no longer be refreshed (§8). */
export const clientHooks = {
  onSessionInvalid: (code: string) => {
    clearAuth(code);
  },
  now: () => Date.now(),
  fetch: (input: string, init: RequestInit) => fetch(input, init),
};

const refreshPath = '/api/accounts/refresh/';

function buildUrl(path: string, query?: Record<string, unknown>): string {
  const base = apiBaseUrl();
  const origin = typeof location !== 'undefined' ? location.origin : 'http://localhost';
  // Relative URLs are resolved against the page origin (Node's fetch in tests refuses relative URLs).
  const url = new URL(base.replace(/\/$/, '') + path, origin);
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null || value === '') continue;
    for (const item of Array.isArray(value) ? value : [value]) url.searchParams.append(key, String(item));
  }
  return url.toString();
}

function isAccepted(status: number): boolean {
  return (status >= 200 && status < 300) || status === 302; // §7: 200-299 and 302
}

const unreadable = Symbol('unreadable');

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return { [unreadable]: text };
  }
}

function unreadableText(body: unknown): string | null {
  return body !== null && typeof body === 'object' && unreadable in body ? String((body as Record<symbol, unknown>)[unreadable]) : null;
}

/** True for the calls that move money: they carry an Idempotency-Key (DESIGN "The API client"). */
function isMoneyMoving(options: RequestOptions): boolean {
  return Object.keys(options.headers ?? {}).some((name) => name.toLowerCase() === 'idempotency-key');
}

function isOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}

function clientFailure(code: string, responseStatus = 0, errorBody: unknown = null): ApiResult<never> {
  return { success: false, data: null, errorMessage: null, codeStatus: code, responseStatus, errorBody };
}

async function send<T>(options: RequestOptions, accessToken: string | null): Promise<ApiResult<T>> {
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'Cache-Control': 'no-cache',
    Pragma: 'no-cache',
    ...options.headers,
  };
  const isForm = typeof FormData !== 'undefined' && options.body instanceof FormData;
  if (options.body !== undefined && !isForm) headers['Content-Type'] = 'application/json';
  if (accessToken) headers.Authorization = `Bearer ${accessToken}`;

  const timeout = new AbortController();
  const timer = setTimeout(() => timeout.abort(), appConfig.requestTimeoutMs); // §7: 30 s time-out
  const signal = options.signal ? AbortSignal.any([options.signal, timeout.signal]) : timeout.signal;
  try {
    const response = await clientHooks.fetch(buildUrl(options.path, options.query), {
      method: options.method,
      headers,
      body: options.body === undefined ? undefined : isForm ? (options.body as FormData) : JSON.stringify(options.body),
      signal,
      cache: 'no-store',
    });
    const read = await readBody(response);
    const text = unreadableText(read);
    if (isAccepted(response.status)) {
      // §7 JSON responses: a success that is not JSON is an answer the screen cannot use, not data.
      if (text !== null) return clientFailure(clientErrorCodes.invalidAnswer, response.status, { code: clientErrorCodes.invalidAnswer, detail: 'not JSON' });
      return { success: true, data: read as T, errorMessage: null, codeStatus: response.status, responseStatus: response.status, errorBody: null };
    }
    const body = text ?? read; // §8: unparsable error text is kept as is
    const errorBody = body && typeof body === 'object' ? (body as ApiErrorBody) : {};
    return {
      success: false,
      data: null,
      errorMessage: errorBody.message ?? errorBody.detail ?? (typeof body === 'string' ? body : null),
      codeStatus: errorBody.code ?? response.status,
      responseStatus: response.status,
      errorBody: body,
    };
  } catch (error) {
    const timedOut = timeout.signal.aborted;
    if (!timedOut && options.signal?.aborted) throw error; // the caller cancelled: let react-query see an abort
    return clientFailure(timedOut ? clientErrorCodes.timeout : clientErrorCodes.network);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * How a refresh ended: a new access token; refused by the server (or the refresh token expired: no call at all), which
 * ends the session (§4 Sign-in: a refresh failure logs out); or no answer (offline, the 30 s time-out, a 5xx), which
 * refuses nothing: the session stays and the refresh is tried again (docs/product.md §4 Sign-in).
 */
export type RefreshOutcome = 'refreshed' | 'refused' | 'unanswered';

let refreshInFlight: Promise<RefreshOutcome> | null = null;

/**
 * Now on the server's clock, which token expiry times are written in. A phone whose clock runs minutes fast would
 * otherwise see every new token as about to expire and refresh it again at once, over and over (§4 Sign-in).
 */
export function serverNow(): number {
  return clientHooks.now() + authStore.clockOffsetMs;
}

/** Learns the server's clock from a token it has just issued (its `iat` is the server's now, to the second). */
export function noteServerClock(access: string): void {
  const issuedAt = tokenIssuedAt(access);
  if (issuedAt !== null) authStore.clockOffsetMs = issuedAt - clientHooks.now();
}

/**
 * Runs `task` while holding the browser-wide refresh lock (Web Locks), so two tabs never refresh at once: all tabs
 * hold the same access token and schedule its refresh for the same moment, and the server treats a refresh token
 * used twice as stolen (§4 Sign-in). Without Web Locks the task simply runs.
 */
function withRefreshLock<T>(task: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  return locks ? locks.request('auth-refresh', task) : task();
}

/** True when `token` expires later than `than` (a session rotated after the one this tab holds). */
function isNewer(token: string, than: string): boolean {
  return (tokenExpiresAt(token) ?? 0) > (tokenExpiresAt(than) ?? 0) && !isTokenExpired(token, serverNow());
}

/**
 * One refresh shared by every request in flight (50 concurrent 401s make exactly one refresh call), and by every
 * tab: a tab that finds the stored token already rotated by another takes that session instead of spending its own.
 * Returns true when a valid access token is available afterwards.
 */
export function refreshSession(): Promise<RefreshOutcome> {
  if (refreshInFlight) return refreshInFlight;
  refreshInFlight = withRefreshLock(async (): Promise<RefreshOutcome> => {
    const session = authStore.session;
    if (!session) return 'refused';
    const stored = readStoredSession();
    if (stored && stored.refresh !== session.refresh && isNewer(stored.access, session.access)) {
      replaceTokens(stored);
      return 'refreshed';
    }
    // §4: an expired refresh token means no refresh.
    if (isTokenExpired(session.refresh, serverNow())) return 'refused';
    const result = await send<{ access: string; refresh?: string }>(
      { method: 'POST', path: refreshPath, body: { refresh: session.refresh } },
      null,
    );
    if (result.responseStatus === 0 || result.responseStatus >= 500) return 'unanswered';
    if (!result.success || !result.data?.access) return 'refused';
    replaceTokens({ access: result.data.access, ...(result.data.refresh ? { refresh: result.data.refresh } : {}) });
    noteServerClock(result.data.access);
    // The store writes its copy after the current task: let it land before the next tab takes the lock.
    await new Promise((resolve) => setTimeout(resolve, 0));
    return 'refreshed';
  }).finally(() => {
    refreshInFlight = null;
  });
  return refreshInFlight;
}

function sessionInvalid(): void {
  if (authStore.isAuth) clientHooks.onSessionInvalid('access_and_refresh_token_invalid');
}

/** §7/§8: one request through the shared client, with a single shared refresh and one retry on 401. */
export async function request<T>(options: RequestOptions): Promise<ApiResult<T>> {
  // A deposit, bet, spin or exchange tapped offline is refused at once, never queued to go out by itself later.
  if (isOffline() && isMoneyMoving(options)) return clientFailure(clientErrorCodes.offline);
  const sentWith = authStore.session?.access ?? null;
  const result = await send<T>(options, sentWith);
  if (result.codeStatus === 'access_and_refresh_token_invalid') {
    sessionInvalid();
    return result;
  }
  if (result.responseStatus !== 401 || !sentWith || options.path === refreshPath) return result;

  // A late 401 for a token that was already replaced does not refresh again: it just retries.
  const current = authStore.session?.access ?? null;
  const refreshed = current && current !== sentWith ? 'refreshed' : await refreshSession();
  // Unanswered, the 401 stands and the session with it: the next call, or the scheduled refresh, tries again.
  if (refreshed === 'unanswered') return result;
  if (refreshed === 'refused') {
    sessionInvalid();
    return result;
  }
  const retried = await send<T>(options, authStore.session?.access ?? null);
  if (retried.responseStatus === 401) sessionInvalid();
  return retried;
}

type AnswerCheck = typeof import('./answer-check.ts');
let answerCheck: Promise<AnswerCheck> | null = null;
let answerCheckLoaded: AnswerCheck | null = null;
/** Set once the checks are wanted (after the first screen, or a call that changes something): answers wait for them. */
let answerChecksStarted = typeof window === 'undefined'; // the site's server checks every answer it renders with

export interface UncheckedAnswer {
  method: string;
  path: string;
  status: number;
  data: unknown;
}
/** The first screen's answers, handed over before the checker was loaded: checked as soon as it is (bounded). */
const uncheckedAnswers: UncheckedAnswer[] = [];
const uncheckedAnswersKept = 200;

/** §2 Speed: how long after the page's load the checks load if the player has not touched the page by then. */
const answerChecksAfterLoadMs = 10_000;

/** The answer checker and its schemas (zod: about 35 KB gzip), loaded once wanted, never with the first page. */
export function loadAnswerCheck(): Promise<AnswerCheck> | AnswerCheck {
  answerChecksStarted = true;
  if (answerCheckLoaded) return answerCheckLoaded;
  answerCheck ??= import('./answer-check.ts').then(
    (module) => {
      answerCheckLoaded = module;
      void module.checkEarlyAnswers(uncheckedAnswers.splice(0));
      return module;
    },
    (error: unknown) => {
      answerCheck = null; // a chunk that failed to load is asked for again next time
      throw error;
    },
  );
  return answerCheck;
}

/**
 * §2 Speed, §7 Shared client: the checks' schemas must not hold the first screen nor weigh on its load, so they load
 * at the player's first touch or key (before anything they tap can send), or a while after the page's load, whichever
 * comes first. Until then answers are handed over and kept to be checked then.
 */
export function loadAnswerChecksAfterFirstScreen(): void {
  if (typeof window === 'undefined' || answerChecksStarted) return;
  const events = ['pointerdown', 'keydown'] as const;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const start = () => {
    for (const type of events) window.removeEventListener(type, start, true);
    window.removeEventListener('load', afterLoad);
    clearTimeout(timer);
    const loading = loadAnswerCheck();
    if (loading instanceof Promise) loading.catch(() => undefined); // the next answer asks again
  };
  const afterLoad = () => {
    timer = setTimeout(start, answerChecksAfterLoadMs);
  };
  for (const type of events) window.addEventListener(type, start, { capture: true, passive: true });
  if (document.readyState === 'complete') afterLoad();
  else window.addEventListener('load', afterLoad, { once: true });
}

/**
 * Like request(), but resolves with the data or throws ApiError: what react-query wants. A success answer is checked
 * against its generated zod schema first, so a wrongly shaped answer is an `invalid_answer` error the screen shows
 * like any failed call, not a crash in a component that reads it later. A read of the first screen, before the checks
 * are wanted, is handed over at once and checked when they load (loadAnswerChecksAfterFirstScreen).
 */
export async function requestData<T>(options: RequestOptions): Promise<T> {
  const checker = answerChecksStarted || options.method !== 'GET' ? loadAnswerCheck() : null;
  if (checker instanceof Promise) checker.catch(() => undefined); // awaited below only on success; never unhandled
  const result = await request<T>(options);
  if (!result.success) throw new ApiError(result, options.path);
  if (!answerChecksStarted) {
    if (uncheckedAnswers.length < uncheckedAnswersKept) uncheckedAnswers.push({ method: options.method, path: options.path, status: result.responseStatus, data: result.data });
    return result.data as T;
  }
  let problem: string | null;
  try {
    problem = await (await (checker ?? loadAnswerCheck())).checkAnswer(options.method, options.path, result.responseStatus, result.data);
  } catch {
    // The checker's chunk could not be loaded (the network dropped between the answer and the chunk): the answer
    // cannot be vouched for, so it is not handed to the screen.
    throw new ApiError(clientFailure(clientErrorCodes.network), options.path);
  }
  if (problem !== null) {
    throw new ApiError(clientFailure(clientErrorCodes.invalidAnswer, result.responseStatus, { code: clientErrorCodes.invalidAnswer, detail: problem }), options.path);
  }
  return result.data as T;
}
