import { lazy, Suspense, useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { useGetUser } from '../../api/accounts.ts';
import { useGetResponsibleGamingLimits } from '../../api/profile.ts';
import { showToast } from '../../stores/toasts.ts';
import { useIsAuth } from '../../stores/auth.ts';
import { signOut } from '../auth/index.ts';
import { endRealityCheckSession, nextRealityCheckIn, realityCheckStore, startRealityCheckSession } from './reality-check-store.ts';

// The dialog (with Radix) loads only when a check is due: it stays out of every page's first load.
const RealityCheckDialog = lazy(() => import('./reality-check-dialog.tsx'));

/**
 * Reality check (§3 Responsible-gaming limits and self-exclusion): when the chosen interval elapses, a dialog shows the time played and the net
 * result since sign-in, with continue or sign out. Mounted once at the app root.
 */
export function RealityCheck() {
  const isAuth = useIsAuth();
  const state = useSnapshot(realityCheckStore);
  const { data: user } = useGetUser({ query: { enabled: isAuth } });
  const [open, setOpen] = useState(false);
  const [now, setNow] = useState(() => Date.now());

  // The session-time limit (profile/limits): the player is signed out when this session has lasted that long.
  const limits = useGetResponsibleGamingLimits({ query: { enabled: isAuth, staleTime: 60_000 } });
  const sessionMinutes = limits.data?.sessionTime.current ?? null;
  useEffect(() => {
    if (!isAuth || sessionMinutes === null || state.signedInAt === null) return;
    const timer = setTimeout(
      () => {
        showToast({ type: 'warn', messageKey: 'profile.realityCheck.sessionLimitReached' });
        void signOut();
      },
      Math.max(0, state.signedInAt + sessionMinutes * 60_000 - Date.now()),
    );
    return () => clearTimeout(timer);
  }, [isAuth, sessionMinutes, state.signedInAt]);

  useEffect(() => {
    if (!isAuth) {
      if (realityCheckStore.signedInAt !== null) endRealityCheckSession();
      setOpen(false);
    } else if (user && realityCheckStore.signedInAt === null) {
      startRealityCheckSession(user.balance);
    }
  }, [isAuth, user]);

  useEffect(() => {
    if (open) return;
    const wait = nextRealityCheckIn(state, Date.now());
    if (wait === null) return;
    const timer = setTimeout(() => {
      setNow(Date.now());
      setOpen(true);
    }, wait);
    return () => clearTimeout(timer);
  }, [state, open]);

  const close = () => {
    realityCheckStore.lastShownAt = Date.now();
    setOpen(false);
  };

  if (!isAuth || !open || state.signedInAt === null) return null;
  return (
    <Suspense fallback={null}>
      <RealityCheckDialog
        playedMs={now - state.signedInAt}
        startBalance={state.startBalance}
        user={user}
        onContinue={close}
        onSignOut={() => {
          setOpen(false);
          void signOut();
        }}
      />
    </Suspense>
  );
}
