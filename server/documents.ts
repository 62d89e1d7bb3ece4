import type { Context } from 'hono';
import { languageParameter, negotiateLanguage, offeredLanguages, pageHead, playerOnlyPathPrefixes, publicPagePaths } from './pages.ts';

/** Text and attribute values in the head: the five characters HTML gives a meaning to. */
function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
}

/**
 * What search engines read (§2 Player journey): each page's head in the negotiated language (title, description,
 * canonical address, hreflang alternates, <html lang dir>), 404 for an address that is no page, robots.txt and
 * sitemap.xml. The head is written into the built index.html; the browser then starts in the same language.
 */
export function renderDocument(c: Context, html: string, publicUrl: string, notFound = false): { html: string; status: 200 | 404; headers: Record<string, string> } {
  const language = negotiateLanguage({ url: c.req.url, cookie: c.req.header('Cookie'), acceptLanguage: c.req.header('Accept-Language') });
  const head = pageHead(new URL(c.req.url), publicUrl, language, notFound);
  const links = [
    `<link rel="canonical" href="${escapeHtml(head.canonical)}" />`,
    ...head.alternates.map((alternate) => `<link rel="alternate" hreflang="${escapeHtml(alternate.hreflang)}" href="${escapeHtml(alternate.href)}" />`),
  ].join('');
  const written = html
    .replace(/<html\b[^>]*>/i, () => `<html lang="${escapeHtml(language.code)}" dir="${language.dir}">`)
    .replace(/<title>[\s\S]*?<\/title>/i, () => `<title>${escapeHtml(head.title)}</title>`)
    .replace(/<meta name="description"[^>]*>/i, () => `<meta name="description" content="${escapeHtml(head.description)}" />`)
    .replace(/<\/head>/i, () => `${links}</head>`);
  // The same address answers in the language of the cookie or the browser's, and rendered for a phone or a desktop
  // (server/render.ts guessDesktop): caches must keep them apart.
  // /index.html is the app's shell itself (the service worker keeps it for offline navigations), not an address.
  const status = new URL(c.req.url).pathname === '/index.html' ? 200 : head.status;
  return { html: written, status, headers: { Vary: 'Accept-Encoding, Accept-Language, Cookie, Sec-CH-UA-Mobile, User-Agent' } };
}

export function robotsTxt(publicUrl: string): string {
  const lines = ['User-agent: *', 'Allow: /', ...playerOnlyPathPrefixes().map((prefix) => `Disallow: ${prefix}`), `Sitemap: ${new URL('/sitemap.xml', publicUrl).href}`];
  return `${lines.join('\n')}\n`;
}

/**
 * Every public page, then the upcoming events' pages (`eventPaths`, read from the API by the caller), each with its
 * address per language (hreflang alternates, as in the pages' heads).
 */
export function sitemapXml(publicUrl: string, eventPaths: readonly string[] = []): string {
  const languages = offeredLanguages();
  const address = (path: string, code?: string) => {
    const url = new URL(path, publicUrl);
    if (code) url.searchParams.set(languageParameter, code);
    return escapeHtml(url.href);
  };
  const urls = [...new Set([...publicPagePaths(), ...eventPaths])].map((path) => {
    const alternates = [
      ...languages.map((language) => `<xhtml:link rel="alternate" hreflang="${escapeHtml(language.code)}" href="${address(path, language.code)}"/>`),
      `<xhtml:link rel="alternate" hreflang="x-default" href="${address(path)}"/>`,
    ];
    return `<url><loc>${address(path)}</loc>${alternates.join('')}</url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`;
}
