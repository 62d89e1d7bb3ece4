import styled from '@emotion/styled';
import { lazy, Suspense, useEffect, useRef, useState, type JSX, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { betslipSlipStore, startBetslipSlipPersistence } from '../../stores/betslip-slip.ts';
import { takeStakeFocusRequest } from '../../stores/slip-focus.ts';
import { Button } from '../../ui/primitives/button.tsx';
import { VisuallyHidden } from '../../ui/primitives/visually-hidden.tsx';
import { bareListStyles, spreadRowStyles } from '../../ui/panels.tsx';
import { theme } from '../../ui/theme.ts';
import { useSlipReadiness } from '../../engine/sportsbook/use-slip-readiness.ts';
import { ShareSlip } from './booking.tsx';
import { receiptStore } from './receipt-store.ts';
import { PlaceButton, SlipNotices, SlipTotals } from './slip-actions.tsx';
import { AccumulatorProposal, BetTypeChoice, BetTypeProblem, StakeModeChoice } from './slip-bet-type.tsx';
import { SlipCount, SlipLines } from './slip-lines.tsx';
import { stakeMessage, useSlipMoney } from './slip-money.ts';
import { OddsPolicyChoice } from './slip-odds-policy.tsx';
import { useHasBuilder } from './use-has-builder.ts';
import { SlipReceipt } from './slip-receipt.tsx';
import { CommonStake, StakeLimits, WalletChoice } from './slip-stake.tsx';
import { usePlaceSlip } from './use-place-slip.ts';
import { usePlacement } from './use-placement.ts';
import { usePriceAnnouncement } from './use-price-announcement.ts';
import { footerRoomProperty, useFooterRoom } from './use-footer-room.ts';

// The builder's line and its quote load only when the slip holds a builder (§2 Speed: the sport pages' first load).
const BuilderSlipLine = lazy(() => import('./builder-line.tsx'));
// My bets is a tab the player opens: its tickets and cash-out load when it is chosen (§2 Speed: every sport page's
// first load carries the slip).
const OpenBets = lazy(() => import('../mybets/index.ts').then((module) => ({ default: module.OpenBets })));
// "Load a code" is typed rarely: its field loads with the slip's first render, not with the page (§2 Speed).
const LoadBookingCode = lazy(() => import('./load-code.tsx'));
// The accumulator row beside singles shows only with a stake per selection on two events or more: out of the first load.
const SlipCombo = lazy(() => import('./slip-combo.tsx').then((module) => ({ default: module.SlipCombo })));

// docs/product.md §5 Bet slip: singles, accumulator and system bets with one stake per bet, the number of bets, total
// stake and potential win. Place and Accept sit in a footer pinned to the bottom of whatever scrolls the slip (the
// desktop column, the phone sheet), so they are on screen with one selection or thirty.

const Slip = styled.section`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${theme.space[2]}px;
  padding: ${theme.space[2]}px;
  padding-block-end: 0;
  border-radius: ${theme.radii[2]}px;
  background: ${theme.colors.surface};
  color: ${theme.colors.text};
  ul {
    ${bareListStyles}
  }
  li {
    display: grid;
    grid-template-columns: minmax(0, 1fr);
    gap: 0;
    padding: 0 ${theme.space[2]}px ${theme.space[2]}px;
    border-radius: ${theme.radii[1]}px;
    background: ${theme.colors.surfaceRaised};
  }
  .row {
    ${spreadRowStyles}
  }
  li .row {
    flex-wrap: nowrap;
  }
  .event,
  .market {
    color: ${theme.colors.textMuted};
    font-size: ${theme.fontSizes[0]}px;
  }
  .event {
    flex: 1;
    min-inline-size: 0;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  .pick {
    min-inline-size: 0;
  }
  .price {
    flex: none;
    font-weight: 700;
    font-variant-numeric: tabular-nums;
    unicode-bidi: isolate;
  }
  .price s {
    font-weight: 400;
    color: ${theme.colors.textMuted};
  }
  .refusal {
    color: ${theme.colors.danger};
  }
  li[data-blocked] {
    outline: 2px solid ${theme.colors.danger};
  }
  li[data-blocked] .price {
    text-decoration: line-through;
  }
  li[data-moved] {
    outline: 2px solid ${theme.colors.focus};
  }
  dl {
    display: grid;
    grid-template-columns: 1fr auto;
    gap: ${theme.space[1]}px;
    margin: 0;
  }
  dd {
    margin: 0;
    font-variant-numeric: tabular-nums;
  }
  fieldset {
    display: flex;
    flex-wrap: wrap;
    gap: ${theme.space[2]}px;
    margin: 0;
    padding: 0;
    border: 0;
  }
  label.choice {
    display: inline-flex;
    align-items: center;
    gap: ${theme.space[1]}px;
    min-block-size: 44px;
  }
  .proposal {
    display: grid;
    gap: ${theme.space[1]}px;
    padding: ${theme.space[2]}px;
    border: 1px solid ${theme.colors.primary};
    border-radius: ${theme.radii[1]}px;
  }
  .proposal p {
    margin: 0;
  }
  .combo {
    display: grid;
    gap: ${theme.space[1]}px;
    padding: ${theme.space[2]}px;
    border-radius: ${theme.radii[1]}px;
    background: ${theme.colors.surfaceRaised};
  }
  .combo p {
    margin: 0;
  }
  /* A control above the pinned footer that takes the focus is scrolled clear of it (use-footer-room.ts). */
  a,
  button,
  input,
  select,
  textarea,
  [tabindex] {
    scroll-margin-block-end: calc(var(${footerRoomProperty}, 0px) + ${theme.space[2]}px);
  }
  .actions * {
    scroll-margin-block-end: 0;
  }
  /* Pinned to the bottom of the column or the sheet that scrolls the slip (§5: Place always visible). */
  .actions {
    position: sticky;
    inset-block-end: 0;
    z-index: 1;
    display: grid;
    gap: ${theme.space[1]}px;
    margin-inline: -${theme.space[2]}px;
    padding: ${theme.space[2]}px;
    border-block-start: 1px solid ${theme.colors.border};
    background: ${theme.colors.surface};
  }
  .actions dl {
    font-size: ${theme.fontSizes[1]}px;
  }
  .actions p {
    margin: 0;
  }
  .receipt a {
    color: ${theme.colors.text};
    font-weight: 600;
    text-decoration: underline;
  }
  .receipt {
    display: grid;
    gap: ${theme.space[2]}px;
    padding-block-end: ${theme.space[2]}px;
  }
`;

export function BetSlip({ headingLevel = 2 }: { headingLevel?: 1 | 2 }): JSX.Element {
  startBetslipSlipPersistence();
  const { t, i18n } = useTranslation();
  const [tab, setTab] = useState<'slip' | 'mybets'>('slip');
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <Slip aria-labelledby="betslip-heading" data-testid="betslip" id="betslip">
      <Heading id="betslip-heading" className="row" style={{ margin: 0 }} tabIndex={-1}>
        {t('betslip.slip.title')}
      </Heading>
      <div role="tablist" aria-label={t('betslip.slip.title')} className="row">
        <Button role="tab" variant={tab === 'slip' ? 'primary' : 'ghost'} aria-selected={tab === 'slip'} onClick={() => setTab('slip')}>
          {t('betslip.tabs.slip')}
        </Button>
        <Button role="tab" variant={tab === 'mybets' ? 'primary' : 'ghost'} aria-selected={tab === 'mybets'} onClick={() => setTab('mybets')}>
          {t('betslip.tabs.mybets')}
        </Button>
      </div>
      <div role="tabpanel" lang={i18n.language} style={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: theme.space[2] }}>
        {tab === 'slip' ? (
          <SlipBody />
        ) : (
          <Suspense fallback={<p role="status">{t('betslip.slip.loadingBets')}</p>}>
            <OpenBets />
          </Suspense>
        )}
      </div>
    </Slip>
  );
}

