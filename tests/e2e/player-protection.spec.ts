import type { APIRequestContext, Browser, FrameLocator, Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import deExample from '../../config/markets/de-example.ts';
import ukExample from '../../config/markets/uk-example.ts';
import { advanceServerClock, expectAxeClean, pageInLanguage, resetServerClock, signInWithApi, signInWithForm } from './helpers.ts';
import { firstDeposit, freshPlayer } from './profile-helpers.ts';

// §3 Player protection by market, as a player meets it in the build of each pack: the suite runs against the build
// MARKET chose (`MARKET=de-example DIST_DIR=.tmp/dist-de-example npm run build`, then the same MARKET and DIST_DIR for
// `npx playwright test tests/e2e/player-protection.spec.ts`; docs/recipes.md "Add a market's player protection").
// Each pack's tests are declared only in its own build's run; the default build (Tunisia) checks that none of it shows.
const market = process.env.MARKET || 'tn';

const viewports = [
  { name: '390', size: { width: 390, height: 844 }, phone: true },
  { name: '1366', size: { width: 1366, height: 900 }, phone: false },
] as const;

const languages = [
  {
    lang: 'en-US',
    limitTitle: 'Set a deposit limit first',
    limitInvalid: 'Enter an amount above zero',
    tooSoon: 'a round may start 5 s after the last one at the earliest',
    locked: /Play is locked until/,
    lockedGame: 'Play is locked: you used the panic button',
    capped: 'the most you may stake per round is',
    affordability: 'A quick affordability check',
    affordabilityMissing: 'Please answer both questions',
    yes: 'Yes',
    accountPanel: /account panel/i,
    statement: 'Your account statement',
    statementLast: 'Your last session: from',
    continueLabel: 'Continue',
    registerDown: 'The national exclusion register cannot be reached right now',
    review: 'Review your limits',
    keep: 'Keep my limits',
    netLoss: 'Net loss limit',
    sessionTime: 'Session time limit',
  },
  {
    lang: 'ar',
    limitTitle: 'حدّد أولًا حدًّا للإيداع',
    limitInvalid: 'أدخل مبلغًا أكبر من الصفر',
    tooSoon: 'لا تبدأ الجولة إلا بعد 5 ثوانٍ من الجولة السابقة',
    locked: /اللعب مقفل حتى/,
    lockedGame: 'اللعب مقفل: استخدمت زر الإيقاف الفوري',
    capped: 'أقصى رهان مسموح به في الجولة هو',
    affordability: 'استبيان سريع حول القدرة المالية',
    affordabilityMissing: 'يُرجى الإجابة عن السؤالين',
    yes: 'نعم',
    accountPanel: /الحساب/,
    statement: 'كشف حسابك',
    statementLast: 'جلستك الأخيرة: من',
    continueLabel: 'متابعة',
    registerDown: 'لا يمكن الوصول إلى السجل الوطني للاستبعاد حاليًا',
    review: 'راجع حدودك',
    keep: 'الإبقاء على حدودي',
    netLoss: 'حد صافي الخسارة',
    sessionTime: 'الحد الأقصى لمدة الجلسة',
  },
] as const;

const gamePath = `/slots/nexa/${encodeURIComponent('bgaming:BookOfGrizzly')}`;

async function signedInPage(page: Page, account: { username: string; password: string }, language: Language = languages[0]) {
  await page.goto('/auth/sign-in');
  await signInWithApi(page, account);
  await expect(page).not.toHaveURL(/sign-in/);
  if (market !== 'de-example') return;
  // The German-like pack's account statement at sign-in: a dialog, first of all, axe-clean; closed to go on.
  const statement = page.getByRole('dialog', { name: language.statement });
  await expect(statement).toBeVisible();
  // The registration link's sign-in was the player's last session: its dates, stakes, wins and net are shown.
  await expect(statement).toContainText(language.statementLast);
  await expect(statement.getByTestId('sign-in-statement-net')).toBeVisible();
  await expectAxeClean(page);
  await statement.getByRole('button', { name: language.continueLabel }).click();
  await expect(statement).toHaveCount(0);
}

/** The player's access token, from a sign-in of its own (the page's session is untouched). */
async function tokenOf(request: APIRequestContext, account: { username: string; password: string }): Promise<string> {
  return ((await (await request.post('/api/accounts/login/', { data: account })).json()) as { access: string }).access;
}

async function setDepositLimit(request: APIRequestContext, account: { username: string; password: string }, amount: string) {
  const answer = await request.put('/api/users/responsible-gaming/limits/', { data: { deposit_month: amount }, headers: { Authorization: `Bearer ${await tokenOf(request, account)}` } });
  expect(answer.ok(), await answer.text()).toBe(true);
}

/** The game page: in the site's frame on a desktop, the whole tab on a phone. */
async function openGame(page: Page, phone: boolean): Promise<Locator | FrameLocator> {
  await page.goto(gamePath);
  if (phone) {
    await page.waitForURL(/\/play\//);
    return page.locator('body');
  }
  return page.frameLocator('[data-testid=game-frame]');
}

/** The deposit page's limit step: shown before the form, axe-clean, then a limit typed in and the form in its place. */
async function limitStepThenForm(page: Page, language: Language, presets: boolean) {
  await page.goto('/deposit/sandbox-card');
  const step = page.getByTestId('limit-step');
  await expect(step.getByRole('heading', { name: language.limitTitle })).toBeVisible();
  await expect(page.getByTestId('deposit-range')).toHaveCount(0);
  await expect(step.getByTestId('limit-step-presets')).toHaveCount(presets ? 1 : 0);
  await expectAxeClean(page);
  // A wrong amount is said, and nothing typed is lost.
  await step.getByTestId('limit-step-amount').fill('abc');
  await step.getByTestId('limit-step-submit').click();
  await expect(step.getByRole('alert')).toContainText(language.limitInvalid);
  await expect(step.getByTestId('limit-step-amount')).toHaveValue('abc');
  await step.getByTestId('limit-step-amount').fill('250');
  await step.getByTestId('limit-step-submit').click();
  await expect(page.getByTestId('limit-step')).toHaveCount(0);
  await expect(page.getByTestId('deposit-range')).toBeVisible();
}

type Account = { username: string; password: string };
type Viewport = (typeof viewports)[number];
type Language = (typeof languages)[number];

// The sampled run of CI (E2E_PACK_SAMPLE=1, scripts/test-packs.ts): each rule once, in one language at one width,
// English on a phone and Arabic on a desktop by turns, so that each example pack's build is proved in about a minute;
// by hand, without it, every rule in both languages at both widths.
const sampled = process.env.E2E_PACK_SAMPLE === '1';
const ruleOrder = new Map<string, number>();

/** The widths the rule `title` runs at in `language` in this run: none when the sample gives the rule the other language. */
function widthsFor(title: string, language: Language): readonly Viewport[] {
  if (!sampled) return viewports;
  if (!ruleOrder.has(title)) ruleOrder.set(title, ruleOrder.size);
  if (languages[ruleOrder.get(title)! % languages.length] !== language) return [];
  return viewports.filter((viewport) => viewport.phone === (language.lang !== 'ar'));
}

/**
 * A pack's rule at both widths: at each, a fresh player (`prepare` makes them and sets what the rule needs) signed in
 * on a page in the language, then the rule's steps.
 */
async function atBothWidths(browser: Browser, language: Language, widths: readonly Viewport[], prepare: () => Promise<Account>, steps: (page: Page, viewport: Viewport) => Promise<void>) {
  for (const viewport of widths) {
    await test.step(`${viewport.name} px`, async () => {
      const account = await prepare();
      const { context, page } = await pageInLanguage(browser, language.lang, viewport.size);
      await signedInPage(page, account, language);
      await steps(page, viewport);
      await context.close();
    });
  }
}

/**
 * Declares the test `title` of a pack's rule in `language`, run at both widths (atBothWidths) with a fresh player each
 * time: `prepare` makes them through the API and sets what the rule needs. Two browsers and two players take long.
 */
function packRuleTest(title: string, language: Language, prepare: (request: APIRequestContext) => Promise<Account>, steps: (page: Page, viewport: Viewport) => Promise<void>) {
  const widths = widthsFor(title, language);
  if (widths.length === 0) return;
  test(title, async ({ browser, request }) => {
    test.setTimeout(150_000);
    await atBothWidths(browser, language, widths, () => prepare(request), steps);
  });
}

/** A fresh player with 50 in cash and a monthly deposit limit of `limit` (so no limit step stands before play). */
async function playerWithLimit(request: APIRequestContext, limit: string): Promise<Account> {
  const account = await freshPlayer(request, { cash: '50' });
  await setDepositLimit(request, account, limit);
  return account;
}

/** A spin (at the stake in the field) that the server refuses with `code`, its reason said in the player's language. */
async function expectSpinRefused(game: Locator | FrameLocator, code: string, reason: string | RegExp) {
  await game.getByTestId('game-spin').click();
  await expect(game.getByTestId('game-result')).toHaveAttribute('data-code', code);
  await expect(game.getByTestId('game-result')).toContainText(reason);
}

/** Takes the exclusion register's stand-in down or back up, through its own test hook (its origin from /sandbox/stand-ins). */
async function setRegisterDown(request: APIRequestContext, down: boolean) {
  const { exclusionRegister } = (await (await request.get('/sandbox/stand-ins')).json()) as { exclusionRegister: string | null };
  expect(exclusionRegister, 'the pack names an exclusion register').not.toBeNull();
  expect((await request.post(`${exclusionRegister}/test/down`, { data: { down } })).ok()).toBe(true);
}

/**
 * The pack's exclusion register down: a registration is refused with the localized reason (nothing typed is lost);
 * a verified player whom the register cleared at an earlier sign-in signs in or is refused, as the pack's `whenDown` says.
 */
function registerDownTest(language: Language, whenDown: { registration: string; signIn: string }) {
  const title = `with the exclusion register down, registration is ${whenDown.registration === 'refuse' ? 'refused' : 'allowed'} and sign-in is ${whenDown.signIn === 'refuse' ? 'refused' : 'allowed to a player it cleared before'}`;
  const widths = widthsFor(title, language);
  if (widths.length === 0) return;
  test(title, async ({ browser, request }) => {
    test.setTimeout(150_000);
    for (const viewport of widths) {
      await test.step(`${viewport.name} px`, async () => {
        const account = await freshPlayer(request, { verified: true });
        // A sign-in while the register answers: it clears the player.
        await tokenOf(request, account);
        // One address registers a few players an hour (§5 Sign-in throttle): the suite's others come from 127.0.0.1 too.
        expect((await request.post('/sandbox/throttle/registrations')).ok()).toBe(true);
        await setRegisterDown(request, true);
        try {
          const { context, page } = await pageInLanguage(browser, language.lang, viewport.size);
          await page.goto('/sign-up');
          const form = page.locator('form').filter({ has: page.locator('input[name=repeat_password]') });
          const newcomer = `down${Date.now().toString(36)}${viewport.name}`;
          await form.locator('input[name=username]').fill(newcomer);
          await form.locator('input[name=email]').fill(`${newcomer}@example.test`);
          await form.locator('input[name=password]').fill('Secret#2026');
          await form.locator('input[name=repeat_password]').fill('Secret#2026');
          await form.locator('input[name=terms_accepted]').check();
          const registration = page.waitForResponse((response) => response.url().endsWith('/api/accounts/registration/'));
          await form.locator('button[type=submit]').click();
          expect((await registration).status()).toBe(whenDown.registration === 'refuse' ? 503 : 200);
          if (whenDown.registration === 'refuse') {
            await expect(page.getByText(language.registerDown).first()).toBeVisible();
            await expect(form.locator('input[name=username]')).toHaveValue(newcomer);
            await expectAxeClean(page);
          }
          await page.goto('/auth/sign-in');
          const signIn = page.waitForResponse((response) => response.url().endsWith('/api/accounts/login/'));
          await signInWithForm(page, account);
          if (whenDown.signIn === 'refuse') {
            expect((await signIn).status()).toBe(503);
            await expect(page.getByText(language.registerDown).first()).toBeVisible();
            await expect(page).toHaveURL(/sign-in/);
          } else {
            expect((await signIn).status()).toBe(200);
            await expect(page).not.toHaveURL(/sign-in/);
          }
          await context.close();
        } finally {
          await setRegisterDown(request, false);
        }
      });
    }
  });
}

if (market === 'de-example') {
  for (const language of languages) {
    test.describe(`German-like pack, ${language.lang}${sampled ? ', sampled' : ' at 390 and 1366 px'}`, () => {
      registerDownTest(language, deExample.protection.exclusionRegister!.whenDown);

      packRuleTest(
        'the first deposit asks for a limit first (suggested amounts allowed)',
        language,
        (request) => freshPlayer(request, { cash: '50' }),
        async (page) => {
          await limitStepThenForm(page, language, true);
        },
      );

      packRuleTest(
        'a spin sooner than 5 s after the last is refused with its reason',
        language,
        (request) => playerWithLimit(request, '500'),
        async (page, viewport) => {
          const game = await openGame(page, viewport.phone);
          // The page offers stakes up to the pack's cap, and waits the round time after a spin before it offers the next.
          await expect(game.locator('#bet')).toHaveAttribute('data-max', '1.00');
          await game.locator('#bet').fill('0.50');
          await game.getByTestId('game-spin').click();
          await expect(game.getByTestId('game-result')).toHaveAttribute('data-outcome', /win|no-win/);
          await expect(game.getByTestId('game-spin')).toBeDisabled();
          // A player (or a script) that forces the button sooner meets the server's refusal, said in their language.
          await game.locator('#spin').evaluate((button) => ((button as HTMLButtonElement).disabled = false));
          await expectSpinRefused(game, 'round_too_soon', language.tooSoon);
        },
      );

      packRuleTest(
        'the panic button locks play at one tap, in the header on a desktop and the account panel on a phone',
        language,
        (request) => playerWithLimit(request, '500'),
        async (page, viewport) => {
          let where: Locator = page.getByRole('banner');
          if (viewport.phone) {
            await page.getByRole('banner').getByRole('button', { name: language.accountPanel }).click();
            where = page.getByRole('dialog');
          }
          await where.getByTestId('panic-button').click();
          await expect(where.getByTestId('play-locked')).toContainText(language.locked);
          await expectAxeClean(page);
          const game = await openGame(page, viewport.phone);
          await game.locator('#bet').fill('0.50');
          await expectSpinRefused(game, 'play_locked', language.lockedGame);
        },
      );
    });
  }
}

if (market === 'uk-example') {
  for (const language of languages) {
    test.describe(`UK-like pack, ${language.lang}${sampled ? ', sampled' : ' at 390 and 1366 px'}`, () => {
      registerDownTest(language, ukExample.protection.exclusionRegister!.whenDown);

      packRuleTest(
        'the first deposit asks for a limit, typed (no suggested amounts)',
        language,
        (request) => freshPlayer(request, { cash: '50' }),
        async (page) => {
          await limitStepThenForm(page, language, false);
        },
      );

      packRuleTest(
        'net deposits past the threshold ask the affordability check before the next deposit',
        language,
        async (request) => {
          const account = await freshPlayer(request, { verified: true });
          await setDepositLimit(request, account, '5000');
          // Without a date of birth the strictest band's threshold applies (150 in 30 days): this deposit passes it.
          await firstDeposit(request, account, '200');
          return account;
        },
        async (page) => {
          await page.goto('/deposit/sandbox-card');
          const step = page.getByTestId('affordability-step');
          await expect(step.getByRole('heading', { name: language.affordability })).toBeVisible();
          await expect(page.getByTestId('deposit-range')).toHaveCount(0);
          await expectAxeClean(page);
          await step.getByTestId('affordability-submit').click();
          await expect(step.getByRole('alert')).toContainText(language.affordabilityMissing);
          await step.locator('select[name=monthly_income]').selectOption('3000-6000');
          await step.locator('select[name=affordable]').selectOption({ label: language.yes });
          await step.getByTestId('affordability-submit').click();
          await expect(page.getByTestId('affordability-step')).toHaveCount(0);
          await expect(page.getByTestId('deposit-range')).toBeVisible();
        },
      );

      const reviewTitle = 'limits set 6 months ago are asked for review at sign-in; kept, they are not asked again; the limits page names the pack’s kinds @server-clock';
      const reviewWidths = widthsFor(reviewTitle, language);
      if (reviewWidths.length > 0) test(reviewTitle, async ({ browser, request }) => {
        test.setTimeout(150_000);
        for (const viewport of reviewWidths) {
          await test.step(`${viewport.name} px`, async () => {
            const account = await playerWithLimit(request, '300');
            // The server's clock 184 days on (at least 6 calendar months whatever the date); reset whatever happens.
            await advanceServerClock(request, 184 * 86_400_000);
            try {
              const { context, page } = await pageInLanguage(browser, language.lang, viewport.size);
              await signedInPage(page, account, language);
              const review = page.getByRole('dialog', { name: language.review });
              await expect(review).toBeVisible();
              await expectAxeClean(page);
              await review.getByRole('button', { name: language.keep }).click();
              await expect(review).toHaveCount(0);
              // The limits page: the pack's kinds under its names (no session-time limit, the net loss limit named so).
              await page.goto('/profile/limits');
              await expect(page.getByTestId('limit-depositMonth')).toBeVisible();
              await expect(page.getByRole('main')).toContainText(language.netLoss);
              await expect(page.getByTestId('limit-sessionTime')).toHaveCount(0);
              await expect(page.getByRole('main')).not.toContainText(language.sessionTime);
              await expectAxeClean(page);
              // Kept: a new sign-in asks nothing (the server's answer has come, and no dialog).
              const answered = page.waitForResponse((response) => response.url().includes('/api/users/responsible-gaming/limits/review/'));
              await signInWithApi(page, account);
              expect(((await (await answered).json()) as { due: boolean }).due).toBe(false);
              await expect(page.getByRole('dialog')).toHaveCount(0);
              await context.close();
            } finally {
              await resetServerClock(request);
            }
          });
        }
      });

      packRuleTest(
        'a young player’s stake above 2 is refused with its reason; no panic button in this pack',
        language,
        async (request) => {
          const account = await freshPlayer(request, { cash: '50' });
          const born = new Date();
          born.setUTCFullYear(born.getUTCFullYear() - 20);
          const info = await request.patch('/api/users/user/info/', { data: { date_of_birth: born.toISOString().slice(0, 10) }, headers: { Authorization: `Bearer ${await tokenOf(request, account)}` } });
          expect(info.ok(), await info.text()).toBe(true);
          return account;
        },
        async (page, viewport) => {
          await expect(page.getByTestId('panic-button')).toHaveCount(0);
          const game = await openGame(page, viewport.phone);
          await expect(game.locator('#bet')).toHaveAttribute('data-max', '2.00');
          await game.locator('#bet').fill('2.01');
          await expectSpinRefused(game, 'stake_cap_exceeded', language.capped);
        },
      );
    });
  }
}

if (market === 'tn') {
  test('the Tunisian pack: a first deposit asks for no limit, and no page has a panic button', async ({ browser, request }) => {
    const account = await freshPlayer(request, { cash: '50' });
    for (const viewport of viewports) {
      const { context, page } = await pageInLanguage(browser, 'fr-fr', viewport.size);
      await signedInPage(page, account);
      await page.goto('/deposit/sandbox-card');
      await expect(page.getByTestId('deposit-range')).toBeVisible();
      await expect(page.getByTestId('limit-step')).toHaveCount(0);
      await expect(page.getByTestId('panic-button')).toHaveCount(0);
      await context.close();
    }
  });
}
