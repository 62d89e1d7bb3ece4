import { render, type RenderResult } from '@testing-library/react';
import { vi } from 'vitest';
import type { ProviderInput } from '../../schemas/config/provider.ts';
import { withProviderDefaults } from '../../schemas/config/provider.define.ts';
import { createAdapter, type LaunchKind } from './providers.ts';
import { QueryClientProvider } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { createQueryClient } from '../api/query-client.ts';
import { appConfig } from './load-config.ts';
import { createMemoryRouter, Outlet, RouterProvider, type DataRouter } from 'react-router';
import type { ScreenLoader } from '../../schemas/config/shared.ts';
import { ErrorRecoveryProvider, forgetRecoveryDecision, type ErrorRecoveryEnvironment } from './screens/error-screen.tsx';
import type { RecoveryStorage } from './screens/error-recovery.ts';
import { authStore } from '../stores/auth.ts';
import { toastsStore } from '../stores/toasts.ts';
import { resetModalStack } from './modal-stack.ts';
import { createAppRouter, startingRouteTable, type RouterConfig } from './router.tsx';
import { installRouteTargets } from './hrefs.ts';
import { setSettingsFlags } from './settings-flags.ts';
import { UiProvider } from '../ui/ui-provider.tsx';
import type { ComponentType } from 'react';

// Test helpers for the engine (not a test file itself).

/** A stand-in for the Shell: marks shell routes and renders the page. */
export function StubShell() {
  return (
    <div data-testid="shell">
      <Outlet />
    </div>
  );
}

/** A screen loader that renders only the route's title as a heading: engine tests check routing, not screens. */
export function titleScreen(routeId: string, routes: readonly { id: string; titleKey?: string }[] = appConfig.routes): ScreenLoader {
  const titleKey = routes.find((route) => route.id === routeId)?.titleKey;
  function TitleScreen() {
    const { t } = useTranslation();
    return <h1>{titleKey ? t(titleKey) : routeId}</h1>;
  }
  return async () => ({ default: TitleScreen });
}

/** sessionStorage stand-in. */
export function fakeStorage(): RecoveryStorage & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, String(value)),
    removeItem: (key) => void data.delete(key),
  };
}

export interface RenderedApp extends RenderResult {
  router: DataRouter;
  /** pathname + search of the current location. */
  address: () => string;
}

/**
 * Renders the app's router (stub shell) in memory at `initialEntries`, as a fresh page load. `withUi` wraps it in the
 * UiProvider (theme and base styles), which the real screens' styled parts need; `shell` replaces the stub shell.
 */
export function renderApp(
  initialEntries: string[],
  options: { screens?: Partial<Record<string, ScreenLoader>>; recovery?: Partial<ErrorRecoveryEnvironment>; config?: RouterConfig; withUi?: boolean; shell?: ComponentType; startingTable?: boolean } = {},
): RenderedApp {
  forgetRecoveryDecision();
  const shell = options.shell ?? StubShell;
  const initialIndex = initialEntries.length - 1;
  const router = createAppRouter({
    // startingTable: as the browser's router starts, on the entries of the address alone (startingRouteTable).
    createRouter: (routes) => {
      if (!options.startingTable) return createMemoryRouter(routes, { initialEntries, initialIndex });
      const table = startingRouteTable(routes, initialEntries[initialIndex]!);
      return createMemoryRouter(table.routes, { initialEntries, initialIndex, patchRoutesOnNavigation: table.patchRoutesOnNavigation });
    },
    loadShell: async () => ({ default: shell }),
    screens: options.screens,
    config: options.config,
  });
  const recovery = options.recovery ?? { storage: fakeStorage(), reload: () => {}, goToRoot: () => {} };
  const app = (
    <QueryClientProvider client={createQueryClient()}>
      <ErrorRecoveryProvider value={recovery}>
        <RouterProvider router={router} />
      </ErrorRecoveryProvider>
    </QueryClientProvider>
  );
  const result = render(options.withUi ? <UiProvider>{app}</UiProvider> : app);
  return { ...result, router, address: () => router.state.location.pathname + router.state.location.search };
}

/** Puts the client stores the engine reads back to a signed-out, empty state, and href() back on config/. */
export function resetEngineState(): void {
  authStore.isAuth = false;
  authStore.user = null;
  authStore.session = null;
  toastsStore.items.splice(0);
  resetModalStack();
  setSettingsFlags({});
  installRouteTargets(appConfig);
}

/** Signs a player in (the guards only read isAuth). */
export function signInForTest(): void {
  authStore.user = { id: 1 };
  authStore.session = { access: 'access', refresh: 'refresh' };
  authStore.isAuth = true;
}

/** The game origin provider tests run with (config/providers/<id>.test.ts and the engine's own). */
export const testGameOrigin = 'http://games.test:3001';

/** One provider file as the engine runs it, with its defaults and a stubbed call (the provider mapper tests). */
export function testAdapter(file: ProviderInput, answer: unknown = null) {
  const call = vi.fn().mockResolvedValue(answer);
  const adapter = createAdapter(withProviderDefaults(file), { gameOrigin: () => testGameOrigin, call });
  return { adapter, call };
}

/** Launches the game mapped from `sample`; answers the URL read from `answer` and the request the provider made. */
export async function launchWith(file: ProviderInput, sample: Record<string, unknown>, answer: unknown, kind: LaunchKind = 'real', isDesktop = true) {
  const { adapter, call } = testAdapter(file, answer);
  const url = await adapter.launch({ game: adapter.map(sample), kind, isDesktop, lang: appConfig.market.defaultLanguage, returnUrl: 'http://site.test/slots/casino' });
  return { url, request: call.mock.calls[0][0] as { method: string; path: string; body?: unknown } };
}
