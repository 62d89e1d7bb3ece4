import styled from '@emotion/styled';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import { compose, layout, space, variant, type LayoutProps, type SpaceProps } from 'styled-system';
import { focusRing } from '../focus-ring.ts';
import { logicalSpace, shouldForwardProp, type LogicalSpaceProps } from './system.ts';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';

interface ButtonStyleProps extends SpaceProps, LogicalSpaceProps, LayoutProps {
  variant?: ButtonVariant;
}

const buttonVariants = variant({
  variants: {
    primary: { color: 'primaryText', bg: 'primary', '&:hover:not(:disabled)': { filter: 'brightness(1.08)' } },
    secondary: { color: 'text', bg: 'surfaceRaised', borderColor: 'controlBorder', '&:hover:not(:disabled)': { bg: 'border' } },
    ghost: { color: 'text', bg: 'transparent', '&:hover:not(:disabled)': { bg: 'surfaceRaised' } },
    danger: { color: 'background', bg: 'danger', '&:hover:not(:disabled)': { filter: 'brightness(1.08)' } },
  },
});

const ButtonBase = styled('button', { shouldForwardProp })<ButtonStyleProps>(
  ({ theme }) => ({
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: theme.space[2],
    // Touch targets of at least 44 px (WCAG 2.5.5).
    minBlockSize: 44,
    minInlineSize: 44,
    paddingBlock: theme.space[2],
    paddingInline: theme.space[4],
    borderRadius: theme.radii[2],
    border: '1px solid transparent',
    fontSize: theme.fontSizes[2],
    fontWeight: 600,
    lineHeight: 1.2,
    textAlign: 'center',
    textDecoration: 'none',
    cursor: 'pointer',
    '&:disabled': { opacity: 0.6, cursor: 'not-allowed' },
    ...focusRing(theme),
  }),
  buttonVariants,
  compose(space, logicalSpace, layout),
);

export type ButtonProps = ComponentPropsWithRef<typeof ButtonBase>;

/** A button; `type="button"` unless told otherwise, so it never submits a form by accident. */
export function Button({ type = 'button', variant: look = 'primary', ...props }: ButtonProps) {
  return <ButtonBase type={type} variant={look} {...props} />;
}

export type IconButtonProps = Omit<ButtonProps, 'children' | 'aria-label'> & {
  /** The accessible name (the icon itself says nothing to assistive technology). */
  label: string;
  children: ReactNode;
};

/** A square 44 px button holding only an icon; `label` becomes its accessible name. */
export function IconButton({ label, children, variant: look = 'ghost', type = 'button', ...props }: IconButtonProps) {
  return (
    <ButtonBase type={type} variant={look} aria-label={label} title={label} p={0} width={44} height={44} {...props}>
      {children}
    </ButtonBase>
  );
}
