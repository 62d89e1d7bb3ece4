import { useEffect, useRef } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import type { RouteGuard as RouteGuardKind } from '../../schemas/config/routes.ts';
import { useIsAuth } from '../stores/auth.ts';
import { showToast } from '../stores/toasts.ts';
import { peekSignedInExit, returnPathOf, setSignedInExit, withReturnPath } from './return-address.ts';

/** Whether a player in this state may open a page with this guard. */
export function guardAllows(guard: RouteGuardKind, isAuth: boolean): boolean {
  if (guard === 'auth-only') return isAuth;
  if (guard === 'guest-only') return !isAuth;
  return true;
}

/**
 * §2 route guard: signed-in players leave guest-only pages, guests leave auth-only pages, both for the guard
 * target (/slots/casino), `redirectTo`, which the router reads from its route table. A guest who arrives at an
 * auth-only page is told to sign in, on the sign-in page when the table names one (`signInTo`), which brings them
 * back (§2 Player journey); a signed-in player leaving a guest-only page goes to its `next`, if any. A player whose
 * session ends while on an auth-only page is moved silently (the sign-out already says why, §4).
 */
export function RouteGuard({ guard, redirectTo, signInTo }: { guard: RouteGuardKind; redirectTo: string; signInTo?: string }) {
  const isAuth = useIsAuth();
  const location = useLocation();
  const wasSignedIn = useRef(isAuth);
  if (isAuth) wasSignedIn.current = true;
  const allowed = guardAllows(guard, isAuth);
  const tellGuest = !allowed && guard === 'auth-only' && !wasSignedIn.current;
  const leavingGuestPage = !allowed && guard === 'guest-only';

  useEffect(() => {
    if (tellGuest) showToast({ type: 'info', messageKey: 'engine.guard.signInRequired' });
  }, [tellGuest]);
  useEffect(() => {
    if (leavingGuestPage) setSignedInExit(null);
  }, [leavingGuestPage]);

  if (allowed) return <Outlet />;
  if (tellGuest && signInTo) {
    return <Navigate to={withReturnPath(signInTo, location.pathname + location.search)} replace state={{ from: location }} />;
  }
  const target = leavingGuestPage ? (peekSignedInExit() ?? returnPathOf(location.search) ?? redirectTo) : redirectTo;
  return <Navigate to={target} replace state={{ from: location }} />;
}
