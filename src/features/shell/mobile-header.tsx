import styled from '@emotion/styled';
import { useTranslation } from 'react-i18next';
import { href } from '../../engine/hrefs.ts';
import { useIsAuth } from '../../stores/auth.ts';
import {
  closeProfilePanel,
  closeSideMenu,
  openProfilePanel,
  openSideMenu,
  useSidePanels,
} from '../../stores/side-panel.ts';
import { MenuIcon, UserIcon } from '../../ui/icons.tsx';
import { Button, IconButton } from '../../ui/primitives/button.tsx';
import { AccountSummary, HeaderDeposit, LazyLoginForm, signOut } from '../auth/index.ts';
import { ButtonLink, Link } from '../../ui/primitives/link.tsx';
import { LanguageSelector } from './language-selector.tsx';
import { Logo } from './logo.tsx';
import { FooterLinks, MainNavigation } from './main-navigation.tsx';
import { ProfileMenu } from './profile-menu.tsx';
import { SidePanel } from './side-panel.tsx';
import { WheelButton } from '../wheel/index.ts';
import { CashbackButton } from '../cashback/index.ts';

export const sideMenuId = 'side-menu';
export const profilePanelId = 'profile-panel';

const HeaderBar = styled.header(({ theme }) => ({
  position: 'sticky',
  insetBlockStart: 0,
  zIndex: 30,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  // Five controls and a balance in 390 px: 8 px gaps made a signed-in French header 395 px wide, a sideways scroll
  // on every page (§2 Mobile header).
  gap: theme.space[1],
  paddingInline: theme.space[2],
  paddingBlock: theme.space[1],
  background: theme.colors.surface,
  borderBlockEnd: `1px solid ${theme.colors.border}`,
}));

const HeaderRegister = styled(ButtonLink)({ marginInlineStart: 'auto' });
const SideMenuRegister = styled(ButtonLink)(({ theme }) => ({ marginBlockEnd: theme.space[4] }));

/**
 * §2 Mobile header: the side-menu button on the inline-start side, the profile button on the inline-end side,
 * the logo (to the slots casino path) between them. The panels they open live here too.
 */
export function MobileHeader() {
  const { t } = useTranslation();
  const isAuth = useIsAuth();
  const { sideMenuOpen, profilePanelOpen } = useSidePanels();

  return (
    <>
      <HeaderBar>
        <IconButton label={t('shell.sideMenu.open')} aria-expanded={sideMenuOpen} aria-controls={sideMenuId} onClick={openSideMenu}>
          <MenuIcon />
        </IconButton>
        {/* §2: the mobile logo goes to the slots casino path. */}
        <Logo to={href('slots-casino')} compact />
        <WheelButton compact />
        <CashbackButton compact />
        {isAuth ? (
          <HeaderDeposit />
        ) : (
          // Registration one tap away on a phone (the form itself is behind the profile button).
          <HeaderRegister to={href('sign-up')} data-testid="header-register">
            {t('auth.register')}
          </HeaderRegister>
        )}
        <IconButton
          label={t('shell.profilePanel.open')}
          aria-expanded={profilePanelOpen}
          aria-controls={profilePanelId}
          onClick={openProfilePanel}
        >
          <UserIcon />
        </IconButton>
      </HeaderBar>

      <SidePanel
        id={sideMenuId}
        edge="start"
        open={sideMenuOpen}
        onClose={closeSideMenu}
        title={t('shell.sideMenu.title')}
        closeLabel={t('shell.sideMenu.close')}
      >
        {!isAuth && (
          <SideMenuRegister to={href('sign-up')}>{t('auth.signIn.signUpLink')}</SideMenuRegister>
        )}
        <MainNavigation orientation="vertical" />
        <FooterLinks orientation="vertical" />
        <LanguageSelector placement="inline" />
      </SidePanel>

      <SidePanel
        id={profilePanelId}
        edge="end"
        open={profilePanelOpen}
        onClose={closeProfilePanel}
        title={t(isAuth ? 'shell.profilePanel.title' : 'shell.profilePanel.signInTitle')}
        closeLabel={t('shell.profilePanel.close')}
      >
        {isAuth ? (
          <>
            <AccountSummary onNavigate={closeProfilePanel} />
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
