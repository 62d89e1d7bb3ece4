import { expect, test } from './fixtures.ts';
import { expectAxeCleanStrict, pageInLanguage } from './helpers.ts';

// docs/product.md §1 right-to-left and §2 Player journey, at 390 px in French and Arabic: the lobby's jackpot amounts
// are never cut, its demo links meet label-in-name and the 24 px target size (axe with those rules on), and in
// Arabic a Latin team name that does not fit keeps its start (the end is cut), not its end ("…rentina").

for (const lang of ['fr-fr', 'ar'] as const) {
  test(`${lang} at 390 px: whole jackpot amounts, demo links axe-clean, Latin team names cut at their end`, async ({ browser }) => {
    const { context, page } = await pageInLanguage(browser, lang, { width: 390, height: 844 });

    await test.step('the lobby: every jackpot amount shown whole', async () => {
      await page.goto('/slots/casino');
      const amounts = page.getByTestId('jackpots').locator('p');
      await expect(amounts.first()).toBeVisible();
      const cut = await amounts.evaluateAll((elements) => elements.filter((element) => element.scrollWidth > element.clientWidth + 1).map((element) => element.textContent));
      expect(cut).toEqual([]);
    });

    await test.step('the demo links: label in name and target size (axe)', async () => {
      await expect(page.getByTestId('game-card').first()).toBeVisible();
      await expectAxeCleanStrict(page, '[data-testid="game-card"]');
    });

    await test.step('a live list: team names run left to right inside the page’s direction', async () => {
      await page.goto('/sport/Live');
      const team = page.locator('[data-testid="event-row"] .team').first();
      await expect(team).toBeVisible();
      expect(await page.locator('html').getAttribute('dir')).toBe(lang === 'ar' ? 'rtl' : 'ltr');
      // The feed's names are Latin: dir="auto" makes each one left to right, so an ellipsis cuts its end.
      // Retried: a page first laid out for another device is drawn again by the browser, rows included.
      await expect(team).toHaveCSS('direction', 'ltr');
      await expect(team).toHaveCSS('text-overflow', 'ellipsis');
    });
    await context.close();
  });
}
