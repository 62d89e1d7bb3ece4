import styled from '@emotion/styled';
import type { ReactNode } from 'react';

const Card = styled.section(({ theme }) => ({
  maxInlineSize: 420,
  marginBlock: theme.space[6],
  marginInline: 'auto',
  padding: theme.space[5],
  borderRadius: theme.radii[3],
  background: theme.colors.surface,
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space[4],
  h1: { margin: 0, fontSize: theme.fontSizes[5] },
}));

/** The frame of every account page (sign-in, sign-up, password, verification). */
export function AuthCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card aria-labelledby="auth-card-title">
      <h1 id="auth-card-title">{title}</h1>
      {children}
    </Card>
  );
}

/** The kit's notice (src/ui/panels.tsx), under the name the auth screens use. */
export { Notice } from '../../ui/panels.tsx';
