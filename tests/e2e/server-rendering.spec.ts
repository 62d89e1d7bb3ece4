import type { Browser, ConsoleMessage } from '@playwright/test';
import { expect, test } from './fixtures.ts';

// §1 Languages, §2 Player journey: the site's server answers each page in the language it negotiated (the stored
// choice's cookie, then the browser's languages, then the market's default), with <html lang dir> and the page's
// title in that language before any script; the browser then starts in that same language without switching, with no
// error in the console; an unknown address answers 404 and shows the localized not-found page.

const viewports = { phone: { width: 390, height: 844 }, desktop: { width: 1366, height: 900 } };
const languages = [
  { code: 'fr-fr', locale: 'fr-FR', dir: 'ltr', casinoTitle: 'Casino', notFound: 'Page introuvable', backHome: "Retour à l'accueil" },
  { code: 'ar', locale: 'ar-TN', dir: 'rtl', casinoTitle: 'الكازينو', notFound: 'الصفحة غير موجودة', backHome: 'العودة إلى الصفحة الرئيسية' },
] as const;
const routes = ['/sport/Home', '/slots/casino', '/help', '/responsible-gambling'];

async function freshPage(browser: Browser, baseURL: string, locale: string, viewport: { width: number; height: number }) {
  const context = await browser.newContext({ baseURL, viewport, locale });
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  // What the document element says at each change, from the first parse on: the language must never switch.
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { langSeen: string[] }).langSeen = seen;
    const record = () => seen.push(`${document.documentElement.lang}/${document.documentElement.dir}`);
    new MutationObserver(record).observe(document, { attributes: true, subtree: true, attributeFilter: ['lang', 'dir'] });
    document.addEventListener('readystatechange', record, { once: true });
  });
  return { context, page, problems };
}

for (const language of languages) {
  for (const [width, viewport] of Object.entries(viewports)) {
    test(`${language.code} ${width}: the first HTML is in the browser's language, and the app starts in it without an error`, async ({ browser, baseURL }) => {
      const { context, page, problems } = await freshPage(browser, baseURL!, language.locale, viewport);
      for (const route of routes) {
        const response = await page.goto(route);
        expect(response!.status(), route).toBe(200);
        const html = await response!.text();
        expect(html, route).toContain(`<html lang="${language.code}" dir="${language.dir}">`);
        await expect(page.getByRole('main'), route).toBeVisible();
        await expect(page.locator('html')).toHaveAttribute('lang', language.code);
        await expect(page.locator('html')).toHaveAttribute('dir', language.dir);
        const seen = await page.evaluate(() => (window as unknown as { langSeen: string[] }).langSeen);
        expect(seen.filter((entry) => entry !== `${language.code}/${language.dir}`), `${route}: the language switched`).toEqual([]);
      }
      const casino = await page.goto('/slots/casino');
      expect(await casino!.text()).toContain(`<title>${language.casinoTitle} – `);
      expect(problems).toEqual([]);
      await context.close();
    });
  }
}

test("a returning player's stored choice wins over the browser's language, first HTML included", async ({ browser, baseURL }) => {
  const { context, page, problems } = await freshPage(browser, baseURL!, 'fr-FR', viewports.phone);
  // The cookie the site wrote when the player chose Arabic on an earlier visit (set before any page of this visit: a
  // page of this visit would store its own language in the browser, and the two would disagree as they never do).
  await context.addCookies([{ name: 'lang', value: 'ar', url: baseURL! }]);
  const response = await page.goto('/help');
  expect(await response!.text()).toContain('<html lang="ar" dir="rtl">');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  expect(problems).toEqual([]);
  await context.close();
});

test('an unknown address answers 404 with the not-found page in the negotiated language', async ({ browser, baseURL }) => {
  for (const language of languages) {
    const { context, page } = await freshPage(browser, baseURL!, language.locale, viewports.desktop);
    const response = await page.goto('/no/such/page');
    expect(response!.status()).toBe(404);
    expect(await response!.text()).toContain(`<title>${language.notFound} – `);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: language.backHome })).toBeVisible();
    await context.close();
  }
});

test('robots.txt and sitemap.xml are served on the public address', async ({ request, baseURL }) => {
  const robots = await request.get('/robots.txt');
  expect(await robots.text()).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
  const sitemap = await request.get('/sitemap.xml');
  expect(await sitemap.text()).toContain(`<loc>${baseURL}/sport/Home</loc>`);
});
