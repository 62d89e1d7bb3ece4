import { lazy, Suspense } from 'react';
import { SlideFrame } from './slide-frame.tsx';

// The carousel's code is its own chunk, fetched beside the page's first render: the lobby and sport home first
// loads stay within their budget, and the box keeps its size meanwhile (CLS 0).
const Carousel = lazy(() => import('./slide-carousel.tsx'));

/** The promotional carousel of a place (`casino`, `sport`): slides from the content service (§7 Content). */
export function SlideCarousel({ place }: { place: string }) {
  return (
    <Suspense fallback={<SlideFrame aria-hidden="true" data-testid="slides-loading" />}>
      <Carousel place={place} />
    </Suspense>
  );
}
