import type { Theme } from '@emotion/react';

/**
 * The box of a control a player types in, opens or picks (a text field, a select, a menu's trigger, a chip): a 44 px
 * touch target (WCAG 2.5.5) in the control border, so fields and triggers read as one family. The background is
 * the control's own.
 */
export function controlBox(theme: Theme) {
  return {
    minBlockSize: 44,
    paddingInline: theme.space[3],
    borderRadius: theme.radii[2],
    border: `1px solid ${theme.colors.controlBorder}`,
    color: theme.colors.text,
  } as const;
}

/** A field's box (a text input, a select, a search field): the same box on the field background, and its error state. */
export function fieldBox(theme: Theme) {
  return {
    ...controlBox(theme),
    background: theme.colors.inputBackground,
    // 16 px keeps mobile browsers from zooming into the field.
    fontSize: 16,
    '&::placeholder': { color: theme.colors.textMuted },
    '&[aria-invalid="true"]': { borderColor: theme.colors.danger, borderWidth: 2 },
  } as const;
}

/**
 * An icon button at the end of a field, inside its box (show the password, clear the search): the field's full height
 * and a 44 px width (WCAG 2.5.5), muted until hovered. The field keeps room for it with its own end padding.
 */
export function fieldEndButton(theme: Theme) {
  return {
    position: 'absolute',
    insetBlock: 0,
    insetInlineEnd: 0,
    inlineSize: 44,
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    border: 0,
    background: 'transparent',
    color: theme.colors.textMuted,
    cursor: 'pointer',
    '&:hover': { color: theme.colors.text },
  } as const;
}

/**
 * A row of a list a player picks from (a sport in the chooser, a search suggestion): a 44 px touch target (WCAG 2.5.5),
 * its icon and name centred on one line, padded and rounded like the controls.
 */
export function pickRowBox(theme: Theme) {
  return {
    display: 'flex',
    alignItems: 'center',
    minBlockSize: 44,
    padding: `${theme.space[2]}px ${theme.space[3]}px`,
    borderRadius: theme.radii[2],
    color: theme.colors.text,
  } as const;
}
