import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { expectSignedIn, signInWithApi, seriousViolations, signedInTouchPhone } from './helpers.ts';
import { freshPlayer } from './profile-helpers.ts';

// §2 Player journey (docs/product.md §2 Deposit): Deposit one tap away in the game bar too; the deposit page offers quick
// amounts within the system's limits, shows the currency beside the field, asks phones for the decimal keypad, and
// after the processor approves, confirms it with "play now" and "back to where I was".
/** The quick amounts as minor units, from their French labels ("50,00 TND"). */
async function quickAmountsMinor(page: Page): Promise<number[]> {
  const labels = await page.getByTestId('deposit-quick-amounts').getByRole('button').allTextContents();
  return labels.map((label) => Number(label.replace(/[^\d,]/g, '').replace(',', '')));
}

test('desktop: Deposit in the game bar, a quick amount, and back to the game after the confirmation', async ({ page, request }) => {
  const account = await freshPlayer(request, { cash: '75.50' });
  await page.setViewportSize({ width: 1366, height: 860 });
  await page.goto('/slots/casino');
  await signInWithApi(page, account);
  await expectSignedIn(page);
  await page.goto('/slots/orbit/1003');
  await expect(page.getByTestId('game-frame')).toBeVisible();
  await expect(page.getByTestId('game-bar-balance')).toContainText('75,50');
  await page.getByTestId('game-bar-deposit').click();
  await expect(page).toHaveURL(/\/profile\/replenishment$/);
  await page.getByTestId('system-sandbox-card').click();
  await expect(page).toHaveURL(/\/deposit\/sandbox-card$/);

  // Quick amounts within the shown range (10 to 10 000 TND for this system and market).
  await expect(page.getByTestId('deposit-range')).toContainText('10,00');
  const amounts = await quickAmountsMinor(page);
  expect(amounts.length).toBeGreaterThanOrEqual(3);
  for (const minor of amounts) expect(minor >= 1000 && minor <= 1_000_000, String(minor)).toBe(true);
  // The currency beside the field, and part of its accessible name.
  const field = page.getByRole('textbox', { name: 'Montant TND' });
  await expect(field).toBeVisible();
  await expect(field).toHaveAttribute('inputmode', 'decimal');
  await page.getByTestId('deposit-quick-amounts').getByRole('button', { name: /^50,00/ }).click();
  // The field shows the chip's amount as the player would type it in French, with its decimal comma.
  await expect(page.getByRole('textbox', { name: 'Montant TND' })).toHaveValue('50,00');
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole('button', { name: 'Continuer vers le paiement' }).click();
  await page.getByRole('button', { name: 'Approve payment' }).click();
  const confirmation = page.getByTestId('deposit-confirmation');
  await expect(confirmation.getByRole('heading')).toContainText('50,00');
  await expect(confirmation.getByRole('heading')).toBeFocused();
  await expect(page.getByTestId('balance-label').first()).toContainText('125,50');
  await expect(confirmation.getByRole('link', { name: 'Jouer maintenant' })).toHaveAttribute('href', '/slots/casino');
  expect(await seriousViolations(page)).toEqual([]);
  await confirmation.getByRole('link', { name: "Revenir où j'étais" }).click();
  await expect(page).toHaveURL(/\/slots\/orbit\/1003$/);
  await expect(page.getByTestId('game-bar-balance')).toContainText('125,50');
});

test('phone, ar: from a filtered lobby to a deposit on the decimal keypad, and back to that lobby', async ({ browser, request }) => {
  const account = await freshPlayer(request);
  const { context, page } = await signedInTouchPhone(browser, account, 'ar');
  await page.goto('/slots/casino?categories=popular');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.getByRole('banner').getByTestId('header-deposit').click();
  await page.getByTestId('system-sandbox-card').click();
  await expect(page).toHaveURL(/\/deposit\/sandbox-card$/);
  const field = page.locator('input[name=amount]');
  await expect(field).toHaveAttribute('inputmode', 'decimal');
  await expect(page.getByText('TND', { exact: true })).toBeVisible();
  // Quick amounts wrap inside the phone's width.
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await page.getByTestId('deposit-quick-amounts').getByRole('button').nth(1).click();
  await expect(field).not.toHaveValue('');
  expect(await seriousViolations(page)).toEqual([]);
  await page.locator('form button[type=submit]').click();
  await page.getByRole('button', { name: 'Approve payment' }).click();
  const confirmation = page.getByTestId('deposit-confirmation');
  await expect(confirmation.getByRole('link', { name: 'العب الآن' })).toBeVisible();
  await confirmation.getByRole('link', { name: 'العودة إلى حيث كنت' }).click();
  await expect(page).toHaveURL(/\/slots\/casino\?categories=popular$/);
  await context.close();
});
