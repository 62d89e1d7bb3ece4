import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { signInWithApi, seriousViolations } from './helpers.ts';
import { freshPlayer } from './profile-helpers.ts';

// §2 Player journey (docs/product.md §2 Casino lobby, §5 Search): finding a game. The category chips are reachable by mouse
// on desktop; zero results say so and offer a reset; the lobby searches inline (§5: from 4 characters, no special
// characters) and the search page stays; the first row of games is above the fold at 390 x 844 and 1366 x 860,
// signed in (recently played, free spins) and out.
const phone = { width: 390, height: 844 };
const desktop = { width: 1366, height: 860 };



async function firstCardBottom(page: Page): Promise<number> {
  const first = page.getByTestId('game-grid').getByTestId('game-card').first();
  await expect(first).toBeVisible();
  const box = (await first.boundingBox())!;
  return box.y + box.height;
}

// The two widths of a behaviour are steps of one test, in one page: the second loads the lobby with the site's files
// already in the browser, as a player moving between widths would, instead of a new browser context each.
test(`${phone.width} and ${desktop.width}px, signed out: the first row of games is above the fold, the games listed for this platform`, async ({ page }) => {
  // The default 45 s for each width.
  test.setTimeout(90_000);
  for (const viewport of [phone, desktop]) {
    await test.step(`${viewport.width}px`, async () => {
      await page.setViewportSize(viewport);
      // §7: the first integration's list is asked for the platform the player is on (mobile below the tablet breakpoint).
      const firstList = page.waitForRequest((request) => new URL(request.url()).pathname === '/api/casino/first/v2/games/');
      await page.goto('/slots/casino');
      expect(new URL((await firstList).url()).searchParams.get('platform')).toBe(viewport === phone ? 'mobile' : 'desktop');
      await expect(page.getByTestId('jackpots')).toBeVisible();
      expect(await firstCardBottom(page)).toBeLessThanOrEqual(viewport.height);
    });
  }
});

test(`${phone.width} and ${desktop.width}px, signed in with free spins and recent games: the first row of games is above the fold`, async ({ page, request }) => {
  // The default 45 s for each width.
  test.setTimeout(90_000);
  const account = await freshPlayer(request, { cash: '50.00' });
  expect((await request.post('/sandbox/casino/free-spins', { data: { username: account.username, count: 5 } })).ok()).toBe(true);
  const login = await request.post('/api/accounts/login/', { data: account });
  const { access } = (await login.json()) as { access: string };
  for (const gameId of ['1001', '1002']) {
    const played = await request.post('/api/users/recent-games/', { data: { provider: 'orbit', game_id: gameId }, headers: { Authorization: `Bearer ${access}` } });
    expect(played.ok(), await played.text()).toBe(true);
  }
  // The sign-in form is not the subject here (auth.spec.ts tests it): the session comes from the API.
  await signInWithApi(page, account);
  await expect(page).not.toHaveURL(/sign-in/);
  for (const viewport of [phone, desktop]) {
    await test.step(`${viewport.width}px`, async () => {
      await page.setViewportSize(viewport);
      await page.goto('/slots/casino');
      await expect(page.getByTestId('recently-played')).toBeVisible();
      await expect(page.getByTestId('free-spins-banner')).toBeVisible();
      await expect(page.getByTestId('jackpots')).toBeVisible();
      expect(await firstCardBottom(page)).toBeLessThanOrEqual(viewport.height);
      expect(await seriousViolations(page)).toEqual([]);
    });
  }
});

