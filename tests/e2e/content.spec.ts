import { AxeBuilder } from './axe.ts';
import type { Browser, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { openInApp, pageInLanguage } from './helpers.ts';
import { contentRoutes } from '../site-pages.ts';

// §9 Content pages and the footer's trust signals (§2 Shell): every content page in French on a phone and in Arabic on
// a desktop (each width and each direction once: the team's pair, README "Tests") has its title and no placeholder
// left, and axe finds nothing serious (English: src/features/content/content-pages-english.test.tsx); terms points are
// addressable; the FAQ links to its subpages (its keyboard use is a component test beside it); the footer links on every page.

const viewports = { phone: { width: 390, height: 844 }, desktop: { width: 1280, height: 800 } };
const languages = [
  { code: 'fr-fr', name: 'fr', width: 'phone', terms: 'Conditions générales', playResponsibly: 'Jouez de manière responsable' },
  { code: 'ar', name: 'ar', width: 'desktop', terms: 'الشروط والأحكام', playResponsibly: 'العب بمسؤولية' },
] as const;

/** A page in a language, chosen the way a returning player's saved settings choose it. */
async function pageIn(browser: Browser, language: string, viewport: { width: number; height: number }): Promise<Page> {
  return (await pageInLanguage(browser, language, viewport, 'fr-FR')).page;
}

test.describe('content pages in French on a phone and Arabic on a desktop', () => {
  // One browser pass per language: a fresh context per page would spend most of the time starting the app, not
  // checking the page. Each page is a step, so a failure names it.
  for (const language of languages) {
    const { width } = language;
    const viewport = viewports[width];
    test(`${language.name} ${viewport.width} px: every content page titled, no placeholder, trust signals, axe clean`, async ({ browser }) => {
      // Eleven pages with axe: about 25 s on an idle machine, several times that on a loaded one.
      test.setTimeout(240_000);
      const page = await pageIn(browser, language.code, viewport);
      for (const path of contentRoutes) {
        await test.step(path, async () => {
          await openInApp(page, path);
          await expect(page.locator('html')).toHaveAttribute('lang', language.code);
          const article = page.locator('article[data-page]');
          const title = article.getByRole('heading', { level: 1 });
          await expect(title).toBeVisible();
          expect((await title.innerText()).trim().length, path).toBeGreaterThan(2);
          // Translated everywhere today: no fallback notice, and nothing left of the engine's placeholder.
          await expect(page.getByTestId('content-fallback')).toHaveCount(0);
          expect(await page.locator('main').innerText(), path).not.toMatch(/\{\{|\}\}/);
          expect(await article.innerText(), path).not.toMatch(/engine\.|content\./);
          await expect(page.getByTestId('trust-signals').getByRole('link', { name: language.playResponsibly })).toBeVisible();
          const results = await new AxeBuilder({ page }).analyze();
          const serious = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
          expect(serious.map((violation) => `${width} ${path} ${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
        });
      }
      await page.context().close();
    });
  }
});

test.describe('terms and conditions (§9)', () => {
  test('state the §9 figures and the Curaçao licence from the market config', async ({ page }) => {
    await page.goto('/terms-and-conditions');
    const article = page.locator('article[data-page="terms-and-conditions"]');
    const text = (await article.innerText()).replace(/\s+/g, ' ');
    for (const figure of ['10 TND', '10 000 TND', '3 000 TND', '25 000 TND', '48 heures', '24 mois', '7 jours', '18 ans', 'Curaçao']) expect(text).toContain(figure);
  });

  test('a point deep link scrolls to the point, highlights it and moves focus to it', async ({ page }) => {
    await page.setViewportSize(viewports.phone);
    await page.goto('/terms-and-conditions/3.2');
    const point = page.locator('section[id="point-3.2"]');
    await expect(point).toHaveAttribute('data-highlighted', '');
    await expect(point.getByRole('heading', { name: /^3\.2 Retraits/ })).toBeFocused();
    await expect(point).toBeInViewport();
    await expect(page.locator('section[data-highlighted]')).toHaveCount(1);
    await expect(page.getByTestId('unknown-point')).toHaveCount(0);
    // The contents list links each point to its own address.
    await page.getByRole('navigation', { name: 'Sommaire' }).getByRole('link', { name: /^5\. Paris et jeux/ }).click();
    await expect(page).toHaveURL(/\/terms-and-conditions\/5$/);
    await expect(page.locator('section[id="point-5"]').getByRole('heading', { level: 2 })).toBeFocused();
    await expect(page.locator('section[id="point-3.2"]')).not.toHaveAttribute('data-highlighted', '');
  });

  test('an unknown point shows the whole terms with a notice', async ({ page }) => {
    await page.goto('/terms-and-conditions/99');
    await expect(page.getByTestId('unknown-point')).toContainText('« 99 »');
    await expect(page.getByTestId('unknown-point')).toBeFocused();
    await expect(page.locator('section[id^="point-"]')).not.toHaveCount(0);
    await expect(page.locator('section[id="point-7"]')).toBeAttached();
    await expect(page.locator('section[data-highlighted]')).toHaveCount(0);
  });
});

test.describe('FAQ accordion (§2 /faq)', () => {
  // The accordion's keyboard, search and RTL use are component tests (src/features/content/faq-accordion.test.tsx).
  test('the FAQ links to its two subpages', async ({ page }) => {
    await page.goto('/faq');
    await page.locator('article').getByRole('link', { name: 'le compte de jeu' }).click();
    await expect(page).toHaveURL(/\/faq\/igrovoi-kont$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('FAQ : compte de jeu');
  });
});

test.describe('footer trust signals (§2 Player journey)', () => {
  for (const [width, viewport] of Object.entries(viewports)) {
    test(`on a casino page at ${width} width: 18+, play responsibly, licence, help and terms`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.goto('/slots/casino');
      const trust = page.getByRole('navigation', { name: 'Jeu responsable et licence' });
      await expect(trust).toContainText('18+');
      await expect(trust).toContainText('Interdit aux moins de 18 ans');
      await expect(trust).toContainText('Licence de jeu Curaçao');
      await expect(trust.getByRole('link', { name: 'Aide' })).toHaveAttribute('href', '/help');
      await expect(trust.getByRole('link', { name: 'Conditions générales' })).toHaveAttribute('href', '/terms-and-conditions');
      await trust.getByRole('link', { name: 'Jouez de manière responsable' }).click();
      await expect(page).toHaveURL(/\/responsible-gambling$/);
      const tools = page.locator('article[data-page="responsible-gambling"]');
      await expect(tools.getByRole('heading', { level: 1 })).toHaveText('Jeu responsable');
      // One click from the tools to the player's limits, reality check, cooling-off and self-exclusion.
      await expect(tools.getByRole('link', { name: /limites de dépôt/ })).toHaveAttribute('href', '/profile/limits');
      await expect(tools.getByRole('link', { name: /Rappel du temps de jeu/ })).toHaveAttribute('href', '/profile/limits');
      await expect(tools.getByRole('link', { name: /Faire une pause/ })).toHaveAttribute('href', '/profile/self-exclusion');
      await expect(tools.getByRole('link', { name: /Vous auto-exclure/ })).toHaveAttribute('href', '/profile/self-exclusion');
      await page.getByTestId('trust-signals').getByRole('link', { name: 'Aide' }).click();
      await expect(page).toHaveURL(/\/help$/);
      await page.getByTestId('trust-signals').getByRole('link', { name: 'Conditions générales' }).click();
      await expect(page).toHaveURL(/\/terms-and-conditions$/);
    });
  }

  test('the trust signals follow the language (Arabic)', async ({ browser }) => {
    const page = await pageIn(browser, 'ar', viewports.phone);
    await page.goto('/sport/Home');
    const trust = page.getByTestId('trust-signals');
    await expect(trust).toContainText('ممنوع لمن هم دون 18 عامًا');
    await expect(trust.getByRole('link', { name: 'الشروط والأحكام' })).toBeVisible();
    await page.context().close();
  });
});
