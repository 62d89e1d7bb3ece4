import styled from '@emotion/styled';
import { useEffect, useLayoutEffect, useRef, useState, type JSX, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { fromMinorUnits } from '../../domain/money.ts';
import { formatMoney } from '../../i18n/format.ts';
import { useHasBuilder } from './use-has-builder.ts';
import { useSlipSelections } from '../../stores/betslip-selections.ts';
import { betslipSlipStore } from '../../stores/betslip-slip.ts';
import { dockSlipSheet, slipSheetStore } from '../../stores/slip-sheet.ts';
import { theme } from '../../ui/theme.ts';
import { useIsDesktop } from '../../ui/use-viewport.ts';
import { BetSlip } from './bet-slip.tsx';
import { receiptStore } from './receipt-store.ts';
import { slipSummary } from '../../engine/sportsbook/slip-maths.ts';
import { betTypeOf, comboBesideSingles, sizeIsChosen } from '../../engine/sportsbook/bet-types.ts';
import { slipBoost } from '../../engine/sportsbook/accumulator-boost.ts';
import { useCurrency } from '../../engine/sportsbook/use-currency.ts';
import { livePriceMap, useLivePrices } from '../../engine/sportsbook/use-live.ts';

// docs/product.md §5 Bet slip: docked beside every sportsbook page that shows a price on a desktop; on a phone a bottom
// bar that shows the number of selections and the potential win and opens the slip as a sheet. Picking never opens the
// sheet: the bar updates and the list stays where the player is picking.

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

// Sits on the shell's bottom tab bar (its height is --bottom-bar-size, src/features/shell/tab-bar.tsx): neither covers the other.
const Sheet = styled.div`
  position: fixed;
  inset-inline: 0;
  inset-block-end: var(--bottom-bar-size, 0px);
  z-index: 20;
  max-block-size: calc(85vh - var(--bottom-bar-size, 0px));
  overflow-x: hidden;
  overflow-y: auto;
  overscroll-behavior: contain;
  border-start-start-radius: ${theme.radii[2]}px;
  border-start-end-radius: ${theme.radii[2]}px;
  background: ${theme.colors.surfaceRaised};
  box-shadow: 0 -2px 12px rgb(0 0 0 / 35%);
  > button {
    display: flex;
    justify-content: space-between;
    inline-size: 100%;
    min-block-size: 48px;
    padding: ${theme.space[2]}px ${theme.space[3]}px;
    border: 0;
    background: ${theme.colors.primary};
    color: ${theme.colors.primaryText};
    font: inherit;
    cursor: pointer;
  }
  > button:focus-visible {
    outline: 3px solid ${theme.colors.focus};
    outline-offset: -3px;
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
      {t('betslip.slip.goTo')}
    </SkipLink>
  );
}

function SlipSheet({ openRequest }: { openRequest: number }): JSX.Element | null {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const selections = useSlipSelections();
  const slip = useSnapshot(betslipSlipStore);
  const receipt = useSnapshot(receiptStore);
  const currency = useCurrency();
  const toggle = useRef<HTMLButtonElement>(null);
  // A bet builder is a line of the slip of its own (builder-line.tsx): the bar shows while it has legs.
  const hasBuilder = useHasBuilder();
  const pricesKey = useLivePrices(selections.map((item) => item.outcomeId));
  const empty = selections.length === 0 && !receipt.tickets && !hasBuilder;
  // An emptied slip closes its sheet: the next pick updates the bar, it does not cover the list (§5).
  useEffect(() => {
    if (empty) setOpen(false);
  }, [empty]);
  // "Go to slip" opens it (once per press: a later pick must not reopen it).
  const handled = useRef(openRequest);
  useEffect(() => {
    if (handled.current === openRequest) return;
    handled.current = openRequest;
    if (empty) return;
    setOpen(true);
    toggle.current?.focus();
  }, [openRequest, empty]);
  // §5 Odds changes: the bar's potential win is at the prices that would be taken, as the slip's footer says it.
  const livePrices = livePriceMap(pricesKey);
  if (empty) return null;
  const type = betTypeOf(slip.type);
  const legs = selections.map((item) => ({ ...item, price: livePrices.get(item.outcomeId) ?? item.price }));
  const combo = comboBesideSingles(type, slip.stakeMode, legs);
  const summary = slipSummary({ type, legs, stakeMode: slip.stakeMode, stake: slip.stake, stakes: slip.stakes, systemSize: sizeIsChosen(type) ? slip.systemSize : undefined, combo: combo ? { type: combo, stake: slip.comboStake } : null });
  const totals = summary.tickets.length > 0 ? summary.totals : null;
  const boostMinor = slipBoost(type, summary, legs)?.boostMinor ?? 0;
  return (
    <Sheet data-testid="betslip-sheet" data-bottom-bar="">
      <button ref={toggle} type="button" aria-expanded={open} aria-controls="betslip-sheet-body" onClick={() => setOpen(!open)}>
        <span>{selections.length > 0 ? t('betslip.slip.count', { count: selections.length }) : hasBuilder ? t('betslip.builder.title') : t('betslip.receipt.bar')}</span>
        {totals?.ok && <span>{formatMoney(fromMinorUnits(totals.potentialWinMinor + boostMinor), currency)}</span>}
      </button>
      <div id="betslip-sheet-body" hidden={!open}>
        {open && <BetSlip />}
      </div>
    </Sheet>
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
        <BetSlip />
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
  useEffect(() => (desktop ? undefined : dockSlipSheet()), [desktop]);
  return (
    <>
      <GoToSlip onPhone={() => setOwnRequests((count) => count + 1)} />
      {desktop ? (
        <DesktopDock>{children}</DesktopDock>
      ) : (
        <>
          {children}
          <SlipSheet openRequest={openRequest} />
        </>
      )}
    </>
  );
}
