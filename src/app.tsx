import { CacheProvider } from '@emotion/react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { RouterProvider } from 'react-router/dom';
import { getQueryClient } from './api/query-client.ts';
import type { DataRouter } from 'react-router';
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { SettingsSync } from './features/settings/settings-sync.tsx';
import ToastRegion from './features/toasts/toast-region.tsx';
import { ConnectionNotices } from './features/connection/connection-notices.tsx';
import { useIsAuth } from './stores/auth.ts';
import { UiProvider } from './ui/ui-provider.tsx';
import { browserStyleCache } from './ui/style-cache.ts';
import { useHydrated } from './stores/hydration.ts';

/** Set on <html> by the app's first commit. */
export const appStartedAttribute = 'data-hydrated';

const SignedInServices = lazy(() => import('./signed-in-services.tsx'));

/**
 * Loads the signed-in session's clockwork on the page's first sign-in (at boot for a returning player), never for a
 * guest. Never on the site's server nor while the browser hydrates its signed-in page (§2 Speed): it reads this device's
 * session and storage, which the server does not have.
 */
function SignedInServicesOnceSignedIn() {
  const isAuth = useIsAuth();
  const hydrated = useHydrated();
  const [loaded, setLoaded] = useState(isAuth);
  if (isAuth && !loaded) setLoaded(true);
  return loaded && hydrated ? (
    <Suspense fallback={null}>
      <SignedInServices />
    </Suspense>
  ) : null;
}

/**
 * What every page sits in, in the browser and on the site's server alike: one query cache, the theme, the session
 * clockwork, the connection notices (offline, failed loads), toasts; `children` is the router (the browser's, or the server's static one for the page it renders).
 */
export function AppFrame({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <UiProvider>
        <SignedInServicesOnceSignedIn />
        <SettingsSync />
        {children}
        <ConnectionNotices />
        <ToastRegion />
      </UiProvider>
    </QueryClientProvider>
  );
}

/**
 * The app root: the frame around the router built from config/.
 * The router is created by boot (src/boot.tsx) before the language pack arrives, so the screens it matches
 * load in parallel with the pack instead of after it.
 */
export function App({ router }: { router: DataRouter }) {
  // The page says when the app's first commit is on screen (the server's page hydrated, or the browser's own drawn):
  // from then on a click reaches React's handlers. The e2e fixtures wait for it (tests/e2e/fixtures.ts); a button tapped
  // before it is kept, and replayed from then on (src/engine/early-taps.ts).
  useEffect(() => {
    document.documentElement.setAttribute(appStartedAttribute, '');
  }, []);
  // The server's style elements stay where the server wrote them (src/ui/style-cache.ts).
  return (
    <CacheProvider value={browserStyleCache()}>
      <AppFrame queryClient={getQueryClient()}>
        <RouterProvider router={router} />
      </AppFrame>
    </CacheProvider>
  );
}
