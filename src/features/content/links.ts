import { matchPath } from 'react-router';

/** A link from a content text that may be shown: a route of this site, or an http(s) page elsewhere. */
export type SafeLink = { kind: 'internal'; to: string } | { kind: 'external'; href: string };

/** True when `pathname` is served by one of the declared route patterns (config/routes). */
function isSiteRoute(pathname: string, routePaths: readonly string[]): boolean {
  return routePaths.some((pattern) => pattern !== '*' && matchPath({ path: pattern, end: true }, pathname) !== null);
}

/**
 * Keeps a link written in a content text only if it goes to one of the site's own routes or to an http(s) page.
 * `javascript:`, `data:`, `mailto:`, protocol-relative (`//host`), backslash tricks, credentials in the address
 * and paths the site does not serve are dropped (null): operators write these texts, but a text pasted from
 * elsewhere must not turn into a script or a phishing link on a page players trust.
 */
export function sanitizeLink(url: string, routePaths: readonly string[]): SafeLink | null {
  const value = url.trim();
  // Control characters and whitespace inside an address are how scheme filters are usually bypassed.
  // eslint-disable-next-line no-control-regex
  if (value === '' || /[\u0000-\u0020\u007f\\]/.test(value)) return null;
  if (value.startsWith('/')) {
    if (value.startsWith('//')) return null;
    const pathname = value.split(/[?#]/, 1)[0];
    return isSiteRoute(pathname, routePaths) ? { kind: 'internal', to: value } : null;
  }
  let parsed: URL;
  try {
    parsed = new URL(value);
  } catch {
    return null;
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return null;
  if (parsed.username || parsed.password) return null;
  return { kind: 'external', href: parsed.href };
}
