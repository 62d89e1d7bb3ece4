import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { ListBox, type Item } from './event-list.tsx';

// §2 Sportsbook: long event lists (live, overview, a league) are virtualised, so /sport/Overview with every live event
// stays under 2 500 DOM nodes however far the player scrolls. Its own chunk: short lists never load the virtualiser.

export default VirtualEventList;

function VirtualEventList({ items, label, render }: { items: Item[]; label: string; render: (item: Item) => ReactNode }) {
  const boxRef = useRef<HTMLElement>(null);
  const [scrollMargin, setScrollMargin] = useState(0);
  // The list sits below the page's other content: the window virtualiser counts from the list's own top.
  useLayoutEffect(() => {
    const box = boxRef.current;
    if (box) setScrollMargin(box.getBoundingClientRect().top + window.scrollY);
  }, []);
  const virtualizer = useWindowVirtualizer({
    count: items.length,
    estimateSize: (index) => (items[index].kind === 'header' ? 40 : 150),
    overscan: 4,
    scrollMargin,
    getItemKey: (index) => items[index].key,
  });
  return (
    <ListBox ref={boxRef} aria-label={label} style={{ blockSize: virtualizer.getTotalSize() }} data-virtual="true">
      {virtualizer.getVirtualItems().map((row) => {
        const item = items[row.index];
        return (
          <div
            key={item.key}
            data-index={row.index}
            ref={virtualizer.measureElement}
            style={{ position: 'absolute', insetBlockStart: 0, insetInlineStart: 0, inlineSize: '100%', transform: `translateY(${row.start - scrollMargin}px)` }}
          >
            {render(item)}
          </div>
        );
      })}
    </ListBox>
  );
}
