import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { apiSession, expectAxeCleanStrict, expectSignedIn, pageInLanguage, storeSession } from './helpers.ts';
import { firstDeposit, freshPlayer } from './profile-helpers.ts';

// docs/product.md §4 Notification flags: notifications wait in the header's inbox (an unread count) instead of pushing
// every page down, and the floating cashback button covers no control (the bars on the bottom edge). One context per
// language and width, the screens as steps.
const phone = { width: 390, height: 844 };
const desktop = { width: 1366, height: 900 };
const words = {
  'fr-fr': { unread: 'Notifications, 1 non lues', read: 'Notifications', account: 'Ouvrir le panneau du compte', cashback: 'Cashback', title: 'Bonus de premier dépôt' },
  ar: { unread: 'الإشعارات، 1 غير مقروءة', read: 'الإشعارات', account: null, cashback: 'استرداد نقدي', title: null },
} as const;

/** The controls under the middle and the corners of a box, the box's own element aside. */
async function controlsUnder(page: Page, testId: string): Promise<string[]> {
  return page.getByTestId(testId).evaluate((own) => {
    const box = own.getBoundingClientRect();
    const points = [
      [box.left + 2, box.top + 2],
      [box.right - 2, box.top + 2],
      [box.left + 2, box.bottom - 2],
      [box.right - 2, box.bottom - 2],
      [box.left + box.width / 2, box.top + box.height / 2],
    ];
    const found = new Set<string>();
    for (const [x, y] of points) {
      for (const element of document.elementsFromPoint(x, y)) {
        if (own.contains(element)) continue;
        const control = element.closest('a[href], button, input, select, textarea, [role="button"]');
        if (control && !own.contains(control)) found.add(control.outerHTML.slice(0, 80));
        break;
      }
    }
    return [...found];
  });
}

for (const lang of ['fr-fr', 'ar'] as const) {
  test(`desktop, ${lang}: the first-deposit card waits in the header's inbox, counted unread, and stays there once read`, async ({ browser, request }) => {
    test.setTimeout(90_000);
    const credentials = await freshPlayer(request, { verified: true });
    await firstDeposit(request, credentials, '40');
    const { context, page } = await pageInLanguage(browser, lang, desktop);
    await storeSession(page, await apiSession(request, credentials));
    const w = words[lang];
    await test.step('no card over the page; the bell counts one unread', async () => {
      await page.goto('/sport/Home');
      const bell = page.getByRole('banner').getByRole('button', { name: w.unread });
      await expect(bell).toBeVisible();
      await expect(page.getByTestId('notifications-unread')).toHaveText('1');
      // The page starts right under the header: nothing pushed it down.
      const [header, main] = [await page.getByRole('banner').boundingBox(), await page.getByRole('main').boundingBox()];
      expect(Math.round(main!.y)).toBeLessThanOrEqual(Math.round(header!.y + header!.height) + 1);
      await expect(page.getByTestId('notification-firstDeposit')).toHaveCount(0);
    });
    await test.step('opened, the inbox shows the card and the count goes', async () => {
      await page.getByRole('banner').getByRole('button', { name: w.unread }).click();
      const card = page.getByTestId('notification-firstDeposit');
      await expect(card).toContainText('20');
      if (w.title) await expect(card).toContainText(w.title);
      await expect(page.getByTestId('notifications-unread')).toHaveCount(0);
      await expectAxeCleanStrict(page, 'header');
      await page.keyboard.press('Escape');
      await expect(card).toBeHidden();
    });
    await test.step('after a reload it is still in the inbox, read', async () => {
      await page.reload();
      // The server drew the page in the signed-in frame (§2 Speed, signed-in hint); the browser hydrates it and fills
      // in the player's balance and inbox.
      await expectSignedIn(page);
      const bell = page.getByRole('banner').getByRole('button', { name: w.read, exact: true });
      await expect(bell).toBeVisible();
      await bell.click();
      await expect(page.getByTestId('notification-firstDeposit')).toBeVisible();
    });
    await context.close();
  });

  test(`phone, ${lang}: the account button counts the unread, its panel holds the inbox; the cashback button covers no control`, async ({ browser, request }) => {
    test.setTimeout(90_000);
    const credentials = await freshPlayer(request, { verified: true });
    await firstDeposit(request, credentials, '40');
    const { context, page } = await pageInLanguage(browser, lang, phone);
    await storeSession(page, await apiSession(request, credentials));
    await test.step('the unread count on the account button; the panel shows the card', async () => {
      await page.goto('/slots/casino');
      await expect(page.getByRole('banner').getByTestId('notifications-unread')).toHaveText('1');
      await expect(page.getByTestId('notification-firstDeposit')).toHaveCount(0);
      const account = words[lang].account;
      await (account ? page.getByRole('banner').getByRole('button', { name: account }) : page.getByRole('banner').getByRole('button').last()).click();
      await expect(page.getByRole('dialog').getByTestId('notification-firstDeposit')).toBeVisible();
      await expect(page.getByTestId('notifications-unread')).toHaveCount(0);
      await expectAxeCleanStrict(page, '[role="dialog"]');
      await page.keyboard.press('Escape');
    });
    await test.step('at rest, the cashback button covers no control of the lobby or the sport home', async () => {
      await expect(page.getByRole('button', { name: words[lang].cashback, exact: true })).toBeVisible();
      expect(await controlsUnder(page, 'cashback-button')).toEqual([]);
      await page.goto('/sport/Home');
      await expect(page.getByRole('main').locator('button[data-outcome]').first()).toBeVisible();
      expect(await controlsUnder(page, 'cashback-button')).toEqual([]);
    });
    await test.step('dragged to its lowest, it stops above the slip bar and the tab bar', async () => {
      await page.getByRole('main').locator('button[data-outcome]:enabled').first().click();
      await expect(page.getByTestId('betslip-sheet')).toBeVisible();
      const button = page.getByRole('button', { name: words[lang].cashback, exact: true });
      await button.focus();
      await page.keyboard.press('End');
      const [moved, sheet, bar] = [await button.boundingBox(), await page.getByTestId('betslip-sheet').boundingBox(), await page.getByTestId('tab-bar').boundingBox()];
      expect(moved!.y + moved!.height).toBeLessThanOrEqual(Math.min(sheet!.y, bar!.y));
    });
    await context.close();
  });
}
