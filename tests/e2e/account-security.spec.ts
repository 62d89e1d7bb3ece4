import { AxeBuilder } from './axe.ts';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { expectSignedIn, mailedLinkPath, outbox, signInWithForm, uniqueName } from './helpers.ts';
import { freshPlayer, signInAt, toast } from './profile-helpers.ts';

// §5 Sign-in throttle, §5 Account changes that ask for the password, as a player sees them.

/** No serious or critical axe violation on the page as it stands (the new notices and screens included). */
async function expectAccessible(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
  expect(serious.map((violation) => `${violation.id} ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
}
test.describe('sign-in throttle (§5 Sign-in throttle)', () => {
  test('after 5 wrong passwords the sign-in forms say when to try again, and the right password waits too', async ({ page, request }) => {
    const account = await freshPlayer(request);
    await page.goto('/slots/casino');
    const header = page.getByRole('banner').getByRole('form', { name: 'Se connecter' });
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const answered = page.waitForResponse((response) => response.url().endsWith('/api/accounts/login/'));
      await signInWithForm(page, { username: account.username, password: `wrong-${attempt}` });
      expect((await answered).status()).toBe(401);
      await expect(header.getByRole('alert').filter({ hasText: /invalide/i })).toBeVisible();
    }
    const refused = page.waitForResponse((response) => response.url().endsWith('/api/accounts/login/'));
    await signInWithForm(page, account);
    const answer = await refused;
    expect(answer.status()).toBe(429);
    expect(Number(answer.headers()['retry-after'])).toBeGreaterThan(0);
    // The time alone when the lock ends the same day; with its date when it ends after midnight.
    await expect(header.getByRole('alert').filter({ hasText: /trop d'essais de connexion infructueux.*réessayez après (?:\d{2}\/\d{2}\/\d{4} )?\d{2}:\d{2}:\d{2}/i })).toBeVisible();
    await expect(page.getByTestId('balance-label')).toHaveCount(0);

    // The /auth/sign-in form says the same, in the language chosen.
    await page.goto('/auth/sign-in');
    await page.getByRole('button', { name: /langue|language/i }).first().click();
    await page.getByRole('menuitemradio', { name: /english/i }).click();
    const main = page.getByRole('main').getByRole('form', { name: 'Sign in' });
    await main.getByLabel('Username').fill(account.username);
    await main.getByLabel('Password', { exact: true }).fill(account.password);
    await main.getByRole('button', { name: 'Sign in' }).click();
    await expect(main.getByRole('alert')).toHaveText(/Too many failed sign-in attempts\. .*try again after (?:\d{1,2}\/\d{1,2}\/\d{2,4}, )?\d{1,2}:\d{2}:\d{2}/);
    await expect(page.getByTestId('balance-label')).toHaveCount(0);
    await expectAccessible(page);
  });

  test('on a phone in Arabic, a paused sign-in says when to try again, right to left', async ({ browser, request }) => {
    const account = await freshPlayer(request);
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      expect((await request.post('/api/accounts/login/', { data: { username: account.username, password: `wrong-${attempt}` } })).status()).toBe(401);
    }
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    await context.addInitScript(() => {
      if (!localStorage.getItem('userSettings')) localStorage.setItem('userSettings', JSON.stringify({ version: 1, savedAt: Date.now(), state: { lang: 'ar', isChanged: true } }));
    });
    const page = await context.newPage();
    await page.goto('/auth/sign-in');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await signInWithForm(page, account);
    const main = page.getByRole('main');
    await expect(main.getByRole('alert').filter({ hasText: /محاولات تسجيل دخول فاشلة كثيرة جدًا.*حاول مرة أخرى بعد \S+/ })).toBeVisible();
    await expect(page.getByTestId('header-balance')).toHaveCount(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectAccessible(page);
    await context.close();
  });

  test('a player who mistypes less than 5 times signs in normally', async ({ page, request }) => {
    const account = await freshPlayer(request);
    await page.goto('/auth/sign-in');
    for (let attempt = 1; attempt <= 4; attempt += 1) await signInWithForm(page, { username: account.username, password: `typo-${attempt}` });
    await signInWithForm(page, account);
    await expectSignedIn(page);
  });
});

test.describe('account changes that matter ask for the password (§5 Account changes that ask for the password)', () => {
  test('changing the e-mail asks for the current password, and the previous address can undo the change', async ({ page, request }) => {
    const account = await freshPlayer(request, { verified: true });
    const oldEmail = `${account.username}@example.test`;
    const newEmail = `${uniqueName('moved')}@example.test`;
    await signInAt(page, account, '/profile/user-info');
    const form = page.getByRole('form', { name: "Changer l'adresse e-mail" });
    await expect(page.getByText(`Adresse actuelle : ${oldEmail}`)).toBeVisible();

    // No password: refused before anything is sent.
    await form.getByLabel('Nouvelle adresse e-mail').fill(newEmail);
    await form.getByRole('button', { name: "Changer l'adresse e-mail" }).click();
    await expect(form.getByText('Ce champ est obligatoire')).toBeVisible();

    // A wrong password: the message under the field, and nothing changed.
    await form.getByLabel('Mot de passe actuel').fill('not-my-password');
    const refused = page.waitForResponse((response) => response.url().endsWith('/api/accounts/user') && response.request().method() === 'PATCH');
    await form.getByRole('button', { name: "Changer l'adresse e-mail" }).click();
    expect((await refused).status()).toBe(400);
    await expect(form.getByText('Le mot de passe est incorrect')).toBeVisible();
    await expect(page.getByText(`Adresse actuelle : ${oldEmail}`)).toBeVisible();
    expect(await outbox(request, newEmail)).toEqual([]);

    // The right one: changed, to be confirmed; the previous address is told.
    await form.getByLabel('Mot de passe actuel').fill(account.password);
    await form.getByRole('button', { name: "Changer l'adresse e-mail" }).click();
    await expect(toast(page, /Adresse changée\. Un lien de confirmation a été envoyé/)).toBeVisible();
    await expect(page.getByText(`Adresse actuelle : ${newEmail}`)).toBeVisible();
    expect((await outbox(request, newEmail)).map((mail) => mail.kind)).toContain('verify-email');

    // The link mailed to the previous address gives it back and signs the account out everywhere.
    await page.goto(await mailedLinkPath(request, oldEmail, 'email-changed'));
    await expect(page.getByRole('button', { name: 'Rétablir mon adresse précédente' })).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Rétablir mon adresse précédente' }).click();
    await expect(page.getByText(`Votre adresse e-mail est de nouveau ${oldEmail}`)).toBeVisible();
    await expectAccessible(page);
    await expect(page.getByTestId('balance-label')).toHaveCount(0);
    await signInAt(page, account, '/profile/user-info');
    await expect(page.getByText(`Adresse actuelle : ${oldEmail}`)).toBeVisible();
  });
});
