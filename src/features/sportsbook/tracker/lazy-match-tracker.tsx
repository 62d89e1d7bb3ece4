import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { withAreas } from '../../../i18n/index.ts';
import type { MatchTrackerProps } from './match-tracker.tsx';

// docs/product.md §2 Sportsbook "Match tracker": the tracker's code, its drawing and its stream topic wait until its
// place on the page scrolls into view, so the page's first screen pays for an empty box only; its texts (the tracker
// language area) come with its code, not in the sport pages' language chunk.

const MatchTracker = lazy(withAreas(() => import(/* webpackChunkName: "match-tracker" */ './match-tracker.tsx'), ['sport', 'sportsbook', 'odds', 'tracker']));

/** The tracker of a live event, loaded when its place is about to be seen. */
export function LazyMatchTracker(props: MatchTrackerProps) {
  const place = useRef<HTMLDivElement>(null);
  const [seen, setSeen] = useState(false);
  useEffect(() => {
    const node = place.current;
    // Without IntersectionObserver (a browser from before 2019) the page goes without its tracker rather than pay for
    // it on every visit: it is an extra, never the only place a score or an incident shows.
    if (seen || !node || typeof IntersectionObserver !== 'function') return undefined;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) setSeen(true);
    }, { rootMargin: '120px' });
    observer.observe(node);
    return () => observer.disconnect();
  }, [seen]);
  return (
    <div ref={place} data-testid="match-tracker-place">
      {seen && (
        <Suspense fallback={null}>
          <MatchTracker {...props} />
        </Suspense>
      )}
    </div>
  );
}
