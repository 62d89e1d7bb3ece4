import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';

/**
 * §5 Bounds: a request body larger than its path takes is refused with 413 before anything reads it. A declared
 * Content-Length over the limit is refused at once, without reading a byte; a chunked body is counted as it arrives
 * and refused at the first byte past the limit, so no more than `maxBytes` is ever held (four anonymous 100 MB posts
 * had taken the process to 1.26 GB). Used on every path of the site's server, the sandbox's API and its game origin.
 */
export function requestBodyLimit(maxBytes: number, tooLarge: (c: Context) => Response = payloadTooLarge(maxBytes)): MiddlewareHandler {
  const limit = bodyLimit({ maxSize: maxBytes, onError: (c) => closing(tooLarge(c)) });
  // A GET or HEAD body is read by no route; asking for it would build a second, full Request per call (§5 Bounds: the user poll).
  return (c, next) => (c.req.method === 'GET' || c.req.method === 'HEAD' ? next() : limit(c, next));
}

/** The plain 413 of the site and the game origin (the API answers its own error body). */
function payloadTooLarge(maxBytes: number) {
  return (c: Context) => c.text(`The request body exceeds ${maxBytes} bytes.`, 413, { 'Cache-Control': 'no-store' });
}

/** The client is told to stop sending: the connection closes after the answer instead of draining the rest. */
function closing(response: Response): Response {
  response.headers.set('Connection', 'close');
  return response;
}
