import { existsSync, statSync, readFileSync, type Stats } from 'node:fs';
import { extname, join, posix, resolve, sep } from 'node:path';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import type { Context } from 'hono';
import { newNonce } from '../http/security-headers.ts';
import { gzipWithNonce, spliceDocument, type SplicedDocument } from './shared-document.ts';
import { earlyTapRecorderScript } from '../src/engine/early-taps.ts';
import { serverRenderElementId } from '../src/engine/server-render-state.ts';

/** Where the server's log lines go. */
export interface Logger {
  info(message: string): void;
  error(message: string, error?: unknown): void;
}

/**
 * Serves the production build (STATIC_DIR, rsbuild's dist/), the site's own server's part (site.ts):
 *   - hashed files under /static/ are cached for a year (immutable); index.html, the web manifest and the
 *     root-level scripts (the service worker) are revalidated every time (no-cache); other files for an hour;
 *   - text files are sent brotli- or gzip-compressed: a pre-compressed .br/.gz beside the file if the build
 *     made one, else compressed once and kept in memory;
 *   - navigations (GET accepting HTML, any type included) to a path that is not a file get index.html (SPA fallback), except
 *     for /static/ and asset-looking paths, so a missing script or /manifest.webmanifest is a 404, never HTML;
 *   - index.html gets the runtime settings in place of <!--RUNTIME_CONFIG--> (DESIGN "Origins and runtime
 *     settings"): <script nonce>window.__RUNTIME_CONFIG__={...}</script>, every inline script with a nonce made
 *     for this answer alone, and the headers `documentHeaders` gives for that nonce (the CSP, security-headers.ts).
 *     Those scripts are the build's and the runtime settings, which come from the server's configuration, never
 *     from the request (§7 Links and origins, §9).
 */
export interface StaticSiteOptions {
  staticDir: string;
  /** The settings injected into index.html for this request. */
  runtimeConfig: (c: Context) => Record<string, unknown>;
  /**
   * The page's own head, language and status for this request (site.ts); default index.html as built, 200.
   * `notFound`: the rendered page found out it shows nothing (an unknown event): the not-found page's head and 404.
   */
  renderDocument?: (c: Context, html: string, notFound?: boolean) => { html: string; status: 200 | 404; headers?: Record<string, string> };
  /** The page itself, rendered for this request (server/render.ts), or null: the browser renders it; or refused (429). */
  renderApp?: (c: Context, nonce: string) => Promise<RenderedApp | RenderRefused | null>;
  /** Headers of index.html, given the nonce its inline scripts carry. */
  documentHeaders?: (nonce: string) => Record<string, string>;
  log: Logger;
}

export const runtimeConfigPlaceholder = '<!--RUNTIME_CONFIG-->';

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.wasm': 'application/wasm',
};
const compressibleExtensions = new Set(['.html', '.js', '.mjs', '.css', '.json', '.map', '.webmanifest', '.txt', '.xml', '.svg', '.ttf', '.wasm']);
/** Paths with these endings are assets: a missing one is a 404 even for a request that accepts HTML. */
const assetExtensions = new Set([...Object.keys(contentTypes)].filter((extension) => extension !== '.html'));
const minimumCompressedSize = 1024;

const immutable = 'public, max-age=31536000, immutable';
const revalidate = 'no-cache';
const shortLived = 'public, max-age=3600';

type Encoding = 'br' | 'gzip';

/** Picks br, else gzip (or only those `offered`), from an Accept-Encoding header (q=0 refuses, * accepts). */
export function chooseEncoding(acceptEncoding: string | undefined, offered: readonly Encoding[] = ['br', 'gzip']): Encoding | null {
  if (!acceptEncoding) return null;
  const weights = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [name, ...parameters] = part.trim().toLowerCase().split(';');
    const q = parameters.map((parameter) => /^\s*q=([\d.]+)\s*$/.exec(parameter)).find(Boolean);
    weights.set(name.trim(), q ? Number(q[1]) : 1);
  }
  const weight = (encoding: Encoding) => weights.get(encoding) ?? weights.get('*') ?? 0;
  return offered.find((encoding) => weight(encoding) > 0) ?? null;
}

function compress(body: Buffer, encoding: Encoding, fast: boolean): Buffer {
  return encoding === 'br'
    ? brotliCompressSync(body, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: fast ? 5 : 9, [zlibConstants.BROTLI_PARAM_SIZE_HINT]: body.length } })
    : gzipSync(body, { level: fast ? 6 : 9 });
}

