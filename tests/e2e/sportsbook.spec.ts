import { AxeBuilder } from './axe.ts';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { openInApp, pageSetToLanguage } from './helpers.ts';

// §2 Sportsbook, the sportsbook's browsing side against the sandbox's feed: real events, prices pushed over the stream,
// navigation sport -> league -> event, the footer hidden on the event page (§2), and every sportsbook route in French
// at 390 px and in Arabic at 1280 px (each width and direction once, the team's pair: README "Tests") without a serious
// axe violation.

const mobile = { width: 390, height: 844 };
const desktop = { width: 1280, height: 900 };

interface FeedEvent {
  id: number;
  status: string;
  league: { slug: string; name: string };
  home: { name: string };
}

async function firstEvent(request: APIRequestContext, section: 'live' | 'prematch', sport = 1): Promise<FeedEvent> {
  const response = await request.get(`/api/sportsbook/events?section=${section}&sport=${sport}&limit=1`);
  expect(response.ok()).toBe(true);
  const page = (await response.json()) as { items: FeedEvent[] };
  expect(page.items.length).toBeGreaterThan(0);
  return page.items[0];
}

test('the landing page shows real live events with prices, and a price changes while it is open', async ({ page, request }) => {
  // The sandbox builds its feed on the first sportsbook call of a fresh database (a few seconds on these machines).
  const live = await firstEvent(request, 'live', 0);
  expect(live.status).toBe('live');
  await page.setViewportSize(mobile);
  await page.goto('/sport/Home');
  await expect(page.getByTestId('event-row').first()).toBeVisible();
  await expect(page.getByRole('article', { name: new RegExp(live.home.name) }).first()).toBeVisible();
  // Prices are decimal odds written the French way.
  const prices = page.locator('[data-testid="event-row"] button[data-outcome] .price');
  await expect(prices.first()).toHaveText(/^\d+,\d{2}$/);

  const before = await prices.allTextContents();
  // The feed moves on its own every 250 ms; each step here makes it move now instead of waiting.
  await expect
    .poll(
      async () => {
        await request.post('/sandbox/sportsbook/step', { data: {} });
        const flashed = await page.locator('[data-testid="event-row"] button[data-move]').count();
        const after = await page.locator('[data-testid="event-row"] button[data-outcome] .price').allTextContents();
        return flashed > 0 || after.some((text, index) => text !== before[index]);
      },
      { timeout: 20_000, intervals: [250] },
    )
    .toBe(true);
  // Nothing overflows a 390 px screen: the sports bar scrolls inside itself.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

test('/sport/Overview: scrolling the virtualised list to its end shows the last live event with its prices, on a small page', async ({ page, request }) => {
  const response = await request.get('/api/sportsbook/events?section=live&limit=200');
  expect(response.ok()).toBe(true);
  const live = ((await response.json()) as { items: FeedEvent[] }).items;
  // Enough events for the list to be virtualised (30 items and more).
  expect(live.length).toBeGreaterThan(30);
  await page.setViewportSize(desktop);
  await page.goto('/sport/Overview');
  await expect(page.locator('[data-virtual="true"] [data-testid="event-row"]').first()).toBeVisible();
  const last = page.locator(`[data-testid="event-row"][data-event="${live.at(-1)!.id}"]`);
  await expect(last).toHaveCount(0);
  // Rows that scroll into view are rendered after the scroll event (deferred, §2 Sportsbook Speed): they still come.
  await expect
    .poll(
      async () => {
        await page.mouse.wheel(0, 2000);
        return last.count();
      },
      { timeout: 20_000, intervals: [100] },
    )
    .toBe(1);
  await expect(last.locator('button[data-outcome] .price').first()).toHaveText(/\d/);
  expect(await page.evaluate(() => document.getElementsByTagName('*').length)).toBeLessThan(2500);
});
test('navigation: sport -> league -> event; the event page hides the footer and shows every market group', async ({ page, request }) => {
  const event = await firstEvent(request, 'prematch', 1);
  await page.setViewportSize(desktop);
  await page.goto('/sportsbook/all-sports');
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await page.getByTestId('all-sports-entry').first().getByRole('link').click();
  await expect(page).toHaveURL(/\/sportsbook\/prematch\/1$/);
  await expect(page.getByTestId('event-row').first()).toBeVisible();

  await page.goto('/sportsbook/tourneys/1');
  await page.getByRole('link', { name: new RegExp(event.league.name) }).first().click();
  await expect(page).toHaveURL(new RegExp(`/sportsbook/tourneys/1\\?league=${event.league.slug}$`));
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(event.league.name) })).toBeVisible();
  await page.getByTestId('event-row').first().getByRole('link').first().click();
  await expect(page).toHaveURL(/\/sportsbook\/event\/line\/\d+$/);
  await expect(page.getByTestId('scoreboard')).toBeVisible();
  await expect(page.getByRole('tab').first()).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByTestId('market').first()).toBeVisible();
  // §2: the sport-match page hides the footer.
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
});

