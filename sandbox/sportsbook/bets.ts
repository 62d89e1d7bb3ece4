import { createHash, randomBytes, randomInt, randomUUID } from 'node:crypto';
import { Hono } from 'hono';
import { z } from 'zod';
import * as sport from '../../generated/sport/sport.zod.ts';
import betTypesFile from '../../config/sportsbook/bet-types.ts';
import { betTypesSchema, type BetType } from '../../schemas/config/bet-types.ts';
import { betCountOf, cashOutValueMinor, combinationSizes, combinationsOf, minimumStakeMinor, potentialReturns, priceFromDecimal, priceToDecimal, sportsMinimumStakeMinor, totalStakeMinor } from '../../src/domain/bet-maths.ts';
import type { SandboxContext, SandboxEnv } from '../context.ts';
import type { Queryable } from '../db/database.ts';
import { ApiError, errorCodes, validationError, type ErrorBody } from '../errors.ts';
import { idempotency } from '../idempotency.ts';
import { formatMoney, parseMoney } from '../money.ts';
import { requireRole } from '../services/payments-common.ts';
import { assertMayMoveMoney, checkLossLimit, checkSessionTimeLimit } from '../services/responsible-gaming.ts';
import { readSettings } from '../services/settings.ts';
import { requireAuthOrSportToken } from '../services/sport-embeds.ts';
import { roles } from '../users.ts';
import { sendJson, validateJson } from '../validate.ts';
import { bookingCodeRoutes } from './booking-codes.ts';
import { onFeedStep, sportsbookFeed } from './feed.ts';
import { settleOpenTickets, settleTicket } from './settlement.ts';
import { combinationsOfTicket, effectiveUnitStakeMinor, feedOutcomes, isAvailable, iso, selectionsOf, ticketAnswer, ticketSelect, type FeedOutcome, type TicketRow } from './tickets.ts';

/**
 * The sport integration's ticket calls (§7: ticket/placement, ticket/status, player/balance, session/create and
 * session/create/test; schemas/openapi/sport.yaml) on the sandbox's own feed, plus cash-out (§6, at the
 * operator's discretion); booking codes are their own group (booking-codes.ts). Bet history, sub-bets and cancel
 * are sandbox/services/sport-bets.ts, which reads the same sport_tickets rows.
 *
 * Who asks: every call but the booking codes needs a signed-in player (role P): a guest gets 401, an agent or a
 * cashier 403 permission_denied, and another player's ticket is 404 as if it did not exist. Booking codes are open
 * to anyone, at a rate per client address.
 *
 * Money (DESIGN "Money"): placement and cash-out carry an Idempotency-Key (a doubled or retried request places
 * one ticket and moves the balance once), and every rule (prices, availability, stake limits, loss limit,
 * balance) is checked inside the transaction that debits the stake, under the player's lock (ledger.forPlayer).
 */

export interface BetsSettings {
  /** A ticket with a live selection waits this long on the sandbox clock before it is accepted or rejected. */
  liveAcceptanceDelayMs: number;
  /** The operator's margin on a cash-out value, in percent. */
  cashOutMarginPercent: number;
  /** How long a cash-out quote can be taken. */
  cashOutQuoteTtlMs: number;
  /** How long a booking code opens. */
  bookingCodeTtlMs: number;
}

export const defaultBetsSettings: BetsSettings = { liveAcceptanceDelayMs: 5_000, cashOutMarginPercent: 5, cashOutQuoteTtlMs: 10_000, bookingCodeTtlMs: 7 * 86_400_000 };
const settingsOf = new WeakMap<SandboxContext, BetsSettings>();
export const betsSettings = (context: SandboxContext): BetsSettings => settingsOf.get(context) ?? defaultBetsSettings;

