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

const toneBackground = { success: '#12351f', error: '#3a1518', info: '#152a3d' } as const;

export const Notice = styled.p<{ tone?: keyof typeof toneBackground }>(({ theme, tone = 'info' }) => ({
  margin: 0,
  padding: theme.space[3],
  borderRadius: theme.radii[2],
  borderInlineStart: `4px solid ${tone === 'success' ? theme.colors.success : tone === 'error' ? theme.colors.danger : theme.colors.info}`,
  background: toneBackground[tone],
  color: theme.colors.text,
}));
