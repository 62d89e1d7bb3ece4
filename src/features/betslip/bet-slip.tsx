import styled from '@emotion/styled';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState, type JSX } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import betTypes from '../../../config/sportsbook/bet-types.ts';
import { getGetUserQueryKey } from '../../api/accounts.ts';
import { ApiError } from '../../api/client.ts';
import { getSportTicketStatus, newIdempotencyKey, placeSportTicket, type SlipRefusalSelection, type SportTicket } from '../../api/sportsbook-bets.ts';
import { fromMinorUnits } from '../../domain/money.ts';
import { formatMoney } from '../../i18n/format.ts';
import { authStore } from '../../stores/auth.ts';
import { betslipSelectionsStore, clearSelections, removeSelection, updateSelectionPrice } from '../../stores/betslip-selections.ts';
import { betslipSlipStore, startBetslipSlipPersistence, type BetslipSlipState, type SlipOddsPolicy } from '../../stores/betslip-slip.ts';
import { openProfilePanel } from '../../stores/side-panel.ts';
import { Button } from '../../ui/primitives/button.tsx';
import { TextInput } from '../../ui/primitives/text-input.tsx';
import { theme } from '../../ui/theme.ts';
import { OpenBets } from '../mybets/index.ts';
import { useOddsFormat } from '../sportsbook/index.ts';
import { ShareSlip } from './booking.tsx';
import { checkStake, slipTotals, type StakeCheck } from './slip-maths.ts';

// docs/product.md §5 Bet slip: singles, accumulator and system bets with one stake per bet, the number of bets,
// total stake and potential win; placement (§7 ticket/placement) sends one Idempotency-Key per tap so a double
// click or a retry never places two tickets, and the header balance is refreshed once it moved.

const Slip = styled.section`
  display: grid;
  gap: ${theme.space[2]}px;
  padding: ${theme.space[2]}px;
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
    gap: ${theme.space[1]}px;
    padding: ${theme.space[2]}px;
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
  .refusal {
    color: ${theme.colors.danger};
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
`;

const quickStakes = ['1', '5', '10', '50'] as const;
const slipTypes: BetslipSlipState['type'][] = ['single', 'accumulator', 'system'];
const policies: SlipOddsPolicy[] = ['ask', 'accept-higher', 'accept-any'];
/** How often a pending live ticket is asked about while it waits its acceptance delay (§7 ticket/status). */
const pendingPollMs = 1000;

function betTypeOf(id: string) {
  const found = betTypes.find((entry) => entry.id === id);
  if (!found) throw new Error(`Unknown bet type ${id}`);
  return found;
}

function stakeMessageKey(check: StakeCheck): { key: string; values?: Record<string, string> } | null {
  if (check.ok) return null;
  if (check.problem === 'stake_too_low' || check.problem === 'stake_too_high') return { key: `betslip.refusals.${check.problem}`, values: { amount: fromMinorUnits(check.limitMinor ?? 0) } };
  return { key: `betslip.stakeProblems.${check.problem}` };
}

type Outcome = { kind: 'placed'; ticket: SportTicket } | { kind: 'pending'; ticket: SportTicket } | { kind: 'rejected'; code: string } | { kind: 'refused'; code: string; selections: SlipRefusalSelection[] } | { kind: 'sign-in' };

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export function BetSlip({ headingLevel = 2 }: { headingLevel?: 1 | 2 }): JSX.Element {
  startBetslipSlipPersistence();
  const { t, i18n } = useTranslation();
  const [tab, setTab] = useState<'slip' | 'mybets'>('slip');
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <Slip aria-labelledby="betslip-heading" data-testid="betslip">
      <Heading id="betslip-heading" className="row" style={{ margin: 0 }}>
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
      <div role="tabpanel" lang={i18n.language}>
        {tab === 'slip' ? <SlipBody /> : <OpenBets />}
      </div>
    </Slip>
  );
}

