import type { APIRequestContext, Browser, ConsoleMessage, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { apiSession, storeSession } from './helpers.ts';
import { freshPlayer } from './profile-helpers.ts';

// §1 Languages, §2 Player journey: the site's server answers each page in the language it negotiated (the stored
// choice's cookie, then the browser's languages, then the market's default), with <html lang dir> and the page's
// title in that language before any script; the browser then starts in that same language without switching, with no
// error in the console; an unknown address answers 404 and shows the localized not-found page.

const viewports = { phone: { width: 390, height: 844 }, desktop: { width: 1366, height: 900 } };
const languages = [
  { code: 'fr-fr', locale: 'fr-FR', dir: 'ltr', casinoTitle: 'Casino', notFound: 'Page introuvable', backHome: "Retour à l'accueil" },
  { code: 'ar', locale: 'ar-TN', dir: 'rtl', casinoTitle: 'الكازينو', notFound: 'الصفحة غير موجودة', backHome: 'العودة إلى الصفحة الرئيسية' },
] as const;
const routes = ['/sport/Home', '/slots/casino', '/help', '/responsible-gambling'];

async function freshPage(browser: Browser, baseURL: string, locale: string, viewport: { width: number; height: number }) {
  const context = await browser.newContext({ baseURL, viewport, locale });
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  // What the document element says at each change, from the first parse on: the language must never switch.
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { langSeen: string[] }).langSeen = seen;
    const record = () => seen.push(`${document.documentElement.lang}/${document.documentElement.dir}`);
    new MutationObserver(record).observe(document, { attributes: true, subtree: true, attributeFilter: ['lang', 'dir'] });
    document.addEventListener('readystatechange', record, { once: true });
  });
  return { context, page, problems };
}

// The team's pair (README "Tests"): French on a phone and Arabic on a desktop, so each language and each width is met once.
const pairs = [
  { language: languages[0], width: 'phone' },
  { language: languages[1], width: 'desktop' },
] as const;

for (const { language, width } of pairs) {
  const viewport = viewports[width];
  test(`${language.code} ${width}: the first HTML is in the browser's language, and the app starts in it without an error`, async ({ browser, baseURL }) => {
    const { context, page, problems } = await freshPage(browser, baseURL!, language.locale, viewport);
    for (const route of routes) {
      const response = await page.goto(route);
      expect(response!.status(), route).toBe(200);
      const html = await response!.text();
      expect(html, route).toContain(`<html lang="${language.code}" dir="${language.dir}">`);
      await expect(page.getByRole('main'), route).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', language.code);
      await expect(page.locator('html')).toHaveAttribute('dir', language.dir);
      const seen = await page.evaluate(() => (window as unknown as { langSeen: string[] }).langSeen);
      expect(seen.filter((entry) => entry !== `${language.code}/${language.dir}`), `${route}: the language switched`).toEqual([]);
    }
    // The page's worker that loads ICU's data off the main thread (src/engine/intl-warmup.ts) starts, allowed by the
    // page's policy (a refused worker is an error in the console).
    const warmup = page.waitForEvent('worker', (worker) => worker.url().endsWith('/intl-warmup.js'));
    const casino = await page.goto('/slots/casino');
    await warmup;
    expect(await casino!.text()).toContain(`<title>${language.casinoTitle} – `);
    expect(problems).toEqual([]);
    await context.close();
  });
}

test("a returning player's stored choice wins over the browser's language, first HTML included", async ({ browser, baseURL }) => {
  const { context, page, problems } = await freshPage(browser, baseURL!, 'fr-FR', viewports.phone);
  // The cookie the site wrote when the player chose Arabic on an earlier visit (set before any page of this visit: a
  // page of this visit would store its own language in the browser, and the two would disagree as they never do).
  await context.addCookies([{ name: 'lang', value: 'ar', url: baseURL! }]);
  const response = await page.goto('/help');
  expect(await response!.text()).toContain('<html lang="ar" dir="rtl">');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  expect(problems).toEqual([]);
  await context.close();
});

