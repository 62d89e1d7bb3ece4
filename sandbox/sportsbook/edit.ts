import { randomUUID } from 'node:crypto';
import { Hono } from 'hono';
import * as sport from '../../generated/sport/sport.zod.ts';
import { combinationsOf, potentialReturns, priceToDecimal } from '../../src/domain/bet-maths.ts';
import type { SandboxContext, SandboxEnv } from '../context.ts';
import type { Queryable } from '../db/database.ts';
import { ApiError, validationError } from '../errors.ts';
import { formatMoney, parseMoney } from '../money.ts';
import { sendJson, validateJson } from '../validate.ts';
import { betsSettings, checkOffered, ownTicket, parseSelections, playerBetGuards, pricesUnderPolicy, ticketAnswerOf, type ParsedSelection } from './bet-rules.ts';
import { cashOutValueOf, sellTicket } from './cash-out.ts';
import { sportsbookFeed } from './feed.ts';
import { settleTicket } from './settlement.ts';
import { checkStakeLimits, placeSlip, readSlip, type Slip } from './ticket-placement.ts';
import { feedOutcomes, iso, selectionsOf, ticketSelect, type TicketRow } from './tickets.ts';

/**
 * docs/product.md §5 "Edit bet": an open accumulator becomes a new ticket (legs removed, legs added, the stake
 * changed) by being cashed out at its quoted value and a new ticket placed with that value as its stake, plus or
 * minus the change, in one transaction under the player's lock. Nothing here is a second copy of a rule: the
 * cash-out value and the sale are cash-out.ts's (so an edit is offered exactly where a cash-out is: never on a free
 * bet, a builder or a ticket with a suspended leg), the new ticket is read and placed by ticket-placement.ts
 * (bet type, same-event legs, prices, stake limits, maximum win, loss limit, balance, the live acceptance delay).
 * A signed-in player's (role P) own tickets alone; the edit itself once per Idempotency-Key.
 */

const QuoteBody = sport.QuoteSportTicketEditBody.strict();
const EditBody = sport.EditSportTicketBody.strict();

export const editErrorCodes = {
  /** The ticket is not an accumulator (singles and systems are cashed out, not edited). */
  notEditable: 'ticket_not_editable',
  /** The edit would leave the ticket as it is. */
  changesNothing: 'edit_changes_nothing',
  /** The cash-out value or a price moved since the quote: nothing was done, ask a new quote. */
  quoteChanged: 'edit_quote_changed',
  quoteExpired: 'edit_quote_expired',
  quoteNotFound: 'edit_quote_not_found',
  /** A §9 cap would cut the cash-out the new stake is made of: nothing was done. */
  capped: 'edit_cash_out_capped',
} as const;

/** One leg of the new ticket as the quote stores it (migration 650 `legs`): the price quoted, kept or added. */
interface QuotedLeg extends ParsedSelection {
  kept: boolean;
}

interface QuoteRow {
  cash_out_minor: number;
  stake_change_minor: number;
  legs: string;
  expires_at: number;
}

/** The slip of the new ticket: its legs at the given prices, staked with the cash-out value plus the change. */
function newTicketSlip(legs: readonly ParsedSelection[], stakeMinor: number): Slip {
  if (stakeMinor <= 0) throw validationError([{ field: 'stake_change', code: 'invalid', message: 'The new stake must be above zero.' }]);
  return readSlip({
    type: legs.length > 1 ? 'accumulator' : 'single',
    stake: formatMoney(stakeMinor),
    selections: legs.map((leg) => ({ event_id: String(leg.eventId), market_id: String(leg.marketId), outcome_id: String(leg.outcomeId), odd: priceToDecimal(leg.price) })),
    // The player saw every price on the review: any move refuses the edit (edit_quote_changed), whatever their slip's policy.
    odds_policy: 'ask',
    // cashOutValueOf refuses a free bet: the ticket edited was staked from cash, and so is the new one.
    wallet: 'cash',
  });
}

