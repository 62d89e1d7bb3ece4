import styled from '@emotion/styled';
import { useEffect, useRef, useState, type JSX } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { fromMinorUnits } from '../../domain/money.ts';
import { formatMoney } from '../../i18n/format.ts';
import { useHasBuilder } from './use-has-builder.ts';
import { useSlipSelections } from '../../stores/betslip-selections.ts';
import { betslipSlipStore, startBetslipSlipPersistence } from '../../stores/betslip-slip.ts';
import { theme } from '../../ui/theme.ts';
import { BetSlip } from './bet-slip.tsx';
import { slipSummary } from '../../engine/sportsbook/slip-maths.ts';
import { betTypeOf, comboBesideSingles, sizeIsChosen } from '../../engine/sportsbook/bet-types.ts';
import { slipBoost } from '../../engine/sportsbook/accumulator-boost.ts';
import { useCurrency } from '../../engine/sportsbook/use-currency.ts';
import { livePriceMap, useLivePrices } from '../../engine/sportsbook/use-live.ts';

// docs/product.md §5 Bet slip, on a phone: the bottom bar (the number of selections and the potential win) that opens
// the slip as a sheet. A chunk of its own, with the slip: a phone's first screen has nothing in its slip to show, so
// the bar and the slip load once it has (slip-dock.tsx), not with the page (§2 Speed: first-load JS).

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


/**
 * Mounted by the dock while the slip has selections, a builder or a receipt to show. `openRequest` counts the presses
 * of "Go to slip" and the tab bar's slip tab; those up to `handledRequest` (made while the slip was empty) open nothing.
 */
export function SlipSheet({ openRequest, handledRequest }: { openRequest: number; handledRequest: number }): JSX.Element {
  // The bar's potential win is at the stake and bet type the player keeps, before the slip is first opened.
  startBetslipSlipPersistence();
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const selections = useSlipSelections();
  const slip = useSnapshot(betslipSlipStore);
  const currency = useCurrency();
  const toggle = useRef<HTMLButtonElement>(null);
  // A bet builder is a line of the slip of its own (builder-line.tsx): the bar shows while it has legs.
  const hasBuilder = useHasBuilder();
  const pricesKey = useLivePrices(selections.map((item) => item.outcomeId));
  // "Go to slip" opens it (once per press: a later pick must not reopen it).
  const handled = useRef(handledRequest);
  useEffect(() => {
    if (handled.current === openRequest) return;
    handled.current = openRequest;
    setOpen(true);
    toggle.current?.focus();
  }, [openRequest]);
  // §5 Odds changes: the bar's potential win is at the prices that would be taken, as the slip's footer says it.
  const livePrices = livePriceMap(pricesKey);
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
