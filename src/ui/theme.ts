import brand from '../../config/brand.ts';

// §2 Breakpoints: mobile 475px, tablet 767px, laptop 1024px. The tablet breakpoint decides mobile versus desktop (§9).
export const breakpointsPx = { mobile: 475, tablet: 767, laptop: 1024 } as const;

const breakpoints = Object.assign([`${breakpointsPx.mobile}px`, `${breakpointsPx.tablet}px`, `${breakpointsPx.laptop}px`], {
  mobile: `${breakpointsPx.mobile}px`,
  tablet: `${breakpointsPx.tablet}px`,
  laptop: `${breakpointsPx.laptop}px`,
});

export const theme = {
  breakpoints,
  space: [0, 4, 8, 12, 16, 24, 32, 48, 64],
  fontSizes: [12, 14, 16, 18, 20, 24, 32],
  radii: [0, 4, 8, 16, 9999],
  colors: {
    // The brand's colours (config/brand.ts); the rest are the kit's own and hold for any brand.
    ...brand.colours,
    danger: '#ff6b6b',
    success: '#3ddc84',
    warning: '#ffb020',
    info: '#56ccf2',
    border: '#38415a',
    // Added for the ui kit (contrast measured against background, surface and surfaceRaised).
    /** Link text (7.9:1 on surface). */
    link: '#8ab8ff',
    /** Input and control outlines: 3:1 or more against their surroundings (WCAG 1.4.11). */
    controlBorder: '#8a96b4',
    /** Input fill. */
    inputBackground: '#0b101b',
    /** Backdrop behind an open side panel. */
    overlay: 'rgba(5, 8, 14, 0.72)',
  },
  sidePanel: { widthPx: 300, slideSeconds: 0.5 },
} as const;

export type Theme = typeof theme;

/**
 * Media query true from the tablet width up: the desktop layout (§2: below 767 px is the mobile view, otherwise the
 * desktop one). The same boundary as the theme's `tablet` breakpoint, whose styles apply from 767 px.
 */
export const desktopMediaQuery = `(min-width: ${breakpointsPx.tablet}px)`;
/** Its complement, below the tablet width (fractional widths of a zoomed page included). */
export const mobileMediaQuery = `(max-width: ${breakpointsPx.tablet - 0.02}px)`;
