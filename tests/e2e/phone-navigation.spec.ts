import { expect, test } from './fixtures.ts';
import { expectAxeCleanStrict, pageInLanguage } from './helpers.ts';

// docs/product.md §2 Shell: a phone's bottom tab bar (home, live, casino, the slip with its count, the account) on
// every page of the shell, and the side menu in config groups, each page once, one current entry, with promotions,
// help and responsible gambling. One context per language and width, the screens as steps. The bar is a phone's, so
// both languages walk it at 390 px; English names are src/features/shell/phone-navigation-english.test.tsx's.
const phone = { width: 390, height: 844 };
const desktop = { width: 1366, height: 900 };
const names = {
  'fr-fr': { tabs: ['Accueil', 'En direct', 'Casino', 'Chercher', 'Coupon', 'Compte'], openMenu: 'Ouvrir le menu', required: ['Promotions', 'Aide', 'Jeu responsable'] },
  ar: { tabs: ['الرئيسية', 'مباشر', 'الكازينو', 'بحث', 'القسيمة', 'الحساب'], openMenu: null, required: null },
} as const;

for (const lang of ['fr-fr', 'ar'] as const) {
  test(`phone, ${lang}: the tab bar on every page of the shell, the slip's count, and the side menu's groups`, async ({ browser }) => {
    test.setTimeout(90_000);
    const { context, page } = await pageInLanguage(browser, lang, phone);
    const bar = page.getByTestId('tab-bar');

    await test.step('the tab bar: its five entries, home current, mirrored in Arabic', async () => {
      await page.goto('/sport/Home');
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      const entries = bar.locator('a, button');
      await expect(entries).toHaveText(names[lang].tabs.map((name) => new RegExp(`^${name}`)));
      await expect(bar.getByRole('link', { name: names[lang].tabs[0] })).toHaveAttribute('aria-current', 'page');
      const [first, last] = [await entries.first().boundingBox(), await entries.last().boundingBox()];
      // Home at the reading start: the left in French, the right in Arabic.
      expect(lang === 'ar' ? first!.x > last!.x : first!.x < last!.x).toBe(true);
      // On the bottom edge, above the page.
      const box = await bar.boundingBox();
      expect(Math.round(box!.y + box!.height)).toBe(phone.height);
      await expectAxeCleanStrict(page, '[data-testid="tab-bar"]');
    });

    await test.step("a pick counts on the slip tab; the slip's bar stands on the tab bar and the tab opens its sheet", async () => {
      await page.getByRole('main').locator('button[data-outcome]:enabled').first().click();
      await expect(bar.getByTestId('tab-count')).toHaveText('1');
      const sheet = page.getByTestId('betslip-sheet');
      const [sheetBox, barBox] = [await sheet.boundingBox(), await bar.boundingBox()];
      expect(Math.round(sheetBox!.y + sheetBox!.height)).toBeLessThanOrEqual(Math.round(barBox!.y) + 1);
      await bar.getByRole('link', { name: new RegExp(`^${names[lang].tabs[4]}`) }).click();
      await expect(sheet.getByRole('button').first()).toHaveAttribute('aria-expanded', 'true');
      await expect(page).toHaveURL(/\/sport\/Home$/);
      // The open sheet's Place button is above the tab bar, not under it.
      const place = sheet.getByTestId('slip-actions').getByRole('button').last();
      await expect(place).toBeVisible();
      expect((await place.boundingBox())!.y + (await place.boundingBox())!.height).toBeLessThanOrEqual((await bar.boundingBox())!.y + 1);
      await sheet.getByRole('button').first().click();
    });

    await test.step('on every page of the shell: the casino, an account page, help', async () => {
      for (const path of ['/slots/casino', '/auth/sign-in', '/help']) {
        await page.goto(path);
        await expect(bar).toBeVisible();
        await expect(bar.getByTestId('tab-count')).toHaveText('1');
      }
      await bar.getByRole('button', { name: names[lang].tabs[5] }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await page.keyboard.press('Escape');
    });

    await test.step('the side menu: groups from config, each page once, one current entry, promotions, help and responsible gambling', async () => {
      await page.goto('/sport/Live');
      await page.getByRole('banner').getByRole('button').first().click();
      const menu = page.getByRole('dialog').getByTestId('drawer-navigation');
      await expect(menu.getByRole('heading').first()).toBeVisible();
      const links = menu.getByRole('link');
      const hrefs = await links.evaluateAll((elements) => elements.map((element) => element.getAttribute('href')));
      expect(new Set(hrefs).size).toBe(hrefs.length);
      expect(hrefs).toEqual(expect.arrayContaining(['/promotions', '/help', '/responsible-gambling', '/sport/Live']));
      await expect(menu.locator('[aria-current="page"]')).toHaveCount(1);
      await expect(menu.locator('[aria-current="page"]')).toHaveAttribute('href', '/sport/Live');
      const required = names[lang].required;
      if (required) for (const name of required) await expect(menu.getByRole('link', { name, exact: true })).toBeVisible();
      await expectAxeCleanStrict(page, '[role="dialog"]');
      await menu.getByRole('link', { name: lang === 'ar' ? 'اللعب المسؤول' : names[lang].required![2] }).click();
      await expect(page).toHaveURL(/\/responsible-gambling$/);
      await page.getByRole('banner').getByRole('button').first().click();
      await expect(page.getByRole('dialog').getByTestId('drawer-navigation').locator('[aria-current="page"]')).toHaveAttribute('href', '/responsible-gambling');
    });
    await context.close();
  });
}

for (const lang of ['fr-fr', 'ar'] as const) {
  test(`desktop, ${lang}: no tab bar above the tablet width`, async ({ browser }) => {
    const { context, page } = await pageInLanguage(browser, lang, desktop);
    await page.goto('/sport/Home');
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByTestId('tab-bar')).toHaveCount(0);
    await context.close();
  });
}

