import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router/dom';
import { getQueryClient } from './api/query-client.ts';
import type { DataRouter } from 'react-router';
import { SessionLifecycle } from './features/auth/session-lifecycle.tsx';
import { RealityCheck } from './features/profile/reality-check.tsx';
import { SettingsSync } from './features/settings/settings-sync.tsx';
import ToastRegion from './features/toasts/toast-region.tsx';
import { UiProvider } from './ui/ui-provider.tsx';

/**
 * The app root: one query cache, the theme, the session clockwork, the router built from config/, toasts.
 * The router is created by boot (src/main.tsx) before the language pack arrives, so the screens it matches
 * load in parallel with the pack instead of after it.
 */
export function App({ router }: { router: DataRouter }) {
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
