import { AxeBuilder } from './axe.ts';
import type { Browser } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { signInWithApi } from './helpers.ts';
import { freshPlayer } from './profile-helpers.ts';

// The mobile account panel (§2 profile panel): balance, Deposit and Withdraw, the account sections and a sign-out
// that works on a phone; Deposit one tap away in the mobile and desktop headers.
const phone = { width: 390, height: 844 };

const languages = [
  {
    name: 'fr',
    lang: 'fr-fr',
    openPanel: "Ouvrir le panneau du compte",
    deposit: 'Déposer',
    withdraw: 'Retirer',
    signOut: 'Se déconnecter',
    sections: ['Informations personnelles', 'Historique des paris', 'Transactions', 'Mes bonus', 'Vérification (KYC)', 'Limites de jeu', 'Auto-exclusion'],
  },
  {
    name: 'ar',
    lang: 'ar',
    openPanel: null,
    deposit: 'إيداع',
    withdraw: 'سحب',
    signOut: 'تسجيل الخروج',
    sections: ['مكافآتي', 'التحقق من الهوية', 'حدود اللعب', 'الاستبعاد الذاتي'],
  },
] as const;

async function phoneIn(browser: Browser, lang: string) {
  const context = await browser.newContext({ viewport: phone });
  // The device's language choice, as the language selector stores it (§4 Language change).
  await context.addInitScript((chosen) => {
    if (!localStorage.getItem('userSettings')) localStorage.setItem('userSettings', JSON.stringify({ version: 1, savedAt: Date.now(), state: { lang: chosen, isChanged: true } }));
  }, lang);
  return { context, page: await context.newPage() };
}

for (const language of languages) {
  test(`phone, ${language.name}: the account panel shows balance, Deposit, Withdraw and the sections, and signs out`, async ({ browser, request }) => {
    const account = await freshPlayer(request, { cash: '75.50' });
    const { context, page } = await phoneIn(browser, language.lang);
    await page.goto('/auth/sign-in');
    await expect(page.locator('html')).toHaveAttribute('lang', language.lang);
    await signInWithApi(page, account);
    // Signing in leaves the sign-in page; a navigation closes the panels, so open it after that.
    await expect(page).not.toHaveURL(/sign-in/);

    // The mobile header: the balance and Deposit on every page.
    const header = page.getByRole('banner');
    await expect(header.getByTestId('header-balance')).toContainText('75');
    await expect(header.getByRole('link', { name: language.deposit })).toBeVisible();

    await header.getByRole('button', { name: /panneau du compte|account panel|الحساب/i }).click();
    const panel = page.getByRole('dialog');
    await expect(panel.getByTestId('balance-label')).toContainText('75');
    // The prominent buttons come first; in Arabic the menu's own Deposit and Withdraw entries carry the same words.
    await expect(panel.getByRole('link', { name: language.deposit }).first()).toBeVisible();
    await expect(panel.getByRole('link', { name: language.withdraw }).first()).toBeVisible();
    for (const section of language.sections) await expect(panel.getByRole('link', { name: section, exact: true }).first()).toBeVisible();
    const results = await new AxeBuilder({ page }).include('[role=dialog]').analyze();
    const serious = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
    expect(serious.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);

    // Nothing inside the panel is covered: the sign-out button itself receives the click.
    const logout = page.waitForRequest((sent) => sent.url().endsWith('/api/accounts/logout/') && sent.method() === 'POST');
    await panel.getByRole('button', { name: language.signOut }).click();
    await logout;
    await expect(page.getByTestId('header-balance')).toHaveCount(0);
    await expect(header.getByRole('link', { name: language.deposit })).toHaveCount(0);
    await context.close();
  });
}

test('phone: Deposit in the panel leads to the deposit page and closes the panel', async ({ browser, request }) => {
  const account = await freshPlayer(request);
  const { context, page } = await phoneIn(browser, 'fr-fr');
  await page.goto('/auth/sign-in');
  await signInWithApi(page, account);
  await expect(page).not.toHaveURL(/sign-in/);
  await page.getByRole('banner').getByRole('button', { name: 'Ouvrir le panneau du compte' }).click();
  await page.getByRole('dialog').getByRole('link', { name: 'Déposer' }).click();
  await expect(page).toHaveURL(/\/profile\/replenishment$/);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await context.close();
});

test('desktop: the header offers Deposit beside the balance', async ({ page, request }) => {
  const account = await freshPlayer(request);
  await page.setViewportSize({ width: 1366, height: 860 });
  await page.goto('/slots/casino');
  await signInWithApi(page, account);
  const deposit = page.getByRole('banner').getByRole('link', { name: 'Déposer' });
  await expect(deposit).toBeVisible();
  await deposit.click();
  await expect(page).toHaveURL(/\/profile\/replenishment$/);
});

for (const language of [
  { name: 'fr', lang: 'fr-fr', register: "S'inscrire", create: 'Créer un compte' },
  { name: 'ar', lang: 'ar', register: 'التسجيل', create: 'إنشاء حساب' },
]) {
  test(`phone, ${language.name}: registration is in the header, the side menu and the sign-in panel`, async ({ browser }) => {
    const { context, page } = await phoneIn(browser, language.lang);
    await page.goto('/slots/casino');
    await expect(page.locator('html')).toHaveAttribute('lang', language.lang);
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: language.register })).toBeVisible();
    // The side-menu button comes first and the profile button last, whatever the language (§2 Mobile header).
    // Escape closes each panel once it holds the focus (a player presses it there; on a loaded machine the focus
    // moves in a moment after the panel shows).
    const escapeFromDialog = async () => {
      await expect.poll(() => page.getByRole('dialog').evaluate((element) => element.contains(document.activeElement))).toBe(true);
      await page.keyboard.press('Escape');
    };
    await header.getByRole('button').first().click();
    await expect(page.getByRole('dialog').getByRole('link', { name: language.create })).toBeVisible();
    await escapeFromDialog();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await header.getByRole('button').last().click();
    await expect(page.getByRole('dialog').getByRole('link', { name: language.create })).toBeVisible();
    await escapeFromDialog();
    await header.getByRole('link', { name: language.register }).click();
    await expect(page).toHaveURL(/\/sign-up/);
    // Nothing overflows the phone's width.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await context.close();
  });
}
