import { useCallback, useEffect, type MouseEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { href } from './hrefs.ts';
import { forgetPreviousLocations, previousLocation } from './previous-location.ts';

/**
 * §2 Player journey: the page a guest was on, or asked for, before signing in or registering, carried in the sign-in
 * and sign-up addresses as `?next=`, so the player lands back there (a deep link survives sign-in).
 */
export const returnParam = 'next';

/** A same-site path and query, never another origin (`//host`, `/\host`): the only kind of `next` followed. */
export function safeReturnPath(value: unknown): string | null {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return null;
  return value.length <= 2048 ? value : null;
}

/** The `next` of a query string, if it is a same-site path. */
export function returnPathOf(search: string): string | null {
  return safeReturnPath(new URLSearchParams(search).get(returnParam));
}

/** `path` with `next` set to `returnTo` (kept only if same-site). */
export function withReturnPath(path: string, returnTo: string | null): string {
  const safe = safeReturnPath(returnTo);
  if (!safe) return path;
  const [pathname, query = ''] = path.split('?');
  const params = new URLSearchParams(query);
  params.set(returnParam, safe);
  return `${pathname}?${params.toString()}`;
}

const registrationReturnKey = 'registration-return';

/**
 * §5 Registration: the page a guest registered from, kept in this browser until the e-mailed link signs them in
 * (verify-page.tsx), since the link itself carries only its key.
 */
export function rememberRegistrationReturn(path: string | null): void {
  try {
    const safe = safeReturnPath(path);
    if (safe) localStorage.setItem(registrationReturnKey, safe);
    else localStorage.removeItem(registrationReturnKey);
  } catch {
    // Storage refused (private mode, quota): the new player lands on the deposit without a way back.
  }
}

/** The page remembered by rememberRegistrationReturn, once. */
export function takeRegistrationReturn(): string | null {
  try {
    const path = safeReturnPath(localStorage.getItem(registrationReturnKey));
    localStorage.removeItem(registrationReturnKey);
    return path;
  } catch {
    return null;
  }
}

let signedInExit: string | null = null;

/**
 * Where the guest-only page the player is on sends them once they are signed in, for the next sign-in only: a screen
 * that signs the player in itself (registration) says where it goes next, instead of the page's `next`.
 */
export function setSignedInExit(path: string | null): void {
  signedInExit = safeReturnPath(path);
}

/** The exit a screen set, if any (read while rendering; the guard clears it once it has sent the player on). */
export function peekSignedInExit(): string | null {
  return signedInExit;
}

/**
 * The return address of the sign-in or sign-up page on screen: its `next`, else the page the guest came from, which is
 * then written into the address (replacing it), so a reload keeps it and the guard follows it after sign-in.
 */
export function useReturnAddress(): string | null {
  const location = useLocation();
  const navigate = useNavigate();
  const fromAddress = returnPathOf(location.search);
  useEffect(() => {
    if (fromAddress) return;
    const previous = previousLocation();
    if (!previous) return;
    // From another sign-in or sign-up page: where that one was to return to.
    const [previousPath = '', previousQuery = ''] = previous.split('?');
    const candidate = returnPathOf(previousQuery) ?? (previousPath === location.pathname ? null : safeReturnPath(previous));
    if (candidate) void navigate(withReturnPath(location.pathname + location.search, candidate), { replace: true, state: location.state as unknown });
  }, [fromAddress, location.pathname, location.search, location.state, navigate]);
  return fromAddress;
}

/**
 * `target` (the header's register link) with the page it is shown on as `next`, drawn by the server too: a tap before
 * the page has hydrated (a plain navigation, no client history) keeps the deep link. On a sign-in or sign-up page,
 * that page's own `next`.
 */
export function useWithReturnHere(target: string): string {
  const { pathname, search } = useLocation();
  return withReturnHere(target, pathname, search);
}

function withReturnHere(target: string, pathname: string, search: string): string {
  const onAuthPage = pathname === href('sign-up') || pathname === href('auth-sign-in');
  return withReturnPath(target, onAuthPage ? returnPathOf(search) : pathname + search);
}

/**
 * The register link's click: `target` with the page of the address at that moment as `next`. The router changes the
 * address before the new page renders; a tap in between (a slow phone) followed the link drawn for the page before,
 * and registration led back there instead of to the match the player was on. A click with a modifier is the
 * browser's (a new tab) and follows the link as drawn.
 */
export function useReturnHereOnClick(target: string): (event: MouseEvent<HTMLAnchorElement>) => void {
  const navigate = useNavigate();
  return useCallback(
    (event: MouseEvent<HTMLAnchorElement>) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
      event.preventDefault();
      void navigate(withReturnHere(target, window.location.pathname, window.location.search));
    },
    [navigate, target],
  );
}

/**
 * Forgets every return address this device keeps (the page before, the registration's page, a screen's exit): called
 * when a player signs out on purpose or closes their account, so the next person to sign in on this device lands
 * where a sign-in with no return lands, never on the last player's page ("Fermer mon compte"). A session that
 * expires keeps them: the same player signs back in to where they were (§2 Player journey, §4 Sign-in).
 */
export function forgetReturnAddresses(): void {
  forgetPreviousLocations();
  signedInExit = null;
  try {
    localStorage.removeItem(registrationReturnKey);
  } catch {
    // Storage refused: nothing was kept there.
  }
}
