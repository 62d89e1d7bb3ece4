import { createHash, randomBytes } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';

/**
 * The browser security headers of the production server (§7 Security headers; DESIGN "Trust"), for the site, its API and
 * the game origin. What each answer gets:
 *
 *   every answer       nosniff, Referrer-Policy, Permissions-Policy (no camera, microphone, location, payment
 *                      request, USB...; fullscreen for the site and the game frame only), Cross-Origin-Opener-
 *                      Policy same-origin, Cross-Origin-Resource-Policy, and HSTS when the public URL is https
 *                      (over plain http a browser ignores it, and it would pin a localhost port to https)
 *   index.html         a CSP with no 'unsafe-inline' for scripts: the bundles from 'self', the inline
 *                      runtime-config script by its hash (static.ts) and the configured sport embeds' scripts; styles may be inline because emotion writes
 *                      <style> tags at run time; frames only from the game and sport origins; frame-ancestors
 *                      'self' with X-Frame-Options SAMEORIGIN, its older twin
 *   the payment page   inline styles and forms to the site only, never framed (X-Frame-Options DENY)
 *   the service worker connect-src 'self' (a worker's own CSP governs its fetches)
 *   anything else      default-src 'none', never framed: JSON, files, error pages
 *   game pages         their one inline script and style by a fresh nonce, framed by the site's origin only
 */
export interface SiteHeaderSettings {
  publicUrl: string;
  gameOrigin: string;
  sportOrigins: readonly string[];
  /** The configured sport embeds' origins (sport-embed-origins.ts): frames for all, scripts for script-loaded embeds. */
  sportEmbeds?: { frames: readonly string[]; scripts: readonly string[] };
  /** An absolute API base URL is another origin the page calls; '' or unset is the page's own. */
  apiBaseUrl?: string;
  /** Front-end origins allowed by CORS: the payment page may send the player back to them. */
  corsOrigins: readonly string[];
}

/** Answers that render nothing: no script, no frame, no form, nobody may frame them. */
export const lockedDownCsp = "default-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";
export const hstsValue = 'max-age=63072000; includeSubDomains';
const serviceWorkerCsp = "default-src 'none'; connect-src 'self'; base-uri 'none'; frame-ancestors 'none'";

/** The features the site never uses are off for it and every frame; fullscreen only for itself and the game frame. */
export function permissionsPolicy(fullscreenOrigins: readonly string[]): string {
  const off = ['accelerometer', 'camera', 'display-capture', 'geolocation', 'gyroscope', 'hid', 'magnetometer', 'microphone', 'midi', 'payment', 'serial', 'usb'];
  const fullscreen = ['self', ...fullscreenOrigins.map((origin) => `"${origin}"`)].join(' ');
  return [...off.map((feature) => `${feature}=()`), `fullscreen=(${fullscreen})`].join(', ');
}

export function isHttps(url: string): boolean {
  return new URL(url).protocol === 'https:';
}

/** The sha256 source of an inline script's text, as CSP writes it. */
export function cspHash(scriptText: string): string {
  return `'sha256-${createHash('sha256').update(scriptText, 'utf8').digest('base64')}'`;
}

export function newNonce(): string {
  return randomBytes(18).toString('base64');
}

