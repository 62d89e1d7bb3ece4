import { createContext, useContext, useSyncExternalStore } from 'react';
import { desktopMediaQuery } from './theme.ts';

function subscribe(onChange: () => void): () => void {
  // Test DOMs (jsdom) have no matchMedia: the layout then stays as first read.
  if (typeof window.matchMedia !== 'function') return () => undefined;
  const query = window.matchMedia(desktopMediaQuery);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

export function isDesktopViewport(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia(desktopMediaQuery).matches;
}

/**
 * The layout the server rendered a page for (§2 Speed: public pages arrive as HTML): the server cannot measure the
 * screen, so it guesses from the browser's hints; the browser hydrates with the same guess, then follows its own
 * width. Desktop where nothing was rendered by a server (tests, client-only pages): the first read decides at once.
 */
export const ServerViewportContext = createContext(true);

/**
 * Set on <html> by the server's page when the browser's width is not the layout the server guessed: the page stays
 * hidden (no layout shift) until the browser's own render replaces it (src/boot.tsx).
 */
export const serverLayoutMismatchClass = 'server-layout-mismatch';

/** True from the tablet breakpoint (767 px) up: layout is decided by it (§2, §9). */
export function useIsDesktop(): boolean {
  const serverDesktop = useContext(ServerViewportContext);
  return useSyncExternalStore(subscribe, isDesktopViewport, () => serverDesktop);
}
