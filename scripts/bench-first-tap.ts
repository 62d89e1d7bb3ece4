// The first tap (§2 Speed), part of `npm run bench` (BENCH_ONLY=first-tap): a phone's first load of a public page at
// 4x CPU slowdown, and a tap on its first price button fired 500 ms after the first contentful paint, as a bettor who
// sees the prices taps one. Measured in the page by the browser's own timings, for a guest and for a returning
// player (signed in on this device before: the persisted session and the signed-in hint cookie):
//   - tapDelayMs: the tap's Event Timing duration (from the touch to the next paint after its handlers), the figure
//     INP reads; budget 200 ms;
//   - tapTookEffect: the price is picked (aria-pressed) once the page settled and the app owned it (its first commit): a
//     tap made before hydration must be replayed or visibly ignored, never lost silently;
//   - tapPickedAfterMs: from the tap to its price shown picked (a tap kept before hydration is picked at the app's
//     first commit); appOwnedAfterFcpMs: the app's first commit (data-hydrated on <html>) after the first paint;
//   - tapAfterFcpMs: when the tap landed, on the page's clock, after its first contentful paint (sent 500 ms after it,
//     or later when the busy page told its paint late);
//   - blockingAfterFcpMs: the long tasks' time over 50 ms after the first contentful paint (Lighthouse's TBT without
//     its simulated network), fcpMs, cls. LCP is Lighthouse's (guests), read beside the minimal page's.
// Alone: `node scripts/bench-first-tap.ts [path...]` after `npm run build` (BENCH_FIRST_TAP_RUNS, default 5).
// The tap lands where the button is drawn: its place is read on a first, unthrottled load of the same page (the
// layout is the server's HTML, the same both times), because nothing can be read in a page whose main thread is busy.
import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { signedInCookie } from '../src/stores/signed-in-cookie.ts';

export const firstTapBudgets = { tapDelayMs: 200 };

// A phone's User-Agent, as Lighthouse's mobile preset sends: the server lays its page out for the device it guesses from
// it (server/render.ts), and a desktop guess on a phone is hidden until the browser has drawn the phone's layout.
const phone: BrowserContextOptions = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
  locale: 'fr-FR',
  userAgent: 'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/135.0.0.0 Mobile Safari/537.36',
};
const priceButton = 'button[data-outcome]:not([disabled])';

interface PageTimings {
  fcp: number;
  cls: number;
  longTasks: [number, number][];
  taps: { name: string; startTime: number; duration: number; processingStart: number }[];
  /** The price button the first click landed on (its outcome, and whether it was open), or null when none. */
  tapped: { outcome: string | null; disabled: boolean } | null;
  /** When that price was first shown picked, and when the app's first commit marked the page (page clock). */
  pickedAt: number | null;
  appOwnedAt: number | null;
}

declare global {
  interface Window {
    firstTapTimings?: PageTimings;
  }
}