test('an unknown address answers 404 with the not-found page in the negotiated language', async ({ browser, baseURL }) => {
  for (const language of languages) {
    const { context, page } = await freshPage(browser, baseURL!, language.locale, viewports.desktop);
    const response = await page.goto('/no/such/page');
    expect(response!.status()).toBe(404);
    expect(await response!.text()).toContain(`<title>${language.notFound} – `);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: language.backHome })).toBeVisible();
    await context.close();
  }
});

test('robots.txt and sitemap.xml are served on the public address', async ({ request, baseURL }) => {
  const robots = await request.get('/robots.txt');
  expect(await robots.text()).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
  const sitemap = await request.get('/sitemap.xml');
  expect(await sitemap.text()).toContain(`<loc>${baseURL}/sport/Home</loc>`);
});

// §2 Speed: the public pages arrive rendered by the site's server and React hydrates them: the page's text is in the
// first HTML, hydration raises no error in the console and moves nothing on screen, French on a phone
// (a phone's browser, which the server recognises) and Arabic on a desktop. One browser context per pair.
const renderedRoutes = [
  '/help',
  '/faq',
  '/terms-and-conditions',
  '/responsible-gambling',
  '/sport/Home',
  '/sport/Live',
  '/sport/Overview',
  '/slots/casino',
  '/slots/all',
  '/slots/live-casino',
  '/sportsbook/prematch/1',
  '/sportsbook/tourneys/1',
  '/promotions',
  '/promotions/welcome-offer-1',
];

/**
 * An event of a section as the API lists it: its page is one of the rendered routes. A prematch event starting within
 * the test's time would turn live on screen (its header grows a score: a layout shift that is no hydration's), so the
 * first one starting at least 10 minutes from now.
 */
async function firstEvent(request: APIRequestContext, section: 'live' | 'prematch') {
  const answer = await request.get(`/api/sportsbook/events?section=${section}&limit=50`);
  const events = ((await answer.json()) as { items: { id: number; startAt: string; home: { name: string }; away: { name: string } }[] }).items;
  const event = section === 'live' ? events[0] : events.find((candidate) => Date.parse(candidate.startAt) > Date.now() + 10 * 60_000);
  expect(event, `a ${section} event`).toBeDefined();
  return event!;
}
const phoneBrowser = {
  viewport: viewports.phone,
  userAgent: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Mobile Safari/537.36',
  isMobile: true,
  hasTouch: true,
};
const desktopBrowser = { viewport: viewports.desktop };

/** Records layout shifts from the first parse on (the buffered entries include those before the script ran). */
function recordLayoutShifts() {
  const shifts = { value: 0 };
  (window as unknown as { layoutShift: typeof shifts }).layoutShift = shifts;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) if (!entry.hadRecentInput) shifts.value += entry.value;
  }).observe({ type: 'layout-shift', buffered: true });
  // The browser's layout-shift entries miss a restyle (rows the server sent without their rules, styled by the app at
  // hydration, jumped 42 px and counted nothing): the first price buttons' places as the server's page drew them are kept.
  document.addEventListener('DOMContentLoaded', () => {
    const drawn = [...document.querySelectorAll('main button[data-outcome]')].slice(0, 8).map((button) => {
      const rect = button.getBoundingClientRect();
      return { button, x: rect.x + scrollX, y: rect.y + scrollY, width: rect.width, height: rect.height };
    });
    (window as unknown as { serverDrawnPrices: typeof drawn }).serverDrawnPrices = drawn;
  });
}

/** The price buttons of the server's page that React kept but drew elsewhere or at another size (more than 2 px). */
function pricesMovedSinceServer(): string[] {
  const drawn = (window as unknown as { serverDrawnPrices?: { button: Element; x: number; y: number; width: number; height: number }[] }).serverDrawnPrices ?? [];
  return drawn.flatMap(({ button, ...before }) => {
    if (!button.isConnected) return [];
    const rect = button.getBoundingClientRect();
    const after = { x: rect.x + scrollX, y: rect.y + scrollY, width: rect.width, height: rect.height };
    const moved = (Object.keys(before) as (keyof typeof before)[]).some((key) => Math.abs(after[key] - before[key]) > 2);
    return moved ? [`${button.getAttribute('data-outcome')}: ${JSON.stringify(before)} -> ${JSON.stringify(after)}`] : [];
  });
}

