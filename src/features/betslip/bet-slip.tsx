import styled from '@emotion/styled';
import { useEffect, useRef, useState, type JSX, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import type { SportTicketPlacement } from '../../api/sportsbook-bets.ts';
import { fromMinorUnits, toMinorUnits } from '../../domain/money.ts';
import { formatMoney } from '../../i18n/format.ts';
import { betslipSelectionsStore, clearSelections, updateSelectionPrice } from '../../stores/betslip-selections.ts';
import { betslipSlipStore, startBetslipSlipPersistence, type SlipOddsPolicy } from '../../stores/betslip-slip.ts';
import { openProfilePanel } from '../../stores/side-panel.ts';
import { returnFocusToList, takeStakeFocusRequest } from '../../stores/slip-focus.ts';
import { Button } from '../../ui/primitives/button.tsx';
import { TextInput } from '../../ui/primitives/text-input.tsx';
import { VisuallyHidden } from '../../ui/primitives/visually-hidden.tsx';
import { theme } from '../../ui/theme.ts';
import { OpenBets } from '../mybets/index.ts';
import { useOddsFormat } from '../../engine/sportsbook/use-odds-format.ts';
import { ShareSlip } from './booking.tsx';
import { receiptStore, showReceipt } from './receipt-store.ts';
import { slipTotals, type StakeCheck } from '../../engine/sportsbook/slip-maths.ts';
import { SlipLine } from './slip-line.tsx';
import { BuilderSlipLine, useHasBuilder } from './builder-line.tsx';
import { SlipReceipt } from './slip-receipt.tsx';
import { usePlacement } from './use-placement.ts';
import { usePriceAnnouncement } from './use-price-announcement.ts';
import { useSlipReadiness } from '../../engine/sportsbook/use-slip-readiness.ts';
import { offeredTypes, placesEachAlone, singlesType, sizeIsChosen } from '../../engine/sportsbook/bet-types.ts';
import { useCurrency } from '../../engine/sportsbook/use-currency.ts';
import { quickStakes } from '../../engine/sportsbook/quick-stakes.ts';
import { href } from '../../engine/hrefs.ts';
import { Link } from '../../ui/primitives/link.tsx';

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
    display: grid;
    gap: ${theme.space[1]}px;
    margin: 0;
    padding: 0;
    list-style: none;
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
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: ${theme.space[1]}px;
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

const policies: SlipOddsPolicy[] = ['ask', 'accept-higher', 'accept-any'];

type Translate = ReturnType<typeof useTranslation>['t'];

/** A stake refused in the field, with its reason; amounts in the language's money format (§9, src/domain/money.ts). */
function stakeMessage(check: StakeCheck | null | undefined, t: Translate, currency: string): string | null {
  if (!check || check.ok) return null;
  if (check.problem === 'stake_too_low' || check.problem === 'stake_too_high' || check.problem === 'max_win_exceeded') {
    return t(`betslip.refusals.${check.problem}`, { amount: formatMoney(fromMinorUnits(check.limitMinor ?? 0), currency) });
  }
  return t(`betslip.stakeProblems.${check.problem}`);
}

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
        {tab === 'slip' ? <SlipBody /> : <OpenBets />}
      </div>
    </Slip>
  );
}

