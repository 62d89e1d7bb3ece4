import { expect, test } from './fixtures.ts';
import { advanceServerClock, resetServerClock, signInWithForm, signInWithApi, expectAxeClean, pageInLanguage, teamViewports } from './helpers.ts';
import { freshPlayer } from './profile-helpers.ts';

// §4 account rules: a player closes their account from the profile, told first that it reopens no sooner than 7 days
// later; sign-in then says from when. 24 months without activity block the account with its own message.
const viewports = teamViewports;

const languages = [
  {
    name: 'fr',
    lang: 'fr-fr',
    viewport: viewports[0],
    title: 'Fermer mon compte',
    wait: /rouvert qu’après 7 jours : à partir du .*\d{4}/,
    reason: 'Je passe trop de temps à jouer',
    password: 'Votre mot de passe',
    confirm: /reste fermé au moins 7 jours/,
    submit: 'Fermer mon compte',
    closed: /Ce compte est fermé\. Vous pourrez le rouvrir en vous connectant à partir du .*\d{4}/,
    inactive: 'Ce compte est bloqué après 24 mois sans activité. Contactez le support pour le rouvrir.',
  },
  {
    name: 'ar',
    lang: 'ar',
    viewport: viewports[1],
    title: 'إغلاق حسابي',
    wait: /إلا بعد 7 أيام: ابتداءً من .*\d{4}/,
    reason: 'أقضي وقتًا طويلًا في اللعب',
    password: 'كلمة المرور',
    confirm: /سيبقى مغلقًا 7 أيام/,
    submit: 'إغلاق حسابي',
    closed: /هذا الحساب مغلق\. يمكنك إعادة فتحه بتسجيل الدخول ابتداءً من .*\d{4}/,
    inactive: 'تم حظر هذا الحساب بعد 24 شهرًا دون أي نشاط. تواصل مع الدعم لإعادة فتحه.',
  },
] as const;

// One test per language, French on a phone and Arabic on a desktop (the team's pair, README "Tests"): a player closes
// their account, then sign-in says until when.
for (const language of languages) {
  const { viewport } = language;
  test(`${language.name} at ${viewport.name} px: closing the account shows the 7-day wait first, then sign-in is refused with the date`, async ({ browser, request }) => {
    // Twice the default: two fresh players, two sign-ins and axe on a loaded 2-core machine.
    test.setTimeout(90_000);
    const { context, page } = await pageInLanguage(browser, language.lang, viewport.size);
    await page.goto('/auth/sign-in');
    await test.step(`${viewport.name} px`, async () => {
      const account = await freshPlayer(request);
      await signInWithApi(page, account);
      await expect(page).not.toHaveURL(/sign-in/);
      await page.goto('/profile/close-account');
      await expect(page.getByRole('heading', { level: 1, name: language.title })).toBeVisible();
      await expect(page.getByTestId('close-account-wait')).toHaveText(language.wait);
      await expectAxeClean(page);

      const form = page.getByRole('form', { name: language.submit });
      await form.locator('select[name="reason"]').selectOption({ label: language.reason });
      await form.getByLabel(language.password, { exact: true }).fill(account.password);
      // Not confirmed yet: nothing is sent, the box says why.
      await form.getByRole('button', { name: language.submit }).click();
      await expect(form.getByRole('checkbox')).toHaveAttribute('aria-invalid', 'true');
      await expect(page).toHaveURL(/\/profile\/close-account$/);
      await form.getByLabel(language.confirm).check();
      await form.getByRole('button', { name: language.submit }).click();
      // The closed account's pages are no one's return address (§2 Player journey): no next back to this page.
      await expect(page).toHaveURL(/\/auth\/sign-in(\?next=[^&]+)?$/);
      expect(new URL(page.url()).searchParams.get('next') ?? '').not.toContain('close-account');

      // The refusal is the sign-in form's own answer, so this sign-in goes through the form.
      await signInWithForm(page, account);
      await expect(page.getByTestId('sign-in-account-refusal').first()).toHaveText(language.closed);
      await expectAxeClean(page);

      // The next person to sign in on this device lands where a sign-in lands, not on "close my account".
      await signInWithForm(page, await freshPlayer(request));
      await expect(page).not.toHaveURL(/sign-in/);
      await expect(page).not.toHaveURL(/close-account/);
      await expect(page.getByRole('heading', { level: 1, name: language.title })).toHaveCount(0);
    });
    await context.close();
  });

  test(`${language.name}: 24 months without activity, then the blocked message at sign-in (sandbox clock)`, async ({ browser, request }) => {
    const account = await freshPlayer(request);
    const { context, page } = await pageInLanguage(browser, language.lang, language.name === 'ar' ? viewports[0].size : viewports[1].size);
    try {
      await advanceServerClock(request, (2 * 365 + 1) * 86_400_000);
      await page.goto('/auth/sign-in');
      await signInWithForm(page, account);
      await expect(page.getByTestId('sign-in-account-refusal').first()).toHaveText(language.inactive);
      await expect(page).toHaveURL(/\/auth\/sign-in(\?next=[^&]+)?$/);
      await expectAxeClean(page);
    } finally {
      await resetServerClock(request);
      await context.close();
    }
  });
}