/** True once React has taken over the server's markup (hydrateRoot marks its container). */
const hydrated = () => Object.keys(document.getElementById('root') ?? {}).some((key) => key.startsWith('__reactContainer'));

for (const { language, width } of pairs) {
  const options = { phone: phoneBrowser, desktop: desktopBrowser }[width];
  test(`${language.code} ${width}: each public page comes rendered, then hydrates without an error or a layout shift`, async ({ browser, baseURL, request }) => {
    test.setTimeout(120_000);
    // The sandbox builds its feed on the first sportsbook call of a fresh database: before the first page asks.
    await request.get('/api/sportsbook/sports');
    const upcoming = await firstEvent(request, 'prematch');
    const live = await firstEvent(request, 'live');
    const eventRoutes = [`/sportsbook/event/line/${upcoming.id}`, `/sportsbook/event/live/${live.id}`];
    const context = await browser.newContext({ ...options, baseURL, locale: language.locale });
    const page = await context.newPage();
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));
    await page.addInitScript(recordLayoutShifts);
    for (const route of [...renderedRoutes, ...eventRoutes]) {
      await test.step(route, async () => {
        problems.length = 0;
        const response = await page.goto(route);
        expect(response!.status()).toBe(200);
        const html = await response!.text();
        const root = html.slice(html.indexOf('<div id="root">'));
        // The page's frame and its main region are in the HTML itself, before any script.
        expect(root, route).toContain('<main');
        expect(html, route).toContain('id="server-render"');
        await page.waitForFunction(hydrated);
        // The page's heading as the hydrated page shows it was already in the server's HTML.
        const heading = page.getByRole('main').getByRole('heading').first();
        await expect(heading).toBeVisible();
        const headingText = (await heading.textContent())!.trim();
        expect(root.replace(/&#x27;/g, "'").replace(/&amp;/g, '&'), route).toContain(headingText);
        // Two frames after hydration: whatever hydration changed has been laid out.
        await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
        const shift = await page.evaluate(() => (window as unknown as { layoutShift: { value: number } }).layoutShift.value);
        expect(shift, `${route}: layout shift`).toBeLessThanOrEqual(0.01);
        expect(await page.evaluate(pricesMovedSinceServer), `${route}: prices moved by the hydration`).toEqual([]);
        expect(problems, route).toEqual([]);
      });
    }
    await test.step('an event page tells search engines its match, under the answer’s nonce', async () => {
      const response = await page.goto(eventRoutes[0]);
      const html = await response!.text();
      const nonce = /'nonce-([^']+)'/.exec(response!.headers()['content-security-policy'])![1];
      const [, attributes, json] = /<script([^>]*type="application\/ld\+json"[^>]*)>([^<]*)<\/script>/.exec(html)!;
      expect(attributes).toContain(`nonce="${nonce}"`);
      expect(JSON.parse(json)).toMatchObject({ '@type': 'SportsEvent', homeTeam: { name: upcoming.home.name }, awayTeam: { name: upcoming.away.name } });
    });
    await test.step('an unknown event answers 404 with the not-found message in the page’s language, and hydrates as it is', async () => {
      problems.length = 0;
      const response = await page.goto('/sportsbook/event/line/999999999');
      expect(response!.status()).toBe(404);
      expect(await response!.text()).toContain(`<title>${language.notFound} – `);
      await page.waitForFunction(hydrated);
      await expect(page.getByTestId('sportsbook-message')).toBeVisible();
      // No hydration error: the browser renders the server's answer (the feed's 404), not a loading state.
      expect(problems.filter((problem) => !/status of 404/.test(problem))).toEqual([]);
    });
    await test.step('an unknown address answers 404 with the not-found page already in the HTML, and hydrates as it is', async () => {
      problems.length = 0;
      const response = await page.goto('/no-such-page/at-all');
      expect(response!.status()).toBe(404);
      const html = await response!.text();
      expect(html).toContain(`<title>${language.notFound} – `);
      expect(html).toContain('id="server-render"');
      await page.waitForFunction(hydrated);
      await expect(page.getByRole('main').getByRole('heading', { name: language.notFound })).toBeVisible();
      const shift = await page.evaluate(() => (window as unknown as { layoutShift: { value: number } }).layoutShift.value);
      expect(shift, 'not-found page: layout shift').toBeLessThanOrEqual(0.01);
      expect(problems.filter((problem) => !/status of 404/.test(problem))).toEqual([]);
    });
    await context.close();
  });
}

