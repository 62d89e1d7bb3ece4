// @vitest-environment jsdom
import { act, cleanup } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useStickyHeaderRoom } from './sticky-header-room.ts';
import { renderWithUi } from './testing.tsx';

// §2 Player journey (focus below the sticky header): what Tab or Shift+Tab scrolls into view stops below the header.
// jsdom lays nothing out: the header's height is given, and the page's scroll padding is read.

let observed: ResizeObserverCallback | null = null;
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  observed = null;
});

function writtenCss(): string {
  return [...document.querySelectorAll('style')].map((style) => style.textContent).join('\n') + [...document.styleSheets].flatMap((sheet) => [...sheet.cssRules].map((rule) => rule.cssText)).join('\n');
}

function Header({ height }: { height: () => number }) {
  const ref = useRef<HTMLElement>(null);
  useStickyHeaderRoom(ref);
  return (
    <header
      ref={(element) => {
        ref.current = element;
        if (element) element.getBoundingClientRect = () => ({ height: height(), width: 390, top: 0, left: 0, right: 390, bottom: height(), x: 0, y: 0, toJSON: () => ({}) });
      }}
    />
  );
}

describe('the sticky header’s room', () => {
  it('writes the page’s scroll padding from the header’s height, follows its resizes and clears it when the header goes', () => {
    vi.stubGlobal(
      'ResizeObserver',
      class {
        constructor(callback: ResizeObserverCallback) {
          observed = callback;
        }
        observe() {}
        disconnect() {}
      },
    );
    let height = 56.4;
    const view = renderWithUi(<Header height={() => height} />);
    const root = document.documentElement;
    const written: string[] = [];
    const writes = new MutationObserver((records) => written.push(...records.map(() => root.style.scrollPaddingBlockStart)));
    writes.observe(root, { attributes: true, attributeFilter: ['style'] });
    // Until the header is measured, the global styles keep the gap alone.
    expect(writtenCss().replace(/\s+/g, '')).toMatch(/html\{[^}]*scroll-padding-block-start:8px/);
    // Nothing is measured in the commit: the observer's first report, after the browser's layout, writes the padding.
    expect(root.style.scrollPaddingBlockStart).toBe('');
    act(() => observed?.([], {} as ResizeObserver));
    expect(root.style.scrollPaddingBlockStart).toBe('65px');
    // The same height again writes nothing: any write to the root's style makes the browser look at the whole page.
    act(() => observed?.([], {} as ResizeObserver));
    height = 162; // the desktop header's bottom row wraps
    act(() => observed?.([], {} as ResizeObserver));
    expect(root.style.scrollPaddingBlockStart).toBe('170px');
    // Nothing of the page's root is left for the whole page to inherit (a custom property restyled every element).
    expect(root.getAttribute('style')).not.toContain('--');
    view.unmount();
    expect(root.style.scrollPaddingBlockStart).toBe('');
    writes.takeRecords().forEach(() => written.push(root.style.scrollPaddingBlockStart));
    writes.disconnect();
    expect(written).toHaveLength(3);
  });
});
