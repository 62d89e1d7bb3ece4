import styled from '@emotion/styled';

/** The desktop header's user block row, signed in (signed-in-user-block.tsx) or out (user-block.tsx). */
export const UserBlockRow = styled.div(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  gap: theme.space[4],
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
}));
