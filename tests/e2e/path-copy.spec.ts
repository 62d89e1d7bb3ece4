import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { signInWithApi, seriousViolations, signedInTouchPhone } from './helpers.ts';
import { freshPlayer } from './profile-helpers.ts';

// docs/product.md §2 (copy a player understands): history tables name the payment system, not its slug; a
// cancelled withdrawal reads "Cancelled", not "Failed"; its reason is in the player's language; and in Arabic a
// money movement out reads with its minus before the digits (§1 Languages).
/** Asks for a 15 TND payout on the sandbox card and cancels it from the withdraw page. */
async function withdrawAndCancel(page: Page, labels: { amount: string; account: string; submit: string; cancel: string }) {
  await page.goto('/withdrawal/sandbox-card');
  await page.getByLabel(labels.amount).fill('15');
  await page.getByLabel(labels.account).fill('4111 1111 1111 1111');
  await page.getByRole('button', { name: labels.submit, exact: true }).click();
  await expect(page.getByTestId('payment-status')).toBeVisible();
  await page.goto('/profile/withdraw');
  await page.getByRole('main').getByRole('button', { name: labels.cancel, exact: true }).click();
}

test('desktop, fr: a cancelled withdrawal shows as Annulé with the system name, and its reason in French', async ({ page, request }) => {
  const account = await freshPlayer(request, { verified: true, cash: '100' });
  await page.setViewportSize({ width: 1366, height: 860 });
  await page.goto('/auth/sign-in');
  await signInWithApi(page, account);
  await expect(page).not.toHaveURL(/sign-in/);
  await withdrawAndCancel(page, { amount: 'Montant', account: 'Numéro de carte ou de compte', submit: 'Retirer', cancel: 'Annuler' });

  await expect(page.getByTestId('payout-status').first()).toHaveText('Annulé');
  const payouts = page.getByRole('table');
  await expect(payouts).toContainText('Sandbox Card');
  await expect(payouts).not.toContainText('sandbox-card');
  expect(await seriousViolations(page)).toEqual([]);

  await page.goto('/profile/transactions');
  await page.getByRole('main').getByRole('link', { name: /^#\d+$/ }).first().click();
  await expect(page.getByText('Annulé par le joueur')).toBeVisible();
  await expect(page.getByRole('main')).not.toContainText('Cancelled');
});

test('phone, ar: the cancelled withdrawal and its minus read right to left', async ({ browser, request }) => {
  const account = await freshPlayer(request, { verified: true, cash: '100' });
  const { context, page } = await signedInTouchPhone(browser, account, 'ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await withdrawAndCancel(page, { amount: 'المبلغ', account: 'رقم البطاقة أو الحساب', submit: 'سحب', cancel: 'إلغاء' });
  await expect(page.getByTestId('payout-status').first()).toHaveText('ملغى');
  await expect(page.getByRole('main')).not.toContainText('sandbox-card');

  await page.goto('/profile/transactions');
  const amount = page.getByRole('main').getByText(/15,00/).first();
  // Intl's left-to-right mark binds the minus to the digits; a bare minus before the amount read "15,00-".
  await expect(amount).toHaveText(/\u200e-15,00/);
  await expect(amount).not.toHaveText(/−/);
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('main').getByRole('link', { name: /^#\d+$/ }).first().click();
  await expect(page.getByText('ألغاه اللاعب')).toBeVisible();
  await context.close();
});
