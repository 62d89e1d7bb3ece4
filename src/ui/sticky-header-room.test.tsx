// @vitest-environment jsdom
import { act, cleanup } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stickyHeaderSizeProperty, useStickyHeaderRoom } from './sticky-header-room.ts';
import { renderWithUi } from './testing.tsx';

// §2 Player journey (focus below the sticky header): what Tab or Shift+Tab scrolls into view stops below the header.
// jsdom lays nothing out: the header's height is given, and the rule the page's scroll padding reads is checked.

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
  it('writes the header’s height for the page’s scroll padding, follows its resizes and clears it when the header goes', () => {
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
    // Nothing is measured in the commit: the observer's first report, after the browser's layout, writes the height.
    expect(root.style.getPropertyValue(stickyHeaderSizeProperty)).toBe('');
    act(() => observed?.([], {} as ResizeObserver));
    expect(root.style.getPropertyValue(stickyHeaderSizeProperty)).toBe('57px');
    // The page's scroll padding reads it (the global styles are part of the UI provider).
    expect(writtenCss().replace(/\s+/g, '')).toMatch(/scroll-padding-block-start:calc\(var\(--sticky-header-size,0px\)\+8px\)/);
    height = 162; // the desktop header's bottom row wraps
    act(() => observed?.([], {} as ResizeObserver));
    expect(root.style.getPropertyValue(stickyHeaderSizeProperty)).toBe('162px');
    view.unmount();
    expect(root.style.getPropertyValue(stickyHeaderSizeProperty)).toBe('');
  });
});
