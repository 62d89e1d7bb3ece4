import styled from '@emotion/styled';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { href } from '../../engine/hrefs.ts';
import { useIsAuth } from '../../stores/auth.ts';
import { closeProfilePanel, closeSideMenu, useSidePanels } from '../../stores/side-panel.ts';
import { Button } from '../../ui/primitives/button.tsx';
import { ButtonLink, Link } from '../../ui/primitives/link.tsx';
import { AccountSummary, LazyLoginForm, PanicButton, signOut } from '../auth/index.ts';
import { NotificationInboxList } from '../notifications/index.ts';
import { LanguageSelector } from './language-selector.tsx';
import { DrawerNavigation } from './main-navigation.tsx';
import { profilePanelId, sideMenuId } from './mobile-panels-ids.ts';
import { ProfileMenu } from './profile-menu.tsx';
import { SidePanel } from './side-panel.tsx';

const SideMenuRegister = styled(ButtonLink)(({ theme }) => ({ marginBlockEnd: theme.space[4] }));

/**
 * §2 Mobile header's panels: the side menu (navigation, footer links, language) from the inline-start edge and the
 * profile panel (account or sign-in) from the inline-end edge. Loaded by the header on the first opening: they mount
 * closed and open on the next frame, so that first opening slides in like the later ones (§9).
 */
export default function MobilePanels() {
  const { t } = useTranslation();
  const isAuth = useIsAuth();
  const { sideMenuOpen, profilePanelOpen } = useSidePanels();
  const [mounted, setMounted] = useState(false);
  useEffect(() => {
    const frame = requestAnimationFrame(() => setMounted(true));
    return () => cancelAnimationFrame(frame);
  }, []);

  return (
    <>
      <SidePanel
        id={sideMenuId}
        edge="start"
        open={mounted && sideMenuOpen}
        onClose={closeSideMenu}
        title={t('shell.sideMenu.title')}
        closeLabel={t('shell.sideMenu.close')}
      >
        {!isAuth && (
          <SideMenuRegister to={href('sign-up')}>{t('auth.signIn.signUpLink')}</SideMenuRegister>
        )}
        <DrawerNavigation />
        <LanguageSelector placement="inline" />
      </SidePanel>

      <SidePanel
        id={profilePanelId}
        edge="end"
        open={mounted && profilePanelOpen}
        onClose={closeProfilePanel}
        title={t(isAuth ? 'shell.profilePanel.title' : 'shell.profilePanel.signInTitle')}
        closeLabel={t('shell.profilePanel.close')}
      >
        <NotificationInboxList />
        {isAuth ? (
          <>
            <AccountSummary onNavigate={closeProfilePanel} />
            {/* §3 Player protection by market: the panic button on a phone, where the market's pack has one. */}
            <PanicButton fullWidth />
            <ProfileMenu />
            {/* A plain button, not a dropdown inside the drawer: a menu layer would open behind the panel's backdrop. */}
            <Button
              variant="secondary"
              mt={4}
              width="100%"
              onClick={() => {
                closeProfilePanel();
                void signOut();
              }}
            >
              {t('auth.signOut')}
            </Button>
          </>
        ) : (
          <>
            <LazyLoginForm />
            <p>
              {t('auth.noAccountYet')} <Link to={href('sign-up')}>{t('auth.signIn.signUpLink')}</Link>
            </p>
          </>
        )}
      </SidePanel>
    </>
  );
}
