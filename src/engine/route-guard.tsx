import { useEffect, useRef } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import type { RouteGuard as RouteGuardKind } from '../../schemas/config/routes.ts';
import { useIsAuth } from '../stores/auth.ts';
import { showToast } from '../stores/toasts.ts';

/** Whether a player in this state may open a page with this guard. */
export function guardAllows(guard: RouteGuardKind, isAuth: boolean): boolean {
  if (guard === 'auth-only') return isAuth;
  if (guard === 'guest-only') return !isAuth;
  return true;
}

/**
 * §2 route guard: signed-in players leave guest-only pages, guests leave auth-only pages, both for the guard
 * target (/slots/casino), `redirectTo`, which the router reads from its route table. A guest who arrives at an auth-only page is told to sign in; a player whose session
 * ends while on one is moved silently (the sign-out already says why, §4).
 */
export function RouteGuard({ guard, redirectTo }: { guard: RouteGuardKind; redirectTo: string }) {
  const isAuth = useIsAuth();
  const location = useLocation();
  const wasSignedIn = useRef(isAuth);
  if (isAuth) wasSignedIn.current = true;
  const allowed = guardAllows(guard, isAuth);
  const tellGuest = !allowed && guard === 'auth-only' && !wasSignedIn.current;

  useEffect(() => {
    if (tellGuest) showToast({ type: 'info', messageKey: 'engine.guard.signInRequired' });
  }, [tellGuest]);

  if (!allowed) return <Navigate to={redirectTo} replace state={{ from: location }} />;
  return <Outlet />;
}
