import { expect, test } from './fixtures.ts';
import type { Page } from '@playwright/test';
import { expectSignedIn, player, signInWithApi } from './helpers.ts';

/**
 * Proves no further load is coming without sleeping: the recovery's counters (sessionStorage, error-recovery.ts) say
 * the reloads and the trip to the root are spent, so any later error can only show the message; and no other load
 * was asked for.
 */
async function expectNoMoreLoads(page: Page, loads: string[], count: number): Promise<void> {
  const counters = await page.evaluate(() => ({ reloads: sessionStorage.getItem('error-screen.reloads'), wentToRoot: sessionStorage.getItem('error-screen.went-to-root') }));
  expect(counters).toEqual({ reloads: '3', wentToRoot: '1' });
  await expect(page.getByRole('heading', { name: "Une erreur s'est produite" })).toBeVisible();
  expect(loads).toHaveLength(count);
}

/** Paths of the page's own document loads, in order; a server redirect (the root's) is part of the load it answers. */
function recordPageLoads(page: Page): string[] {
  const loads: string[] = [];
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame() && !request.redirectedFrom()) loads.push(new URL(request.url()).pathname);
  });
  return loads;
}

test.describe('error screen (§2, §8)', () => {
  test('a render error reloads up to 3 times, then goes to the root, then shows the message with try again', async ({ page }) => {
    // Four full page loads of a signed-in app: about 12 s on an idle machine, several times that on a loaded one.
    test.setTimeout(120_000);
    await page.goto('/slots/casino');
    await signInWithApi(page, player);
    await expectSignedIn(page);
    // From now on the server sends a currency the header cannot show: of the answer's shape (the client checks it,
    // and a malformed balance is now an error the header handles), but no currency code, so formatting it throws.
    await page.route('**/api/accounts/user', async (route) => {
      const response = await route.fetch();
      const user = await response.json();
      await route.fulfill({ response, json: { ...user, currency: 'T#D' } });
    });
    const loads = recordPageLoads(page);
    await expect(page.getByRole('heading', { name: "Une erreur s'est produite" })).toBeVisible({ timeout: 90_000 });
    // Three reloads of the page, then the root once (the server redirects it to the sport home page), and no more.
    expect(loads).toEqual(['/slots/casino', '/slots/casino', '/slots/casino', '/']);
    await expectNoMoreLoads(page, loads, 4);

    // Try again starts over once the server is fixed.
    await page.unroute('**/api/accounts/user');
    await page.getByRole('button', { name: 'Réessayer' }).click();
    await expectSignedIn(page);
  });

  test('a chunk that fails to load after a deploy reloads the page, and a lasting failure never loops', async ({ page }) => {
    test.setTimeout(120_000);
    // Every lazily loaded screen is "missing" (the language packs stay so messages can be shown).
    await page.route('**/static/js/async/**', async (route) => {
      const response = await route.fetch();
      const text = await response.text();
      if (text.includes('skipToContent')) return route.fulfill({ response, body: text });
      return route.fulfill({ status: 404, body: 'gone' });
    });
    const loads = recordPageLoads(page);
    await page.goto('/auth/sign-in');
    await expect(page.getByRole('heading', { name: "Une erreur s'est produite" })).toBeVisible({ timeout: 90_000 });
    // The chunk failure reloads at once; as it persists, the render-error rule runs out: 3 reloads, the root,
    // then the message, and nothing more.
    expect(loads).toEqual(['/auth/sign-in', '/auth/sign-in', '/auth/sign-in', '/auth/sign-in', '/']);
    await expectNoMoreLoads(page, loads, 5);
  });
});
