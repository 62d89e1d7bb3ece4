import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router/dom';
import { getQueryClient } from './api/query-client.ts';
import type { DataRouter } from 'react-router';
import { lazy, Suspense, useState } from 'react';
import { SettingsSync } from './features/settings/settings-sync.tsx';
import ToastRegion from './features/toasts/toast-region.tsx';
import { useIsAuth } from './stores/auth.ts';
import { UiProvider } from './ui/ui-provider.tsx';

const SignedInServices = lazy(() => import('./signed-in-services.tsx'));

/** Loads the signed-in session's clockwork on the page's first sign-in (at boot for a returning player), never for a guest. */
function SignedInServicesOnceSignedIn() {
  const isAuth = useIsAuth();
  const [loaded, setLoaded] = useState(isAuth);
  if (isAuth && !loaded) setLoaded(true);
  return loaded ? (
    <Suspense fallback={null}>
      <SignedInServices />
    </Suspense>
  ) : null;
}

/**
 * The app root: one query cache, the theme, the session clockwork, the router built from config/, toasts.
 * The router is created by boot (src/main.tsx) before the language pack arrives, so the screens it matches
 * load in parallel with the pack instead of after it.
 */
export function App({ router }: { router: DataRouter }) {
  return (
    <QueryClientProvider client={getQueryClient()}>
      <UiProvider>
        <SignedInServicesOnceSignedIn />
        <SettingsSync />
        <RouterProvider router={router} />
        <ToastRegion />
      </UiProvider>
    </QueryClientProvider>
  );
}
