import styled from '@emotion/styled';
import * as Dialog from '@radix-ui/react-dialog';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useLayoutEffect, useReducer, useRef, useState, type JSX } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/client.ts';
import { useIntentKey } from '../../api/intent-key.ts';
import { errorCode } from '../../api/profile-errors.ts';
import { useListSportsbookEvents, type SportsbookEvent } from '../../api/sportsbook.ts';
import { editSportTicket, quoteSportTicketEdit, type SportTicket, type SportTicketEditQuoteRequest, type SportTicketSelectionState } from '../../api/sportsbook-bets.ts';
import { columnMarket, listColumns, listMarketTypes, orderedSports, outcomeLabels } from '../../engine/sportsbook/sportsbook-config.ts';
import { useOddsFormat } from '../../engine/sportsbook/use-odds-format.ts';
import { useTicketLeg } from '../../engine/sportsbook/ticket-leg.ts';
import { formatDateTime } from '../../i18n/format.ts';
import { DialogOverlay, DialogPanel } from '../../ui/dialog.tsx';
import { isolateNames } from '../../ui/isolated-names.tsx';
import { Muted, Notice } from '../../ui/panels.tsx';
import { Button } from '../../ui/primitives/button.tsx';
import { SelectInput } from '../../ui/primitives/select-input.tsx';
import { TextInput } from '../../ui/primitives/text-input.tsx';
import { theme } from '../../ui/theme.ts';
import { editReducer, secondsLeft, stakeChange, stalerQuoteCodes, type AddedPick, type Refusal, type StakeDirection, type StakeProblem } from './edit-bet-state.ts';

// docs/product.md §5 "Edit bet": the dialog of one open accumulator, loaded when the player taps "Edit bet" (its
// own chunk, with Radix: open-bets.tsx imports it lazily). Legs removed or put back, picks added from the upcoming
// events, a stake change; Review asks one quote (the cash-out value and the new ticket under one expiry, counted
// down), Confirm carries it out. The focus follows the steps as the cash-out's does: never left on the page body.

