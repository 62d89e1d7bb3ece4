import { AxeBuilder } from './axe.ts';
import type { Browser, Page, Request } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { expectSignedIn, openInApp, signInWithForm } from './helpers.ts';
import { freshPlayer, signIn, signInAt } from './profile-helpers.ts';

// §2 third-party sport pages, §3 Sport token: the three embeds against their stand-ins on the second origin.
const desktop = { width: 1366, height: 900 };
const phone = { width: 390, height: 844 };
const pages = { sft: '/sport/sft', alt: '/sport/alt', dgt: '/sport/dgt' } as const;
type EmbedId = keyof typeof pages;

const embedOrigin = (baseURL: string | undefined) => {
  const url = new URL(baseURL!);
  return `${url.protocol}//${url.hostname}:${Number(url.port) + 1}`;
};
const embedArea = (page: Page) => page.getByTestId('sport-embed');
const embedFrame = (page: Page) => page.frameLocator('[data-testid=sport-embed] iframe');
const tokenCalls = (request: Request) => /\/api\/integrations\/[^/]+\/login$|\/api\/sport\/token\/$/.test(new URL(request.url()).pathname);
const userFetches = (request: Request) => request.method() === 'GET' && /\/api\/accounts\/user\/?$/.test(new URL(request.url()).pathname);

async function newPage(browser: Browser, viewport = desktop, lang?: string): Promise<Page> {
  const context = await browser.newContext({ viewport, locale: 'fr-FR', serviceWorkers: 'block' });
  if (lang) {
    await context.addInitScript((code) => {
      if (!localStorage.getItem('userSettings')) localStorage.setItem('userSettings', JSON.stringify({ version: 1, savedAt: Date.now(), state: { lang: code, isChanged: true } }));
    }, lang);
  }
  return context.newPage();
}

async function expectReady(page: Page) {
  await expect(embedArea(page)).toHaveAttribute('data-status', 'ready', { timeout: 15_000 });
}

/** Picks the first open price in the embed and places a stake; returns the ticket code it shows. */
async function placeBetInEmbed(page: Page, stake: string): Promise<string> {
  const frame = embedFrame(page);
  await frame.getByRole('button', { name: /: 1 / }).and(frame.locator(':enabled')).first().click();
  await frame.getByLabel(/mise/i).fill(stake);
  await frame.getByRole('button', { name: 'Placer le pari' }).click();
  const result = frame.getByRole('status').filter({ hasText: /Pari placé|Pari refusé/ });
  await expect(result).toBeVisible();
  await expect(result).toContainText('Pari placé');
  return (/· (\S+)$/.exec((await result.textContent()) ?? '') ?? [])[1]!;
}

test.describe('a guest', () => {
  // One guest visiting the three embeds in turn, each a step: the app starts once (§2 third-party sport pages).
  test(`sft, alt and dgt: each loads with the '-' token and no token call; a bet asks for the sign-in form`, async ({ browser }) => {
    test.setTimeout(90_000);
    const page = await newPage(browser);
    const calls: string[] = [];
    page.on('request', (request) => {
      if (tokenCalls(request)) calls.push(request.url());
    });
    for (const id of Object.keys(pages) as EmbedId[]) {
      await test.step(id, async () => {
        await openInApp(page, pages[id]);
        await expectReady(page);
        await expect(embedArea(page).getByTestId('sport-embed-failure')).toHaveCount(0);
        await expect(embedFrame(page).getByText('Visiteur')).toBeVisible();
        // Real events and prices of the feed.
        await expect(embedFrame(page).getByRole('listitem').first()).toContainText(' - ');
        expect(calls).toEqual([]);
        await embedFrame(page).getByRole('button', { name: 'Placer le pari' }).click();
        await expect(page).toHaveURL(/\/auth\/sign-in(\?next=[^&]+)?$/);
      });
    }
    await page.context().close();
  });

  test('on a phone, a bet opens the sign-in panel', async ({ browser }) => {
    const page = await newPage(browser, phone);
    await page.goto(pages.sft);
    await expectReady(page);
    await embedFrame(page).getByRole('button', { name: 'Placer le pari' }).click();
    await expect(page.getByRole('form', { name: /se connecter/i })).toBeVisible();
    await page.context().close();
  });
});

