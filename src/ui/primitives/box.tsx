import styled from '@emotion/styled';
import { boxSystem, shouldForwardProp, type BoxSystemProps } from './system.ts';

export type BoxProps = BoxSystemProps;

/** The layout atom: any styled-system prop (space, logical space, layout, colour, flexbox, border, position, type). */
export const Box = styled('div', { shouldForwardProp })<BoxProps>({ boxSizing: 'border-box', minWidth: 0 }, boxSystem);

/** A Box that is a flex container. */
export const Flex = styled(Box)({ display: 'flex' });