const Panel = styled(DialogPanel)({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space[3],
  'h2, h3, p': { margin: 0 },
  h3: { fontSize: theme.fontSizes[2] },
});
const Lines = styled.ul({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: theme.space[1],
  li: { display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) auto', alignItems: 'center', gap: `0 ${theme.space[2]}px`, padding: theme.space[2], borderRadius: theme.radii[1], background: theme.colors.surfaceRaised },
  '.event': { fontSize: theme.fontSizes[0], color: theme.colors.textMuted, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  '.price': { fontWeight: 700, fontVariantNumeric: 'tabular-nums', unicodeBidi: 'isolate' },
  '[data-removed="true"] .what': { textDecoration: 'line-through', color: theme.colors.textMuted },
});
const Picks = styled.div({ display: 'flex', flexWrap: 'wrap', gap: theme.space[1], marginBlockStart: theme.space[1] });
const Facts = styled.dl({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  gap: `${theme.space[1]}px ${theme.space[3]}px`,
  margin: 0,
  dd: { margin: 0, textAlign: 'end', fontVariantNumeric: 'tabular-nums' },
});
const Actions = styled.div({ display: 'flex', flexWrap: 'wrap', gap: theme.space[2], alignItems: 'end' });

/** How many upcoming events of a sport the "Add a selection" step lists (the next ones to start). */
const upcomingShown = 12;

/** The message of a refusal: the edit's own codes, else the slip's (stake limits name their amount), else a general one. */
function useRefusalText(): (refusal: Refusal, money: (amount: string) => string) => string {
  const { t, i18n } = useTranslation();
  return (refusal, money) => {
    const amount = refusal.amount ? money(refusal.amount) : '';
    if (refusal.code && i18n.exists(`mybetsEdit.refusals.${refusal.code}`)) return t(`mybetsEdit.refusals.${refusal.code}`);
    if (refusal.code && i18n.exists(`betslip.refusals.${refusal.code}`)) return t(`betslip.refusals.${refusal.code}`, { amount });
    return t('mybetsEdit.refusals.other');
  };
}

function refusalOf(error: unknown): Refusal {
  const body = error instanceof ApiError ? (error.result.errorBody as { errors?: { message?: string }[] } | null) : null;
  const message = body?.errors?.[0]?.message;
  return { code: errorCode(error), amount: message && /^-?\d+(\.\d{1,2})?$/.test(message) ? message : null };
}

/** One leg of the ticket in the edit: kept (with Remove) or removed (struck through, with Put back). */
function EditLeg({ leg, removed, onToggle }: { leg: Readonly<SportTicketSelectionState>; removed: boolean; onToggle: () => void }) {
  const { t } = useTranslation();
  const { formatPrice } = useOddsFormat();
  const view = useTicketLeg(leg.eventId, leg.marketId, leg.outcomeId);
  const name = view.pickName ?? leg.eventName;
  return (
    <li data-testid="edit-leg" data-removed={removed}>
      <span className="what">
        <span className="event" dir="auto">
          {leg.eventName}
        </span>
        <br />
        <strong>{view.pickName ? isolateNames(view.pickName) : '…'}</strong> <span className="price">{formatPrice(leg.odd)}</span>
        {removed && <span className="event"> · {t('mybetsEdit.removed')}</span>}
      </span>
      <Button variant="secondary" type="button" onClick={onToggle} aria-label={t(removed ? 'mybetsEdit.putBack' : 'mybetsEdit.remove', { name })} data-testid={removed ? 'edit-put-back' : 'edit-remove'}>
        {t(removed ? 'mybetsEdit.putBackShort' : 'mybetsEdit.removeShort')}
      </Button>
    </li>
  );
}

/** The "Add a selection" step: a sport's next events with their main market, a price tapped to add or take out. */
function UpcomingPicks({ taken, added, onToggle }: { taken: ReadonlySet<number>; added: readonly AddedPick[]; onToggle: (pick: AddedPick) => void }) {
  const { t } = useTranslation();
  const { formatPrice, formatLine } = useOddsFormat();
  const [sportId, setSportId] = useState(orderedSports[0]?.id ?? 0);
  const events = useListSportsbookEvents({ section: 'prematch', sport: sportId, markets: listMarketTypes([sportId]), limit: upcomingShown }, { query: { staleTime: 30_000 } });
  const column = listColumns(sportId)[0];
  // A ticket takes one pick per event (the slip's same-event rule): a tapped price replaces the event's other pick.
  const shown = (events.data?.items ?? []).filter((event) => !taken.has(event.id));
  const addedIds = new Set(added.map((pick) => pick.outcomeId));
  const pickOf = (event: SportsbookEvent, marketId: number, outcome: SportsbookEvent['markets'][number]['outcomes'][number], pickName: string): AddedPick => ({
    eventId: event.id,
    marketId,
    outcomeId: outcome.id,
    odd: outcome.price,
    eventName: `${event.home.name} - ${event.away.name}`,
    pickName,
  });
  return (
    <section aria-labelledby="edit-add-title" data-testid="edit-add">
      <h3 id="edit-add-title">{t('mybetsEdit.upcoming')}</h3>
      <SelectInput label={t('mybetsEdit.sport')} value={String(sportId)} onChange={(event) => setSportId(Number(event.target.value))} options={orderedSports.map((sport) => ({ value: String(sport.id), label: t(sport.labelKey) }))} />
      {events.isLoading ? (
        <Muted aria-busy="true">{t('mybetsEdit.loadingEvents')}</Muted>
      ) : shown.length === 0 ? (
        <Muted>{t('mybetsEdit.noEvents')}</Muted>
      ) : (
        <Lines>
          {shown.map((event) => {
            const market = column ? columnMarket(event, column) : undefined;
            const open = market?.status === 'open' ? market : undefined;
            return (
              <li key={event.id} data-testid="edit-upcoming-event">
                <span>
                  <span className="event">{formatDateTime(event.startAt)}</span>
                  <br />
                  <span dir="auto">{isolateNames(`${event.home.name} - ${event.away.name}`)}</span>
                  <Picks role="group" aria-label={`${event.home.name} - ${event.away.name}`}>
                    {open?.outcomes
                      .filter((outcome) => outcome.status === 'open')
                      .map((outcome) => {
                        const label = outcomeLabels(t, event, open, outcome, formatLine).short;
                        const pressed = addedIds.has(outcome.id);
                        return (
                          <Button
                            key={outcome.id}
                            variant={pressed ? 'primary' : 'secondary'}
                            type="button"
                            aria-pressed={pressed}
                            onClick={() => onToggle(pickOf(event, open.id, outcome, label))}
                            data-testid="edit-upcoming-pick"
                          >
                            {label} <span className="price">{formatPrice(outcome.price)}</span>
                          </Button>
                        );
                      })}
                  </Picks>
                </span>
              </li>
            );
          })}
        </Lines>
      )}
    </section>
  );
}

type FocusTarget = 'review' | 'confirm' | 'refusal' | 'add';

/**
 * The edit dialog of one open accumulator. `onEdited` gets the new ticket's code once the edit is done: the list
 * shows it and takes the focus (the old ticket's card leaves the list with the dialog).
 */
export default function EditBetDialog({ ticket, money, onClose, onEdited }: { ticket: SportTicket; money: (amount: string) => string; onClose: () => void; onEdited: (ticketCode: string) => void }): JSX.Element {
  const { t } = useTranslation();
  const { formatPrice } = useOddsFormat();
  const refusalText = useRefusalText();
  const openLegs = ticket.selections.filter((leg) => leg.result === 'open');
  const [removed, setRemoved] = useState<ReadonlySet<number>>(new Set());
  const [added, setAdded] = useState<AddedPick[]>([]);
  const [adding, setAdding] = useState(false);
  const [direction, setDirection] = useState<StakeDirection>('add');
  const [amount, setAmount] = useState('');
  const [problem, setProblem] = useState<StakeProblem | 'no-legs' | null>(null);
  const [state, dispatch] = useReducer(editReducer, { step: 'editing', refusal: null });
  const [now, setNow] = useState(() => Date.now());
  // The plain calls, not their generated hooks: the hooks' code would stay in the generated module My bets loads first.
  const quoteCall = useMutation({ mutationFn: ({ id, data }: { id: number; data: SportTicketEditQuoteRequest }) => quoteSportTicketEdit(id, data), meta: { handlesErrors: true } });
  const editCall = useMutation({ mutationFn: ({ id, quoteId, key }: { id: number; quoteId: string; key: string }) => editSportTicket(id, { quote_id: quoteId }, { 'Idempotency-Key': key }), meta: { handlesErrors: true } });
  const intent = useIntentKey();
  const reviewRef = useRef<HTMLButtonElement>(null);
  const confirmRef = useRef<HTMLButtonElement>(null);
  const refusalRef = useRef<HTMLParagraphElement>(null);
  const addRef = useRef<HTMLDivElement>(null);
  const focusNext = useRef<FocusTarget | null>(null);
  const done = useRef(false);
  useLayoutEffect(() => {
    const wanted = focusNext.current;
    const element = wanted === 'review' ? reviewRef.current : wanted === 'confirm' ? confirmRef.current : wanted === 'refusal' ? refusalRef.current : wanted === 'add' ? addRef.current : null;
    if (!element) return;
    focusNext.current = null;
    element.focus();
  });
  // The review's countdown: both halves of the quote expire together (§5 "Edit bet"), read from the quote's own expiry.
  const reviewing = state.step === 'review' || state.step === 'confirming';
  useEffect(() => {
    if (!reviewing) return;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 1_000);
    return () => clearInterval(timer);
  }, [reviewing]);

  const kept = openLegs.filter((leg) => !removed.has(leg.outcomeId));
  // The events of the legs kept are not offered again (one pick per event); a removed leg's event may be picked anew.
  const taken = new Set(kept.map((leg) => leg.eventId));
  const toggleLeg = (outcomeId: number) => setRemoved((current) => {
    const next = new Set(current);
    if (!next.delete(outcomeId)) next.add(outcomeId);
    return next;
  });
  const toggleAdded = (pick: AddedPick) => setAdded((current) => (current.some((entry) => entry.outcomeId === pick.outcomeId) ? current.filter((entry) => entry.outcomeId !== pick.outcomeId) : [...current.filter((entry) => entry.eventId !== pick.eventId), pick]));

  const review = async () => {
    if (state.step === 'quoting') return;
    const change = stakeChange(direction, amount);
    if (!change.ok) return setProblem(change.problem);
    if (kept.length + added.length === 0) return setProblem('no-legs');
    setProblem(null);
    // Reviewed again from the review, the legs' step comes back while asking: its Review button keeps the focus.
    if (state.step === 'review') focusNext.current = 'review';
    dispatch({ type: 'review' });
    try {
      const quote = await quoteCall.mutateAsync({
        id: ticket.id,
        data: {
          keep: kept.map((leg) => leg.outcomeId),
          add: added.map((pick) => ({ event_id: String(pick.eventId), market_id: String(pick.marketId), outcome_id: String(pick.outcomeId), odd: pick.odd })),
          stake_change: change.change,
        },
      });
      focusNext.current = 'confirm';
      dispatch({ type: 'quoted', quote });
    } catch (error) {
      focusNext.current = 'refusal';
      dispatch({ type: 'refused', refusal: refusalOf(error) });
    }
  };

  const confirm = async () => {
    if (state.step !== 'review') return;
    const { quoteId } = state.quote;
    dispatch({ type: 'confirm' });
    try {
      // One key per confirmation of one quote: a resend after a timeout is answered by the first.
      const result = await editCall.mutateAsync({ id: ticket.id, quoteId, key: intent.keyFor(quoteId) });
      intent.done();
      done.current = true;
      dispatch({ type: 'edited', ticketCode: result.ticket.ticketCode });
      onEdited(result.ticket.ticketCode);
    } catch (error) {
      intent.done();
      focusNext.current = 'refusal';
      dispatch({ type: 'refused', refusal: refusalOf(error) });
    }
  };

  const expired = reviewing && secondsLeft(state.quote.expiresAt, now) === 0;
  const staleRefusal = state.step === 'review' && state.refusal !== null && stalerQuoteCodes.has(state.refusal.code ?? '');
  const refusal = state.step === 'editing' || state.step === 'review' ? state.refusal : null;

  return (
    <Dialog.Root open onOpenChange={(next) => (next ? undefined : onClose())}>
      <Dialog.Portal>
        <DialogOverlay />
        <Panel
          size={560}
          aria-describedby="edit-bet-intro"
          data-testid="edit-bet-dialog"
          // Done, the card the dialog came from leaves the list: the list's notice takes the focus (open-bets.tsx).
          onCloseAutoFocus={(event) => (done.current ? event.preventDefault() : undefined)}
        >
          <Dialog.Title>{t('mybetsEdit.title', { code: ticket.ticketCode })}</Dialog.Title>
          <p id="edit-bet-intro">{t('mybetsEdit.intro')}</p>
          {refusal && (
            <Notice ref={refusalRef} tone="error" role="alert" tabIndex={-1} data-testid="edit-refusal">
              {refusalText(refusal, money)}
            </Notice>
          )}
          {(state.step === 'editing' || state.step === 'quoting') && (
            <>
              <h3>{t('mybetsEdit.legs')}</h3>
              <Lines aria-label={t('mybetsEdit.legs')}>
                {openLegs.map((leg) => (
                  <EditLeg key={leg.outcomeId} leg={leg} removed={removed.has(leg.outcomeId)} onToggle={() => toggleLeg(leg.outcomeId)} />
                ))}
                {added.map((pick) => (
                  <li key={pick.outcomeId} data-testid="edit-added">
                    <span>
                      <span className="event" dir="auto">
                        {pick.eventName}
                      </span>
                      <br />
                      <strong>{isolateNames(pick.pickName)}</strong> <span className="price">{formatPrice(pick.odd)}</span> <span className="event">· {t('mybetsEdit.added')}</span>
                    </span>
                    <Button variant="secondary" type="button" onClick={() => toggleAdded(pick)} aria-label={t('mybetsEdit.remove', { name: pick.pickName })}>
                      {t('mybetsEdit.removeShort')}
                    </Button>
                  </li>
                ))}
              </Lines>
              <div>
                <Button
                  variant="secondary"
                  type="button"
                  aria-expanded={adding}
                  aria-controls={adding ? 'edit-add-panel' : undefined}
                  onClick={() => {
                    if (!adding) focusNext.current = 'add';
                    setAdding(!adding);
                  }}
                  data-testid="edit-add-toggle"
                >
                  {t(adding ? 'mybetsEdit.addHide' : 'mybetsEdit.add')}
                </Button>
              </div>
              {adding && (
                <div id="edit-add-panel" ref={addRef} tabIndex={-1}>
                  <UpcomingPicks taken={taken} added={added} onToggle={toggleAdded} />
                </div>
              )}
              <Actions>
                <SelectInput
                  label={t('mybetsEdit.stake')}
                  value={direction}
                  onChange={(event) => setDirection(event.target.value as StakeDirection)}
                  options={[
                    { value: 'add', label: t('mybetsEdit.direction.add') },
                    { value: 'take', label: t('mybetsEdit.direction.take') },
                  ]}
                />
                <TextInput
                  label={t('mybetsEdit.amount')}
                  hint={t('mybetsEdit.amountHint')}
                  inputMode="decimal"
                  value={amount}
                  onChange={(event) => setAmount(event.target.value)}
                  error={problem === 'invalid' ? t('mybetsEdit.problems.invalid') : undefined}
                  data-testid="edit-stake-change"
                />
              </Actions>
              {problem === 'no-legs' && (
                <Notice tone="warn" role="status">
                  {t('mybetsEdit.problems.noLegs')}
                </Notice>
              )}
              <Actions>
                <Button ref={reviewRef} variant="primary" type="button" aria-disabled={state.step === 'quoting'} onClick={() => void review()} data-testid="edit-review">
                  {t(state.step === 'quoting' ? 'mybetsEdit.reviewing' : 'mybetsEdit.review')}
                </Button>
                <Dialog.Close asChild>
                  <Button variant="secondary" type="button">
                    {t('mybetsEdit.cancel')}
                  </Button>
                </Dialog.Close>
              </Actions>
            </>
          )}
          {reviewing && (
            <section aria-labelledby="edit-review-title" data-testid="edit-review-panel">
              <h3 id="edit-review-title">{t('mybetsEdit.reviewTitle')}</h3>
              <Facts>
                <dt>{t('mybetsEdit.cashOut')}</dt>
                <dd data-testid="edit-cash-out">{money(state.quote.cashOut)}</dd>
                <dt>{t('mybetsEdit.change')}</dt>
                <dd>{money(state.quote.stakeChange)}</dd>
                <dt>{t('mybetsEdit.newStake')}</dt>
                <dd data-testid="edit-new-stake">{money(state.quote.stake)}</dd>
                <dt>{t('mybetsEdit.newOdds')}</dt>
                <dd data-testid="edit-new-odds">{formatPrice(state.quote.coef)}</dd>
                <dt>{t('mybetsEdit.newWin')}</dt>
                <dd data-testid="edit-new-win">{money(state.quote.potentialWin)}</dd>
              </Facts>
              <Notice tone={expired ? 'warn' : 'info'} id="edit-quote-timer" data-testid="edit-countdown">
                {expired ? t('mybetsEdit.expired') : t('mybetsEdit.validFor', { seconds: secondsLeft(state.quote.expiresAt, now) })}
              </Notice>
              <Actions>
                {expired || staleRefusal ? (
                  <Button ref={confirmRef} variant="primary" type="button" onClick={() => void review()} data-testid="edit-review-again">
                    {t('mybetsEdit.reviewAgain')}
                  </Button>
                ) : (
                  <Button ref={confirmRef} variant="primary" type="button" aria-disabled={state.step === 'confirming'} aria-describedby="edit-quote-timer" onClick={() => void confirm()} data-testid="edit-confirm">
                    {t('mybetsEdit.confirm')}
                  </Button>
                )}
                <Button
                  variant="secondary"
                  type="button"
                  disabled={state.step === 'confirming'}
                  onClick={() => {
                    focusNext.current = 'review';
                    dispatch({ type: 'back' });
                  }}
                >
                  {t('mybetsEdit.back')}
                </Button>
              </Actions>
            </section>
          )}
        </Panel>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
