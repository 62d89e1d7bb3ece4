import type { APIRequestContext, Browser, Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { expectAxeClean, pageInLanguage, signInWithApi } from './helpers.ts';
import { freshPlayer, toast } from './profile-helpers.ts';

/** Signed in through the API at any width (the phone's header shows no balance label). */
async function signIn(page: Page, account: { username: string; password: string }) {
  await page.goto('/auth/sign-in');
  await signInWithApi(page, account);
  await expect(page).not.toHaveURL(/sign-in/);
}

// §9 Terms and §8 "not available in parallel", as a player meets them in French at 390 px and in Arabic at 1366 px
// (the team's pair, README "Tests": the phone's game page and the desktop's game frame each once): a casino
// bet above the round's maximum refused with its reason, a second real-money game tab refused with the message and
// then "play here" ending the other, and the statement saying what a cap withheld.
const viewports = [
  { name: '390', size: { width: 390, height: 844 }, phone: true },
  { name: '1366', size: { width: 1366, height: 900 }, phone: false },
] as const;

const languages = [
  {
    lang: 'fr-fr',
    viewport: viewports[0],
    refused: /la mise maximale par partie est de 3\s?000,00\s?TND/,
    parallel: 'Un autre jeu est ouvert',
    playHere: "Fermer l'autre jeu et jouer ici",
    ended: 'Cette session de jeu est terminée',
    withheld: /retenu \d+,\d\d\s?TND : au-delà du solde maximum/,
  },
  {
    lang: 'ar',
    viewport: viewports[1],
    refused: /رُفض الرهان: الحد الأقصى للرهان في الجولة هو/,
    parallel: 'لعبة أخرى مفتوحة',
    playHere: 'أنهِ اللعبة الأخرى والعب هنا',
    ended: 'انتهت جلسة اللعب هذه',
    withheld: /تم حجز .*: تجاوز الحد الأقصى للرصيد/,
  },
] as const;

const games = [
  { provider: 'nexa', gameId: 'bgaming:BookOfGrizzly', name: 'Book of Grizzly' },
  { provider: 'nexa', gameId: 'playngo:FlameRiches' },
] as const;
const gamePath = (game: (typeof games)[number]) => `/slots/${game.provider}/${encodeURIComponent(game.gameId)}`;

/** The player's cash balance as the API reports it (a separate sign-in, so the pages' sessions are untouched). */
async function cashBalance(request: APIRequestContext, account: { username: string; password: string }): Promise<string> {
  const { access } = (await (await request.post('/api/accounts/login/', { data: account })).json()) as { access: string };
  return ((await (await request.get('/api/accounts/user', { headers: { Authorization: `Bearer ${access}` } })).json()) as { balance: string }).balance;
}

/** The game page: in the site's frame on a desktop, the whole tab on a phone (the mobile route goes to it). */
async function openGame(page: Page, phone: boolean, path: string) {
  await page.goto(path);
  if (phone) {
    await page.waitForURL(/\/play\//);
    return page.locator('body');
  }
  return page.frameLocator('[data-testid=game-frame]').locator('body');
}

/**
 * A fresh player with `cash` signed in on a page in the language, at its width, with the first game open: `steps`
 * then play it; the context is closed after.
 */
async function inFirstGame(browser: Browser, request: APIRequestContext, language: (typeof languages)[number], cash: string, steps: (game: Locator, page: Page, account: { username: string; password: string }) => Promise<void>) {
  const account = await freshPlayer(request, { cash });
  const { context, page } = await pageInLanguage(browser, language.lang, language.viewport.size);
  await signIn(page, account);
  await test.step(`${language.viewport.name} px`, async () => {
    await steps(await openGame(page, language.viewport.phone, gamePath(games[0])), page, account);
  });
  await context.close();
}

// One test per language and behaviour, at the language's width of the pair.
for (const language of languages) {
  test.describe(`${language.lang} at ${language.viewport.name} px`, () => {
    test('a casino bet above the round maximum is refused with its reason, and no money moves', async ({ browser, request }) => {
      test.setTimeout(90_000);
      await inFirstGame(browser, request, language, '100', async (game, page) => {
        await expect(game.getByTestId('game-balance')).toHaveText('100.00');
        await expect(game.getByTestId('game-bet-range')).toContainText('3');
        await game.locator('#bet').fill('3000.01');
        await game.getByTestId('game-spin').click();
        const result = game.getByTestId('game-result');
        await expect(result).toHaveAttribute('data-code', 'casino_bet_above_maximum');
        await expect(result).toHaveText(language.refused);
        // On a desktop the site says it too, in its own toast.
        if (!language.viewport.phone) await expect(toast(page, language.refused)).toBeVisible();
        await expect(game.getByTestId('game-balance')).toHaveText('100.00');
      });
    });

    test('a second real-money game tab is refused with the message, then "play here" ends the other', async ({ browser, request }) => {
      test.setTimeout(120_000);
      const account = await freshPlayer(request, { cash: '50' });
      const { context, page: first } = await pageInLanguage(browser, language.lang, language.viewport.size);
      await signIn(first, account);
      const second = await context.newPage();
      let [holder, asker] = [first, second];
      for (const viewport of [language.viewport]) {
        await test.step(`${viewport.name} px`, async () => {
          for (const tab of [holder, asker]) await tab.setViewportSize(viewport.size);
          // The wallet as the API reports it: 50.00, nothing spent yet.
          const cash = await cashBalance(request, account);
          expect(cash).toBe('50.00');
          const held = await openGame(holder, viewport.phone, gamePath(games[0]));
          await expect(held.getByTestId('game-balance')).toHaveText(cash);

          await asker.goto(gamePath(games[1]));
          const notice = asker.getByTestId('parallel-game');
          await expect(notice.getByRole('heading', { name: language.parallel })).toBeVisible();
          await expect(notice.getByRole('alert')).toContainText(games[0].name);
          await expectAxeClean(asker);
          await notice.getByRole('button', { name: language.playHere }).click();
          const taken = viewport.phone
            ? (await asker.waitForURL(/\/play\//), asker.locator('body'))
            : asker.frameLocator('[data-testid=game-frame]').locator('body');
          await expect(taken.getByTestId('game-balance')).toHaveText(cash);
          await taken.getByTestId('game-spin').click();
          await expect(taken.getByTestId('game-result')).toHaveAttribute('data-outcome', /^(win|no-win)$/);

          // The first tab's game was ended: its next spin says so in the player's language.
          await held.getByTestId('game-spin').click();
          await expect(held.getByTestId('game-result')).toHaveAttribute('data-code', 'not_found');
          await expect(held.getByTestId('game-result')).toContainText(language.ended);
        });
        [holder, asker] = [asker, holder];
      }
      await context.close();
    });

    test('the statement says what the maximum balance withheld of a casino win', async ({ browser, request }) => {
      test.setTimeout(120_000);
      // At the maximum balance (25 000 TND), a 1.00 bet makes room for 1.00: any win pays 1.00 and the rest is withheld.
      await inFirstGame(browser, request, language, '25000', async (game, page, account) => {
        await expect(game.getByTestId('game-balance')).toHaveText('25000.00');
        const result = game.getByTestId('game-result');
        // Two of a kind on the first reels pays 1.5x: a win comes within a few spins (about 1 in 5 each).
        for (let spin = 0; spin < 80 && (await result.getAttribute('data-outcome')) !== 'win'; spin++) {
          await game.getByTestId('game-spin').click();
          await expect(result).toHaveAttribute('data-outcome', /^(win|no-win)$/);
          await expect(game.getByTestId('game-spin')).toBeEnabled();
          if ((await result.getAttribute('data-outcome')) === 'win') break;
          // A lost bet takes the wallet below the cap: the operator's adjustment puts it back to 25 000.00.
          const topUp = await request.post('/sandbox/wallet/adjust', { data: { username: account.username, account: 'cash', amount: '1.00' }, headers: { 'Idempotency-Key': crypto.randomUUID() } });
          expect(topUp.ok()).toBe(true);
          // A spin's own answer, not the previous one: clear the outcome before the next.
          await result.evaluate((element) => element.removeAttribute('data-outcome'));
        }
        await expect(result).toHaveAttribute('data-outcome', 'win');
        await page.goto('/profile/statement');
        const withheld = page.getByTestId('statement-withheld').first();
        await expect(withheld).toBeVisible();
        await expect(withheld).toHaveText(language.withheld);
        await expect(page.getByTestId('statement-balance-after').first()).toHaveText(/25[\s\u202f.\u066c]?000,00|25[\s\u202f.\u066c]?000[.,٫]00|٢٥/);
        await expectAxeClean(page);
      });
    });
  });
}