export const betErrorCodes = {
  coefsChanged: 'coefs_changed',
  blockBetData: 'error_block_bet_data',
  existBet: 'error_exist_bet',
  sameEventCombination: 'same_event_combination',
  duplicateSelection: 'duplicate_selection',
  stakeTooLow: 'stake_too_low',
  stakeTooHigh: 'stake_too_high',
  maxWinExceeded: 'max_win_exceeded',
  ticketNotOpen: 'ticket_not_open',
  freeBetNotSellable: 'free_bet_not_sellable',
  cashOutUnavailable: 'cashout_unavailable',
  cashOutQuoteChanged: 'cashout_quote_changed',
  cashOutQuoteExpired: 'cashout_quote_expired',
  cashOutQuoteNotFound: 'cashout_quote_not_found',
  bookingCodeNotFound: 'booking_code_not_found',
  bookingCodeExpired: 'booking_code_expired',
} as const;

const betTypes: BetType[] = betTypesSchema.parse(betTypesFile);

export interface ParsedSelection {
  eventId: number;
  marketId: number;
  outcomeId: number;
  price: number;
}

export function parseSelections(raw: readonly { event_id: string; market_id: string; outcome_id: string; odd: string }[]): ParsedSelection[] {
  const selections = raw.map((selection, index) => {
    const price = priceFromDecimal(selection.odd);
    if (price === null) throw validationError([{ field: `selections.${index}.odd`, code: 'invalid', message: 'A price such as 1.85 (at least 1.01, 2 decimals).' }]);
    return { eventId: Number(selection.event_id), marketId: Number(selection.market_id), outcomeId: Number(selection.outcome_id), price };
  });
  const seen = new Set<number>();
  for (const [index, selection] of selections.entries()) {
    if (seen.has(selection.outcomeId)) {
      throw new ApiError(400, { code: betErrorCodes.duplicateSelection, message: 'The same selection is twice in the slip.', errors: [{ field: `selections.${index}`, code: betErrorCodes.duplicateSelection }] });
    }
    seen.add(selection.outcomeId);
  }
  return selections;
}

export function slipError(status: 409 | 422, code: string, message: string, selections: ErrorBody['selections']): ApiError {
  return new ApiError(status, { code, message, selections });
}

/** error_exist_bet for selections the feed does not have (or not under that event and market), error_block_bet_data for those not open. */
function checkOffered(selections: readonly ParsedSelection[], outcomes: Map<number, FeedOutcome>): void {
  const missing = selections.filter((selection) => {
    const outcome = outcomes.get(selection.outcomeId);
    return !outcome || outcome.event_id !== selection.eventId || outcome.market_id !== selection.marketId;
  });
  if (missing.length > 0) {
    throw slipError(422, betErrorCodes.existBet, 'Some selections do not exist.', missing.map((selection) => ({ outcomeId: selection.outcomeId, code: betErrorCodes.existBet, odd: null })));
  }
  const blocked = selections.filter((selection) => !isAvailable(outcomes.get(selection.outcomeId)!));
  if (blocked.length > 0) {
    throw slipError(422, betErrorCodes.blockBetData, 'Some selections are suspended or closed.', blocked.map((selection) => ({ outcomeId: selection.outcomeId, code: betErrorCodes.blockBetData, odd: null })));
  }
}

/** The price each selection is placed at under the player's policy, or coefs_changed with today's prices. */
function pricesUnderPolicy(selections: readonly ParsedSelection[], outcomes: Map<number, FeedOutcome>, policy: string): number[] {
  const changed = selections.filter((selection) => {
    const today = outcomes.get(selection.outcomeId)!.price;
    if (today === selection.price) return false;
    if (policy === 'accept-any') return false;
    if (policy === 'accept-higher') return today < selection.price;
    return true;
  });
  if (changed.length > 0) {
    throw slipError(
      409,
      betErrorCodes.coefsChanged,
      'Coefficients have changed.',
      // Every moved price is sent, so the slip shows them all and the player accepts them in one tap.
      selections.filter((selection) => outcomes.get(selection.outcomeId)!.price !== selection.price).map((selection) => ({ outcomeId: selection.outcomeId, code: betErrorCodes.coefsChanged, odd: priceToDecimal(outcomes.get(selection.outcomeId)!.price) })),
    );
  }
  return selections.map((selection) => outcomes.get(selection.outcomeId)!.price);
}

const ticketCodeAlphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export const shortCode = (length: number) => Array.from({ length }, () => ticketCodeAlphabet[randomInt(ticketCodeAlphabet.length)]).join('');

