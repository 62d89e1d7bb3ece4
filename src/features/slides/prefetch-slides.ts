import type { QueryClient } from '@tanstack/react-query';
import { firstSlideImage, slidesPlaceAt, slidesQueryOptions, type SlidesPlatform } from './slides-query.ts';

/**
 * Opened at a page that shows a carousel first (config/slides.ts `shownOn`), the slides and the first picture are
 * asked for at boot, while the shell, the screen and the language pack are still loading: the picture is the page's
 * largest paint, and waiting for the screen to render before asking made it the last link of a five-request chain.
 * A failure is left to the carousel, which asks again and shows nothing rather than an error (§7 Content).
 */
export function prefetchSlidesAt(queryClient: QueryClient, pathname: string, options: { language: string; platform: SlidesPlatform; signedIn: boolean }): void {
  const place = slidesPlaceAt(pathname, options.signedIn);
  if (!place) return;
  const query = slidesQueryOptions(place, options.language, options.platform, options.signedIn);
  void queryClient
    .fetchQuery(query)
    .then((slides) => {
      const image = firstSlideImage(slides, options.signedIn);
      if (!image) return;
      const link = document.createElement('link');
      for (const [name, value] of Object.entries({ rel: 'preload', as: 'image', href: image, fetchpriority: 'high' })) link.setAttribute(name, value);
      document.head.append(link);
    })
    .catch(() => undefined);
}
