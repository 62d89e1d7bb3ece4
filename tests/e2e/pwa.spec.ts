import { expect, test } from './fixtures.ts';

test.use({ serviceWorkers: 'allow' });

test.describe('installable web app (§1, §4 Service worker)', () => {
  test('the manifest is served as JSON with installable icons, and the service worker takes control', async ({ page, request }) => {
    const manifest = await request.get('/manifest.webmanifest');
    expect(manifest.ok()).toBe(true);
    const body = (await manifest.json()) as { display: string; start_url: string; icons: Array<{ sizes: string; src: string }> };
    expect(body.display).toBe('standalone');
    expect(body.icons.map((icon) => icon.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
    for (const icon of body.icons) expect((await request.get(icon.src)).ok()).toBe(true);

    const worker = await request.get('/sw.js', { headers: { 'Service-Worker': 'script' } });
    expect(worker.headers()['content-type']).toContain('javascript');
    expect(worker.headers()['cache-control'] ?? '').toContain('no-cache');

    await page.goto('/slots/casino');
    const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
    expect(scope).toMatch(/\/$/);
  });

  test('offline, a reload still shows the app shell from the service worker cache', async ({ page, context }) => {
    await page.goto('/slots/casino');
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await page.reload(); // now controlled by the worker
    await expect(page.getByRole('banner')).toBeVisible();
    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole('banner')).toBeVisible();
    await context.setOffline(false);
  });
});
