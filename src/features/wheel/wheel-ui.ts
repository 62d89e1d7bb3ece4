import styled from '@emotion/styled';
import { Link as RouterLink } from 'react-router';
import { theme } from '../../ui/theme.ts';

// The wheel's buttons and links. They read the theme module itself rather than the ThemeProvider, like the ui kit's
// ButtonLink, so the modals also render where no provider is mounted (the engine's router tests open them).

const focus = { '&:focus-visible': { outline: `3px solid ${theme.colors.focus}`, outlineOffset: 2 } };

export const ActionButton = styled('button', { shouldForwardProp: (prop) => prop !== 'variant' })<{ variant?: 'primary' | 'secondary' }>(({ variant = 'primary' }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  // Touch targets of at least 44 px (WCAG 2.5.5).
  minBlockSize: 44,
  minInlineSize: 44,
  padding: `${theme.space[2]}px ${theme.space[5]}px`,
  borderRadius: theme.radii[2],
  border: `1px solid ${variant === 'primary' ? 'transparent' : theme.colors.controlBorder}`,
  background: variant === 'primary' ? theme.colors.primary : theme.colors.surfaceRaised,
  color: variant === 'primary' ? theme.colors.primaryText : theme.colors.text,
  font: 'inherit',
  fontWeight: 700,
  cursor: 'pointer',
  '&[aria-disabled="true"], &:disabled': { opacity: 0.6, cursor: 'not-allowed' },
  ...focus,
}));

export const TextLink = styled(RouterLink)({
  color: theme.colors.link,
  textDecoration: 'underline',
  textUnderlineOffset: '0.2em',
  borderRadius: theme.radii[1],
  ...focus,
});