/**
 * The prices under `container` change (or flash a move) once the page has hydrated: the live stream reaches them.
 * An event page shows a few of its markets, and at the feed's usual 40 changes a second one of them may stay still
 * for the whole wait, so the feed is made busy (every change in play) while this waits, and put back after.
 */
let usualFeed: { priceChangesPerSecond: number; liveTradingShare: number } | undefined;
// A test that times out never reaches its `finally`: the worker's sandbox gets its usual feed back all the same.
test.afterEach(async ({ request }) => {
  if (usualFeed) await request.put('/sandbox/sportsbook/settings', { data: usualFeed });
});

async function expectPricesToMove(page: Page, request: APIRequestContext, container: string) {
  const prices = page.locator(`${container} button[data-outcome] .price`);
  const before = await prices.allTextContents();
  usualFeed ??= (await (await request.put('/sandbox/sportsbook/settings', { data: {} })).json()) as { priceChangesPerSecond: number; liveTradingShare: number };
  const usual = usualFeed;
  await request.put('/sandbox/sportsbook/settings', { data: { priceChangesPerSecond: 1000, liveTradingShare: 1 } });
  try {
    await expect
      .poll(
        async () => {
          // The feed moves on its own every 250 ms; each step makes it move now instead of waiting.
          await request.post('/sandbox/sportsbook/step', { data: {} });
          const flashed = await page.locator(`${container} button[data-move]`).count();
          const after = await prices.allTextContents();
          return flashed > 0 || after.some((text, index) => text !== before[index]);
        },
        { timeout: 20_000, intervals: [250] },
      )
      .toBe(true);
  } finally {
    await request.put('/sandbox/sportsbook/settings', { data: { priceChangesPerSecond: usual.priceChangesPerSecond, liveTradingShare: usual.liveTradingShare } });
  }
}

test('the event rows and their prices are in the first HTML, and the prices move once the page has hydrated', async ({ browser, baseURL, request }) => {
  const answer = await request.get('/api/sportsbook/events?section=live&markets=match-result&limit=3');
  const live = ((await answer.json()) as { items: { home: { name: string }; away: { name: string } }[] }).items;
  expect(live.length).toBeGreaterThan(0);
  const context = await browser.newContext({ ...phoneBrowser, baseURL, locale: 'fr-FR' });
  const page = await context.newPage();
  const response = await page.goto('/sport/Home');
  const html = (await response!.text()).replace(/&#x27;/g, "'").replace(/&amp;/g, '&');
  for (const event of live) {
    expect(html).toContain(event.home.name);
    expect(html).toContain(event.away.name);
  }
  // Prices written the French way, in the markup the server sent.
  expect(html).toMatch(/class="price"[^>]*>\d+,\d{2}</);
  await page.waitForFunction(hydrated);
  await expectPricesToMove(page, request, '[data-testid="event-row"]');
  await test.step('on a live event’s page too', async () => {
    // The most open match (its favourite's price the highest): a decided one, its favourite at 1.01-1.06 or its
    // market suspended, may not move at all.
    const liveList = await request.get('/api/sportsbook/events?section=live&markets=match-result&limit=50');
    const favourite = (item: { markets: { status: string; outcomes: { price: string }[] }[] }) =>
      item.markets[0]?.status === 'open' ? Math.min(...item.markets[0].outcomes.map((outcome) => Number(outcome.price))) : 0;
    const event = ((await liveList.json()) as { items: { id: number; markets: { status: string; outcomes: { price: string }[] }[] }[] }).items.sort((a, b) => favourite(b) - favourite(a))[0];
    expect(favourite(event), 'a live match with an open market').toBeGreaterThan(1.2);
    const eventPage = await page.goto(`/sportsbook/event/live/${event.id}`);
    // A suspended price keeps its figure beside a padlock.
    expect(await eventPage!.text()).toMatch(/class="price"[^>]*>(?:<svg[\s\S]*?<\/svg>)?\d+,\d{2}</);
    await page.waitForFunction(hydrated);
    await expectPricesToMove(page, request, '[data-testid="market"]');
  });
  await context.close();
});

test('with JavaScript off, a public page shows its content and its links lead to the next rendered page', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL, locale: 'fr-FR', javaScriptEnabled: false, viewport: viewports.desktop });
  const page = await context.newPage();
  await page.goto('/help');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const faq = page.getByRole('main').getByRole('link', { name: 'FAQ' });
  await faq.click();
  await expect(page).toHaveURL(/\/faq$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The footer's link to the terms, as on every page: a plain link the browser follows to the rendered page.
  await page.getByRole('contentinfo').getByRole('link', { name: 'Conditions générales', exact: true }).first().click();
  await expect(page).toHaveURL(/\/terms-and-conditions$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await context.close();
});

