import styled from '@emotion/styled';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import brand from '../../../config/brand.ts';
import { brandName } from '../../../schemas/config/brand.define.ts';
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
  const { i18n } = useTranslation();
  const name = brandName(brand, i18n.language);
  return (
    <LogoLink to={to}>
      {/* The mark is the operator's picture (config/brand.ts logoMark); the name beside it is the link's text. */}
      <img src={brand.logoMark} width={32} height={32} alt="" />
      {compact ? <VisuallyHidden>{name}</VisuallyHidden> : <span>{name}</span>}
    </LogoLink>
  );
}