function originOf(url: string | undefined): string | null {
  if (!url || !/^https?:\/\//i.test(url)) return null;
  return new URL(url).origin;
}

const unique = (values: (string | null)[]) => [...new Set(values.filter((value): value is string => Boolean(value)))];

/** The CSP of index.html; `inlineScriptHashes` are the hashes of the inline scripts it carries (static.ts). */
export function siteDocumentCsp(settings: SiteHeaderSettings, inlineScriptHashes: readonly string[]): string {
  const frames = unique([settings.gameOrigin, ...settings.sportOrigins, ...(settings.sportEmbeds?.frames ?? [])]);
  // A bootstrapper script or widget kit runs in the page: only the configured embeds' origins may serve one.
  const scripts = unique(["'self'", ...inlineScriptHashes, ...(settings.sportEmbeds?.scripts ?? [])]);
  const directives = [
    "default-src 'none'",
    `script-src ${scripts.join(' ')}`,
    // Emotion injects <style> elements at run time; scripts stay strict.
    "style-src 'self' 'unsafe-inline'",
    // data: is the crypto deposit's QR code; game posters come from the game origin.
    `img-src ${["'self'", 'data:', settings.gameOrigin].join(' ')}`,
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

/** The hosted payment page (/sandbox/payment-page/...): its inline style, forms that post back to itself. */
export function paymentPageCsp(settings: SiteHeaderSettings): string {
  const targets = unique(["'self'", new URL(settings.publicUrl).origin, ...settings.corsOrigins]);
  return `default-src 'none'; style-src 'unsafe-inline'; form-action ${targets.join(' ')}; base-uri 'none'; frame-ancestors 'none'`;
}

/** A game page on the game origin: its inline script and style by nonce, its own calls, framed by the site only. */
export function gamePageCsp(siteOrigin: string, nonce: string): string {
  return [
    "default-src 'none'",
    `script-src 'nonce-${nonce}'`,
    `style-src 'nonce-${nonce}'`,
    "connect-src 'self'",
    "img-src 'self'",
    "form-action 'none'",
    "object-src 'none'",
    "base-uri 'none'",
    `frame-ancestors ${siteOrigin}`,
  ].join('; ');
}

function setIfMissing(headers: Headers, name: string, value: string): void {
  if (!headers.has(name)) headers.set(name, value);
}

function commonHeaders(headers: Headers, options: { https: boolean; fullscreenOrigins: readonly string[]; resourcePolicy: 'same-origin' | 'cross-origin' }): void {
  headers.set('X-Content-Type-Options', 'nosniff');
  headers.set('Referrer-Policy', 'strict-origin-when-cross-origin');
  headers.set('Permissions-Policy', permissionsPolicy(options.fullscreenOrigins));
  headers.set('Cross-Origin-Opener-Policy', 'same-origin');
  setIfMissing(headers, 'Cross-Origin-Resource-Policy', options.resourcePolicy);
  if (options.https) headers.set('Strict-Transport-Security', hstsValue);
}

/**
 * The site's and the API's answers. A handler that set its own CSP (index.html) keeps it; the rest get theirs by
 * path. `settings` is read per answer: the public URL is known only once the server listens.
 */
export function siteSecurityHeaders(settings: () => SiteHeaderSettings): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const current = settings();
    const headers = c.res.headers;
    commonHeaders(headers, { https: isHttps(current.publicUrl), fullscreenOrigins: [current.gameOrigin], resourcePolicy: 'same-origin' });
    if (headers.has('Content-Security-Policy')) return;
    const path = c.req.path;
    if (path.startsWith('/sandbox/payment-page/')) {
      headers.set('Content-Security-Policy', paymentPageCsp(current));
      headers.set('X-Frame-Options', 'DENY');
    } else if (/^\/[^/]+\.m?js$/.test(path) && (headers.get('Content-Type') ?? '').includes('javascript')) {
      // Root-level scripts are the service worker (static.ts): its fetches go to the site only.
      headers.set('Content-Security-Policy', serviceWorkerCsp);
    } else {
      headers.set('Content-Security-Policy', lockedDownCsp);
      headers.set('X-Frame-Options', 'DENY');
    }
  };
}

/** The game origin's answers: posters are loaded by the site (cross-origin resource), pages set their own CSP. */
export function gameOriginSecurityHeaders(gameOrigin: () => string): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const headers = c.res.headers;
    commonHeaders(headers, { https: isHttps(gameOrigin()), fullscreenOrigins: [], resourcePolicy: 'cross-origin' });
    if (!headers.has('Content-Security-Policy')) {
      headers.set('Content-Security-Policy', lockedDownCsp);
      headers.set('X-Frame-Options', 'DENY');
    }
  };
}
