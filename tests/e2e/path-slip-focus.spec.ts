import { expect, test } from './fixtures.ts';
import { pageInLanguage } from './helpers.ts';

// docs/product.md §5 Bet slip (by keyboard): Place and Accept sit in a footer pinned to the bottom of the slip's
// column; the controls above it that Tab reaches (the odds policy, Share) are scrolled clear of it, not under it.
// A slip of eight prematch picks, longer than the column, in French and in Arabic at 1366 px.

const words = {
  'fr-fr': { policy: 'Si les cotes changent', share: 'Partager' },
  ar: { policy: 'عند تغير الاحتمالات', share: 'مشاركة' },
} as const;

for (const lang of ['fr-fr', 'ar'] as const) {
  test(`${lang} at 1366 px: the odds policy and Share take the focus above the slip's pinned footer`, async ({ browser }) => {
    test.setTimeout(90_000);
    const { context, page } = await pageInLanguage(browser, lang, { width: 1366, height: 760 });
    // Prematch football: its prices stay open while the test picks them (live ones are suspended now and then).
    await page.goto('/sportsbook/prematch/1');
    const prices = page.locator('[data-testid="event-row"] button[data-outcome]:enabled');
    await prices.first().waitFor();
    const slip = page.getByTestId('betslip');
    // One pick per event: eight lines make the slip longer than its column.
    const rows = page.getByTestId('event-row');
    for (let index = 0; index < 8; index += 1) await rows.nth(index).locator('button[data-outcome]:enabled').first().click();
    await expect(slip.locator('ul li[data-outcome]')).toHaveCount(8);
    const footer = slip.getByTestId('slip-actions');
    for (const target of [slip.getByLabel(words[lang].policy), slip.getByRole('button', { name: words[lang].share, exact: true })]) {
      // From the first stake field, by Tab, as a player reaches it.
      await slip.locator('[data-slip-stake]').first().focus();
      for (let press = 0; press < 40 && !(await target.evaluate((element) => element === document.activeElement)); press += 1) await page.keyboard.press('Tab');
      await expect(target).toBeFocused();
      await expect.poll(async () => (await target.boundingBox())!.y + (await target.boundingBox())!.height).toBeLessThanOrEqual((await footer.boundingBox())!.y + 1);
    }
    await context.close();
  });
}
