import { Hono } from 'hono';
import { casinoGamePages } from './games/pages.ts';

/**
 * The second origin (GAME_ORIGIN_PORT): provider game pages and the sport stand-ins will be served from here,
 * so frame sandboxing, origin allow-lists and postMessage origin checks meet a real cross-origin boundary
 * (DESIGN "Origins and runtime settings"). For now it answers a placeholder page.
 */
export function createGameOriginApp(options: { siteOrigin: () => string }) {
  const app = new Hono();
  app.use('*', async (c, next) => {
    await next();
    c.header('X-Content-Type-Options', 'nosniff');
    c.header('Cache-Control', 'no-store');
  });
  app.route('/', casinoGamePages(options));
  app.get('/health', (c) => c.json({ ok: true, origin: new URL(c.req.url).origin }));
  app.get('*', (c) =>
    c.html(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Sandbox game origin</title></head><body>
<h1>Sandbox game origin</h1>
<p>Provider game pages and sport stand-ins are served from this origin (${new URL(c.req.url).origin}), separate from the site (${options.siteOrigin()}).</p>
<p>None is installed yet.</p>
</body></html>`),
  );
  app.notFound((c) => c.json({ code: 'not_found', message: 'Not found.' }, 404));
  return app;
}
