// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import axe from 'axe-core';
import i18next from 'i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { languages } from '../../../config/languages/index.ts';
import slidesConfig from '../../../config/slides.ts';
import type { Slide } from '../../api/content.ts';
import { createQueryClient } from '../../api/query-client.ts';
import { changeLanguage } from '../../i18n/index.ts';
import { initTestI18n } from '../../i18n/testing.ts';
import { desktopMediaQuery } from '../../ui/theme.ts';
import { renderWithUi } from '../../ui/testing.tsx';
import Carousel from './slide-carousel.tsx';
import { slidesQueryOptions } from './slides-query.ts';

// §3 Slide, §9: the carousel as a player moves it (arrows, dots, arrow keys in the reading direction, a swipe),
// autoplay after the configured time, held by focus, by the pointer and by the pause button, and none for a player
// who asks for reduced motion; only the slide on screen can be reached. In the default language and the
// right-to-left one, axe finding nothing (colour contrast is left to the browser runs: jsdom does not lay out). The
// browser keeps what needs a real layout: the slides' data and places, and the layout shift (promotions.spec.ts).
const place = Object.keys(slidesConfig.places)[0]!;
const ratio = slidesConfig.places[place]!.aspectRatio;
const slides: Slide[] = [1, 2, 3, 4].map((number) => ({
  id: 100 + number,
  type: 'image',
  image: `/slides/test-${number}.svg`,
  width: 1200,
  height: 200,
  title: `Slide ${number}`,
  // The first one links inside the site, the second outside; the others are pictures only.
  link: number === 1 ? '/promotions' : number === 2 ? 'https://partner.example.test/offer' : '',
  language: 'any',
  isActive: true,
  carouselId: 1,
  authRequired: false,
  order: number,
}));
const ids = slides.map((slide) => String(slide.id));

const defaultLanguage = languages[0]!;
const rightToLeft = languages.find((language) => language.dir === 'rtl');

/** jsdom has no matchMedia: a desktop viewport, with or without the player's reduced-motion setting. */
function installMedia(reducedMotion: boolean): void {
  window.matchMedia = (query: string) =>
    ({
      media: query,
      matches: query === desktopMediaQuery || (reducedMotion && query === '(prefers-reduced-motion: reduce)'),
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => true,
    }) as unknown as MediaQueryList;
}

/** The carousel of the place in `language`, on a desktop, the player's motion setting as given, the clock faked when asked. */
async function startCarousel(language: string, options: { reducedMotion?: boolean; fakeTimers?: boolean } = {}) {
  installMedia(options.reducedMotion ?? false);
  if (options.fakeTimers) vi.useFakeTimers();
  await changeLanguage(language);
  return renderCarousel(language);
}

function renderCarousel(language: string) {
  const client = createQueryClient();
  // The slides as the content service answered them (the boot prefetch fills the same entry, slides-query.ts).
  client.setQueryData(slidesQueryOptions(place, language, 'desktop', false).queryKey, slides);
  renderWithUi(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <main>
          <h1>Lobby</h1>
          <Carousel place={place} ratio={ratio} />
        </main>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return screen.getByTestId('slide-carousel');
}

const currentSlide = (carousel: HTMLElement) => carousel.querySelector('[data-current="true"]')?.getAttribute('data-slide');
const button = (carousel: HTMLElement, key: string, options: Record<string, unknown> = {}) => within(carousel).getByRole('button', { name: i18next.t(key, options) });
const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));
const focus = (element: HTMLElement) => act(() => element.focus());
/** A key pressed on the focused element (a button's own Enter or Space is its click, below). */
const press = (key: string) => fireEvent.keyDown(document.activeElement!, { key });

beforeAll(() => initTestI18n());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  document.documentElement.removeAttribute('dir');
});