/** The browser's own timings, observed from before the page's first script. */
function observeTimings(): void {
  if (window !== window.top) return;
  // A page that loads itself again (a worker taking control, a reload in script) would be measured at its second load.
  sessionStorage.setItem('firstTapDocuments', String(Number(sessionStorage.getItem('firstTapDocuments') ?? 0) + 1));
  const timings: PageTimings = { fcp: 0, cls: 0, longTasks: [], taps: [], tapped: null, pickedAt: null, appOwnedAt: null };
  window.firstTapTimings = timings;
  // The document has no root element yet: the whole document is watched, for the two marks only.
  new MutationObserver((records) => {
    for (const { target, attributeName } of records) {
      if (!(target instanceof Element)) continue;
      if (attributeName === 'data-hydrated' && timings.appOwnedAt === null) timings.appOwnedAt = performance.now();
      if (attributeName === 'aria-pressed' && timings.pickedAt === null && timings.tapped?.outcome && target.getAttribute('data-outcome') === timings.tapped.outcome && target.getAttribute('aria-pressed') === 'true') timings.pickedAt = performance.now();
    }
  }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-hydrated', 'aria-pressed'] });
  // Before the page's own listeners (the early-tap recorder stops the click): where the tap landed.
  document.addEventListener(
    'click',
    (event) => {
      if (timings.tapped) return;
      const button = event.target instanceof Element ? event.target.closest('button[data-outcome]') : null;
      timings.tapped = { outcome: button?.getAttribute('data-outcome') ?? null, disabled: button instanceof HTMLButtonElement && button.disabled };
    },
    true,
  );
  const observe = (type: string, each: (entry: PerformanceEntry & Record<string, unknown>) => void, extra: Record<string, unknown> = {}) => {
    try {
      new PerformanceObserver((list) => list.getEntries().forEach((entry) => each(entry as PerformanceEntry & Record<string, unknown>))).observe({ type, buffered: true, ...extra } as PerformanceObserverInit);
    } catch {
      // An entry type this browser lacks leaves its figure at 0.
    }
  };
  observe('layout-shift', (entry) => !entry.hadRecentInput && (timings.cls += entry.value as number));
  observe('longtask', (entry) => timings.longTasks.push([entry.startTime, entry.duration]));
  observe('event', (entry) => ['pointerdown', 'pointerup', 'click', 'touchstart', 'touchend'].includes(entry.name) && timings.taps.push({ name: entry.name, startTime: entry.startTime, duration: entry.duration, processingStart: entry.processingStart as number }), { durationThreshold: 16 });
}

/** The first price button drawn in the first screen (the one a bettor sees and taps without scrolling). */
async function buttonCentre(page: Page): Promise<{ x: number; y: number } | null> {
  await page.locator(priceButton).first().waitFor({ timeout: 30_000 }).catch(() => {});
  const height = page.viewportSize()?.height ?? 0;
  for (const button of await page.locator(priceButton).all()) {
    const box = await button.boundingBox();
    if (box && box.y >= 0 && box.y + box.height <= height) return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  }
  return null;
}

/**
 * What became of the tap once the page settled: its price picked; its price closed meanwhile (the button shows it
 * locked: the early tap is dropped visibly, src/engine/early-taps.ts); missed (it landed on no price: a live list
 * moved between the load that read the button's place and this one); or lost (an open price, not picked).
 */
export type TapOutcome = 'picked' | 'price closed' | 'missed' | 'lost';

export interface FirstTapFigures {
  tapDelayMs: number | null;
  tapPickedAfterMs: number | null;
  appOwnedAfterFcpMs: number | null;
  tapTookEffect: boolean | null;
  tapOutcome: TapOutcome | null;
  tapAfterFcpMs: number | null;
  fcpMs: number;
  cls: number;
  blockingAfterFcpMs: number;
  longestTaskMs: number;
  documentLoads: number;
}

/** One page, one kind of visitor: `storageState` is a returning player's device (undefined: a guest's). */
export async function measureFirstTap(browser: Browser, url: string, storageState?: BrowserContextOptions['storageState']): Promise<FirstTapFigures> {
  // Where the button is drawn, from a load of its own: a context of its own, so nothing it leaves behind (a service
  // worker, a cache) serves the measured load.
  const probing = await browser.newContext({ ...phone, storageState, serviceWorkers: 'block' });
  const centre = await probing
    .newPage()
    .then(async (probe) => {
      await probe.goto(url, { waitUntil: 'domcontentloaded', timeout: 60_000 });
      return buttonCentre(probe);
    })
    .finally(() => probing.close());
  // No service worker: a first visit has none, and a worker taking control reloads the page (src/service-worker/register.ts).
  const context = await browser.newContext({ ...phone, storageState, serviceWorkers: 'block' });
  try {
    const page = await context.newPage();
    await page.addInitScript(observeTimings);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    const loaded = page.goto(url, { waitUntil: 'load', timeout: 60_000 });
    let tapped = false;
    if (centre) {
      // The page's own first contentful paint, asked for every 50 ms; the tap is sent 500 ms after it on the page's
      // clock, or at once when the busy page answered later than that (the figures say when it landed).
      for (let waited = 0; waited < 60_000; waited += 50) {
        const clock = await page.evaluate(() => ({ fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null, now: performance.now() })).catch(() => null);
        if (clock?.fcp != null) {
          await new Promise((resolve) => setTimeout(resolve, Math.max(0, clock.fcp! + 500 - clock.now)));
          break;
        }
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      // Not awaited to the end: the tap's acknowledgement waits for the busy main thread, which is what is measured.
      void page.touchscreen.tap(centre.x, centre.y).catch(() => {});
      tapped = true;
    }
    await loaded;
    await page.waitForLoadState('networkidle', { timeout: 20_000 }).catch(() => {});
    // A tap kept before hydration is replayed at the app's first commit, which on a slow phone can come after the
    // network went quiet: judged before it, a kept tap read as lost.
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached', timeout: 30_000 }).catch(() => {});
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    await page.waitForTimeout(500);
    // The first contentful paint is read from the buffer at the end: an observer made before the document's first
    // script never saw it in this Chromium (its longtask, layout-shift and event observers did).
    const timings = (await page.evaluate(() => ({ ...window.firstTapTimings!, fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0 }))) as PageTimings;
    const documentLoads = Number(await page.evaluate(() => sessionStorage.getItem('firstTapDocuments')));
    const tookEffect = tapped ? (await page.locator(`${priceButton}[aria-pressed="true"]`).count()) > 0 : null;
    const landedOn = timings.tapped?.outcome ?? null;
    const after = landedOn ? await page.evaluate((outcome) => {
      const button = document.querySelector(`button[data-outcome="${outcome}"]`);
      return button instanceof HTMLButtonElement ? { pressed: button.getAttribute('aria-pressed') === 'true', disabled: button.disabled } : null;
    }, landedOn) : null;
    const tapOutcome: TapOutcome | null = !tapped ? null : after?.pressed ? 'picked' : !landedOn || timings.tapped?.disabled ? 'missed' : !after || after.disabled ? 'price closed' : 'lost';
    const afterFcp = timings.longTasks.filter(([start]) => start >= timings.fcp);
    // The only taps on the page are the bench's: its events are the first ones and those within a second of them.
    const firstTap = [...timings.taps].sort((a, b) => a.startTime - b.startTime);
    const tapStart = firstTap[0]?.startTime;
    return {
      tapDelayMs: tapStart === undefined ? null : Math.round(Math.max(...firstTap.filter((tap) => tap.startTime - tapStart < 1_000).map((tap) => tap.duration))),
      tapPickedAfterMs: tapStart === undefined || timings.pickedAt === null ? null : Math.round(timings.pickedAt - tapStart),
      appOwnedAfterFcpMs: timings.appOwnedAt === null ? null : Math.round(timings.appOwnedAt - timings.fcp),
      tapTookEffect: tookEffect,
      tapOutcome,
      tapAfterFcpMs: tapStart === undefined ? null : Math.round(tapStart - timings.fcp),
      fcpMs: Math.round(timings.fcp),
      cls: +timings.cls.toFixed(3),
      blockingAfterFcpMs: Math.round(afterFcp.reduce((sum, [, duration]) => sum + Math.max(0, duration - 50), 0)),
      longestTaskMs: Math.round(Math.max(0, ...timings.longTasks.map(([, duration]) => duration))),
      documentLoads,
    };
  } finally {
    await context.close();
  }
}

/**
 * A returning player's device: signed in through the API, the session stored as the site stores it, one visit made,
 * then one to each of `visits` (a returning player has been to the pages measured: the casino lobby keeps room for
 * the player's own rows it showed last time, src/features/casino/lobby-rows.ts).
 */
export async function returningPlayerState(browser: Browser, base: string, credentials = { username: 'player1', password: 'player1-pass' }, visits: readonly string[] = []): Promise<BrowserContextOptions['storageState']> {
  const login = await fetch(`${base}/api/accounts/login/`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(credentials) });
  if (!login.ok) throw new Error(`login of ${credentials.username}: ${login.status}`);
  const session = (await login.json()) as { access: string; refresh: string; user: { id: number } };
  const context = await browser.newContext(phone);
  try {
    const page = await context.newPage();
    await page.addInitScript((stored) => {
      if (localStorage.getItem('auth')) return;
      const state = { isAuth: true, user: { id: stored.user.id }, session: { access: stored.access, refresh: stored.refresh }, communications: { signedOutReason: null }, clockOffsetMs: 0 };
      localStorage.setItem('auth', JSON.stringify({ version: 2, savedAt: Date.now(), state }));
    }, session);
    await page.goto(`${base}/sport/Home`, { timeout: 60_000 });
    // The site writes the signed-in hint cookie once it knows the player: the next visit's server sees it.
    for (let waited = 0; !(await context.cookies()).some((cookie) => cookie.name === signedInCookie); waited += 250) {
      if (waited > 60_000) throw new Error(`the site wrote no ${signedInCookie} cookie for ${credentials.username} within a minute`);
      await page.waitForTimeout(250);
    }
    for (const path of visits) {
      await page.goto(`${base}${path}`, { timeout: 60_000 });
      await page.waitForLoadState('networkidle', { timeout: 20_000 }).catch(() => {});
    }
    return await context.storageState();
  } finally {
    await context.close();
  }
}

/** Each page twice (a guest, a returning player), the median of `runs` loads each (3 moved by up to 190 ms between two runs in an hour). */
export async function benchFirstTap(browser: Browser, base: string, paths: readonly string[], runs = 5): Promise<Record<string, unknown>> {
  // Back from the casino lobby too: the game lists it stores (about 1.5 MB) are read at the start of every page.
  const returning = await returningPlayerState(browser, base, undefined, ['/slots/casino', ...paths]);
  const results: Record<string, unknown> = {};
  for (const path of paths) {
    for (const [visitor, state] of [['guest', undefined], ['returning player', returning]] as const) {
      const measured: FirstTapFigures[] = [];
      for (let run = 0; run < runs; run += 1) measured.push(await measureFirstTap(browser, base + path, state));
      const median = (pick: (figures: FirstTapFigures) => number | null) => {
        const values = measured.map(pick).filter((value): value is number => value !== null).sort((a, b) => a - b);
        return values.length === 0 ? null : values[Math.floor(values.length / 2)]!;
      };
      results[`first tap ${path} (${visitor})`] = {
        tapDelayMs: median((figures) => figures.tapDelayMs),
        tapsTookEffect: `${measured.filter((figures) => figures.tapTookEffect).length} of ${measured.length}`,
        // An open price tapped and not picked: what must never happen (§2 Speed); a closed price or a miss is said in `runs`.
        tapsLost: measured.filter((figures) => figures.tapOutcome === 'lost').length,
        tapAfterFcpMs: median((figures) => figures.tapAfterFcpMs),
        tapPickedAfterMs: median((figures) => figures.tapPickedAfterMs),
        appOwnedAfterFcpMs: median((figures) => figures.appOwnedAfterFcpMs),
        blockingAfterFcpMs: median((figures) => figures.blockingAfterFcpMs),
        longestTaskMs: median((figures) => figures.longestTaskMs),
        fcpMs: median((figures) => figures.fcpMs),
        cls: median((figures) => figures.cls),
        runs: measured.map((figures) => `${figures.tapDelayMs ?? '-'} ms at ${figures.tapAfterFcpMs ?? '-'} ms after FCP, picked ${figures.tapPickedAfterMs ?? '-'} ms after${figures.tapOutcome && figures.tapOutcome !== 'picked' ? ` (${figures.tapOutcome})` : ''}${figures.documentLoads > 1 ? `, ${figures.documentLoads} loads` : ''}`),
        budgetTapDelayMs: firstTapBudgets.tapDelayMs,
      };
    }
  }
  return results;
}

if (import.meta.main) {
  const { runBenchAlone } = await import('./bench-alone.ts');
  const paths = process.argv.slice(2);
  await runBenchAlone('first-tap', (browser, base) => benchFirstTap(browser, base, paths.length > 0 ? paths : ['/sport/Home', '/sport/Live'], Number(process.env.BENCH_FIRST_TAP_RUNS ?? 5)));
}
