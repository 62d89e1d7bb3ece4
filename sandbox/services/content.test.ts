import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ListCarouselsResponse, ListSlidesResponse } from '../../generated/content/content.zod.ts';
import { createTestSandbox, type TestSandbox } from '../testing.ts';

let sandbox: TestSandbox;
let domain: string;
beforeAll(async () => {
  sandbox = await createTestSandbox();
  domain = new URL(sandbox.context.config.publicUrl).hostname;
});
afterAll(() => sandbox.dispose());

const slidesOf = (slug: string, token?: string) => sandbox.call('GET', `/content/slide/?domain=${encodeURIComponent(domain)}&carousel=${slug}`, { token });

describe('content service (§7 Content, §3 Slide)', () => {
  it('lists carousels whose slug says place, language and platform, for the site domain only', async () => {
    const result = await sandbox.call('GET', `/content/carousel/?domain=${domain}`);
    expect(result.status).toBe(200);
    const carousels = ListCarouselsResponse.parse(result.json);
    expect(carousels.map((carousel) => carousel.slug)).toContain('casino-fr-fr-desktop');
    expect(carousels.map((carousel) => carousel.slug)).toContain('sport-ar-mobile');
    for (const carousel of carousels) expect(carousel.slug).toBe(`${carousel.slug.split('-')[0]}-${carousel.language}-${carousel.platform}`);
    const other = await sandbox.call('GET', '/content/carousel/?domain=elsewhere.example');
    expect(other.json).toEqual([]);
  });

  it('leaves authRequired slides out for a guest and a staff role, and gives them to a player (§6)', async () => {
    const guest = ListSlidesResponse.parse((await slidesOf('casino-fr-fr-desktop')).json);
    expect(guest.length).toBeGreaterThan(2);
    expect(guest.some((slide) => slide.authRequired)).toBe(false);
    const { access } = await sandbox.login('player1');
    const player = ListSlidesResponse.parse((await slidesOf('casino-fr-fr-desktop', access)).json);
    expect(player.filter((slide) => slide.authRequired)).toHaveLength(1);
    expect(player.length).toBe(guest.length + 1);
    for (const staff of ['agent1', 'cashier1']) {
      const { access: staffAccess } = await sandbox.login(staff);
      const answer = ListSlidesResponse.parse((await slidesOf('casino-fr-fr-desktop', staffAccess)).json);
      expect(answer.some((slide) => slide.authRequired)).toBe(false);
    }
    // A bad token is refused (the client refreshes and asks again), never read as a guest or a 500.
    expect((await slidesOf('casino-fr-fr-desktop', 'not-a-token')).status).toBe(401);
  });

  it('answers slides in the carousel language, with a generated picture of the platform size', async () => {
    const slides = ListSlidesResponse.parse((await slidesOf('sport-ar-mobile')).json);
    expect(new Set(slides.map((slide) => slide.language))).toEqual(new Set(['ar']));
    expect(slides.map((slide) => slide.order)).toEqual([...slides.map((slide) => slide.order)].sort((a, b) => a - b));
    const picture = await sandbox.call('GET', new URL(slides[0].image).pathname);
    expect(picture.status).toBe(200);
    expect(picture.headers.get('Content-Type')).toContain('image/svg+xml');
    expect(picture.headers.get('Cache-Control')).toBe('public, max-age=3600');
    expect(picture.text).toContain(`width="${slides[0].width}"`);
    expect(picture.text).toContain('direction="rtl"');
    expect(slides[0].width / slides[0].height).toBe(2);
  });

  it('refuses bad input with a 400 or 404, never a 500', async () => {
    expect((await sandbox.call('GET', '/content/slide/')).status).toBe(400);
    expect((await sandbox.call('GET', '/content/slide/?domain=')).status).toBe(400);
    expect((await sandbox.call('GET', `/content/slide/?domain=${domain}&carousel=x&carousel=y`)).status).toBe(400);
    expect((await sandbox.call('GET', `/content/slide/?domain=${domain}&carousel=%3Cscript%3E`)).json).toEqual([]);
    expect((await sandbox.call('GET', '/content/images/..%2F..%2Fetc%2Fpasswd')).status).toBe(404);
    expect((await sandbox.call('GET', '/content/images/casino-fr-fr-desktop-99.svg')).status).toBe(404);
  });
});
