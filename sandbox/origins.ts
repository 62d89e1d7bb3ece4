/**
 * Origins the sandbox is configured with (PUBLIC_URL, GAME_ORIGIN, SPORT_ORIGINS, CORS_ORIGINS), checked at start,
 * and the rule that a request's Host header never names the site (§7 Links and origins).
 */

/** An http(s) origin such as https://site.example or http://localhost:3000 (a trailing slash is dropped). */
export function originSetting(name: string, value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`${name} must be an http(s) origin such as https://site.example, got "${value}"`);
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.pathname !== '/' || url.search || url.hash || url.username || url.password) {
    throw new Error(`${name} must be an http(s) origin such as https://site.example (no path, query or credentials), got "${value}"`);
  }
  return url.origin;
}

export function originList(name: string, values: readonly string[]): string[] {
  return [...new Set(values.map((value) => originSetting(name, value)))];
}

/**
 * The request as if it had come to the public origin: the HTTP layer builds a request's URL from its Host header,
 * which the client chooses (`Host: evil.example`). Reading every URL on PUBLIC_URL means no handler can put a
 * forged host into a link, a redirect or an origin check. Only the origin changes; path, method, headers and
 * body stay.
 */
export function onPublicOrigin(request: Request, publicOrigin: string): Request {
  const url = new URL(request.url);
  if (url.origin === publicOrigin) return request;
  // Concatenated, not resolved: a path such as //evil.example/x must stay a path.
  const rebased = new URL(`${publicOrigin}${url.pathname}${url.search}`);
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD' && request.body !== null;
  return new Request(rebased, {
    method: request.method,
    headers: request.headers,
    body: hasBody ? request.body : undefined,
    signal: request.signal,
    redirect: request.redirect,
    // Node streams a request body only with duplex 'half'.
    ...(hasBody ? { duplex: 'half' } : {}),
  } as RequestInit);
}
