import { useTranslation } from 'react-i18next';
import { useFooterLinks, useMainNavigation } from '../../engine/navigation.ts';
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
