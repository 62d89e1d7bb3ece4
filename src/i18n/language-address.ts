/**
 * How the site's server learns the language before any script runs (§1 Languages): the player's stored choice is
 * mirrored in a cookie, and an address may name a language (`?lang=ar`, the pages' hreflang alternates). The server
 * (server/pages.ts) writes its choice into <html lang>, where the browser starts from (index.ts).
 */
export const languageCookie = 'lang';
export const languageParameter = 'lang';

/** Mirrors the player's choice for the server; not a secret, a year long, sent on the site's own requests only. */
export function rememberLanguageForServer(code: string): void {
  if (typeof document === 'undefined') return;
  const secure = typeof location !== 'undefined' && location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${languageCookie}=${encodeURIComponent(code)}; Path=/; Max-Age=31536000; SameSite=Lax${secure}`;
}

/** The language the server chose for this page, when the page came from it (<html lang> holds a language code). */
export function languageOfDocument(): { code: string; namedByAddress: boolean } | null {
  if (typeof document === 'undefined' || typeof location === 'undefined') return null;
  const code = document.documentElement.getAttribute('lang');
  if (!code) return null;
  return { code, namedByAddress: new URLSearchParams(location.search).has(languageParameter) };
}
