import styled from '@emotion/styled';
import { lazy, Suspense, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { href } from '../../engine/hrefs.ts';
import { useStickyHeaderRoom } from '../../ui/sticky-header-room.ts';
import { useReturnHereOnClick, useWithReturnHere } from '../../engine/return-address.ts';
import { withAreas } from '../../i18n/index.ts';
import { useIsAuth } from '../../stores/auth.ts';
import { openProfilePanel, openSideMenu, useSidePanels } from '../../stores/side-panel.ts';
import { MenuIcon, UserIcon } from '../../ui/icons.tsx';
import { IconButton } from '../../ui/primitives/button.tsx';
import { HeaderDeposit } from '../auth/index.ts';
import { ButtonLink } from '../../ui/primitives/link.tsx';
import { Logo } from './logo.tsx';
import { WheelButton } from '../wheel/index.ts';
import { CashbackButton } from '../cashback/index.ts';
import { UnreadNotificationsBadge } from '../notifications/index.ts';

import { profilePanelId, sideMenuId } from './mobile-panels-ids.ts';

// The two panels (menu, navigation, language, account or sign-in) are their own chunk, fetched when the player reaches
// for a header button and shown when one opens: closed, they are not on a phone's first screen (docs/architecture.md
// Performance budgets: first-load JS).
const loadMobilePanels = withAreas(() => import('./mobile-panels.tsx'), ['auth']);
const MobilePanels = lazy(loadMobilePanels);
const preloadMobilePanels = () => void loadMobilePanels().catch(() => undefined);

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

const AccountButtonBox = styled.div({ position: 'relative', flex: 'none' });

/**
 * §2 Mobile header: the side-menu button on the inline-start side, the profile button on the inline-end side,
 * the logo (to the slots casino path) between them. The panels they open live here too.
 */
export function MobileHeader() {
  const { t } = useTranslation();
  const isAuth = useIsAuth();
  // §2 Player journey: registering from here comes back to this page (a deep link survives registration).
  const registerHref = useWithReturnHere(href('sign-up'));
  const registerHere = useReturnHereOnClick(href('sign-up'));
  const { sideMenuOpen, profilePanelOpen } = useSidePanels();
  const headerRef = useRef<HTMLElement>(null);
  useStickyHeaderRoom(headerRef);
  // Mounted from the first opening on, so each later opening and closing slides (§9).
  const [panelsWanted, setPanelsWanted] = useState(false);
  if ((sideMenuOpen || profilePanelOpen) && !panelsWanted) setPanelsWanted(true);

  return (
    <>
      <HeaderBar ref={headerRef}>
        <IconButton label={t('shell.sideMenu.open')} aria-expanded={sideMenuOpen} aria-controls={sideMenuId} onClick={openSideMenu} onPointerDown={preloadMobilePanels} onFocus={preloadMobilePanels}>
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
          <HeaderRegister to={registerHref} onClick={registerHere} data-testid="header-register">
            {t('shell.register')}
          </HeaderRegister>
        )}
        <AccountButtonBox>
          <IconButton
            label={t('shell.profilePanel.open')}
            aria-expanded={profilePanelOpen}
            aria-controls={profilePanelId}
            onClick={openProfilePanel}
            onPointerDown={preloadMobilePanels}
            onFocus={preloadMobilePanels}
          >
            <UserIcon />
          </IconButton>
          {/* §4: the panel it opens holds the notifications inbox; their unread count shows on it. */}
          <UnreadNotificationsBadge />
        </AccountButtonBox>
      </HeaderBar>

      {panelsWanted && (
        <Suspense fallback={null}>
          <MobilePanels />
        </Suspense>
      )}
    </>
  );
}