// §2 Speed: a returning player (the hint cookie, src/stores/signed-in-hint.ts) gets the page's public content rendered
// by the server inside the signed-in frame (the header's signed-in block without the player's figures, no guest
// sign-in), which the browser hydrates without an error or a shift and then fills in with the player's balance. A
// price tapped before the app owns the page is replayed into the slip. French on a phone, Arabic on a desktop.
for (const { language, width } of pairs) {
  const options = { phone: phoneBrowser, desktop: desktopBrowser }[width];
  test(`${language.code} ${width}: a returning signed-in player's pages come rendered in the signed-in frame, hydrate without an error or a shift, and a tapped price goes into the slip`, async ({ browser, baseURL, request }) => {
    test.setTimeout(120_000);
    await request.get('/api/sportsbook/sports');
    const context = await browser.newContext({ ...options, baseURL, locale: language.locale });
    const page = await context.newPage();
    // The balance as each header shows it: the phone's beside Deposit, the desktop's in the user block.
    const balance = page.getByTestId(width === 'phone' ? 'header-balance' : 'balance-label').first();
    // The first visit after signing in: the site tells the server, with a cookie that grants nothing, that a player is here.
    await storeSession(page, await apiSession(request, { username: 'player1', password: 'player1-pass' }));
    await page.goto('/help');
    await expect(balance).toBeVisible();
    expect((await context.cookies()).find((cookie) => cookie.name === 'signedIn')?.value).toBe('1');
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));
    await page.addInitScript(recordLayoutShifts);
    /** The server's answer: the page's content in the signed-in frame, before any script. */
    const expectSignedInFrame = (html: string, route: string) => {
      const root = html.slice(html.indexOf('<div id="root">'));
      expect(root, route).toContain('<main');
      expect(root, route).toContain('data-testid="header-deposit"');
      expect(root, route).not.toContain('data-testid="header-sign-in"');
      expect(root, route).not.toContain('data-testid="header-register"');
      expect(html, route).toContain('"signedIn":true');
      return root;
    };
    /** After hydration: the balance is the player's, nothing moved, nothing was reported. */
    const expectHydratedSignedIn = async (route: string) => {
      await page.waitForFunction(hydrated);
      await expect(balance).toContainText(/\d/);
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      const shift = await page.evaluate(() => (window as unknown as { layoutShift: { value: number } }).layoutShift.value);
      expect(shift, `${route}: layout shift`).toBeLessThanOrEqual(0.01);
      expect(await page.evaluate(pricesMovedSinceServer), `${route}: prices moved by the hydration`).toEqual([]);
      expect(problems, route).toEqual([]);
    };

    await test.step('/sport/Home, a price tapped before the app owns the page', async () => {
      // The app's entry script is held back (a slow phone's network): the player taps a price of the server's page.
      let release!: () => void;
      const released = new Promise<void>((resolve) => (release = resolve));
      await page.route(/\/static\/js\/index\.[0-9a-f]+\.js$/, async (route) => {
        await released;
        await route.continue();
      });
      const response = await page.goto('/sport/Home', { waitUntil: 'commit' });
      const root = expectSignedInFrame(await response!.text(), '/sport/Home');
      expect(root).toMatch(language.code === 'fr-fr' ? /class="price"[^>]*>\d+,\d{2}</ : /class="price"[^>]*>[\d٠-٩]+[.,٫][\d٠-٩]{2}</);
      const price = page.locator('button[data-outcome]:enabled').first();
      await price.waitFor();
      const outcome = (await price.getAttribute('data-outcome'))!;
      expect(await page.locator('html').getAttribute('data-hydrated')).toBeNull();
      if (width === 'phone') await price.tap();
      else await price.click();
      await expect(price).toHaveAttribute('data-early-tap', '');
      release();
      await expectHydratedSignedIn('/sport/Home');
      await page.unroute(/\/static\/js\/index\.[0-9a-f]+\.js$/);
      await expect(page.locator(`button[data-outcome="${outcome}"]`).first()).toHaveAttribute('aria-pressed', 'true');
      await expect
        .poll(() => page.evaluate(() => (JSON.parse(localStorage.getItem('betslipSelections') ?? 'null') as { state?: { items?: { outcomeId: number }[] } } | null)?.state?.items?.map((item) => item.outcomeId)))
        .toEqual([Number(outcome)]);
    });

    await test.step('/slots/casino', async () => {
      problems.length = 0;
      // The player's game lists (and with them the player's own lobby parts, such as a free-spins offer above the
      // jackpots) are held until the hydration and the header's figures are measured: they are the browser's to load.
      let release!: () => void;
      const released = new Promise<void>((resolve) => (release = resolve));
      // Their recently-played row too: player1 plays games in other specs, and this first lobby visit has no room kept for it.
      const playerLists = /\/api\/(casino\/|users\/recent-games)/;
      await page.route(playerLists, async (route) => {
        await released;
        // A request the page gave up meanwhile (its lobby went on) is no longer there to continue.
        await route.continue().catch(() => undefined);
      });
      const response = await page.goto('/slots/casino');
      const root = expectSignedInFrame(await response!.text(), '/slots/casino');
      // The lobby's heading, sections, carousel, jackpots and first screen of games (the player's lists begin with it).
      expect(root).toContain(`<h1>${language.casinoTitle}</h1>`);
      expect(root).toContain('data-testid="lobby-count"');
      expect(root).toContain('data-testid="game-card"');
      await expectHydratedSignedIn('/slots/casino');
      // The grid's: player1's recently-played row (other specs launch games) comes above it once released.
      const grid = page.getByTestId('game-grid');
      const firstCard = await grid.getByTestId('game-card').first().textContent();
      release();
      await page.unroute(playerLists);
      // The player's lists take over: the same first card, and their count said.
      await expect(page.getByTestId('lobby-count')).toHaveAttribute('aria-busy', 'false');
      await expect(page.getByTestId('lobby-count')).toContainText(/\d/);
      expect(await grid.getByTestId('game-card').first().textContent()).toBe(firstCard);
      expect(problems).toEqual([]);
    });
    await context.close();
  });
}

