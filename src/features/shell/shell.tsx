import styled from '@emotion/styled';
import { Suspense, useEffect, useRef, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { closeSidePanels, closeSidePanelsOnNavigationTo, isAnySidePanelOpen, useSidePanels } from '../../stores/side-panel.ts';
import { useIsDesktop } from '../../ui/use-viewport.ts';
import { lazyFromChunk } from '../../engine/chunk-loader.ts';
import { loadDesktopHeader } from './desktop-header-chunk.ts';
import { Footer, useFooterHidden } from './footer.tsx';
import { MobileHeader } from './mobile-header.tsx';
import { useScrollLock } from './use-scroll-lock.ts';
import { TabBar } from './tab-bar.tsx';

export const mainContentId = 'main';

/** The shell's data (the engine's router runs it with every page's, config/routes `data`). */
export { default as data } from './shell-data.ts';

const SkipLink = styled.a(({ theme }) => ({
  position: 'absolute',
  insetInlineStart: theme.space[2],
  insetBlockStart: theme.space[2],
  zIndex: 100,
  padding: `${theme.space[2]}px ${theme.space[4]}px`,
  borderRadius: theme.radii[2],
  background: theme.colors.primary,
  color: theme.colors.primaryText,
  fontWeight: 700,
  textDecoration: 'none',
  transform: 'translateY(-200%)',
  '&:focus, &:focus-visible': { transform: 'none', outline: `3px solid ${theme.colors.focus}`, outlineOffset: 2 },
}));

const DesktopHeader = lazyFromChunk(loadDesktopHeader, (module) => module.DesktopHeader);

/**
 * The desktop header's room while its chunk arrives (boot asked for it beside the shell, so rarely for long): its two
 * rows measured 114 px from 1024 px up and 162 px below, where the bottom row wraps; the page below stays put (CLS 0).
 */
const DesktopHeaderRoom = styled.div(({ theme }) => ({
  blockSize: 162,
  [`@media (min-width: ${theme.breakpoints.laptop})`]: { blockSize: 114 },
  borderBlockEnd: `1px solid ${theme.colors.border}`,
  background: theme.colors.surface,
}));

const Layout = styled.div({ display: 'flex', flexDirection: 'column', minBlockSize: '100vh' });

const Main = styled.main({
  flex: 1,
  minInlineSize: 0,
  // At least a screen high, so the footer starts below the fold and the screen's content arriving after its chunk and
  // data does not push a visible footer down (Lighthouse counted that as a layout shift of 0.41 on /sport/Home).
  minBlockSize: '100vh',
  // Focused only by the skip link; the ring would frame the whole page.
  '&:focus': { outline: 'none' },
});

/**
 * §2 Shell rules for the side panels: above the tablet width both are forced closed; an open one blocks page
 * scrolling; a navigation closes them (the player picked a link in one).
 */
function useSidePanelRules(isDesktop: boolean): void {
  const panels = useSidePanels();
  const anyOpen = isAnySidePanelOpen(panels);
  const { pathname } = useLocation();
  const firstPathname = useRef(pathname);

  useEffect(() => {
    if (isDesktop && anyOpen) closeSidePanels();
  }, [isDesktop, anyOpen]);

  useEffect(() => {
    if (pathname === firstPathname.current) return;
    firstPathname.current = pathname;
    closeSidePanelsOnNavigationTo(pathname);
  }, [pathname]);

  useScrollLock(!isDesktop && anyOpen);
}

/** The page frame of every shell route: skip link, header, the route's screen in <main id="main">, footer. */
export default function Shell() {
  const { t } = useTranslation();
  const isDesktop = useIsDesktop();
  const hideFooter = useFooterHidden();
  useSidePanelRules(isDesktop);

  // Focus the main region without touching the URL (a #main hash would become a router navigation).
  const skipToContent = (event: MouseEvent<HTMLAnchorElement>) => {
    const main = document.getElementById(mainContentId);
    if (!main) return;
    event.preventDefault();
    main.focus();
    main.scrollIntoView?.();
  };

  return (
    <Layout>
      <SkipLink href={`#${mainContentId}`} onClick={skipToContent}>
        {t('shell.skipToContent')}
      </SkipLink>
      {isDesktop ? (
        <Suspense fallback={<DesktopHeaderRoom aria-hidden="true" />}>
          <DesktopHeader />
        </Suspense>
      ) : (
        <MobileHeader />
      )}
      <Main id={mainContentId} tabIndex={-1}>
        <Outlet />
      </Main>
      {!hideFooter && <Footer isDesktop={isDesktop} />}
      {!isDesktop && <TabBar />}
      {/* Toasts: src/app.tsx renders the one ToastRegion above the router, so bare layouts have it too. */}
    </Layout>
  );
}

export { Shell };
