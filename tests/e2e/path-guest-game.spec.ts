import { AxeBuilder } from './axe.ts';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { freshPlayer } from './profile-helpers.ts';

// §2 Player journey (docs/product.md §5 Game route): a guest who taps a real-money game in the lobby is asked to
// sign in in a dialog over the lobby (and over the game page on a direct address); signing in there starts the very game they chose, the demo is offered where the game has
// one, and a desktop demo offers "play for real".

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

/** The first card of the lobby with a demo: its name and provider route. */
async function firstDemoCard(page: Page) {
  await page.goto('/slots/casino');
  const card = page.getByTestId('game-card').filter({ has: page.locator('a[href$="/demo"]') }).first();
  await expect(card).toBeVisible();
  const name = (await card.locator('.name').textContent())!;
  return { card, name };
}

// A fresh player each time: player1's recently played list is counted by casino-games.spec.ts.
async function signInInDialog(page: Page, player: { username: string; password: string }, labels: { username: RegExp; password: RegExp; submit: RegExp }) {
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(labels.username).fill(player.username);
  await dialog.getByLabel(labels.password).fill(player.password);
  await dialog.getByRole('button', { name: labels.submit }).click();
}

test('desktop, fr: a guest taps a real game, signs in in the dialog and that game starts for real money', async ({ browser, request }) => {
  const context = await browser.newContext({ viewport: { width: 1366, height: 860 } });
  const page = await context.newPage();
  const { card, name } = await firstDemoCard(page);
  const realHref = (await card.locator('a.play').getAttribute('href'))!;
  await card.locator('a.play').click();
  const dialog = page.getByRole('dialog', { name: `Jouer à ${name}` });
  await expect(dialog).toBeVisible();
  // Over the lobby, which stays where it was behind the dialog.
  await expect(page).toHaveURL(/\/slots\/casino$/);
  await expect(dialog).toContainText('Veuillez vous authentifier pour jouer en argent réel.');
  await expect(dialog.getByRole('link', { name: 'Créer un compte' })).toHaveAttribute('href', '/sign-up');
  await expect(dialog.getByTestId('guest-game-demo')).toHaveAttribute('href', `${realHref}/demo`);
  await expect(dialog.getByLabel(/nom d'utilisateur/i)).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  // Closing leaves the guest in the lobby; tapping again asks again.
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page).toHaveURL(/\/slots\/casino$/);
  await card.locator('a.play').click();
  await expect(dialog).toBeVisible();

  await signInInDialog(page, await freshPlayer(request, { cash: '10' }), { username: /nom d'utilisateur/i, password: /^mot de passe$/i, submit: /se connecter/i });
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page).toHaveURL(realHref);
  const frame = page.frameLocator('[data-testid=game-frame]');
  await expect(frame.getByTestId('game-mode')).toHaveAttribute('data-mode', 'real');
  await expect(page.getByTestId('game-bar-balance')).toBeVisible();
  await context.close();
});

test('desktop, fr: the demo shows Play for real; a guest taking it meets the dialog, closing it goes back to the lobby', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 1366, height: 860 } });
  const page = await context.newPage();
  const { card, name } = await firstDemoCard(page);
  const realHref = (await card.locator('a.play').getAttribute('href'))!;
  await card.locator('a[href$="/demo"]').click();
  await expect(page.frameLocator('[data-testid=game-frame]').getByTestId('game-mode')).toHaveAttribute('data-mode', 'demo');
  const playReal = page.getByTestId('game-play-real');
  await expect(playReal).toHaveText('Jouer en argent réel');
  expect(await seriousViolations(page)).toEqual([]);
  await playReal.click();
  await expect(page).toHaveURL(realHref);
  await expect(page.getByRole('dialog', { name: `Jouer à ${name}` })).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'Fermer' }).click();
  await expect(page).toHaveURL(/\/slots\/casino$/);
  await context.close();
});

test('phone, ar: the dialog in Arabic offers the demo; after sign-in the chosen game opens for real money', async ({ browser, request }) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  await context.addInitScript(() => {
    if (!localStorage.getItem('userSettings')) localStorage.setItem('userSettings', JSON.stringify({ version: 1, savedAt: Date.now(), state: { lang: 'ar', isChanged: true } }));
  });
  const page = await context.newPage();
  const { card, name } = await firstDemoCard(page);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await card.locator('a.play').click();
  const dialog = page.getByRole('dialog', { name: `العب ${name}` });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('link', { name: 'إنشاء حساب' })).toBeVisible();
  await expect(dialog.getByTestId('guest-game-demo')).toHaveText('جرّب العرض التجريبي المجاني');
  // The dialog fits the phone's width: nothing of it off screen.
  const box = (await dialog.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(390);
  expect(await seriousViolations(page)).toEqual([]);

  await signInInDialog(page, await freshPlayer(request, { cash: '10' }), { username: /اسم المستخدم/, password: /^كلمة المرور$/, submit: /دخول/ });
  // On a phone the session address replaces the game route (§5 redirect): the provider's page, real money, that game.
  await page.waitForURL((url) => url.pathname.startsWith('/play/'));
  await expect(page.getByTestId('game-mode')).toHaveAttribute('data-mode', 'real');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  await context.close();
});