test.describe('a signed-in player', () => {
  // One player visiting the three embeds in turn, each a step: one sign-in, the app starts once.
  test(`sft, alt and dgt: each loads with a real token from its configured token call`, async ({ browser }) => {
    test.setTimeout(90_000);
    const page = await newPage(browser);
    for (const [index, id] of (Object.keys(pages) as EmbedId[]).entries()) {
      await test.step(id, async () => {
        const tokenAnswer = page.waitForResponse((response) => tokenCalls(response.request()));
        if (index === 0) await signInAt(page, { username: 'player1', password: 'player1-pass' }, pages[id]);
        else await openInApp(page, pages[id]);
        const answer = await tokenAnswer;
        expect(answer.status()).toBe(200);
        const { token } = (await answer.json()) as { token: string };
        expect(token).not.toBe('-');
        expect(token.length).toBeGreaterThan(20);
        await expectReady(page);
        await expect(embedFrame(page).getByText(/^Solde: \d+\.\d{2} TND$/)).toBeVisible();
      });
    }
    await page.context().close();
  });

  for (const id of ['sft', 'dgt'] as const) {
    test(`${id}: a bet placed in the embed moves the header balance once and shows in bet history`, async ({ browser, request }) => {
      const credentials = await freshPlayer(request, { cash: '50.00' });
      const page = await newPage(browser);
      await signInAt(page, credentials, pages[id]);
      await expectReady(page);
      const header = page.getByTestId('balance-label').first();
      await expect(header).toContainText('50,00');
      const fetches: number[] = [];
      page.on('request', (sent) => {
        if (userFetches(sent)) fetches.push(Date.now());
      });
      const code = await placeBetInEmbed(page, '2.00');
      await expect(header).toContainText('48,00');
      await expect(embedFrame(page).getByText('Solde: 48.00 TND')).toBeVisible();
      // One fetch of the player for the one "balance changed" (the 5 s poll may add one; never a storm).
      expect(fetches.length).toBeGreaterThanOrEqual(1);
      expect(fetches.length).toBeLessThanOrEqual(2);

      await page.goto('/profile/bet-history/sft');
      const link = page.getByRole('main').getByRole('link', { name: code }).first();
      await expect(link).toBeVisible();
      await link.click();
      await expect(page).toHaveURL(/\/profile\/bet-detail\/sft\?id=\d+/);
      await expect(page.getByRole('main')).toContainText(' - ');
      await page.context().close();
    });
  }

  test('a deposit request from the embed opens the deposit page', async ({ browser }) => {
    const page = await newPage(browser);
    await signInAt(page, { username: 'player1', password: 'player1-pass' }, pages.alt);
    await expectReady(page);
    await embedFrame(page).getByRole('button', { name: 'Déposer' }).click();
    await expect(page).toHaveURL(/\/profile\/replenishment$/);
    await page.context().close();
  });

  test('signing in and out while the embed is open restarts it in place, without a page reload', async ({ browser }) => {
    const page = await newPage(browser);
    await page.goto(pages.alt);
    await expectReady(page);
    await page.evaluate(() => ((window as unknown as { embedMarker: number }).embedMarker = 42));
    await expect(embedFrame(page).getByText('Visiteur')).toBeVisible();
    await signInWithForm(page, { username: 'player1', password: 'player1-pass' });
    await expectSignedIn(page);
    await expect(page).toHaveURL(/\/sport\/alt$/);
    await expect(embedFrame(page).getByText(/^Solde: /)).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { embedMarker?: number }).embedMarker)).toBe(42);
    // Signing out: the embed is a guest's again, still without a reload.
    await page.getByRole('button', { name: /menu du compte/i }).click();
    await page.getByRole('menuitem', { name: /se déconnecter/i }).click();
    await expect(page.getByTestId('header-sign-in')).toBeVisible();
    if (new URL(page.url()).pathname === pages.alt) {
      await expectReady(page);
      await expect(embedFrame(page).getByText('Visiteur')).toBeVisible();
    }
    expect(await page.evaluate(() => (window as unknown as { embedMarker?: number }).embedMarker)).toBe(42);
    await page.context().close();
  });

  test("the embed gets the player's odds format, and a new token before the old one expires", async ({ browser, request }) => {
    const credentials = await freshPlayer(request, { cash: '20.00' });
    const page = await newPage(browser);
    await page.clock.install();
    await signIn(page, credentials);
    // §3 Odds formats: American (2) for this player, through the bookmakers settings call the site itself uses.
    const access = await page.evaluate(() => (JSON.parse(localStorage.getItem('auth') ?? '{}') as { state?: { session?: { access?: string } } }).state?.session?.access);
    expect((await request.put('/api/users/bookmakers-settings/odds-format/', { data: { odds_format: 2 }, headers: { Authorization: `Bearer ${access}` } })).ok()).toBe(true);
    expect((await request.put('/sandbox/sport-embeds/token-ttl', { data: { ttlMs: 90_000 } })).ok()).toBe(true);
    test.info().annotations.push({ type: 'note', description: 'sport tokens last 90 s during this test' });
    const issued: string[] = [];
    page.on('response', async (response) => {
      if (tokenCalls(response.request()) && response.ok()) issued.push(((await response.json()) as { token: string }).token);
    });
    await page.goto(pages.alt);
    await expectReady(page);
    const frame = page.frames().find((candidate) => candidate.url().includes('/sport-embeds/alt/frame'))!;
    expect(new URL(frame.url()).searchParams.get('oddsFormat')).toBe('American');
    await expect(embedFrame(page).getByRole('button', { name: /: 1 [+-]\d+$/ }).first()).toBeVisible();
    await expect.poll(() => issued.length).toBe(1);
    // The site renews a token one minute before it expires (config renewBeforeSeconds), on the page clock: with
    // tokens of 90 s, after 30 s. (A jump of 14 minutes would also expire the site's own access token.)
    await page.clock.fastForward(29_000);
    expect(issued).toHaveLength(1);
    await page.clock.fastForward(2_000);
    await expect.poll(() => issued.length).toBe(2);
    expect(issued[1]).not.toBe(issued[0]);
    // The running embed took the new token without a restart: it still bets.
    await expect(embedArea(page)).toHaveAttribute('data-status', 'ready');
    await placeBetInEmbed(page, '1.00');
    expect((await request.put('/sandbox/sport-embeds/token-ttl', { data: { ttlMs: 15 * 60_000 } })).ok()).toBe(true);
    await page.context().close();
  });

  test('a refused token shows the failure with a retry, once', async ({ browser }) => {
    const page = await newPage(browser);
    let refusals = 0;
    await page.route('**/api/integrations/*/login', async (route) => {
      refusals += 1;
      await route.fulfill({ status: 403, contentType: 'application/json', body: JSON.stringify({ code: 'permission_denied', message: 'No.' }) });
    });
    await signInAt(page, { username: 'player1', password: 'player1-pass' }, pages.dgt);
    const failure = page.getByTestId('sport-embed-failure');
    await expect(failure).toContainText("Votre session de paris n'a pas pu être ouverte");
    await expect(failure.getByRole('link', { name: 'Aller à nos paris sportifs' })).toHaveAttribute('href', '/sport/Home');
    // Reported once: no call is repeated by itself.
    await expect.poll(() => refusals).toBe(1);
    await page.unroute('**/api/integrations/*/login');
    await failure.getByRole('button', { name: 'Réessayer' }).click();
    await expectReady(page);
    expect(refusals).toBe(1);
    await page.context().close();
  });
});

