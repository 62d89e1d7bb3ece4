import type { SandboxContext } from '../context.ts';
import { ApiError } from '../errors.ts';

/**
 * The site's own origin, the only place a game's lobby link may send the player (§5 Bounds: the
 * return_url / lobby_url of a launch, §7 Slots). Never taken from the request's Host header, which the caller
 * writes (§7 Links and origins).
 *
 * `siteOrigin` is the one helper to swap once the public URL is always configured: today it takes
 * config.publicUrl (PUBLIC_URL) when set, and otherwise the address the server listens on, http://localhost:<port>,
 * which sandbox/server.ts hands over with `rememberSiteUrl` once the site serving its API listens (`siteListening`). One origin, exactly: another name
 * of the same machine (127.0.0.1) is another origin to the browser, and to this check.
 */
const listeningUrls = new WeakMap<SandboxContext, string>();

export function rememberSiteUrl(context: SandboxContext, url: string): void {
  listeningUrls.set(context, url);
}

/** The origin the site is reached on. */
export function siteOrigin(context: SandboxContext): string {
  return new URL(context.config.publicUrl || (listeningUrls.get(context) ?? 'http://localhost')).origin;
}

/** The site's casino lobby page (§2 default back address /slots/casino), for launches that name no lobby. */
export function defaultLobbyUrl(context: SandboxContext): string {
  return `${siteOrigin(context)}/slots/casino`;
}

export const lobbyUrlNotAllowed = 'lobby_url_not_allowed';

/**
 * A lobby or return address from a launch, checked: an absolute http(s) URL on the site's own origin, without
 * user name or password. Anything else (another host or port, javascript:, data:, a relative path) is a 400
 * with the code lobby_url_not_allowed, so a launch link cannot turn the game page into an open redirect.
 */
export function checkLobbyUrl(context: SandboxContext, value: string, field: string): string {
  let url: URL | null;
  try {
    url = new URL(value);
  } catch {
    url = null;
  }
  const allowed =
    url !== null && (url.protocol === 'http:' || url.protocol === 'https:') && url.username === '' && url.password === '' && url.origin === siteOrigin(context);
  if (!allowed) {
    const message = `The ${field} must be a page of this site (${siteOrigin(context)}).`;
    throw new ApiError(400, { code: lobbyUrlNotAllowed, message, errors: [{ field, code: 'not_allowed', message }] });
  }
  return url!.toString();
}
