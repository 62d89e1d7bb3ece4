import { render, type RenderResult } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider, type DataRouter } from 'react-router';
import type { ScreenLoader } from '../../schemas/config/shared.ts';
import { ErrorRecoveryProvider, forgetRecoveryDecision, type ErrorRecoveryEnvironment } from '../features/error-screen/error-screen.tsx';
import type { RecoveryStorage } from '../features/error-screen/error-recovery.ts';
import { authStore } from '../stores/auth.ts';
import { toastsStore } from '../stores/toasts.ts';
import { resetModalStack } from './modal-stack.ts';
import { createAppRouter } from './router.tsx';
import { setSettingsFlags } from './settings-flags.ts';

// Test helpers for the engine (not a test file itself).

/** A stand-in for the Shell: marks shell routes and renders the page. */
export function StubShell() {
  return (
    <div data-testid="shell">
      <Outlet />
    </div>
  );
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

/** Renders the app's router (stub shell) in memory at `initialEntries`, as a fresh page load. */
export function renderApp(
  initialEntries: string[],
  options: { screens?: Partial<Record<string, ScreenLoader>>; recovery?: Partial<ErrorRecoveryEnvironment> } = {},
): RenderedApp {
  forgetRecoveryDecision();
  const router = createAppRouter({
    createRouter: (routes) => createMemoryRouter(routes, { initialEntries, initialIndex: initialEntries.length - 1 }),
    loadShell: async () => ({ default: StubShell }),
    screens: options.screens,
  });
  const recovery = options.recovery ?? { storage: fakeStorage(), reload: () => {}, goToRoot: () => {} };
  const result = render(
    <ErrorRecoveryProvider value={recovery}>
      <RouterProvider router={router} />
    </ErrorRecoveryProvider>,
  );
  return { ...result, router, address: () => router.state.location.pathname + router.state.location.search };
}

/** Puts the client stores the engine reads back to a signed-out, empty state. */
export function resetEngineState(): void {
  authStore.isAuth = false;
  authStore.user = null;
  authStore.session = null;
  toastsStore.items.splice(0);
  resetModalStack();
  setSettingsFlags({});
}

/** Signs a player in (the guards only read isAuth). */
export function signInForTest(): void {
  authStore.user = { id: 1 };
  authStore.session = { access: 'access', refresh: 'refresh' };
  authStore.isAuth = true;
}
