import styled from '@emotion/styled';
import { useTranslation } from 'react-i18next';
import { Link, useMatches } from 'react-router';
import { appConfig } from '../../engine/load-config.ts';
import { href } from '../../engine/hrefs.ts';
import { FooterLinks } from './main-navigation.tsx';
import { PaymentsImage } from './payments-image.tsx';

const FooterBar = styled.footer(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: theme.space[4],
  paddingBlock: theme.space[5],
  paddingInline: theme.space[4],
  borderBlockStart: `1px solid ${theme.colors.border}`,
  background: theme.colors.surface,
  textAlign: 'start',
}));

const Trust = styled.nav(({ theme }) => ({
  ul: {
    display: 'flex',
    flexWrap: 'wrap',
    justifyContent: 'center',
    alignItems: 'center',
    gap: `${theme.space[2]}px ${theme.space[4]}px`,
    margin: 0,
    padding: 0,
    listStyle: 'none',
    color: theme.colors.textMuted,
    fontSize: theme.fontSizes[1],
  },
  a: { color: theme.colors.link, textDecoration: 'underline', display: 'inline-block', paddingBlock: theme.space[1] },
  'a:focus-visible': { outline: `3px solid ${theme.colors.focus}`, outlineOffset: 2 },
}));

const AgeBadge = styled.span(({ theme }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minInlineSize: 36,
  blockSize: 36,
  borderRadius: theme.radii[4],
  border: `2px solid ${theme.colors.danger}`,
  color: theme.colors.text,
  fontWeight: 700,
}));

/** A route hides the footer with `handle: { hideFooter: true }` (§2: the sport-match page). */
export function useFooterHidden(): boolean {
  const matches = useMatches();
  return matches.some((match) => {
    const handle = match.handle as { hideFooter?: unknown } | null | undefined;
    return handle?.hideFooter === true;
  });
}

/**
 * Trust signals on every page (§9 "Terms": 18+ and the Curaçao licence): the minimum age, play responsibly
 * (the responsible-gambling page with the player's tools), the licence, help and the terms. Figures come from
 * the market config.
 */
export function TrustSignals() {
  const { t } = useTranslation();
  const { terms, licence } = appConfig.market;
  return (
    <Trust aria-label={t('content.trust.label')} data-testid="trust-signals">
      <ul>
        <li>
          <AgeBadge aria-hidden="true">{terms.minimumAge}+</AgeBadge> <span>{t('content.trust.adultsOnly', { age: terms.minimumAge })}</span>
        </li>
        <li>
          <Link to={href('responsible-gambling')}>{t('content.trust.playResponsibly')}</Link>
        </li>
        <li>{t('content.trust.licence', { jurisdiction: licence.jurisdiction, number: licence.number })}</li>
        <li>
          <Link to={href('help')}>{t('content.trust.help')}</Link>
        </li>
        <li>
          <Link to={href('terms-and-conditions')}>{t('content.trust.terms')}</Link>
        </li>
      </ul>
    </Trust>
  );
}

/** §2 Footer: desktop shows the links, mobile the payments image; both show the trust signals. */
export function Footer({ isDesktop }: { isDesktop: boolean }) {
  return (
    <FooterBar>
      {isDesktop ? <FooterLinks /> : <PaymentsImage />}
      <TrustSignals />
    </FooterBar>
  );
}
