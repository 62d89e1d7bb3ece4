import styled from '@emotion/styled';
import { theme } from './theme.ts';

/**
 * A list of facts (dt the label, dd the value), in a card or a row of a list: the label muted; a long unbroken value
 * (an e-mail address, a login) wraps instead of widening the page past a phone's width.
 */
export const factListStyles = `
  dt {
    color: ${theme.colors.textMuted};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

/** A list without bullets or indent, its items stacked a small gap apart (the slip's selections, the builder's picks). */
export const bareListStyles = `
  display: grid;
  gap: ${theme.space[1]}px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** A row of a label and its value or action at either end, wrapping on a narrow screen. */
export const spreadRowStyles = `
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space[1]}px;
`;

/** A card's box: its lines stacked, padded, on the surface colour (a Card; a payment system's tile). */
export const cardBoxStyles = `
  display: flex;
  flex-direction: column;
  padding: ${theme.space[4]}px;
  border-radius: ${theme.radii[3]}px;
  background: ${theme.colors.surface};
`;

/**
 * Panels of the account screens (profile, cashier) and anything else that shows a card of facts, a muted line
 * or a notice in its tone (buttons: primitives/button.tsx). Moved from the profile feature so other features use them
 * without reaching into it (docs/architecture.md "Import rules").
 */
export const Card = styled.div`
  ${cardBoxStyles}
  gap: ${theme.space[3]}px;
  max-inline-size: 640px;
  a {
    color: ${theme.colors.link};
  }
  dl {
    display: grid;
    /* minmax(0, …) with factListStyles' anywhere: a long value wraps instead of widening the page. */
    grid-template-columns: max-content minmax(0, 1fr);
    gap: ${theme.space[2]}px ${theme.space[4]}px;
    margin: 0;
  }
  ${factListStyles}
  dd {
    font-variant-numeric: tabular-nums;
  }
  &[data-wide] {
    max-inline-size: none;
  }
`;

export const Muted = styled.p`
  margin: 0;
  color: ${theme.colors.textMuted};
`;

export type NoticeTone = 'success' | 'error' | 'info' | 'warn';

const noticeTones: Record<NoticeTone, { background: string; edge: string }> = {
  success: { background: '#12351f', edge: theme.colors.success },
  error: { background: '#3a1518', edge: theme.colors.danger },
  info: { background: '#152a3d', edge: theme.colors.info },
  warn: { background: '#3a2c0d', edge: theme.colors.warning },
};

/**
 * The one notice: a line of news in its tone (sign-in reasons and errors, account screens, content fallbacks,
 * sportsbook pauses), the tone told by an edge as well as the background, not by colour alone. Give it the role
 * the news needs (status, alert, note).
 */
export const Notice = styled.p<{ tone?: NoticeTone }>(({ tone = 'info' }) => ({
  margin: 0,
  padding: theme.space[3],
  borderRadius: theme.radii[2],
  borderInlineStart: `4px solid ${noticeTones[tone].edge}`,
  background: noticeTones[tone].background,
  color: theme.colors.text,
}));
