import { subscribe } from 'valtio/vanilla';
import { authStore } from './auth.ts';
// The cookie that tells the site's server a player is signed in on this browser (§2 Speed).
import { signedInCookie } from './signed-in-cookie.ts';

function writeCookie(isAuth: boolean): void {
  if (typeof document === 'undefined') return;
  const secure = typeof location !== 'undefined' && location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = isAuth ? `${signedInCookie}=1; Path=/; Max-Age=31536000; SameSite=Lax${secure}` : `${signedInCookie}=; Path=/; Max-Age=0; SameSite=Lax${secure}`;
}

/** Keeps the cookie in step with the session: set at sign-in, cleared at sign-out and when the session expires. */
export function startSignedInHint(): () => void {
  let written = authStore.isAuth;
  writeCookie(written);
  return subscribe(authStore, () => {
    if (authStore.isAuth === written) return;
    written = authStore.isAuth;
    writeCookie(written);
  });
}
