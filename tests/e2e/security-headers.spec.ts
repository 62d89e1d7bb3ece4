import { expect, test } from './fixtures.ts';
import type { Page } from '@playwright/test';
import { apiSession, expectSignedIn, player, storeSession } from './helpers.ts';

// §7 Security headers in a real browser: the site runs whole under its CSP (shell, casino lobby, a game in its frame,
// profile, the crypto deposit's QR code) without a single violation, and the CSP really is enforced: an
// injected inline script does not run. §6 Test hooks: the browser's own requests never carry the test-hook secret.
const desktop = { width: 1280, height: 800 };

/** Records CSP violations and header errors in every frame, the game's cross-origin frame included. */
async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
  const console: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to|Permissions-Policy|Cross-Origin/i.test(message.text())) console.push(message.text());
  });
  await page.addInitScript(() => {
    const store = window as unknown as { __cspViolations: string[] };
    store.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => store.__cspViolations.push(`${event.violatedDirective} ${event.blockedURI} ${event.sample}`));
  });
  return async () => {
    const reported: string[] = [];
    for (const frame of page.frames()) {
      reported.push(...(await frame.evaluate(() => (window as unknown as { __cspViolations?: string[] }).__cspViolations ?? []).catch(() => [])));
    }
    return [...console, ...reported];
  };
}

test.describe('security headers in Chromium (§7 Security headers)', () => {
  test('the shell, casino lobby, a game, profile and the crypto QR code run under the CSP without a violation', async ({ page }) => {
    const violations = await watchViolations(page);
    const secretSeen: string[] = [];
    page.on('request', (request) => {
      if (request.headers()['x-sandbox-control'] !== undefined) secretSeen.push(request.url());
    });
    await page.setViewportSize(desktop);

    const shell = await page.goto('/');
    expect(shell!.headers()['content-security-policy']).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/]+' /);
    await expect(page).toHaveURL(/\/sport/);
    await page.goto('/slots/casino');
    await expect(page.getByTestId('game-card').first()).toBeVisible();
    // Posters come from the game origin (img-src).
    await expect.poll(() => page.locator('[data-testid=game-card] img').first().evaluate((image) => (image as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);

    const session = await apiSession(page.request, player);
    // §8 one real-money game at a time: a game another test of this worker left open on the account would refuse this one.
    const ended = await page.request.delete('/api/users/game-sessions/', { headers: { Authorization: `Bearer ${session.access}` } });
    expect(ended.ok()).toBe(true);
    await storeSession(page, session);
    await page.reload();
    await expectSignedIn(page);
    await page.goto('/slots/orbit/1001');
    const frame = page.frameLocator('[data-testid=game-frame]');
    await expect(frame.getByTestId('game-balance')).not.toHaveText('…');
    await frame.getByTestId('game-spin').click();
    await expect(frame.getByTestId('game-result')).toHaveAttribute('data-outcome', /^(win|no-win)$/);

    await page.goto('/profile/user-info');
    await expect(page.getByLabel('Ville')).toBeVisible();
    await page.goto('/deposit/crypto');
    await page.getByRole('button', { name: "Obtenir l'adresse de dépôt" }).click();
    await expect(page.getByTestId('crypto-qr')).toBeVisible();

    expect(await violations()).toEqual([]);
    expect(secretSeen).toEqual([]);
  });

  test('an injected inline script does not run, and another origin cannot frame the site', async ({ page, context, baseURL }) => {
    const violations = await watchViolations(page);
    await page.goto('/slots/casino');
    const ran = await page.evaluate(async () => {
      const script = document.createElement('script');
      script.textContent = 'window.__injected = true';
      document.head.append(script);
      await new Promise((resolve) => setTimeout(resolve, 50));
      return (window as unknown as { __injected?: boolean }).__injected === true;
    });
    expect(ran).toBe(false);
    expect((await violations()).some((line) => line.includes('script-src'))).toBe(true);

    // Another origin's page framing the site: frame-ancestors 'self' refuses it.
    const other = await context.newPage();
    await other.route('http://other.example.test/', (route) =>
      route.fulfill({ contentType: 'text/html', body: `<!doctype html><title>other</title><iframe src="${baseURL}/slots/casino"></iframe>` }),
    );
    await other.goto('http://other.example.test/');
    // Chromium replaces a frame refused by frame-ancestors with its error page (it loaded the site before §7 Security headers).
    await expect.poll(() => other.frames().map((frame) => frame.url())).toEqual(['http://other.example.test/', 'chrome-error://chromewebdata/']);
  });
});
