import { expect, test } from './fixtures.ts';
import type { Page } from '@playwright/test';
import { apiSession, expectSignedIn, pageInLanguage, player, signInWithApi, storeSession } from './helpers.ts';
import { freshPlayer } from './profile-helpers.ts';
import { catalogue } from '../../sandbox/games/catalogue.ts';

// The casino lobbies (§2 Slots and casino): default lists, filters, search rules, the virtualised grid, jackpots, favourites.
const desktop = { width: 1280, height: 800 };
const domNodeBudget = 1400;

async function cardCount(page: Page): Promise<number> {
  const text = (await page.getByTestId('lobby-count').textContent()) ?? '';
  return Number(text.replace(/\D/g, ''));
}

test.describe('casino lobby (§2)', () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize(desktop);
  });

  test('a guest sees every provider with the default lists, and the jackpots silver, gold, bronze', async ({ page }) => {
    await page.goto('/slots/all');
    await expect(page.getByTestId('game-card').first()).toBeVisible();
    // Guests get the fourth integration's default list (4 games) instead of its 101: 2939 + 878 + 101 + 4.
    await expect(page.getByTestId('lobby-count')).toHaveText(/3922/);
    const providers = await page.getByTestId('game-card').evaluateAll((cards) => [...new Set(cards.map((card) => card.getAttribute('data-provider')))]);
    expect(providers.length).toBeGreaterThan(0);
    const jackpots = page.getByTestId('jackpots').locator('li');
    await expect(jackpots).toHaveCount(3);
    expect(await jackpots.evaluateAll((items) => items.map((item) => item.getAttribute('data-testid')))).toEqual(['jackpot-silver', 'jackpot-gold', 'jackpot-bronze']);
    await expect(page.getByTestId('jackpots')).toContainText('TND');
  });

  test('opening the lobby downloads each provider list once; neither the first cards nor the footer move as lists arrive', async ({ page }) => {
    const listCalls: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (/^\/api\/casino\/[a-z]+\/.*(games|gamelist)/.test(pathname)) listCalls.push(pathname);
    });
    // Layout shifts the player saw (CLS), collected from the first paint on.
    await page.addInitScript(() => {
      (window as unknown as { shifts: number }).shifts = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
          if (!entry.hadRecentInput) (window as unknown as { shifts: number }).shifts += entry.value;
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.setViewportSize({ width: 412, height: 823 });
    await page.goto('/slots/casino');
    await expect(page.getByTestId('game-card').first()).toBeVisible();
    const firstCard = await page.getByTestId('game-card').first().getAttribute('data-game-id');
    await page.waitForLoadState('networkidle');
    // Providers show in config order once each has settled: the first card seen is still the first card.
    await expect(page.getByTestId('game-card').first()).toHaveAttribute('data-game-id', firstCard!);
    // The lists are requested as the lobby's chunk arrives (before it renders); the lobby joins that load.
    expect(listCalls.length).toBeGreaterThan(0);
    expect(new Set(listCalls).size).toBe(listCalls.length);
    expect(await page.evaluate(() => (window as unknown as { shifts: number }).shifts)).toBeLessThan(0.01);
  });

  test('the full catalogue (4 019 games) stays under the DOM node budget at top, middle and end', async ({ page }) => {
    await page.goto('/slots/all');
    await signInWithApi(page, player);
    await expectSignedIn(page);
    await expect(page.getByTestId('lobby-count')).toHaveText(/4019/, { timeout: 15_000 });
    for (const position of [0, 0.5, 1]) {
      await page.evaluate((fraction) => window.scrollTo(0, (document.documentElement.scrollHeight - window.innerHeight) * fraction), position);
      // The virtual grid has drawn the rows at the new scroll position: a card is on screen.
      await expect
        .poll(() =>
          page.evaluate(() =>
            [...document.querySelectorAll('[data-testid=game-card]')].some((card) => {
              const box = card.getBoundingClientRect();
              return box.bottom > 0 && box.top < window.innerHeight;
            }),
          ),
        )
        .toBe(true);
      await expect(page.getByTestId('game-card').first()).toBeVisible();
      const nodes = await page.evaluate(() => document.querySelectorAll('*').length);
      expect(nodes, `DOM nodes at ${position * 100}%`).toBeLessThanOrEqual(domNodeBudget);
    }
    // Images keep their box while loading: every card image has a 4:3 box.
    const ratios = await page.getByTestId('game-grid').locator('[data-testid=game-card] img').evaluateAll((images) => images.slice(0, 10).map((image) => Math.round((image.clientWidth / image.clientHeight) * 100)));
    expect(ratios.every((ratio) => ratio === 133)).toBe(true);
  });

  test('filters by provider and by category, and combined on the live casino', async ({ page }) => {
    // Six lobby loads of up to 4 000 games each: about 20 s on an idle machine, more on a loaded one.
    test.setTimeout(90_000);
    await page.goto('/slots/casino?providers=netent');
    await expect(page.getByTestId('game-card').first()).toBeVisible();
    expect(await page.getByTestId('game-card').evaluateAll((cards) => cards.every((card) => card.getAttribute('data-game-id')!.startsWith('netent:')))).toBe(true);
    expect(await cardCount(page)).toBeLessThan(2939);
    await expect(page.getByTestId('provider-filter')).toHaveValue('netent');

    await page.goto('/slots/casino?categories=egypt');
    await expect(page.getByTestId('tab-egypt')).toHaveAttribute('aria-current', 'true');
    // The server draws the lobby while its lists load (they live on the device): count once the games are shown.
    await expect(page.getByTestId('game-card').first()).toBeVisible();
    const egypt = await cardCount(page);
    expect(egypt).toBeGreaterThan(0);

    await page.goto('/slots/live-casino?categories=baccarat&providers=evolution');
    await expect(page.getByTestId('game-card').first()).toBeVisible();
    const names = await page.locator('[data-testid=game-card] a').first().getAttribute('aria-label');
    expect(names).toMatch(/baccarat/i);
    expect(await page.getByTestId('game-card').evaluateAll((cards) => cards.every((card) => card.getAttribute('data-game-id')!.startsWith('evosw')))).toBe(true);

    // /slots/{sectionId}/{id} and /slots/{gameType} are lobbies narrowed to one category.
    await page.goto('/slots/casino/egypt');
    await expect(page.getByTestId('game-card').first()).toBeVisible();
    expect(await cardCount(page)).toBe(egypt);
    await page.goto('/slots/baccarat');
    await expect(page.getByTestId('game-card').first()).toBeVisible();
    expect(await page.getByTestId('game-card').evaluateAll((cards) => cards.every((card) => /baccarat/i.test(card.querySelector('a')!.getAttribute('aria-label')!)))).toBe(true);

    // Choosing a provider in the lobby puts it in the address.
    await page.goto('/slots/casino');
    await page.getByTestId('provider-filter').selectOption('bgaming');
    await expect(page).toHaveURL(/providers=bgaming/);
  });

  test('search needs 4 characters and no special characters (§5), localized', async ({ page }) => {
    await page.goto('/search-slots');
    const input = page.getByTestId('search-input');
    await input.fill('wol');
    await expect(page.getByText('Saisissez au moins 4 caractères.')).toBeVisible();
    await input.fill('wolf!');
    await expect(page.getByText('Utilisez uniquement des lettres, des chiffres et des espaces.')).toBeVisible();
    await input.fill('Wolf');
    await expect(page.getByTestId('search-count')).toHaveText(/\d+/);
    await expect(page.getByTestId('game-card').first()).toBeVisible();
    const labels = await page.locator('[data-testid=game-card] a').evaluateAll((links) => links.map((link) => link.getAttribute('aria-label') ?? ''));
    expect(labels.every((label) => /wolf/i.test(label))).toBe(true);
  });

  test('favourites: guests are asked to sign in; players add and remove with toasts', async ({ page }) => {
    await page.goto('/slots/casino?providers=pragmatic-play');
    const grid = page.getByTestId('game-grid');
    const firstCard = grid.getByTestId('game-card').first();
    await firstCard.getByRole('button', { name: /favoris/ }).click();
    await expect(page.getByText('Veuillez vous connecter pour utiliser les favoris')).toBeVisible();

    await signInWithApi(page, player);
    await expectSignedIn(page);
    const card = grid.getByTestId('game-card').first();
    const gameId = await card.getAttribute('data-game-id');
    await card.getByRole('button', { name: /Ajouter .* aux favoris/ }).click();
    await expect(page.getByText('Machine à sous ajoutée aux favoris')).toBeVisible();

    await page.getByTestId('tab-favorite').click();
    await expect(page).toHaveURL(/categories=favorite/);
    const favourite = grid.locator(`[data-testid=game-card][data-game-id="${gameId}"]`);
    await expect(favourite).toBeVisible();
    await favourite.getByRole('button', { name: /Retirer .* des favoris/ }).click();
    await expect(page.getByText('Machine à sous retirée des favoris')).toBeVisible();
    await expect(favourite).toHaveCount(0);
  });

  // §5 Bounds (docs/product.md): a player keeps at most 100 favourites; past them the site says why, in the page's
  // language, and the card stays as it was.
  for (const [lang, viewport, refusal] of [
    ['fr-fr', { width: 1366, height: 900 }, 'Vous avez atteint le nombre maximal de jeux favoris'],
    ['ar', { width: 390, height: 844 }, 'لقد بلغت الحد الأقصى لعدد الألعاب المفضلة'],
  ] as const) {
    test(`favourites past the cap are refused with the reason, ${lang} at ${viewport.width} px`, async ({ browser, request }) => {
      const account = await freshPlayer(request);
      const { context, page } = await pageInLanguage(browser, lang, viewport);
      // Signed in at the page's first load (the phone's header shows no balance label).
      const session = await apiSession(request, account);
      await storeSession(page, session);
      await page.goto('/slots/casino?providers=pragmatic-play');
      const cards = page.getByTestId('game-grid').getByTestId('game-card');
      await expect(cards.nth(1)).toBeVisible();
      // The provider id the site sends for this lobby, read from the first add.
      const [added] = await Promise.all([page.waitForRequest((asked) => asked.url().includes('/api/users/favouritegames/') && asked.method() === 'POST'), cards.nth(0).getByRole('button').first().click()]);
      const { provider, game_id: first } = added.postDataJSON() as { provider: string; game_id: string };
      await expect.poll(async () => (await request.get('/api/users/favouritegames/', { headers: { Authorization: `Bearer ${session.access}` } })).status()).toBe(200);
      // 99 more of the same catalogue through the API, the second card's game left out.
      const second = await cards.nth(1).getAttribute('data-game-id');
      const integration = (['first', 'outcome', 'third', 'fourth'] as const).find((name) => catalogue(name).some((game) => game.gameId === first))!;
      const others = catalogue(integration).map((game) => game.gameId).filter((id) => id !== first && id !== second).slice(0, 99);
      for (const gameId of others) {
        const stored = await request.post('/api/users/favouritegames/', { headers: { Authorization: `Bearer ${session.access}` }, data: { provider, game_id: gameId } });
        expect(stored.status(), await stored.text()).toBe(201);
      }
      await cards.nth(1).getByRole('button').first().click();
      await expect(page.getByText(refusal)).toBeVisible();
      const listed = (await (await request.get('/api/users/favouritegames/', { headers: { Authorization: `Bearer ${session.access}` } })).json()) as unknown[];
      expect(listed).toHaveLength(100);
      await context.close();
    });
  }
});
