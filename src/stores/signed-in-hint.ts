import { subscribe } from 'valtio/vanilla';
import { authStore } from './auth.ts';
// The cookie that tells the site's server a player is signed in on this browser (§2 Speed).
import { setRenderedOddsFormat } from './render-scope.ts';
import { oddsFormatCookie, signedInCookie } from './signed-in-cookie.ts';

/** Sets a cookie the site's server reads for a year, or (null) drops it. */
function setServerCookie(name: string, value: string | null): void {
  if (typeof document === 'undefined') return;
  const secure = typeof location !== 'undefined' && location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = value === null ? `${name}=; Path=/; Max-Age=0; SameSite=Lax${secure}` : `${name}=${value}; Path=/; Max-Age=31536000; SameSite=Lax${secure}`;
}

function writeCookie(isAuth: boolean): void {
  setServerCookie(signedInCookie, isAuth ? '1' : null);
  // The player's odds format goes with them: the next one on this browser is rendered in the default until theirs is known.
  if (!isAuth) {
    setServerCookie(oddsFormatCookie, null);
    setRenderedOddsFormat(null);
  }
}

/** Tells the site's server the signed-in player's odds format (§3), for their next page's prices. */
export function rememberOddsFormatForServer(format: number): void {
  setServerCookie(oddsFormatCookie, String(format));
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
