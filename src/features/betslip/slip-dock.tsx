import styled from '@emotion/styled';
import { Suspense, useEffect, useLayoutEffect, useRef, useState, type JSX, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { chunkLoader, lazyFromChunk } from '../../engine/chunk-loader.ts';
import { withAreas } from '../../i18n/index.ts';
import { useHasBuilder } from './use-has-builder.ts';
import { useSlipSelections } from '../../stores/betslip-selections.ts';
import { dockSlipSheet, slipSheetStore } from '../../stores/slip-sheet.ts';
import { theme } from '../../ui/theme.ts';
import { isDesktopViewport, useIsDesktop } from '../../ui/use-viewport.ts';
import { receiptStore } from './receipt-store.ts';

// docs/product.md §5 Bet slip: docked beside every sportsbook page that shows a price on a desktop; on a phone a bottom
// bar that shows the number of selections and the potential win and opens the slip as a sheet. Picking never opens the
// sheet: the bar updates and the list stays where the player is picking.

// §2 Speed (first-load JS): the slip is a chunk of its own. A desktop page shows it beside the list from the first
// screen, so the screen loads it before it renders (preloadDockedSlip, the screens' `preload`) and the dock hydrates
// with the page; a phone's page shows it only once something is in it (its bar, slip-sheet.tsx), so it loads then.
const loadBetSlip = chunkLoader(withAreas(() => import('./bet-slip.tsx'), ['betslip', 'mybets', 'sport', 'odds']));
const DockedBetSlip = lazyFromChunk(loadBetSlip, (module) => module.BetSlip);
const loadSlipSheet = chunkLoader(withAreas(() => import('./slip-sheet.tsx'), ['betslip', 'mybets', 'sport', 'odds']));
const LazySlipSheet = lazyFromChunk(loadSlipSheet, (module) => module.SlipSheet);

/** The screens' `preload` (src/engine/router.tsx awaits it): the desktop's docked slip, before the screen renders. */
export function preloadDockedSlip(): Promise<unknown> | undefined {
  return typeof window !== 'undefined' && isDesktopViewport() ? loadBetSlip().catch(() => undefined) : undefined;
}

/** Whether the slip has anything to show: selections, a bet builder's legs, or the receipt of what was just placed. */
function useSlipHasContent(): boolean {
  const selections = useSlipSelections();
  const receipt = useSnapshot(receiptStore);
  const hasBuilder = useHasBuilder();
  return selections.length > 0 || Boolean(receipt.tickets) || hasBuilder;
}

/** Room kept under the desktop column, so its pinned Place button is never at the very edge of the window. */
const dockGapPx = 8;

const Columns = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) 340px;
  gap: ${theme.space[3]}px;
  align-items: start;
  .dock {
    position: sticky;
    inset-block-start: ${dockGapPx}px;
    max-block-size: calc(100vh - ${2 * dockGapPx}px);
    overflow-x: hidden;
    overflow-y: auto;
    overscroll-behavior: contain;
    scrollbar-width: thin;
  }
`;

const SkipLink = styled.a`
  position: fixed;
  inset-block-start: ${theme.space[2]}px;
  inset-inline-start: ${theme.space[2]}px;
  z-index: 100;
  padding: ${theme.space[2]}px ${theme.space[4]}px;
  border-radius: ${theme.radii[2]}px;
  background: ${theme.colors.primary};
  color: ${theme.colors.primaryText};
  font-weight: 700;
  text-decoration: none;
  &:focus {
    outline: 3px solid ${theme.colors.focus};
    outline-offset: 2px;
  }
  /* Shown only while focused, like the shell's skip link. */
  &:not(:focus) {
    clip-path: inset(50%);
    inline-size: 1px;
    block-size: 1px;
    padding: 0;
    overflow: hidden;
    white-space: nowrap;
  }
`;

/** §5 by keyboard: one key press from the top of the list to the slip, instead of every price. */
function GoToSlip({ onPhone }: { onPhone: () => void }): JSX.Element {
  const { t } = useTranslation();
  const desktop = useIsDesktop();
  return (
    <SkipLink
      href="#betslip"
      data-testid="go-to-slip"
      onClick={(event) => {
        event.preventDefault();
        if (!desktop) return onPhone();
        document.getElementById('betslip-heading')?.focus();
      }}
    >
      {t('sportsbook.goToSlip')}
    </SkipLink>
  );
}

/** Keeps the desktop column within the window whatever the page scrolled, so its pinned footer stays on screen. */
function useDockHeight() {
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    let frame = 0;
    const fit = () => {
      frame = 0;
      // Stuck under the shell's sticky header, not behind it.
      const header = document.querySelector('header');
      const stuckAt = (header ? Math.max(0, header.getBoundingClientRect().bottom) : 0) + dockGapPx;
      element.style.insetBlockStart = `${stuckAt}px`;
      const top = Math.max(stuckAt, element.getBoundingClientRect().top);
      element.style.maxBlockSize = `${Math.max(240, window.innerHeight - top - dockGapPx)}px`;
    };
    const schedule = () => {
      if (frame === 0) frame = requestAnimationFrame(fit);
    };
    // In the next frame, with the browser's own layout: measured here, in the commit, the header and the dock forced a
    // layout of the whole page inside the hydration's task (§2 Speed); nothing is painted in between.
    schedule();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    return () => {
      if (frame !== 0) cancelAnimationFrame(frame);
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
    };
  }, []);
  return ref;
}

function DesktopDock({ children }: { children: ReactNode }): JSX.Element {
  const ref = useDockHeight();
  return (
    <Columns>
      <div>{children}</div>
      {/* Not an <aside>: a complementary landmark may not sit inside the shell's <main>. */}
      <div className="dock" ref={ref} data-testid="betslip-dock">
        <Suspense fallback={null}>
          <DockedBetSlip />
        </Suspense>
      </div>
    </Columns>
  );
}

/** Wraps a sportsbook page: the slip beside it (desktop) or as a bottom bar and sheet (phone). */
export function SlipDock({ children }: { children: ReactNode }): JSX.Element {
  const desktop = useIsDesktop();
  const [ownRequests, setOwnRequests] = useState(0);
  // The tab bar's slip tab opens this page's sheet (src/stores/slip-sheet.ts).
  const tabRequests = useSnapshot(slipSheetStore).openRequests;
  const openRequest = ownRequests + tabRequests;
  const hasContent = useSlipHasContent();
  // A press made while the slip is empty opens nothing; one made once it has content opens the sheet, even when the
  // sheet's chunk is still on its way (a pick, then the tab bar's slip tab at once).
  const [requestWhileEmpty, setRequestWhileEmpty] = useState(openRequest);
  useEffect(() => {
    if (!hasContent) setRequestWhileEmpty(openRequest);
  }, [hasContent, openRequest]);
  useEffect(() => (desktop ? undefined : dockSlipSheet()), [desktop]);
  return (
    <>
      <GoToSlip onPhone={() => setOwnRequests((count) => count + 1)} />
      {desktop ? (
        <DesktopDock>{children}</DesktopDock>
      ) : (
        <>
          {children}
          {hasContent && (
            <Suspense fallback={null}>
              <LazySlipSheet openRequest={openRequest} handledRequest={requestWhileEmpty} />
            </Suspense>
          )}
        </>
      )}
    </>
  );
}
