/**
 * §5 Bounds: a deposit's redirectLink (§3 Payment item, §7 deposit create) sends the player to the card
 * processor's page. The answer comes from the network, so the front end follows it only to an origin it was
 * configured to trust: config/app.ts paymentProcessorOrigins, the site's own origin (the sandbox's hosted payment
 * page) and the API's origin when the API lives elsewhere. Any other origin, and any scheme other than http(s)
 * (javascript:, data:, blob:...), is refused: no navigation, and the player is told why.
 */
export interface RedirectOrigins {
  processorOrigins: readonly string[];
  /** window.location.origin */
  siteOrigin: string;
  /** The API base URL ('' when the API is on the site's origin). */
  apiBaseUrl: string;
}

function originOf(value: string, base?: string): string | null {
  try {
    const url = new URL(value, base);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.origin : null;
  } catch {
    return null;
  }
}

/** The absolute URL to navigate to, or null when the link must not be followed. */
export function allowedProcessorRedirect(link: string, origins: RedirectOrigins): string | null {
  let url: URL;
  try {
    // Absolute only: a relative link has no business in a processor's answer.
    url = new URL(link);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (url.username || url.password) return null;
  const trusted = new Set<string>([origins.siteOrigin, ...origins.processorOrigins]);
  const apiOrigin = origins.apiBaseUrl ? originOf(origins.apiBaseUrl, origins.siteOrigin) : null;
  if (apiOrigin) trusted.add(apiOrigin);
  return trusted.has(url.origin) ? url.toString() : null;
}
