import { readFileSync } from 'node:fs';
import type { Browser, Page, Request } from '@playwright/test';
import { AxeBuilder } from './axe.ts';
import { expect, test } from './fixtures.ts';
import { openInApp, signInWithApi } from './helpers.ts';
import { freshPlayer } from './profile-helpers.ts';

// §8 network faults as a player meets them in a real browser, one context per language and width (the component
// fault matrix, src/features/connection/connection-faults.test.tsx, covers every screen and fault in jsdom): a 500
// with a §8 body on a list says so in the player's language with a retry that works; a wrongly shaped answer is an
// error the screen handles, not a crash; one failure is one message (the casino lobby in French, a sportsbook list in
// Arabic); offline, a banner says so at both widths (each context resizes to the other), a deposit tapped is refused at
// once and never sent later, the amount typed stays; the live prices pause and resume from their place.

const pack = (language: string, area: string) => JSON.parse(readFileSync(new URL(`../../config/languages/${language}/${area}.json`, import.meta.url), 'utf8')) as Record<string, unknown>;
const at = (value: unknown, path: string): string => path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], value) as string;

function texts(language: 'fr-fr' | 'ar') {
  const errors = pack(language, 'errors');
  const common = pack(language, 'common');
  const engine = pack(language, 'engine');
  const sportsbook = pack(language, 'sportsbook');
  return {
    serverBusy: at(errors, 'server_busy'),
    invalidAnswer: at(errors, 'invalid_answer'),
    refusedOffline: at(errors, 'offline'),
    offlineBanner: at(common, 'connection.offline'),
    crashed: at(engine, 'errorScreen.message'),
    livePaused: at(sportsbook, 'live.paused'),
  };
}

const statementList = '**/api/users/transactions/?*';
const userInfo = '**/api/users/user/info/';
const deposits = '/api/backoffice/payments/deposit/';

async function newPlayerPage(browser: Browser, baseURL: string, language: 'fr-fr' | 'ar', width: number): Promise<Page> {
  const phone = width < 768;
  const context = await browser.newContext({ baseURL, viewport: { width, height: phone ? 844 : 860 }, isMobile: phone, hasTouch: phone });
  if (language === 'ar') {
    await context.addInitScript(() => {
      if (!localStorage.getItem('userSettings')) localStorage.setItem('userSettings', JSON.stringify({ version: 1, savedAt: Date.now(), state: { lang: 'ar', isChanged: true } }));
    });
  }
  return context.newPage();
}

/** The player's first key: the answer checks load then (src/api/client.ts), as they would at a first tap. */
async function firstKey(page: Page): Promise<void> {
  await page.keyboard.press('Shift');
}

async function axeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical').map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

