import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { onlineManager } from '@tanstack/react-query';
import i18next from 'i18next';
import { http, HttpResponse } from 'msw';
import { createMemoryRouter, RouterProvider, type DataRouter } from 'react-router';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../api/query-client.ts';
import { mockApi as server, startMockApi } from '../../api/testing.ts';
import { AppFrame } from '../../app.tsx';
import { createAppRouter } from '../../engine/router.tsx';
import { resetEngineState, signInForTest, StubShell } from '../../engine/testing.tsx';
import { ErrorRecoveryProvider, forgetRecoveryDecision } from '../../engine/screens/error-screen.tsx';
import { initTestI18n } from '../../i18n/testing.ts';
import { authStore } from '../../stores/auth.ts';
import { installFakeViewport, type FakeViewport } from '../../ui/testing.tsx';
import type { ApiScreen } from './api-screens.ts';

// §8 fault matrix: every screen that calls the API (api-screens.ts, checked against the route and modal config) is
// loaded with each fault in turn on every call it makes: a 500 with and without a §8 body, a request that never
// answers until the 30 s time-out (vitest's fake clock), malformed JSON, JSON of the wrong shape, and the network
// offline. Each time: no crash (the error screen) and no blank page, a message in the player's language with a retry,
// and the retry asks the server again. Read by the connection-faults*.test.tsx files, which share the screens out so
// that both workers of the suite run the matrix at once.

const apiPath = /^https?:\/\/[^/]+\/(api|services|content|sport-integration)\//;
let requests = 0;

let viewport: FakeViewport | null = null;

type Fault = 'server error with a §8 body' | 'server error without a body' | 'time-out' | 'malformed JSON' | 'wrong shape' | 'offline';
const faults: Fault[] = ['server error with a §8 body', 'server error without a body', 'time-out', 'malformed JSON', 'wrong shape', 'offline'];

/** What the player is told: the catalogue text of what happened (§8). */
const told: Record<Fault, () => string> = {
  'server error with a §8 body': () => i18next.t('errors.server_busy'),
  'server error without a body': () => i18next.t('errors.defaultMessage'),
  'time-out': () => i18next.t('errors.timeout'),
  'malformed JSON': () => i18next.t('errors.invalid_answer'),
  'wrong shape': () => i18next.t('errors.invalid_answer'),
  offline: () => i18next.t('common.connection.offline'),
};

function answer(fault: Fault) {
  switch (fault) {
    case 'server error with a §8 body':
      return HttpResponse.json({ code: 'server_busy', message: 'Busy' }, { status: 500 });
    case 'server error without a body':
      return new HttpResponse(null, { status: 500 });
    case 'time-out':
      return new Promise<never>(() => {});
    case 'malformed JSON':
      return new HttpResponse('{"results": [', { status: 200, headers: { 'Content-Type': 'application/json' } });
    case 'wrong shape':
      return HttpResponse.json({ unexpected: 'shape', results: 'none', items: 7 });
    case 'offline':
      return HttpResponse.error();
  }
}

function setOnline(online: boolean): void {
  Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => online });
  window.dispatchEvent(new Event(online ? 'online' : 'offline'));
}

/** A session the session clockwork keeps (a token that expires in ten days), so the player's screens stay on screen. */
function signInPlayer(): void {
  const token = `h.${btoa(JSON.stringify({ exp: Math.floor(Date.now() / 1000) + 10 * 24 * 3600 })).replace(/=+$/, '')}.s`;
  signInForTest();
  authStore.session = { access: token, refresh: token };
}

let shown: DataRouter | null = null;

function renderScreen(entry: ApiScreen) {
  resetEngineState();
  forgetRecoveryDecision();
  if (entry.signedIn) signInPlayer();
  viewport?.restore();
  viewport = installFakeViewport(entry.viewport !== 'mobile');
  const router = createAppRouter({
    createRouter: (routes) => createMemoryRouter(routes, { initialEntries: [entry.address()] }),
    // The screen is the subject: the shell's own calls (header, balance) are left out.
    loadShell: async () => ({ default: StubShell }),
  });
  shown = router;
  render(
    <ErrorRecoveryProvider value={{ storage: sessionStorage, reload: () => {}, goToRoot: () => {} }}>
      <AppFrame queryClient={createQueryClient()}>
        <RouterProvider router={router} />
      </AppFrame>
    </ErrorRecoveryProvider>,
  );
}

/**
 * A cheap first look for the clock loops: a retry button cannot be named "try again" while the words are nowhere on
 * the page, in its text or in an attribute. The role queries of saysIt compute styles and names over the whole page,
 * and the loops ask after every step of the clock.
 */
function mayBeSaid(): boolean {
  const words = i18next.t('errors.tryAgain');
  if ((document.body.textContent ?? '').includes(words)) return true;
  return Array.from(document.body.querySelectorAll('*')).some((element) => Array.from(element.attributes).some((attribute) => attribute.value.includes(words)));
}

