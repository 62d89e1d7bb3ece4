import { expect, test } from './fixtures.ts';
import { expectSignedIn, signInWithApi } from './helpers.ts';
import { freshPlayer } from './profile-helpers.ts';

// docs/product.md §6: on a shared or family device, nothing of the previous player survives a sign-out, not even a
// reload: free-spin offers, favourites, launch addresses, notification ids. The device's own choices stay.
test('after sign-out and a reload, nothing of the player is left in the page or in storage', async ({ page, request }) => {
  const account = await freshPlayer(request);
  expect((await request.post('/sandbox/casino/free-spins', { data: { username: account.username, count: 5 } })).ok()).toBe(true);
  const login = await request.post('/api/accounts/login/', { data: account });
  const { access } = (await login.json()) as { access: string };
  const favourite = await request.post('/api/users/favouritegames/', { data: { provider: 'orbit', game_id: '1001' }, headers: { Authorization: `Bearer ${access}` } });
  expect(favourite.ok(), await favourite.text()).toBe(true);

  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/slots/casino');
  await signInWithApi(page, account);
  await expectSignedIn(page);
  await expect(page.getByTestId('free-spins-banner')).toContainText('5');
  // The slots copy is written after a short pause; make sure player data really reached storage first.
  await expect.poll(() => page.evaluate(() => (JSON.parse(localStorage.getItem('slots') ?? '{}') as { state?: { favorite?: string[] } }).state?.favorite ?? [])).toContain('1001_orbit');

  await page.getByRole('button', { name: /menu du compte/i }).click();
  await page.getByRole('menuitem', { name: /se déconnecter/i }).click();
  await expect(page.getByTestId('header-sign-in')).toBeVisible();
  await expect(page.getByTestId('free-spins-banner')).toHaveCount(0);

  await page.reload();
  await expect(page.getByTestId('game-grid').or(page.getByRole('main')).first()).toBeVisible();
  await expect(page.getByTestId('free-spins-banner')).toHaveCount(0);
  await expect(page.getByRole('button', { name: /retirer .* des favoris/i })).toHaveCount(0);
  await expect(page.locator('body')).not.toContainText(account.username);
  const storage = await page.evaluate(() => Object.fromEntries(Object.entries(localStorage)));
  const everything = JSON.stringify(storage);
  expect(everything).not.toContain(account.username);
  expect(everything.includes('freeSpinLeft') || everything.includes('freespin_left'), 'free-spin info in storage').toBe(false);
  const slots = JSON.parse(storage.slots ?? '{"state":{}}') as { state: { favorite?: string[]; extraData?: object; gameList?: Record<string, { tab: string[] }[]> } };
  expect(slots.state.favorite ?? []).toEqual([]);
  expect(slots.state.extraData ?? {}).toEqual({});
  const taggedFavourite = Object.values(slots.state.gameList ?? {}).flat().filter((game) => game.tab.includes('favorite')).length;
  expect(taggedFavourite, 'games still tagged favourite in storage').toBe(0);
  // The device's own choice stays: the language.
  await expect(page.locator('html')).toHaveAttribute('lang', /fr/);
});