test.describe('messages and failures', () => {
  test('a message from another origin, of the wrong shape or replayed changes nothing and is counted', async ({ browser }) => {
    const page = await newPage(browser);
    await signInAt(page, { username: 'player1', password: 'player1-pass' }, pages.sft);
    await expectReady(page);
    const area = embedArea(page);
    await expect(area).toHaveAttribute('data-rejected-messages', '0');
    // From the site's own window: not the embed's origin.
    await page.evaluate(() => window.postMessage({ type: 'sft.deposit', seq: 1_000_000 }, '*'));
    await expect(area).toHaveAttribute('data-rejected-messages', '1');
    const frame = page.frames().find((candidate) => candidate.url().includes('/sport-embeds/sft/'))!;
    // From the embed's own frame: no sequence, then an old sequence number (a replay).
    await frame.evaluate(() => window.parent.postMessage({ type: 'sft.deposit' }, '*'));
    await expect(area).toHaveAttribute('data-rejected-messages', '2');
    await frame.evaluate(() => window.parent.postMessage({ type: 'sft.deposit', seq: 1 }, '*'));
    await expect(area).toHaveAttribute('data-rejected-messages', '3');
    await frame.evaluate(() => window.parent.postMessage({ type: 'sft.navigate', seq: 999_999, url: 'https://example.test' }, '*'));
    await expect(area).toHaveAttribute('data-rejected-messages', '4');
    await expect(page).toHaveURL(/\/sport\/sft$/);
    await expect(area).toHaveAttribute('data-status', 'ready');
    await page.context().close();
  });

  test('a script embed whose origin is down shows the message, and its retry works', async ({ browser, baseURL }) => {
    const page = await newPage(browser);
    const script = `${embedOrigin(baseURL)}/sport-embeds/alt/**`;
    await page.route(script, (route) => route.abort('connectionrefused'));
    await page.goto(pages.alt);
    const failure = page.getByTestId('sport-embed-failure');
    await expect(failure).toContainText("Le module de notre partenaire n'a pas pu être chargé");
    await expect(embedArea(page)).toHaveAttribute('data-status', 'script');
    await page.unroute(script);
    await failure.getByRole('button', { name: 'Réessayer' }).click();
    await expectReady(page);
    await expect(failure).toHaveCount(0);
    await page.context().close();
  });

  test('a framed embed that never answers times out after its configured delay, on the page clock', async ({ browser, baseURL }) => {
    const page = await newPage(browser);
    await page.clock.install();
    const framed = `${embedOrigin(baseURL)}/sport-embeds/sft/**`;
    await page.route(framed, (route) => route.abort('connectionrefused'));
    await page.goto(pages.sft);
    await expect(embedArea(page)).toHaveAttribute('data-status', 'loading');
    await page.clock.fastForward(16_000);
    await expect(page.getByTestId('sport-embed-failure')).toContainText('ne répond pas');
    await page.unroute(framed);
    await page.getByRole('button', { name: 'Réessayer' }).click();
    await expectReady(page);
    await page.context().close();
  });
});

