import type { CSSObject, Theme } from '@emotion/react';

/** The one visible keyboard focus style (WCAG 2.4.7): a light ring that shows on every surface colour. */
export function focusRing(theme: Theme): CSSObject {
  return {
    '&:focus-visible': {
      outline: `3px solid ${theme.colors.focus}`,
      outlineOffset: 2,
    },
  };
}