/** The ticket an edit starts from: open, accepted, with a cash-out value now, and an accumulator. */
async function editableTicket(context: SandboxContext, tx: Queryable, ticketRowId: number): Promise<{ ticket: TicketRow; value: number }> {
  const ticket = (await tx.get<TicketRow>(`${ticketSelect} WHERE st.id = ?`, [ticketRowId]))!;
  // First the cash-out's own refusals (free bet, builder, not open, no value: a suspended leg), with their reasons.
  const value = await cashOutValueOf(context, tx, ticket);
  if (ticket.bet_type !== 'accumulator') throw new ApiError(409, { code: editErrorCodes.notEditable, message: 'Only an accumulator can be edited.' });
  return { ticket, value };
}

export function ticketEditRoutes(context: SandboxContext) {
  const routes = new Hono<SandboxEnv>();
  const { db, clock, ledger } = context;
  const { auth, playerOnly, once } = playerBetGuards(context);

  routes.post('/sport-integration/ticket/:id/edit/quote', auth, playerOnly, validateJson(QuoteBody), async (c) => {
    const user = c.var.user;
    const body = c.req.valid('json');
    const found = await ownTicket(db, user.id, c.req.param('id'));
    const change = parseMoney(body.stake_change);
    if (change === null) throw validationError([{ field: 'stake_change', code: 'invalid', message: 'An amount such as 5.00 or -2.50.' }]);
    const added = parseSelections(body.add);
    await settleTicket(context, found.id, user.id);
    const quote = await ledger.forPlayer(user.id, async (tx) => {
      const { ticket, value } = await editableTicket(context, tx, found.id);
      const open = (await selectionsOf(tx, ticket.id)).filter((selection) => selection.result === 'open');
      const keep = new Set(body.keep);
      const unknown = body.keep.filter((outcomeId) => !open.some((selection) => selection.outcome_id === outcomeId));
      if (unknown.length > 0) throw validationError([{ field: 'keep', code: 'invalid_choice', message: `Not an open leg of this ticket: ${unknown.join(', ')}.` }]);
      const kept = open.filter((selection) => keep.has(selection.outcome_id));
      if (kept.length === open.length && added.length === 0 && change === 0) throw new ApiError(422, { code: editErrorCodes.changesNothing, message: 'This edit changes nothing.' });
      const outcomes = await feedOutcomes(tx, [...kept.map((selection) => selection.outcome_id), ...added.map((selection) => selection.outcomeId)]);
      // Kept legs are placed again at today's price (their cash-out value is priced on it); added legs at the price seen.
      const keptLegs = kept.map((selection) => ({ eventId: selection.event_id, marketId: selection.market_id, outcomeId: selection.outcome_id, price: outcomes.get(selection.outcome_id)?.price ?? selection.price }));
      const slip = newTicketSlip([...keptLegs, ...added], value + change);
      checkOffered(slip.selections, outcomes);
      const prices = pricesUnderPolicy(slip.selections, outcomes, 'ask');
      const potential = potentialReturns(prices, combinationsOf(prices.length, slip.sizes), slip.unitStake).totalMinor;
      await checkStakeLimits(tx, slip.unitStake, potential);

      const quoteId = randomUUID();
      const now = clock.now();
      // One expiry for both halves (§5 "Edit bet": the cash-out value and the new prices expire together).
      const expiresAt = now + betsSettings(context).cashOutQuoteTtlMs;
      const legs: QuotedLeg[] = slip.selections.map((selection, position) => ({ ...selection, price: prices[position], kept: position < keptLegs.length }));
      await tx.run('DELETE FROM sportsbook_edit_quotes WHERE ticket_row_id = ? AND expires_at < ?', [ticket.id, now]);
      await tx.run(
        'INSERT INTO sportsbook_edit_quotes (quote_id, ticket_row_id, user_id, cash_out_minor, stake_change_minor, legs, expires_at, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
        [quoteId, ticket.id, user.id, value, change, JSON.stringify(legs), expiresAt, now],
      );
      return {
        quoteId,
        ticketId: ticket.ticket_id,
        cashOut: formatMoney(value),
        stakeChange: formatMoney(change),
        stake: formatMoney(slip.unitStake),
        coef: priceToDecimal(Math.floor((potential * 100) / slip.unitStake)),
        potentialWin: formatMoney(potential),
        selections: legs.map((leg) => {
          const outcome = outcomes.get(leg.outcomeId)!;
          return { eventId: leg.eventId, marketId: leg.marketId, outcomeId: leg.outcomeId, odd: priceToDecimal(leg.price), eventName: `${outcome.home_name} - ${outcome.away_name}`, kept: leg.kept };
        }),
        expiresAt: iso(expiresAt),
      };
    });
    return sendJson(c, sport.QuoteSportTicketEditResponse, quote);
  });

  routes.post('/sport-integration/ticket/:id/edit', auth, playerOnly, once, validateJson(EditBody), async (c) => {
    const user = c.var.user;
    const { quote_id: quoteId } = c.req.valid('json');
    const found = await ownTicket(db, user.id, c.req.param('id'));
    await settleTicket(context, found.id, user.id);
    const feed = await sportsbookFeed(context);
    // One transaction: any refusal below (a check, the sale, the placement) undoes everything before it.
    const { value, newTicketRowId } = await ledger.forPlayer(user.id, async (tx) => {
      const quote = await tx.get<QuoteRow>('SELECT cash_out_minor, stake_change_minor, legs, expires_at FROM sportsbook_edit_quotes WHERE quote_id = ? AND ticket_row_id = ? AND user_id = ?', [quoteId, found.id, user.id]);
      if (!quote) throw new ApiError(404, { code: editErrorCodes.quoteNotFound, message: 'No such edit quote: ask for a new one.' });
      if (clock.now() > Number(quote.expires_at)) throw new ApiError(409, { code: editErrorCodes.quoteExpired, message: 'The edit quote has expired: nothing was changed.' });
      const { ticket, value } = await editableTicket(context, tx, found.id);
      if (value !== Number(quote.cash_out_minor)) throw new ApiError(409, { code: editErrorCodes.quoteChanged, message: 'The cash-out value has changed: nothing was changed.' });
      const legs = JSON.parse(quote.legs) as QuotedLeg[];
      const change = Number(quote.stake_change_minor);
      const slip = newTicketSlip(legs, value + change);
      const outcomes = await feedOutcomes(tx, legs.map((leg) => leg.outcomeId));
      try {
        checkOffered(slip.selections, outcomes);
        pricesUnderPolicy(slip.selections, outcomes, 'ask');
      } catch (error) {
        if (!(error instanceof ApiError)) throw error;
        throw new ApiError(409, { code: editErrorCodes.quoteChanged, message: 'A price or a leg has changed: nothing was changed.', selections: error.body.selections });
      }
      await tx.run('DELETE FROM sportsbook_edit_quotes WHERE ticket_row_id = ?', [ticket.id]);
      const paid = await sellTicket(context, tx, ticket, user.id, { value, taken: value, idempotencyKey: `sport-edit-cashout-${quoteId}` });
      // The new stake is the value quoted: a cap that kept part of it back would leave the player paying the rest.
      if (paid !== value) throw new ApiError(409, { code: editErrorCodes.capped, message: 'Your winnings cap would cut this cash-out: the bet cannot be edited now.' });
      const newTicketRowId = await placeSlip(context, tx, feed, { userId: user.id, sessionId: c.var.sessionId }, slip);
      await tx.run(
        'INSERT INTO sportsbook_ticket_edits (new_ticket_row_id, old_ticket_row_id, user_id, cash_out_minor, stake_change_minor, created_at) VALUES (?, ?, ?, ?, ?, ?)',
        [newTicketRowId, ticket.id, user.id, value, change, clock.now()],
      );
      return { value, newTicketRowId };
    });
    return sendJson(c, sport.EditSportTicketResponse, { cashedOut: formatMoney(value), ticket: await ticketAnswerOf(context, newTicketRowId, user.id) });
  });

  return routes;
}
