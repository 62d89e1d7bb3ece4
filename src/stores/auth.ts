import { renderScope } from './render-scope.ts';
import { proxy, useSnapshot } from 'valtio';
import { persistStore, readStoredState } from './persist.ts';
import { useStoreAfterHydration } from './hydration.ts';

/** §3 Session: access and refresh tokens. */
export interface Session {
  access: string;
  refresh: string;
}

/** §3 Auth data: isAuth, user (with id), session, communications. */
export interface AuthState {
  isAuth: boolean;
  user: { id: number } | null;
  session: Session | null;
  /** Why the player was last signed out, shown once on the sign-in form (session expired, role...). */
  communications: { signedOutReason: string | null };
  /** The server's clock minus this device's (ms), learnt from each new token: token times are the server's. */
  clockOffsetMs: number;
}

export const authStore = proxy<AuthState>({
  isAuth: false,
  user: null,
  session: null,
  communications: { signedOutReason: null },
  clockOffsetMs: 0,
});

/** §4: the auth store is persisted at version 2. */
export const authPersistence = { key: 'auth', version: 2 } as const;

/**
 * Every tab of the browser shares one session: a tab that signs in, refreshes or signs out hands the result to the
 * others at once (§4 Sign-in: the refresh token is single-use, so two tabs must never each spend the same one).
 */
export function startAuthPersistence(): () => void {
  return persistStore(authStore, { ...authPersistence, followOtherTabs: true });
}

/** The session as last stored by any tab (it may be newer than this tab's if another tab just refreshed). */
export function readStoredSession(): Session | null {
  const session = readStoredState(authPersistence.key)?.session as Partial<Session> | null | undefined;
  return session && typeof session.access === 'string' && typeof session.refresh === 'string' ? { access: session.access, refresh: session.refresh } : null;
}

/** §4 Sign-in: login success stores user and session. */
export function signIn(user: { id: number }, session: Session): void {
  authStore.user = { id: user.id };
  authStore.session = { ...session };
  authStore.isAuth = true;
  authStore.communications.signedOutReason = null;
}

/** §4 Sign-in: a refresh success replaces the tokens (the sandbox rotates the refresh token). */
export function replaceTokens(session: Partial<Session>): void {
  if (!authStore.session) return;
  authStore.session = { ...authStore.session, ...session };
}

/** §4: logout clears user, session and the signed-in flag. */
export function clearAuth(reason: string | null = null): void {
  authStore.isAuth = false;
  authStore.user = null;
  authStore.session = null;
  authStore.communications.signedOutReason = reason;
}

export function useIsAuth(): boolean {
  const { isAuth } = useSnapshot(authStore);
  // On the site's server, whether the render draws the signed-in frame (src/stores/render-scope.ts).
  return renderScope()?.signedIn ?? isAuth;
}

const noChanges = () => () => undefined;
const shown = () => true;

/**
 * Whether a part may show what only this browser knows of the player (their balance, name, odds format, notifications,
 * members' slides). False while the browser hydrates the signed-in page the site's server rendered (§2 Speed): that page
 * holds placeholders, and a query answering during the hydration must not make the browser's first render differ. True
 * everywhere else, from the render after the hydration on; a guest's page never re-renders for it.
 */
export function usePlayerFiguresShown(): boolean {
  return useStoreAfterHydration(noChanges, shown, !authStore.isAuth);
}
