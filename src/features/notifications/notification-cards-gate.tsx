import { Suspense, useEffect } from 'react';
import { chunkLoader, lazyFromChunk } from '../../engine/chunk-loader.ts';
import { useSnapshot } from 'valtio';
import { useIsAuth } from '../../stores/auth.ts';
import { notifiesStore } from '../../stores/notifies.ts';
import { pwaStore } from '../../stores/pwa.ts';
import { listenForInstallPrompt } from './install-prompt.ts';

// The inbox (and the bonus queries behind it) is its own chunk, fetched once there can be a notification: for a
// signed-in player, or when the browser offers installation. A guest's first load never carries it (docs/architecture.md
// Performance budgets: first-load JS).
const loadInbox = chunkLoader(() => import('./notification-cards.tsx'));
const Bell = lazyFromChunk(loadInbox, (module) => module.InboxButton);
const List = lazyFromChunk(loadInbox, (module) => module.NotificationList);
const Badge = lazyFromChunk(loadInbox, (module) => module.UnreadBadge);

/**
 * Fetches the inbox's chunk (boot, for a returning player: their header shows the bell); resolves once it is here, or
 * failed, so the page hydrates with the bell React's (src/engine/chunk-loader.ts).
 */
export function preloadInbox(): Promise<void> {
  return loadInbox().then(
    () => undefined,
    () => undefined,
  );
}

/** Whether anything may wait in the inbox; listens for the browser's install offer from the first render on. */
function useInboxWanted(): boolean {
  const isAuth = useIsAuth();
  const { pwaNotificationShown } = useSnapshot(notifiesStore);
  const { installPromptAvailable } = useSnapshot(pwaStore);
  // Listening from the first render: the browser offers installation once, maybe before any notification is wanted.
  useEffect(() => listenForInstallPrompt(), []);
  return isAuth || (installPromptAvailable && !pwaNotificationShown);
}

/** §4 Notification flags: the desktop header's inbox, a bell with the unread count (notification-cards.tsx). */
export function NotificationInbox() {
  if (!useInboxWanted()) return null;
  return (
    <Suspense fallback={null}>
      <Bell />
    </Suspense>
  );
}

/** The inbox's notifications as a list: the phone's account panel shows them at its top (nothing when there are none). */
export function NotificationInboxList() {
  if (!useInboxWanted()) return null;
  return (
    <Suspense fallback={null}>
      <List hideWhenEmpty />
    </Suspense>
  );
}

/** The unread count beside the phone header's account button (the panel it opens holds the inbox). */
export function UnreadNotificationsBadge() {
  if (!useInboxWanted()) return null;
  return (
    <Suspense fallback={null}>
      <Badge />
    </Suspense>
  );
}
