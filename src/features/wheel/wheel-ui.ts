import styled from '@emotion/styled';
import { Link as RouterLink } from 'react-router';
import { theme } from '../../ui/theme.ts';

// The wheel's links (its buttons are the kit's Button). They read the theme module itself rather than the ThemeProvider, like the ui kit's
// ButtonLink, so the modals also render where no provider is mounted (the engine's router tests open them).

const focus = { '&:focus-visible': { outline: `3px solid ${theme.colors.focus}`, outlineOffset: 2 } };

export const TextLink = styled(RouterLink)({
  color: theme.colors.link,
  textDecoration: 'underline',
  textUnderlineOffset: '0.2em',
  borderRadius: theme.radii[1],
  ...focus,
});
