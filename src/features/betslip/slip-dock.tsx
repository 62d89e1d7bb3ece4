import styled from '@emotion/styled';
import { useState, type JSX, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import betTypes from '../../../config/sportsbook/bet-types.ts';
import { fromMinorUnits } from '../../domain/money.ts';
import { formatMoney } from '../../i18n/format.ts';
import { betslipSelectionsStore } from '../../stores/betslip-selections.ts';
import { betslipSlipStore } from '../../stores/betslip-slip.ts';
import { theme } from '../../ui/theme.ts';
import { useIsDesktop } from '../../ui/use-viewport.ts';
import { BetSlip } from './bet-slip.tsx';
import { slipSummary } from './slip-maths.ts';

// docs/product.md §5 Bet slip: docked beside the sportsbook pages on a desktop; on a phone a bottom sheet that,
// collapsed, shows the number of selections and the potential win and expands to the whole slip.

const Columns = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) 340px;
  gap: ${theme.space[3]}px;
  align-items: start;
  .dock {
    position: sticky;
    inset-block-start: ${theme.space[2]}px;
    max-block-size: calc(100vh - ${theme.space[4]}px);
    overflow: auto;
  }
`;

const Sheet = styled.div`
  position: fixed;
  inset-inline: 0;
  inset-block-end: 0;
  z-index: 20;
  max-block-size: 85vh;
  overflow: auto;
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

function SlipSheet(): JSX.Element | null {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const selections = useSnapshot(betslipSelectionsStore).items;
  const slip = useSnapshot(betslipSlipStore);
  if (selections.length === 0) return null;
  const type = betTypes.find((entry) => entry.id === slip.type);
  const summary = type
    ? slipSummary({ type, legs: selections, stakeMode: slip.stakeMode, stake: slip.stake, stakes: slip.stakes, systemSize: slip.type === 'system' ? slip.systemSize : undefined })
    : null;
  const totals = summary && summary.tickets.length > 0 ? summary.totals : null;
  return (
    <Sheet data-testid="betslip-sheet">
      <button type="button" aria-expanded={open} aria-controls="betslip-sheet-body" onClick={() => setOpen(!open)}>
        <span>{t('betslip.slip.count', { count: selections.length })}</span>
        {totals?.ok && <span>{formatMoney(fromMinorUnits(totals.potentialWinMinor), 'TND')}</span>}
      </button>
      <div id="betslip-sheet-body" hidden={!open}>
        {open && <BetSlip />}
      </div>
    </Sheet>
  );
}

/** Wraps a sportsbook page: the slip beside it (desktop) or as a bottom sheet (phone). */
export function SlipDock({ children }: { children: ReactNode }): JSX.Element {
  const desktop = useIsDesktop();
  if (!desktop) {
    return (
      <>
        {children}
        <SlipSheet />
      </>
    );
  }
  return (
    <Columns>
      <div>{children}</div>
      {/* Not an <aside>: a complementary landmark may not sit inside the shell's <main>. */}
      <div className="dock">
        <BetSlip />
      </div>
    </Columns>
  );
}
