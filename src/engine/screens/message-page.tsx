import styled from '@emotion/styled';
import { theme } from '../../ui/theme.ts';

// Layout shared by the error screen and the not-found page. It reads the theme module directly: the error
// screen may render where the shell (and its theme provider) failed.

/** The lines of a message, centred one under the other, `gap` px apart. */
const centredColumn = (gap: number) => `
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${gap}px;
`;

export const MessageSection = styled.main`
  ${centredColumn(theme.space[4])}
  justify-content: center;
  min-height: 60vh;
  padding: ${theme.space[7]}px ${theme.space[4]}px;
  text-align: center;
  color: ${theme.colors.text};
  background: ${theme.colors.background};
`;

/** A message inside the shell (coming soon, not found, an unknown offer): centred, without the full-page frame. */
export const MessageBlock = styled.section`
  ${centredColumn(theme.space[4])}
  padding: ${theme.space[7]}px ${theme.space[4]}px;
  text-align: center;
  color: ${theme.colors.text};
`;

/** Title and text announced together (role="alert" sits here: a <main> may not change its role). */
export const MessageGroup = styled.div`
  ${centredColumn(theme.space[3])}
`;

export const MessageTitle = styled.h1`
  margin: 0;
  font-size: ${theme.fontSizes[5]}px;
`;

export const MessageText = styled.p`
  margin: 0;
  max-width: 32em;
  color: ${theme.colors.textMuted};
  font-size: ${theme.fontSizes[2]}px;
`;

const actionStyle = `
  display: inline-block;
  padding: ${theme.space[2]}px ${theme.space[5]}px;
  border: 0;
  border-radius: ${theme.radii[2]}px;
  font: inherit;
  font-weight: 600;
  text-decoration: none;
  cursor: pointer;
  &:focus-visible {
    outline: 3px solid ${theme.colors.focus};
    outline-offset: 2px;
  }
`;

export const SecondaryLink = styled.a`
  ${actionStyle}
  background: transparent;
  color: ${theme.colors.text};
  text-decoration: underline;
`;