/** The page says it and offers a retry. */
function saysIt(fault: Fault): boolean {
  const alerts = screen.queryAllByRole('alert').map((element) => element.textContent ?? '');
  const retry = screen.queryAllByRole('button', { name: i18next.t('errors.tryAgain') });
  const notice = screen.queryByTestId(fault === 'offline' ? 'offline-banner' : 'load-failure-notice');
  // A screen that shows its failure itself (its own message and retry) says it in its words; the page's notice names the cause.
  const own = alerts.length > 0 && retry.length > 0;
  return notice ? (notice.textContent ?? '').includes(told[fault]()) && retry.length > 0 : own;
}

function crashed(): boolean {
  const text = document.body.textContent ?? '';
  return text.includes(i18next.t('engine.errorScreen.message')) || text.includes(i18next.t('engine.errorScreen.recovering'));
}

async function runFault(entry: ApiScreen, fault: Fault): Promise<void> {
  requests = 0;
  server.use(
    http.all(apiPath, () => {
      requests += 1;
      return answer(fault);
    }),
  );
  if (fault === 'offline') setOnline(false);
  // Only the timers: React still renders on the real event loop, while the client's 30 s time-out and react-query's
  // retries (1 s and 2 s apart) wait for the clock, moved by hand, so the 276 cases do not wait out real seconds.
  // (testing-library's waitFor runs on the faked timers: hence the loops.)
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
  renderScreen(entry);
  if (fault === 'time-out') {
    for (let step = 0; step < 50 && requests === 0; step += 1) await act(() => vi.advanceTimersByTimeAsync(100));
    expect(requests, `${entry.screen}: asks the server`).toBeGreaterThan(0);
    // Nothing is said before the time-out: the request is only slow.
    await act(() => vi.advanceTimersByTimeAsync(29_000));
    expect(screen.queryByTestId('load-failure-notice'), `${entry.screen}: nothing said before 30 s`).toBeNull();
  }
  // The time-out (each attempt waiting its 30 s) or the failure, then the retries.
  for (let step = 0; step < 120 && !(mayBeSaid() && saysIt(fault)); step += 1) await act(() => vi.advanceTimersByTimeAsync(fault === 'time-out' ? 3_000 : 250));
  vi.useRealTimers();
  await waitFor(() => expect(saysIt(fault), `${entry.screen}: a localized message with a retry (${fault}); page: ${document.body.textContent?.slice(0, 300)}`).toBe(true), { timeout: 8_000 });
  expect(crashed(), `${entry.screen}: the error screen (${fault})`).toBe(false);
  // One failure, one message, on every screen: a screen that says it itself marks its query handlesErrors, and the page's
  // notice leaves it out; a load outside react-query (the game lists) is said by the notice too; a detail page says "not
  // found" only for the server's refusal (isRefusal in src/api/errors.ts).
  const messages = screen
    .queryAllByRole('alert')
    .map((element) => (element.textContent ?? '').trim())
    .filter((text) => text !== ''); // the toasts' live region, empty until a toast
  expect(messages, `${entry.screen}: one message for one failure (${fault}): ${JSON.stringify(messages)}`).toHaveLength(1);
  // Still the screen asked for (not sent to sign in by a session the faults broke).
  const stays = new URL(entry.address(), 'http://localhost').pathname;
  expect([stays, entry.failureGoesTo?.() ?? stays], `${entry.screen}: stays on its page (${fault})`).toContain(shown?.state.location.pathname);
  expect((document.body.textContent ?? '').trim().length).toBeGreaterThan(0);

  // The retry asks again; offline, what waited is asked for once the connection is back.
  const asked = requests;
  if (fault === 'offline') setOnline(true);
  else {
    // The page's notice when it is there (it names the cause), else the screen's own retry.
    const notice = screen.queryByTestId('load-failure-notice');
    const retry = notice ? within(notice).getAllByRole('button') : screen.getAllByRole('button', { name: i18next.t('errors.tryAgain') });
    fireEvent.click(retry[retry.length - 1]);
  }
  await waitFor(() => expect(requests, `${entry.screen}: retry asks again (${fault})`).toBeGreaterThan(asked), { timeout: 8_000 });
  cleanup();
  server.resetHandlers();
}

/** The §8 fault matrix over these screens: one test per screen, each fault in turn. */
export function describeFaultMatrix(screens: readonly ApiScreen[]): void {
  startMockApi();
  beforeAll(() => initTestI18n());
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    setOnline(true);
    onlineManager.setOnline(true);
    sessionStorage.clear();
    // The session clockwork's last activity (§4 Session inactivity) must not carry a faked clock into the next case.
    localStorage.removeItem('lastActivityAt');
  });
  afterAll(() => viewport?.restore());

  describe('§8 fault matrix: every screen that calls the API', () => {
    it.each(screens.map((entry) => [entry.screen + (entry.viewport ? ` (${entry.viewport})` : ''), entry] as const))('%s', async (_name, entry) => {
      for (const fault of faults) await runFault(entry, fault);
    }, 120_000);
  });
}
