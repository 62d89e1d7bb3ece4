// @vitest-environment jsdom
import { act, cleanup, render } from '@testing-library/react';
import { onlineManager, QueryClientProvider, focusManager } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { clientHooks } from '../../api/client.ts';
import { getQueryClient } from '../../api/query-client.ts';
import { authStore, clearAuth, signIn } from '../../stores/auth.ts';
import { ProfilePoll } from '../settings/profile-poll.tsx';
import { SettingsSync } from '../settings/settings-sync.tsx';
import { SessionLifecycle } from './session-lifecycle.tsx';

const player = { id: 7, login: 'p@example.test', currency: 'TND', firstName: 'A', lastName: 'B', role: 'P', username: 'player', balance: '10.00', parent: null, email: 'p@example.test', dateJoined: '2026-01-01T00:00:00Z', isSelfRegistered: true, userTypes: 'self-registered', bonusBalance: '0.00', emailVerified: true };
const settings = { rates: {}, limits: { maxBet: '3000.00', minBet: '0.10', maxWin: '25000.00', maxTransaction: '10000.00' }, bonuses: { cashbackOn: true, transferBonusBalanceToBalanceOn: true, transferBonusBalanceToBalanceMinBalance: '5.00', transferBonusBalanceToBalanceRate: '1' } };
const profile = { id: 7, username: 'player', dateJoined: '2026-01-01T00:00:00Z', balanceCurrency: 'TND', balance: '10.00', isBanned: false };

function farFutureToken(): string {
  return `h.${Buffer.from(JSON.stringify({ exp: Math.floor(Date.now() / 1000) + 10 * 24 * 3600 })).toString('base64url')}.s`;
}

let calls: string[] = [];
let userAnswer: () => Promise<Response>;
const originalFetch = clientHooks.fetch;

function json(body: unknown): Response {
  return new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
}

function count(path: string): number {
  return calls.filter((call) => call === path).length;
}

function renderSession() {
  return render(
    <QueryClientProvider client={getQueryClient()}>
      <SessionLifecycle />
      <SettingsSync />
      <ProfilePoll />
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  vi.useFakeTimers();
  calls = [];
  userAnswer = async () => json(player);
  clientHooks.fetch = vi.fn(async (input: string) => {
    const path = new URL(input).pathname;
    calls.push(path);
    if (process.env.DEBUG_CALLS) console.log(Date.now() % 100000, path, new Error().stack?.split('\n').slice(2, 9).join(' | '));
    if (path === '/api/accounts/user') return userAnswer();
    if (path === '/api/settings/') return json(settings);
    if (path === '/api/user/profile') return json(profile);
    return json({});
  });
  signIn({ id: 7 }, { access: farFutureToken(), refresh: farFutureToken() });
});

afterEach(() => {
  cleanup();
  getQueryClient().clear();
  clientHooks.fetch = originalFetch;
  clearAuth();
  focusManager.setFocused(undefined);
  onlineManager.setOnline(true);
  vi.useRealTimers();
});

