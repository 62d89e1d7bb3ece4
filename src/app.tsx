import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { RouterProvider } from 'react-router/dom';
import { getQueryClient } from './api/query-client.ts';
import { createAppRouter } from './engine/router.tsx';
import { SessionLifecycle } from './features/auth/session-lifecycle.tsx';
import { RealityCheck } from './features/profile/reality-check.tsx';
import { SettingsSync } from './features/settings/settings-sync.tsx';
import ToastRegion from './features/toasts/toast-region.tsx';
import { UiProvider } from './ui/ui-provider.tsx';

/** The app root: one query cache, the theme, the session clockwork, the router built from config/, toasts. */
export function App() {
  const [router] = useState(() => createAppRouter());
  return (
    <QueryClientProvider client={getQueryClient()}>
      <UiProvider>
        <SessionLifecycle />
        <SettingsSync />
        <RouterProvider router={router} />
        <ToastRegion />
        <RealityCheck />
      </UiProvider>
    </QueryClientProvider>
  );
}
