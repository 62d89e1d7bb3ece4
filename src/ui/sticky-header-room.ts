import { useEffect, type RefObject } from 'react';

/** The custom property the page's scroll padding reads: the sticky header's height, measured. */
export const stickyHeaderSizeProperty = '--sticky-header-size';

/** Room kept between the header's edge and what the browser scrolls to, so a focus ring is not clipped by it. */
export const stickyHeaderGapPx = 8;

/**
 * §2 Player journey (focus below the sticky header): whatever the browser scrolls into view, a control reached by
 * Tab or Shift+Tab, a refused field, stops below the sticky header instead of under it. The header's height differs
 * by width, language and sign-in (its bottom row wraps), so it is measured and written to `--sticky-header-size`,
 * which the page's `scroll-padding-block-start` reads (src/ui/global-styles.tsx).
 */
export function useStickyHeaderRoom(header: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const element = header.current;
    if (!element) return undefined;
    const root = document.documentElement;
    const measure = () => root.style.setProperty(stickyHeaderSizeProperty, `${Math.ceil(element.getBoundingClientRect().height)}px`);
    if (typeof ResizeObserver === 'undefined') {
      measure();
      return () => root.style.removeProperty(stickyHeaderSizeProperty);
    }
    // The observer's first report comes with the browser's own layout of the frame: measured here, in the commit, the
    // height forced a layout of the whole page inside the hydration's longest task (§2 Speed: total blocking time).
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.removeProperty(stickyHeaderSizeProperty);
    };
  }, [header]);
}