test.describe('dgt views (§2)', () => {
  test('desktop and mobile views, invalid views and pages, and a resize across 767 px without a reload', async ({ browser }) => {
    const page = await newPage(browser);
    await page.goto('/sport/dgt/bogus/Results');
    await expect(page).toHaveURL(/\/sport\/dgt\/africanView\/Home$/);
    await page.goto('/sport/dgt/europeanView/Live');
    await expect(page).toHaveURL(/\/sport\/dgt\/europeanView\/Home$/);
    await page.goto('/sport/dgt/AsianView/Results');
    await expect(page).toHaveURL(/\/sport\/dgt\/AsianView\/Results$/);
    await expectReady(page);
    await page.evaluate(() => ((window as unknown as { embedMarker: number }).embedMarker = 7));
    await page.setViewportSize({ width: 700, height: 844 });
    await expect(page).toHaveURL(/\/sport\/dgt\/Mobile\/Home$/);
    await expectReady(page);
    // The embed was handed the new view.
    expect(page.frames().some((frame) => frame.url().includes('view=Mobile'))).toBe(true);
    await page.goto('/sport/dgt/Mobile/Live');
    await expect(page).toHaveURL(/\/sport\/dgt\/Mobile\/Live$/);
    await page.evaluate(() => ((window as unknown as { embedMarker: number }).embedMarker = 8));
    await page.goto('/sport/dgt/africanView/Home');
    await expect(page).toHaveURL(/\/sport\/dgt\/Mobile\/Home$/);
    await page.goto('/sport/dgt/ESport/Home');
    await expect(page).toHaveURL(/\/sport\/dgt\/ESport\/Home$/);
    await page.evaluate(() => ((window as unknown as { embedMarker: number }).embedMarker = 9));
    await page.setViewportSize(desktop);
    // ESport is a view of both viewports: it stays.
    await expect(page).toHaveURL(/\/sport\/dgt\/ESport\/Home$/);
    await page.setViewportSize({ width: 766, height: 844 });
    await expect(page).toHaveURL(/\/sport\/dgt\/ESport\/Home$/);
    expect(await page.evaluate(() => (window as unknown as { embedMarker?: number }).embedMarker)).toBe(9);
    await page.context().close();
  });
});

test.describe('language, direction and accessibility', () => {
  test('the embed follows the site language and direction (ar)', async ({ browser }) => {
    const page = await newPage(browser, phone, 'ar');
    await page.goto(pages.sft);
    await expectReady(page);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    const frame = page.frames().find((candidate) => candidate.url().includes('/sport-embeds/sft/'))!;
    expect(await frame.evaluate(() => [document.documentElement.lang, document.documentElement.dir])).toEqual(['ar', 'rtl']);
    // Sized to its content: the frame is as tall as the page inside it, so the phone scrolls once.
    const [frameHeight, contentHeight] = await Promise.all([
      page.locator('[data-testid=sport-embed] iframe').evaluate((element) => element.getBoundingClientRect().height),
      frame.evaluate(() => Math.ceil(document.body.getBoundingClientRect().height)),
    ]);
    expect(Math.abs(frameHeight - contentHeight)).toBeLessThanOrEqual(1);
    await page.context().close();
  });

  // French on a phone and Arabic on a desktop (the team's pair, README "Tests"); English once, at the desktop's width.
  for (const [lang, viewportName, viewport] of [
    [undefined, 'phone', phone],
    ['en-US', 'desktop', desktop],
    ['ar', 'desktop', desktop],
  ] as const) {
    test(`axe: no serious or critical violation on the embed pages, ${lang ?? 'fr-fr'}, ${viewportName}`, async ({ browser }) => {
      // Three pages, each with its frame analysed too.
      test.setTimeout(120_000);
      const page = await newPage(browser, viewport, lang);
      for (const path of Object.values(pages)) {
        await test.step(`${viewportName} ${path}`, async () => {
          await openInApp(page, path);
          await expectReady(page);
          const results = await new AxeBuilder({ page }).analyze();
          const serious = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
          expect(serious.map((violation) => `${viewportName} ${path} ${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
        });
      }
      await page.context().close();
    });
  }
});
