import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { AxeBuilder } from './axe.ts';
import { expect } from './fixtures.ts';
import type { APIRequestContext, Browser, BrowserContext, Locator, Page } from '@playwright/test';

export const player = { username: 'player1', password: 'player1-pass' };
export const agent = { username: 'agent1', password: 'agent1-pass' };

/**
 * Signs in through a login form on the page (/auth/sign-in's, an open panel's) or, when none is shown, the desktop
 * header's, whose sign-in button opens it.
 */
export async function signInWithForm(page: Page, credentials: { username: string; password: string }): Promise<void> {
  const forms = page.getByRole('form', { name: /se connecter|sign in|دخول/i });
  const opener = page.getByTestId('header-sign-in');
  await expect(forms.or(opener).first()).toBeVisible();
  if (!(await forms.first().isVisible())) {
    // The header's button on the server's page opens nothing until the app owns it (one run in CI clicked it before).
    await untilOwnedByApp(opener);
    await opener.click();
  }
  const form = forms.first();
  await form.getByLabel(/nom d'utilisateur|username|اسم المستخدم/i).fill(credentials.username);
  await form.getByLabel(/^mot de passe$|^password$|^كلمة المرور$/i).fill(credentials.password);
  await form.getByRole('button', { name: /se connecter|sign in|دخول/i }).click();
}

/** The answer of POST /api/accounts/login/ (§7): the session a sign-in leaves. */
export interface ApiSession {
  access: string;
  refresh: string;
  user: { id: number };
}

/** Signs in through the API (§7 login) and returns the session; the form itself is tested in auth.spec.ts. */
export async function apiSession(request: APIRequestContext, credentials: { username: string; password: string }): Promise<ApiSession> {
  const answer = await request.post('/api/accounts/login/', { data: { username: credentials.username, password: credentials.password } });
  expect(answer.ok(), `login of ${credentials.username}: ${answer.status()} ${await answer.text()}`).toBe(true);
  return (await answer.json()) as ApiSession;
}

/**
 * Stores a session in the page's browser the way a sign-in leaves it (the persisted auth store, §4), before the
 * site's scripts run at the page's next load, once: a later sign-out, refresh or reload is the site's business.
 * Top-level documents only (a game frame has its own origin).
 */
export async function storeSession(page: Page, session: ApiSession): Promise<void> {
  const marker = `e2e-session-${session.refresh.slice(-12)}-${Math.random().toString(36).slice(2)}`;
  await page.addInitScript(
    ({ session, marker }) => {
      if (window !== window.top || sessionStorage.getItem(marker)) return;
      sessionStorage.setItem(marker, '1');
      const now = Date.now();
      // What the site learns from a fresh token (src/api/client.ts noteServerClock): the server's clock minus the device's.
      let clockOffsetMs = 0;
      try {
        const payload = JSON.parse(atob(session.access.split('.')[1]!.replace(/-/g, '+').replace(/_/g, '/'))) as { iat?: number };
        if (typeof payload.iat === 'number') clockOffsetMs = payload.iat * 1000 - now;
      } catch {
        clockOffsetMs = 0;
      }
      const state = { isAuth: true, user: { id: session.user.id }, session: { access: session.access, refresh: session.refresh }, communications: { signedOutReason: null }, clockOffsetMs };
      localStorage.setItem('auth', JSON.stringify({ version: 2, savedAt: now, state }));
    },
    { session, marker },
  );
}

/**
 * A new page (in a context of its own) signed in as `session` with the site in `lang`, as a sign-in and the language
 * selector leave them stored (§4), at each of the context's loads: a reload or a later tab is still signed in.
 */
export async function signedInPageIn(browser: Browser, session: ApiSession, lang: string, viewport: { width: number; height: number }, locale?: string): Promise<Page> {
  const context = await browser.newContext({ viewport, locale });
  await context.addInitScript(
    ({ session, lang }) => {
      const savedAt = Date.now();
      localStorage.setItem('userSettings', JSON.stringify({ version: 1, savedAt, state: { lang, isChanged: true } }));
      localStorage.setItem(
        'auth',
        JSON.stringify({ version: 2, savedAt, state: { isAuth: true, user: { id: session.user.id }, session: { access: session.access, refresh: session.refresh }, communications: { signedOutReason: null }, clockOffsetMs: 0 } }),
      );
    },
    { session, lang },
  );
  return context.newPage();
}

/** The player's cash as the sportsbook's wallet call answers it (§7 player/balance), a decimal string. */
export async function sportsbookCash(request: APIRequestContext, access: string): Promise<string> {
  const answer = await request.post('/sport-integration/player/balance', { headers: { Authorization: `Bearer ${access}` }, data: {} });
  expect(answer.ok(), await answer.text()).toBe(true);
  return ((await answer.json()) as { balance: string }).balance;
}

/**
 * Signs in without the form: a session from the API, stored in the browser, and the page (re)loaded where it is
 * (a blank page opens /auth/sign-in, which sends the signed-in player on like the form does). For tests whose subject
 * is not the sign-in form; callers wait for what they need (expectSignedIn on a desktop).
 */
export async function signInWithApi(page: Page, credentials: { username: string; password: string }): Promise<void> {
  await storeSession(page, await apiSession(page.request, credentials));
  if (page.url() === 'about:blank') await page.goto('/auth/sign-in');
  else await page.reload();
}

export async function expectSignedIn(page: Page): Promise<void> {
  await expect(page.getByTestId('balance-label').first()).toBeVisible();
}

/**
 * Resolves once no code chunk is on its way. The bundle's chunk loader gives a script 2 minutes (a timer): a test that
 * moves the page's installed clock further while a chunk is still loading (a loaded machine, the first run after a
 * build) fires that timer, and the chunk fails as if the network had. Minutes that pass for real let it arrive first.
 */
export async function untilNoChunkLoading(page: Page): Promise<void> {
  await page.waitForFunction(() => document.querySelectorAll('script[data-rspack]').length === 0, undefined, { polling: 100 });
}

/**
 * Resolves once the signed-in session's clockwork runs (src/features/auth/session-lifecycle.tsx): its chunk loads after
 * the sign-in, and its inactivity watch starts counting when it mounts (the first thing it writes is the activity
 * timestamp). A browser clock moved before that starts the count after the jump, not before it.
 */
export async function untilSessionClockworkRuns(page: Page): Promise<void> {
  await page.waitForFunction(() => localStorage.getItem('lastActivityAt') !== null, undefined, { polling: 100 });
}

/**
 * Resolves once React owns the element (its props are on it): a server-rendered button it does not own yet is only
 * pressed later, by the page's recorder once React owns it (src/engine/early-taps.ts), and a test that drags or
 * presses keys on it, or expects its effect at once, waits here first. Boot loads the header's chunks before the page
 * hydrates (src/engine/chunk-loader.ts), so its buttons are mostly React's from the page's first commit, which the
 * fixtures wait for; not always yet (one run in three on a loaded machine).
 */
export async function untilOwnedByApp(locator: Locator): Promise<void> {
  await expect.poll(() => locator.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactProps$')))).toBe(true);
}

/** Moves the sandbox's clock (test controls are on in the e2e server only). */
export async function advanceServerClock(request: APIRequestContext, ms: number): Promise<void> {
  const response = await request.post('/sandbox/clock', { data: { advanceMs: ms } });
  expect(response.ok()).toBe(true);
}

/** Back to the hour the suite runs at: the real time, or SANDBOX_NOW_OFFSET_MS from it (scripts/e2e-server.ts). */
export async function resetServerClock(request: APIRequestContext): Promise<void> {
  await request.post('/sandbox/clock', { data: { offsetMs: Number(process.env.SANDBOX_NOW_OFFSET_MS || 0) } });
}

/** The sandbox clock's time now, in milliseconds (moved by the @server-clock tests). */
export async function serverNow(request: APIRequestContext): Promise<number> {
  return Date.parse(((await (await request.get('/sandbox/clock')).json()) as { now: string }).now);
}

export interface OutboxMail {
  to: string;
  subject: string;
  kind: string;
  link?: string;
}

/** The sandbox's sent e-mails to one address, newest first. */
export async function outbox(request: APIRequestContext, to: string): Promise<OutboxMail[]> {
  const response = await request.get(`/sandbox/outbox?to=${encodeURIComponent(to)}`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { items: OutboxMail[] }).items;
}

/** The path of the newest link of a kind sent to an address ('verify-email', 'password-reset'). */
export async function mailedLinkPath(request: APIRequestContext, to: string, kind: string): Promise<string> {
  const mail = (await outbox(request, to)).find((item) => item.kind === kind && item.link);
  expect(mail, `no ${kind} mail to ${to}`).toBeTruthy();
  return new URL(mail!.link!).pathname;
}

/**
 * §5 Registration as a newcomer finishes it outside the page: the link of the registration e-mail, opened through the
 * API, makes the account and signs it in; returns that session.
 */
export async function openRegistrationLink(request: APIRequestContext, email: string): Promise<ApiSession> {
  const key = (await mailedLinkPath(request, email, 'registration')).split('/verify/')[1];
  const opened = await request.post('/api/accounts/registration/verify-email/', { data: { key } });
  expect(opened.ok(), `registration link of ${email}: ${opened.status()} ${await opened.text()}`).toBe(true);
  return (await opened.json()) as ApiSession;
}

export function uniqueName(prefix: string): string {
  return `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
}

/** The font the screenshots are drawn with: an npm package of the project's, Latin and Arabic in one family. */
const pinnedFontPackage = dirname(createRequire(import.meta.url).resolve('@fontsource-variable/noto-sans-arabic/wght.css'));
const pinnedFontFamily = 'Noto Sans Arabic Variable';
const pinnedFontPath = '/__e2e-pinned-font/';

/**
 * Draws every text of the context's pages with the project's own font (@fontsource-variable/noto-sans-arabic, Latin
 * and Arabic), never the machine's: screenshots then match with and without Debian's fonts-noto-core. The font's CSS
 * and files are served on the site's own origin by the test (font-src and style-src 'self' let them in), and a
 * stylesheet added to each page sets them on everything. Call before the first page opens; wait with
 * `pinnedFontReady(page)` before a screenshot.
 */
export async function pinProjectFont(context: BrowserContext): Promise<void> {
  await context.route(`**${pinnedFontPath}**`, async (route) => {
    const name = new URL(route.request().url()).pathname.slice(pinnedFontPath.length);
    if (name === 'pin.css') {
      const css = `${readFileSync(join(pinnedFontPackage, 'wght.css'), 'utf8')}\n*, *::before, *::after { font-family: '${pinnedFontFamily}' !important; }\n`;
      return route.fulfill({ contentType: 'text/css', body: css.replaceAll('url(./files/', `url(${pinnedFontPath}files/`) });
    }
    if (!/^files\/[a-z0-9-]+\.woff2$/.test(name)) return route.fulfill({ status: 404, body: '' });
    return route.fulfill({ contentType: 'font/woff2', body: readFileSync(join(pinnedFontPackage, name)) });
  });
  await context.addInitScript((href) => {
    if (window !== window.top) return;
    const add = () => {
      const link = document.createElement('link');
      link.rel = 'stylesheet';
      link.href = href;
      link.dataset.e2ePinnedFont = '';
      document.head.append(link);
    };
    if (document.head) add();
    else document.addEventListener('DOMContentLoaded', add, { once: true });
  }, `${pinnedFontPath}pin.css`);
}

/** Waits until the pinned font's stylesheet applies and every face the page's text needs has loaded. */
export async function pinnedFontReady(page: Page): Promise<void> {
  await expect.poll(() => page.evaluate((family) => getComputedStyle(document.body).fontFamily.includes(family), pinnedFontFamily)).toBe(true);
  await page.evaluate(async (family) => {
    await document.fonts.load(`400 16px '${family}'`, document.body.innerText || 'a');
    await document.fonts.load(`700 16px '${family}'`, document.body.innerText || 'a');
    await document.fonts.ready;
  }, pinnedFontFamily);
}

/** A new page whose site is in `lang` at every load (the stored choice written again each time), the browser's language French. */
export async function pageSetToLanguage(browser: Browser, lang: string, viewport: { width: number; height: number }): Promise<Page> {
  const context = await browser.newContext({ viewport, locale: 'fr-FR' });
  await context.addInitScript((chosen) => {
    localStorage.setItem('userSettings', JSON.stringify({ version: 1, savedAt: Date.now(), state: { lang: chosen, isChanged: true } }));
  }, lang);
  return context.newPage();
}

/** The team's pair of widths (README "Tests"): a phone, then a desktop. */
export const teamViewports = [
  { name: '390', size: { width: 390, height: 844 } },
  { name: '1366', size: { width: 1366, height: 900 } },
] as const;

/**
 * A new context at a viewport whose site starts in `lang`, as the language selector stores a player's choice (§4
 * Language change); `locale` is the browser's own language, where the test needs one that is not the site's.
 */
export async function pageInLanguage(browser: Browser, lang: string, viewport: { width: number; height: number }, locale?: string): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport, locale });
  await context.addInitScript((chosen) => {
    if (!localStorage.getItem('userSettings')) localStorage.setItem('userSettings', JSON.stringify({ version: 1, savedAt: Date.now(), state: { lang: chosen, isChanged: true } }));
  }, lang);
  return { context, page: await context.newPage() };
}

/** A new context in `lang` at `viewport` with the player signed in through the API (signInWithApi), off the sign-in page. */
export async function signedInInLanguage(browser: Browser, account: { username: string; password: string }, lang: string, viewport: { width: number; height: number }): Promise<{ context: BrowserContext; page: Page }> {
  const { context, page } = await pageInLanguage(browser, lang, viewport);
  await page.goto('/auth/sign-in');
  await signInWithApi(page, account);
  await expect(page).not.toHaveURL(/sign-in/);
  return { context, page };
}

/** What axe-core finds serious or critical in the page's main landmark, one line each (rule and places): [] when clean. */
export async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).include('main').analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

/**
 * A phone (390 px, touch) in a new context whose site starts in `lang`, the player signed in through the API
 * (signInWithApi), off the sign-in page.
 */
export async function signedInTouchPhone(browser: Browser, account: { username: string; password: string }, lang: string): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  await context.addInitScript((chosen) => {
    if (!localStorage.getItem('userSettings')) localStorage.setItem('userSettings', JSON.stringify({ version: 1, savedAt: Date.now(), state: { lang: chosen, isChanged: true } }));
  }, lang);
  const page = await context.newPage();
  await page.goto('/auth/sign-in');
  await signInWithApi(page, account);
  await expect(page).not.toHaveURL(/sign-in/);
  return { context, page };
}

/** axe-core finds nothing serious or critical on the page. */
export async function expectAxeClean(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
  expect(serious.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
}

/**
 * Opens `path` as a link inside the running app would (history.pushState, then the popstate the router follows), or
 * loads it when no app is running in the page yet: a pass over many pages in one context then starts the app once,
 * not once per page, and checks each page as a player who clicks through them meets it. Returns once the page's
 * heading is another element or says something else (or after 3 s, for a page whose heading does not change).
 */
export async function openInApp(page: Page, path: string): Promise<void> {
  const running = page.url().startsWith('http') && (await page.evaluate(() => (document.getElementById('root')?.childElementCount ?? 0) > 0));
  if (!running) {
    await page.goto(path);
    return;
  }
  const target = new URL(path, page.url());
  const current = new URL(page.url());
  if (current.pathname + current.search === target.pathname + target.search) return;
  const before = await page.evaluateHandle(() => document.querySelector('main h1') ?? document.querySelector('h1'));
  const beforeText = await before.evaluate((element) => element?.textContent ?? null);
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
  }, target.pathname + target.search);
  await page
    .waitForFunction(
      ([old, oldText]) => {
        const now = document.querySelector('main h1') ?? document.querySelector('h1');
        return now !== null && (now !== old || now.textContent !== oldText);
      },
      [before, beforeText] as const,
      { timeout: 3_000 },
    )
    .catch(() => undefined);
  await before.dispose();
}

/**
 * axe-core with the rules it leaves off by default turned on (target size, label in name): nothing serious or
 * critical, and no target-size or label-in-name finding of any impact. `include` narrows it to a part of the page.
 */
export async function expectAxeCleanStrict(page: Page, include?: string): Promise<void> {
  const builder = new AxeBuilder({ page }).options({ resultTypes: ['violations'], rules: { 'target-size': { enabled: true }, 'label-content-name-mismatch': { enabled: true } } });
  const results = await (include ? builder.include(include) : builder).analyze();
  const strict = new Set(['target-size', 'label-content-name-mismatch']);
  const found = results.violations.filter((violation) => strict.has(violation.id) || violation.impact === 'serious' || violation.impact === 'critical');
  expect(found.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
}
