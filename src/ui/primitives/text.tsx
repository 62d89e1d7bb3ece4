import styled from '@emotion/styled';
import { color, compose, space, typography, type ColorProps, type SpaceProps, type TypographyProps } from 'styled-system';
import { logicalSpace, shouldForwardProp, type LogicalSpaceProps } from './system.ts';

export type TextProps = SpaceProps & LogicalSpaceProps & ColorProps & TypographyProps;

const textSystem = compose(space, logicalSpace, color, typography);

/** Inline text with styled-system props; `as="p"` or `as="h2"` for other elements. */
export const Text = styled('span', { shouldForwardProp })<TextProps>({ margin: 0 }, textSystem);

/** A heading with the kit's sizes; choose the level with `as`. */
export const Heading = styled('h2', { shouldForwardProp })<TextProps>(
  ({ theme }) => ({ margin: 0, fontSize: theme.fontSizes[4], fontWeight: 700, lineHeight: 1.25 }),
  textSystem,
);
