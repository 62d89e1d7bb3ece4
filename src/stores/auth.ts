import { proxy, useSnapshot } from 'valtio';
import { persistStore } from './persist.ts';

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
}

export const authStore = proxy<AuthState>({
  isAuth: false,
  user: null,
  session: null,
  communications: { signedOutReason: null },
});

/** §4: the auth store is persisted at version 2. */
export const authPersistence = { key: 'auth', version: 2 } as const;

export function startAuthPersistence(): () => void {
  return persistStore(authStore, authPersistence);
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
  return useSnapshot(authStore).isAuth;
}
