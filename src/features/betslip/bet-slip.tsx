import styled from '@emotion/styled';
import { useQueryClient } from '@tanstack/react-query';
import { memo, useEffect, useMemo, useRef, useState, type JSX } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import betTypes from '../../../config/sportsbook/bet-types.ts';
import { getGetUserQueryKey, useGetSettings, useGetUser } from '../../api/accounts.ts';
import { getGetResponsibleGamingLimitsQueryKey, useGetResponsibleGamingLimits } from '../../api/profile.ts';
import { ApiError } from '../../api/client.ts';
import { getSportTicketStatus, newIdempotencyKey, placeSportTicket, type SlipRefusalSelection, type SportTicket, type SportTicketPlacement } from '../../api/sportsbook-bets.ts';
import { fromMinorUnits, toMinorUnits } from '../../domain/money.ts';
import { formatMoney } from '../../i18n/format.ts';
import { authStore } from '../../stores/auth.ts';
import { betslipSelectionsStore, clearSelections, removeSelection, updateSelectionPrice, type BetslipSelection } from '../../stores/betslip-selections.ts';
import { betslipSlipStore, startBetslipSlipPersistence, type SlipOddsPolicy } from '../../stores/betslip-slip.ts';
import { openProfilePanel } from '../../stores/side-panel.ts';
import { Button } from '../../ui/primitives/button.tsx';
import { TextInput } from '../../ui/primitives/text-input.tsx';
import { theme } from '../../ui/theme.ts';
import { OpenBets } from '../mybets/index.ts';
import { useClosedSelections, useLiveTopics, useOddsFormat } from '../sportsbook/index.ts';
import { ShareSlip } from './booking.tsx';
import { slipSummary, type StakeCheck } from './slip-maths.ts';

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
  li[data-blocked] {
    outline: 2px solid ${theme.colors.danger};
  }
  li[data-blocked] .price {
    text-decoration: line-through;
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
/** Always offered; the named full covers (Trixie, Yankee...) appear when the number of selections fits them. */
const coreTypes = new Set(['single', 'accumulator', 'system']);
const policies: SlipOddsPolicy[] = ['ask', 'accept-higher', 'accept-any'];
/** How often a pending live ticket is asked about while it waits its acceptance delay (§7 ticket/status). */
const pendingPollMs = 1000;
/** How long the slip's selections stay unchanged before the stream follows them. */
const topicSettleMs = 1500;
/** §8 codes that name a selection the slip cannot place until it is removed. */
const blockingCodes = new Set(['error_block_bet_data', 'error_exist_bet']);

function betTypeOf(id: string) {
  return betTypes.find((entry) => entry.id === id) ?? betTypes[0];
}

type Translate = ReturnType<typeof useTranslation>['t'];

/** A stake refused in the field, with its reason; amounts in the language's money format (§9, src/domain/money.ts). */
function stakeMessage(check: StakeCheck | null | undefined, t: Translate): string | null {
  if (!check || check.ok) return null;
  if (check.problem === 'stake_too_low' || check.problem === 'stake_too_high' || check.problem === 'max_win_exceeded') {
    return t(`betslip.refusals.${check.problem}`, { amount: formatMoney(fromMinorUnits(check.limitMinor ?? 0), 'TND') });
  }
  return t(`betslip.stakeProblems.${check.problem}`);
}

type Outcome =
  | { kind: 'placed'; tickets: SportTicket[] }
  | { kind: 'pending'; ticket: SportTicket }
  | { kind: 'rejected'; code: string; placed: number }
  | { kind: 'refused'; code: string; selections: SlipRefusalSelection[]; placed: number }
  | { kind: 'sign-in' };

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
  const settings = useGetSettings();
  const user = useGetUser({ query: { enabled: auth.isAuth } });
  const rgLimits = useGetResponsibleGamingLimits({ query: { enabled: auth.isAuth } });
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [busy, setBusy] = useState(false);
  // One tap, one key: a second click while the first is on its way is ignored (the ref is set before any render).
  const inFlight = useRef(false);

  // The live stream tells each selection's status (§5: a suspended or closed selection blocks placement). The topics
  // follow the slip a moment later, so picking selections in a row reconnects the stream once, not on every tap.
  const topicKey = [...new Set(selections.map((item) => `event:${item.eventId}`))].sort().join(',');
  const [streamedKey, setStreamedKey] = useState(topicKey);
  useEffect(() => {
    const timer = setTimeout(() => setStreamedKey(topicKey), topicSettleMs);
    return () => clearTimeout(timer);
  }, [topicKey]);
  useLiveTopics(streamedKey === '' ? [] : streamedKey.split(','), []);
  const closedKey = useClosedSelections(selections);
  const closed = useMemo(() => new Map(closedKey === '' ? [] : closedKey.split(';').map((entry) => [Number(entry.split(':')[0]), entry.split(':')[1]] as const)), [closedKey]);

  // §9 and the settings' limits (GET api/settings/): minBet rounded up, maxBet per bet, maxWin per ticket.
  const limits = settings.data?.limits;
  const maxBetMinor = limits ? (toMinorUnits(limits.maxBet) ?? undefined) : undefined;
  const maxWinMinor = limits ? (toMinorUnits(limits.maxWin) ?? undefined) : undefined;
  const type = betTypeOf(slip.type);
  const summary = slipSummary({
    type,
    legs: selections.map((item) => ({ eventId: item.eventId, price: item.price, outcomeId: item.outcomeId })),
    stakeMode: slip.stakeMode,
    stake: slip.stake,
    stakes: slip.stakes,
    systemSize: slip.type === 'system' ? slip.systemSize : undefined,
    limits: { minBet: limits?.minBet, maxBetMinor, maxWinMinor },
  });
  const totals = summary.totals;
  const money = (minor: number) => formatMoney(fromMinorUnits(minor), 'TND');
  const walletMinor = user.data ? toMinorUnits(slip.wallet === 'bonus' ? user.data.bonusBalance : user.data.balance) : null;
  const tooLittleMoney = walletMinor !== null && totals.ok && totals.totalStakeMinor > walletMinor;
  // §5 Bet slip: what is left of the loss limit, by the sum the placement refuses on; a cash stake above it is
  // refused here, before anything is sent. Bonus stakes are free bets and do not count (§5).
  const lossLimit = rgLimits.data?.loss.current ?? null;
  const lossLeftMinor = rgLimits.data?.loss.remaining == null ? null : toMinorUnits(rgLimits.data.loss.remaining);
  const lossBites = slip.wallet === 'cash' && lossLeftMinor !== null && totals.ok && summary.tickets.length > 0 && totals.totalStakeMinor > lossLeftMinor;
  // Where the balance is short, the deposit limits say how much may still be deposited (the tightest window).
  const depositLeft = rgLimits.data
    ? [rgLimits.data.depositDay, rgLimits.data.depositWeek, rgLimits.data.depositMonth].map((entry) => (entry.remaining == null ? null : toMinorUnits(entry.remaining))).filter((entry): entry is number => entry !== null)
    : [];
  const depositLeftMinor = depositLeft.length > 0 ? Math.min(...depositLeft) : null;

  const refusals = outcome?.kind === 'refused' ? outcome.selections : [];
  const refusalsByOutcome = new Map(refusals.map((entry) => [entry.outcomeId, entry]));
  const blocked = new Set([...closed.keys(), ...refusals.filter((entry) => blockingCodes.has(entry.code)).map((entry) => entry.outcomeId)]);
  const blockedInSlip = selections.some((item) => blocked.has(item.outcomeId));
  const ready = summary.tickets.length > 0 && !blockedInSlip && !tooLittleMoney && !lossBites;

  /** Places one ticket: a timed-out request is sent again with the same key, then a live ticket waits for its decision. */
  const placeOne = async (request: SportTicketPlacement): Promise<SportTicket> => {
    const key = newIdempotencyKey();
    let ticket: SportTicket;
    try {
      ticket = await placeSportTicket(request, { 'Idempotency-Key': key });
    } catch (error) {
      // A placement that timed out may have been placed: the same key answers the first placement, never a second.
      if (error instanceof ApiError && error.result.responseStatus === 0) ticket = await placeSportTicket(request, { 'Idempotency-Key': key });
      else throw error;
    }
    void queryClient.invalidateQueries({ queryKey: getGetUserQueryKey() });
    void queryClient.invalidateQueries({ queryKey: getGetResponsibleGamingLimitsQueryKey() });
    while (ticket.acceptance === 'pending') {
      setOutcome({ kind: 'pending', ticket });
      await wait(pendingPollMs);
      ticket = await getSportTicketStatus({ ticket_id: ticket.ticketId });
    }
    return ticket;
  };

  const place = async (acceptPrices: boolean) => {
    if (inFlight.current) return;
    if (!auth.isAuth) {
      // §6: betting needs sign-in; the slip stays as it is for after.
      setOutcome({ kind: 'sign-in' });
      openProfilePanel();
      return;
    }
    if (!ready) return;
    if (acceptPrices && outcome?.kind === 'refused') {
      for (const entry of outcome.selections) if (entry.code === 'coefs_changed' && entry.odd) updateSelectionPrice(entry.outcomeId, entry.odd);
    }
    inFlight.current = true;
    setBusy(true);
    setOutcome(null);
    const items = betslipSelectionsStore.items.map((item) => ({ event_id: String(item.eventId), market_id: String(item.marketId), outcome_id: String(item.outcomeId), odd: item.price }));
    // Singles with a stake each are one ticket per selection, each with its own key (§7 ticket/placement takes one stake).
    const requests: SportTicketPlacement[] = summary.tickets.map((ticket) => ({
      type: summary.perSelection ? 'single' : slip.type,
      stake: fromMinorUnits(ticket.unitStakeMinor),
      selections: ticket.legs.map((index) => items[index]),
      odds_policy: slip.oddsPolicy,
      ...(!summary.perSelection && slip.type === 'system' ? { system_size: slip.systemSize } : {}),
      wallet: slip.wallet,
    }));
    const placed: SportTicket[] = [];
    try {
      for (const request of requests) {
        const ticket = await placeOne(request);
        if (ticket.acceptance === 'rejected') {
          // The stake came back (§7): the balance moves again.
          void queryClient.invalidateQueries({ queryKey: getGetUserQueryKey() });
          setOutcome({ kind: 'rejected', code: ticket.rejectReason ?? 'error_block_bet_data', placed: placed.length });
          return;
        }
        placed.push(ticket);
        if (summary.perSelection) for (const selection of request.selections) delete betslipSlipStore.stakes[selection.outcome_id];
      }
      setOutcome({ kind: 'placed', tickets: placed });
    } catch (error) {
      const body = error instanceof ApiError && error.result.errorBody && typeof error.result.errorBody === 'object' ? (error.result.errorBody as { code?: string; selections?: SlipRefusalSelection[] }) : {};
      const code = body.code ?? (error instanceof ApiError ? String(error.result.codeStatus ?? 'defaultMessage') : 'defaultMessage');
      setOutcome({ kind: 'refused', code, selections: body.selections ?? [], placed: placed.length });
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  };

  if (outcome?.kind === 'placed') {
    return (
      <div role="status" className="placed">
        <p>{outcome.tickets.length === 1 ? t('betslip.slip.placed', { code: outcome.tickets[0].ticketCode }) : t('betslip.slip.placedMany', { count: outcome.tickets.length, codes: outcome.tickets.map((ticket) => ticket.ticketCode).join(', ') })}</p>
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
  const typeProblem = !totals.ok ? totals.problem : null;
  const count = selections.length;
  const offered = betTypes.filter((entry) => coreTypes.has(entry.id) || entry.id === slip.type || (count >= entry.selections.min && count <= entry.selections.max));
  const lossBitesMessage = lossBites && lossLeftMinor !== null ? t('betslip.limits.lossBites', { left: money(lossLeftMinor) }) : null;
  const commonStakeError = (summary.stakeCheck && slip.stake !== '' ? stakeMessage(summary.stakeCheck, t) : null) ?? lossBitesMessage;

  return (
    <div style={{ display: 'grid', gap: theme.space[2] }}>
      <fieldset>
        <legend>{t('betslip.slip.typeLegend')}</legend>
        {offered.map((entry) => (
          <label key={entry.id} className="choice">
            <input type="radio" name="betslip-type" value={entry.id} checked={slip.type === entry.id} onChange={() => (betslipSlipStore.type = entry.id)} />
            {t(entry.labelKey)}
          </label>
        ))}
        {slip.type === 'system' && (
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
      {slip.type === 'single' && count > 1 && (
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
      <ul aria-label={t('betslip.slip.selections')}>
        {selections.map((item) => (
          <SelectionRow
            key={item.outcomeId}
            item={item}
            refusal={refusalsByOutcome.get(item.outcomeId)}
            status={closed.get(item.outcomeId)}
            blocked={blocked.has(item.outcomeId)}
            perSelection={summary.perSelection}
            stake={slip.stakes[String(item.outcomeId)] ?? ''}
            stakeError={summary.perSelection ? stakeMessage(summary.legChecks[item.outcomeId], t) : null}
          />
        ))}
      </ul>
      {typeProblem && (
        <div role="alert" className="refusal">
          <p style={{ margin: 0 }}>{t(typeProblem === 'same_event_combination' ? 'betslip.refusals.same_event_combination' : `betslip.typeProblems.${typeProblem}`)}</p>
          {typeProblem === 'same_event_combination' && (
            <Button variant="secondary" onClick={() => (betslipSlipStore.type = 'single')}>
              {t('betslip.slip.playAsSingles')}
            </Button>
          )}
        </div>
      )}
      {!summary.perSelection && (
        <>
          <TextInput
            label={t('betslip.stake.label')}
            unit="TND"
            inputMode="decimal"
            autoComplete="off"
            value={slip.stake}
            onChange={(event) => (betslipSlipStore.stake = event.target.value)}
            error={commonStakeError}
          />
          <div className="row" role="group" aria-label={t('betslip.stake.quick')}>
            {quickStakes.map((amount) => (
              <Button key={amount} variant="secondary" onClick={() => (betslipSlipStore.stake = amount)}>
                {amount}
              </Button>
            ))}
          </div>
        </>
      )}
      {limits && (
        <p data-testid="slip-limits" style={{ margin: 0 }}>
          {t('betslip.limits.stake', { min: money(summary.stakeCheck && !summary.stakeCheck.ok && summary.stakeCheck.problem === 'stake_too_low' ? (summary.stakeCheck.limitMinor ?? 10) : Math.max(10, toMinorUnits(limits.minBet) ?? 10)), max: maxBetMinor === undefined ? '–' : money(maxBetMinor), maxWin: maxWinMinor === undefined ? '–' : money(maxWinMinor) })}
        </p>
      )}
      {auth.isAuth && user.data && (
        <fieldset>
          <legend>{t('betslip.wallet.legend')}</legend>
          {(['cash', 'bonus'] as const).map((wallet) => (
            <label key={wallet} className="choice">
              <input type="radio" name="betslip-wallet" value={wallet} checked={slip.wallet === wallet} onChange={() => (betslipSlipStore.wallet = wallet)} />
              {t(`betslip.wallet.${wallet}`, { amount: formatMoney(wallet === 'bonus' ? user.data.bonusBalance : user.data.balance, 'TND') })}
            </label>
          ))}
        </fieldset>
      )}
      {auth.isAuth && slip.wallet === 'bonus' && <p style={{ margin: 0 }}>{t('betslip.wallet.bonusNote')}</p>}
      {tooLittleMoney && (
        <p className="refusal" role="alert">
          {t(slip.wallet === 'bonus' ? 'betslip.wallet.tooLittleBonus' : 'betslip.refusals.not_enough_money')}
          {slip.wallet === 'cash' && depositLeftMinor !== null && <> {t('betslip.limits.depositLeft', { amount: money(depositLeftMinor) })}</>}
        </p>
      )}
      {lossLimit !== null && lossLeftMinor !== null && slip.wallet === 'cash' && (
        <p data-testid="slip-loss-left" style={{ margin: 0 }}>
          {t('betslip.limits.lossLeft', { left: money(lossLeftMinor), limit: formatMoney(lossLimit, 'TND') })}
        </p>
      )}
      {lossBitesMessage && summary.perSelection && (
        <p className="refusal" role="alert">
          {lossBitesMessage}
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
      <dl>
        <dt>{t('betslip.slip.betCount')}</dt>
        <dd data-testid="slip-bet-count">{totals.ok ? totals.betCount : '–'}</dd>
        <dt>{t('betslip.slip.totalStake')}</dt>
        <dd data-testid="slip-total-stake">{totals.ok && summary.tickets.length > 0 ? money(totals.totalStakeMinor) : '–'}</dd>
        <dt>{t('betslip.slip.potentialWin')}</dt>
        <dd data-testid="slip-potential-win">{totals.ok && summary.tickets.length > 0 ? money(totals.potentialWinMinor) : '–'}</dd>
      </dl>
      {blockedInSlip && (
        <p className="refusal" role="alert">
          {t('betslip.blocked.summary')}
        </p>
      )}
      {outcome?.kind === 'sign-in' && <p role="alert">{t('betslip.slip.signInToPlace')}</p>}
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
        <Button disabled={busy} onClick={() => void place(true)}>
          {t('betslip.slip.acceptAndPlace')}
        </Button>
      ) : (
        <Button disabled={busy || blockedInSlip || (auth.isAuth && !ready)} onClick={() => void place(false)}>
          {t('betslip.slip.place')}
        </Button>
      )}
      <ShareSlip />
    </div>
  );
}

interface SelectionRowProps {
  item: Readonly<BetslipSelection>;
  refusal: SlipRefusalSelection | undefined;
  /** The live status when not open (suspended, closed). */
  status: string | undefined;
  blocked: boolean;
  perSelection: boolean;
  stake: string;
  stakeError: string | null;
}

/** One selection of the slip; memoised so typing the common stake or adding a selection re-renders only what changed. */
const SelectionRow = memo(function SelectionRow({ item, refusal, status, blocked, perSelection, stake, stakeError }: SelectionRowProps): JSX.Element {
  const { t } = useTranslation();
  const { formatPrice: displayOdds } = useOddsFormat();
  const name = item.label ?? t('betslip.slip.selectionFallback', { id: String(item.outcomeId) });
  return (
    <li data-outcome={item.outcomeId} data-blocked={blocked ? (status ?? refusal?.code) : undefined}>
      <div className="row">
        <span>{name}</span>
        <span className="price" data-testid="slip-price">
          {displayOdds(item.price)}
        </span>
      </div>
      {status && !refusal && (
        <p className="refusal" role="alert" style={{ margin: 0 }}>
          {t(`betslip.blocked.${status === 'suspended' ? 'suspended' : 'closed'}`)}
        </p>
      )}
      {refusal && (
        <p className="refusal" role="alert" style={{ margin: 0 }}>
          {t(`betslip.refusals.${refusal.code}`, { defaultValue: t('errors.defaultMessage') })}
          {refusal.code === 'coefs_changed' && refusal.odd ? ` ${t('betslip.slip.priceChange', { from: displayOdds(item.price), to: displayOdds(refusal.odd) })}` : ''}
        </p>
      )}
      {perSelection && (
        <TextInput
          label={t('betslip.stake.labelFor', { name })}
          unit="TND"
          inputMode="decimal"
          autoComplete="off"
          value={stake}
          onChange={(event) => (betslipSlipStore.stakes[String(item.outcomeId)] = event.target.value)}
          error={stakeError}
        />
      )}
      <Button variant="ghost" onClick={() => removeSelection(item.outcomeId)} aria-label={t('betslip.slip.remove', { name })}>
        {t('betslip.slip.removeShort')}
      </Button>
    </li>
  );
});
