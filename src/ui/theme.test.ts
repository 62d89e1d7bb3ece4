import { describe, expect, it } from 'vitest';
import { desktopMediaQuery, mobileMediaQuery, theme } from './theme.ts';

// docs/product.md §2 Breakpoints: one boundary between the mobile and the desktop layout, the same in styles and scripts.
describe('the tablet breakpoint', () => {
  it('makes 767 px desktop and 766 px mobile, in the theme breakpoints and in the scripts media queries alike', () => {
    const minWidth = (query: string) => Number(/min-width: ([\d.]+)px/.exec(query)![1]);
    const maxWidth = (query: string) => Number(/max-width: ([\d.]+)px/.exec(query)![1]);
    // styled-system writes its breakpoints as min-width queries: the tablet styles start where the desktop query does.
    expect(minWidth(desktopMediaQuery)).toBe(Number.parseFloat(theme.breakpoints.tablet));
    for (const width of [766, 766.5, 767, 767.5, 768]) {
      const desktop = width >= minWidth(desktopMediaQuery);
      const mobile = width <= maxWidth(mobileMediaQuery);
      expect(desktop !== mobile, `${width} px is exactly one of the two`).toBe(true);
    }
    expect(767 >= minWidth(desktopMediaQuery)).toBe(true);
    expect(766 <= maxWidth(mobileMediaQuery)).toBe(true);
  });
});
