import styled from '@emotion/styled';
import { Notice as KitNotice } from '../../ui/panels.tsx';
import { theme } from '../../ui/theme.ts';

/** A note above a content page's text (fallback language, unknown terms point, no FAQ match): the kit's notice, spaced from the text. */
export const Notice = styled(KitNotice)({
  marginBlockEnd: theme.space[4],
  '&:focus': { outline: `2px solid ${theme.colors.focus}` },
});
