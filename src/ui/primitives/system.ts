import isPropValid from '@emotion/is-prop-valid';
import {
  border,
  color,
  compose,
  flexbox,
  layout,
  position,
  space,
  system,
  typography,
  type BorderProps,
  type ColorProps,
  type FlexboxProps,
  type LayoutProps,
  type PositionProps,
  type ResponsiveValue,
  type SpaceProps,
  type TypographyProps,
} from 'styled-system';

type SpaceValue = ResponsiveValue<number | string>;

/**
 * Spacing on logical sides, so a layout mirrors by itself in right-to-left (§1 Arabic).
 * Prefer `ms`/`me`/`ps`/`pe` to styled-system's physical `ml`/`mr`/`pl`/`pr`.
 */
export interface LogicalSpaceProps {
  /** margin-inline-start */
  ms?: SpaceValue;
  /** margin-inline-end */
  me?: SpaceValue;
  /** padding-inline-start */
  ps?: SpaceValue;
  /** padding-inline-end */
  pe?: SpaceValue;
  /** gap between flex or grid items */
  gap?: SpaceValue;
  rowGap?: SpaceValue;
  columnGap?: SpaceValue;
}

export const logicalSpace = system({
  ms: { property: 'marginInlineStart', scale: 'space' },
  me: { property: 'marginInlineEnd', scale: 'space' },
  ps: { property: 'paddingInlineStart', scale: 'space' },
  pe: { property: 'paddingInlineEnd', scale: 'space' },
  gap: { property: 'gap', scale: 'space' },
  rowGap: { property: 'rowGap', scale: 'space' },
  columnGap: { property: 'columnGap', scale: 'space' },
});

export const boxSystem = compose(space, logicalSpace, layout, color, flexbox, border, position, typography);

export type BoxSystemProps = SpaceProps &
  LogicalSpaceProps &
  LayoutProps &
  ColorProps &
  FlexboxProps &
  BorderProps &
  PositionProps &
  TypographyProps;

const systemPropNames = new Set<string>(boxSystem.propNames ?? []);

/** Keeps styled-system props (color, width, display...) off the DOM while passing real attributes through. */
export function shouldForwardProp(prop: string): boolean {
  return isPropValid(prop) && !systemPropNames.has(prop);
}
