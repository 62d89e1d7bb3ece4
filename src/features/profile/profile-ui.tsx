import styled from '@emotion/styled';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useMenu } from '../../engine/menus.ts';
import { useCurrentRoute } from '../../engine/route-handle.ts';
import { href } from '../../engine/hrefs.ts';
import { desktopMediaQuery, theme } from '../../ui/theme.ts';
import { EmailVerificationNotice } from './email-verification-notice.tsx';

/**
 * The frame of every profile and cashier screen: the page heading and the profile sections (every /profile
 * subpage of §2 plus the cashier, so each is reachable; declared in config/menus/slots.ts, slot 'profile').
 * The pieces for lists (date filter, pager, empty state) and panels live in src/ui (lists.tsx, panels.tsx);
 * they are re-exported here so the profile screens keep one import.
 */
const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${theme.space[5]}px;
  max-inline-size: 1200px;
  margin-inline: auto;
  padding: ${theme.space[4]}px;
  color: ${theme.colors.text};
  @media ${desktopMediaQuery} {
    grid-template-columns: 240px minmax(0, 1fr);
  }
`;

// §9: on phones the 17 section links would push every page ~480 px down, so a section page shows a back link to
// the profile index instead; desktop keeps the side navigation and needs no back link.
const PhoneOnly = styled.div`
  @media ${desktopMediaQuery} {
    display: none;
  }
`;

const DesktopOnly = styled.div`
  display: none;
  @media ${desktopMediaQuery} {
    display: block;
  }
`;

const BackLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space[1]}px;
  min-block-size: 44px;
  color: ${theme.colors.link};
  font-weight: 600;
  &:focus-visible {
    outline: 3px solid ${theme.colors.focus};
  }
  /* The arrow points back in the reading direction. */
  [dir='rtl'] & > span[aria-hidden] {
    transform: scaleX(-1);
  }
`;

const SectionNav = styled.nav`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[3]}px;
  h2 {
    margin: 0;
    font-size: ${theme.fontSizes[1]}px;
    color: ${theme.colors.textMuted};
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: flex;
    flex-direction: column;
    gap: ${theme.space[1]}px;
  }
  a {
    display: block;
    padding: ${theme.space[2]}px ${theme.space[3]}px;
    border-radius: ${theme.radii[2]}px;
    color: ${theme.colors.text};
    text-decoration: none;
    min-block-size: 24px;
  }
  a[aria-current] {
    background: ${theme.colors.surfaceRaised};
    color: ${theme.colors.primary};
    font-weight: 700;
  }
  a:focus-visible {
    outline: 3px solid ${theme.colors.focus};
  }
`;

const Content = styled.section`
  a {
    color: ${theme.colors.link};
  }
  display: flex;
  flex-direction: column;
  gap: ${theme.space[4]}px;
  min-inline-size: 0;
  h1 {
    margin: 0;
    font-size: ${theme.fontSizes[5]}px;
  }
  h2 {
    margin: 0;
    font-size: ${theme.fontSizes[3]}px;
  }
`;

/**
 * The profile sections: the one account menu of config/menus/slots.ts (slot 'profile'), the same groups, entries and
 * labels as the account menu and the mobile account panel (§2 profile menu). An entry stays highlighted on the
 * pages under it (its activeOn routes: a deposit page under Deposit), marked aria-current="true" there.
 */
export function ProfileSections() {
  const { t } = useTranslation();
  const groups = useMenu('profile');
  const { pathname } = useLocation();
  const routeId = useCurrentRoute()?.routeId;
  return (
    <SectionNav aria-label={t('profile.sections.label')}>
      {groups.map((group) => (
        <section key={group.id} aria-labelledby={`profile-sections-${group.id}`}>
          <h2 id={`profile-sections-${group.id}`}>{t(group.labelKey)}</h2>
          <ul>
            {group.entries.map((entry) => {
              const current = pathname === entry.to ? 'page' : routeId !== undefined && entry.activeOn.includes(routeId) ? 'true' : undefined;
              return (
                <li key={entry.id}>
                  <Link to={entry.to} aria-current={current}>
                    {t(entry.labelKey)}
                  </Link>
                </li>
              );
            })}
          </ul>
        </section>
      ))}
    </SectionNav>
  );
}

export function ProfilePage({ titleKey, children }: { titleKey: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Layout>
      <DesktopOnly>
        <ProfileSections />
      </DesktopOnly>
      <Content aria-labelledby="profile-page-title">
        <PhoneOnly>
          <BackLink to={href('profile')}>
            <span aria-hidden="true">←</span>
            {t('profile.index.back')}
          </BackLink>
        </PhoneOnly>
        <h1 id="profile-page-title">{t(titleKey)}</h1>
        <EmailVerificationNotice />
        {children}
      </Content>
    </Layout>
  );
}

/** profile (/profile) on phones: the sections as a list, the index every section page links back to (§2, §9). */
export function ProfileIndex() {
  const { t } = useTranslation();
  return (
    <Layout>
      <Content aria-labelledby="profile-page-title">
        <h1 id="profile-page-title">{t('engine.titles.profile')}</h1>
        <ProfileSections />
      </Content>
    </Layout>
  );
}

export { Card, Muted, Notice } from '../../ui/panels.tsx';
export { DataTable, DateRangeFilter, FilterForm, FilterSelect, Pager, pageCountOf, pageSize, type Column, type DateRange } from '../../ui/lists.tsx';
