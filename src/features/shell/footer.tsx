import styled from '@emotion/styled';
import { useMatches } from 'react-router';
import { FooterLinks } from './main-navigation.tsx';
import { PaymentsImage } from './payments-image.tsx';

const FooterBar = styled.footer(({ theme }) => ({
  display: 'flex',
  justifyContent: 'center',
  paddingBlock: theme.space[5],
  paddingInline: theme.space[4],
  borderBlockStart: `1px solid ${theme.colors.border}`,
  background: theme.colors.surface,
  textAlign: 'start',
}));

/** A route hides the footer with `handle: { hideFooter: true }` (§2: the sport-match page). */
export function useFooterHidden(): boolean {
  const matches = useMatches();
  return matches.some((match) => {
    const handle = match.handle as { hideFooter?: unknown } | null | undefined;
    return handle?.hideFooter === true;
  });
}

/** §2 Footer: desktop shows the links, mobile the payments image. */
export function Footer({ isDesktop }: { isDesktop: boolean }) {
  return <FooterBar>{isDesktop ? <FooterLinks /> : <PaymentsImage />}</FooterBar>;
}
