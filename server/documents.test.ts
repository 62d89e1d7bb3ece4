import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSiteApp, type SiteSettings } from './site.ts';
import { sportEmbedOrigins } from './sport-embed-origins.ts';

/**
 * What a search engine and a first-time visitor get before any script (§1 Languages, §2 Player journey): the page's
 * language and direction negotiated per request, its title and description in that language, canonical and
 * hreflang addresses, 404 for an address that is no page, robots.txt and sitemap.xml.
 */
const root = mkdtempSync(join(tmpdir(), 'site-documents-test-'));
const dist = join(root, 'dist');
const publicUrl = 'https://play.example.test';
const gameOrigin = 'https://games.example.test';
let site: ReturnType<typeof createSiteApp>;

beforeAll(() => {
  mkdirSync(dist, { recursive: true });
  // The real template, as the build turns it into dist/index.html.
  const template = readFileSync(join(import.meta.dirname, '..', 'src', 'index.html'), 'utf8')
    .replace(/<%= brandBackground %>|<%= brandText %>/g, '#000')
    .replace('<%= brandDescription %>', 'Built description')
    .replace('<%= brandName %>', 'Built title');
  writeFileSync(join(dist, 'index.html'), template);
  const settings: SiteSettings = { staticDir: dist, publicUrl, gameOrigin, sportOrigins: [], sportEmbedOrigins: sportEmbedOrigins({}, gameOrigin) };
  site = createSiteApp({ settings: () => settings, log: { info: () => {}, error: () => {} } });
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

const page = async (path: string, headers: Record<string, string> = {}) => {
  const response = await site.request(`${publicUrl}${path}`, { headers: { Accept: 'text/html', ...headers } });
  const html = await response.text();
  return {
    status: response.status,
    headers: response.headers,
    html,
    lang: /<html lang="([^"]*)" dir="([^"]*)">/.exec(html)?.slice(1, 3),
    title: /<title>([^<]*)<\/title>/.exec(html)?.[1],
    description: /<meta name="description" content="([^"]*)"/.exec(html)?.[1],
  };
};

describe('the language of the first HTML', () => {
  it('is the market default for a browser that names none of its languages', async () => {
    const answer = await page('/help', { 'Accept-Language': 'de-DE,de;q=0.9' });
    expect(answer.lang).toEqual(['fr-fr', 'ltr']);
    expect(answer.title).toBe('Aide – Sport &amp; Casino');
    expect(answer.description).toBe('Paris sportifs en direct et avant-match, machines à sous et casino en direct.');
  });

  it("follows Accept-Language, with Arabic right to left, by primary language when the exact tag is not offered", async () => {
    const arabic = await page('/help', { 'Accept-Language': 'ar-TN,ar;q=0.9,fr;q=0.5' });
    expect(arabic.lang).toEqual(['ar', 'rtl']);
    expect(arabic.title).toBe('المساعدة – رياضة وكازينو');
    expect(arabic.description).toBe('مراهنات رياضية مباشرة وقبل المباراة، وآلات سلوت وكازينو مباشر.');
    expect((await page('/responsible-gambling', { 'Accept-Language': 'en-GB,en;q=0.8' })).title).toBe('Responsible gambling – Sport &amp; Casino');
    expect((await page('/help', { 'Accept-Language': 'ar;q=0.2, en-US;q=0.9' })).lang).toEqual(['en-US', 'ltr']);
  });

  it("puts the player's stored choice (the cookie) before Accept-Language, and a language the address names before both", async () => {
    expect((await page('/slots/casino', { Cookie: 'theme=dark; lang=ar', 'Accept-Language': 'en-US' })).lang).toEqual(['ar', 'rtl']);
    expect((await page('/slots/casino', { Cookie: 'lang=xx', 'Accept-Language': 'en-US' })).lang).toEqual(['en-US', 'ltr']);
    const named = await page('/slots/casino?lang=fr-fr', { Cookie: 'lang=ar', 'Accept-Language': 'en-US' });
    expect(named.lang).toEqual(['fr-fr', 'ltr']);
    expect(named.title).toBe('Casino – Sport &amp; Casino');
    expect(named.headers.get('vary')).toBe('Accept-Encoding, Accept-Language, Cookie, Sec-CH-UA-Mobile, User-Agent');
  });

  it('keeps no state between requests: many pages in different languages rendered at the same time each get their own', async () => {
    const asks = Array.from({ length: 30 }, (_, index) => (['ar', 'en-US', 'fr-fr'] as const)[index % 3]);
    const answers = await Promise.all(asks.map((code) => page('/help', { 'Accept-Language': code })));
    const titles = { ar: 'المساعدة – رياضة وكازينو', 'en-US': 'Help – Sport &amp; Casino', 'fr-fr': 'Aide – Sport &amp; Casino' };
    answers.forEach((answer, index) => {
      expect(answer.lang?.[0]).toBe(asks[index]);
      expect(answer.title).toBe(titles[asks[index]]);
    });
  });
});

