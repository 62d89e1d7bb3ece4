import { useDeferredValue, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { useHydrated } from '../../stores/hydration.ts';
import { estimateItemSize as estimateSize, type Item } from './event-list.tsx';

// §2 Sportsbook: long event lists (live, overview, a league) are virtualised, so /sport/Overview with every live event
// stays under 2 500 DOM nodes however far the player scrolls. Its own chunk, loaded once the player scrolls towards
// these rows (event-list.tsx): short lists, and a long list's first screen, never load the virtualiser. The list's
// head (its first screen) is rendered by the list in the page's flow and stays: only the rows after it are virtual.

export default VirtualRows;

function VirtualRows({ items, render }: { items: Item[]; render: (item: Item) => ReactNode }) {
  const boxRef = useRef<HTMLDivElement>(null);
  // The server has no window: its page, and the hydration, draw the list's head and the virtual rows' box, empty at its
  // estimated height. The rows come in the render after the hydration (src/stores/hydration.ts), placed from the first
  // against the window and the box's top read as it was attached: placed from 0 x 0 and a top of 0, they were placed
  // again in two synchronous re-renders of the list inside the hydration's commit (§2 Speed: total blocking time).
  const hydrated = useHydrated();
  const hydratedAtAttach = useRef(hydrated);
  const topAtAttach = useRef(0);
  const [scrollMargin, setScrollMargin] = useState<number | null>(null);
  // The list sits below the page's other content: the window virtualiser counts from the list's own top.
  useLayoutEffect(() => {
    const box = boxRef.current;
    if (!box) return;
    const top = box.getBoundingClientRect().top + window.scrollY;
    if (hydratedAtAttach.current) setScrollMargin(top);
    else topAtAttach.current = top;
  }, []);
  const virtualizer = useWindowVirtualizer({
    count: items.length,
    estimateSize: (index) => estimateSize(items[index]),
    overscan: 4,
    enabled: hydrated,
    initialRect: hydrated ? { width: window.innerWidth, height: window.innerHeight } : undefined,
    scrollMargin: scrollMargin ?? topAtAttach.current,
    getItemKey: (index) => items[index].key,
    // §2 Sportsbook Speed (no task over 50 ms at 4x CPU slowdown while the feed trades): rows that scroll into view
    // are not mounted inside the scroll event (the library's default, flushSync) but in a React update of their own...
    useFlushSync: false,
    // A row is measured by the ResizeObserver's report, after the browser's own layout, not as it is attached: reading
    // its size there forced a layout of the whole page inside React's commit and re-rendered the list synchronously
    // (§2 Speed: total blocking time). Until the report, a row keeps its last size, else the estimate.
    measureElement: (element, entry, instance) => {
      const box = entry?.borderBoxSize[0];
      if (box) return Math.round(box.blockSize);
      const index = instance.indexFromElement(element);
      return instance.measurementsCache[index]?.size ?? instance.options.estimateSize(index);
    },
  });
  // ...and a deferred one, which React renders in slices that yield to the browser, so a fast scroll mounting
  // several rows (each with its price buttons) is a few short tasks instead of one long one. Meanwhile the rows
  // already on screen stay, and the overscan rows cover the first frames.
  // The rows keep the list's top they were placed from: a deferred set of rows drawn against a newer top was drawn a
  // screen too high, over the list's first rows, and took the taps meant for their prices.
  const placed = virtualizer.getVirtualItems();
  const top = scrollMargin ?? topAtAttach.current;
  const shown = useDeferredValue(useMemo(() => ({ rows: placed, top }), [placed, top]));
  // Before the rows are placed, the box keeps the height of their estimates, as the server drew it.
  const boxSize = hydrated ? virtualizer.getTotalSize() : items.reduce((sum, item) => sum + estimateSize(item), 0);
  return (
    <div ref={boxRef} style={{ position: 'relative', blockSize: boxSize }}>
      {shown.rows.map((row) => {
        const item = items[row.index];
        return (
          <div
            key={item.key}
            data-index={row.index}
            ref={virtualizer.measureElement}
            style={{ position: 'absolute', insetBlockStart: 0, insetInlineStart: 0, inlineSize: '100%', transform: `translateY(${row.start - shown.top}px)` }}
          >
            {render(item)}
          </div>
        );
      })}
    </div>
  );
}