// The register button scrolled into view (Tab, or the browser's own scroll before a tap) stops above the tab bar, not
// under it: the page's scroll padding at its end is the bar's height. At the desktop's width there is no bar to clear.
test('the register button reached by the keyboard is above the tab bar: fr and ar at 390 px, and at 1366 px', async ({ browser }) => {
  for (const [lang, viewport] of [
    ['fr-fr', phone],
    ['ar', phone],
    ['fr-fr', desktop],
  ] as const) {
    const { context, page } = await pageInLanguage(browser, lang, viewport);
    await page.goto('/sign-up');
    const submit = page.getByRole('main').locator('form button[type=submit]').last();
    await expect(submit).toBeVisible();
    // The bar is the phone's (drawn once the page knows its width); none at the desktop's.
    await expect(page.getByTestId('tab-bar')).toHaveCount(viewport === phone ? 1 : 0);
    // From the top of the page, the button takes the focus (as Tab gives it): the browser scrolls it into view. Asked
    // again until the page has settled (the screen's own first focus may come after the first try).
    const focused = () =>
      submit.evaluate((button) => {
        (document.activeElement as HTMLElement | null)?.blur();
        window.scrollTo(0, 0);
        button.focus();
        const box = button.getBoundingClientRect();
        // Its top and bottom edges (inside its rounded corners) are its own, not the bar's, and on screen.
        const edges = [box.top + 3, box.bottom - 3].map((y) => [box.left + box.width / 2, y]);
        return box.bottom <= window.innerHeight && edges.every(([x, y]) => button.contains(document.elementFromPoint(x, y))) ? 'above' : `${Math.round(box.top)}-${Math.round(box.bottom)} of ${window.innerHeight}`;
      });
    await expect.poll(focused, { message: `${lang} at ${viewport.width} px` }).toBe('above');
    await context.close();
  }
});
