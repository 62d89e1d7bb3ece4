import { expect, test } from './fixtures.ts';
import { advanceServerClock, expectSignedIn, player, resetServerClock, signInWithApi, signInWithForm, untilNoChunkLoading } from './helpers.ts';

// §4 Sign-in: the refresh token is single-use and the sandbox treats a second use as theft (it ends the whole
// session). Every tab holds the same tokens, so when they expire every tab wants to refresh at once: without
// coordination a player with two tabs open was signed out of both at the first refresh.
test.describe('two tabs of one player @server-clock', () => {
  test.afterEach(async ({ request }) => resetServerClock(request));

  test('refresh the session once between them, stay signed in, and sign out together', async ({ context, request }) => {
    test.setTimeout(90_000);
    const refreshes: number[] = [];
    context.on('response', (response) => {
      if (response.url().endsWith('/api/accounts/refresh/')) refreshes.push(response.status());
    });
    const first = await context.newPage();
    await first.goto('/slots/casino');
    // The session is the subject, not the form (auth.spec.ts tests it): the session comes from the API.
    await signInWithApi(first, player);
    await expectSignedIn(first);
    const second = await context.newPage();
    await second.goto('/profile/user-info');
    await expectSignedIn(second);

    for (const round of [1, 2]) {
      // Access tokens live 300 s on the sandbox's clock: past that, both tabs' 5 s user polls get a 401 together.
      await advanceServerClock(request, 301_000);
      await expect.poll(() => refreshes, { timeout: 20_000 }).toEqual(Array.from({ length: round }, () => 200));
      // Both tabs carry on with the one rotated session: their next polls are answered 200.
      for (const page of [first, second]) {
        const user = await page.waitForResponse((response) => response.url().endsWith('/api/accounts/user'), { timeout: 15_000 });
        expect(user.status()).toBe(200);
        await expectSignedIn(page);
      }
    }

    // Signing out in one tab signs the other out at once, without a reload.
    await first.getByRole('button', { name: /menu du compte/i }).click();
    await first.getByRole('menuitem', { name: /se déconnecter/i }).click();
    await expect(first.getByTestId('header-sign-in')).toBeVisible();
    await expect(second.getByTestId('balance-label')).toHaveCount(0);
    await expect(second.getByTestId('header-sign-in')).toBeVisible();
  });
});

// A phone whose clock runs fast saw every new token as about to expire: it refreshed, got a token that looked just
// as old, and refreshed again, many times a second. Token times are read on the server's clock now.
test('a device clock 10 minutes fast refreshes on time, not in a loop', async ({ page }) => {
  await page.clock.install({ time: Date.now() + 600_000 });
  const refreshes: number[] = [];
  page.on('response', (response) => {
    if (response.url().endsWith('/api/accounts/refresh/')) refreshes.push(response.status());
  });
  await page.goto('/slots/casino');
  await signInWithForm(page, player);
  await expectSignedIn(page);
  await untilNoChunkLoading(page);
  await page.clock.runFor(60_000);
  expect(refreshes).toEqual([]);
  // 300 s tokens are refreshed 30 s before expiry: once, and the player stays signed in.
  await page.clock.runFor(215_000);
  await expect.poll(() => refreshes).toEqual([200]);
  await page.clock.runFor(10_000);
  expect(refreshes).toEqual([200]);
  await expectSignedIn(page);
});
