import styled from '@emotion/styled';
import type { ComponentPropsWithRef } from 'react';
import { focusRing } from '../focus-ring.ts';
import { theme } from '../theme.ts';

// The WAI-ARIA disclosure (accordion) header: a full-width button, put inside the section's heading, that says
// whether its panel is open (aria-expanded) and which panel it opens (aria-controls); the sign beside the label is
// hidden from assistive technology, which reads the state instead. It reads the theme module, like Button.
const Base = styled.button({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: theme.space[3],
  inlineSize: '100%',
  // Touch targets of at least 44 px (WCAG 2.5.5).
  minBlockSize: 44,
  paddingBlock: theme.space[2],
  paddingInline: theme.space[3],
  border: 0,
  background: 'transparent',
  color: theme.colors.text,
  font: 'inherit',
  fontWeight: 600,
  textAlign: 'start',
  cursor: 'pointer',
  ...focusRing(theme),
  // Inside the box, so a parent that clips (a card, a scrolling list) never hides the ring.
  '&:focus-visible': { outline: `3px solid ${theme.colors.focus}`, outlineOffset: -3 },
});

export type DisclosureButtonProps = Omit<ComponentPropsWithRef<'button'>, 'aria-expanded' | 'aria-controls'> & {
  expanded: boolean;
  /** Id of the panel it opens and closes. */
  controls: string;
};

/** An accordion header button; render the panel with the id `controls` (hidden or absent while closed). */
export function DisclosureButton({ expanded, controls, children, type = 'button', ...props }: DisclosureButtonProps) {
  return (
    <Base type={type} aria-expanded={expanded} aria-controls={controls} {...props}>
      <span>{children}</span>
      <span aria-hidden="true">{expanded ? '−' : '+'}</span>
    </Base>
  );
}
