import { AxeBuilder } from './axe.ts';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import markets from '../../config/markets/index.ts';
import appConfig from '../../config/app.ts';
import { upcomingResets } from '../../src/domain/cashback-resets.ts';
import { advanceServerClock, player, resetServerClock, serverNow, untilNoChunkLoading, untilOwnedByApp } from './helpers.ts';
import { firstDeposit, freshPlayer, signIn } from './profile-helpers.ts';

// §2 cashback button, §4 Cashback countdown and Notification flags, §7 Bonus notification queries: against the real
// sandbox in Chromium, the page's clock controlled by Playwright (never waited for).
const desktop = { width: 1366, height: 800 };
const mobile = { width: 390, height: 844 };

/** The button's visible offset below its resting place, as the page applied it. */
const offsetOf = async (button: Locator) => Number(await button.getAttribute('data-offset'));

/**
 * Waits until React has taken `element` over: a page rendered by the server shows the button before it is hydrated,
 * and a press or a drag on it before then does nothing (on a loaded machine the suite got there first).
 */
async function untilLive(element: Locator) {
  await expect.poll(() => element.evaluate((node) => Object.keys(node).some((key) => key.startsWith('__reactProps')))).toBe(true);
}

async function dragBy(page: Page, handle: Locator, dy: number) {
  const box = (await handle.boundingBox())!;
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  await page.mouse.move(x, y);
  await page.mouse.down();
  for (let step = 1; step <= 5; step += 1) await page.mouse.move(x, y + (dy * step) / 5);
  await page.mouse.up();
}

