import { AxeBuilder } from './axe.ts';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { signInWithApi } from './helpers.ts';
import { freshPlayer } from './profile-helpers.ts';

// docs/product.md §3 Responsible-gaming limits and self-exclusion, as a player meets it on a phone in Arabic (French
// on a desktop is tests/e2e/profile.spec.ts): the pause is confirmed on a summary (until when, what stops), then the
// player is signed out to a page that says so, with help-organisation links; axe clean with target size and label in
// name on, at 390 and 1366 px.

async function expectAxeClean(page: Page) {
  const results = await new AxeBuilder({ page }).options({ rules: { 'target-size': { enabled: true }, 'label-content-name-mismatch': { enabled: true } } }).analyze();
  expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
}

test('phone, ar: a pause confirmed on its summary signs the player out to a page that says so, with help', async ({ browser, request }) => {
  const player = await freshPlayer(request);
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'ar-TN' });
  await context.addInitScript(() => {
    localStorage.setItem('userSettings', JSON.stringify({ version: 1, savedAt: Date.now(), state: { lang: 'ar', isChanged: true } }));
  });
  const page = await context.newPage();
  await signInWithApi(page, player);
  await page.goto('/profile/self-exclusion');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');

  await test.step('the summary says until when and what stops, and nothing is sent before it is confirmed', async () => {
    await page.getByLabel('7 أيام').check();
    await page.getByRole('button', { name: 'متابعة' }).click();
    const summary = page.getByTestId('self-exclusion-summary');
    await expect(summary.getByRole('heading', { name: 'تحقّق قبل التأكيد' })).toBeFocused();
    // Until when (day/month/year, with the right-to-left marks of the Arabic date), and what stops.
    await expect(summary).toContainText(/\d{1,2}\u200f?\/\d{1,2}\u200f?\/\d{4}/);
    for (const stopped of ['المراهنات الرياضية وألعاب الكازينو', 'الإيداعات', 'الرسائل الإلكترونية']) await expect(summary.getByRole('listitem').filter({ hasText: stopped })).toHaveCount(1);
    await expectAxeClean(page);
    await summary.getByRole('button', { name: 'تأكيد الاستراحة' }).click();
  });

  await test.step('signed out, on a page that says so, with help-organisation links, at 390 and 1366 px', async () => {
    await expect(page).toHaveURL(/\/self-excluded\?from=/);
    await expect(page.getByRole('heading', { level: 1, name: 'حسابك متوقف مؤقتًا' })).toBeVisible();
    await expect(page.getByTestId('help-organisations').getByRole('link').first()).toHaveAttribute('target', '_blank');
    await expect(page.getByTestId('balance-label')).toHaveCount(0);
    await expectAxeClean(page);
    await page.setViewportSize({ width: 1366, height: 860 });
    await expect(page.getByTestId('help-organisations').getByRole('link').first()).toBeVisible();
    await expectAxeClean(page);
  });
  await context.close();
});
