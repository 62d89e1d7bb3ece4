import { randomBytes } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';

/**
 * The browser security headers every answer carries, whoever serves it (§7 Security headers; DESIGN "Trust"): the
 * site's own server (server/security-headers.ts) and the sandbox's API and game origin (sandbox/security-headers.ts)
 * both apply these, and neither imports the other (docs/architecture.md "Import rules").
 */

/** Answers that render nothing: no script, no frame, no form, nobody may frame them. */
export const lockedDownCsp = "default-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";
export const hstsValue = 'max-age=63072000; includeSubDomains';

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
 * A server's own answers (the site's, the sandbox API's): the common headers, then, unless the answer set its own CSP
 * (a page with its nonce), the CSP and framing rule `setByPath` gives its path. `settings` is read per answer: the
 * public URL may be known only once the server listens.
 */
export function ownAnswerSecurityHeaders<Settings extends { publicUrl: string; gameOrigin: string }>(
  settings: () => Settings,
  setByPath: (path: string, headers: Headers, current: Settings) => void,
): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const current = settings();
    const headers = c.res.headers;
    commonHeaders(headers, { https: isHttps(current.publicUrl), fullscreenOrigins: [current.gameOrigin], resourcePolicy: 'same-origin' });
    if (headers.has('Content-Security-Policy')) return;
    setByPath(c.req.path, headers, current);
  };
}
