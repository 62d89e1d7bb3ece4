import { subscribe } from 'valtio/vanilla';
import { authStore } from './auth.ts';
// The cookie that tells the site's server a player is signed in on this browser (§2 Speed).
import { setRenderedHints } from './render-scope.ts';
import { lobbyRowsCookie, lobbyRowsCookieValue, noPlayerHints, oddsFormatCookie, signedInCookie, type LobbyRows } from './signed-in-cookie.ts';

/** Sets a cookie the site's server reads for a year, or (null) drops it. */
function setServerCookie(name: string, value: string | null): void {
  if (typeof document === 'undefined') return;
  const secure = typeof location !== 'undefined' && location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = value === null ? `${name}=; Path=/; Max-Age=0; SameSite=Lax${secure}` : `${name}=${value}; Path=/; Max-Age=31536000; SameSite=Lax${secure}`;
}

function writeCookie(isAuth: boolean): void {
  setServerCookie(signedInCookie, isAuth ? '1' : null);
  // The player's hints go with them: the next one on this browser is rendered without until theirs are known.
  if (!isAuth) {
    setServerCookie(oddsFormatCookie, null);
    setServerCookie(lobbyRowsCookie, null);
    setRenderedHints(noPlayerHints);
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

/** Tells the site's server which of the casino lobby's own rows the signed-in player has (§2 Slots and casino). */
export function rememberLobbyRowsForServer(rows: LobbyRows): void {
  setServerCookie(lobbyRowsCookie, lobbyRowsCookieValue(rows));
}
