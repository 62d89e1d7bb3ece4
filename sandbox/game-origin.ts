import { Hono } from 'hono';
import { requestBodyLimit } from '../http/body-limit.ts';
import { casinoGamePages } from './games/pages.ts';
import { gameOriginSecurityHeaders } from './security-headers.ts';
import { sportStandIns } from './sport-stand-ins.ts';

/**
 * The second origin (GAME_ORIGIN_PORT): provider game pages and the sport stand-ins will be served from here,
 * so frame sandboxing, origin allow-lists and postMessage origin checks meet a real cross-origin boundary
 * (DESIGN "Origins and runtime settings"). The sport stand-ins call the site in-process through `site` (their provider backend's side).
 *
 * siteOrigin is PUBLIC_URL's origin and gameOrigin GAME_ORIGIN's (server.ts), both from configuration: the
 * origin game pages post to and the only one allowed to frame them never comes from a request (§7 Links and origins).
 */
export const gameOriginMaxRequestBodyBytes = 64 * 1024;

export function createGameOriginApp(options: { siteOrigin: () => string; gameOrigin: () => string; site?: (request: Request) => Response | Promise<Response> }) {
  const app = new Hono();
  app.use('*', gameOriginSecurityHeaders(options.gameOrigin));
  // §5 Bounds: a spin or a stand-in's call is a few hundred bytes; a larger body is refused before it is read.
  app.use('*', requestBodyLimit(gameOriginMaxRequestBodyBytes));
  app.use('*', async (c, next) => {
    await next();
    c.header('Cache-Control', 'no-store');
  });
  app.route('/', casinoGamePages(options));
  if (options.site) app.route('/', sportStandIns({ siteOrigin: options.siteOrigin, site: options.site }));
  app.get('/health', (c) => c.json({ ok: true, origin: new URL(c.req.url).origin }));
  app.get('*', (c) =>
    c.html(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Sandbox game origin</title></head><body>
<h1>Sandbox game origin</h1>
<p>Provider game pages and sport stand-ins are served from this origin (${new URL(c.req.url).origin}), separate from the site (${options.siteOrigin()}).</p>
</body></html>`),
  );
  app.notFound((c) => c.json({ code: 'not_found', message: 'Not found.' }, 404));
  return app;
}
