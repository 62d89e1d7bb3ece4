import styled from '@emotion/styled';
import { theme } from '../../ui/theme.ts';

/**
 * The carousel's box, sized before the slides arrive (the same shape as the pictures, per platform): the page below
 * never moves when the chunk, the list or a picture comes in (CLS 0).
 */
export const SlideFrame = styled('section', { shouldForwardProp: (prop) => prop !== 'ratio' })<{ ratio: { desktop: string; mobile: string } }>`
  position: relative;
  inline-size: 100%;
  aspect-ratio: ${({ ratio }) => ratio.mobile};
  margin-block: ${theme.space[3]}px;
  border-radius: ${theme.radii[3]}px;
  background: ${theme.colors.surface};
  overflow: hidden;
  @media (min-width: ${theme.breakpoints.tablet}) {
    aspect-ratio: ${({ ratio }) => ratio.desktop};
  }
`;