describe.each([defaultLanguage, ...(rightToLeft ? [rightToLeft] : [])].map((language) => [language.code, language] as const))('the slide carousel in %s', (_code, language) => {
  const rtl = language.dir === 'rtl';
  const forward = rtl ? 'ArrowLeft' : 'ArrowRight';

  it('arrows, dots and arrow keys move it, autoplay turns it and focus holds it; hidden slides are inert; axe finds nothing', async () => {
    const carousel = await startCarousel(language.code, { fakeTimers: true });
    expect(carousel.querySelectorAll('[data-slide]')).toHaveLength(4);
    expect(currentSlide(carousel)).toBe(ids[0]);

    // Autoplay turns the slide after the configured time while nothing holds it.
    advance(slidesConfig.autoplayMs - 100);
    expect(currentSlide(carousel)).toBe(ids[0]);
    advance(200);
    expect(currentSlide(carousel)).toBe(ids[1]);

    const next = button(carousel, 'promotions.slides.next');
    focus(next);
    fireEvent.click(next);
    expect(currentSlide(carousel)).toBe(ids[2]);
    // Focus inside holds the slide still.
    advance(20_000);
    expect(currentSlide(carousel)).toBe(ids[2]);
    // The arrow keys follow the reading direction (in Arabic the next slide is to the left), and wrap around.
    press(forward);
    expect(currentSlide(carousel)).toBe(ids[3]);
    press(forward);
    expect(currentSlide(carousel)).toBe(ids[0]);
    press('End');
    expect(currentSlide(carousel)).toBe(ids[3]);
    press('Home');
    expect(currentSlide(carousel)).toBe(ids[0]);
    press(forward);
    focus(button(carousel, 'promotions.slides.previous'));
    fireEvent.click(document.activeElement!);
    expect(currentSlide(carousel)).toBe(ids[0]);
    const secondDot = button(carousel, 'promotions.slides.goTo', { number: 2 });
    focus(secondDot);
    fireEvent.click(secondDot);
    expect(currentSlide(carousel)).toBe(ids[1]);
    expect(secondDot.getAttribute('aria-current')).toBe('true');
    // Only the slide on screen takes focus: every link of another slide is inside an inert one.
    const hiddenLinks = [...carousel.querySelectorAll('[data-current="false"] a')];
    expect(hiddenLinks.length).toBeGreaterThan(0);
    for (const link of hiddenLinks) expect(link.closest('[inert]')).not.toBeNull();
    expect(carousel.querySelector('[data-current="true"]')!.hasAttribute('inert')).toBe(false);
    // A slide's own link keeps the arrow keys' usual meaning (turning would make it inert under the focus).
    const ownLink = carousel.querySelector<HTMLElement>('[data-current="true"] a')!;
    focus(ownLink);
    press(forward);
    expect(currentSlide(carousel)).toBe(ids[1]);

    vi.useRealTimers();
    const results = await axe.run(carousel.closest('main')!, { rules: { 'color-contrast': { enabled: false }, region: { enabled: false } } });
    expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
  });

  it('autoplay pauses while the pointer is over it and after the pause button', async () => {
    const carousel = await startCarousel(language.code, { fakeTimers: true });
    fireEvent.mouseEnter(carousel);
    advance(20_000);
    expect(currentSlide(carousel)).toBe(ids[0]);
    fireEvent.mouseLeave(carousel);
    advance(slidesConfig.autoplayMs + 100);
    expect(currentSlide(carousel)).toBe(ids[1]);
    fireEvent.mouseEnter(carousel);
    fireEvent.click(screen.getByTestId('slides-pause'));
    fireEvent.mouseLeave(carousel);
    act(() => (document.activeElement as HTMLElement | null)?.blur());
    advance(20_000);
    expect(currentSlide(carousel)).toBe(ids[1]);
    expect(screen.getByTestId('slides-pause').getAttribute('aria-label')).toBe(i18next.t('promotions.slides.play'));
  });

  it('a swipe turns the slide in the reading direction; a short one does nothing', async () => {
    const carousel = await startCarousel(language.code);
    const swipe = (from: number, to: number) => {
      fireEvent.touchStart(carousel, { touches: [{ identifier: 1, clientX: from, clientY: 50 }] });
      fireEvent.touchEnd(carousel, { changedTouches: [{ identifier: 1, clientX: to, clientY: 50 }] });
    };
    // A finger moving towards the start of the line (left in French, right in Arabic) shows the next slide.
    swipe(rtl ? 80 : 320, rtl ? 320 : 80);
    expect(currentSlide(carousel)).toBe(ids[1]);
    swipe(rtl ? 320 : 80, rtl ? 80 : 320);
    expect(currentSlide(carousel)).toBe(ids[0]);
    swipe(200, 180);
    expect(currentSlide(carousel)).toBe(ids[0]);
  });
});

describe('the slide carousel for a player who asks for reduced motion', () => {
  it('never turns by itself', async () => {
    const carousel = await startCarousel(defaultLanguage.code, { reducedMotion: true, fakeTimers: true });
    expect(carousel.querySelectorAll('[data-slide]')).toHaveLength(4);
    advance(30_000);
    expect(currentSlide(carousel)).toBe(ids[0]);
    // The player still moves it.
    fireEvent.click(button(carousel, 'promotions.slides.next'));
    expect(currentSlide(carousel)).toBe(ids[1]);
  });
});
