import styled from '@emotion/styled';
import { Link as RouterLink } from 'react-router';
import { focusRing } from '../focus-ring.ts';

/** An in-app link (react-router) in the kit's link colour, underlined so it is not told by colour alone. */
export const Link = styled(RouterLink)(({ theme }) => ({
  color: theme.colors.link,
  textDecoration: 'underline',
  textUnderlineOffset: '0.2em',
  borderRadius: theme.radii[1],
  '&:hover': { textDecorationThickness: 2 },
  ...focusRing(theme),
}));

/** A link to another site: same look, plain anchor. */
export const ExternalLink = styled.a(({ theme }) => ({
  color: theme.colors.link,
  textDecoration: 'underline',
  textUnderlineOffset: '0.2em',
  borderRadius: theme.radii[1],
  '&:hover': { textDecorationThickness: 2 },
  ...focusRing(theme),
}));
