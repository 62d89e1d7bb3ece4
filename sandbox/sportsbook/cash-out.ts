import { randomUUID } from 'node:crypto';
import { Hono } from 'hono';
import * as sport from '../../generated/sport/sport.zod.ts';
import { cashOutValueMinor, sportsMinimumStakeMinor } from '../../src/domain/bet-maths.ts';
import type { SandboxContext, SandboxEnv } from '../context.ts';
import type { Queryable } from '../db/database.ts';
import { ApiError, validationError } from '../errors.ts';
import { formatMoney, parseMoney } from '../money.ts';
import { assertMayMoveMoney } from '../services/responsible-gaming.ts';
import { sendJson, validateJson } from '../validate.ts';
import { betErrorCodes, betsSettings, ownTicket, playerBetGuards, ticketAnswerOf } from './bet-rules.ts';
import { settleTicket } from './settlement.ts';
import { creditWin } from '../winnings.ts';
import { combinationsOfTicket, effectiveUnitStakeMinor, feedOutcomes, isAvailable, iso, selectionsOf, ticketSelect, type TicketRow } from './tickets.ts';

// The cash-out group of the bet routes (bets.ts mounts it): a quote, then the sale at that quote, whole or in
// part (§6, at the operator's discretion), a signed-in player's (role P) own tickets alone, once per Idempotency-Key.

const CashOutBody = sport.CashOutSportTicketBody.strict();

/** The cash-out value of a ticket now, or why there is none (§5 free bets never, §6 at the operator's discretion). */
export async function cashOutValueOf(context: SandboxContext, tx: Queryable, ticket: TicketRow): Promise<number> {
  if (ticket.is_free_bet === 1) throw new ApiError(403, { code: betErrorCodes.freeBetNotSellable, message: 'Free-bet bets cannot be sold.' });
  // docs/product.md §5 "Bet builder": a builder is never cashed out (the slip says so on its line).
  if (ticket.builder_price !== null) throw new ApiError(409, { code: betErrorCodes.cashOutUnavailable, message: 'A bet builder has no cash-out.' });
  if (ticket.status !== 'Wait' || ticket.acceptance !== 'accepted' || ticket.settled_at !== null) throw new ApiError(409, { code: betErrorCodes.ticketNotOpen, message: 'Only open, accepted tickets can be cashed out.' });
  const selections = await selectionsOf(tx, ticket.id);
  const outcomes = await feedOutcomes(tx, selections.map((selection) => selection.outcome_id));
  const legs = selections.map((selection) => {
    const outcome = outcomes.get(selection.outcome_id);
    return { price: selection.price, result: selection.result, currentPrice: selection.result === 'open' && outcome && isAvailable(outcome) ? outcome.price : null };
  });
  const value = cashOutValueMinor(legs, combinationsOfTicket(ticket, selections.length), effectiveUnitStakeMinor(ticket), betsSettings(context).cashOutMarginPercent);
  if (value === null || value < sportsMinimumStakeMinor) throw new ApiError(409, { code: betErrorCodes.cashOutUnavailable, message: 'No cash-out is offered for this ticket now.' });
  return value;
}

/**
 * Sells `taken` of a ticket whose cash-out value is `value`, inside the caller's transaction: the credit (a win under
 * the caps), then the ticket closed as Cashout (all of it) or its stake shrunk by the share taken. Answers what was
 * credited, which a §9 cap may have cut below `taken`. The cash-out and an edit (edit.ts) sell through here.
 */
export async function sellTicket(context: SandboxContext, tx: Queryable, ticket: TicketRow, userId: number, sale: { value: number; taken: number; idempotencyKey: string }): Promise<number> {
  const { value, taken } = sale;
  // A cash-out is a win under the same caps and the same day's counter as any other (docs/product.md "Money rules"):
  // its stake is the share of the ticket's stake it sells.
  const stakeOn = Math.floor((ticket.amount_in_minor * ticket.remaining_share_ppm) / 1_000_000);
  const { creditMinor: paid } = await creditWin(context, tx, userId, {
    winMinor: taken,
    stakeMinor: Math.floor((stakeOn * taken) / value),
    reason: 'sport-cashout',
    idempotencyKey: sale.idempotencyKey,
    reference: ticket.ticket_id,
  });
  if (taken === value) {
    await tx.run("UPDATE sport_tickets SET status = 'Cashout', amount_out_minor = amount_out_minor + ? WHERE id = ?", [paid, ticket.id]);
    await tx.run('UPDATE sportsbook_tickets SET settled_at = ? WHERE ticket_row_id = ?', [context.clock.now(), ticket.id]);
  } else {
    // The rest stays on the ticket: its stake shrinks by the share taken.
    const share = Math.floor((ticket.remaining_share_ppm * (value - taken)) / value);
    await tx.run('UPDATE sport_tickets SET amount_out_minor = amount_out_minor + ? WHERE id = ?', [paid, ticket.id]);
    await tx.run('UPDATE sportsbook_tickets SET remaining_share_ppm = ? WHERE ticket_row_id = ?', [share, ticket.id]);
  }
  return paid;
}

