import { lazy, Suspense } from 'react';
import slidesConfig from '../../../config/slides.ts';
import { useIsAuth } from '../../stores/auth.ts';
import { SlideFrame } from './slide-frame.tsx';

// The carousel's code is its own chunk, fetched beside the page's first render: the lobby and sport home first
// loads stay within their budget, and the box keeps its size meanwhile (CLS 0).
const Carousel = lazy(() => import('./slide-carousel.tsx'));

/** The promotional carousel of a place of config/slides.ts (casino lobby, sport home): slides from the content service (§7 Content). */
export function SlideCarousel({ place }: { place: string }) {
  const signedIn = useIsAuth();
  const settings = slidesConfig.places[place];
  if (!settings || (settings.audience === 'guests' && signedIn)) return null;
  return (
    <Suspense fallback={<SlideFrame ratio={settings.aspectRatio} aria-hidden="true" data-testid="slides-loading" />}>
      <Carousel place={place} ratio={settings.aspectRatio} />
    </Suspense>
  );
}
