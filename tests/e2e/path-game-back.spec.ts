import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

// §2 Player journey (docs/product.md §5 Game route): on a phone the game's session address replaces the game route in the
// history (the redirect stays), so Back returns to the lobby where the player was, filters and scroll position
// included, instead of the game route starting a new session; the provider's lobby link leads back there too.
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

const lobby = '/slots/casino?categories=popular';

/** Scrolls the lobby down and opens the demo of the first card fully in view; returns the scroll position. */
async function openDemoFromScrolledLobby(page: Page): Promise<number> {
  await page.goto(lobby);
  await expect(page.getByTestId('game-card').first()).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, 1200));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
  const scrolled = await page.evaluate(() => window.scrollY);
  const demo = page.locator('[data-testid=game-card] a[href$="/demo"]').filter({ visible: true });
  // The lobby's rows at this height are drawn once its lists are in (the server's page has its first screen only, and
  // the grid draws the rows in view): looked for until one is.
  const firstInView = () => demo.evaluateAll((links) => links.findIndex((link) => link.getBoundingClientRect().top > 80 && link.getBoundingClientRect().bottom < window.innerHeight));
  await expect.poll(firstInView, { message: 'a demo link fully in view after the scroll' }).toBeGreaterThanOrEqual(0);
  const index = await firstInView();
  await demo.nth(index).click();
  await page.waitForURL((url) => url.pathname.startsWith('/play/'));
  return scrolled;
}

test('phone: Back from a game returns to the lobby at the same place, without the game route in between', async ({ page }) => {
  const scrolled = await openDemoFromScrolledLobby(page);
  // No fresh launch on the way back: the game route is not in the history any more.
  const launches: string[] = [];
  page.on('request', (request) => {
    if (/\/slots\/[^/]+\/[^/]+\/demo$/.test(new URL(request.url()).pathname) || request.url().includes('/api/integrations/')) launches.push(request.url());
  });
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`${lobby.replace('?', '\\?')}$`));
  await expect(page.getByTestId('tab-popular')).toHaveAttribute('aria-current', 'true');
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(scrolled - 200);
  expect(Math.abs((await page.evaluate(() => window.scrollY)) - scrolled)).toBeLessThanOrEqual(200);
  expect(launches.filter((url) => /\/demo$/.test(new URL(url).pathname))).toEqual([]);
});

test("phone: the provider's lobby link returns to the lobby the game was opened from", async ({ page }) => {
  await openDemoFromScrolledLobby(page);
  const link = page.getByTestId('game-lobby');
  await expect(link).toHaveAttribute('href', /\/slots\/casino\?categories=popular$/);
  await link.click();
  await expect(page).toHaveURL(/\/slots\/casino\?categories=popular$/);
  await expect(page.getByTestId('tab-popular')).toHaveAttribute('aria-current', 'true');
  // A full page load: the position comes back once the lobby's games are in, which a loaded machine takes longer to do.
  await expect(page.getByTestId('game-card').first()).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.scrollY), { timeout: 15_000 }).toBeGreaterThan(800);
});
