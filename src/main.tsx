import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app.tsx';
import { preloadLoginForm } from './features/auth/lazy-login-form.tsx';
import { preloadSignedInHeader } from './features/auth/signed-in-lazy.tsx';
import { loadDesktopHeader } from './features/shell/desktop-header-chunk.ts';
import { installSessionInvalidHandler } from './features/auth/session.ts';
import { getQueryClient } from './api/query-client.ts';
import { prefetchSlidesAt } from './features/slides/prefetch-slides.ts';
import { initI18n, startingLanguageCode } from './i18n/index.ts';
import { appConfig } from './engine/load-config.ts';
import { preloadModalAt } from './engine/modal-host.tsx';
import { createAppRouter } from './engine/router.tsx';
import { registerServiceWorker, whenPageSettled } from './service-worker/register.ts';
import { authStore, startAuthPersistence } from './stores/auth.ts';
import { startBetslipSelectionsPersistence } from './stores/betslip-selections.ts';
import { startNotifiesPersistence } from './stores/notifies.ts';
import { startPlayerOwnedStateGuard } from './stores/player-owned.ts';
import { startSlotsPersistence } from './stores/slots.ts';
import { endRealityCheckSession, startRealityCheckPersistence } from './features/profile/reality-check-store.ts';
import { isDesktopViewport } from './ui/use-viewport.ts';

async function boot() {
  startAuthPersistence();
  startNotifiesPersistence();
  startSlotsPersistence();
  startBetslipSelectionsPersistence();
  // Read at boot, not when the signed-in clockwork's chunk arrives: a setting changed on the limits page before then
  // would be overwritten by the stored copy (§3 reality check).
  startRealityCheckPersistence();
  // A session that ended while the page was closed: the next sign-in starts the reality check's count afresh.
  if (!authStore.isAuth) endRealityCheckSession();
  // After the stored copies are read: nothing of a previous player survives a sign-out, even across a reload.
  startPlayerOwnedStateGuard();
  installSessionInvalidHandler();
  // The language pack, the modal dialog when the address is a modal's (/sport opens the sport chooser, §2), a
  // desktop guest's login form (§2: in the header) or a returning player's header parts are requested at once, in parallel.
  const languageReady = initI18n(appConfig.market);
  preloadModalAt(window.location.pathname);
  prefetchSlidesAt(getQueryClient(), window.location.pathname, { language: startingLanguageCode(), platform: isDesktopViewport() ? 'desktop' : 'mobile', signedIn: authStore.isAuth });
  if (isDesktopViewport()) void loadDesktopHeader().catch(() => undefined);
  if (!authStore.isAuth && isDesktopViewport()) void preloadLoginForm().catch(() => undefined);
  if (authStore.isAuth) preloadSignedInHeader();
  // Route matching runs in the next task: with the bundle's evaluation before it, it would make one long task.
  await new Promise((resolve) => setTimeout(resolve, 0));
  // Created before the pack is awaited: the router starts loading the shell and the matched screen beside it.
  const router = createAppRouter();
  // The language pack is on screen before the first render, so no key ever flashes (§1: packs load on demand).
  await languageReady;
  const root = createRoot(document.getElementById('root')!);
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

void boot();
