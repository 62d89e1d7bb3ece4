import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { authStore, clearAuth, signIn } from '../stores/auth.ts';
import { ApiError, clientHooks, refreshSession, request, requestData } from './client.ts';
import { findAnswerRoute } from './answer-check.ts';

function token(expiresInSeconds: number, id: string): string {
  const payload = Buffer.from(JSON.stringify({ exp: Math.floor(Date.now() / 1000) + expiresInSeconds, jti: id })).toString('base64url');
  return `header.${payload}.signature`;
}

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

let refreshCalls = 0;
let validAccess = '';
let sessionInvalidCodes: string[] = [];
const originalHooks = { ...clientHooks };

/** A tiny server: /refresh/ hands out a new access token; anything else wants the current one. */
function installServer(options: { refreshFails?: boolean; refreshDelayMs?: number } = {}) {
  clientHooks.fetch = vi.fn(async (input: string, init: RequestInit) => {
    const url = new URL(input);
    const auth = new Headers(init.headers).get('Authorization');
    if (url.pathname === '/api/accounts/refresh/') {
      refreshCalls += 1;
      if (options.refreshDelayMs) await new Promise((resolve) => setTimeout(resolve, options.refreshDelayMs));
      if (options.refreshFails) return json(401, { code: 'access_and_refresh_token_invalid' });
      validAccess = token(300, `access-${refreshCalls}`);
      return json(200, { access: validAccess, refresh: token(3600, `refresh-${refreshCalls}`) });
    }
    if (auth !== `Bearer ${validAccess}`) return json(401, { code: 'token_not_valid', message: 'expired' });
    return json(200, { ok: true, path: url.pathname });
  });
}

beforeEach(() => {
  refreshCalls = 0;
  sessionInvalidCodes = [];
  clientHooks.onSessionInvalid = (code) => {
    sessionInvalidCodes.push(code);
    clearAuth(code);
  };
  signIn({ id: 1 }, { access: token(-10, 'stale'), refresh: token(3600, 'refresh-0') });
  validAccess = token(300, 'never-sent');
});

afterEach(() => {
  Object.assign(clientHooks, originalHooks);
  clearAuth();
  vi.useRealTimers();
});