for (const { language, width } of [
  { language: 'fr-fr', width: 390 },
  { language: 'ar', width: 1366 },
] as const) {
  test(`${language}, ${width} px: a failing list, a wrong answer, going offline and coming back`, async ({ browser, baseURL, request }) => {
    test.setTimeout(120_000); // six steps in one context, instead of six contexts and sign-ins
    const told = texts(language);
    const account = await freshPlayer(request, { cash: '40.00' });
    const page = await newPlayerPage(browser, baseURL!, language, width);
    await page.goto('/auth/sign-in');
    await signInWithApi(page, account);
    await expect(page).not.toHaveURL(/sign-in/);
    await expect(page.locator('html')).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');

    await test.step('a 500 with a §8 body on the statement list: the cause in the player language, and a retry that loads it', async () => {
      let failing = true;
      let asked = 0;
      await page.route(statementList, (route) => {
        asked += 1;
        return failing ? route.fulfill({ status: 500, json: { code: 'server_busy', message: 'Busy' } }) : route.fallback();
      });
      await page.goto('/profile/statement');
      const alert = page.getByRole('alert').filter({ hasText: told.serverBusy });
      await expect(alert).toBeVisible();
      await expect(page.getByText(told.crashed)).toHaveCount(0);
      const before = asked;
      failing = false;
      await alert.getByRole('button').click();
      await expect(alert).toHaveCount(0);
      expect(asked).toBeGreaterThan(before);
      await page.unroute(statementList);
    });

    await test.step('one failure, one message: the page notice alone says it, in the player language, and its retry loads the page', async () => {
      // The lobby's game lists (calls outside react-query) in French on a phone, a sportsbook list in Arabic on a desktop.
      const { path, failing } = language === 'fr-fr' ? { path: '/slots/casino', failing: '**/api/casino/**' } : { path: '/sportsbook/prematch/1', failing: '**/api/sportsbook/events?*' };
      let fail = true;
      await page.route(failing, (route) => (fail && route.request().method() === 'GET' ? route.fulfill({ status: 500, json: { code: 'server_busy', message: 'Busy' } }) : route.fallback()));
      // Reached by a link inside the app: a page loaded afresh comes with its lists rendered by the site's server
      // (a returning player's too, §2 Speed), so only a navigation in the app asks the browser for them.
      await openInApp(page, path);
      const notice = page.getByTestId('load-failure-notice');
      await expect(notice).toContainText(told.serverBusy);
      // Every alert on the page with words in it: the notice only (the toasts' live region stays empty).
      await expect(page.getByRole('alert').filter({ hasText: /\S/ })).toHaveCount(1);
      await expect(page.getByText('Busy', { exact: true })).toHaveCount(0);
      fail = false;
      await notice.getByRole('button').click();
      await expect(notice).toHaveCount(0);
      await page.unroute(failing);
    });

    await test.step('an answer of the wrong shape on the personal details: invalid_answer said, no crash', async () => {
      await page.route(userInfo, (route) => (route.request().method() === 'GET' ? route.fulfill({ json: { unexpected: 'shape', first_name: 7 } }) : route.fallback()));
      await page.goto('/profile/user-info');
      await firstKey(page);
      await expect(page.getByRole('alert').filter({ hasText: told.invalidAnswer }).first()).toBeVisible();
      await expect(page.getByText(told.crashed)).toHaveCount(0);
      await page.unroute(userInfo);
    });

    await test.step('offline: the banner says so (axe clean); a deposit tapped is refused at once, kept typed, and never sent when back online', async () => {
      const sent: Request[] = [];
      page.on('request', (request) => {
        if (request.method() === 'POST' && new URL(request.url()).pathname === deposits) sent.push(request);
      });
      await page.goto('/deposit/sandbox-card');
      const amount = page.locator('input[name=amount]');
      await amount.fill('37,50');
      await page.context().setOffline(true);
      const banner = page.getByTestId('offline-banner');
      await expect(banner).toContainText(told.offlineBanner);
      expect(await axeViolations(page)).toEqual([]);
      await page.locator('form').filter({ has: amount }).locator('button[type=submit]').click();
      await expect(page.getByText(told.refusedOffline).first()).toBeVisible();
      await expect(amount).toHaveValue('37,50');
      await page.context().setOffline(false);
      await expect(banner).toHaveCount(0);
      // A round trip after the connection's return: anything held would have gone out before it.
      await page.evaluate(() => fetch('/api/accounts/user', { cache: 'no-store' }).then((answer) => answer.status));
      expect(sent).toEqual([]);
      await expect(amount).toHaveValue('37,50');
    });

    await test.step('offline at the other width: the banner shows there too, axe clean', async () => {
      // The four combinations (fr and ar at 390 and 1366 px) without two more contexts: this one resizes.
      const other = width < 768 ? { width: 1366, height: 860 } : { width: 390, height: 844 };
      await page.setViewportSize(other);
      // Loaded at that width while online: the layout's own chunks (the desktop header, the phone's panels) are in.
      await page.goto('/deposit/sandbox-card');
      await expect(page.locator('input[name=amount]')).toBeVisible();
      await page.context().setOffline(true);
      const banner = page.getByTestId('offline-banner');
      await expect(banner).toContainText(told.offlineBanner);
      await expect(banner).toBeInViewport();
      expect(await axeViolations(page)).toEqual([]);
      await page.context().setOffline(false);
      await expect(banner).toHaveCount(0);
      await page.setViewportSize(width < 768 ? { width, height: 844 } : { width, height: 860 });
    });

    await test.step('live prices pause offline and resume when the connection returns, with no attempts meanwhile', async () => {
      const streams: string[] = [];
      page.on('request', (request) => {
        if (request.url().includes('/api/sportsbook/stream')) streams.push(request.url());
      });
      await page.goto('/sportsbook/live');
      await expect.poll(() => streams.length).toBeGreaterThan(0);
      await page.context().setOffline(true);
      await expect(page.getByTestId('live-paused')).toContainText(told.livePaused);
      const opened = streams.length;
      // Resuming from the stream's place (Last-Event-ID, or a snapshot past its buffer) is src/engine/sportsbook/live-connection.test.ts's.
      const resumed = page.waitForRequest((request) => request.url().includes('/api/sportsbook/stream'));
      await page.context().setOffline(false);
      await resumed;
      expect(streams.length).toBe(opened + 1);
      // Live again at the stream's hello, which a loaded sandbox may take seconds to send.
      await expect(page.getByTestId('live-paused')).toHaveCount(0, { timeout: 20_000 });
    });

    await page.context().close();
  });
}
