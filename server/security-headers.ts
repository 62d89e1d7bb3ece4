import type { MiddlewareHandler } from 'hono';
import { isHttps, lockedDownCsp, ownAnswerSecurityHeaders } from '../http/security-headers.ts';

/**
 * The browser security headers of the site's own server (§7 Security headers; DESIGN "Trust"). What each answer gets:
 *
 *   every answer       nosniff, Referrer-Policy, Permissions-Policy (no camera, microphone, location, payment
 *                      request, USB...; fullscreen for the site and the game frame only), Cross-Origin-Opener-
 *                      Policy same-origin, Cross-Origin-Resource-Policy, and HSTS when the public URL is https
 *                      (over plain http a browser ignores it, and it would pin a localhost port to https)
 *   a page (HTML)      a CSP with no 'unsafe-inline' for scripts: the bundles from 'self', the inline scripts by a
 *                      nonce made for this answer alone (static.ts) and the configured sport embeds' scripts; styles may
 *                      be inline because emotion writes <style> tags at run time; frames only from the game, provider and sport
 *                      origins; frame-ancestors 'self' with X-Frame-Options SAMEORIGIN, its older twin
 *   the service worker connect-src 'self' (a worker's own CSP governs its fetches)
 *   anything else      default-src 'none', never framed: files, redirects, error answers
 *
 * The pieces every answer shares with the sandbox's API and game origin (commonHeaders, lockedDownCsp, newNonce and
 * the middleware ownAnswerSecurityHeaders) are http/security-headers.ts's.
 */
export interface SiteHeaderSettings {
  publicUrl: string;
  gameOrigin: string;
  sportOrigins: readonly string[];
  /** The configured sport embeds' origins (sport-embed-origins.ts): frames for all, scripts for script-loaded embeds. */
  sportEmbeds?: { frames: readonly string[]; scripts: readonly string[] };
  /** The casino providers' game frame origins (provider-frame-origins.ts). */
  providerFrames?: readonly string[];
  /** An absolute API base URL is another origin the page calls; '' or unset is the page's own. */
  apiBaseUrl?: string;
  /** Other hosts the page's images come from (IMAGE_ORIGINS: a provider's poster host, a CDN for the carousel). */
  imageOrigins?: readonly string[];
  /**
   * The sandbox's sport stand-ins serve the embeds' scripts from the game origin (scripts/start.ts sets this). Anywhere else
   * the game origin is a casino provider's host, and script-src never names it, whatever an embed falls back to.
   */
  sportScriptsFromGameOrigin?: boolean;
}

function originOf(url: string | undefined): string | null {
  if (!url || !/^https?:\/\//i.test(url)) return null;
  return new URL(url).origin;
}

const unique = (values: (string | null)[]) => [...new Set(values.filter((value): value is string => Boolean(value)))];

const serviceWorkerCsp = "default-src 'none'; connect-src 'self'; base-uri 'none'; frame-ancestors 'none'";

/** The CSP of a page; `nonce` is the one its inline scripts carry (static.ts). */
export function siteDocumentCsp(settings: SiteHeaderSettings, nonce: string): string {
  const frames = unique([settings.gameOrigin, ...(settings.providerFrames ?? []), ...settings.sportOrigins, ...(settings.sportEmbeds?.frames ?? [])]);
  // A bootstrapper script or widget kit runs in the page: only the configured embeds' origins may serve one. An embed
  // whose origin is unset falls back to the game origin (its frames), which is a casino provider's host: no script.
  const embedScripts = (settings.sportEmbeds?.scripts ?? []).filter((origin) => origin !== settings.gameOrigin || settings.sportScriptsFromGameOrigin);
  const scripts = unique(["'self'", `'nonce-${nonce}'`, ...embedScripts]);
  const directives = [
    "default-src 'none'",
    `script-src ${scripts.join(' ')}`,
    // Emotion injects <style> elements at run time; scripts stay strict.
    "style-src 'self' 'unsafe-inline'",
    // data: is the crypto deposit's QR code; game posters come from the game origin; the carousel's and the content's
    // images from the API (API_BASE_URL, on another origin under node server/main.ts) and the declared image hosts.
    `img-src ${unique(["'self'", 'data:', settings.gameOrigin, originOf(settings.apiBaseUrl), ...(settings.imageOrigins ?? [])]).join(' ')}`,
    "font-src 'self'",
    `connect-src ${unique(["'self'", originOf(settings.apiBaseUrl)]).join(' ')}`,
    `frame-src ${frames.length > 0 ? frames.join(' ') : "'none'"}`,
    "worker-src 'self'",
    "manifest-src 'self'",
    "form-action 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'self'",
  ];
  if (isHttps(settings.publicUrl)) directives.push('upgrade-insecure-requests');
  return directives.join('; ');
}

/**
 * The site's own answers. A page (which set its own CSP with its nonce) keeps it; the rest get theirs by path.
 * `settings` is read per answer: the public URL may be known only once the server listens.
 */
export function siteSecurityHeaders(settings: () => SiteHeaderSettings): MiddlewareHandler {
  return ownAnswerSecurityHeaders(settings, (path, headers) => {
    if (/^\/[^/]+\.m?js$/.test(path) && (headers.get('Content-Type') ?? '').includes('javascript')) {
      // Root-level scripts are the service worker (static.ts): its fetches go to the site only.
      headers.set('Content-Security-Policy', serviceWorkerCsp);
    } else {
      headers.set('Content-Security-Policy', lockedDownCsp);
      headers.set('X-Frame-Options', 'DENY');
    }
  });
}