describe('addresses', () => {
  it('names the canonical address and one alternate per language, query kept, on PUBLIC_URL', async () => {
    const answer = await page('/slots/casino?providers=orbit', { 'Accept-Language': 'ar' });
    expect(answer.html).toContain(`<link rel="canonical" href="${publicUrl}/slots/casino?providers=orbit&amp;lang=ar" />`);
    const alternates = [...answer.html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)" \/>/g)].map((match) => [match[1], match[2]]);
    expect(alternates).toEqual([
      ['fr-fr', `${publicUrl}/slots/casino?providers=orbit&amp;lang=fr-fr`],
      ['en-US', `${publicUrl}/slots/casino?providers=orbit&amp;lang=en-US`],
      ['ar', `${publicUrl}/slots/casino?providers=orbit&amp;lang=ar`],
      ['x-default', `${publicUrl}/slots/casino?providers=orbit`],
    ]);
  });

  it('answers 404 with the localized not-found title for an address that is no page, 200 for every page of the table', async () => {
    for (const path of ['/no/such/page', '/promotions/welcome-offer-99', '/sport/Nowhere']) {
      const answer = await page(path, { 'Accept-Language': 'ar' });
      expect(answer.status, path).toBe(404);
      expect(answer.title, path).toBe('الصفحة غير موجودة – رياضة وكازينو');
      // The page itself still comes, so the browser shows the not-found screen with its way home.
      expect(answer.html, path).toContain('<div id="root">');
    }
    expect((await page('/no/such/page')).title).toBe('Page introuvable – Sport &amp; Casino');
    for (const path of ['/sport/Home', '/sport/Live', '/sport/Overview', '/slots/casino', '/slots/live-casino', '/slots/all', '/promotions', '/promotions/welcome-offer-3', '/help', '/faq', '/terms-and-conditions', '/responsible-gambling', '/profile', '/wheel-game']) {
      expect((await page(path)).status, path).toBe(200);
    }
  });

  it('builds them from the route’s own path and parameters, on PUBLIC_URL whatever the request named (§7 Links and origins)', async () => {
    for (const path of ['//evil.example/sportsbook', '//evil.example/sportsbook?utm_source=x', '///evil.example//sportsbook']) {
      const answer = await page(path);
      const hrefs = [...answer.html.matchAll(/<link rel="(?:canonical|alternate)"[^>]* href="([^"]+)"/g)].map((match) => match[1]);
      expect(hrefs.length, path).toBe(5);
      for (const href of hrefs) expect(new URL(href.replaceAll('&amp;', '&')).origin, `${path}: ${href}`).toBe(publicUrl);
    }
    // Tracking and unknown parameters are no part of a page's address; the route's own are.
    const tracked = await page('/sportsbook/tourneys/1?utm_source=mail&league=premier&fbclid=abc', { 'Accept-Language': 'ar' });
    expect(tracked.html).toContain(`<link rel="canonical" href="${publicUrl}/sportsbook/tourneys/1?league=premier&amp;lang=ar" />`);
    expect(tracked.html).toContain(`hreflang="x-default" href="${publicUrl}/sportsbook/tourneys/1?league=premier" />`);
    expect((await page('/sport/Home?utm_source=mail')).html).toContain(`<link rel="canonical" href="${publicUrl}/sport/Home?lang=fr-fr" />`);
  });

  it('escapes what the address brings into the head', async () => {
    const answer = await page('/slots/casino?q=%22%3E%3Cscript%3Ealert(1)%3C/script%3E');
    expect(answer.html).not.toContain('<script>alert(1)');
    expect(answer.html).toContain('<link rel="canonical" href="https://play.example.test/slots/casino?q=%22%3E%3Cscript%3Ealert%281%29%3C%2Fscript%3E&amp;lang=fr-fr" />');
  });
});

describe('robots.txt and sitemap.xml', () => {
  it("keep search engines out of a player's own pages and point to the sitemap", async () => {
    const response = await site.request(`${publicUrl}/robots.txt`);
    expect(response.status).toBe(200);
    const text = await response.text();
    expect(text).toMatch(/^User-agent: \*\nAllow: \/\n/);
    for (const path of ['/profile', '/deposit', '/withdrawal', '/balance']) expect(text).toContain(`\nDisallow: ${path}\n`);
    expect(text).not.toMatch(/Disallow: \/(slots|sport|help)/);
    expect(text).toContain(`\nSitemap: ${publicUrl}/sitemap.xml\n`);
  });

  it('list the public pages with their language alternates, never a player-only page or an open parameter', async () => {
    const response = await site.request(`${publicUrl}/sitemap.xml`);
    expect(response.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    const xml = await response.text();
    const locations = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1].replace(publicUrl, ''));
    for (const path of ['/sport/Home', '/sport/Live', '/sport/Overview', '/slots/casino', '/slots/live-casino', '/slots/all', '/promotions', '/promotions/welcome-offer-1', '/help', '/faq', '/terms-and-conditions', '/responsible-gambling']) {
      expect(locations, path).toContain(path);
    }
    expect(locations.filter((path) => path.startsWith('/profile') || path.includes(':') || path === '/deposit')).toEqual([]);
    expect(xml).toContain(`<url><loc>${publicUrl}/help</loc><xhtml:link rel="alternate" hreflang="fr-fr" href="${publicUrl}/help?lang=fr-fr"/><xhtml:link rel="alternate" hreflang="en-US" href="${publicUrl}/help?lang=en-US"/><xhtml:link rel="alternate" hreflang="ar" href="${publicUrl}/help?lang=ar"/><xhtml:link rel="alternate" hreflang="x-default" href="${publicUrl}/help"/></url>`);
  });
});