test('desktop: the category chips scroll by mouse to the last ones (Favourites), in French and Arabic', async ({ page }) => {
  await page.setViewportSize(desktop);
  for (const lang of ['fr-fr', 'ar']) {
    await page.goto('/slots/casino');
    await page.evaluate((chosen) => localStorage.setItem('userSettings', JSON.stringify({ version: 1, savedAt: Date.now(), state: { lang: chosen, isChanged: true } })), lang);
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    const favourites = page.getByTestId('tab-favorite');
    const previous = page.getByTestId('chips-previous');
    const next = page.getByTestId('chips-next');
    await expect(previous).toBeDisabled();
    // The arrows point the way the chips move: "previous" towards the line's start, left in French, right in Arabic
    // (its chevron's tip is on that side of the drawing), and "next" the other way.
    const tipSide = (button: typeof previous) =>
      button.locator('svg').evaluate((svg) => {
        const path = svg.querySelector('path')!;
        const tip = path.getPointAtLength(path.getTotalLength() / 2);
        const transform = getComputedStyle(svg).transform;
        const mirrored = transform !== 'none' && new DOMMatrix(transform).a < 0;
        return tip.x < 12 !== mirrored ? 'left' : 'right';
      });
    // Polled: the language switches after the page's first render in the stored one, and the arrows follow it.
    await expect.poll(async () => [await tipSide(previous), await tipSide(next)]).toEqual(lang === 'ar' ? ['right', 'left'] : ['left', 'right']);
    await expect(favourites).not.toBeInViewport({ ratio: 1 });
    for (let click = 0; click < 10 && (await next.isEnabled()); click += 1) await next.click();
    await expect(next).toBeDisabled();
    // Wholly inside the chip strip's visible part.
    const strip = (await favourites.locator('xpath=ancestor::ul').boundingBox())!;
    const chip = (await favourites.boundingBox())!;
    expect(chip.x).toBeGreaterThanOrEqual(strip.x - 1);
    expect(chip.x + chip.width).toBeLessThanOrEqual(strip.x + strip.width + 1);
    await expect(previous).toBeEnabled();
    await favourites.click();
    await expect(page).toHaveURL(/categories=favorite/);
  }
});

test(`${phone.width} and ${desktop.width}px: inline search (§5 rules), zero results with a reset, and the search page kept`, async ({ page }) => {
  // The default 45 s for each width.
  test.setTimeout(90_000);
  for (const viewport of [phone, desktop]) {
    await test.step(`${viewport.width}px`, async () => {
      await page.setViewportSize(viewport);
      await page.goto('/slots/casino');
      const count = page.getByTestId('lobby-count');
      // Every list in (this page's phone step left a stored copy of the phone's lists, which count other games).
      await expect(count).toHaveAttribute('aria-busy', 'false');
      await expect(count).not.toHaveText('Jeux : 0');
      const all = await count.textContent();
      const search = page.getByRole('main').getByRole('search', { name: 'Rechercher dans le lobby' }).getByRole('searchbox');
      // Fewer than 4 characters: a message, and the lobby is not filtered.
      await search.fill('Orb');
      await expect(page.getByText('Saisissez au moins 4 caractères.')).toBeVisible();
      await expect(count).toHaveText(all!);
      await search.fill('Orb$t');
      await expect(page.getByText('Utilisez uniquement des lettres, des chiffres et des espaces.')).toBeVisible();
      await expect(count).toHaveText(all!);
      // A name: the lobby narrows to it, and the address keeps it.
      await search.fill('Mighty');
      await expect(count).not.toHaveText(all!);
      await expect(page.getByTestId('game-card').first()).toContainText(/Mighty/i);
      await expect(page).toHaveURL(/q=mighty/);
      // No game: a message and a reset that brings every game back.
      await search.fill('zzzz qqqq');
      const none = page.getByTestId('lobby-no-results');
      await expect(none).toContainText('Aucun jeu ne correspond à ces filtres.');
      expect(await seriousViolations(page)).toEqual([]);
      await none.getByRole('button', { name: 'Réinitialiser les filtres' }).click();
      await expect(count).toHaveText(all!);
      await expect(search).toHaveValue('');
      await expect(page).toHaveURL(/\/slots\/casino$/);
      // The separate search page is still there.
      await page.getByRole('main').getByRole('link', { name: 'Rechercher un jeu' }).click();
      await expect(page).toHaveURL(/\/search-slots$/);
    });
  }
});

test('desktop: a filter from the address that matches nothing shows zero results and the reset', async ({ page }) => {
  await page.setViewportSize(desktop);
  await page.goto('/slots/casino?categories=popular&providers=no-such-provider');
  await expect(page.getByTestId('lobby-no-results')).toBeVisible();
});