function SlipBody(): JSX.Element {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const selections = useSnapshot(betslipSelectionsStore).items;
  const slip = useSnapshot(betslipSlipStore);
  const auth = useSnapshot(authStore);
  const { formatPrice: displayOdds } = useOddsFormat();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [busy, setBusy] = useState(false);
  // One tap, one key: a second click while the first is on its way is ignored (the ref is set before any render).
  const inFlight = useRef(false);

  const stakeCheck = checkStake(slip.stake);
  const stakeMessage = slip.stake === '' ? null : stakeMessageKey(stakeCheck);
  const legs = selections.map((item) => ({ eventId: item.eventId, price: item.price }));
  const totals = selections.length === 0 ? null : slipTotals(betTypeOf(slip.type), legs, stakeCheck.ok ? stakeCheck.minor : 0, slip.type === 'system' ? slip.systemSize : undefined);
  const refusalsByOutcome = new Map((outcome?.kind === 'refused' ? outcome.selections : []).map((entry) => [entry.outcomeId, entry]));
  const money = (minor: number) => formatMoney(fromMinorUnits(minor), 'TND');

  const place = async (acceptPrices: boolean) => {
    if (inFlight.current) return;
    if (!auth.isAuth) {
      // §6: betting needs sign-in; the slip stays as it is for after.
      setOutcome({ kind: 'sign-in' });
      openProfilePanel();
      return;
    }
    if (!stakeCheck.ok || !totals?.ok) return;
    if (acceptPrices && outcome?.kind === 'refused') {
      for (const entry of outcome.selections) if (entry.code === 'coefs_changed' && entry.odd) updateSelectionPrice(entry.outcomeId, entry.odd);
    }
    inFlight.current = true;
    setBusy(true);
    setOutcome(null);
    const key = newIdempotencyKey();
    const request = {
      type: slip.type,
      stake: fromMinorUnits(stakeCheck.minor),
      selections: betslipSelectionsStore.items.map((item) => ({ event_id: String(item.eventId), market_id: String(item.marketId), outcome_id: String(item.outcomeId), odd: item.price })),
      odds_policy: slip.oddsPolicy,
      ...(slip.type === 'system' ? { system_size: slip.systemSize } : {}),
      wallet: slip.wallet,
    };
    try {
      let ticket: SportTicket;
      try {
        ticket = await placeSportTicket(request, { 'Idempotency-Key': key });
      } catch (error) {
        // A placement that timed out may have been placed: the same key answers the first placement, never a second.
        if (error instanceof ApiError && error.result.responseStatus === 0) ticket = await placeSportTicket(request, { 'Idempotency-Key': key });
        else throw error;
      }
      void queryClient.invalidateQueries({ queryKey: getGetUserQueryKey() });
      while (ticket.acceptance === 'pending') {
        setOutcome({ kind: 'pending', ticket });
        await wait(pendingPollMs);
        ticket = await getSportTicketStatus({ ticket_id: ticket.ticketId });
      }
      if (ticket.acceptance === 'rejected') {
        // The stake came back (§7): the balance moves again.
        void queryClient.invalidateQueries({ queryKey: getGetUserQueryKey() });
        setOutcome({ kind: 'rejected', code: ticket.rejectReason ?? 'error_block_bet_data' });
      } else setOutcome({ kind: 'placed', ticket });
    } catch (error) {
      const body = error instanceof ApiError && error.result.errorBody && typeof error.result.errorBody === 'object' ? (error.result.errorBody as { code?: string; selections?: SlipRefusalSelection[] }) : {};
      const code = body.code ?? (error instanceof ApiError ? String(error.result.codeStatus ?? 'defaultMessage') : 'defaultMessage');
      setOutcome({ kind: 'refused', code, selections: body.selections ?? [] });
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  };

  if (outcome?.kind === 'placed') {
    return (
      <div role="status" className="placed">
        <p>{t('betslip.slip.placed', { code: outcome.ticket.ticketCode })}</p>
        <div className="row">
          <Button variant="secondary" onClick={() => setOutcome(null)}>
            {t('betslip.slip.keep')}
          </Button>
          <Button
            variant="ghost"
            onClick={() => {
              clearSelections();
              setOutcome(null);
            }}
          >
            {t('betslip.slip.clear')}
          </Button>
        </div>
      </div>
    );
  }

  if (selections.length === 0) return <p>{t('betslip.slip.empty')}</p>;

  const changed = outcome?.kind === 'refused' && outcome.selections.some((entry) => entry.code === 'coefs_changed');
  const typeProblem = totals && !totals.ok ? totals.problem : null;

  return (
    <div style={{ display: 'grid', gap: theme.space[2] }}>
      <fieldset>
        <legend>{t('betslip.slip.typeLegend')}</legend>
        {slipTypes.map((type) => (
          <label key={type} className="choice">
            <input type="radio" name="betslip-type" value={type} checked={slip.type === type} onChange={() => (betslipSlipStore.type = type)} />
            {t(`betslip.types.${type}`)}
          </label>
        ))}
        {slip.type === 'system' && (
          <label className="choice">
            {t('betslip.slip.systemSize')}
            <select value={slip.systemSize} onChange={(event) => (betslipSlipStore.systemSize = Number(event.target.value))}>
              {Array.from({ length: Math.max(0, selections.length - 2) }, (_, index) => index + 2).map((k) => (
                <option key={k} value={k}>
                  {`${k}/${selections.length}`}
                </option>
              ))}
            </select>
          </label>
        )}
      </fieldset>
      <ul aria-label={t('betslip.slip.selections')}>
        {selections.map((item) => {
          const refusal = refusalsByOutcome.get(item.outcomeId);
          return (
            <li key={item.outcomeId} data-outcome={item.outcomeId}>
              <div className="row">
                <span>{item.label ?? t('betslip.slip.selectionFallback', { id: item.outcomeId })}</span>
                <span className="price" data-testid="slip-price">
                  {displayOdds(item.price)}
                </span>
              </div>
              {refusal && (
                <p className="refusal" role="alert" style={{ margin: 0 }}>
                  {t(`betslip.refusals.${refusal.code}`, { defaultValue: t('errors.defaultMessage') })}
                  {refusal.code === 'coefs_changed' && refusal.odd ? ` ${t('betslip.slip.priceChange', { from: displayOdds(item.price), to: displayOdds(refusal.odd) })}` : ''}
                </p>
              )}
              <Button variant="ghost" onClick={() => removeSelection(item.outcomeId)} aria-label={t('betslip.slip.remove', { name: item.label ?? String(item.outcomeId) })}>
                {t('betslip.slip.removeShort')}
              </Button>
            </li>
          );
        })}
      </ul>
      {typeProblem && (
        <p className="refusal" role="alert">
          {t(typeProblem === 'same_event_combination' ? 'betslip.refusals.same_event_combination' : `betslip.typeProblems.${typeProblem}`)}
        </p>
      )}
      <TextInput
        label={t('betslip.stake.label')}
        unit="TND"
        inputMode="decimal"
        autoComplete="off"
        value={slip.stake}
        onChange={(event) => (betslipSlipStore.stake = event.target.value)}
        error={stakeMessage ? t(stakeMessage.key, stakeMessage.values ?? {}) : null}
      />
      <div className="row" role="group" aria-label={t('betslip.stake.quick')}>
        {quickStakes.map((amount) => (
          <Button key={amount} variant="secondary" onClick={() => (betslipSlipStore.stake = amount)}>
            {amount}
          </Button>
        ))}
      </div>
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
      <dl>
        <dt>{t('betslip.slip.betCount')}</dt>
        <dd data-testid="slip-bet-count">{totals?.ok ? totals.betCount : '–'}</dd>
        <dt>{t('betslip.slip.totalStake')}</dt>
        <dd data-testid="slip-total-stake">{totals?.ok && stakeCheck.ok ? money(totals.totalStakeMinor) : '–'}</dd>
        <dt>{t('betslip.slip.potentialWin')}</dt>
        <dd data-testid="slip-potential-win">{totals?.ok && stakeCheck.ok ? money(totals.potentialWinMinor) : '–'}</dd>
      </dl>
      {outcome?.kind === 'sign-in' && <p role="alert">{t('betslip.slip.signInToPlace')}</p>}
      {outcome?.kind === 'pending' && <p role="status">{t('betslip.slip.pending')}</p>}
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
        <Button disabled={busy} onClick={() => void place(true)}>
          {t('betslip.slip.acceptAndPlace')}
        </Button>
      ) : (
        <Button disabled={busy || (auth.isAuth && (!stakeCheck.ok || !totals?.ok))} onClick={() => void place(false)}>
          {t('betslip.slip.place')}
        </Button>
      )}
      <ShareSlip />
    </div>
  );
}
