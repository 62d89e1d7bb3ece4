import styled from '@emotion/styled';

/** The rules that hide a text from the eye only (it stays in the accessibility tree). */
export const visuallyHiddenStyle = {
  position: 'absolute',
  inlineSize: 1,
  blockSize: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;

/** Text for assistive technology only (it stays in the accessibility tree). */
export const VisuallyHidden = styled.span(visuallyHiddenStyle);