/** Coefficient shown for a ticket: potential win over stake, floored to 2 decimals. */
const coefOf = (potentialMinor: number, stakeMinor: number) => priceToDecimal(Math.floor((potentialMinor * 100) / stakeMinor));

function subBetNames(outcome: FeedOutcome) {
  const outcomeLabel = outcome.outcome_name ?? outcome.outcome_key;
  return {
    category: outcome.country_name,
    sport: outcome.sport_name,
    tournament: outcome.league_name,
    name: `${outcome.home_name} - ${outcome.away_name}`,
    market: outcome.line === null ? outcome.market_type : `${outcome.market_type} ${outcome.line}`,
    type: outcomeLabel,
  };
}

const PlacementBody = sport.PlaceSportTicketBody.strict();
const StatusBody = sport.GetSportTicketStatusBody.strict();
const CashOutBody = sport.CashOutSportTicketBody.strict();
const SessionBody = sport.CreateSportSessionBody.strict();
const BalanceBody = sport.GetSportPlayerBalanceBody.strict();
const SettingsBody = z.strictObject({
  liveAcceptanceDelayMs: z.int().min(0).max(600_000).optional(),
  cashOutMarginPercent: z.int().min(0).max(50).optional(),
  cashOutQuoteTtlMs: z.int().min(1_000).max(600_000).optional(),
  bookingCodeTtlMs: z.int().min(60_000).max(90 * 86_400_000).optional(),
});

