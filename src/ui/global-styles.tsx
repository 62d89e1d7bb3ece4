import { Global, useTheme } from '@emotion/react';
import { stickyHeaderGapPx } from './sticky-header-room.ts';

/** Page-wide base styles: box sizing, colours, fonts, focus rings and reduced motion. */
export function GlobalStyles() {
  const theme = useTheme();
  return (
    <Global
      styles={{
        '*, *::before, *::after': { boxSizing: 'border-box' },
        html: {
          background: theme.colors.background,
          color: theme.colors.text,
          WebkitTextSizeAdjust: '100%',
          // A control scrolled into view (Tab, Shift+Tab, a refused field) stops below the sticky header, not under it:
          // the gap until the header is measured, then the header's height too (useStickyHeaderRoom, inline).
          scrollPaddingBlockStart: stickyHeaderGapPx,
        },
        body: {
          margin: 0,
          minBlockSize: '100vh',
          background: theme.colors.background,
          color: theme.colors.text,
          fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans Arabic", "Noto Sans", sans-serif',
          fontSize: theme.fontSizes[2],
          lineHeight: 1.5,
        },
        'a, button, input, select, textarea, summary, [tabindex]': {
          '&:focus-visible': { outline: `3px solid ${theme.colors.focus}`, outlineOffset: 2 },
        },
        'button, input, select, textarea': { font: 'inherit' },
        img: { maxInlineSize: '100%' },
        // §2 Speed: a button pressed before the app owned the page is shown taken until the app presses it again
        // (src/engine/early-taps.ts; a price shows itself picked instead).
        'button[data-early-tap]:not([data-outcome])': { cursor: 'progress', opacity: 0.6 },
        // Arrows drawn for left-to-right point the other way in a right-to-left page (src/ui/icons.tsx).
        '[dir="rtl"] .chevron-inline': { transform: 'scaleX(-1)' },
        '@media (prefers-reduced-motion: reduce)': {
          '*, *::before, *::after': {
            animationDuration: '0.01ms !important',
            animationIterationCount: '1 !important',
            // 0 s, not 0.01 ms: every element's transition-property is `all` by default, so a non-zero duration
            // would make every change a transition, inherited visibility included, leaving an opening panel hidden
            // for a frame and refusing focus (§2 Shell side panels).
            transitionDuration: '0s !important',
            scrollBehavior: 'auto !important' as 'auto',
          },
        },
      }}
    />
  );
}
