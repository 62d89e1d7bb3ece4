import { hydrate } from '@tanstack/react-query';
import { startTransition, StrictMode } from 'react';
import type { DataRouter } from 'react-router';
import { preloadLoginForm } from './features/auth/lazy-login-form.tsx';
import { preloadSignedInHeader } from './features/auth/signed-in-lazy.tsx';
import { preloadInbox } from './features/notifications/notification-cards-gate.tsx';
import { loadDesktopHeader } from './features/shell/desktop-header-chunk.ts';
import { installSessionInvalidHandler } from './features/auth/session.ts';
import { loadAnswerChecksAfterFirstScreen } from './api/client.ts';
import { getQueryClient } from './api/query-client.ts';
import { reviveServerErrors } from './api/server-errors.ts';
import { prefetchSlidesAt } from './features/slides/prefetch-slides.ts';
import { initI18n, startingLanguageCode } from './i18n/index.ts';
import { appConfig } from './engine/load-config.ts';
import { preloadModalAt } from './engine/modal-host.tsx';
import { serverRenderOfPage, type ServerRender } from './engine/server-render-state.ts';
import { setSettingsFlags } from './engine/settings-flags.ts';
import { warmFormats } from './engine/warm-formats.ts';
import { nextTask } from './engine/next-task.ts';
import { earlyTapWaiting } from './engine/early-taps.ts';
import { currencySymbolsFromCache, settingsFlagsFromCache } from './features/settings/settings-sync.tsx';
import { registerServiceWorker, whenPageSettled } from './service-worker/register.ts';
import { authStore, startAuthPersistence } from './stores/auth.ts';
import { setRenderedHints } from './stores/render-scope.ts';
import { noPlayerHints } from './stores/signed-in-cookie.ts';
import { startSignedInHint } from './stores/signed-in-hint.ts';
import { startBetslipSelectionsPersistence } from './stores/betslip-selections.ts';
import { startNotifiesPersistence } from './stores/notifies.ts';
import { startPlayerOwnedStateGuard } from './stores/player-owned.ts';
import { endRealityCheckSession, startRealityCheckPersistence } from './features/profile/reality-check-store.ts';
import { isDesktopViewport, serverLayoutMismatchClass, ServerViewportContext } from './ui/use-viewport.ts';

/** React's word for a Suspense boundary the server did not finish (error 419 in production builds). */
const serverLeftToBrowser = /#419\b|could not finish this Suspense boundary|Switched to client rendering/;

/** Resolves once the router has its first match's screens, so the first render is the page, never the fallback. */
function routerReady(router: DataRouter): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}

/**
 * The server's page can be hydrated when this browser would render the same: a guest's page for a guest, the signed-in
 * frame for a signed-in player (src/stores/signed-in-hint.ts: its header's block without figures, which this browser
 * fills in once its own queries answer, §2 Speed), in the language and layout the server chose. Any other page (the
 * hint out of step with the session) stays on screen until the browser's own replaces it in one commit.
 */
function hydratable(serverRender: ServerRender): boolean {
  return (
    serverRender.signedIn === authStore.isAuth &&
    startingLanguageCode() === serverRender.language &&
    serverRender.desktop === isDesktopViewport()
  );
}

/** A page hidden for its layout (the server's guess was wrong) is shown again once React's first commit replaced it. */
function revealAfterFirstCommit(container: HTMLElement): void {
  const root = document.documentElement;
  if (!root.classList.contains(serverLayoutMismatchClass)) return;
  const observer = new MutationObserver(() => {
    observer.disconnect();
    root.classList.remove(serverLayoutMismatchClass);
  });
  observer.observe(container, { childList: true });
}

