import { AxeBuilder } from './axe.ts';
import { expect, test } from './fixtures.ts';
import { uniqueName } from './helpers.ts';
import brand from '../../config/brand.ts';
import { brandName } from '../../schemas/config/brand.define.ts';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

// §2 Player journey (docs/product.md §2 Shell): after a client-side navigation focus moves to the new page's heading, so a
// keyboard or screen-reader player hears where they are; every tab says "<page> – <brand>"; a sign-up refusal
// ("already used") takes focus where the player can see it, clear of the sticky header.
// Each behaviour is one test whose steps are the phone's width and the desktop's, in one page (the site's files loaded once).
const viewports = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1366, height: 860 },
];

test(`${viewports.map((viewport) => viewport.name).join(' and ')}: a navigation focuses the new page's heading and the tab names the page and the brand`, async ({ page }) => {
  // The default 45 s for each width.
  test.setTimeout(90_000);
  for (const viewport of viewports) {
    await test.step(viewport.name, async () => {
      await page.setViewportSize(viewport);
      await page.goto('/slots/casino');
      await expect(page).toHaveTitle(`Casino – ${brandName(brand, 'fr-fr')}`);
      await page.getByRole('main').getByRole('link', { name: 'Rechercher un jeu' }).click();
      await expect(page).toHaveURL(/\/search-slots$/);
      const heading = page.getByRole('main').getByRole('heading', { level: 1 });
      await expect(heading).toBeFocused();
      await expect(heading).toHaveText('Rechercher un jeu');
      await expect(page).toHaveTitle(`Rechercher des jeux – ${brandName(brand, 'fr-fr')}`);
      // Back to the lobby: its heading, not the body.
      await page.goBack();
      await expect(page.getByRole('main').getByRole('heading', { level: 1, name: 'Casino' })).toBeFocused();
    });
  }
});

test('ar: the tab title carries the page and the brand in Arabic', async ({ page }) => {
  await page.addInitScript(() => {
    if (!localStorage.getItem('userSettings')) localStorage.setItem('userSettings', JSON.stringify({ version: 1, savedAt: Date.now(), state: { lang: 'ar', isChanged: true } }));
  });
  await page.goto('/sign-up');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  // The brand's Arabic name where it has one (config/brand.ts).
  await expect(page).toHaveTitle(new RegExp(`^.+ – ${escapeRegExp(brandName(brand, 'ar'))}$`));
  expect(await page.title()).not.toContain('Inscription');
});

test(`${viewports.map((viewport) => viewport.name).join(' and ')}: a field the server refuses takes focus below the sticky header`, async ({ page }) => {
  // The default 45 s for each width.
  test.setTimeout(90_000);
  // Registration no longer says whether a username or address is taken (§5 Registration), so the server's field
  // error here is the contract's validation_error on the e-mail, as an operator's backend may answer it (§8).
  await page.route('**/api/accounts/registration/', (route) =>
    route.fulfill({ status: 400, json: { code: 'validation_error', message: 'The request is invalid.', errors: [{ field: 'email', code: 'invalid', message: 'This address is not accepted.' }] } }),
  );
  for (const viewport of viewports) {
    await test.step(viewport.name, async () => {
      await page.setViewportSize(viewport);
      await page.goto('/sign-up');
      const form = page.getByRole('form', { name: /créer mon compte/i });
      const fresh = uniqueName('refused');
      await form.getByLabel("Nom d'utilisateur").fill(fresh);
      await form.getByLabel('Adresse e-mail').fill(`${fresh}@example.test`);
      await form.getByLabel('Mot de passe', { exact: true }).fill('Secret#2026');
      await form.getByLabel('Répétez le mot de passe').fill('Secret#2026');
      await form.getByLabel(/j'accepte les conditions/i).check();
      // The submit button sits at the bottom: the field in error is far above it.
      await form.getByRole('button', { name: /créer mon compte/i }).click();
      const email = form.getByLabel('Adresse e-mail');
      await expect(email).toBeFocused();
      await expect(email).toHaveAttribute('aria-invalid', 'true');
      const error = await email.evaluate((input) => document.getElementById(input.getAttribute('aria-describedby')?.split(' ').find((id) => document.getElementById(id)?.textContent) ?? '')?.textContent ?? '');
      expect(error).not.toBe('');
      // What was typed is kept.
      await expect(form.getByLabel("Nom d'utilisateur")).toHaveValue(fresh);
      // Below the sticky header and inside the screen.
      const headerBottom = await page.getByRole('banner').evaluate((header) => header.getBoundingClientRect().bottom);
      const box = (await email.boundingBox())!;
      expect(box.y).toBeGreaterThanOrEqual(headerBottom);
      expect(box.y + box.height).toBeLessThanOrEqual(viewport.height);
      const results = await new AxeBuilder({ page }).include('main').analyze();
      expect(results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical').map((violation) => violation.id)).toEqual([]);
    });
  }
});

test('phone: a wrong password on /auth/sign-in is said once', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/auth/sign-in');
  const form = page.getByRole('main').getByRole('form', { name: 'Se connecter' });
  await form.getByLabel("Nom d'utilisateur").fill('player1');
  await form.getByLabel('Mot de passe', { exact: true }).fill('wrong-pass');
  await form.getByRole('button', { name: 'Se connecter' }).click();
  await expect(form.getByRole('alert')).toHaveText("Nom d'utilisateur ou mot de passe invalide");
  await expect(page.getByText("Nom d'utilisateur ou mot de passe invalide")).toHaveCount(1);
});
