import type { APIRequestContext, Browser, Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { openRegistrationLink, outbox, pinnedFontReady, pinProjectFont } from './helpers.ts';

// §2 Player journey: the header, the account panel and the top of the lobby in French at a phone's width and in
// Arabic at a desktop's (the team's pair, README "Tests": each width and each direction once), compared with committed images (tests/e2e/path-screenshots.spec.ts-snapshots/), so a layout
// regression shows up in review. What moves is masked: balances, jackpot amounts, the wheel's countdown, game
// posters that load late, the slides' pictures (their SVG text takes the machine's fonts); animations are off. The player is made for the test with a fixed name, so the account
// menu's label is the same on every run. Text is drawn with the project's own font (an npm package), never the
// machine's, so the images hold with and without Debian's fonts-noto-core.

const viewports = { phone: { width: 390, height: 844 }, desktop: { width: 1366, height: 860 } } as const;
// A few anti-aliased pixels differ between runs of the same Chromium; a moved or resized block is far more.
const tolerance = { maxDiffPixelRatio: 0.01, animations: 'disabled' as const, caret: 'hide' as const };

/**
 * One player for every image, with a fixed name (the account menu shows it) and nothing played: registered by the
 * first test that needs it (a second registration makes no account, which is fine), signed in through the API.
 */
async function screenshotPlayer(request: APIRequestContext) {
  const username = 'screenshots1';
  const password = 'Tn#pass123';
  // The suite registers more players from 127.0.0.1 than one address may in an hour (§5 Sign-in throttle).
  await request.post('/sandbox/throttle/registrations');
  await request.post('/api/accounts/registration/', { data: { username, email: `${username}@example.test`, password, terms_accepted: true } });
  // §5 Registration: the e-mailed link makes the account (a second registration's mail says the name is taken: no link).
  // The baselines were drawn with the address unconfirmed, as registration left it then.
  if ((await outbox(request, `${username}@example.test`))[0]?.kind === 'registration') {
    await openRegistrationLink(request, `${username}@example.test`);
    expect((await request.patch(`/sandbox/users/${username}`, { data: { emailVerified: false } })).ok()).toBe(true);
  }
  const login = await request.post('/api/accounts/login/', { data: { username, password } });
  expect(login.ok(), await login.text()).toBe(true);
  return { username, ...((await login.json()) as { access: string; refresh: string; user: { id: number } }) };
}

async function openPage(browser: Browser, lang: string, viewport: { width: number; height: number }, session?: { access: string; refresh: string; user: { id: number } }): Promise<Page> {
  const mobile = viewport.width < 768;
  const context = await browser.newContext({ viewport, isMobile: mobile, hasTouch: mobile, reducedMotion: 'reduce' });
  // Text is drawn with the project's font, whatever the machine has installed (fonts-noto-core or not).
  await pinProjectFont(context);
  await context.addInitScript(
    ({ lang, session }) => {
      const savedAt = Date.now();
      localStorage.setItem('userSettings', JSON.stringify({ version: 1, savedAt, state: { lang, isChanged: true } }));
      if (session && !localStorage.getItem('auth'))
        localStorage.setItem(
          'auth',
          JSON.stringify({ version: 2, savedAt, state: { isAuth: true, user: { id: session.user.id }, session: { access: session.access, refresh: session.refresh }, communications: { signedOutReason: null }, clockOffsetMs: 0 } }),
        );
    },
    { lang, session: session ?? null },
  );
  const page = await context.newPage();
  return page;
}

/** What changes from run to run, wherever it is on the page. */
function moving(page: Page): Locator[] {
  return [
    page.getByTestId('balance-label'),
    page.getByTestId('header-balance'),
    page.getByTestId('wheel-button'),
    page.locator('[data-testid=jackpots] p'),
    page.locator('[data-testid=game-card] img'),
    page.getByTestId('panel-balance'),
    // The slides' pictures carry their headline as SVG text, which an <img> draws with the machine's fonts only
    // (no page font reaches inside a picture): the carousel's box and controls stay compared.
    page.getByTestId('slide-carousel').locator('img'),
  ];
}

async function settled(page: Page) {
  await page.waitForLoadState('networkidle');
  await pinnedFontReady(page);
}

for (const [lang, name] of [
  ['fr-fr', 'phone'],
  ['ar', 'desktop'],
] as const) {
  const viewport = viewports[name];
  test(`${name}, ${lang}: the signed-out lobby top and header`, async ({ browser }) => {
    const page = await openPage(browser, lang, viewport);
    await page.goto('/slots/casino');
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await expect(page.getByTestId('game-card').first()).toBeVisible();
    await expect(page.getByTestId('jackpots')).toBeVisible();
    await settled(page);
    await expect(page.getByRole('banner')).toHaveScreenshot(`header-guest-${name}-${lang}.png`, { ...tolerance, mask: moving(page) });
    await expect(page).toHaveScreenshot(`lobby-top-${name}-${lang}.png`, { ...tolerance, mask: moving(page), clip: { x: 0, y: 0, width: viewport.width, height: Math.min(viewport.height, 700) } });
    await page.context().close();
  });

  test(`${name}, ${lang}: the signed-in header and the account panel`, async ({ browser, request }) => {
    const session = await screenshotPlayer(request);
    const page = await openPage(browser, lang, viewport, session);
    await page.goto('/slots/casino');
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await expect(page.getByTestId('header-deposit').first()).toBeVisible();
    await expect(page.getByTestId('header-balance').or(page.getByTestId('balance-label')).first()).toBeVisible();
    await settled(page);
    await expect(page.getByRole('banner')).toHaveScreenshot(`header-player-${name}-${lang}.png`, { ...tolerance, mask: moving(page) });
    if (viewport.width < 768) {
      await page.getByRole('button', { name: /panneau du compte|لوحة الحساب|account panel/i }).click();
      const panel = page.locator('#profile-panel');
      await expect(panel).toHaveAttribute('data-state', 'open');
      // The slide is 0.5 s; reduced motion and disabled animations still leave the transition to end.
      await expect.poll(() => panel.evaluate((element) => element.getBoundingClientRect().right)).toBeLessThanOrEqual(viewport.width + 0.5);
      await expect.poll(() => panel.evaluate((element) => element.getBoundingClientRect().left)).toBeGreaterThanOrEqual(-0.5);
      await settled(page);
      await expect(panel).toHaveScreenshot(`account-panel-${name}-${lang}.png`, {
        ...tolerance,
        // Only what is inside the panel: a mask is painted over whatever covers the masked element.
        mask: [panel.getByTestId('balance-label'), panel.getByText(/\d+[,.]\d{2}/)],
      });
    } else {
      await page.getByRole('button', { name: new RegExp(session.username) }).click();
      const menu = page.getByRole('menu');
      await expect(menu).toBeVisible();
      await settled(page);
      await expect(menu).toHaveScreenshot(`account-panel-${name}-${lang}.png`, { ...tolerance, mask: moving(page) });
    }
    await page.context().close();
  });
}
