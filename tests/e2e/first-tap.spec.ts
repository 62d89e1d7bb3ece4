import { expect, test } from './fixtures.ts';
import { seriousViolations } from './helpers.ts';

// docs/product.md §2 Speed: a button tapped on the server's page before the app owns it is never lost silently. The
// app's script is held back (as a slow phone's network or CPU would), the player taps the first price the page shows
// and the header's menu (a phone) or sign-in (a desktop): each button shows the tap at once (busy; a price drawn
// picked); once the script runs and the page is the app's, the pick is in the slip exactly once and the header's
// panel is open. French on a phone, Arabic on a desktop.

/** The site's entry script (rsbuild's index.<hash>.js): while it is held, React cannot take the page over. */
const entryScript = /\/static\/js\/index\.[0-9a-f]+\.js$/;
const phoneUserAgent = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36';

for (const { lang, viewport } of [
  { lang: 'fr-fr', viewport: { width: 390, height: 844 } },
  { lang: 'ar', viewport: { width: 1366, height: 860 } },
] as const) {
  test(`${lang} at ${viewport.width} px: a price and the header's panel button tapped before the app started are taken once it has`, async ({ browser }) => {
    test.setTimeout(90_000);
    // A phone says so (its User-Agent), so the server renders the phone's layout, shown at once.
    const phone = viewport.width < 768;
    const context = await browser.newContext({ viewport, isMobile: phone, hasTouch: phone, ...(phone ? { userAgent: phoneUserAgent } : {}) });
    await context.addInitScript((chosen) => {
      if (!localStorage.getItem('userSettings')) localStorage.setItem('userSettings', JSON.stringify({ version: 1, savedAt: Date.now(), state: { lang: chosen, isChanged: true } }));
    }, lang);
    const page = await context.newPage();
    // Layout shifts no input explains (the replayed tap comes seconds after the finger): the page must not move then.
    await page.addInitScript(() => {
      const shifts: number[] = [];
      Object.assign(window, { unexplainedShifts: shifts });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) if (!entry.hadRecentInput) shifts.push(entry.value);
      }).observe({ type: 'layout-shift', buffered: true });
    });
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let held = 0;
    await page.route(entryScript, async (route) => {
      held += 1;
      await released;
      await route.continue();
    });
    // The server renders the page in the player's language (?lang=), so the app hydrates it rather than draw its own.
    await page.goto(`/sport/Home?lang=${lang}`, { waitUntil: 'commit' });
    const price = page.locator('button[data-outcome]:enabled').first();
    await price.waitFor();
    const outcome = (await price.getAttribute('data-outcome'))!;
    await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
    // The app's scripts are asked for once the page has loaded (server/static.ts): by then, or soon after the price shows.
    await expect.poll(() => held).toBe(1);
    expect(await page.locator('html').getAttribute('data-hydrated')).toBeNull();

    if (phone) await price.tap();
    else await price.click();
    // Seen at once on the server's button, kept for the app.
    await expect(price).toHaveAttribute('aria-busy', 'true');
    await expect(price).toHaveAttribute('data-early-tap', '');
    expect(await page.evaluate(() => window.__EARLY_TAPS__)).toEqual([outcome]);
    // The header's panel button, pressed as well before the app owns it: kept the same way.
    const headerButton = phone ? page.getByRole('banner').getByRole('button', { name: 'Ouvrir le menu' }) : page.getByTestId('header-sign-in');
    if (phone) await headerButton.tap();
    else await headerButton.click();
    await expect(headerButton).toHaveAttribute('aria-busy', 'true');
    expect(await page.evaluate(() => window.__EARLY_PRESSES__?.length)).toBe(1);

    release();
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', '', { timeout: 30_000 });
    const picked = page.locator(`button[data-outcome="${outcome}"]`).first();
    await expect(picked).toHaveAttribute('aria-pressed', 'true');
    await expect(picked).not.toHaveAttribute('aria-busy', 'true');
    await expect(picked).not.toHaveAttribute('data-early-tap', '');
    expect(await page.evaluate(() => window.__EARLY_TAPS__)).toEqual([]);
    // Exactly once: the slip's stored picks hold this outcome once, and nothing else (a second toggle would have
    // taken it out again, a second add would show twice).
    await expect
      .poll(() => page.evaluate(() => (JSON.parse(localStorage.getItem('betslipSelections') ?? 'null') as { state?: { items?: { outcomeId: number }[] } } | null)?.state?.items?.map((item) => item.outcomeId)))
      .toEqual([Number(outcome)]);

    // What the replayed pick brought (the slip's count, a toast) came without moving what was on the page.
    const layoutShift = await page.evaluate(() => (window as unknown as { unexplainedShifts: number[] }).unexplainedShifts.reduce((sum, value) => sum + value, 0));
    expect(layoutShift).toBeLessThan(0.01);
    // The header's button was pressed again by the app, once: its panel is open (the side menu, the sign-in form).
    await expect(headerButton).toHaveAttribute('aria-expanded', 'true');
    await expect(headerButton).not.toHaveAttribute('aria-busy', 'true');
    expect(await page.evaluate(() => window.__EARLY_PRESSES__)).toEqual([]);
    if (phone) await expect(page.getByRole('dialog')).toBeVisible();
    else await expect(page.getByRole('form', { name: /دخول|sign in/i })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(headerButton).toHaveAttribute('aria-expanded', 'false');

    // A tap now is the app's own: it takes the pick out, as on any page.
    await picked.click();
    await expect(picked).toHaveAttribute('aria-pressed', 'false');
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });
}