const sportSessionTtlMs = 8 * 3_600_000;
const testSessionBalance = '1000.00';
const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export function sportsbookBetsRoutes(context: SandboxContext) {
  const routes = new Hono<SandboxEnv>();
  const { db, clock, ledger } = context;
  // An embedded sport page's token (Sport-Token) is accepted beside the site's bearer token: embeds bet through these same calls.
  const auth = requireAuthOrSportToken(context);
  const playerOnly = requireRole(roles.player);
  const once = idempotency(context);
  onFeedStep(context, async () => {
    await settleOpenTickets(context);
  });

  const answerFor = async (ticketRowId: number, userId: number) => {
    const ticket = (await db.get<TicketRow>(`${ticketSelect} WHERE st.id = ?`, [ticketRowId]))!;
    return ticketAnswer(ticket, await selectionsOf(db, ticket.id), await ledger.balances(userId));
  };

  /** A player's own native ticket by its bet-history id (another player's is 404, as if it did not exist). */
  const ownTicket = async (userId: number, rawId: string): Promise<TicketRow> => {
    const id = /^\d{1,12}$/.test(rawId) ? Number(rawId) : 0;
    const row = id > 0 ? await db.get<TicketRow>(`${ticketSelect} WHERE st.id = ? AND st.user_id = ?`, [id, userId]) : undefined;
    if (!row) throw new ApiError(404, { code: errorCodes.notFound, message: 'No such ticket.' });
    return row;
  };

  /**
   * A pending (live) ticket whose acceptance delay has passed on the sandbox clock is accepted, unless a selection
   * was suspended or closed meanwhile (error_block_bet_data) or its price fell below the price taken (coefs_changed;
   * under "ask", any move): then it is rejected and the stake goes back. The delay exists to catch a price that
   * moved against the book while the ticket was in flight, so "accept any change" does not cover a fall here.
   */
  const decidePending = async (ticketRowId: number, userId: number): Promise<void> => {
    await ledger.forPlayer(userId, async (tx) => {
      const ticket = await tx.get<TicketRow>(`${ticketSelect} WHERE st.id = ?`, [ticketRowId]);
      if (!ticket || ticket.acceptance !== 'pending' || ticket.status !== 'Wait' || ticket.accept_at === null || clock.now() < ticket.accept_at) return;
      const selections = await selectionsOf(tx, ticket.id);
      const outcomes = await feedOutcomes(tx, selections.map((selection) => selection.outcome_id));
      const parsed = selections.map((selection) => ({ eventId: selection.event_id, marketId: selection.market_id, outcomeId: selection.outcome_id, price: selection.price }));
      let reason: string | null = null;
      try {
        checkOffered(parsed, outcomes);
        pricesUnderPolicy(parsed, outcomes, ticket.odds_policy === 'accept-any' ? 'accept-higher' : ticket.odds_policy);
      } catch (error) {
        if (!(error instanceof ApiError)) throw error;
        reason = error.body.code;
      }
      if (reason === null) {
        await tx.run("UPDATE sportsbook_tickets SET acceptance = 'accepted' WHERE ticket_row_id = ?", [ticket.id]);
        return;
      }
      await ledger.credit(userId, ticket.wallet, ticket.amount_in_minor, { reason: 'sport-bet-refund', idempotencyKey: `sport-bet-refund-${ticket.id}`, reference: ticket.ticket_id, balanceCap: 'exempt' });
      await tx.run("UPDATE sportsbook_tickets SET acceptance = 'rejected', reject_reason = ?, settled_at = ? WHERE ticket_row_id = ?", [reason, clock.now(), ticket.id]);
      await tx.run("UPDATE sport_tickets SET status = 'Return', amount_out_minor = amount_in_minor WHERE id = ?", [ticket.id]);
    });
  };

  routes.post('/sport-integration/ticket/placement', auth, playerOnly, once, validateJson(PlacementBody), async (c) => {
    const body = c.req.valid('json');
    const user = c.var.user;
    const type = betTypes.find((candidate) => candidate.id === body.type);
    if (!type) throw validationError([{ field: 'type', code: 'invalid_choice', message: `Unknown bet type "${body.type.slice(0, 40)}".` }]);
    const selections = parseSelections(body.selections);
    const shape = combinationSizes(type, selections.length, body.system_size ?? undefined);
    if ('problem' in shape) throw validationError([{ field: shape.problem.startsWith('system') ? 'system_size' : 'selections', code: shape.problem, message: `A ${type.id} bet cannot be placed on ${selections.length} selections (${shape.problem}).` }]);
    if (type.sizes !== 'chosen' && body.system_size !== undefined) throw validationError([{ field: 'system_size', code: 'invalid', message: 'Only a system bet takes a system size.' }]);
    const unitStake = parseMoney(body.stake);
    if (unitStake === null || unitStake <= 0) throw validationError([{ field: 'stake', code: 'invalid', message: 'A stake such as 2.50.' }]);
    const combines = shape.sizes.some((size) => size > 1);
    if (combines) {
      const byEvent = new Map<number, ParsedSelection[]>();
      for (const selection of selections) byEvent.set(selection.eventId, [...(byEvent.get(selection.eventId) ?? []), selection]);
      const clashing = [...byEvent.values()].filter((group) => group.length > 1).flat();
      if (clashing.length > 0) {
        throw slipError(422, betErrorCodes.sameEventCombination, 'Two selections of the same event cannot be combined: place them as singles.', clashing.map((selection) => ({ outcomeId: selection.outcomeId, code: betErrorCodes.sameEventCombination, odd: null })));
      }
    }
    const combinations = combinationsOf(selections.length, shape.sizes);
    const betCount = betCountOf(selections.length, shape.sizes);
    const wallet = body.wallet ?? 'cash';
    await sportsbookFeed(context);

    const ticketRowId = await ledger.forPlayer(user.id, async (tx) => {
      const now = clock.now();
      await assertMayMoveMoney(tx, clock, user.id, c.var.sessionId);
      await checkSessionTimeLimit(tx, context, user.id);
      const outcomes = await feedOutcomes(tx, selections.map((selection) => selection.outcomeId));
      checkOffered(selections, outcomes);
      const prices = pricesUnderPolicy(selections, outcomes, body.odds_policy);

      // §9 stake rules, per bet: at least TND 0.1 (the settings' minBet rounded up), at most maxBet; the potential win at most maxWin.
      const { limits } = await readSettings(tx);
      const minimum = minimumStakeMinor(limits.minBet) ?? sportsMinimumStakeMinor;
      const maximum = parseMoney(limits.maxBet) ?? Number.MAX_SAFE_INTEGER;
      if (unitStake < minimum) throw new ApiError(422, { code: betErrorCodes.stakeTooLow, message: `The minimum stake is ${formatMoney(minimum)} per bet.`, errors: [{ field: 'stake', code: betErrorCodes.stakeTooLow, message: formatMoney(minimum) }] });
      if (unitStake > maximum) throw new ApiError(422, { code: betErrorCodes.stakeTooHigh, message: `The maximum stake is ${formatMoney(maximum)} per bet.`, errors: [{ field: 'stake', code: betErrorCodes.stakeTooHigh, message: formatMoney(maximum) }] });
      const potential = potentialReturns(prices, combinations, unitStake).totalMinor;
      const maxWin = parseMoney(limits.maxWin) ?? Number.MAX_SAFE_INTEGER;
      if (potential > maxWin) throw new ApiError(422, { code: betErrorCodes.maxWinExceeded, message: `The potential win may not pass ${formatMoney(maxWin)}.`, errors: [{ field: 'stake', code: betErrorCodes.maxWinExceeded, message: formatMoney(maxWin) }] });
      const total = totalStakeMinor(unitStake, betCount);
      if (wallet === 'cash') await checkLossLimit(tx, clock, user.id, total);

      const ticketId = randomUUID();
      const live = selections.some((selection) => outcomes.get(selection.outcomeId)!.event_status === 'live');
      const delay = betsSettings(context).liveAcceptanceDelayMs;
      const pending = live && delay > 0;
      const row = await tx.get<{ id: number }>(
        `INSERT INTO sport_tickets (user_id, ticket_id, ticket_code, ticket_type, amount_in_minor, amount_out_minor, coef, status, provider, producer, is_free_bet, created_at)
         VALUES (?, ?, ?, ?, ?, 0, ?, 'Wait', 'sportsbook', 'sandbox-sportsbook', ?, ?) RETURNING id`,
        [user.id, ticketId, `SB${shortCode(8)}`, type.id, total, coefOf(potential, total), wallet === 'bonus' ? 1 : 0, now],
      );
      const id = row!.id;
      // The debit joins this transaction: a refused debit (not_enough_money) undoes the ticket rows with it.
      await ledger.debit(user.id, wallet, total, { reason: 'sport-bet', idempotencyKey: `sport-bet-${ticketId}`, reference: ticketId });
      await tx.run(
        `INSERT INTO sportsbook_tickets (ticket_row_id, bet_type, system_size, sizes, bet_count, unit_stake_minor, potential_win_minor, wallet, odds_policy, acceptance, accept_at, is_live)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        [id, type.id, body.system_size ?? null, JSON.stringify(shape.sizes), betCount, unitStake, potential, wallet, body.odds_policy, pending ? 'pending' : 'accepted', pending ? now + delay : null, live ? 1 : 0],
      );
      for (const [position, selection] of selections.entries()) {
        const outcome = outcomes.get(selection.outcomeId)!;
        const names = subBetNames(outcome);
        const subBet = await tx.get<{ id: number }>(
          `INSERT INTO sport_ticket_events (ticket_row_id, category, sport, tournament, name, starts_at, market, odd, result, rule, status, outcome_type)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?, '', ?, 'Wait', ?) RETURNING id`,
          [id, names.category, names.sport, names.tournament, names.name, outcome.start_at, names.market, priceToDecimal(prices[position]), live ? 'Live' : 'Prematch', names.type],
        );
        await tx.run(
          `INSERT INTO sportsbook_ticket_selections (ticket_row_id, position, event_id, market_id, outcome_id, price, event_start_at, sub_bet_id, result)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?, 'open')`,
          [id, position, selection.eventId, selection.marketId, selection.outcomeId, prices[position], outcome.start_at, subBet!.id],
        );
      }
      return id;
    });
    return sendJson(c, sport.PlaceSportTicketResponse, await answerFor(ticketRowId, user.id));
  });

  routes.post('/sport-integration/ticket/status', auth, playerOnly, validateJson(StatusBody), async (c) => {
    const user = c.var.user;
    const { ticket_id: ticketId } = c.req.valid('json');
    const row = await db.get<{ id: number }>('SELECT st.id FROM sport_tickets st JOIN sportsbook_tickets t ON t.ticket_row_id = st.id WHERE st.ticket_id = ? AND st.user_id = ?', [ticketId, user.id]);
    if (!row) throw new ApiError(404, { code: errorCodes.notFound, message: 'No such ticket.' });
    await decidePending(row.id, user.id);
    await settleTicket(context, row.id, user.id);
    return sendJson(c, sport.GetSportTicketStatusResponse, await answerFor(row.id, user.id));
  });

  /** The cash-out value of a ticket now, or why there is none (§5 free bets never, §6 at the operator's discretion). */
  const cashOutValue = async (tx: Queryable, ticket: TicketRow): Promise<number> => {
    if (ticket.is_free_bet === 1) throw new ApiError(403, { code: betErrorCodes.freeBetNotSellable, message: 'Free-bet bets cannot be sold.' });
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
  };

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
    const found = await ownTicket(user.id, c.req.param('id'));
    await settleTicket(context, found.id, user.id);
    const quote = await ledger.forPlayer(user.id, async (tx) => {
      const ticket = (await tx.get<TicketRow>(`${ticketSelect} WHERE st.id = ?`, [found.id]))!;
      return newQuote(tx, ticket, user.id, await cashOutValue(tx, ticket));
    });
    return sendJson(c, sport.QuoteSportTicketCashOutResponse, quote);
  });

  routes.post('/sport-integration/ticket/:id/cashout', auth, playerOnly, once, validateJson(CashOutBody), async (c) => {
    const user = c.var.user;
    const body = c.req.valid('json');
    const found = await ownTicket(user.id, c.req.param('id'));
    const asked = body.amount === undefined ? null : parseMoney(body.amount);
    if (body.amount !== undefined && (asked === null || asked < sportsMinimumStakeMinor)) throw validationError([{ field: 'amount', code: 'invalid', message: `A partial cash-out takes at least ${formatMoney(sportsMinimumStakeMinor)}.` }]);
    await settleTicket(context, found.id, user.id);
    const outcome = await ledger.forPlayer(user.id, async (tx) => {
      await assertMayMoveMoney(tx, clock, user.id, c.var.sessionId);
      const ticket = (await tx.get<TicketRow>(`${ticketSelect} WHERE st.id = ?`, [found.id]))!;
      const quote = await tx.get<{ amount_minor: number; expires_at: number }>('SELECT amount_minor, expires_at FROM sportsbook_cashout_quotes WHERE quote_id = ? AND ticket_row_id = ? AND user_id = ?', [body.quote_id, ticket.id, user.id]);
      if (!quote) throw new ApiError(404, { code: betErrorCodes.cashOutQuoteNotFound, message: 'No such cash-out quote: ask for a new one.' });
      const value = await cashOutValue(tx, ticket);
      if (clock.now() > quote.expires_at || value !== quote.amount_minor) {
        // Refused with the new quote, which the player may take instead (it replaces the old one).
        const fresh = await newQuote(tx, ticket, user.id, value);
        const expired = clock.now() > quote.expires_at;
        return { refused: new ApiError(409, { code: expired ? betErrorCodes.cashOutQuoteExpired : betErrorCodes.cashOutQuoteChanged, message: expired ? 'The cash-out quote has expired.' : 'The cash-out value has changed.', quote: { quoteId: fresh.quoteId, amount: fresh.amount, expiresAt: fresh.expiresAt } }) };
      }
      const taken = asked ?? value;
      if (taken > value) throw validationError([{ field: 'amount', code: 'max_value', message: `At most ${formatMoney(value)}.` }]);
      await tx.run('DELETE FROM sportsbook_cashout_quotes WHERE quote_id = ?', [body.quote_id]);
      await ledger.credit(user.id, 'cash', taken, { reason: 'sport-cashout', idempotencyKey: `sport-cashout-${body.quote_id}`, reference: ticket.ticket_id });
      if (taken === value) {
        await tx.run("UPDATE sport_tickets SET status = 'Cashout', amount_out_minor = amount_out_minor + ? WHERE id = ?", [taken, ticket.id]);
        await tx.run('UPDATE sportsbook_tickets SET settled_at = ? WHERE ticket_row_id = ?', [clock.now(), ticket.id]);
      } else {
        // The rest stays on the ticket: its stake shrinks by the share taken.
        const share = Math.floor((ticket.remaining_share_ppm * (value - taken)) / value);
        await tx.run('UPDATE sport_tickets SET amount_out_minor = amount_out_minor + ? WHERE id = ?', [taken, ticket.id]);
        await tx.run('UPDATE sportsbook_tickets SET remaining_share_ppm = ? WHERE ticket_row_id = ?', [share, ticket.id]);
      }
      return { paid: taken };
    });
    // The new quote is stored even though the request is refused: it is written outside the refusal's rollback.
    if ('refused' in outcome) throw outcome.refused;
    return sendJson(c, sport.CashOutSportTicketResponse, { paid: formatMoney(outcome.paid), ticket: await answerFor(found.id, user.id) });
  });

  routes.post('/sport-integration/player/balance', auth, playerOnly, async (c) => {
    const user = c.var.user;
    const text = await c.req.text();
    let token: string | undefined;
    if (text.trim() !== '') {
      let parsed: unknown;
      try {
        parsed = JSON.parse(text);
      } catch {
        throw validationError([{ field: 'non_field_errors', code: 'parse_error', message: 'The body is not JSON.' }]);
      }
      const result = BalanceBody.safeParse(parsed);
      if (!result.success) throw validationError([{ field: 'token', code: 'invalid', message: 'token is a string.' }]);
      token = result.data.token;
    }
    if (token !== undefined) {
      const session = await db.get<{ user_id: number; is_test: number; expires_at: number }>('SELECT user_id, is_test, expires_at FROM sportsbook_sport_sessions WHERE token_hash = ?', [hashToken(token)]);
      if (!session || session.user_id !== user.id || session.expires_at <= clock.now()) throw new ApiError(401, { code: errorCodes.invalidToken, message: 'This sport session is not valid.' });
      // A test session plays with no real money: it sees a fixed demo balance, never the wallet.
      if (session.is_test === 1) return sendJson(c, sport.GetSportPlayerBalanceResponse, { balance: testSessionBalance, bonusBalance: '0.00', currency: user.currency });
    }
    const balances = await ledger.balances(user.id);
    return sendJson(c, sport.GetSportPlayerBalanceResponse, { balance: formatMoney(balances.cashMinor), bonusBalance: formatMoney(balances.bonusMinor), currency: user.currency });
  });

  for (const [path, isTest] of [['/sport-integration/session/create', false], ['/sport-integration/session/create/test', true]] as const) {
    routes.post(path, auth, playerOnly, async (c) => {
      const text = await c.req.text();
      if (text.trim() !== '') {
        let parsed: unknown;
        try {
          parsed = JSON.parse(text);
        } catch {
          throw validationError([{ field: 'non_field_errors', code: 'parse_error', message: 'The body is not JSON.' }]);
        }
        if (!SessionBody.safeParse(parsed).success) throw validationError([{ field: 'non_field_errors', code: 'invalid', message: 'Only lang and platform (desktop or mobile).' }]);
      }
      if (!isTest) await assertMayMoveMoney(db, clock, c.var.user.id, c.var.sessionId);
      const token = randomBytes(24).toString('base64url');
      const now = clock.now();
      await db.run('INSERT INTO sportsbook_sport_sessions (token_hash, user_id, is_test, expires_at, created_at) VALUES (?, ?, ?, ?, ?)', [hashToken(token), c.var.user.id, isTest ? 1 : 0, now + sportSessionTtlMs, now]);
      return sendJson(c, sport.CreateSportSessionResponse, { token, expiresAt: iso(now + sportSessionTtlMs) });
    });
  }

  // Booking codes: open to guests, their own group (booking-codes.ts).
  routes.route('/', bookingCodeRoutes(context));

  if (context.config.controlRoutes) {
    /** The acceptance delay of live tickets, the cash-out margin and quote life, the booking codes' life. */
    routes.put('/sandbox/sportsbook/bets/settings', validateJson(SettingsBody), async (c) => {
      const next = { ...betsSettings(context), ...c.req.valid('json') };
      settingsOf.set(context, next);
      return c.json(next);
    });
  }

  return routes;
}
