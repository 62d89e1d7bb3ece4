import { lazy, Suspense, useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { useIsAuth } from '../../stores/auth.ts';
import { notifiesStore } from '../../stores/notifies.ts';
import { pwaStore } from '../../stores/pwa.ts';
import { listenForInstallPrompt } from './install-prompt.ts';

// The cards (and the bonus queries behind them) are their own chunk, fetched once there can be a card: for a signed-in
// player, or when the browser offers installation. A guest's first load never carries them (docs/architecture.md
// Performance budgets: first-load JS).
const Cards = lazy(() => import('./notification-cards.tsx').then((module) => ({ default: module.NotificationCards })));

/** §4 Notification flags: the shell's place for the notification cards (notification-cards.tsx). */
export function NotificationCards() {
  const isAuth = useIsAuth();
  const { pwaNotificationShown } = useSnapshot(notifiesStore);
  const { installPromptAvailable } = useSnapshot(pwaStore);
  // Listening from the first render: the browser offers installation once, maybe before any card is wanted.
  useEffect(() => listenForInstallPrompt(), []);
  if (!isAuth && !(installPromptAvailable && !pwaNotificationShown)) return null;
  return (
    <Suspense fallback={null}>
      <Cards />
    </Suspense>
  );
}
