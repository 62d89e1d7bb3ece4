import { AxeBuilder } from './axe.ts';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { freshPlayer, signIn } from './profile-helpers.ts';

// §2 profile menu: the desktop account menu, the mobile account panel and the profile sections are one menu
// (config/menus.ts slot 'profile'): same entries, same labels, in the same order.
const desktop = { width: 1366, height: 900 };
const phone = { width: 390, height: 844 };

async function expectAxeClean(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
  expect(serious.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
}

test('the account menu, the account panel and the profile sections list the same entries; bet settings open; Deposit stays highlighted', async ({ page, request }) => {
  const account = await freshPlayer(request);
  await page.setViewportSize(desktop);
  await signIn(page, account);

  await page.goto('/profile/limits');
  const sections = page.getByRole('navigation', { name: 'Rubriques du profil' });
  await expect(sections.getByRole('link', { name: 'Limites de jeu' })).toHaveAttribute('aria-current', 'page');
  const sectionNames = await sections.getByRole('link').allInnerTexts();
  expect(sectionNames).toContain('Transfert du bonus');
  expect(sectionNames).toContain('Paramètres des paris');
  // A self-registered player is not shown the cashier pages (§3 userTypes).
  expect(sectionNames).not.toContain('Caisse');
  await expectAxeClean(page);

  await page.getByRole('banner').getByRole('button', { name: `Menu du compte de ${account.username}` }).click();
  const menu = page.getByRole('menu');
  const menuNames = (await menu.getByRole('menuitem').allInnerTexts()).filter((name) => name !== 'Se déconnecter');
  expect(menuNames).toEqual(sectionNames);
  // "Paramètres des paris" opens the bet settings on desktop instead of personal details.
  await menu.getByRole('menuitem', { name: 'Paramètres des paris' }).click();
  await expect(page).toHaveURL(/\/profile\/bookmakers-settings$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Paramètres des paris' })).toBeVisible();

  // A payment system's deposit page keeps its parent entry highlighted.
  await page.goto('/deposit/sandbox-card');
  await expect(sections.getByRole('link', { name: 'Dépôt' })).toHaveAttribute('aria-current', 'true');
  await page.goto('/withdrawal/sandbox-card');
  await expect(sections.getByRole('link', { name: 'Retrait' })).toHaveAttribute('aria-current', 'true');

  await page.setViewportSize(phone);
  await page.getByRole('banner').getByRole('button', { name: 'Ouvrir le panneau du compte' }).click();
  const panelMenu = page.getByRole('dialog').getByRole('group', { name: 'Menu du compte' });
  await expect(panelMenu.getByRole('link').first()).toBeVisible();
  expect(await panelMenu.getByRole('link').allInnerTexts()).toEqual(sectionNames);
});
