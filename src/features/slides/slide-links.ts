import type { Slide } from '../../api/content.ts';
import { sanitizeLink, type SafeLink } from '../content/index.ts';

/**
 * A slide's link as the carousel may show it (§3 Slide): a route of this site, or an http(s) page elsewhere (marked
 * and opened in a new tab without access to this page). Anything else (javascript:, data:, //host, paths the site
 * does not serve) is dropped: the slide shows its picture without a link. The content service is the operator's
 * CMS, and a link pasted there must not become a script on a page players trust.
 */
export function slideLink(link: string, routePaths: readonly string[]): SafeLink | null {
  return sanitizeLink(link, routePaths);
}

/** The slides a player sees, by order: active ones, and authRequired ones only when signed in (§6). */
export function visibleSlides(slides: readonly Slide[], signedIn: boolean): Slide[] {
  return slides.filter((slide) => slide.isActive && (signedIn || !slide.authRequired)).sort((a, b) => a.order - b.order);
}

/** The carousel slug of a place, language and platform (§3: the slug encodes language and platform). */
export function carouselSlug(pattern: string, place: string, language: string, platform: 'desktop' | 'mobile'): string {
  return pattern.replace('{place}', place).replace('{language}', language).replace('{platform}', platform);
}
