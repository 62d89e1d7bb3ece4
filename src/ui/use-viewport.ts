import { useSyncExternalStore } from 'react';
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

/** True above the tablet breakpoint (767 px): layout is decided by it (§9). */
export function useIsDesktop(): boolean {
  return useSyncExternalStore(subscribe, isDesktopViewport, () => true);
}
