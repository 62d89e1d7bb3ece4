import type { Browser, Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

// docs/product.md §2 Player journey, betting by keyboard: what the keyboard paths share: the key counter that checks
// the focus never falls to the page body, the desktop page they start from, and the sign-in from the header.

/** The most key presses a keyboard path may take (the characters typed into fields are counted apart). */
export const keyPressBudget = 60;

type Key = 'Tab' | 'Shift+Tab' | 'Enter' | 'ArrowDown' | 'ArrowUp';

/** The player's keyboard: counts the navigation and action keys pressed and the characters typed. */
export class Keyboard {
  presses = 0;
  typed = 0;
  private readonly page: Page;
  constructor(page: Page) {
    this.page = page;
  }

  /** One navigation or action key; the focus must then rest somewhere, not on the body. */
  async press(key: Key) {
    this.presses += 1;
    await this.page.keyboard.press(key);
    await this.expectFocusKept();
  }

  async type(text: string) {
    this.typed += text.length;
    await this.page.keyboard.type(text);
  }

  /** Presses `key` until `target` (or a control inside it) has the focus, at most `limit` times: the count is what a player would press. */
  async moveTo(target: Locator, key: Key = 'Tab', limit = 40) {
    for (let index = 0; index < limit; index += 1) {
      if (await target.evaluate((element) => element === document.activeElement || element.contains(document.activeElement)).catch(() => false)) return;
      await this.press(key);
    }
    await expect(target).toBeFocused();
  }

  async expectFocusKept() {
    await expect.poll(() => this.page.evaluate(() => document.activeElement !== null && document.activeElement !== document.body), { message: 'focus fell to the page body' }).toBe(true);
  }
}

/**
 * A guest's desktop page of the sportsbook home in `lang` (its own context), once React has taken over the server's
 * header (its props on the sign-in button): from then on keys count.
 */
export async function keyboardPathStart(browser: Browser, lang: 'fr-fr' | 'ar') {
  const context = await browser.newContext({ viewport: { width: 1366, height: 860 }, locale: lang === 'ar' ? 'ar-TN' : 'fr-FR' });
  await context.addInitScript((code) => {
    localStorage.setItem('userSettings', JSON.stringify({ version: 1, savedAt: Date.now(), state: { lang: code, isChanged: true } }));
  }, lang);
  const page = await context.newPage();
  const keys = new Keyboard(page);
  await page.goto('/sport/Home');
  await expect(page.getByTestId('header-sign-in')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
  await page.waitForFunction(() => Object.keys(document.querySelector('[data-testid="header-sign-in"]') ?? {}).some((key) => key.startsWith('__reactProps')));
  return { context, page, keys };
}

/** The sign-in from the header by keyboard: the panel takes the focus, a sign-in hands it to Deposit. */
export async function signInByKeyboard(page: Page, keys: Keyboard, player: { username: string; password: string }, usernameLabel: string) {
  await test.step('sign in from the header: the panel takes the focus, a sign-in hands it to Deposit', async () => {
    await keys.moveTo(page.getByTestId('header-sign-in'));
    await keys.press('Enter');
    await expect(page.getByLabel(usernameLabel)).toBeFocused();
    await keys.type(player.username);
    await keys.press('Tab');
    await keys.type(player.password);
    await keys.press('Enter');
    // The signed-in header's parts are their own chunk: on a loaded machine they take a while to arrive.
    await expect(page.getByTestId('header-deposit')).toBeFocused({ timeout: 20_000 });
  });
}
