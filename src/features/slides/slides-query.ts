import slidesConfig from '../../../config/slides.ts';
import { getListSlidesQueryKey, getListSlidesQueryOptions, type Slide } from '../../api/content.ts';
import { pageHostname } from '../../api/runtime-config.ts';
import { hrefOf } from '../../engine/hrefs.ts';

export type SlidesPlatform = 'desktop' | 'mobile';

/**
 * The one query of a place's slides, shared by the carousel and the boot prefetch so both hit the same cache entry:
 * §7/§9 cached 1 h, guests and players apart (authRequired slides, §6).
 */
export function slidesQueryOptions(place: string, language: string, platform: SlidesPlatform, signedIn: boolean) {
  const params = { domain: pageHostname(), carousel: carouselSlug(slidesConfig.slug, place, language, platform) };
  return getListSlidesQueryOptions(params, {
    query: { queryKey: [...getListSlidesQueryKey(params), signedIn ? 'player' : 'guest'], staleTime: slidesConfig.cacheMs, gcTime: slidesConfig.cacheMs },
  });
}

/** The place whose carousel the page at `pathname` shows first for this audience (config/slides.ts `shownOn`), if any. */
export function slidesPlaceAt(pathname: string, signedIn: boolean): string | undefined {
  return Object.entries(slidesConfig.places).find(
    ([, place]) => (place.audience === 'everyone' || !signedIn) && place.shownOn.some((ref) => hrefOf(ref) === pathname),
  )?.[0];
}

/** The picture the carousel shows first: the page's largest paint on a phone (Lighthouse's LCP element). */
export function firstSlideImage(slides: readonly Slide[], signedIn: boolean): string | undefined {
  return visibleSlides(slides, signedIn)[0]?.image;
}

/** The slides a player sees, by order: active ones, and authRequired ones only when signed in (§6). */
export function visibleSlides(slides: readonly Slide[], signedIn: boolean): Slide[] {
  return slides.filter((slide) => slide.isActive && (signedIn || !slide.authRequired)).sort((a, b) => a.order - b.order);
}

/** The carousel slug of a place, language and platform (§3: the slug encodes language and platform). */
export function carouselSlug(pattern: string, place: string, language: string, platform: 'desktop' | 'mobile'): string {
  return pattern.replace('{place}', place).replace('{language}', language).replace('{platform}', platform);
}
