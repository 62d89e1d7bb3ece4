import { test as base, expect, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { controlSecretHeader } from '../../sandbox/control.ts';
import { sandboxPort } from '../../playwright.config.ts';

/**
 * The suite's `test` and `expect`: Playwright's, with
 * - `baseURL` the sandbox of this worker (playwright.config.ts starts one per worker), so every page, request and
 *   `browser.newContext()` of a test reaches its worker's own database and clock;
 * - the `request` fixture carrying this run's secret for the sandbox's test hooks (X-Sandbox-Control, §6 Test hooks).
 *   playwright.config.ts makes the secret up and hands it to the servers; the browser's own requests never carry it.
 * Specs and helpers that call /sandbox/* import from here.
 */
/**
 * Resolves once React has the page (hydrated the server's markup, or rendered its own), or at once where there is no
 * app to wait for (another origin's page, JavaScript off, a file). The public pages arrive rendered by the server
 * (§2 Speed): their buttons are on screen before React takes them over, and a click or drag in between does nothing,
 * so a test acting at once on a loaded machine failed now and then.
 */
async function untilAppStarted(page: Page): Promise<void> {
  const started = () => {
    const root = document.getElementById('root');
    // The runtime settings' inline script ran: this page runs scripts (not so with JavaScript off).
    const runs = (window as { __RUNTIME_CONFIG__?: unknown }).__RUNTIME_CONFIG__ !== undefined;
    // The app's first commit is on screen (src/app.tsx sets data-hydrated on <html>): the root's React key is set when
    // hydration starts, and a click between the two could be lost on a loaded machine.
    return !root || !runs || document.documentElement.hasAttribute('data-hydrated');
  };
  // A page that never starts (a test breaking its scripts) or navigates away meanwhile is the test's to judge.
  await page.waitForFunction(started, undefined, { timeout: 15_000 }).catch(() => undefined);
}

/** `goto` and `reload` of this page wait for the app as well (`waitUntil: 'commit'` does not). */
function startsAppOnNavigation(page: Page): void {
  const goto = page.goto.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    if (options?.waitUntil !== 'commit') await untilAppStarted(page);
    return response;
  };
  const reload = page.reload.bind(page);
  page.reload = async (options) => {
    const response = await reload(options);
    if (options?.waitUntil !== 'commit') await untilAppStarted(page);
    return response;
  };
}

function startsAppInContext(context: BrowserContext): BrowserContext {
  for (const page of context.pages()) startsAppOnNavigation(page);
  context.on('page', startsAppOnNavigation);
  return context;
}

function startsAppInBrowser(browser: Browser): Browser {
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (options) => startsAppInContext(await newContext(options));
  const newPage = browser.newPage.bind(browser);
  browser.newPage = async (options) => {
    const page = await newPage(options);
    startsAppOnNavigation(page);
    return page;
  };
  return browser;
}

export const test = base.extend<object, { browser: Browser }>({
  browser: [
    async ({ browser }, provide) => {
      await provide(startsAppInBrowser(browser));
    },
    { scope: 'worker' },
  ],
  context: async ({ context }, provide) => {
    await provide(startsAppInContext(context));
  },
  // `provide` is Playwright's `use` (renamed: the React hooks lint rule reads `use` as a hook).
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this destructuring.
  baseURL: async ({}, provide, testInfo) => {
    await provide(`http://localhost:${sandboxPort(testInfo.parallelIndex)}`);
  },
  request: async ({ playwright, baseURL }, provide) => {
    const secret = process.env.SANDBOX_CONTROL_SECRET;
    if (!secret) throw new Error('SANDBOX_CONTROL_SECRET is not set: run the suite through playwright.config.ts.');
    const request = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { [controlSecretHeader]: secret } });
    await provide(request);
    await request.dispose();
  },
});

export { expect };
