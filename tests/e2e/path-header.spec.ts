import { AxeBuilder } from './axe.ts';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { expectSignedIn, signInWithForm } from './helpers.ts';
import { freshPlayer } from './profile-helpers.ts';

// §2 Player journey (docs/product.md §2 Desktop header): the signed-out desktop header was 179 px tall with the login form
// inline, a fifth of a 860 px screen. Now a sign-in button opens the form under it, beside a register button;
// §2 Player journey: a refused sign-in shows its error once, in the panel, and the header keeps its height.
const desktop = { width: 1366, height: 860 };

async function seriousViolations(page: Page, include?: string) {
  const builder = new AxeBuilder({ page });
  if (include) builder.include(include);
  const results = await builder.analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

const headerHeight = (page: Page) => page.getByRole('banner').evaluate((header) => header.getBoundingClientRect().height);

for (const language of [
  { name: 'fr', lang: 'fr-fr', signIn: 'Se connecter', register: "S'inscrire", invalid: /invalide/i },
  { name: 'ar', lang: 'ar', signIn: 'دخول', register: 'التسجيل', invalid: /غير صحيح|غير صالح/ },
]) {
  test(`desktop, ${language.name}: a compact signed-out header; the sign-in panel's error shows once and moves nothing`, async ({ page }) => {
    await page.addInitScript((chosen) => {
      if (!localStorage.getItem('userSettings')) localStorage.setItem('userSettings', JSON.stringify({ version: 1, savedAt: Date.now(), state: { lang: chosen, isChanged: true } }));
    }, language.lang);
    await page.setViewportSize(desktop);
    await page.goto('/slots/casino');
    await expect(page.locator('html')).toHaveAttribute('lang', language.lang);
    const header = page.getByRole('banner');
    const opener = header.getByTestId('header-sign-in');
    await expect(opener).toHaveText(language.signIn);
    // Registering comes back to this page (§2 Player journey), even when tapped before the page has hydrated.
    await expect(header.getByRole('link', { name: language.register })).toHaveAttribute('href', '/sign-up?next=%2Fslots%2Fcasino');
    // No form in the header until asked for.
    await expect(header.getByRole('form')).toHaveCount(0);
    const closedHeight = await headerHeight(page);
    expect(closedHeight).toBeLessThanOrEqual(120);

    await opener.click();
    await expect(opener).toHaveAttribute('aria-expanded', 'true');
    const form = header.getByRole('form');
    await expect(form.getByRole('textbox').first()).toBeFocused();
    expect(await seriousViolations(page, 'header')).toEqual([]);

    await form.getByRole('textbox').first().fill('nobody-here');
    await form.locator('input[type=password]').fill('wrong-pass');
    await form.getByRole('button', { name: language.signIn }).click();
    await expect(form.getByRole('alert')).toContainText(language.invalid);
    // Once: in the panel, and not again as a toast.
    await expect(page.getByText(language.invalid)).toHaveCount(1);
    expect(await headerHeight(page)).toBe(closedHeight);

    await page.keyboard.press('Escape');
    await expect(header.getByRole('form')).toHaveCount(0);
    await expect(opener).toBeFocused();
  });
}

test('desktop: the header sign-in signs in and the register button leads to sign-up', async ({ page, request }) => {
  const account = await freshPlayer(request);
  await page.setViewportSize(desktop);
  await page.goto('/slots/casino');
  await page.getByRole('banner').getByRole('link', { name: "S'inscrire" }).click();
  // Sign-up keeps the page the guest came from (?next=), once the header knows it.
  await expect(page).toHaveURL(/\/sign-up(\?next=%2Fslots%2Fcasino)?$/);
  await page.goBack();
  await signInWithForm(page, account);
  await expectSignedIn(page);
  await expect(page.getByTestId('header-sign-in')).toHaveCount(0);
});
