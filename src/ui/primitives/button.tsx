import styled from '@emotion/styled';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import { compose, layout, space, type LayoutProps, type SpaceProps } from 'styled-system';
import { focusRing } from '../focus-ring.ts';
import { theme } from '../theme.ts';
import { logicalSpace, shouldForwardProp, type LogicalSpaceProps } from './system.ts';

/**
 * The looks a button takes: `primary` the one main action of a screen, `secondary` any other action (the
 * account screens' plain buttons), `ghost` a quiet one (icons, menus), `danger` one that loses or restricts something (self-exclusion): outlined in
 * the danger colour, never filled like the calls to action.
 */
export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';

interface ButtonStyleProps extends SpaceProps, LogicalSpaceProps, LayoutProps {
  variant?: ButtonVariant;
}

// The colours come from the theme module, not the ThemeProvider: the error screen and modals show buttons where no
// provider is mounted (a failed shell, the engine's router tests), like ButtonLink.
const looks: Record<ButtonVariant, Record<string, unknown>> = {
  primary: { color: theme.colors.primaryText, background: theme.colors.primary, fontWeight: 700, '&:hover:not(:disabled)': { filter: 'brightness(1.08)' } },
  secondary: { color: theme.colors.text, background: theme.colors.surfaceRaised, borderColor: theme.colors.controlBorder, '&:hover:not(:disabled)': { background: theme.colors.border } },
  ghost: { color: theme.colors.text, background: 'transparent', '&:hover:not(:disabled)': { background: theme.colors.surfaceRaised } },
  danger: { color: theme.colors.danger, background: 'transparent', borderColor: theme.colors.danger, '&:hover:not(:disabled)': { background: theme.colors.surfaceRaised } },
};

const ButtonBase = styled('button', { shouldForwardProp })<ButtonStyleProps>(
  ({ variant = 'primary' }) => ({
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
    font: 'inherit',
    fontSize: theme.fontSizes[2],
    fontWeight: 600,
    lineHeight: 1.2,
    textAlign: 'center',
    textDecoration: 'none',
    cursor: 'pointer',
    '&:disabled, &[aria-disabled="true"]': { opacity: 0.6, cursor: 'not-allowed' },
    ...focusRing(theme),
    ...looks[variant],
  }),
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
