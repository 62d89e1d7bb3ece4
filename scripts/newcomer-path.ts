// The newcomer's path on a phone (docs/product.md §2 Player journey, a newcomer bets within a minute): land on the
// sport home, register, open the e-mailed link, deposit by card, open a football match and place a single. Played by
// `tests/e2e/path-newcomer.spec.ts` (which checks each screen) and by `npm run bench` (scripts/bench-newcomer.ts, which
// counts the taps and the time spent waiting on the app between a tap and the next usable screen). Selectors are the
// page's own roles, names and test ids, never a language's words, so the path plays in every language.
import type { Locator, Page } from 'playwright-core';

/** One tap and the wait that followed it, until the next screen was usable. */
export interface Tap {
  step: string;
  waitedMs: number;
}

export interface NewcomerAccount {
  username: string;
  email: string;
  password: string;
  /** The link of the registration e-mail to `email` (read from the sandbox's outbox): it signs the newcomer in (§5 Registration). */
  mailedLink: () => Promise<string>;
}

/** A tap: the element is tapped, then the clock runs until `until` is visible and enabled (the next usable screen). */
async function tapThen(page: Page, taps: Tap[], step: string, target: Locator, until?: Locator): Promise<void> {
  await target.click();
  const started = performance.now();
  if (until) {
    await until.waitFor({ state: 'visible', timeout: 30_000 });
    await page.waitForFunction((element) => !(element as HTMLButtonElement).disabled, await until.elementHandle(), { timeout: 30_000 });
  }
  taps.push({ step, waitedMs: until ? performance.now() - started : 0 });
}

/** A field: tapped to focus (one tap), then typed (typing is not a tap). */
async function typeInto(taps: Tap[], step: string, field: Locator, text: string): Promise<void> {
  await field.click();
  await field.fill(text);
  taps.push({ step, waitedMs: 0 });
}

export interface NewcomerPathResult {
  /** From the address typed to the first price usable on the sport home (not a tap: the landing). */
  landingMs: number;
  taps: Tap[];
  /** The event page the single was placed on. */
  eventPath: string;
}

/**
 * Plays the path from a fresh context at the site's root address `base`. `checkpoint` is called at each screen
 * (the end-to-end spec asserts there; the bench passes nothing).
 */
export async function playNewcomerPath(
  page: Page,
  base: string,
  account: NewcomerAccount,
  checkpoint: (name: 'registered' | 'deposit-confirmed' | 'event' | 'placed') => Promise<void> = async () => undefined,
): Promise<NewcomerPathResult> {
  const taps: Tap[] = [];
  const main = page.locator('main');
  const tabBar = page.getByTestId('tab-bar');

  const landingStarted = performance.now();
  await page.goto(`${base}/sport/Home`);
  await main.locator('button[data-outcome]:enabled').first().waitFor({ timeout: 30_000 });
  const landingMs = performance.now() - landingStarted;

  // Register from the header, one tap away on a phone.
  const form = main.locator('form');
  await tapThen(page, taps, 'register', page.getByTestId('header-register'), form.locator('input[name="username"]'));
  await typeInto(taps, 'username', form.locator('input[name="username"]'), account.username);
  await typeInto(taps, 'e-mail', form.locator('input[name="email"]'), account.email);
  await typeInto(taps, 'password', form.locator('input[name="password"]'), account.password);
  await typeInto(taps, 'repeat password', form.locator('input[name="repeat_password"]'), account.password);
  await tapThen(page, taps, 'terms', form.locator('input[name="terms_accepted"]'));
  const card = page.getByTestId('system-sandbox-card');
  await tapThen(page, taps, 'create the account', form.locator('button[type="submit"]'), main.getByRole('status'));
  // §5 Registration: signed in by the e-mailed link, opened in the same browser; the mail app's tap is not the site's,
  // so it is not counted, and the landing on the deposit is like the first landing.
  await page.goto(new URL(await account.mailedLink(), base).href);
  await card.waitFor({ state: 'visible', timeout: 30_000 });
  await checkpoint('registered');

  // Deposit by card: the system, a quick amount, the processor's page, its approval.
  const quickAmounts = page.getByTestId('deposit-quick-amounts').getByRole('button');
  await tapThen(page, taps, 'card', card, quickAmounts.nth(1));
  await tapThen(page, taps, 'quick amount', quickAmounts.nth(1));
  const approve = page.locator('button.approve');
  await tapThen(page, taps, 'continue to payment', main.locator('form button[type="submit"]'), approve);
  const confirmation = page.getByTestId('deposit-confirmation');
  await tapThen(page, taps, 'approve payment', approve, confirmation.getByRole('link').last());
  await checkpoint('deposit-confirmed');

  // "Back to where I was" is the sport home the newcomer registered from; then football, a match.
  const football = main.locator('a[href="/sportsbook/prematch/1"]').first();
  await tapThen(page, taps, 'back to where I was', confirmation.getByRole('link').last(), football);
  const firstMatch = main.getByTestId('event-row').first().locator('a').first();
  await tapThen(page, taps, 'football', football, firstMatch);
  const price = main.locator('button[data-outcome]:enabled').first();
  await tapThen(page, taps, 'match', firstMatch, price);
  const eventPath = new URL(page.url()).pathname;
  await checkpoint('event');

  // A single: the price, the slip from the tab bar, a quick stake, Place.
  // The slip's tab: the one that counts the selections (config/menus/shell.ts), wherever the bar places it.
  const slipTab = tabBar.getByRole('link').filter({ has: page.getByTestId('tab-count') });
  await tapThen(page, taps, 'price', price, tabBar.getByTestId('tab-count'));
  const sheet = page.getByTestId('betslip-sheet');
  const quickStake = sheet.getByTestId('quick-stakes').getByRole('button').nth(1);
  await tapThen(page, taps, 'slip tab', slipTab, quickStake);
  const place = sheet.getByTestId('slip-actions').getByRole('button').last();
  await tapThen(page, taps, 'quick stake', quickStake, place);
  await tapThen(page, taps, 'place', place, page.getByTestId('slip-receipt'));
  await checkpoint('placed');
  return { landingMs, taps, eventPath };
}