/** The slip's states: the receipt, empty, or the selections with their stake and the pinned Place/Accept footer. */
export function SlipBody(): JSX.Element {
  const { t } = useTranslation();
  const { formatPrice } = useOddsFormat();
  const currency = useCurrency();
  const slip = useSnapshot(betslipSlipStore);
  const receipt = useSnapshot(receiptStore);
  const { outcome, setOutcome, busy, place: placeTickets } = usePlacement();
  const refusals = outcome?.kind === 'refused' ? outcome.selections : [];
  const readiness = useSlipReadiness(refusals);
  const { selections, summary, limits, moved, type } = readiness;
  const bodyRef = useRef<HTMLDivElement>(null);
  const hasBuilder = useHasBuilder();

  // §5 by keyboard: the first pick takes focus into the stake (once it is on screen).
  useEffect(() => {
    if (selections.length === 0) return;
    if (takeStakeFocusRequest()) bodyRef.current?.querySelector<HTMLInputElement>('[data-slip-stake]')?.focus({ preventScroll: false });
  }, [selections.length]);

  const announcement = usePriceAnnouncement(moved);

  const totals = summary.totals;
  const money = (minor: number) => formatMoney(fromMinorUnits(minor), currency);
  const refusalsByOutcome = new Map(refusals.map((entry) => [entry.outcomeId, entry]));

  const place = async (acceptPrices: boolean) => {
    if (busy) return;
    if (!readiness.isAuth) {
      // §6: betting needs sign-in; the slip stays as it is for after.
      setOutcome({ kind: 'sign-in' });
      openProfilePanel();
      return;
    }
    if (!readiness.ready) return;
    if (acceptPrices) {
      if (outcome?.kind === 'refused') for (const entry of outcome.selections) if (entry.code === 'coefs_changed' && entry.odd) updateSelectionPrice(entry.outcomeId, entry.odd);
      for (const [outcomeId, entry] of moved) updateSelectionPrice(outcomeId, entry.now);
    }
    const items = betslipSelectionsStore.items.map((item) => ({ event_id: String(item.eventId), market_id: String(item.marketId), outcome_id: String(item.outcomeId), odd: item.price }));
    // Singles with a stake each are one ticket per selection, each with its own key (§7 ticket/placement takes one stake).
    const requests: SportTicketPlacement[] = summary.tickets.map((ticket) => ({
      type: type.id,
      stake: fromMinorUnits(ticket.unitStakeMinor),
      selections: ticket.legs.map((index) => items[index]),
      odds_policy: slip.oddsPolicy,
      ...(!summary.perSelection && sizeIsChosen(type) ? { system_size: slip.systemSize } : {}),
      wallet: slip.wallet,
    }));
    const result = await placeTickets(requests, (request) => {
      if (summary.perSelection) for (const selection of request.selections) delete betslipSlipStore.stakes[selection.outcome_id];
    });
    if (result?.kind === 'placed') {
      showReceipt(result.tickets);
      setOutcome(null);
      // §5 by keyboard: back to the list the player picked from, never the page body.
      returnFocusToList();
    }
  };

  if (receipt.tickets && selections.length === 0 && !hasBuilder) return <SlipReceipt tickets={receipt.tickets} />;
  if (selections.length === 0 && hasBuilder) return <BuilderSlipLine />;
  if (selections.length === 0) return <p style={{ margin: 0, paddingBlockEnd: theme.space[2] }}>{t('betslip.slip.empty')}</p>;

  const changed = (outcome?.kind === 'refused' && outcome.selections.some((entry) => entry.code === 'coefs_changed')) || readiness.needsAccept;
  const typeProblem = !totals.ok ? totals.problem : null;
  const count = selections.length;
  const offered = offeredTypes(count, type);
  const singles = singlesType();
  const lossBitesMessage = readiness.lossBites && readiness.lossLeftMinor !== null ? t('betslip.limits.lossBites', { left: money(readiness.lossLeftMinor) }) : null;
  const commonStakeError = (summary.stakeCheck && slip.stake !== '' ? stakeMessage(summary.stakeCheck, t, currency) : null) ?? lossBitesMessage;
  const proposal = readiness.proposal ? slipTotals(readiness.proposal, selections, 100) : null;

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
      <div className="row">
        <span>{t('betslip.slip.count', { count })}</span>
        <Button variant="ghost" onClick={clearSelections}>
          {t('betslip.slip.clear')}
        </Button>
      </div>
      <BuilderSlipLine />
      <ul aria-label={t('betslip.slip.selections')}>
        {selections.map((item) => (
          <SlipLine
            key={item.outcomeId}
            item={item}
            refusal={refusalsByOutcome.get(item.outcomeId)}
            status={readiness.closed.get(item.outcomeId)}
            moved={moved.get(item.outcomeId)}
            blocked={readiness.blocked.has(item.outcomeId)}
            perSelection={summary.perSelection}
            stake={slip.stakes[String(item.outcomeId)] ?? ''}
            stakeError={summary.perSelection ? stakeMessage(summary.legChecks[item.outcomeId], t, currency) : null}
            currency={currency}
          />
        ))}
      </ul>
      {readiness.proposal && (
        <div className="proposal" data-testid="slip-accumulator-proposal">
          <p>{t('betslip.proposal.text', { count, odds: proposal?.ok ? formatPrice(fromMinorUnits(proposal.potentialWinMinor)) : '–' })}</p>
          <Button variant="primary" onClick={() => (betslipSlipStore.type = readiness.proposal!.id)}>
            {t('betslip.proposal.play')}
          </Button>
        </div>
      )}
      <fieldset>
        <legend>{t('betslip.slip.typeLegend')}</legend>
        {offered.map((entry) => (
          <label key={entry.id} className="choice">
            <input type="radio" name="betslip-type" value={entry.id} checked={type.id === entry.id} onChange={() => (betslipSlipStore.type = entry.id)} />
            {t(entry.labelKey)}
          </label>
        ))}
        {sizeIsChosen(type) && (
          <label className="choice">
            {t('betslip.slip.systemSize')}
            <select value={slip.systemSize} onChange={(event) => (betslipSlipStore.systemSize = Number(event.target.value))}>
              {Array.from({ length: Math.max(0, count - 2) }, (_, index) => index + 2).map((k) => (
                <option key={k} value={k}>
                  {`${k}/${count}`}
                </option>
              ))}
            </select>
          </label>
        )}
      </fieldset>
      {placesEachAlone(type) && count > 1 && (
        <fieldset>
          <legend>{t('betslip.stake.modeLegend')}</legend>
          {(['one', 'each'] as const).map((mode) => (
            <label key={mode} className="choice">
              <input type="radio" name="betslip-stake-mode" value={mode} checked={slip.stakeMode === mode} onChange={() => (betslipSlipStore.stakeMode = mode)} />
              {t(mode === 'one' ? 'betslip.stake.modeOne' : 'betslip.stake.modeEach')}
            </label>
          ))}
        </fieldset>
      )}
      {typeProblem && (
        <div role="alert" className="refusal">
          <p style={{ margin: 0 }}>{t(typeProblem === 'same_event_combination' ? 'betslip.refusals.same_event_combination' : `betslip.typeProblems.${typeProblem}`)}</p>
          {typeProblem === 'same_event_combination' && singles && (
            <Button variant="secondary" onClick={() => (betslipSlipStore.type = singles.id)}>
              {t('betslip.slip.playAsSingles')}
            </Button>
          )}
        </div>
      )}
      {!summary.perSelection && (
        <>
          <TextInput
            label={t('betslip.stake.label')}
            unit={currency}
            inputMode="decimal"
            autoComplete="off"
            value={slip.stake}
            data-slip-stake=""
            onChange={(event) => (betslipSlipStore.stake = event.target.value)}
            error={commonStakeError}
          />
          <div className="row" role="group" aria-label={t('betslip.stake.quick')} data-testid="quick-stakes">
            {quickStakes().map((amount) => (
              <Button key={amount} variant="secondary" onClick={() => (betslipSlipStore.stake = amount)}>
                {amount}
              </Button>
            ))}
          </div>
        </>
      )}
      {limits && (
        <p data-testid="slip-limits" style={{ margin: 0 }}>
          {t('betslip.limits.stake', {
            min: money(summary.stakeCheck && !summary.stakeCheck.ok && summary.stakeCheck.problem === 'stake_too_low' ? (summary.stakeCheck.limitMinor ?? 10) : Math.max(10, toMinorUnits(limits.minBet ?? '') ?? 10)),
            max: limits.maxBetMinor === undefined ? '–' : money(limits.maxBetMinor),
            maxWin: limits.maxWinMinor === undefined ? '–' : money(limits.maxWinMinor),
          })}
        </p>
      )}
      {readiness.isAuth && readiness.balances && (
        <fieldset>
          <legend>{t('betslip.wallet.legend')}</legend>
          {(['cash', 'bonus'] as const).map((wallet) => (
            <label key={wallet} className="choice">
              <input type="radio" name="betslip-wallet" value={wallet} checked={slip.wallet === wallet} onChange={() => (betslipSlipStore.wallet = wallet)} />
              {t(`betslip.wallet.${wallet}`, { amount: formatMoney(wallet === 'bonus' ? readiness.balances!.bonusBalance : readiness.balances!.balance, currency) })}
            </label>
          ))}
        </fieldset>
      )}
      {readiness.isAuth && slip.wallet === 'bonus' && <p style={{ margin: 0 }}>{t('betslip.wallet.bonusNote')}</p>}
      {readiness.lossLimit !== null && readiness.lossLeftMinor !== null && slip.wallet === 'cash' && (
        <p data-testid="slip-loss-left" style={{ margin: 0 }}>
          {t('betslip.limits.lossLeft', { left: money(readiness.lossLeftMinor), limit: formatMoney(readiness.lossLimit, currency) })}
        </p>
      )}
      <label className="choice">
        {t('betslip.policy.label')}
        <select value={slip.oddsPolicy} onChange={(event) => (betslipSlipStore.oddsPolicy = event.target.value as SlipOddsPolicy)}>
          {policies.map((policy) => (
            <option key={policy} value={policy}>
              {t(`betslip.policy.${policy}`)}
            </option>
          ))}
        </select>
      </label>
      <ShareSlip />
      <div className="actions" data-testid="slip-actions">
        <dl>
          <dt>{t('betslip.slip.betCount')}</dt>
          <dd data-testid="slip-bet-count">{totals.ok ? totals.betCount : '–'}</dd>
          <dt>{t('betslip.slip.totalStake')}</dt>
          <dd data-testid="slip-total-stake">{totals.ok && summary.tickets.length > 0 ? money(totals.totalStakeMinor) : '–'}</dd>
          <dt>{t('betslip.slip.potentialWin')}</dt>
          <dd data-testid="slip-potential-win">{totals.ok && summary.tickets.length > 0 ? money(totals.potentialWinMinor) : '–'}</dd>
        </dl>
        {readiness.tooLittleMoney && (
          <p className="refusal" role="alert">
            {t(slip.wallet === 'bonus' ? 'betslip.wallet.tooLittleBonus' : 'betslip.refusals.not_enough_money')}
            {slip.wallet === 'cash' && readiness.depositLeftMinor !== null && <> {t('betslip.limits.depositLeft', { amount: money(readiness.depositLeftMinor) })}</>}
          </p>
        )}
        {lossBitesMessage && summary.perSelection && (
          <p className="refusal" role="alert">
            {lossBitesMessage}
          </p>
        )}
        {readiness.blockedInSlip && (
          <p className="refusal" role="alert">
            {t('betslip.blocked.summary')}
          </p>
        )}
        {outcome?.kind === 'sign-in' && (
          <p role="alert" data-testid="slip-sign-in">
            {/* §2 Player journey: signing in or registering from here comes back to this page, the slip kept. */}
            {t('betslip.slip.signInToPlace')} <Link to={href('auth-sign-in')}>{t('betslip.slip.signIn')}</Link> · <Link to={href('sign-up')}>{t('betslip.slip.register')}</Link>
          </p>
        )}
        {outcome?.kind === 'pending' && (
          <p role="status" data-testid="slip-pending">
            {t('betslip.slip.pending')}
          </p>
        )}
        {(outcome?.kind === 'rejected' || outcome?.kind === 'refused') && outcome.placed > 0 && <p role="status">{t('betslip.slip.partlyPlaced', { count: outcome.placed })}</p>}
        {outcome?.kind === 'rejected' && (
          <p className="refusal" role="alert">
            {t(`betslip.refusals.${outcome.code}`, { defaultValue: t('errors.defaultMessage') })}
          </p>
        )}
        {outcome?.kind === 'refused' && outcome.selections.length === 0 && (
          <p className="refusal" role="alert">
            {t(`betslip.refusals.${outcome.code}`, { defaultValue: t(`errors.${outcome.code}`, { defaultValue: t('errors.defaultMessage') }) })}
          </p>
        )}
        {changed ? (
          <Button disabled={placeDisabled} onClick={() => void place(true)}>
            {t('betslip.slip.acceptAndPlace')}
          </Button>
        ) : (
          <Button disabled={placeDisabled} onClick={() => void place(false)}>
            {t('betslip.slip.place')}
          </Button>
        )}
      </div>
    </div>
  );
}