// §3 Odds formats with §2 Speed: a returning player who reads fractional odds gets the sport home's prices written so
// by the server (their format's cookie, kept at sign-in), and they stay so through the hydration and their profile's
// answer: no price turns from decimal into theirs, nothing shifts.
for (const { language, width } of pairs) {
  const options = { phone: phoneBrowser, desktop: desktopBrowser }[width];
  test(`${language.code} ${width}: a returning player's prices come in their odds format from the server and keep it`, async ({ browser, baseURL, request }) => {
    const player = await freshPlayer(request);
    const session = await apiSession(request, player);
    const chosen = await request.put('/api/users/bookmakers-settings/odds-format/', { headers: { Authorization: `Bearer ${session.access}` }, data: { odds_format: 1 } });
    expect(chosen.ok()).toBe(true);
    const context = await browser.newContext({ ...options, baseURL, locale: language.locale });
    const page = await context.newPage();
    await storeSession(page, session);
    // Any page after signing in keeps the player's format where the server reads it.
    await page.goto('/help');
    await expect.poll(async () => (await context.cookies()).find((cookie) => cookie.name === 'oddsFormat')?.value).toBe('1');
    await page.addInitScript(recordLayoutShifts);
    const profileAnswered = page.waitForResponse((response) => response.url().includes('/api/users/bookmakers-settings/odds-format/'));
    const response = await page.goto('/sport/Home');
    const html = await response!.text();
    const fraction = /class="price"[^>]*>([\d٠-٩]+\/[\d٠-٩]+)</;
    const served = html.match(fraction)?.[1];
    expect(served, 'a fractional price in the first HTML').toBeDefined();
    expect(html).not.toMatch(/class="price"[^>]*>[\d٠-٩]+[.,٫][\d٠-٩]{2}</);
    await page.waitForFunction(hydrated);
    await profileAnswered;
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    const prices = await page.locator('button[data-outcome] .price').allTextContents();
    expect(prices.length).toBeGreaterThan(0);
    // Every price in fractions; a dash where a market is suspended (a live match's) has none to write.
    expect(prices.filter((price) => !/^([\d٠-٩]+\/[\d٠-٩]+|–)$/.test(price.trim()))).toEqual([]);
    expect(prices.some((price) => price.includes('/'))).toBe(true);
    expect(await page.evaluate(() => (window as unknown as { layoutShift: { value: number } }).layoutShift.value)).toBeLessThanOrEqual(0.01);
    await context.close();
  });
}

