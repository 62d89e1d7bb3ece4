import type { Theme } from '@emotion/react';
import styled from '@emotion/styled';
import { Link as RouterLink } from 'react-router';
import { focusRing } from '../focus-ring.ts';
import { theme } from '../theme.ts';

/**
 * A link's look: the kit's link colour, underlined so it is not told by colour alone. Pages that must render where no
 * ThemeProvider is mounted give it the theme module (sportsbook-ui.tsx).
 */
export const linkLook = (theme: Theme) => ({
  color: theme.colors.link,
  textDecoration: 'underline',
  textUnderlineOffset: '0.2em',
  borderRadius: theme.radii[1],
  '&:hover': { textDecorationThickness: 2 },
  ...focusRing(theme),
});

/** An in-app link (react-router). */
export const Link = styled(RouterLink)(({ theme }) => linkLook(theme));

/** A link to another site: same look, plain anchor. */
export const ExternalLink = styled.a(({ theme }) => linkLook(theme));

/**
 * An in-app link that looks like a button (the one way out of a message page; Deposit and Withdraw in the header and
 * the account panel). It reads the theme module itself, because message pages also render where no ThemeProvider
 * is mounted (router errors).
 */
export const ButtonLink = styled(RouterLink, { shouldForwardProp: (prop) => prop !== 'variant' })<{ variant?: 'primary' | 'secondary' }>(({ variant = 'primary' }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  // Touch targets of at least 44 px (WCAG 2.5.5).
  minBlockSize: 44,
  padding: `${theme.space[2]}px ${theme.space[5]}px`,
  borderRadius: theme.radii[2],
  border: `1px solid ${variant === 'primary' ? 'transparent' : theme.colors.controlBorder}`,
  background: variant === 'primary' ? theme.colors.primary : theme.colors.surfaceRaised,
  color: variant === 'primary' ? theme.colors.primaryText : theme.colors.text,
  fontWeight: 600,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  ...focusRing(theme),
}));
