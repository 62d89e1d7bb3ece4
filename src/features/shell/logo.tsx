import styled from '@emotion/styled';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { focusRing } from '../../ui/focus-ring.ts';
import { VisuallyHidden } from '../../ui/primitives/visually-hidden.tsx';

const LogoLink = styled(Link)(({ theme }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  gap: theme.space[2],
  minBlockSize: 44,
  color: theme.colors.text,
  fontWeight: 800,
  fontSize: theme.fontSizes[3],
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  borderRadius: theme.radii[1],
  ...focusRing(theme),
}));

/**
 * The brand mark and name; the name is the link's text, so the link has a real name in every language. `compact`
 * keeps the name for screen readers only (a signed-in phone header needs the room for the balance and Deposit).
 */
export function Logo({ to, compact = false }: { to: string; compact?: boolean }) {
  const { t } = useTranslation();
  return (
    <LogoLink to={to}>
      <svg width="32" height="32" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <circle cx="16" cy="16" r="15" fill="#ffc629" />
        <path d="M16 6l3 6.5 7 .8-5.2 4.8 1.4 7L16 21.6 9.8 25.1l1.4-7L6 13.3l7-.8z" fill="#1a1300" />
      </svg>
      {compact ? <VisuallyHidden>{t('shell.brand.name')}</VisuallyHidden> : <span>{t('shell.brand.name')}</span>}
    </LogoLink>
  );
}