/** Starts the app on the page: the server's page hydrated, or the app rendered into the empty frame. */
export async function boot() {
  // The bundle's evaluation is one task already; the stored copies and the first requests are the next.
  await nextTask();
  startAuthPersistence();
  startSignedInHint();
  startNotifiesPersistence();
  startBetslipSelectionsPersistence();
  // Read at boot, not when the signed-in clockwork's chunk arrives: a setting changed on the limits page before then
  // would be overwritten by the stored copy (§3 reality check).
  startRealityCheckPersistence();
  // A session that ended while the page was closed: the next sign-in starts the reality check's count afresh.
  if (!authStore.isAuth) endRealityCheckSession();
  // After the stored copies are read: nothing of a previous player survives a sign-out, even across a reload.
  startPlayerOwnedStateGuard();
  installSessionInvalidHandler();
  // The answers' schemas come after the first screen, at the player's first touch or a while after the load (§2 Speed).
  loadAnswerChecksAfterFirstScreen();
  // §2 Speed: the stored copies, the first requests and the slides' prefetch were one task of about 80 ms at 4x CPU.
  await nextTask();
  // The language pack, the modal dialog when the address is a modal's (/sport opens the sport chooser, §2), a
  // desktop guest's login form (§2: in the header) or a returning player's header parts are requested at once, in parallel.
  const languageReady = initI18n(appConfig.market);
  void warmFormats(startingLanguageCode());
  preloadModalAt(window.location.pathname);
  await nextTask();
  prefetchSlidesAt(getQueryClient(), window.location.pathname, { language: startingLanguageCode(), platform: isDesktopViewport() ? 'desktop' : 'mobile', signedIn: authStore.isAuth });
  const desktopHeader = isDesktopViewport() ? loadDesktopHeader().catch(() => undefined) : null;
  if (!authStore.isAuth && isDesktopViewport()) void preloadLoginForm().catch(() => undefined);
  const signedInHeader = authStore.isAuth ? Promise.all([preloadSignedInHeader(), preloadInbox()]) : null;
  // A returning player's page the server rendered in the signed-in frame: the balance is asked for now, beside the
  // hydration rather than after it; the header shows it from the render after the hydration (§2 Speed).
  if (authStore.isAuth && serverRenderOfPage()?.signedIn) {
    void import('./api/accounts.ts').then(({ getUser, getGetUserQueryKey }) => getQueryClient().prefetchQuery({ queryKey: getGetUserQueryKey(), queryFn: ({ signal }) => getUser({ signal }) }));
  }
  await nextTask();
  // The server's data (a guest's page's: the lists, the settings) is in the cache before the router starts: its route
  // loaders (config/routes `data`) find it there and ask for nothing again.
  const serverRender = serverRenderOfPage();
  if (serverRender) {
    hydrate(getQueryClient(), reviveServerErrors(serverRender.queries));
    // Route matching in a task of its own, after the cache is filled.
    await nextTask();
  }
  // The router's code and the app's are in the entry bundle but evaluated here, each in a task of its own: with the
  // rest of the bundle, evaluating them was one task of 350 ms at 4x CPU (§2 Speed: total blocking time).
  const { startAppRouter } = await import(/* webpackMode: "eager" */ './engine/router.tsx');
  await nextTask();
  // Created before the pack is awaited: the router starts loading the shell, the matched screen and its data beside it.
  const router = await startAppRouter({ queryClient: getQueryClient() });
  // The language pack is on screen before the first render, so no key ever flashes (§1: packs load on demand).
  await languageReady;
  await nextTask();
  const [{ App }, { createRoot, hydrateRoot }] = await Promise.all([import(/* webpackMode: "eager" */ './app.tsx'), import(/* webpackMode: "eager" */ 'react-dom/client')]);
  const container = document.getElementById('root')!;
  if (serverRender && hydratable(serverRender)) {
    // §2 Speed: the page is already on screen; React takes it over with the data and layout it was rendered with.
    setSettingsFlags(settingsFlagsFromCache(getQueryClient()));
    currencySymbolsFromCache(getQueryClient());
    setRenderedHints(serverRender.hints ?? noPlayerHints);
    await routerReady(router);
    // The header's own chunks are here before React takes the page over, so the header hydrates with it: a part left
    // waiting for its code keeps the server's buttons without handlers, and a click there did nothing (src/engine/chunk-loader.ts).
    await Promise.all([serverRender.desktop ? (desktopHeader ?? loadDesktopHeader().catch(() => undefined)) : null, signedInHeader]);
    // In a transition, React hydrates in 5 ms slices that yield to the browser instead of one task of the whole page
    // (3 s at 4x CPU slowdown on the sport home); a tap meanwhile hydrates its part first (§2 Speed: total blocking time).
    // A player who already tapped waits for the app's first commit, where the tap is replayed: the page is hydrated
    // in one go then (hydration to commit on /sport/Live at 4x CPU, median of 6: 1 160 -> 970 ms).
    (earlyTapWaiting() ? (hydrate: () => void) => hydrate() : startTransition)(() => {
      hydrateRoot(
        container,
        <StrictMode>
          <ServerViewportContext.Provider value={serverRender.desktop}>
            <App router={router} />
          </ServerViewportContext.Provider>
        </StrictMode>,
        {
          // A part the server left to the browser on purpose (its deadline passed, §2 Speed) is rendered here without
          // an error; any other recoverable error is reported as React would.
          onRecoverableError: (error) => {
            if (!serverRender.complete && error instanceof Error && serverLeftToBrowser.test(error.message)) return;
            reportError(error);
          },
        },
      );
    });
    if (import.meta.env.PROD) whenPageSettled(() => void registerServiceWorker());
    return;
  }
  // Whatever the server drew stays until React's first commit replaces it (it clears the root then): no blank frame.
  revealAfterFirstCommit(container);
  const root = createRoot(container);
  // A transition lets React render the first tree in 5 ms slices instead of one long task, so the page stays
  // responsive while it boots on a mid-range phone (docs/architecture.md Performance budgets: total blocking time).
  startTransition(() => {
    root.render(
      <StrictMode>
        <App router={router} />
      </StrictMode>,
    );
  });
  if (import.meta.env.PROD) whenPageSettled(() => void registerServiceWorker());
}
