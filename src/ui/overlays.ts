import type { Theme } from '@emotion/react';

// The looks of what floats over the page: a header button's popover, a stack of notices.

/**
 * A panel a header button opens under itself (the inbox, the cashback details): at the button's inline end (left in
 * Arabic), 6 px below it, bordered and lifted by one shadow. Its size, padding and background are the panel's own.
 */
export function popoverUnder(theme: Theme) {
  return {
    position: 'absolute',
    insetBlockStart: 'calc(100% + 6px)',
    insetInlineEnd: 0,
    borderRadius: theme.radii[2],
    border: `1px solid ${theme.colors.border}`,
    boxShadow: '0 8px 24px rgba(0, 0, 0, 0.4)',
  } as const;
}

/**
 * A stack of notices over the page at one edge of the window (the connection notices on top, the toasts at the
 * bottom): a column with the one gap whose empty parts let clicks through to the page; each notice takes them back.
 */
export function noticeStack(theme: Theme) {
  return {
    position: 'fixed',
    display: 'flex',
    flexDirection: 'column',
    gap: theme.space[2],
    pointerEvents: 'none',
  } as const;
}
