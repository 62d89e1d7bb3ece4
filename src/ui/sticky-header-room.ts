import { useEffect, type RefObject } from 'react';

/** Room kept between the header's edge and what the browser scrolls to, so a focus ring is not clipped by it. */
export const stickyHeaderGapPx = 8;

/**
 * §2 Player journey (focus below the sticky header): whatever the browser scrolls into view, a control reached by
 * Tab or Shift+Tab, a refused field, stops below the sticky header instead of under it. The header's height differs
 * by width, language and sign-in (its bottom row wraps), so it is measured and the page's own
 * `scroll-padding-block-start` is written from it, only when it changes. Not a custom property on the page's root:
 * every element inherits those, and writing one restyled the whole page (7-10 ms at 1x on the sport home, in the
 * hydration's longest task; §2 Speed: total blocking time). The global styles keep the gap alone until then.
 */
export function useStickyHeaderRoom(header: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const element = header.current;
    if (!element) return undefined;
    const root = document.documentElement;
    const measure = () => {
      const padding = `${Math.ceil(element.getBoundingClientRect().height) + stickyHeaderGapPx}px`;
      if (root.style.scrollPaddingBlockStart !== padding) root.style.scrollPaddingBlockStart = padding;
    };
    const clear = () => root.style.removeProperty('scroll-padding-block-start');
    if (typeof ResizeObserver === 'undefined') {
      measure();
      return clear;
    }
    // The observer's first report comes with the browser's own layout of the frame: measured here, in the commit, the
    // height forced a layout of the whole page inside the hydration's longest task (§2 Speed: total blocking time).
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => {
      observer.disconnect();
      clear();
    };
  }, [header]);
}
