import styled from '@emotion/styled';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useLayoutEffect, useReducer, useRef, useState, type JSX } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { getGetUserQueryKey, useGetUser } from '../../api/accounts.ts';
import { getGetSportBetsHistoryQueryKey, useGetSportBetsHistory, type BetHistoryItem } from '../../api/bonus.ts';
import { ApiError } from '../../api/client.ts';
import { useIntentKey } from '../../api/intent-key.ts';
import { errorCode } from '../../api/profile-errors.ts';
import { getSportTicketStatus, quoteSportTicketCashOut, useCashOutSportTicket, useQuoteSportTicketCashOut, type ChangedCashOutQuote, type SportTicketSelectionState } from '../../api/sportsbook-bets.ts';
import { href, hrefById } from '../../engine/hrefs.ts';
import { formatMoney } from '../../i18n/format.ts';
import { withAreas } from '../../i18n/index.ts';
import { useIsAuth } from '../../stores/auth.ts';
import { Card, Muted, Notice } from '../../ui/panels.tsx';
import { Button } from '../../ui/primitives/button.tsx';
import { TextInput } from '../../ui/primitives/text-input.tsx';
import { isolateNames } from '../../ui/isolated-names.tsx';
import { theme } from '../../ui/theme.ts';
import { useOddsFormat } from '../../engine/sportsbook/use-odds-format.ts';
import { useTicketLeg } from '../../engine/sportsbook/ticket-leg.ts';
import { combinesAllLegs } from '../../engine/sportsbook/bet-types.ts';
import { cashOutReducer, partialAmount, type PartialProblem } from './cash-out-state.ts';

// docs/product.md §5 "Edit bet": the card's edit (its button or reason, its history; the dialog with Radix behind them)
// loads for an accumulator or an edited ticket only, with its texts, never with the list.
const EditEntry = lazy(withAreas(() => import('./edit-entry.tsx'), ['mybetsEdit']));

