import { subscribe } from 'valtio/vanilla';
import { authStore } from './auth.ts';

/**
 * §2 Speed: the site's server never holds a player's tokens, but this cookie tells it a player is signed in on this
 * browser, so it renders the header's signed-in block (at its size, without the player's figures) and a returning
 * player never sees the guest's header first. Not a secret: it grants nothing, the tokens stay in the browser.
 */
export const signedInCookie = 'signedIn';

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
