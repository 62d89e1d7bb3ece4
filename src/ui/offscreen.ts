import type { CSSObject } from '@emotion/react';

// docs/product.md §2 Speed: a region far below the first screen is neither laid out nor painted until the player
// scrolls near it (content-visibility: auto). The server's /sport/Home is about eight phone screens tall; drawing all
// of it was the longest task right after the first paint, when a bettor's first tap waits (about a fifth of the
// layout and paint before the app's scripts, at 4x CPU).

/** Room around the region's content for a focus ring (3 px, 2 px from its control): a skipped region clips its paint. */
const focusRoom = 6;

/**
 * Styles of a region below the first screen, drawn only near the screen. `estimatedBlockSize` (px) is its height
 * until it is first drawn; from then on the browser keeps its real one. Its content keeps its place in the page, the
 * accessibility tree and find-in-page.
 */
export function drawnNearScreen(estimatedBlockSize: number): CSSObject {
  return {
    contentVisibility: 'auto',
    containIntrinsicBlockSize: `auto ${estimatedBlockSize}px`,
    padding: focusRoom,
    margin: -focusRoom,
  };
}
