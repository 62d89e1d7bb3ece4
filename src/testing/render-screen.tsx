import { act, cleanup, render, type RenderResult } from '@testing-library/react';
import type { RequestHandler } from 'msw';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, type DataRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { mockApi, startMockApi } from '../api/testing.ts';
import { getQueryClient } from '../api/query-client.ts';
import { liveConnection, resetLiveConnection } from '../engine/sportsbook/live-connection.ts';
import { resetEngineState } from '../engine/testing.tsx';
import { resetLoadBookingCode } from '../features/betslip/load-code.tsx';
import { dismissReceipt } from '../features/betslip/receipt-store.ts';
import { initTestI18n } from '../i18n/testing.ts';
import { betslipSelectionsStore } from '../stores/betslip-selections.ts';
import { betslipSlipStore } from '../stores/betslip-slip.ts';
import { installFakeViewport, type FakeViewport } from '../ui/testing.tsx';
import { TestEventSource } from './live-stream.ts';
import { accountAnswers, ScreenProviders, signIn, type LiveFeed, type ScreenUser } from './screen-setup.tsx';

export { player, type LiveFeed, type ScreenUser, type TestPlayer } from './screen-setup.tsx';

// The fixture kit (CONVENTIONS 21): a component test names the screen, where it is, who is signed in, what the API
// answers and what the live feed says, and nothing else. `startScreenKit()` once per file; `renderScreen(ui, options)`
// per case. The API is the generated msw handlers (CONVENTIONS 9) with the kit's fixed answers for the calls every
// signed-in screen makes (settings, the player, the responsible-gaming limits), so amounts do not come at random; the
// pieces a browser runs too are in screen-setup.tsx (the kit's page, kit-main.tsx, draws the same states).

export interface ScreenOptions {
  /** The router's initial entry (pathname and search); '/' by default. */
  route?: string;
  /** A guest (the default) or a signed-in player. */
  user?: ScreenUser;
  /** msw overrides for this case, over the kit's answers and the generated ones. */
  api?: readonly RequestHandler[];
  /** The live feed's messages, in the live store before the screen's first render. */
  live?: LiveFeed;
  /** Which side of the tablet breakpoint the screen is drawn on (jsdom has no matchMedia); a phone by default. */
  viewport?: 'phone' | 'desktop';
}

export interface RenderedScreen extends RenderResult {
  router: DataRouter;
  /** pathname + search of the current location. */
  address: () => string;
  /** Puts more of the live feed into the store (a price moving, a market suspended), inside act(). */
  pushLive: (feed: LiveFeed) => void;
}

/** The fake viewport of the screen on show, restored after each case. */
let viewport: FakeViewport | null = null;

/** Puts every client store a screen reads back to a guest's empty page: session, toasts, modals, the slip, the receipt. */
export function resetClientState(): void {
  resetEngineState();
  betslipSelectionsStore.items = [];
  betslipSelectionsStore.owner = null;
  Object.assign(betslipSlipStore, { type: '', systemSize: 2, stake: '', stakeMode: 'one', stakes: {}, comboStake: '', oddsPolicy: 'ask', wallet: 'cash' });
  dismissReceipt();
  resetLoadBookingCode();
}

/**
 * Starts the kit for a file's tests: the mock API (overrides dropped after each case), every language's texts, the
 * test EventSource, and a guest's empty stores before each case; the screen, the live connection, the query cache and
 * any fake clock are dropped after it.
 */
export function startScreenKit(): typeof mockApi {
  const server = startMockApi();
  beforeAll(async () => {
    (globalThis as { EventSource?: unknown }).EventSource = TestEventSource;
    await initTestI18n();
  });
  beforeEach(() => {
    TestEventSource.opened = [];
    resetClientState();
  });
  afterEach(() => {
    cleanup();
    viewport?.restore();
    viewport = null;
    resetLiveConnection();
    getQueryClient().clear();
    vi.useRealTimers();
  });
  return server;
}

/** Renders `ui` as the screen at `route`, for `user`, over the API and the live feed the case names. */
export function renderScreen(ui: ReactElement, { route = '/', user = 'guest', api = [], live, viewport: side = 'phone' }: ScreenOptions = {}): RenderedScreen {
  viewport?.restore();
  viewport = installFakeViewport(side === 'desktop');
  // The case's answers first: msw takes the first handler that matches.
  mockApi.use(...api, ...accountAnswers(user));
  if (user !== 'guest') signIn(user);
  const pushLive = (feed: LiveFeed) => liveConnection().seed({ seq: feed.seq ?? 1, events: feed.events });
  if (live) pushLive(live);
  const router = createMemoryRouter([{ path: '*', element: ui }], { initialEntries: [route] });
  const result = render(
    <ScreenProviders>
      <RouterProvider router={router} />
    </ScreenProviders>,
  );
  return {
    ...result,
    router,
    address: () => router.state.location.pathname + router.state.location.search,
    pushLive: (feed) => act(() => pushLive(feed)),
  };
}
