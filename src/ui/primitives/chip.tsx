import styled from '@emotion/styled';
import type { ComponentPropsWithRef } from 'react';
import { Link as RouterLink } from 'react-router';
import { controlBox } from '../control-box.ts';
import { focusRing } from '../focus-ring.ts';
import { theme } from '../theme.ts';

// Chips: small rounded choices in a row (the lobby's categories, the deposit's quick amounts). The chosen one is
// told by its attribute (aria-pressed, aria-current) and by a border and background, never by colour alone. They
// read the theme module, like Button, so they render where no ThemeProvider is mounted.
const chipLook = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flex: 'none',
  whiteSpace: 'nowrap',
  // Touch targets of at least 44 px (WCAG 2.5.5).
  ...controlBox(theme),
  minInlineSize: 44,
  paddingBlock: 0,
  borderRadius: theme.radii[4],
  background: theme.colors.surface,
  font: 'inherit',
  fontWeight: 600,
  textDecoration: 'none',
  cursor: 'pointer',
  '&:hover': { background: theme.colors.surfaceRaised },
  ...focusRing(theme),
} as const;

// §2 Player journey: the lobby's category row stays low so the games start above the fold; 32 px is above the
// 24 px minimum target (WCAG 2.5.8) with the chips spaced apart.
const compactLook = { minBlockSize: 32, paddingInline: theme.space[3] };

const chosen = { background: theme.colors.surfaceRaised, borderColor: theme.colors.primary, boxShadow: `inset 0 0 0 1px ${theme.colors.primary}` };

const ToggleChipBase = styled('button', { shouldForwardProp: (prop) => prop !== 'compact' })<{ compact?: boolean }>(({ compact }) => ({
  ...chipLook,
  ...(compact ? compactLook : {}),
  '&[aria-pressed="true"]': chosen,
  '&:disabled': { opacity: 0.6, cursor: 'not-allowed' },
}));

export type ToggleChipProps = Omit<ComponentPropsWithRef<'button'>, 'aria-pressed'> & {
  /** Whether this choice is the one made (aria-pressed). */
  pressed: boolean;
  /** A lower chip, for rows that must stay low. */
  compact?: boolean;
};

/** A choice that stays chosen (aria-pressed), such as a quick amount; `type="button"` so it never submits a form. */
export function ToggleChip({ pressed, type = 'button', ...props }: ToggleChipProps) {
  return <ToggleChipBase type={type} aria-pressed={pressed} {...props} />;
}

const ChipLinkBase = styled(RouterLink, { shouldForwardProp: (prop) => prop !== 'compact' })<{ compact?: boolean }>(({ compact }) => ({
  ...chipLook,
  ...(compact ? compactLook : {}),
  '&[aria-current="true"]': chosen,
}));

export type ChipLinkProps = Omit<ComponentPropsWithRef<typeof RouterLink>, 'aria-current'> & {
  /** Whether this link is the list's current choice (aria-current="true"). */
  current: boolean;
  /** A lower chip, for rows that must stay low. */
  compact?: boolean;
};

/** A choice that is an address (a lobby category keeps its filter in the URL): a link shaped as a chip. */
export function ChipLink({ current, ...props }: ChipLinkProps) {
  return <ChipLinkBase aria-current={current ? 'true' : undefined} {...props} />;
}