// §2 Slots and casino with §2 Speed: a returning player whose lobby showed their free spins and recently-played row
// gets the lobby with the room of both kept (their cookie), and the rows fill that room once their answers are in:
// the jackpots and the games do not move.
for (const { language, width } of pairs) {
  const options = { phone: phoneBrowser, desktop: desktopBrowser }[width];
  test(`${language.code} ${width}: a returning player's own lobby rows fill the room the server kept, nothing moves`, async ({ browser, baseURL, request }) => {
    const player = await freshPlayer(request, { cash: '50.00' });
    expect((await request.post('/sandbox/casino/free-spins', { data: { username: player.username, count: 5 } })).ok()).toBe(true);
    const session = await apiSession(request, player);
    const played = await request.post('/api/users/recent-games/', { data: { provider: 'orbit', game_id: '1001' }, headers: { Authorization: `Bearer ${session.access}` } });
    expect(played.ok()).toBe(true);
    const context = await browser.newContext({ ...options, baseURL, locale: language.locale });
    const page = await context.newPage();
    await storeSession(page, session);
    // The first visit shows both rows and keeps them where the server reads them.
    await page.goto('/slots/casino');
    await expect(page.getByTestId('recently-played')).toBeVisible();
    await expect(page.getByTestId('free-spins-banner')).toBeVisible();
    await expect.poll(async () => (await context.cookies()).find((cookie) => cookie.name === 'lobbyRows')?.value).toBe('recent.free-spins');

    // The next visit: the player's own answers are held until the page is React's and the shifts are counted.
    await page.addInitScript(recordLayoutShifts);
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    const own = /\/api\/(casino\/|users\/recent-games)/;
    await page.route(own, async (route) => {
      await released;
      await route.continue().catch(() => undefined);
    });
    const response = await page.goto('/slots/casino');
    const html = await response!.text();
    expect(html).toContain('data-testid="recently-played-room"');
    expect(html).toContain('data-testid="free-spins-room"');
    await page.waitForFunction(hydrated);
    const jackpots = await page.getByTestId('jackpots').boundingBox();
    release();
    await expect(page.getByTestId('recently-played').getByTestId('game-card')).toHaveCount(1);
    await expect(page.getByTestId('free-spins-banner')).toBeVisible();
    await expect(page.getByTestId('recently-played-room')).toHaveCount(0);
    await page.unroute(own);
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    expect((await page.getByTestId('jackpots').boundingBox())?.y).toBe(jackpots?.y);
    expect(await page.evaluate(() => (window as unknown as { layoutShift: { value: number } }).layoutShift.value)).toBeLessThanOrEqual(0.01);
    await context.close();
  });
}
