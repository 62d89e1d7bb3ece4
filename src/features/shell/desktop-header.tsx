import styled from '@emotion/styled';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { href } from '../../engine/hrefs.ts';
import { useStickyHeaderRoom } from '../../ui/sticky-header-room.ts';
import { SearchIcon } from '../../ui/icons.tsx';
import { ButtonLink } from '../../ui/primitives/link.tsx';
import { visuallyHiddenStyle } from '../../ui/primitives/visually-hidden.tsx';
import { PanicButton, UserBlock } from '../auth/index.ts';
import { LanguageSelector } from './language-selector.tsx';
import { Logo } from './logo.tsx';
import { MainNavigation } from './main-navigation.tsx';
import { WheelButton } from '../wheel/index.ts';
import { CashbackButton } from '../cashback/index.ts';
import { NotificationInbox } from '../notifications/index.ts';

const HeaderBar = styled.header(({ theme }) => ({
  position: 'sticky',
  insetBlockStart: 0,
  zIndex: 30,
  background: theme.colors.surface,
  borderBlockEnd: `1px solid ${theme.colors.border}`,
}));

const Row = styled.div(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: theme.space[4],
  paddingInline: theme.space[5],
  paddingBlock: theme.space[2],
}));

// Icon and one word, the word for screen readers only below 1280 px: the bottom row keeps the four main links and the
// header's buttons on one line from the tablet width up.
const SearchLink = styled(ButtonLink)(({ theme }) => ({
  gap: theme.space[1],
  paddingInline: theme.space[3],
  flex: 'none',
  '@media (max-width: 1279.98px)': { '& > .label': visuallyHiddenStyle },
}));

const BottomRow = styled(Row)(({ theme }) => ({ borderBlockStart: `1px solid ${theme.colors.border}`, paddingBlock: theme.space[1] }));

/** §2 Desktop header: top row logo (to the root) and user block; bottom row main navigation and language selector. */
export function DesktopHeader() {
  const { t } = useTranslation();
  const headerRef = useRef<HTMLElement>(null);
  useStickyHeaderRoom(headerRef);
  return (
    <HeaderBar ref={headerRef}>
      <Row>
        {/* §2: the desktop logo links to the root (which redirects to the sport home page). */}
        <Logo to={href('root')} />
        {/* §3 Player protection by market: the panic button, where the market's pack has one. */}
        <PanicButton />
        <UserBlock />
      </Row>
      <BottomRow>
        <MainNavigation />
        {/* §2 Sportsbook: the site's one search (teams, matches, competitions and games), from every page. */}
        <SearchLink to={href('site-search')} variant="secondary" data-testid="header-search">
          <SearchIcon size={18} />
          <span className="label">{t('shell.siteSearch')}</span>
        </SearchLink>
        <WheelButton />
        <CashbackButton />
        <NotificationInbox />
        <LanguageSelector />
      </BottomRow>
    </HeaderBar>
  );
}
