import { AxeBuilder } from './axe.ts';
import { expect, test } from './fixtures.ts';
import type { Page } from '@playwright/test';

const desktop = { width: 1280, height: 800 };
const mobile = { width: 390, height: 844 };

async function chooseLanguage(page: Page, name: RegExp) {
  await page.getByRole('button', { name: /langue|language|اللغة/i }).first().click();
  await page.getByRole('menuitemradio', { name }).click();
}

test.describe('routes and navigation (§2)', () => {
  test('the root redirects to the sport home page and /slots to /slots/casino', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/sport\/Home$/);
    await page.goto('/slots');
    await expect(page).toHaveURL(/\/slots\/casino$/);
  });

  test('desktop main navigation: sport, live (overview), casino, live casino', async ({ page }) => {
    await page.setViewportSize(desktop);
    await page.goto('/slots/casino');
    const nav = page.getByRole('navigation', { name: 'Navigation principale' });
    await nav.getByRole('link', { name: 'Sport', exact: true }).click();
    await expect(page).toHaveURL(/\/sport\/Home$/);
    await nav.getByRole('link', { name: 'En direct', exact: true }).click();
    await expect(page).toHaveURL(/\/sport\/Overview$/);
    await nav.getByRole('link', { name: 'Casino', exact: true }).click();
    await expect(page).toHaveURL(/\/slots\/casino$/);
    await nav.getByRole('link', { name: 'Casino en direct' }).click();
    await expect(page).toHaveURL(/\/slots\/live-casino$/);
    // A screen a later issue builds says so in the current language, never a blank page.
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('mobile: live goes to the sport live page, the logo to /slots/casino', async ({ page }) => {
    await page.setViewportSize(mobile);
    await page.goto('/sport/Home');
    await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
    await page.getByRole('dialog').getByRole('link', { name: 'En direct' }).first().click();
    await expect(page).toHaveURL(/\/sport\/Live$/);
    await page.getByRole('banner').getByRole('link').first().click();
    await expect(page).toHaveURL(/\/slots\/casino$/);
  });

  test('an unknown address shows a localized not-found page with a way home', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('main').getByRole('link').first()).toBeVisible();
  });
});

test.describe('languages (§1, §4)', () => {
  test('Arabic sets dir=rtl and lang, English sets lang=en-US, French is the default', async ({ page }) => {
    await page.goto('/slots/casino');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr-fr');
    await chooseLanguage(page, /العربية|ar/i);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await expect(page.getByRole('navigation').first()).toContainText('كازينو');
    await chooseLanguage(page, /english/i);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    // The choice is kept across a reload.
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
  });

  test('changing language reloads the settings (§7)', async ({ page }) => {
    await page.goto('/slots/casino');
    await page.waitForLoadState('networkidle');
    const settingsReload = page.waitForRequest((request) => request.url().endsWith('/api/settings/'));
    await chooseLanguage(page, /english/i);
    await settingsReload;
  });
});

test.describe('side panels (§2)', () => {
  test('opening the side menu blocks page scrolling; widening past 767 px forces it closed', async ({ page }) => {
    await page.setViewportSize(mobile);
    await page.goto('/slots/casino');
    await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expect.poll(() => page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');
    await page.setViewportSize({ width: 800, height: 844 });
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect.poll(() => page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe('hidden');
  });

  test('the profile panel shows the login form to a guest', async ({ page }) => {
    await page.setViewportSize(mobile);
    await page.goto('/slots/casino');
    await page.getByRole('button', { name: 'Ouvrir le panneau du compte' }).click();
    await expect(page.getByRole('dialog').getByRole('button', { name: 'Se connecter' })).toBeVisible();
  });
});

test.describe('modals (§2)', () => {
  test('a modal opens on its route, closes back to its path, and Escape closes it too', async ({ page }) => {
    await page.goto('/wheel-game');
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: /fermer/i }).first().click();
    await expect(page).toHaveURL(/\/slots\/casino$/);
    await expect(page.getByRole('dialog')).toHaveCount(0);

    await page.goto('/sport-live');
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page).toHaveURL(/\/sport\/Live$/);
  });
});

test.describe('accessibility of the shell (axe-core)', () => {
  for (const language of [
    { name: 'fr', pick: null, checkedAt: 'mobile' },
    { name: 'ar', pick: /العربية/, checkedAt: 'desktop' },
  ] as const) {
    // One page per language: the language chosen from the phone's side menu (the desktop header's selector is the
    // subject of the language tests above), then checked at one width: French on the phone, Arabic with the window
    // widened to the desktop's (the team's pair, README "Tests"; the shell follows the window). English is laid out as
    // French is, and its texts are checked complete by the language packs' tests (src/i18n).
    test(`no serious or critical violation: ${language.name}, ${language.checkedAt}`, async ({ browser }) => {
      const context = await browser.newContext({ viewport: mobile, locale: 'fr-FR' });
      const page = await context.newPage();
      await page.goto('/slots/casino');
      if (language.pick) {
        await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
        await chooseLanguage(page, language.pick);
        await page.keyboard.press('Escape');
      }
      for (const [viewportName, viewport] of Object.entries({ mobile, desktop }).filter(([name]) => name === language.checkedAt)) {
        await test.step(viewportName, async () => {
          await page.setViewportSize(viewport);
          await page.waitForLoadState('networkidle');
          const results = await new AxeBuilder({ page }).analyze();
          const serious = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
          expect(serious.map((violation) => `${viewportName} ${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
        });
      }
      await context.close();
    });
  }
});