const List = styled.ul({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: theme.space[3] });
const Facts = styled.dl({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  gap: `${theme.space[1]}px ${theme.space[3]}px`,
  margin: 0,
  dd: { margin: 0, fontVariantNumeric: 'tabular-nums' },
});
const Legs = styled.ul({
  listStyle: 'none',
  margin: `${theme.space[2]}px 0`,
  padding: 0,
  display: 'grid',
  gap: theme.space[1],
  li: { display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) auto', gap: `0 ${theme.space[2]}px`, padding: theme.space[2], borderRadius: theme.radii[1], background: theme.colors.surfaceRaised },
  '.event': { fontSize: theme.fontSizes[0], color: theme.colors.textMuted, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  '.price': { fontWeight: 700, fontVariantNumeric: 'tabular-nums', unicodeBidi: 'isolate' },
  '.state': { fontSize: theme.fontSizes[0], fontVariantNumeric: 'tabular-nums' },
  '.mark': { fontWeight: 700 },
  '[data-result="won"] .mark, [data-result="half-won"] .mark': { color: theme.colors.success },
  '[data-result="lost"] .mark, [data-result="half-lost"] .mark': { color: theme.colors.danger },
});
/** A result's sign beside its word (the word is what is read; the colour is not the only cue). */
const resultSigns: Record<string, string> = { won: '✓', 'half-won': '✓', lost: '✗', 'half-lost': '✗', void: '↺', open: '' };
/** The cash-out value on the button is asked again when its quote expires, never sooner (§6: the quote's own life). */
const minQuoteRefreshMs = 5_000;
const Actions = styled.div({ display: 'flex', flexWrap: 'wrap', gap: theme.space[2], alignItems: 'end', marginBlockStart: theme.space[2] });

/**
 * An edit done in the dialog: its notice (drawn anew for each edit, keyed by the new ticket) takes the focus as the
 * dialog closes, the edited ticket's card leaving the list. One function, so React calls it only when a notice is drawn.
 */
const focusWhenDrawn = (notice: HTMLElement | null) => notice?.focus();

/** The new quote a refused cash-out carries (cashout_quote_changed / _expired answer it, sport.yaml ErrorBody.quote). */
function refusedQuote(error: unknown): ChangedCashOutQuote | null {
  if (!(error instanceof ApiError)) return null;
  const body = error.result.errorBody as { quote?: ChangedCashOutQuote } | null;
  return body?.quote && typeof body.quote.quoteId === 'string' ? body.quote : null;
}

/** The player's open sport tickets (§3 Sportsbook bet statuses) with cash-out where offered (§6). */
export function OpenBets(): JSX.Element | null {
  const { t } = useTranslation();
  const isAuth = useIsAuth();
  const { data: user } = useGetUser({ query: { enabled: isAuth } });
  // Open tickets are the history's Wait ones (§3); the newest 100 cover any slip a player keeps open at once.
  const history = useGetSportBetsHistory({ page_size: 100 }, { query: { enabled: isAuth } });
  const [paid, setPaid] = useState<{ code: string; amount: string } | null>(null);
  const paidRef = useRef<HTMLParagraphElement>(null);
  const [edited, setEdited] = useState<{ from: string; code: string } | null>(null);
  const onEdited = (done: { from: string; code: string }) => {
    setPaid(null);
    setEdited(done);
  };
  const headingRef = useRef<HTMLHeadingElement>(null);
  // A ticket cashed out in full leaves the list with the focus in it: the list's paid notice takes it, or, when the
  // refreshed list arrives before the payment's answer has drawn the notice, the heading until the notice is drawn.
  const paidWantsFocus = useRef(false);
  const onLeaveWithFocus = () => {
    paidWantsFocus.current = paidRef.current === null;
    (paidRef.current ?? headingRef.current)?.focus();
  };
  useLayoutEffect(() => {
    if (!paidWantsFocus.current || !paidRef.current) return;
    paidWantsFocus.current = false;
    if (document.activeElement === headingRef.current || document.activeElement === document.body) paidRef.current.focus();
  });
  if (!isAuth) {
    return (
      <section aria-labelledby="open-bets-title">
        <h2 id="open-bets-title">{t('mybets.title')}</h2>
        <Muted>
          {t('mybets.needAuth')} <Link to={href('auth-sign-in')}>{t('mybets.signIn')}</Link>
        </Muted>
      </section>
    );
  }
  const open = history.data?.results.filter((row) => row.status === 'Wait') ?? [];
  return (
    <section aria-labelledby="open-bets-title" data-testid="open-bets">
      <h2 id="open-bets-title" ref={headingRef} tabIndex={-1}>
        {t('mybets.title')}
      </h2>
      {paid && (
        <Notice ref={paidRef} tone="success" role="status" data-testid="cash-out-paid" tabIndex={-1}>
          {t('mybets.paidTicket', paid)}
        </Notice>
      )}
      {edited && (
        <Notice key={edited.code} ref={focusWhenDrawn} tone="success" role="status" data-testid="edit-done" tabIndex={-1}>
          {t('mybets.edit.done', edited)}
        </Notice>
      )}
      {history.isLoading ? (
        <Muted aria-busy="true">{t('mybets.loading')}</Muted>
      ) : open.length === 0 ? (
        <Muted>{t('mybets.empty')}</Muted>
      ) : (
        <List>
          {open.map((row) => (
            <OpenTicket key={row.id} row={row} currency={user?.currency ?? ''} onPaid={setPaid} onEdited={onEdited} onLeaveWithFocus={onLeaveWithFocus} />
          ))}
        </List>
      )}
    </section>
  );
}

/** One leg of a ticket: event, market, pick, price, live or final score and its result (docs/product.md §5 My bets). */
function TicketLeg({ leg }: { leg: Readonly<SportTicketSelectionState> }) {
  const { t } = useTranslation();
  const { formatPrice } = useOddsFormat();
  const view = useTicketLeg(leg.eventId, leg.marketId, leg.outcomeId);
  const score = view.score ? `${view.score.home} : ${view.score.away}` : null;
  return (
    <li data-testid="ticket-leg" data-result={leg.result}>
      <span className="event" dir="auto" data-testid="leg-event">
        {leg.eventName}
      </span>
      <span className="state" data-testid="leg-state">
        {view.status === 'live' && score ? t('mybets.leg.live', { score }) : view.status === 'ended' && score ? t('mybets.leg.final', { score }) : ''}
      </span>
      <span>
        {view.marketName && <span className="event">{view.marketName}: </span>}
        <strong data-testid="leg-pick">{view.pickName ? isolateNames(view.pickName) : '…'}</strong> <span className="price" data-testid="leg-price">{formatPrice(leg.odd)}</span>
      </span>
      <span className="mark" data-testid="leg-result">
        {resultSigns[leg.result] ? <span aria-hidden="true">{resultSigns[leg.result]} </span> : null}
        {t(`mybets.result.${leg.result}`)}
      </span>
    </li>
  );
}

/** Where the keyboard's focus goes once a cash-out step has drawn its controls: the control that step offers next. */
type FocusTarget = 'cash-out' | 'confirm' | 'done';

/**
 * One open ticket with its cash-out. §2 Player journey (betting by keyboard): each step of the cash-out hands the focus
 * to the control the next step offers, never to the page: the cash-out button stays focusable while a quote is asked
 * (aria-disabled, a disabled button drops its focus), the quote's Confirm takes it, a changed quote keeps it there,
 * the paid notice takes it after the cash-out, and a ticket cashed out in full that leaves the list hands it to the
 * list's paid notice (`onLeaveWithFocus`).
 */
function OpenTicket({ row, currency, onPaid, onEdited, onLeaveWithFocus }: { row: BetHistoryItem; currency: string; onPaid: (paid: { code: string; amount: string }) => void; onEdited: (done: { from: string; code: string }) => void; onLeaveWithFocus: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const money = (amount: string) => (currency ? formatMoney(amount, currency) : amount);
  const { formatPrice } = useOddsFormat();
  // The ticket's own state (acceptance, potential win) comes from ticket/status; the history line has neither.
  const ticket = useQuery({ queryKey: ['sport-ticket-status', row.ticketId], queryFn: ({ signal }) => getSportTicketStatus({ ticket_id: row.ticketId }, { signal }) });
  const [state, dispatch] = useReducer(cashOutReducer, { step: 'idle' });
  const [part, setPart] = useState('');
  const [problem, setProblem] = useState<PartialProblem | null>(null);
  const quoteCall = useQuoteSportTicketCashOut({ mutation: { meta: { handlesErrors: true } } });
  const takeCall = useCashOutSportTicket({ mutation: { meta: { handlesErrors: true } } });
  const intent = useIntentKey();
  const titleId = `open-ticket-${row.id}`;
  const cardRef = useRef<HTMLDivElement>(null);
  const cashOutRef = useRef<HTMLButtonElement>(null);
  const confirmRef = useRef<HTMLButtonElement>(null);
  const doneRef = useRef<HTMLParagraphElement>(null);
  const focusNext = useRef<FocusTarget | null>(null);
  const targets: Record<FocusTarget, { current: HTMLElement | null }> = { 'cash-out': cashOutRef, confirm: confirmRef, done: doneRef };
  // After the step's controls are drawn, before the browser paints: the focus never rests on the page between steps.
  useLayoutEffect(() => {
    const wanted = focusNext.current;
    const element = wanted ? targets[wanted].current : null;
    if (!element) return;
    focusNext.current = null;
    element.focus();
  });
  const leaveWithFocus = useRef(onLeaveWithFocus);
  leaveWithFocus.current = onLeaveWithFocus;
  useLayoutEffect(() => {
    const card = cardRef.current;
    // Runs while the card is still in the page: a ticket cashed out in full leaves the list with the focus in it.
    return () => {
      if (card?.contains(document.activeElement)) leaveWithFocus.current();
    };
  }, []);
  // §5: a free bet is never sold; the sandbox refuses it too, the button is not offered.
  // docs/product.md §5 "Bet builder": a builder is never cashed out either; its line says so instead.
  const builder = (ticket.data?.builderOdd ?? null) !== null;
  const offersCashOut = !row.isFreeBet && !builder && ticket.data !== undefined && ticket.data.acceptance !== 'pending';
  // §5 My bets: the button carries today's cash-out value, asked again when that quote expires.
  const value = useQuery({
    queryKey: ['cash-out-value', row.id],
    queryFn: () => quoteSportTicketCashOut(row.id),
    enabled: offersCashOut && (state.step === 'idle' || state.step === 'done'),
    retry: false,
    meta: { handlesErrors: true },
    // No value now (a suspended leg): asked again at the same pace, so the button's value and the edit come back when it lifts.
    refetchInterval: (query) => (query.state.data ? Math.max(minQuoteRefreshMs, Date.parse(query.state.data.expiresAt) - Date.now()) : query.state.error ? minQuoteRefreshMs : false),
  });
  // docs/product.md §5 "Edit bet": an open accumulator is edited where it is cashed out; where it is not, the reason.
  const editBlocked = row.isFreeBet ? 'freeBet' : builder ? 'builder' : value.isError && errorCode(value.error) === 'cashout_unavailable' ? 'suspended' : null;
  const showsEdit = ticket.data !== undefined && (combinesAllLegs(ticket.data.type) || (ticket.data.edits ?? []).length > 0);
  /** After money moved on this ticket (a cash-out, an edit): the list, the balance, the ticket and its value read again. */
  const refresh = () => Promise.all([getGetSportBetsHistoryQueryKey(), getGetUserQueryKey(), ['sport-ticket-status', row.ticketId], ['cash-out-value', row.id]].map((queryKey) => queryClient.invalidateQueries({ queryKey })));

  const ask = async () => {
    if (state.step === 'quoting') return;
    focusNext.current = 'confirm';
    const shown = value.data;
    // The value on the button is the quote confirmed: the player is never asked to take an amount they did not see.
    if (shown && Date.parse(shown.expiresAt) > Date.now() + 1_000) {
      dispatch({ type: 'ask' });
      dispatch({ type: 'quoted', quote: shown });
      return;
    }
    dispatch({ type: 'ask' });
    try {
      const quote = await quoteCall.mutateAsync({ id: row.id });
      dispatch({ type: 'quoted', quote });
    } catch (error) {
      focusNext.current = 'cash-out';
      dispatch({ type: 'refused', code: errorCode(error), quote: null });
    }
  };

  const confirm = async () => {
    if (state.step !== 'quoted') return;
    const checked = partialAmount(part, state.quote.amount);
    if (!checked.ok) {
      setProblem(checked.problem);
      return;
    }
    setProblem(null);
    dispatch({ type: 'confirm' });
    const data = checked.amount ? { quote_id: state.quote.quoteId, amount: checked.amount } : { quote_id: state.quote.quoteId };
    try {
      // One key per confirmation of one quote and amount: a resend after a timeout is answered by the first.
      const result = await takeCall.mutateAsync({ id: row.id, data, headers: { 'Idempotency-Key': intent.keyFor(`${data.quote_id}|${data.amount ?? ''}`) } });
      intent.done();
      setPart('');
      focusNext.current = 'done';
      dispatch({ type: 'taken', paid: result.paid });
      // Said above the list too: a ticket cashed out in full leaves the open ones, and its card with it.
      onPaid({ code: row.ticketCode, amount: money(result.paid) });
      await refresh();
    } catch (error) {
      intent.done();
      const quote = refusedQuote(error);
      // A changed quote is confirmed again from the same button; a refusal without one offers the cash-out again.
      focusNext.current = quote ? 'confirm' : 'cash-out';
      dispatch({ type: 'refused', code: errorCode(error), quote });
    }
  };

  return (
    <li>
      <Card ref={cardRef} aria-labelledby={titleId} role="group">
        <h3 id={titleId}>
          <Link to={hrefById('profile-bet-detail-sft', {}, { id: row.id })}>{row.ticketCode}</Link>
        </h3>
        <Facts>
          <dt>{t('mybets.state')}</dt>
          <dd data-testid="open-ticket-state">{t(`mybets.acceptance.${ticket.data?.acceptance ?? 'accepted'}`)}</dd>
          <dt>{t('mybets.stake')}</dt>
          {/* After a partial cash-out the stake and the win still riding are what is left (settlement pays the stake left, sandbox/sportsbook/settlement.ts). */}
          <dd data-testid="open-ticket-stake">{money(ticket.data?.stakeLeft ?? row.amountIn)}</dd>
          <dt>{t('mybets.coef')}</dt>
          <dd>{formatPrice(row.coef)}</dd>
          {ticket.data && (
            <>
              <dt>{t('mybets.potentialWin')}</dt>
              {/* §5 Accumulator boost: the win as settlement pays it (a ticket partly cashed out earns none). */}
              <dd data-testid="open-ticket-potential-win">{money(ticket.data.boost?.potentialWin ?? ticket.data.potentialWinLeft)}</dd>
              {ticket.data.boost && (
                <>
                  <dt>{t('mybets.boost')}</dt>
                  <dd data-testid="open-ticket-boost">{t('mybets.boostPercent', { percent: ticket.data.boost.percent, amount: money(ticket.data.boost.amount) })}</dd>
                </>
              )}
              {ticket.data.stakeLeft !== ticket.data.stake && (
                <>
                  <dt>{t('mybets.cashedOutSoFar')}</dt>
                  <dd data-testid="open-ticket-cashed-out">{money(ticket.data.amountOut)}</dd>
                </>
              )}
            </>
          )}
        </Facts>
        {ticket.data && ticket.data.selections.length > 0 && (
          <Legs aria-label={t('mybets.legs')}>
            {ticket.data.selections.map((leg) => (
              <TicketLeg key={leg.outcomeId} leg={leg} />
            ))}
          </Legs>
        )}
        {row.isFreeBet && <Notice tone="info">{t('mybets.freeBetNoCashOut')}</Notice>}
        {builder && <Notice tone="info">{t('betslip.builder.noCashOut')}</Notice>}
        {offersCashOut && (state.step === 'idle' || state.step === 'quoting' || state.step === 'unavailable' || state.step === 'done') && (
          <Actions>
            <Button ref={cashOutRef} variant="secondary" type="button" aria-disabled={state.step === 'quoting'} onClick={() => void ask()} data-testid="cash-out-button">
              {value.data ? t('mybets.cashOutFor', { amount: money(value.data.amount) }) : t('mybets.cashOut')}
            </Button>
          </Actions>
        )}
        {showsEdit && ticket.data && (
          <Suspense fallback={null}>
            <EditEntry ticket={ticket.data} accumulator={combinesAllLegs(ticket.data.type)} blockedBy={editBlocked} offered={offersCashOut && (state.step === 'idle' || state.step === 'done')} money={money} onEdited={(code) => {
              onEdited({ from: row.ticketCode, code });
              void refresh();
            }} />
          </Suspense>
        )}
        {state.step === 'unavailable' && <Notice tone="warn" role="status">{t('mybets.unavailable')}</Notice>}
        {state.step === 'done' && (
          <Notice ref={doneRef} tone="success" role="status" tabIndex={-1} data-testid="cash-out-done">
            {t('mybets.paid', { amount: money(state.paid) })}
          </Notice>
        )}
        {(state.step === 'quoted' || state.step === 'taking') && (
          <div>
            <Notice tone={state.step === 'quoted' && state.changed ? 'warn' : 'info'} role="status" id={`cash-out-quote-${row.id}`} data-testid="cash-out-quote">
              {t(state.step === 'quoted' && state.changed ? 'mybets.quoteChanged' : 'mybets.quote', { amount: money(state.quote.amount) })}
            </Notice>
            <Actions>
              <TextInput
                label={t('mybets.partial')}
                hint={t('mybets.partialHint')}
                inputMode="decimal"
                value={part}
                onChange={(event) => setPart(event.target.value)}
                error={problem ? t(`mybets.problems.${problem}`) : undefined}
                disabled={state.step === 'taking'}
              />
              <Button ref={confirmRef} variant="primary" type="button" aria-disabled={state.step === 'taking'} aria-describedby={`cash-out-quote-${row.id}`} onClick={() => void confirm()} data-testid="cash-out-confirm">
                {t('mybets.confirm')}
              </Button>
              <Button
                variant="secondary"
                type="button"
                disabled={state.step === 'taking'}
                onClick={() => {
                  focusNext.current = 'cash-out';
                  dispatch({ type: 'cancel' });
                }}
              >
                {t('mybets.cancel')}
              </Button>
            </Actions>
          </div>
        )}
      </Card>
    </li>
  );
}
