import styled from '@emotion/styled';
import slidesConfig from '../../../config/slides.ts';
import { theme } from '../../ui/theme.ts';

/**
 * The carousel's box, sized before the slides arrive (the same shape as the pictures, per platform): the page below
 * never moves when the chunk, the list or a picture comes in (CLS 0).
 */
export const SlideFrame = styled.section`
  position: relative;
  inline-size: 100%;
  aspect-ratio: ${slidesConfig.aspectRatio.mobile};
  margin-block: ${theme.space[3]}px;
  border-radius: ${theme.radii[3]}px;
  background: ${theme.colors.surface};
  overflow: hidden;
  @media (min-width: ${theme.breakpoints.tablet}) {
    aspect-ratio: ${slidesConfig.aspectRatio.desktop};
  }
`;
