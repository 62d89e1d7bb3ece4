// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { HttpResponse } from 'msw';
import type { Slide } from '../../api/content.ts';
import { createQueryClient } from '../../api/query-client.ts';
import { getListSlidesMockHandler, startMockApi } from '../../api/testing.ts';
import { prefetchSlidesAt } from './prefetch-slides.ts';
import { slidesPlaceAt, slidesQueryOptions } from './slides-query.ts';

const mockApi = startMockApi();

// A whole slide as the contract gives it (answers are checked against it, §7 Shared client): the picture's address is absolute.
const slide = (id: number, order: number, extra: Partial<Slide> = {}): Slide => ({
  id,
  type: 'banner',
  image: `http://localhost/content/images/slide-${id}.svg`,
  width: 1200,
  height: 400,
  title: `Slide ${id}`,
  link: '/sport/Home',
  language: 'ar',
  isActive: true,
  carouselId: 1,
  authRequired: false,
  order,
  ...extra,
});

/** Answers the slides list and counts the requests, by carousel slug. */
function answerSlides(slides: Slide[]): string[] {
  const asked: string[] = [];
  mockApi.use(
    getListSlidesMockHandler(({ request }) => {
      asked.push(new URL(request.url).searchParams.get('carousel') ?? '');
      return slides;
    }),
  );
  return asked;
}

const preloads = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="image"]')].map((link) => link.getAttribute('href'));

afterEach(() => {
  document.head.innerHTML = '';
});

describe('the carousel places of config/slides.ts by address', () => {
  it('finds the sport home for everyone, the lobby for guests only, and nothing elsewhere', () => {
    expect(slidesPlaceAt('/sport/Home', false)).toBe('sport');
    expect(slidesPlaceAt('/sport/Home', true)).toBe('sport');
    expect(slidesPlaceAt('/slots/casino', false)).toBe('casino');
    expect(slidesPlaceAt('/slots/casino', true)).toBeUndefined();
    expect(slidesPlaceAt('/sport/Live', false)).toBeUndefined();
    expect(slidesPlaceAt('/profile', false)).toBeUndefined();
  });
});

describe('prefetchSlidesAt: the slides and the first picture asked for at boot', () => {
  it('fills the carousel’s own cache entry and preloads the first visible slide’s picture', async () => {
    const asked = answerSlides([slide(2, 2), slide(1, 1, { authRequired: true }), slide(3, 0, { isActive: false })]);
    const queryClient = createQueryClient();
    prefetchSlidesAt(queryClient, '/sport/Home', { language: 'ar', platform: 'mobile', signedIn: false });
    await expect.poll(preloads).toEqual(['http://localhost/content/images/slide-2.svg']);
    expect(asked).toEqual(['sport-ar-mobile']);
    // The carousel reads the same entry: no second request when it mounts.
    expect(queryClient.getQueryData(slidesQueryOptions('sport', 'ar', 'mobile', false).queryKey)).toHaveLength(3);
  });

  it('asks for nothing on a page without a carousel, or on the lobby once signed in', async () => {
    const asked = answerSlides([slide(1, 1)]);
    prefetchSlidesAt(createQueryClient(), '/sport/Live', { language: 'fr-fr', platform: 'desktop', signedIn: false });
    prefetchSlidesAt(createQueryClient(), '/slots/casino', { language: 'fr-fr', platform: 'desktop', signedIn: true });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(asked).toEqual([]);
    expect(preloads()).toEqual([]);
  });

  it('preloads nothing when the list is refused, and leaves the carousel to ask again', async () => {
    mockApi.use(getListSlidesMockHandler(() => { throw HttpResponse.json({ detail: 'bad carousel' }, { status: 400 }); }));
    const queryClient = createQueryClient();
    prefetchSlidesAt(queryClient, '/sport/Home', { language: 'fr-fr', platform: 'mobile', signedIn: false });
    await expect.poll(() => queryClient.getQueryState(slidesQueryOptions('sport', 'fr-fr', 'mobile', false).queryKey)?.status).toBe('error');
    expect(preloads()).toEqual([]);
  });
});
