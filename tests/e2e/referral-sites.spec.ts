import { expect, test } from './fixtures.ts';
import { uniqueName, expectAxeClean, signedInInLanguage, teamViewports } from './helpers.ts';
import { freshPlayer } from './profile-helpers.ts';

// §5 Referral site, §8 referral_site_*: a player registers the sites they promote their code on; a bad link is
// refused under its field, a link already registered is refused by the server under the same field.
const viewports = teamViewports;

const languages = [
  { name: 'fr', lang: 'fr-fr', viewport: viewports[0], heading: 'Mes sites de parrainage', siteName: 'Nom du site', link: 'Lien', submit: 'Ajouter le site', invalid: "Le lien du site n'est pas une URL valide", blank: 'Le nom du site ne peut pas être vide', taken: 'Déjà utilisé', remove: /Supprimer/ },
  { name: 'ar', lang: 'ar', viewport: viewports[1], heading: 'مواقع الإحالة الخاصة بي', siteName: 'اسم الموقع', link: 'الرابط', submit: 'إضافة الموقع', invalid: 'رابط الموقع ليس عنوان URL صالحًا', blank: 'لا يمكن ترك اسم الموقع فارغًا', taken: 'مستخدم بالفعل', remove: /حذف/ },
] as const;

// One test per language at its width of the team's pair (README "Tests"): French on a phone, Arabic on a desktop.
for (const language of languages) {
  test(`${language.name} at ${language.viewport.name} px: a bad referral link is refused under its field, a good one is listed and removed`, async ({ browser, request }) => {
    // Twice the default: a sign-in and a walk with axe on a loaded 2-core machine.
    test.setTimeout(90_000);
    const account = await freshPlayer(request);
    const { context, page } = await signedInInLanguage(browser, account, language.lang, language.viewport.size);
    for (const viewport of [language.viewport]) {
      await test.step(`${viewport.name} px`, async () => {
        await page.setViewportSize(viewport.size);
        await page.goto('/profile/promocode');
        await expect(page.getByRole('heading', { level: 2, name: language.heading })).toBeVisible();
        const form = page.getByRole('form', { name: language.submit });
        const name = form.getByLabel(language.siteName, { exact: true });
        const link = form.getByLabel(language.link, { exact: true });

        await link.fill('mon-blog sans adresse');
        await form.getByRole('button', { name: language.submit }).click();
        await expect(link).toHaveAttribute('aria-invalid', 'true');
        await expect(form.getByText(language.invalid)).toBeVisible();
        await expect(form.getByText(language.blank)).toBeVisible();
        await expectAxeClean(page);

        const address = `https://${uniqueName('blog')}.example.tn/paris`;
        await name.fill('Blog');
        await link.fill(address);
        await form.getByRole('button', { name: language.submit }).click();
        const list = page.getByTestId('referral-sites');
        await expect(list.getByText(address)).toBeVisible();

        // The same link again: the server refuses it, named under the link.
        await form.getByRole('button', { name: language.submit }).click();
        await expect(form.getByText(language.taken)).toBeVisible();
        await expect(list.getByRole('listitem')).toHaveCount(1);
        await expectAxeClean(page);

        await list.getByRole('button', { name: language.remove }).click();
        await expect(list).toBeHidden();
      });
    }
    await context.close();
  });
}
