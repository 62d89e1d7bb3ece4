/**
 * The rule that a request's Host header never names the site (§7 Links and origins); the origin settings
 * themselves are checked by http/origins.ts.
 */

/**
 * The request as if it had come to the public origin: the HTTP layer builds a request's URL from its Host header,
 * which the client chooses (`Host: evil.example`). Reading every URL on PUBLIC_URL means no handler can put a
 * forged host into a link, a redirect or an origin check. Only the origin changes; path, method, headers and
 * body stay.
 */
export function onPublicOrigin(request: Request, publicOrigin: string): Request {
  // The usual case without parsing the address (§5 Bounds: the user poll): text starting with the origin and a slash has that origin.
  if (request.url.startsWith(`${publicOrigin}/`)) return request;
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