describe('session polling (§4, §9) with a controllable clock', () => {
  test('the user is fetched every 5 s while signed in', async () => {
    renderSession();
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(count('/api/accounts/user')).toBe(1);
    await act(() => vi.advanceTimersByTimeAsync(4_800));
    expect(count('/api/accounts/user')).toBe(1);
    await act(() => vi.advanceTimersByTimeAsync(15_100));
    expect(count('/api/accounts/user')).toBe(5);
  });

  test('no polling while the tab is hidden, nor while offline', async () => {
    renderSession();
    await act(() => vi.advanceTimersByTimeAsync(100));
    act(() => focusManager.setFocused(false));
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    expect(count('/api/accounts/user')).toBe(1);
    act(() => {
      focusManager.setFocused(true);
      onlineManager.setOnline(false);
    });
    const before = count('/api/accounts/user');
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    expect(count('/api/accounts/user')).toBe(before);
  });

  test('at most one user request in flight: a slow answer is not overtaken by the next tick', async () => {
    userAnswer = () => new Promise((resolve) => setTimeout(() => resolve(json(player)), 12_000));
    renderSession();
    await act(() => vi.advanceTimersByTimeAsync(11_000));
    expect(count('/api/accounts/user')).toBe(1);
  });

  test('polling stops when signed out', async () => {
    renderSession();
    await act(() => vi.advanceTimersByTimeAsync(100));
    act(() => clearAuth());
    await act(() => vi.advanceTimersByTimeAsync(20_000));
    expect(count('/api/accounts/user')).toBe(1);
  });

  test('a user fetch answering another role signs out at once (§4 role check)', async () => {
    userAnswer = async () => json({ ...player, role: 'A' });
    renderSession();
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(authStore.isAuth).toBe(false);
    expect(authStore.communications.signedOutReason).toBe('onlyUsersCanUse');
  });

  test('the app-load profile fetch repeats every 180 s, settings every 10 minutes', async () => {
    renderSession();
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(count('/api/user/profile')).toBe(1);
    expect(count('/api/settings/')).toBe(1);
    await act(() => vi.advanceTimersByTimeAsync(179_000));
    expect(count('/api/user/profile')).toBe(1);
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(count('/api/user/profile')).toBe(2);
    await act(() => vi.advanceTimersByTimeAsync(420_000));
    expect(count('/api/user/profile')).toBe(4);
    expect(count('/api/settings/')).toBe(2);
  });
});

describe('the scheduled refresh (§4 Sign-in) with a controllable clock', () => {
  const expiringIn = (seconds: number) => `h.${Buffer.from(JSON.stringify({ exp: Math.floor(Date.now() / 1000) + seconds })).toString('base64url')}.s`;

  test('a refresh nobody answered keeps the player signed in and is tried again 10 s later; the server refusing one signs out', async () => {
    signIn({ id: 7 }, { access: expiringIn(31), refresh: farFutureToken() });
    const refreshAnswers: (() => Promise<Response>)[] = [
      () => Promise.reject(new TypeError('Failed to fetch')),
      async () => new Response('bad gateway', { status: 502 }),
      async () => json({ access: expiringIn(60), refresh: farFutureToken() }),
      async () => new Response(JSON.stringify({ code: 'access_and_refresh_token_invalid' }), { status: 401, headers: { 'Content-Type': 'application/json' } }),
    ];
    const answerUser = clientHooks.fetch;
    clientHooks.fetch = vi.fn(async (input: string, init: RequestInit) => (new URL(input).pathname === '/api/accounts/refresh/' ? (calls.push('/api/accounts/refresh/'), refreshAnswers.shift()!()) : answerUser(input, init)));
    renderSession();
    // Due 30 s before expiry: within the first second (the expiry is to the second). The network fails it, then a
    // 502: the player stays, and the refresh comes back 10 s after each.
    await act(() => vi.advanceTimersByTimeAsync(1_100));
    expect(count('/api/accounts/refresh/')).toBe(1);
    expect(authStore.isAuth).toBe(true);
    await act(() => vi.advanceTimersByTimeAsync(8_800)); // 9.9 s
    expect(count('/api/accounts/refresh/')).toBe(1);
    await act(() => vi.advanceTimersByTimeAsync(1_200)); // 11.1 s
    expect(count('/api/accounts/refresh/')).toBe(2);
    expect(authStore.isAuth).toBe(true);
    await act(() => vi.advanceTimersByTimeAsync(10_000)); // 21.1 s: answered, a new token
    expect(count('/api/accounts/refresh/')).toBe(3);
    expect(authStore.isAuth).toBe(true);
    // The new token is due in turn 30 s later; that refresh the server refuses: signed out.
    await act(() => vi.advanceTimersByTimeAsync(31_000));
    expect(count('/api/accounts/refresh/')).toBe(4);
    expect(authStore.isAuth).toBe(false);
  });
});
