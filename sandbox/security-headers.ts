import type { MiddlewareHandler } from 'hono';
import { commonHeaders, isHttps, lockedDownCsp, ownAnswerSecurityHeaders } from '../http/security-headers.ts';

/**
 * The sandbox's own answers carry the same browser headers as the site's (§7 Security headers; the common ones are
 * http/security-headers.ts's, which the site's server also applies to its pages and files):
 *
 *   API answers        default-src 'none', never framed: JSON, files, error answers
 *   the payment page   inline styles and forms to the site only, never framed (X-Frame-Options DENY)
 *   game pages         their one inline script and style by a fresh nonce, framed by the site's origin only
 */
export interface ApiHeaderSettings {
  publicUrl: string;
  gameOrigin: string;
  /** Front-end origins allowed by CORS: the payment page may send the player back to them. */
  corsOrigins: readonly string[];
}

const unique = (values: string[]) => [...new Set(values.filter(Boolean))];

/** The hosted payment page (/sandbox/payment-page/...): its inline style, forms that post back to itself. */
export function paymentPageCsp(settings: ApiHeaderSettings): string {
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

/** The API's and the test hooks' answers. `settings` is read per answer: the public URL is known only once the server listens. */
export function apiSecurityHeaders(settings: () => ApiHeaderSettings): MiddlewareHandler {
  return ownAnswerSecurityHeaders(settings, (path, headers, current) => {
    headers.set('Content-Security-Policy', path.startsWith('/sandbox/payment-page/') ? paymentPageCsp(current) : lockedDownCsp);
    headers.set('X-Frame-Options', 'DENY');
  });
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
