import { act, cleanup, render, type RenderResult } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import type { RequestHandler } from 'msw';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, type DataRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { getGetSettingsMockHandler, getGetSettingsResponseMock, getGetUserMockHandler, getGetUserResponseMock, getGetResponsibleGamingLimitsMockHandler, getGetResponsibleGamingLimitsResponseMock, mockApi, startMockApi } from '../api/testing.ts';
import { getQueryClient } from '../api/query-client.ts';
import type { SportsbookEvent } from '../api/sportsbook.ts';
import { appConfig } from '../engine/load-config.ts';
import { liveConnection, resetLiveConnection } from '../engine/sportsbook/live-connection.ts';
import { oddsFormatQueryKey } from '../engine/sportsbook/use-odds-format.ts';
import { resetEngineState, signInForTest } from '../engine/testing.tsx';
import { resetLoadBookingCode } from '../features/betslip/load-code.tsx';
import { dismissReceipt } from '../features/betslip/receipt-store.ts';
import { initTestI18n } from '../i18n/testing.ts';
import { authStore } from '../stores/auth.ts';
import { betslipSelectionsStore } from '../stores/betslip-selections.ts';
import { betslipSlipStore } from '../stores/betslip-slip.ts';
import { installFakeViewport, type FakeViewport } from '../ui/testing.tsx';
import { UiProvider } from '../ui/ui-provider.tsx';
import { TestEventSource } from './live-stream.ts';

// The fixture kit (CONVENTIONS 21): a component test names the screen, where it is, who is signed in, what the API
// answers and what the live feed says, and nothing else. `startScreenKit()` once per file; `renderScreen(ui, options)`
// per case. The API is the generated msw handlers (CONVENTIONS 9) with the kit's fixed answers for the calls every
// signed-in screen makes (settings, the player, the responsible-gaming limits), so amounts do not come at random.

/** A signed-in player's account figures, as GET api/user/ answers them; the odds format as bookmakers settings keep it (§3). */
export interface TestPlayer {
  id: number;
  balance: string;
  bonusBalance: string;
  /** The currency their balance is kept in (§9 Display); the market's by default. */
  currency: string;
  /** An odds format id of config/sportsbook (§3 Odds formats). */
  oddsFormat: number;
}

export type ScreenUser = 'guest' | TestPlayer;

/** Player 1 with 100.00 in cash, no bonus, in the market's currency, keeping decimal odds (the first format). */
export function player(figures: Partial<TestPlayer> = {}): TestPlayer {
  return { id: 1, balance: '100.00', bonusBalance: '0.00', currency: appConfig.market.currency, oddsFormat: 0, ...figures };
}

/** What the sportsbook live feed holds: events as the stream's snapshot or a list answer brings them (DESIGN "Live data"). */
export interface LiveFeed {
  seq?: number;
  events: readonly SportsbookEvent[];
}

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

/** The answers of the calls a signed-in screen makes, with fixed figures: the settings' limits (§9), the player, no limits set. */
function accountAnswers(user: ScreenUser): RequestHandler[] {
  const figures = user === 'guest' ? player() : user;
  const none = { current: null, remaining: null, pending: null, pendingFrom: null };
  return [
    getGetSettingsMockHandler(() => ({
      ...getGetSettingsResponseMock(),
      rates: { [appConfig.market.currency]: '1' },
      limits: { maxBet: '3000.00', minBet: '0.10', maxWin: '100000.00', maxTransaction: '10000.00' },
    })),
    getGetUserMockHandler(() => getGetUserResponseMock({ id: figures.id, username: 'player', role: 'P', balance: figures.balance, bonusBalance: figures.bonusBalance, currency: figures.currency })),
    getGetResponsibleGamingLimitsMockHandler(() =>
      getGetResponsibleGamingLimitsResponseMock({ currency: figures.currency, loss: none, depositDay: none, depositWeek: none, depositMonth: none }),
    ),
  ];
}

/** A session the session clockwork keeps (a token that expires in ten days). */
function signIn(figures: TestPlayer): void {
  const token = `h.${btoa(JSON.stringify({ exp: Math.floor(Date.now() / 1000) + 10 * 24 * 3600 })).replace(/=+$/, '')}.s`;
  signInForTest();
  authStore.user = { id: figures.id };
  authStore.session = { access: token, refresh: token };
  getQueryClient().setQueryData(oddsFormatQueryKey, { oddsFormat: figures.oddsFormat });
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
    <QueryClientProvider client={getQueryClient()}>
      <UiProvider>
        <RouterProvider router={router} />
      </UiProvider>
    </QueryClientProvider>,
  );
  return {
    ...result,
    router,
    address: () => router.state.location.pathname + router.state.location.search,
    pushLive: (feed) => act(() => pushLive(feed)),
  };
}
