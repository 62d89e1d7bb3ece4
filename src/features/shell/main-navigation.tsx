import { useTranslation } from 'react-i18next';
import styled from '@emotion/styled';
import { useDrawer, useFooterLinks, useMainNavigation } from '../../engine/navigation.ts';
import { NavigationList } from './navigation-list.tsx';

/** §2 Main navigation: sport, live, casino, live casino (the engine decides the targets per viewport). */
export function MainNavigation({ orientation = 'horizontal' }: { orientation?: 'horizontal' | 'vertical' }) {
  const { t } = useTranslation();
  const links = useMainNavigation();
  return <NavigationList links={links} label={t('shell.nav.mainLabel')} orientation={orientation} />;
}

/** §2 Footer links (desktop footer, and the mobile side menu). */
export function FooterLinks({ orientation = 'horizontal' }: { orientation?: 'horizontal' | 'vertical' }) {
  const { t } = useTranslation();
  const links = useFooterLinks();
  return <NavigationList links={links} label={t('shell.footer.linksLabel')} orientation={orientation} />;
}

const GroupHeading = styled.h3(({ theme }) => ({
  margin: 0,
  marginBlockStart: theme.space[3],
  paddingInline: theme.space[3],
  color: theme.colors.textMuted,
  fontSize: theme.fontSizes[0],
  fontWeight: 700,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
}));

/** §2 Shell: the phone's side menu, its groups from config/menus/shell.ts `drawer`, each page once, one current. */
export function DrawerNavigation() {
  const { t } = useTranslation();
  const groups = useDrawer();
  return (
    <div data-testid="drawer-navigation">
      {groups.map((group) => (
        <section key={group.id}>
          <GroupHeading id={`drawer-group-${group.id}`}>{t(group.labelKey)}</GroupHeading>
          <NavigationList links={group.links} labelledBy={`drawer-group-${group.id}`} orientation="vertical" exact />
        </section>
      ))}
    </div>
  );
}
