import { expect, test } from './fixtures.ts';
import type { Page } from '@playwright/test';
import { expectSignedIn, player, signInWithApi } from './helpers.ts';

// Game routes (§2 Slots and casino): real-money launches of each integration with a spin through the wallet, demo as a guest,
// 'please authenticate', the 3-attempt rule ('try VPN'), a free-spin session to its end, mobile and desktop.
// Launch tests share the sandbox's launch-failure switch, so they stay in this one (sequential) file.
const desktop = { width: 1280, height: 800 };
const mobile = { width: 390, height: 844 };

/** One game of each integration (config/providers/<id>.ts), as the sandbox's deterministic catalogue has them. */
const realGames = [
  { provider: 'nexa', gameId: 'bgaming:BookOfGrizzly' },
  { provider: 'orbit', gameId: '1001' },
  { provider: 'vela', gameId: 'spribe-0002' },
  { provider: 'kairo', gameId: 'vs20tigerriche' },
];

async function signIn(page: Page) {
  await page.setViewportSize(desktop);
  await page.goto('/slots/casino');
  await signInWithApi(page, player);
  await expectSignedIn(page);
}

async function spinOnce(page: Page) {
  const frame = page.frameLocator('[data-testid=game-frame]');
  await expect(frame.getByTestId('game-balance')).not.toHaveText('…');
  await frame.getByTestId('game-spin').click();
  await expect(frame.getByTestId('game-result')).toHaveAttribute('data-outcome', /^(win|no-win)$/);
  return frame;
}

test.describe('game routes', () => {
  test('a player launches a real game of each provider and spins: the balance changes', async ({ page }) => {
    await signIn(page);
    for (const game of realGames) {
      await page.goto(`/slots/${game.provider}/${encodeURIComponent(game.gameId)}`);
      const balance = page.getByTestId('game-bar-balance');
      await expect(balance).toBeVisible();
      const before = await balance.textContent();
      const frame = await spinOnce(page);
      await expect(frame.getByTestId('game-mode')).toHaveAttribute('data-mode', 'real');
      await expect(balance, `${game.provider}: balance after a spin`).not.toHaveText(before!);
    }
    // Back to the remembered address (default /slots/casino); the recently-played row lists the launches.
    await page.getByTestId('game-back').click();
    await expect(page).toHaveURL(/\/slots\/casino$/);
    await expect(page.getByTestId('recently-played').getByTestId('game-card')).toHaveCount(realGames.length);
  });

  test('a guest plays a demo, which never touches a wallet', async ({ page }) => {
    await page.setViewportSize(desktop);
    await page.goto('/slots/orbit/1002/demo');
    const frame = await spinOnce(page);
    await expect(frame.getByTestId('game-mode')).toHaveAttribute('data-mode', 'demo');
    // §2 Player journey: the tab is titled by the game the page shows (its heading), not "Jeu".
    const gameName = (await page.getByRole('heading', { level: 1 }).textContent())!.trim();
    expect(gameName.length).toBeGreaterThan(0);
    await expect(page).toHaveTitle(new RegExp(`^${gameName.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} – `));
    // The frame is sandboxed and loads only the game origin the provider config allows.
    await expect(page.getByTestId('game-frame')).toHaveAttribute('sandbox', /allow-scripts/);
    await expect(page.getByTestId('game-frame')).toHaveAttribute('src', /^http:\/\/localhost:\d+\/play\//);
    const fullscreen = page.getByTestId('game-fullscreen');
    await fullscreen.click();
    await expect(fullscreen).toHaveAttribute('aria-pressed', 'true');
    await fullscreen.click();
    await expect(fullscreen).toHaveAttribute('aria-pressed', 'false');
    await page.getByTestId('game-back').click();
    await expect(page).toHaveURL(/\/slots\/casino$/);
    // Back on the lobby, the route's own title returns.
    await expect(page).toHaveTitle(/^Casino – /);
  });

  test('a demo launch refused as too many (429) says when to retry, and is not retried (§5 Bounds)', async ({ page }) => {
    await page.setViewportSize(desktop);
    let launches = 0;
    // The sandbox's per-address limit, answered here so the suite's own demo launches keep their allowance.
    await page.route('**/api/casino/outcome/login/demo/', async (route) => {
      launches += 1;
      await route.fulfill({ status: 429, headers: { 'Retry-After': '7' }, json: { code: 'demo_launch_rate_limited', message: 'Too many demo games from this address: try again in 7 s.', detail: '7' } });
    });
    await page.goto('/slots/orbit/1002/demo');
    await expect(page.getByText('Trop de jeux ouverts depuis votre connexion : réessayez dans 7 s.')).toBeVisible();
    await expect(page).toHaveURL(/\/slots\/casino$/);
    expect(launches).toBe(1);
  });

  test('a guest without demoStart gets "please authenticate" and is sent back on closing it', async ({ page }) => {
    await page.setViewportSize(desktop);
    await page.goto('/slots/casino');
    await page.goto('/slots/nexa/' + encodeURIComponent('bgaming:BookOfGrizzly'));
    await expect(page.getByRole('dialog').getByText('Veuillez vous authentifier pour jouer en argent réel.')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page).toHaveURL(/\/slots\/casino/);
  });

  test('a launch that fails 3 times goes to the lobby with "try VPN"', async ({ page, request }) => {
    await signIn(page);
    // Only player1's launches fail: other files' launches, running beside this one, are not hit.
    expect((await request.post('/sandbox/casino/fail-launches', { data: { count: 3, username: player.username } })).ok()).toBe(true);
    await page.goto('/slots/orbit/1003');
    await expect(page.getByText("Le jeu n'a pas pu démarrer. Essayez d'activer un VPN.")).toBeVisible();
    await expect(page).toHaveURL(/\/slots\/casino$/);
  });

  test('a free-spin session runs to its end', async ({ page, request }) => {
    expect((await request.post('/sandbox/casino/free-spins', { data: { username: player.username, count: 2 } })).ok()).toBe(true);
    await signIn(page);
    // The lobby offers the session (the provider's extra data) and links to a game with free spins.
    const banner = page.getByTestId('free-spins-banner');
    await expect(banner).toContainText('2');
    await banner.getByRole('link').click();
    await expect(page).toHaveURL(/\/slots\/orbit\/\d+\/free\/session$/);
    const frame = page.frameLocator('[data-testid=game-frame]');
    await expect(frame.getByTestId('game-mode')).toHaveAttribute('data-mode', 'free-spin');
    await expect(frame.getByTestId('free-spins-left')).toHaveText('2');
    await frame.getByTestId('game-spin').click();
    await expect(frame.getByTestId('free-spins-left')).toHaveText('1');
    await frame.getByTestId('game-spin').click();
    await expect(frame.getByTestId('free-spins-left')).toHaveText('0');
    await expect(frame.getByTestId('game-spin')).toBeDisabled();
    await expect(page.getByText('Vos tours gratuits sont terminés.')).toBeVisible();
    await page.getByTestId('game-back').click();
    await expect(page.getByTestId('free-spins-banner')).toHaveCount(0);
  });

  test('mobile: the game route shows "Loading..." and goes to the session address', async ({ page }) => {
    await page.setViewportSize(mobile);
    await page.goto('/slots/orbit/1002/demo');
    await expect(page).toHaveURL(/\/play\//, { timeout: 15_000 });
    await expect(page.getByTestId('game-spin')).toBeVisible();
  });
});