test('at 390 px a live event is two taps from the landing page', async ({ page }) => {
  await page.setViewportSize(mobile);
  await page.goto('/sport/Home');
  await page.getByRole('link', { name: /tous les matchs en direct/i }).click();
  await expect(page).toHaveURL(/\/sport\/Live$/);
  await page.getByTestId('event-row').first().getByRole('link').first().click();
  await expect(page).toHaveURL(/\/sportsbook\/event\/live\/\d+$/);
  await expect(page.getByText('DIRECT').first()).toBeVisible();
});

for (const { language, viewport, tomorrow, league } of [
  { language: 'fr-fr', viewport: desktop, tomorrow: 'Demain', league: 'Compétition' },
  { language: 'ar', viewport: mobile, tomorrow: 'غدًا', league: 'المسابقة' },
]) {
  test(`${language} at ${viewport.width} px: a prematch list filtered by tomorrow, then by one league, in the address; the sports chips scroll by arrows on a desktop (§2 Sportsbook)`, async ({ browser, request }) => {
    const page = await pageSetToLanguage(browser, language, viewport);
    await page.goto('/sportsbook/prematch/1');
    await expect(page.getByTestId('event-row').first()).toBeVisible();
    if (viewport === desktop) {
      const previous = page.getByTestId('sports-chips-previous');
      await expect(previous).toBeDisabled();
      await page.getByTestId('sports-chips-next').click();
      await expect(previous).toBeEnabled();
    } else {
      await expect(page.getByTestId('sports-chips-next')).toHaveCount(0);
    }
    await page.getByRole('button', { name: tomorrow, exact: true }).click();
    await expect(page).toHaveURL(/\?when=tomorrow$/);
    await expect(page.getByRole('button', { name: tomorrow, exact: true })).toHaveAttribute('aria-pressed', 'true');
    // Every match shown starts tomorrow in the market's days (UTC+1, §9), as the feed itself says.
    const tunisDay = (iso: string, plusDays = 0) => new Date(Date.parse(iso) + 3600_000 + plusDays * 86_400_000).toISOString().slice(0, 10);
    const expected = tunisDay(new Date().toISOString(), 1);
    await expect(async () => {
      const starts = await page.locator('[data-testid="event-row"] time').evaluateAll((times) => times.map((time) => time.getAttribute('datetime')!));
      expect(starts.length).toBeGreaterThan(0);
      expect(new Set(starts.map((start) => tunisDay(start)))).toEqual(new Set([expected]));
    }).toPass();
    const leagues = (await (await request.get('/api/sportsbook/leagues?sport=1&section=prematch')).json()) as { items: Array<{ id: number; slug: string; name: string }> };
    const chosen = leagues.items[0];
    await page.getByRole('combobox', { name: league }).selectOption(chosen.slug);
    await expect(page).toHaveURL(new RegExp(`when=tomorrow&league=${chosen.slug}$`));
    const rows = page.getByTestId('event-row');
    await expect(page.locator('[data-testid="market-headings"]')).toHaveCount(1);
    // Filtered: either that league's matches of tomorrow, or the localized "nothing fits" line.
    await expect(rows.first().or(page.getByText(/Aucun match ne correspond|لا توجد مباراة تطابق/))).toBeVisible();
    await page.reload();
    await expect(page.getByRole('combobox', { name: league })).toHaveValue(chosen.slug);
    await page.context().close();
  });
}

test('a guest who picks a price keeps it and is asked to sign in to place bets (§6)', async ({ page }) => {
  await page.setViewportSize(desktop);
  await page.goto('/sport/Live');
  const button = page.locator('[data-testid="event-row"] button[data-status="open"]').first();
  await button.click();
  await expect(page.getByText('Veuillez vous connecter pour placer des paris. Votre sélection est conservée.')).toBeVisible();
  await expect(button).toHaveAttribute('aria-pressed', 'true');
  await page.reload();
  await expect(page.locator('[data-testid="event-row"] button[aria-pressed="true"]')).toHaveCount(1);
});

