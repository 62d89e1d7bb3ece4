import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import appConfig from '../../../config/app.ts';
import { useGetUser } from '../../api/accounts.ts';
import { clientHooks, refreshSession, serverNow } from '../../api/client.ts';
import { authStore } from '../../stores/auth.ts';
import { showToast } from '../../stores/toasts.ts';
import { watchInactivity } from './inactivity.ts';
import { scheduleRefresh } from './refresh-scheduler.ts';
import { enforcePlayerRole, signOut } from './session.ts';

/**
 * The signed-in session's clockwork (§4): refresh before expiry, user poll every 5 s, role check after each
 * user fetch, and sign-out after 20 minutes of inactivity. Renders nothing.
 */
export function SessionLifecycle() {
  const { isAuth, session } = useSnapshot(authStore);
  const access = session?.access ?? null;

  // §4: refreshed shortly before expiry; a refresh the server refused logs out, one it did not answer (offline, the
  // time-out, a 5xx) is tried again a little later, the player still signed in (docs/product.md §4 Sign-in).
  useEffect(() => {
    if (!access) return;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    const refresh = () => {
      void refreshSession().then((outcome) => {
        if (outcome === 'refused' && authStore.isAuth) clientHooks.onSessionInvalid('access_and_refresh_token_invalid');
        if (outcome === 'unanswered' && !stopped) retry = setTimeout(refresh, appConfig.refreshRetryMs);
      });
    };
    const cancel = scheduleRefresh({
      access,
      refreshBeforeExpirySeconds: appConfig.refreshBeforeExpirySeconds,
      now: serverNow,
      onDue: refresh,
    });
    return () => {
      stopped = true;
      cancel();
      clearTimeout(retry);
    };
  }, [access]);

  // §4: at least 20 minutes of inactivity ends the session with the session-expired message.
  useEffect(() => {
    if (!isAuth) return;
    return watchInactivity({
      timeoutMs: appConfig.inactivityTimeoutMs,
      now: clientHooks.now,
      onExpired: () => {
        showToast({ type: 'warn', messageKey: 'auth.reasons.sessionExpired' });
        void signOut('sessionExpired');
      },
    });
  }, [isAuth]);

  // §4: user data polled every 5 s while signed in; react-query pauses it while the tab is hidden or offline
  // and never starts a second request while one is in flight.
  const user = useGetUser({
    query: {
      enabled: isAuth,
      refetchInterval: isAuth ? appConfig.userPollMs : false,
      refetchIntervalInBackground: false,
      networkMode: 'online',
      staleTime: 0,
    },
  });

  // §4 Role check after each user fetch.
  useEffect(() => {
    if (isAuth && user.data) enforcePlayerRole(user.data);
  }, [isAuth, user.data, user.dataUpdatedAt]);

  return null;
}
