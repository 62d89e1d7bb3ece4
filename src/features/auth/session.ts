import { login, logout, getGetUserQueryKey, type LoginRequest, type User } from '../../api/accounts.ts';
import { clientHooks, noteServerClock } from '../../api/client.ts';
import { getQueryClient } from '../../api/query-client.ts';
import { forgetReturnAddresses } from '../../engine/return-address.ts';
import { authStore, clearAuth, signIn } from '../../stores/auth.ts';
import { showToast } from '../../stores/toasts.ts';

/** §1, §6: only role value 'P' (player) may stay signed in. */
export const playerRole = 'P';

/** Why a player was signed out; each has a message on the sign-in form (auth.reasons.*). */
export type SignedOutReason = 'onlyUsersCanUse' | 'sessionExpired' | 'access_and_refresh_token_invalid';

/**
 * §4 Logout clears user, session and the signed-in flag; §7 logout posts the refresh token. The session is
 * cleared first so that a failing logout call can never start another refresh-and-logout round.
 */
export async function signOut(reason: SignedOutReason | null = null): Promise<void> {
  const refresh = authStore.session?.refresh;
  // A sign-out on purpose (the menu, an account closed) ends this player's visit: their pages are no one's return
  // address. An expired or refused session keeps them, for the same player signing back in.
  if (reason !== 'sessionExpired' && reason !== 'access_and_refresh_token_invalid') forgetReturnAddresses();
  clearAuth(reason);
  getQueryClient().clear();
  if (!refresh) return;
  try {
    await logout({ refresh });
  } catch {
    // The refresh token may already be revoked or expired; the player is signed out here regardless.
  }
}

/** §4 Role check: after login or user fetch, any role other than 'P' is logged out at once. */
export function enforcePlayerRole(user: Pick<User, 'role'>): boolean {
  if (user.role === playerRole) return true;
  showToast({ type: 'warn', messageKey: 'auth.reasons.onlyUsersCanUse' });
  void signOut('onlyUsersCanUse');
  return false;
}

/** §4 Sign-in: login success stores user and session (then the role check). */
export async function signInWithCredentials(credentials: LoginRequest): Promise<boolean> {
  return signInWithSession(await login(credentials));
}

/** §4 Sign-in from an answer that carries a session: login's, or a new account's (§5 Registration). */
export function signInWithSession(answer: { access: string; refresh: string; user: User }): boolean {
  signIn(answer.user, { access: answer.access, refresh: answer.refresh });
  noteServerClock(answer.access);
  getQueryClient().setQueryData(getGetUserQueryKey(), answer.user);
  return enforcePlayerRole(answer.user);
}

/** §8: access_and_refresh_token_invalid or a failed refresh shows a localized error toast and then logs out. */
export function installSessionInvalidHandler(): void {
  clientHooks.onSessionInvalid = () => {
    showToast({ type: 'error', messageKey: 'errors.access_and_refresh_token_invalid' });
    void signOut('access_and_refresh_token_invalid');
  };
}
