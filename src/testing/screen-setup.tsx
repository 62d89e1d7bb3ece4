import type { RequestHandler } from 'msw';
import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { getGetResponsibleGamingLimitsMockHandler, getGetResponsibleGamingLimitsResponseMock, getGetSettingsMockHandler, getGetSettingsResponseMock, getGetUserMockHandler, getGetUserResponseMock } from '../api/mock-handlers.ts';
import { getQueryClient } from '../api/query-client.ts';
import type { SportsbookEvent } from '../api/sportsbook.ts';
import { appConfig } from '../engine/load-config.ts';
import { oddsFormatQueryKey } from '../engine/sportsbook/use-odds-format.ts';
import { authStore } from '../stores/auth.ts';
import { UiProvider } from '../ui/ui-provider.tsx';

// The fixture kit's pieces that run anywhere (CONVENTIONS 21): who plays, what the account calls answer, the providers
// a screen is drawn in. The component tests' renderScreen (render-screen.tsx, in jsdom) and the kit's page
// (kit-main.tsx, in a browser) set a screen up with the same.

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

/** The answers of the calls a signed-in screen makes, with fixed figures: the settings' limits (§9), the player, no limits set. */
export function accountAnswers(user: ScreenUser): RequestHandler[] {
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

/** Signs `figures` in with a session the session clockwork keeps (a token that expires in ten days). */
export function signIn(figures: TestPlayer): void {
  const token = `h.${btoa(JSON.stringify({ exp: Math.floor(Date.now() / 1000) + 10 * 24 * 3600 })).replace(/=+$/, '')}.s`;
  authStore.isAuth = true;
  authStore.user = { id: figures.id };
  authStore.session = { access: token, refresh: token };
  getQueryClient().setQueryData(oddsFormatQueryKey, { oddsFormat: figures.oddsFormat });
}

/** The providers every screen is drawn in: the query cache and the theme. */
export function ScreenProviders({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={getQueryClient()}>
      <UiProvider>{children}</UiProvider>
    </QueryClientProvider>
  );
}
