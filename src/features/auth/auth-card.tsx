import styled from '@emotion/styled';
import type { ReactNode } from 'react';

const Card = styled.section`
  max-inline-size: 420px;
  margin-block: 32px;
  margin-inline: auto;
  padding: 24px;
  border-radius: 16px;
  background: #1a2133;
  display: flex;
  flex-direction: column;
  gap: 16px;
  h1 {
    margin: 0;
    font-size: 24px;
  }
  a {
    color: #9cc8ff;
  }
`;

/** The frame of every account page (sign-in, sign-up, password, verification). */
export function AuthCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card aria-labelledby="auth-card-title">
      <h1 id="auth-card-title">{title}</h1>
      {children}
    </Card>
  );
}

export const Notice = styled.p<{ tone?: 'success' | 'error' | 'info' }>`
  margin: 0;
  padding: 12px;
  border-radius: 8px;
  background: ${({ tone }) => (tone === 'success' ? '#12351f' : tone === 'error' ? '#3a1518' : '#152a3d')};
  color: #f4f6fb;
`;
