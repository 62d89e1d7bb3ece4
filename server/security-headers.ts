import { randomBytes } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';

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
 * The shared pieces (commonHeaders, lockedDownCsp, newNonce) also serve the sandbox's API and game origin.
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
   * The sandbox's sport stand-ins serve the embeds' scripts from the game origin (sandbox/server.ts). Anywhere else
   * the game origin is a casino provider's host, and script-src never names it, whatever an embed falls back to.
   */
  sportScriptsFromGameOrigin?: boolean;
}

/** Answers that render nothing: no script, no frame, no form, nobody may frame them. */
export const lockedDownCsp = "default-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";
export const hstsValue = 'max-age=63072000; includeSubDomains';
const serviceWorkerCsp = "default-src 'none'; connect-src 'self'; base-uri 'none'; frame-ancestors 'none'";

/** The features the site never uses are off for it and every frame; fullscreen only for itself and the game frame. */
export function permissionsPolicy(fullscreenOrigins: readonly string[]): string {
  // Built once per set of origins: every answer carries it, the API's polls included (§5 Bounds).
  const key = fullscreenOrigins.join(' ');
  let policy = permissionPolicies.get(key);
  if (policy === undefined) {
    if (permissionPolicies.size >= 64) permissionPolicies.clear();
    policy = buildPermissionsPolicy(fullscreenOrigins);
    permissionPolicies.set(key, policy);
  }
  return policy;
}

const permissionPolicies = new Map<string, string>();

function buildPermissionsPolicy(fullscreenOrigins: readonly string[]): string {
  const off = ['accelerometer', 'camera', 'display-capture', 'geolocation', 'gyroscope', 'hid', 'magnetometer', 'microphone', 'midi', 'payment', 'serial', 'usb'];
  const fullscreen = ['self', ...fullscreenOrigins.map((origin) => `"${origin}"`)].join(' ');
  return [...off.map((feature) => `${feature}=()`), `fullscreen=(${fullscreen})`].join(', ');
}

export function isHttps(url: string): boolean {
  // Asked on every answer with the same public URL: parsed once.
  if (url !== lastUrl.url) lastUrl = { url, https: new URL(url).protocol === 'https:' };
  return lastUrl.https;
}

let lastUrl: { url: string; https: boolean } = { url: '\0', https: false };

/** A CSP nonce: 144 random bits, fresh for each answer that carries inline scripts. */
export function newNonce(): string {
  return randomBytes(18).toString('base64');
}

function originOf(url: string | undefined): string | null {
  if (!url || !/^https?:\/\//i.test(url)) return null;
  return new URL(url).origin;
}

const unique = (values: (string | null)[]) => [...new Set(values.filter((value): value is string => Boolean(value)))];

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

function setIfMissing(headers: Headers, name: string, value: string): void {
  if (!headers.has(name)) headers.set(name, value);
}

export function commonHeaders(headers: Headers, options: { https: boolean; fullscreenOrigins: readonly string[]; resourcePolicy: 'same-origin' | 'cross-origin' }): void {
  headers.set('X-Content-Type-Options', 'nosniff');
  headers.set('Referrer-Policy', 'strict-origin-when-cross-origin');
  headers.set('Permissions-Policy', permissionsPolicy(options.fullscreenOrigins));
  headers.set('Cross-Origin-Opener-Policy', 'same-origin');
  setIfMissing(headers, 'Cross-Origin-Resource-Policy', options.resourcePolicy);
  if (options.https) headers.set('Strict-Transport-Security', hstsValue);
}

/**
 * The site's own answers. A page (which set its own CSP with its nonce) keeps it; the rest get theirs by path.
 * `settings` is read per answer: the public URL may be known only once the server listens.
 */
export function siteSecurityHeaders(settings: () => SiteHeaderSettings): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const current = settings();
    const headers = c.res.headers;
    commonHeaders(headers, { https: isHttps(current.publicUrl), fullscreenOrigins: [current.gameOrigin], resourcePolicy: 'same-origin' });
    if (headers.has('Content-Security-Policy')) return;
    if (/^\/[^/]+\.m?js$/.test(c.req.path) && (headers.get('Content-Type') ?? '').includes('javascript')) {
      // Root-level scripts are the service worker (static.ts): its fetches go to the site only.
      headers.set('Content-Security-Policy', serviceWorkerCsp);
    } else {
      headers.set('Content-Security-Policy', lockedDownCsp);
      headers.set('X-Frame-Options', 'DENY');
    }
  };
}