/**
 * The slip's states: the receipt, empty, or the selections with their stake and the pinned Place/Accept footer. Each
 * part is a component named for what it shows; this one holds the placement and the readiness they share.
 */
export function SlipBody(): JSX.Element {
  const { t } = useTranslation();
  const { currency, money } = useSlipMoney();
  const slip = useSnapshot(betslipSlipStore);
  const receipt = useSnapshot(receiptStore);
  const placement = usePlacement();
  const { outcome, busy } = placement;
  const refusals = outcome?.kind === 'refused' || outcome?.kind === 'rejected' ? outcome.selections : [];
  const readiness = useSlipReadiness(refusals);
  const { selections, summary, type } = readiness;
  const bodyRef = useRef<HTMLDivElement>(null);
  const hasBuilder = useHasBuilder();

  // §5 by keyboard: the first pick takes focus into the stake (once it is on screen).
  useEffect(() => {
    if (selections.length === 0) return;
    if (takeStakeFocusRequest()) bodyRef.current?.querySelector<HTMLInputElement>('[data-slip-stake]')?.focus({ preventScroll: false });
  }, [selections.length]);

  const announcement = usePriceAnnouncement(readiness.moved);
  useFooterRoom(bodyRef);
  const place = usePlaceSlip(placement, readiness, slip);

  if (receipt.tickets && selections.length === 0 && !hasBuilder) return <SlipReceipt tickets={receipt.tickets} />;
  if (selections.length === 0 && hasBuilder)
    return (
      <Suspense fallback={null}>
        <BuilderSlipLine />
      </Suspense>
    );
  if (selections.length === 0)
    return (
      // One column at the slip's width: sized to its content, the code form was 12 px wider than the desktop slip.
      <div style={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: theme.space[2], paddingBlockEnd: theme.space[2] }}>
        <p style={{ margin: 0 }}>{t('betslip.slip.empty')}</p>
        <Suspense fallback={null}>
          <LoadBookingCode where="empty" />
        </Suspense>
      </div>
    );

  const changed = refusals.some((entry) => entry.code === 'coefs_changed') || readiness.needsAccept;
  const count = selections.length;
  const lossBitesMessage = readiness.lossBites && readiness.lossLeftMinor !== null ? t('betslip.limits.lossBites', { left: money(readiness.lossLeftMinor) }) : null;
  const commonStakeError = (summary.stakeCheck && slip.stake !== '' ? stakeMessage(summary.stakeCheck, t, currency) : null) ?? lossBitesMessage;

  const placeDisabled = changed ? busy : busy || readiness.blockedInSlip || (readiness.isAuth && !readiness.ready);
  // §2 Betting by keyboard: Enter in a stake field does what the slip's button does (Place, or Accept and place), as
  // Enter submits a form; the player does not tab past the quick stakes and the options to reach it.
  const onStakeEnter = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Enter' || !(event.target instanceof HTMLInputElement) || !event.target.hasAttribute('data-slip-stake') || placeDisabled) return;
    event.preventDefault();
    void place(changed);
  };

  return (
    <div ref={bodyRef} onKeyDown={onStakeEnter} style={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: theme.space[2] }}>
      <VisuallyHidden aria-live="polite" aria-atomic="true" data-testid="slip-announcer">
        {announcement}
      </VisuallyHidden>
      {/* §5: a refused stake is said, not only shown beside its field (the player typing hears why). */}
      <VisuallyHidden aria-live="polite" aria-atomic="true" data-testid="slip-stake-announcer">
        {[commonStakeError, ...(summary.perSelection ? selections.map((item) => stakeMessage(summary.legChecks[item.outcomeId], t, currency)) : []), stakeMessage(summary.combo?.check, t, currency)].filter(Boolean).join(' ')}
      </VisuallyHidden>
      <SlipCount count={count} />
      {hasBuilder && (
        <Suspense fallback={null}>
          <BuilderSlipLine />
        </Suspense>
      )}
      <SlipLines readiness={readiness} refusals={refusals} currency={currency} />
      {summary.combo && (
        <Suspense fallback={null}>
          <SlipCombo readiness={readiness} stake={slip.comboStake} currency={currency} money={money} />
        </Suspense>
      )}
      <AccumulatorProposal readiness={readiness} />
      <BetTypeChoice type={type} count={count} systemSize={slip.systemSize} />
      <StakeModeChoice type={type} count={count} stakeMode={slip.stakeMode} />
      <BetTypeProblem totals={summary.totals} />
      {!summary.perSelection && <CommonStake stake={slip.stake} error={commonStakeError} currency={currency} maxStakeMinor={readiness.maxStakeMinor} />}
      <StakeLimits readiness={readiness} money={money} />
      <WalletChoice readiness={readiness} wallet={slip.wallet} currency={currency} money={money} />
      <OddsPolicyChoice policy={slip.oddsPolicy} />
      <ShareSlip />
      <Suspense fallback={null}>
        <LoadBookingCode where="share" />
      </Suspense>
      <div className="actions" data-testid="slip-actions">
        <SlipTotals totals={summary.totals} hasTickets={summary.tickets.length > 0} pickedWinMinor={readiness.pickedWinMinor} boost={readiness.boost} money={money} />
        <SlipNotices readiness={readiness} outcome={outcome} wallet={slip.wallet} lossBitesMessage={lossBitesMessage} money={money} />
        <PlaceButton accept={changed} disabled={placeDisabled} onPlace={(acceptPrices) => void place(acceptPrices)} />
      </div>
    </div>
  );
}
