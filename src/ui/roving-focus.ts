import { useState, type KeyboardEvent } from 'react';

// The WAI-ARIA toolbar's roving tabindex, for a row of links or buttons (the sports bar): the row is one Tab stop,
// ArrowLeft/ArrowRight move between its items (mirrored right to left, as the Tabs primitive), Home and End go to
// the ends. The item the focus last rested on keeps the Tab stop; before that, the `preferred` one (the current page).

/**
 * Where a key moves the focus in a row of `count` items from `index`: ArrowRight/ArrowLeft one step in reading order
 * (mirrored right to left), round the ends; Home and End to the ends. Undefined for any other key.
 */
export function rovingIndex(key: string, index: number, count: number, rightToLeft: boolean): number | undefined {
  const step = { ArrowRight: rightToLeft ? -1 : 1, ArrowLeft: rightToLeft ? 1 : -1 }[key];
  if (step !== undefined) return (index + step + count) % count;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return undefined;
}

/** Whether the row reads right to left (the document's direction, or a part's own). */
export function readsRightToLeft(element: Element): boolean {
  return element.closest('[dir]')?.getAttribute('dir') === 'rtl';
}

export interface RovingFocus {
  /** Props for the item `key`: only one item of the row is in the Tab order. */
  itemProps: (key: string) => { tabIndex: 0 | -1; onFocus: () => void; 'data-roving-item': string };
  /** Put on the row's container. */
  onKeyDown: (event: KeyboardEvent<HTMLElement>) => void;
}

export function useRovingFocus(keys: readonly string[], preferred: string | null): RovingFocus {
  const [focused, setFocused] = useState<string | null>(null);
  const active = focused !== null && keys.includes(focused) ? focused : preferred !== null && keys.includes(preferred) ? preferred : (keys[0] ?? null);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const items = [...event.currentTarget.querySelectorAll<HTMLElement>('[data-roving-item]')];
    const index = items.findIndex((item) => item === event.target);
    if (index < 0) return;
    const next = rovingIndex(event.key, index, items.length, readsRightToLeft(event.currentTarget));
    if (next === undefined) return;
    event.preventDefault();
    items[next].focus();
  };

  return {
    itemProps: (key) => ({ tabIndex: key === active ? 0 : -1, onFocus: () => setFocused(key), 'data-roving-item': key }),
    onKeyDown,
  };
}
