import { useSyncExternalStore } from 'react';

/** A list of rows of one height, scrolled by the window: the casino lobby's grid (§2 Casino). */
export interface WindowRowsOptions {
  count: number;
  /** Every row's height in px, its gap included. */
  rowHeight: number;
  /** The list's top, in px from the top of the document. */
  listTop: number;
  /** Rows kept beyond each edge of the window, so a scroll does not show an empty band before they are drawn. */
  overscan: number;
}

/** A row to draw: its index and its top in the document. */
export interface WindowRow {
  index: number;
  start: number;
}

/**
 * The first and last rows to draw for the window's scroll and height: those in the window, or the nearest one when the
 * list is above or below it, and `overscan` more on each side. Empty for an empty list.
 */
export function windowRowRange({ count, rowHeight, listTop, overscan }: WindowRowsOptions, scrollTop: number, viewHeight: number): [number, number] | null {
  if (count <= 0 || rowHeight <= 0) return null;
  const clamp = (row: number, from: number) => Math.min(count - 1, Math.max(from, row));
  const first = clamp(Math.floor((scrollTop - listTop) / rowHeight), 0);
  const last = clamp(Math.ceil((scrollTop + viewHeight - listTop) / rowHeight) - 1, first);
  return [Math.max(0, first - overscan), Math.min(count - 1, last + overscan)];
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener('scroll', onChange, { passive: true });
  window.addEventListener('resize', onChange);
  return () => {
    window.removeEventListener('scroll', onChange);
    window.removeEventListener('resize', onChange);
  };
}

/**
 * The rows of a window-scrolled list of equal rows that are near the window (only those go in the DOM). The list
 * re-renders when that range changes, not on every scroll event. Rows of one height need no measuring: a library
 * that measures rows (@tanstack/react-virtual, for the event lists) weighed 10 KB gzip on the lobby's first load
 * (§2 Speed). `enabled` false (the server's page and its hydration, which have no window to read) draws no row.
 */
export function useWindowRows(options: WindowRowsOptions, enabled: boolean): WindowRow[] {
  const rangeKey = useSyncExternalStore(
    subscribe,
    () => (enabled ? String(windowRowRange(options, window.scrollY, window.innerHeight)) : ''),
    () => '',
  );
  if (!rangeKey || rangeKey === 'null') return [];
  const [first, last] = rangeKey.split(',').map(Number);
  return Array.from({ length: last - first + 1 }, (_, offset) => ({ index: first + offset, start: options.listTop + (first + offset) * options.rowHeight }));
}
