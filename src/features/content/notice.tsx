import styled from '@emotion/styled';

/** A note above a content page's text (fallback language, unknown terms point, no FAQ match). */
export const Notice = styled.p(({ theme: t }) => ({
  margin: `0 0 ${t.space[4]}px`,
  padding: t.space[3],
  borderRadius: t.radii[2],
  border: `1px solid ${t.colors.info}`,
  background: t.colors.surfaceRaised,
  color: t.colors.text,
  '&:focus': { outline: `2px solid ${t.colors.focus}` },
}));
