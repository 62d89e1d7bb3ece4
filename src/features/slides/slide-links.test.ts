import { describe, expect, it } from 'vitest';
import type { Slide } from '../../api/content.ts';
import { slideLink } from './slide-links.ts';
import { carouselSlug, visibleSlides } from './slides-query.ts';

// Fixtures, not this deployment's routes (CONVENTIONS 18).
const routePaths = ['/promotions', '/promotions/:offer', '/promotions-detail/:type', '/slots/casino', '*'];

describe('slide links (§3 Slide)', () => {
  it('keeps the site routes, with their query and hash', () => {
    expect(slideLink('/promotions/welcome-offer-1', routePaths)).toEqual({ kind: 'internal', to: '/promotions/welcome-offer-1' });
    expect(slideLink('/slots/casino?providers=nexa#top', routePaths)).toEqual({ kind: 'internal', to: '/slots/casino?providers=nexa#top' });
  });

  it('keeps http(s) pages as external links', () => {
    expect(slideLink('https://www.gamblingtherapy.org/', routePaths)).toEqual({ kind: 'external', href: 'https://www.gamblingtherapy.org/' });
    expect(slideLink('http://example.org/a?b=1', routePaths)).toEqual({ kind: 'external', href: 'http://example.org/a?b=1' });
  });

  // The whole list of hostile addresses (schemes, //host, backslashes, credentials) is the content link check's, in
  // src/features/content/links.test.ts: a slide's link goes through that one check.
  it.each(['javascript:alert(document.cookie)', '//evil.example/promotions', '/admin/secret', 'promotions', ''])('drops %j', (link) => {
    expect(slideLink(link, routePaths)).toBeNull();
  });
});

const slide = (overrides: Partial<Slide>): Slide => ({
  id: 1, type: 'promotion', image: 'https://site.example/a.svg', width: 1200, height: 300, title: 'A', link: '/promotions',
  language: 'fr-fr', isActive: true, carouselId: 1, authRequired: false, order: 1, ...overrides,
});

describe('visible slides (§6 authRequired)', () => {
  const slides = [slide({ id: 3, order: 3 }), slide({ id: 2, order: 2, authRequired: true }), slide({ id: 1, order: 1 }), slide({ id: 4, order: 4, isActive: false })];

  it('a guest sees the active slides without authRequired, by order', () => {
    expect(visibleSlides(slides, false).map((item) => item.id)).toEqual([1, 3]);
  });

  it('a signed-in player also sees the authRequired ones', () => {
    expect(visibleSlides(slides, true).map((item) => item.id)).toEqual([1, 2, 3]);
  });

  it('builds the slug from place, language and platform', () => {
    expect(carouselSlug('{place}-{language}-{platform}', 'casino', 'fr-fr', 'mobile')).toBe('casino-fr-fr-mobile');
  });
});