/** Escapes JSON for a <script> element: no "</script>", no "<!--", no line separators that end JS strings. */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** A page as the server rendered it (server/render.ts). */
export interface RenderedApp {
  html: string;
  state: unknown;
  /** Style elements for the head, after the template's own. */
  styles?: string;
  prelude?: string;
  status?: 200 | 404;
  /** schema.org objects, written into the head as JSON-LD (§2 Player journey: what search engines read). */
  structuredData?: Record<string, unknown>[];
  /**
   * A render that serves every guest for a while (server/render.ts): `page` is the same object for each of them, and
   * the markup carries `standInNonce` wherever this answer's own nonce goes.
   */
  shared?: { page: object; standInNonce: string };
}

/** A render the client may not have now (§5 Bounds: its renders of this second are spent, server/render.ts). */
export interface RenderRefused {
  refused: 'too-many-renders';
  retryAfterSeconds: number;
}

/**
 * The server's rendering of the page inside its root, and what the browser hydrates it with (src/boot.tsx); its
 * structured data in the head. Every <script> gets the answer's nonce afterwards (withScriptNonce).
 */
export function withRenderedApp(html: string, app: RenderedApp): string {
  const state = `<script type="application/json" id="${serverRenderElementId}">${scriptSafeJson(app.state)}</script>`;
  const structured = (app.structuredData ?? []).map((data) => `<script type="application/ld+json">${scriptSafeJson(data)}</script>`).join('');
  // §2 Speed: before the rendered markup, the recorder of a price tapped before the app owns the page (src/engine/early-taps.ts).
  const earlyTaps = `<script>${earlyTapRecorderScript()}</script>`;
  const { html: withoutEntry, entryScripts } = withEntryAfterLoad(html);
  return withoutEntry
    .replace(/<\/head>/i, () => `${app.styles ?? ''}${structured}</head>`)
    .replace(/<div id="root"><\/div>/, () => `${app.prelude ?? ''}${earlyTaps}<div id="root">${app.html}</div>${state}${entryScripts}`);
}

/** The longest a rendered page waits for its `load` event before it loads the app's scripts anyway (a hung image). */
export const entryScriptsLatestMs = 2_500;

/**
 * §2 Speed (largest contentful paint): a rendered page is whole without the app, so its scripts (the template's
 * `<script defer>` entry files, 240 KB gzip on the sport pages) are asked for once the page has loaded, in order, and
 * no longer share a phone's connection with the page's own images: Lighthouse's LCP of /sport/Home 2 250-2 360 ->
 * 1 280-1 300 ms, /slots/casino 2 290-2 310 -> 930, an event page 1 920-1 950 -> 760 (minimal React page: 1 450).
 * A tap meanwhile is kept and replayed (src/engine/early-taps.ts). A page that never loads (an image that hangs) gets
 * its scripts after `entryScriptsLatestMs`. The empty frame keeps its deferred scripts: it has nothing to show first.
 */
function withEntryAfterLoad(html: string): { html: string; entryScripts: string } {
  const sources: string[] = [];
  const rest = html.replace(/<script defer src="([^"]+)"><\/script>/g, (_element, source: string) => {
    sources.push(source);
    return '';
  });
  if (sources.length === 0) return { html, entryScripts: '' };
  // Each script is asked for in a task of its own, the first after the load event's task (a script element costs 2-6 ms
  // of a phone's main thread at 4x CPU, on top of the end of the page's parsing and layout in that task); `async=false`
  // keeps them running in this order.
  const loader =
    `(function(){var s=${scriptSafeJson(sources)},started=false,i=0;function next(){if(i>=s.length)return;` +
    `var e=document.createElement('script');e.src=s[i++];e.async=false;document.head.appendChild(e);setTimeout(next,0)}` +
    `function start(){if(started)return;started=true;setTimeout(next,0)}` +
    `if(document.readyState==='complete')start();else{addEventListener('load',start);setTimeout(start,${entryScriptsLatestMs})}})()`;
  return { html: rest, entryScripts: `<script>${loader}</script>` };
}

export function injectRuntimeConfig(html: string, config: Record<string, unknown>): { html: string; placeholderFound: boolean } {
  const script = `<script>window.__RUNTIME_CONFIG__=${scriptSafeJson(config)}</script>`;
  if (html.includes(runtimeConfigPlaceholder)) return { html: html.replace(runtimeConfigPlaceholder, () => script), placeholderFound: true };
  return { html: html.replace(/<\/head>/i, () => `${script}</head>`), placeholderFound: false };
}

/** Gives every <script> element of a page this answer's nonce (a nonce the template already wrote is replaced). */
export function withScriptNonce(html: string, nonce: string): string {
  return html.replace(/<script\b([^>]*)>/gi, (_tag, attributes: string) => `<script nonce="${nonce}"${attributes.replace(/\s+nonce\s*=\s*("[^"]*"|'[^']*'|[^\s>]+)/gi, '')}>`);
}