test('unknown sport ids, sections, leagues and events get a localized page with links onward', async ({ page }) => {
  for (const path of ['/sportsbook/prematch/999', '/sportsbook/bogus/1', '/sportsbook/tourneys/1?league=no-such-league', '/sportsbook/event/line/1', '/sportsbook/event/live/abc']) {
    await page.goto(path);
    await expect(page.getByTestId('sportsbook-message'), path).toBeVisible();
    await expect(page.getByRole('link', { name: 'Accueil sport' })).toBeVisible();
  }
});

// Every route in French on a phone and in Arabic on a desktop: one browser context per language visits the routes in
// turn (the pack and the shell load once), split over two tests so each stays within its budget on a loaded machine.
const languages = [
  { lang: 'fr-fr', width: 'mobile', viewport: mobile },
  { lang: 'ar', width: 'desktop', viewport: desktop },
] as const;
const routeGroups = 2;

async function sportsbookPaths(request: APIRequestContext): Promise<string[]> {
  const live = await firstEvent(request, 'live', 0);
  const prematch = await firstEvent(request, 'prematch', 1);
  return [
    '/sport/Home',
    '/sport/Live',
    '/sport/Overview',
    '/sport/Sport',
    '/sport/Results',
    '/sportsbook/prematch/1',
    '/sportsbook/live/1',
    '/sportsbook/top-tourneys/0',
    '/sportsbook/tourneys/1',
    `/sportsbook/tourneys/1?league=${prematch.league.slug}`,
    '/sportsbook/tourneys/live/1',
    '/sportsbook/all-sports',
    `/sportsbook/event/line/${prematch.id}`,
    `/sportsbook/event/live/${live.id}`,
    '/sportsbook/prematch/999',
  ];
}

/**
 * The page's outline, whatever axe's impact (moderate): a screen-reader user jumps by headings and regions, so the
 * headings go down without gaps from one h1 and no two regions bear one name.
 */
const outlineRules = new Set(['heading-order', 'landmark-unique', 'page-has-heading-one', 'landmark-no-duplicate-main']);

/** Opens `path` and returns what a player or a screen reader would trip on: serious axe violations, a broken outline, overflow. */
async function problemsOf(page: Page, path: string, language: (typeof languages)[number]): Promise<string[]> {
  await openInApp(page, path);
  return problemsAtWidth(page, `${language.width} ${path}`, language.lang);
}

async function problemsAtWidth(page: Page, path: string, language: string): Promise<string[]> {
  const problems: string[] = [];
  await expect(page.locator('html')).toHaveAttribute('lang', language);
  if (language === 'ar') await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('main h1, [data-testid="sportsbook-message"] h1').first()).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText(/Chargement|Loading|جارٍ التحميل/)).toHaveCount(0, { timeout: 15_000 });
  const results = await new AxeBuilder({ page }).analyze();
  for (const violation of results.violations) {
    if (violation.impact === 'serious' || violation.impact === 'critical' || outlineRules.has(violation.id)) problems.push(`${path} ${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
  }
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  if (overflow > 0) problems.push(`${path} overflows by ${overflow} px`);
  return problems;
}

for (const language of languages) {
  test.describe(`accessibility of the sportsbook pages (axe-core): ${language.lang}, ${language.viewport.width} px`, () => {
    test.describe.configure({ mode: 'serial' });
    let page: Page;
    let paths: string[];

    test.beforeAll(async ({ browser }) => {
      page = await pageSetToLanguage(browser, language.lang, language.viewport);
      paths = await sportsbookPaths(page.request);
    });

    test.afterAll(async () => {
      await page?.context().close();
    });

    for (let group = 0; group < routeGroups; group += 1) {
      test(`sportsbook routes ${group + 1}/${routeGroups}: ${language.lang}, ${language.viewport.width} px`, async () => {
        // Eight or nine pages with axe on each, lists of up to 50 rows: about 40 s on an idle machine, twice that on a
        // loaded one.
        test.setTimeout(180_000);
        const problems: string[] = [];
        for (const path of paths.filter((_, index) => index % routeGroups === group)) {
          await test.step(path, async () => {
            problems.push(...(await problemsOf(page, path, language)));
          });
        }
        expect(problems).toEqual([]);
      });
    }
  });
}
