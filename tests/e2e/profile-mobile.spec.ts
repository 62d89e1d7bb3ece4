import { AxeBuilder } from './axe.ts';
import type { Browser, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { signInWithApi } from './helpers.ts';
import { freshPlayer } from './profile-helpers.ts';

// §2 Profile, §9: on a phone the profile is an index of its sections, and each section page links back to it
// instead of starting with the whole list of sections; desktop keeps the side navigation.
const phone = { width: 390, height: 844 };
const desktop = { width: 1366, height: 900 };

const languages = [
  { name: 'fr', lang: 'fr-fr', title: 'Mon compte', back: 'Retour à mon compte', sections: 'Rubriques du profil', limits: 'Limites de jeu' },
  { name: 'ar', lang: 'ar', title: 'حسابي', back: 'العودة إلى حسابي', sections: 'أقسام الملف الشخصي', limits: 'حدود اللعب' },
] as const;

async function pageIn(browser: Browser, lang: string) {
  const context = await browser.newContext({ viewport: phone });
  // The device's language choice, as the language selector stores it (§4 Language change).
  await context.addInitScript((chosen) => {
    if (!localStorage.getItem('userSettings')) localStorage.setItem('userSettings', JSON.stringify({ version: 1, savedAt: Date.now(), state: { lang: chosen, isChanged: true } }));
  }, lang);
  return { context, page: await context.newPage() };
}

async function expectAxeClean(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
  expect(serious.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
}

for (const language of languages) {
  test(`phone and desktop, ${language.name}: the profile index, the back link instead of the section list, the side navigation on desktop`, async ({ browser, request }) => {
    const account = await freshPlayer(request);
    const { context, page } = await pageIn(browser, language.lang);
    await page.goto('/auth/sign-in');
    await expect(page.locator('html')).toHaveAttribute('lang', language.lang);
    await signInWithApi(page, account);
    await expect(page).not.toHaveURL(/sign-in/);

    await page.goto('/profile');
    await expect(page.getByRole('heading', { level: 1, name: language.title })).toBeVisible();
    const index = page.getByRole('navigation', { name: language.sections });
    await expect(index.getByRole('link')).toHaveCount(18);
    await expectAxeClean(page);

    await index.getByRole('link', { name: language.limits }).click();
    await expect(page).toHaveURL(/\/profile\/limits$/);
    // The section page starts with its own content: no list of sections above it, a back link instead.
    await expect(page.getByRole('navigation', { name: language.sections })).toBeHidden();
    const back = page.getByRole('link', { name: language.back });
    await expect(back).toBeVisible();
    const heading = await page.getByRole('heading', { level: 1 }).boundingBox();
    expect(heading!.y).toBeLessThan(260);
    await expectAxeClean(page);
    await back.click();
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.getByRole('heading', { level: 1, name: language.title })).toBeVisible();

    // Desktop: the side navigation on every section page, no back link; /profile opens personal details.
    await page.setViewportSize(desktop);
    await expect(page).toHaveURL(/\/profile\/user-info$/);
    await page.goto('/profile/limits');
    await expect(page.getByRole('navigation', { name: language.sections }).getByRole('link', { name: language.limits })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('link', { name: language.back })).toBeHidden();
    await context.close();
  });
}