export function cashOutRoutes(context: SandboxContext) {
  const routes = new Hono<SandboxEnv>();
  const { db, clock, ledger } = context;
  const { auth, playerOnly, once } = playerBetGuards(context);

  const newQuote = async (tx: Queryable, ticket: TicketRow, userId: number, amount: number) => {
    const quoteId = randomUUID();
    const now = clock.now();
    const expiresAt = now + betsSettings(context).cashOutQuoteTtlMs;
    await tx.run('DELETE FROM sportsbook_cashout_quotes WHERE ticket_row_id = ?', [ticket.id]);
    await tx.run('INSERT INTO sportsbook_cashout_quotes (quote_id, ticket_row_id, user_id, amount_minor, expires_at, created_at) VALUES (?, ?, ?, ?, ?, ?)', [quoteId, ticket.id, userId, amount, expiresAt, now]);
    return { quoteId, ticketId: ticket.ticket_id, amount: formatMoney(amount), expiresAt: iso(expiresAt) };
  };

  routes.post('/sport-integration/ticket/:id/cashout/quote', auth, playerOnly, async (c) => {
    const user = c.var.user;
    const found = await ownTicket(db, user.id, c.req.param('id'));
    await settleTicket(context, found.id, user.id);
    const quote = await ledger.forPlayer(user.id, async (tx) => {
      const ticket = (await tx.get<TicketRow>(`${ticketSelect} WHERE st.id = ?`, [found.id]))!;
      return newQuote(tx, ticket, user.id, await cashOutValueOf(context, tx, ticket));
    });
    return sendJson(c, sport.QuoteSportTicketCashOutResponse, quote);
  });

  routes.post('/sport-integration/ticket/:id/cashout', auth, playerOnly, once, validateJson(CashOutBody), async (c) => {
    const user = c.var.user;
    const body = c.req.valid('json');
    const found = await ownTicket(db, user.id, c.req.param('id'));
    const asked = body.amount === undefined ? null : parseMoney(body.amount);
    if (body.amount !== undefined && (asked === null || asked < sportsMinimumStakeMinor)) throw validationError([{ field: 'amount', code: 'invalid', message: `A partial cash-out takes at least ${formatMoney(sportsMinimumStakeMinor)}.` }]);
    await settleTicket(context, found.id, user.id);
    const outcome = await ledger.forPlayer(user.id, async (tx) => {
      await assertMayMoveMoney(tx, clock, user.id, c.var.sessionId);
      const ticket = (await tx.get<TicketRow>(`${ticketSelect} WHERE st.id = ?`, [found.id]))!;
      const quote = await tx.get<{ amount_minor: number; expires_at: number }>('SELECT amount_minor, expires_at FROM sportsbook_cashout_quotes WHERE quote_id = ? AND ticket_row_id = ? AND user_id = ?', [body.quote_id, ticket.id, user.id]);
      if (!quote) throw new ApiError(404, { code: betErrorCodes.cashOutQuoteNotFound, message: 'No such cash-out quote: ask for a new one.' });
      const value = await cashOutValueOf(context, tx, ticket);
      if (clock.now() > quote.expires_at || value !== quote.amount_minor) {
        // Refused with the new quote, which the player may take instead (it replaces the old one).
        const fresh = await newQuote(tx, ticket, user.id, value);
        const expired = clock.now() > quote.expires_at;
        return { refused: new ApiError(409, { code: expired ? betErrorCodes.cashOutQuoteExpired : betErrorCodes.cashOutQuoteChanged, message: expired ? 'The cash-out quote has expired.' : 'The cash-out value has changed.', quote: { quoteId: fresh.quoteId, amount: fresh.amount, expiresAt: fresh.expiresAt } }) };
      }
      const taken = asked ?? value;
      if (taken > value) throw validationError([{ field: 'amount', code: 'max_value', message: `At most ${formatMoney(value)}.` }]);
      await tx.run('DELETE FROM sportsbook_cashout_quotes WHERE quote_id = ?', [body.quote_id]);
      const paid = await sellTicket(context, tx, ticket, user.id, { value, taken, idempotencyKey: `sport-cashout-${body.quote_id}` });
      return { paid };
    });
    // The new quote is stored even though the request is refused: it is written outside the refusal's rollback.
    if ('refused' in outcome) throw outcome.refused;
    return sendJson(c, sport.CashOutSportTicketResponse, { paid: formatMoney(outcome.paid), ticket: await ticketAnswerOf(context, found.id, user.id) });
  });

  return routes;
}