function cacheControlFor(relativePath: string): string {
  if (relativePath.startsWith('static/')) return immutable;
  if (relativePath === 'index.html' || relativePath.endsWith('.webmanifest')) return revalidate;
  // Root-level scripts are the service worker and what it imports: a browser must see a new one at once.
  if (!relativePath.includes('/') && /\.m?js$/.test(relativePath)) return revalidate;
  return shortLived;
}

/** The file under `root` a URL path names, or null when it tries to leave it or to reach a dotfile. */
export function resolveInside(root: string, urlPath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (decoded.includes('\0') || decoded.includes('\\')) return null;
  const normalized = posix.normalize(`/${decoded}`).replace(/^\/+/, '');
  if (normalized.split('/').some((segment) => segment.startsWith('.') && segment !== '.well-known')) return null;
  const absolute = resolve(root, normalized);
  return absolute === root || absolute.startsWith(root + sep) ? absolute : null;
}

export function staticSite(options: StaticSiteOptions) {
  const root = resolve(options.staticDir);
  const compressedCache = new Map<string, Buffer>();
  let compressedCacheBytes = 0;
  let warnedAboutPlaceholder = false;
  /** Guests' shared renders as assembled pages, kept as long as server/render.ts keeps the render (its `page`). */
  const assembled = new WeakMap<object, { document: string; html: string; status: 200 | 404; headers?: Record<string, string>; spliced?: SplicedDocument }>();

  const statFile = (path: string): Stats | null => {
    try {
      const stats = statSync(path, { throwIfNoEntry: false });
      return stats?.isFile() ? stats : null;
    } catch (error) {
      // An address no file could have (a name past the file system's limit, a path through a file): no such file,
      // so the page or its not-found answer, never a 500 for a bad request.
      if (['ENAMETOOLONG', 'ENOTDIR', 'ELOOP', 'EINVAL'].includes((error as NodeJS.ErrnoException).code ?? '')) return null;
      throw error;
    }
  };

  /** The body to send for a file, compressed when worth it and accepted. */
  const encodedBody = (path: string, stats: Stats, acceptEncoding: string | undefined): { body: Buffer; encoding: Encoding | null } => {
    const extension = extname(path).toLowerCase();
    const encoding = compressibleExtensions.has(extension) && stats.size >= minimumCompressedSize ? chooseEncoding(acceptEncoding) : null;
    if (!encoding) return { body: readFileSync(path), encoding: null };
    const precompressed = `${path}.${encoding === 'br' ? 'br' : 'gz'}`;
    const precompressedStats = statFile(precompressed);
    if (precompressedStats && precompressedStats.mtimeMs >= stats.mtimeMs) return { body: readFileSync(precompressed), encoding };
    const key = `${path}|${stats.mtimeMs}|${stats.size}|${encoding}`;
    let body = compressedCache.get(key);
    if (!body) {
      body = compress(readFileSync(path), encoding, false);
      if (compressedCacheBytes + body.length > 64 * 1024 * 1024) {
        compressedCache.clear();
        compressedCacheBytes = 0;
      }
      compressedCache.set(key, body);
      compressedCacheBytes += body.length;
    }
    return { body, encoding };
  };

  const respond = (c: Context, body: Buffer, headers: Record<string, string>, status = 200) => {
    // Hono answers HEAD by running the GET route and dropping the body.
    headers['Content-Length'] = String(body.length);
    return c.body(new Uint8Array(body), status as 200, headers);
  };

  const serveIndex = async (c: Context) => {
    const indexPath = join(root, 'index.html');
    const stats = statFile(indexPath);
    if (!stats) return notBuilt(c, root, existsSync(root));
    const injected = injectRuntimeConfig(readFileSync(indexPath, 'utf8'), options.runtimeConfig(c));
    const nonce = newNonce();
    let document = options.renderDocument?.(c, injected.html) ?? { html: injected.html, status: 200 as const };
    // The not-found page (404) is rendered too: readable without scripts, and hydrated as it is.
    const answer = await options.renderApp?.(c, nonce);
    if (answer && 'refused' in answer) {
      return c.text('Too many requests: try again in a moment.', 429, { 'Retry-After': String(answer.retryAfterSeconds), 'Cache-Control': 'no-store' });
    }
    const app = answer;
    // The page learnt from the API that it shows nothing (an unknown event): the not-found page's head and status.
    if (app?.status === 404) document = options.renderDocument?.(c, injected.html, true) ?? { html: injected.html, status: 404 };
    if (!injected.placeholderFound && !warnedAboutPlaceholder) {
      warnedAboutPlaceholder = true;
      options.log.info(`[static] ${indexPath} has no ${runtimeConfigPlaceholder}; the runtime settings were put before </head>`);
    }
    const headersFor = (rendered: { headers?: Record<string, string> }): Record<string, string> => ({
      'Content-Type': contentTypes['.html'],
      'Cache-Control': revalidate,
      Vary: 'Accept-Encoding',
      ...rendered.headers,
      ...options.documentHeaders?.(nonce),
    });
    const shared = app?.shared;
    if (shared) {
      // §2 Speed: a render shared between guests is assembled (and compressed) once; each answer writes only its nonce.
      let page = assembled.get(shared.page);
      if (page?.document !== document.html) {
        page = { document: document.html, html: withScriptNonce(withRenderedApp(document.html, app), shared.standInNonce), status: document.status, headers: document.headers };
        assembled.set(shared.page, page);
      }
      const headers = headersFor(page);
      if (chooseEncoding(c.req.header('Accept-Encoding'), ['gzip'])) {
        page.spliced ??= spliceDocument(page.html, shared.standInNonce);
        headers['Content-Encoding'] = 'gzip';
        return respond(c, gzipWithNonce(page.spliced, nonce), headers, page.status);
      }
      return sendDocument(c, Buffer.from(page.html.replaceAll(shared.standInNonce, nonce), 'utf8'), headers, page.status);
    }
    const rendered = app ? { ...document, html: withRenderedApp(document.html, app) } : document;
    return sendDocument(c, Buffer.from(withScriptNonce(rendered.html, nonce), 'utf8'), headersFor(rendered), rendered.status);
  };

  /** index.html as written for this answer, compressed as the browser accepts. */
  const sendDocument = (c: Context, html: Buffer, headers: Record<string, string>, status: 200 | 404) => {
    const encoding = html.length >= minimumCompressedSize ? chooseEncoding(c.req.header('Accept-Encoding')) : null;
    if (!encoding) return respond(c, html, headers, status);
    headers['Content-Encoding'] = encoding;
    return respond(c, compress(html, encoding, true), headers, status);
  };

  return async (c: Context): Promise<Response> => {
    const urlPath = c.req.path;
    const file = resolveInside(root, urlPath);
    const relativePath = file ? file.slice(root.length + 1).split(sep).join('/') : null;

    if (file && relativePath && relativePath !== 'index.html') {
      const stats = statFile(file);
      if (stats) {
        const etag = `W/"${stats.size.toString(16)}-${Math.floor(stats.mtimeMs).toString(16)}"`;
        const extension = extname(file).toLowerCase();
        const headers: Record<string, string> = {
          'Content-Type': contentTypes[extension] ?? 'application/octet-stream',
          'Cache-Control': cacheControlFor(relativePath),
          ETag: etag,
        };
        if (compressibleExtensions.has(extension)) headers.Vary = 'Accept-Encoding';
        if (c.req.header('If-None-Match') === etag) return c.body(null, 304, headers);
        const { body, encoding } = encodedBody(file, stats, c.req.header('Accept-Encoding'));
        if (encoding) headers['Content-Encoding'] = encoding;
        return respond(c, body, headers);
      }
    }

    // §2 Player journey: curl (*/*), uptime probes and link-preview fetchers name no text/html, and get the page all the
    // same; only a client that names the types it takes and none of them is HTML (a script asking for JSON, an image
    // tag) gets the plain 404.
    const wantsHtml = acceptsHtml(c.req.header('Accept'));
    const looksLikeAsset = urlPath.startsWith('/static/') || assetExtensions.has(extname(urlPath).toLowerCase());
    if (file && (relativePath === 'index.html' || relativePath === '' || (wantsHtml && !looksLikeAsset))) return serveIndex(c);
    return c.text('Not found', 404, { 'Cache-Control': 'no-cache' });
  };
}

// Whether an Accept header takes an HTML page: none at all, text/html, text/*, */*, XHTML (q=0 refuses).
export function acceptsHtml(accept: string | undefined): boolean {
  if (accept === undefined || accept.trim() === '') return true;
  return accept.split(',').some((part) => {
    const [type, ...parameters] = part.trim().toLowerCase().split(';');
    const q = parameters.map((parameter) => /^\s*q=([\d.]+)\s*$/.exec(parameter)).find(Boolean);
    return ['text/html', 'text/*', '*/*', 'application/xhtml+xml'].includes(type.trim()) && (q ? Number(q[1]) > 0 : true);
  });
}

function notBuilt(c: Context, root: string, rootExists: boolean): Response {
  const reason = rootExists ? `${root} has no index.html` : `${root} does not exist`;
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Front end not built</title></head><body>
<h1>The front end is not built</h1>
<p>The site's server serves the production build from STATIC_DIR, but ${escapeHtml(reason)}.</p>
<p>Run <code>npm run build</code> (or <code>npm start</code>, which builds first), then reload. The API under /api/ works meanwhile.</p>
</body></html>`;
  return c.html(html, 503, { 'Cache-Control': 'no-cache' });
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}