test.describe('the cashback button', () => {
  test('counts down to 00:11 UTC+1 every 250 ms, takes the next reset when one passes, and shows a guest how to see theirs', async ({ page }) => {
    await page.setViewportSize(desktop);
    // 23:10:50 UTC is 00:10:50 in Tunis: ten seconds before a reset.
    await page.clock.install({ time: new Date('2026-11-25T23:10:00Z') });
    await page.goto('/slots/casino');
    const button = page.getByRole('button', { name: 'Cashback', exact: true });
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    const countdown = page.getByTestId('cashback-countdown');
    // The panel's content is its own chunk: it arrives with the clock running, then the clock stops where the test reads it.
    await expect(countdown).toBeVisible();
    await page.clock.pauseAt(new Date('2026-11-25T23:10:50Z'));
    await expect(countdown).toHaveText('0 j 00:00:10');
    await expect(countdown).toHaveAttribute('datetime', '2026-11-25T23:11:00.000Z');
    // §9: it ticks every 250 ms; 4.25 s on it shows 5.75 s left, rounded up to the second.
    await page.clock.runFor(4_250);
    await expect(countdown).toHaveText('0 j 00:00:06');
    // Past the reset: the next target is 00:11 the next day.
    await page.clock.runFor(7_000);
    await expect(countdown).toHaveAttribute('datetime', '2026-11-26T23:11:00.000Z');
    // 23:11:01.25 now: 23:59:58.75 left, shown as 23:59:59.
    await expect(countdown).toHaveText('0 j 23:59:59');
    await expect(page.getByText('Connectez-vous pour voir votre cashback.')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  test('drags down up to 300 px with the mouse and the arrow keys, without opening, and keeps its place after a reload', async ({ page }) => {
    await page.setViewportSize(desktop);
    await page.goto('/slots/casino');
    const mover = page.getByTestId('cashback-button');
    const button = page.getByRole('button', { name: 'Cashback', exact: true });
    await untilLive(button);
    const restingY = (await button.boundingBox())!.y;
    await dragBy(page, button, 120);
    await expect.poll(() => offsetOf(mover)).toBe(120);
    expect(Math.round((await button.boundingBox())!.y - restingY)).toBe(120);
    // A drag is not a tap.
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await dragBy(page, button, 500);
    await expect.poll(() => offsetOf(mover)).toBe(300);
    await dragBy(page, button, -1000);
    await expect.poll(() => offsetOf(mover)).toBe(0);
    await button.focus();
    for (let press = 0; press < 20; press += 1) await page.keyboard.press('ArrowDown');
    await expect.poll(() => offsetOf(mover)).toBe(300);
    await page.keyboard.press('ArrowUp');
    await expect.poll(() => offsetOf(mover)).toBe(280);
    await page.reload();
    await expect.poll(() => offsetOf(page.getByTestId('cashback-button'))).toBe(280);
    // A tap still opens it.
    await page.getByRole('button', { name: 'Cashback', exact: true }).click();
    await expect(page.getByTestId('cashback-countdown')).toBeVisible();
  });

  test('shows a player the cashback accrued, newest first, and links to the cashback history', async ({ page }) => {
    await page.setViewportSize(desktop);
    // player1's seeded cashback (sandbox/services/bonus.ts): 3.10 accrued a day ago, 3.90 nine days ago.
    await signIn(page, player);
    await page.getByRole('button', { name: 'Cashback', exact: true }).click();
    const accrued = page.getByTestId('cashback-accrued').getByRole('listitem');
    await expect(accrued).toHaveCount(2);
    await expect(accrued.first()).toContainText('3,10');
    await expect(accrued.nth(1)).toContainText('3,90');
    await page.getByRole('link', { name: 'Historique du cashback' }).click();
    await expect(page).toHaveURL(/\/profile\/cashback-history$/);
  });

  test('drags with a finger on a phone', async ({ browser }) => {
    const context = await browser.newContext({ viewport: mobile, hasTouch: true, isMobile: true, locale: 'fr-FR' });
    const page = await context.newPage();
    await page.goto('/slots/casino');
    const button = page.getByRole('button', { name: 'Cashback', exact: true });
    const box = (await button.boundingBox())!;
    const x = box.x + box.width / 2;
    const y = box.y + box.height / 2;
    const touch = { pointerType: 'touch', pointerId: 7, isPrimary: true, button: 0, clientX: x };
    await button.dispatchEvent('pointerdown', { ...touch, clientY: y });
    for (const dy of [20, 60, 90]) await button.dispatchEvent('pointermove', { ...touch, clientY: y + dy });
    await button.dispatchEvent('pointerup', { ...touch, clientY: y + 90 });
    await expect.poll(() => offsetOf(page.getByTestId('cashback-button'))).toBe(90);
    await context.close();
  });
});

test.describe('player notifications', () => {
  test('the first-deposit bonus card, dismissed once, does not come back after a reload', async ({ page, request }) => {
    await page.setViewportSize(desktop);
    const credentials = await freshPlayer(request, { verified: true });
    await firstDeposit(request, credentials, '40');
    const queries: string[] = [];
    page.on('request', (sent) => {
      const url = new URL(sent.url());
      if (url.pathname.startsWith('/api/bonus-system/')) queries.push(`${url.pathname}?${url.searchParams.get('type') ?? ''}&${url.searchParams.get('page_size')}`);
    });
    await signIn(page, credentials);
    // §4: the card waits in the header's inbox, counted as unread, instead of pushing the page down.
    const bell = page.getByRole('banner').getByRole('button', { name: 'Notifications, 1 non lues' });
    await expect(bell).toBeVisible();
    await expect(page.getByRole('main').getByTestId('notification-firstDeposit')).toHaveCount(0);
    await bell.click();
    const card = page.getByTestId('notification-firstDeposit');
    await expect(card).toContainText('Bonus de premier dépôt');
    await expect(card).toContainText('20,00');
    // §7: first deposit page_size 1; cashback and personal jackpot page_size 2.
    expect(queries).toEqual(expect.arrayContaining(['/api/bonus-system/bonusbalance/history?FirstDeposit&1', '/api/bonus-system/cashback/history?&2', '/api/bonus-system/bonusbalance/history?PersonalJackpot&2']));
    await card.getByRole('button', { name: /^Masquer : Bonus de premier dépôt, 20,00/ }).click();
    await expect(card).toHaveCount(0);
    await page.reload();
    await expect(page.getByTestId('balance-label').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    await page.getByRole('banner').getByRole('button', { name: 'Notifications' }).click();
    await expect(page.getByTestId('notifications')).toContainText('Aucune notification');
    await expect(page.getByTestId('notification-firstDeposit')).toHaveCount(0);
  });

  test('the install-the-app card when the browser offers installation, resting 30 minutes once answered', async ({ page }) => {
    await page.setViewportSize(mobile);
    await page.clock.install();
    await page.goto('/slots/casino');
    await expect(page.getByRole('button', { name: 'Cashback', exact: true })).toBeVisible();
    const offer = () => page.evaluate(() => {
      const event = new Event('beforeinstallprompt', { cancelable: true }) as Event & { prompt: () => Promise<void> };
      event.prompt = () => Promise.resolve();
      window.dispatchEvent(event);
    });
    await offer();
    // On a phone the inbox is the account panel's top; the account button counts what is unread.
    await expect(page.getByTestId('notifications-unread')).toHaveText('1');
    await page.getByRole('banner').getByRole('button', { name: 'Ouvrir le panneau du compte' }).click();
    const card = page.getByTestId('notification-pwa');
    await expect(card).toContainText('Installez l’application');
    await card.getByRole('button', { name: 'Plus tard' }).click();
    await expect(card).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('button', { name: 'Cashback', exact: true })).toBeVisible();
    await offer();
    await expect(page.getByTestId('notifications-unread')).toHaveCount(0);
    // §9: the pwa flag expires after 30 minutes.
    await untilNoChunkLoading(page);
    await page.clock.fastForward('31:00');
    await page.reload();
    await expect(page.getByRole('button', { name: 'Cashback', exact: true })).toBeVisible();
    await offer();
    await expect(page.getByTestId('notifications-unread')).toHaveText('1');
    await page.getByRole('banner').getByRole('button', { name: 'Ouvrir le panneau du compte' }).click();
    await expect(page.getByTestId('notification-pwa')).toBeVisible();
  });
});

test.describe('accessibility of the header with the cashback button open (axe-core)', () => {
  for (const language of [
    { name: 'fr', code: 'fr-fr', label: 'Cashback', viewport: mobile },
    { name: 'ar', code: 'ar', label: 'استرداد نقدي', viewport: desktop },
  ]) {
    // One test per language at its width of the team's pair (README "Tests"): French on a phone, Arabic on a desktop.
    test(`${language.name}, ${language.viewport.width} px`, async ({ browser }) => {
      test.setTimeout(90_000);
      const context = await browser.newContext({ viewport: language.viewport, locale: 'fr-FR' });
      await context.addInitScript((lang) => {
        if (!localStorage.getItem('userSettings')) localStorage.setItem('userSettings', JSON.stringify({ version: 1, savedAt: Date.now(), state: { lang, isChanged: true } }));
      }, language.code);
      const page = await context.newPage();
      for (const viewport of [language.viewport]) {
        await test.step(`${viewport.width} px`, async () => {
          await page.goto('/slots/casino');
          if (language.name === 'ar') await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
          await untilLive(page.getByRole('button', { name: language.label }));
          await page.getByRole('button', { name: language.label }).click();
          await expect(page.getByTestId('cashback-countdown')).toBeVisible();
          const results = await new AxeBuilder({ page }).include('header').analyze();
          expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
          // The open panel stays inside the window, on a phone left to right and on a desktop right to left.
          const panel = (await page.getByRole('group', { name: language.label }).boundingBox())!;
          expect(panel.x).toBeGreaterThanOrEqual(0);
          expect(panel.x + panel.width).toBeLessThanOrEqual(viewport.width);
        });
      }
      await context.close();
    });
  }
});

test.describe('cashback accrued at the reset @server-clock', () => {
  test.afterEach(async ({ request }) => resetServerClock(request));

  test('a sport stake lost before 00:11 comes back as a 10 % cashback card and in the button once the sandbox clock passes the reset', async ({ page, request }) => {
    await page.setViewportSize(desktop);
    const credentials = await freshPlayer(request, { cash: '100' });
    const { access } = (await (await request.post('/api/accounts/login/', { data: credentials })).json()) as { access: string };
    const feed = (await (await request.get('/api/sportsbook/events?section=prematch&markets=match-result,match-winner&limit=30')).json()) as {
      items: { id: number; markets: { id: number; status: string; outcomes: { id: number; status: string; price: string }[] }[] }[];
    };
    const pick = feed.items
      .map((event) => ({ event, market: event.markets.find((market) => market.status === 'open' && market.outcomes.every((outcome) => outcome.status === 'open')) }))
      .find((candidate) => candidate.market)!;
    const outcome = pick.market!.outcomes[0];
    const placed = await request.post('/sport-integration/ticket/placement', {
      headers: { Authorization: `Bearer ${access}`, 'Idempotency-Key': crypto.randomUUID() },
      data: { type: 'single', stake: '10.00', selections: [{ event_id: String(pick.event.id), market_id: String(pick.market!.id), outcome_id: String(outcome.id), odd: outcome.price }], odds_policy: 'accept-any' },
    });
    expect(placed.ok(), await placed.text()).toBe(true);

    // The sandbox clock a minute past the market's next reset: the 10.00 staked since the previous one is a net loss.
    const market = markets.find((item) => item.id === appConfig.market)!;
    const now = await serverNow(request);
    const reset = upcomingResets(now, market.cashbackReset, market.timezone)[0];
    await advanceServerClock(request, reset - now + 60_000);

    await signIn(page, credentials);
    await page.getByRole('banner').getByRole('button', { name: 'Notifications, 1 non lues' }).click();
    const card = page.getByTestId('notification-cashback');
    await expect(card).toHaveCount(1);
    await expect(card).toContainText('1,00');
    await page.getByRole('button', { name: 'Cashback', exact: true }).click();
    await expect(page.getByTestId('cashback-accrued').getByRole('listitem')).toHaveCount(1);
    await expect(page.getByTestId('cashback-accrued')).toContainText('1,00');
    // Credited once to the bonus balance, however often the history is read.
    await page.reload();
    // A returning player's page comes rendered by the server: the bell is clicked once React owns it.
    const inbox = page.getByRole('banner').getByRole('button', { name: 'Notifications' });
    await untilOwnedByApp(inbox);
    await inbox.click();
    await expect(page.getByTestId('notification-cashback')).toHaveCount(1);
    const user = (await (await request.get('/api/accounts/user', { headers: { Authorization: `Bearer ${((await (await request.post('/api/accounts/login/', { data: credentials })).json()) as { access: string }).access}` } })).json()) as { bonusBalance: string };
    expect(user.bonusBalance).toBe('1.00');
  });
});