describe('shared client (§7, §8)', () => {
  test('50 concurrent 401s make exactly one refresh call and every request is retried once and succeeds', async () => {
    installServer({ refreshDelayMs: 20 });
    const results = await Promise.all(Array.from({ length: 50 }, (_, i) => request({ method: 'GET', path: `/api/item/${i}` })));
    expect(refreshCalls).toBe(1);
    expect(results.every((result) => result.success)).toBe(true);
    // 50 first tries + 1 refresh + 50 retries
    expect(clientHooks.fetch).toHaveBeenCalledTimes(101);
    expect(authStore.session?.access).toBe(validAccess);
  });

  test('a session another tab already rotated is taken from storage instead of spending this tab\'s refresh token again', async () => {
    installServer();
    // Another tab refreshed first: its newer session is in the shared auth copy (§4 Sign-in: single-use refresh).
    const rotated = { access: token(300, 'other-tab-access'), refresh: token(3600, 'other-tab-refresh') };
    const stored = new Map([['auth', JSON.stringify({ version: 2, savedAt: Date.now(), state: { isAuth: true, user: { id: 1 }, session: rotated } })]]);
    vi.stubGlobal('localStorage', { getItem: (key: string) => stored.get(key) ?? null, setItem: () => {}, removeItem: () => {} });
    try {
      expect(await refreshSession()).toBe('refreshed');
      expect(refreshCalls).toBe(0);
      expect(authStore.session).toEqual(rotated);
      // An older copy (this tab's own refresh not yet written, or a stale tab) is never taken over a newer session.
      stored.set('auth', JSON.stringify({ version: 2, savedAt: Date.now(), state: { session: { access: token(-5, 'old'), refresh: token(3600, 'old-refresh') } } }));
      authStore.session = { access: token(-10, 'mine-expired'), refresh: token(3600, 'mine') };
      expect(await refreshSession()).toBe('refreshed');
      expect(refreshCalls).toBe(1);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  test('a late 401 for a token that was already replaced retries without refreshing again', async () => {
    installServer();
    const staleToken = authStore.session!.access;
    await refreshSession();
    expect(refreshCalls).toBe(1);
    authStore.session = { ...authStore.session!, access: staleToken };
    const pending = request({ method: 'GET', path: '/api/late' });
    authStore.session = { ...authStore.session!, access: validAccess }; // replaced while the request was in flight
    const result = await pending;
    expect(result.success).toBe(true);
    expect(refreshCalls).toBe(1);
  });

  test('a failed refresh signs out with access_and_refresh_token_invalid and the request is not retried', async () => {
    installServer({ refreshFails: true });
    const result = await request({ method: 'GET', path: '/api/private' });
    expect(result.success).toBe(false);
    expect(result.responseStatus).toBe(401);
    expect(refreshCalls).toBe(1);
    expect(sessionInvalidCodes).toEqual(['access_and_refresh_token_invalid']);
    expect(authStore.isAuth).toBe(false);
  });

  test('a refresh nobody answered (the network, a 5xx) keeps the session: the 401 stands, nothing signs out', async () => {
    for (const failure of [() => Promise.reject(new TypeError('Failed to fetch')), async () => new Response('bad gateway', { status: 502 })]) {
      signIn({ id: 1 }, { access: token(-10, 'stale'), refresh: token(3600, 'refresh-0') });
      clientHooks.fetch = vi.fn(async (input: string) => (new URL(input).pathname === '/api/accounts/refresh/' ? failure() : json(401, { code: 'token_not_valid' })));
      const result = await request({ method: 'GET', path: '/api/private' });
      expect(result.responseStatus).toBe(401);
      expect(sessionInvalidCodes).toEqual([]);
      expect(authStore.isAuth).toBe(true);
      expect(await refreshSession()).toBe('unanswered');
    }
  });

  test('an expired refresh token means no refresh call at all (§4)', async () => {
    installServer();
    authStore.session = { access: token(-10, 'stale'), refresh: token(-5, 'expired-refresh') };
    const result = await request({ method: 'GET', path: '/api/private' });
    expect(result.success).toBe(false);
    expect(refreshCalls).toBe(0);
    expect(sessionInvalidCodes).toEqual(['access_and_refresh_token_invalid']);
  });

  test('the server code access_and_refresh_token_invalid logs out at once', async () => {
    clientHooks.fetch = vi.fn(async () => json(401, { code: 'access_and_refresh_token_invalid' }));
    await request({ method: 'GET', path: '/api/private' });
    expect(sessionInvalidCodes).toEqual(['access_and_refresh_token_invalid']);
  });

  test('result shape: errorMessage from message, codeStatus from code, else the status; 302 accepted', async () => {
    clientHooks.fetch = vi.fn(async (input: string) => {
      if (input.endsWith('/a')) return json(400, { code: 'not_enough_money', message: 'Not enough money' });
      if (input.endsWith('/b')) return new Response('plain failure', { status: 503 });
      return json(302, { moved: true });
    });
    expect(await request({ method: 'POST', path: '/a', body: { amount: '1.00' } })).toMatchObject({
      success: false,
      errorMessage: 'Not enough money',
      codeStatus: 'not_enough_money',
      responseStatus: 400,
    });
    expect(await request({ method: 'GET', path: '/b' })).toMatchObject({ success: false, codeStatus: 503, errorMessage: 'plain failure' });
    expect(await request({ method: 'GET', path: '/c' })).toMatchObject({ success: true, data: { moved: true }, responseStatus: 302 });
  });

  test('headers: no-cache, JSON, bearer when a session exists, query serialised', async () => {
    installServer();
    validAccess = authStore.session!.access;
    await request({ method: 'GET', path: '/api/list/', query: { page: 2, empty: '', types: ['a', 'b'] } });
    const [url, init] = (clientHooks.fetch as ReturnType<typeof vi.fn>).mock.calls[0] as [string, RequestInit];
    const headers = new Headers(init.headers);
    expect(headers.get('Cache-Control')).toBe('no-cache');
    expect(headers.get('Accept')).toBe('application/json');
    expect(headers.get('Authorization')).toBe(`Bearer ${validAccess}`);
    expect(new URL(url).search).toBe('?page=2&types=a&types=b');
  });

  test('30 s time-out (controllable clock): the request ends with code timeout', async () => {
    vi.useFakeTimers();
    clientHooks.fetch = vi.fn(
      (_input: string, init: RequestInit) =>
        new Promise<Response>((_resolve, reject) => {
          init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    const pending = request({ method: 'GET', path: '/slow' });
    await vi.advanceTimersByTimeAsync(29_999);
    let settled = false;
    void pending.then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await pending).toMatchObject({ success: false, codeStatus: 'timeout', responseStatus: 0 });
  });

  test('a success answer that is not JSON is invalid_answer, not data a screen would read', async () => {
    clientHooks.fetch = vi.fn(async () => new Response('{"results": [', { status: 200 }));
    expect(await request({ method: 'GET', path: '/services/wheel/prizes/' })).toMatchObject({ success: false, codeStatus: 'invalid_answer', responseStatus: 200 });
  });

  test('answers are checked against the generated zod schema of their call: a wrong shape throws invalid_answer', async () => {
    clearAuth();
    const prize = { id: 1, type: 'cash', amount: '5.00', isPresent: false, name: 'Five', currency: 'TND' };
    clientHooks.fetch = vi.fn(async () => json(200, [prize]));
    await expect(requestData({ method: 'GET', path: '/services/wheel/prizes/' })).resolves.toEqual([prize]);
    // An unknown extra field is allowed (a backend ahead of its documents); a missing or mistyped one is not.
    clientHooks.fetch = vi.fn(async () => json(200, [{ ...prize, extra: true }]));
    await expect(requestData({ method: 'GET', path: '/services/wheel/prizes/' })).resolves.toHaveLength(1);
    clientHooks.fetch = vi.fn(async () => json(200, { prizes: [prize] }));
    const error = await requestData({ method: 'GET', path: '/services/wheel/prizes/' }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).result).toMatchObject({ codeStatus: 'invalid_answer', responseStatus: 200 });
    clientHooks.fetch = vi.fn(async () => json(200, [{ ...prize, amount: 5 }]));
    await expect(requestData({ method: 'GET', path: '/services/wheel/prizes/' })).rejects.toMatchObject({ result: { codeStatus: 'invalid_answer' } });
  });

  test('a 204 No Content answer passes its check: removing a favourite is not an invalid answer', async () => {
    clientHooks.fetch = vi.fn(async () => new Response(null, { status: 204 }));
    await expect(requestData({ method: 'DELETE', path: '/api/users/favouritegames/', body: { provider: 'orbit', game_id: '1001' } })).resolves.toBeNull();
  });

  test('path templates find their call, the most specific first', () => {
    expect(findAnswerRoute('GET', '/api/backoffice/payments/deposit/system_list/')?.schema).toBe('ListDepositSystemsResponse');
    expect(findAnswerRoute('GET', '/api/backoffice/payments/deposit/42')?.schema).toBe('GetDepositResponse');
    expect(findAnswerRoute('POST', '/services/wheel/spin/')?.schema).toBe('SpinWheelResponse');
    expect(findAnswerRoute('GET', '/nowhere/')).toBeUndefined();
  });

  test('a money-moving call (Idempotency-Key) tapped offline is refused at once and never sent', async () => {
    clientHooks.fetch = vi.fn(async () => json(200, { ok: true }));
    vi.stubGlobal('navigator', { onLine: false });
    try {
      const result = await request({ method: 'POST', path: '/services/wheel/spin/', body: { is_free: true }, headers: { 'Idempotency-Key': 'k1' } });
      expect(result).toMatchObject({ success: false, codeStatus: 'offline', responseStatus: 0 });
      // A read is still tried (the browser may be wrong about being offline).
      await request({ method: 'GET', path: '/services/wheel/prizes/' });
      expect(clientHooks.fetch).toHaveBeenCalledTimes(1);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
