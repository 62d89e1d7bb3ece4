import { randomUUID } from 'node:crypto';
import { Hono } from 'hono';
import type { z } from 'zod';
import * as sport from '../../generated/sport/sport.zod.ts';
import betTypesFile from '../../config/sportsbook/bet-types.ts';
import { betTypesSchema, type BetType } from '../../schemas/config/bet-types.ts';
import { betCountOf, combinationSizes, priceFromDecimal, combinationsOf, minimumStakeMinor, potentialReturns, priceToDecimal, sportsMinimumStakeMinor, totalStakeMinor } from '../../src/domain/bet-maths.ts';
import { acceptsPriceMove, pendingTicketPolicy, type OddsPolicy } from '../../src/domain/odds-policy.ts';
import type { SandboxContext, SandboxEnv } from '../context.ts';
import type { Queryable } from '../db/database.ts';
import { ApiError, errorCodes, validationError } from '../errors.ts';
import { formatMoney, parseMoney } from '../money.ts';
import { assertMayMoveMoney, checkLossLimit, checkSessionTimeLimit } from '../services/responsible-gaming.ts';
import { checkBeforeBet } from '../protection.ts';
import { readSettings } from '../services/settings.ts';
import { sendJson, validateJson } from '../validate.ts';
import { betErrorCodes, betsSettings, checkOffered, parseSelections, playerBetGuards, pricesUnderPolicy, shortCode, slipError, ticketAnswerOf, type ParsedSelection } from './bet-rules.ts';
import { quoteOnFeed } from './builder/routes.ts';
import { sportsbookFeed, type SportsbookFeed } from './feed.ts';
import { settleTicket } from './settlement.ts';
import { feedOutcomes, selectionsOf, ticketSelect, writeTicket, type TicketRow } from './tickets.ts';

// The ticket group of the bet routes (bets.ts mounts it): placement and ticket status (§7 ticket/placement,
// ticket/status), a signed-in player's (role P) alone, the placement once per Idempotency-Key.

const betTypes: BetType[] = betTypesSchema.parse(betTypesFile);

/** Coefficient shown for a ticket: potential win over stake, floored to 2 decimals. */
const coefOf = (potentialMinor: number, stakeMinor: number) => priceToDecimal(Math.floor((potentialMinor * 100) / stakeMinor));

const PlacementBody = sport.PlaceSportTicketBody.strict();
const StatusBody = sport.GetSportTicketStatusBody.strict();

/** A placement request as the contract has it (sport.yaml TicketPlacementRequest). */
export type SlipBody = z.infer<typeof PlacementBody>;

/** A slip read and checked as far as it can be without the database: what placeSlip places. */
export interface Slip {
  type: BetType;
  selections: ParsedSelection[];
  sizes: number[];
  systemSize: number | null;
  unitStake: number;
  builderOdd: number | null;
  wallet: 'cash' | 'bonus';
  oddsPolicy: OddsPolicy;
}

/**
 * The checks of a slip that need no database: a known bet type that fits the number of selections, a stake, a bet
 * builder's own rules, no two selections of one event combined. Placement and an edit's new ticket (edit.ts) read
 * their slips here.
 */
export function readSlip(body: SlipBody): Slip {
  const type = betTypes.find((candidate) => candidate.id === body.type);
  if (!type) throw validationError([{ field: 'type', code: 'invalid_choice', message: `Unknown bet type "${body.type.slice(0, 40)}".` }]);
  const selections = parseSelections(body.selections);
  const shape = combinationSizes(type, selections.length, body.system_size ?? undefined);
  if ('problem' in shape) throw validationError([{ field: shape.problem.startsWith('system') ? 'system_size' : 'selections', code: shape.problem, message: `A ${type.id} bet cannot be placed on ${selections.length} selections (${shape.problem}).` }]);
  if (type.sizes !== 'chosen' && body.system_size !== undefined) throw validationError([{ field: 'system_size', code: 'invalid', message: 'Only a system bet takes a system size.' }]);
  const unitStake = parseMoney(body.stake);
  if (unitStake === null || unitStake <= 0) throw validationError([{ field: 'stake', code: 'invalid', message: 'A stake such as 2.50.' }]);
  // docs/product.md §5 "Bet builder": legs of one match placed as one bet at the builder's own price.
  const builderOdd = body.builder_odd === undefined ? null : priceFromDecimal(body.builder_odd);
  if (body.builder_odd !== undefined && builderOdd === null) throw validationError([{ field: 'builder_odd', code: 'invalid', message: 'A price such as 4.35 (at least 1.01, 2 decimals).' }]);
  if (builderOdd !== null) {
    if (!(Array.isArray(type.sizes) && type.sizes.length === 1 && type.sizes[0] === 'n')) throw validationError([{ field: 'type', code: 'invalid', message: 'A bet builder is placed as the type that combines every selection.' }]);
    if (new Set(selections.map((selection) => selection.eventId)).size !== 1) throw validationError([{ field: 'selections', code: betErrorCodes.builderRefused, message: 'A bet builder takes legs of one match.' }]);
    if (body.wallet === 'bonus') throw validationError([{ field: 'wallet', code: 'invalid', message: 'A bet builder is staked from the cash balance.' }]);
  }
  const combines = shape.sizes.some((size) => size > 1);
  if (combines && builderOdd === null) {
    const byEvent = new Map<number, ParsedSelection[]>();
    for (const selection of selections) byEvent.set(selection.eventId, [...(byEvent.get(selection.eventId) ?? []), selection]);
    const clashing = [...byEvent.values()].filter((group) => group.length > 1).flat();
    if (clashing.length > 0) {
      throw slipError(422, betErrorCodes.sameEventCombination, 'Two selections of the same event cannot be combined: place them as singles.', clashing.map((selection) => ({ outcomeId: selection.outcomeId, code: betErrorCodes.sameEventCombination, odd: null })));
    }
  }
  return { type, selections, sizes: shape.sizes, systemSize: body.system_size ?? null, unitStake, builderOdd, wallet: body.wallet ?? 'cash', oddsPolicy: body.odds_policy };
}

/**
 * §9 stake rules, per bet: at least TND 0.1 (the settings' minBet rounded up), at most maxBet; the potential win at
 * most maxWin. Placement checks them inside its transaction; an edit's quote shows the same refusal before it is confirmed.
 */
export async function checkStakeLimits(tx: Queryable, unitStake: number, potentialMinor: number): Promise<void> {
  const { limits } = await readSettings(tx);
  const minimum = minimumStakeMinor(limits.minBet) ?? sportsMinimumStakeMinor;
  const maximum = parseMoney(limits.maxBet) ?? Number.MAX_SAFE_INTEGER;
  if (unitStake < minimum) throw new ApiError(422, { code: betErrorCodes.stakeTooLow, message: `The minimum stake is ${formatMoney(minimum)} per bet.`, errors: [{ field: 'stake', code: betErrorCodes.stakeTooLow, message: formatMoney(minimum) }] });
  if (unitStake > maximum) throw new ApiError(422, { code: betErrorCodes.stakeTooHigh, message: `The maximum stake is ${formatMoney(maximum)} per bet.`, errors: [{ field: 'stake', code: betErrorCodes.stakeTooHigh, message: formatMoney(maximum) }] });
  const maxWin = parseMoney(limits.maxWin) ?? Number.MAX_SAFE_INTEGER;
  if (potentialMinor > maxWin) throw new ApiError(422, { code: betErrorCodes.maxWinExceeded, message: `The potential win may not pass ${formatMoney(maxWin)}.`, errors: [{ field: 'stake', code: betErrorCodes.maxWinExceeded, message: formatMoney(maxWin) }] });
}

/**
 * Places a read slip inside the caller's transaction, under the player's lock (ledger.forPlayer): the player may
 * move money and is within the session time, every selection is offered at a price the policy takes, the stake
 * limits, the loss limit and the market's protection hold, then the stake is debited and the ticket written.
 * Answers the ticket's row id; any refusal throws and the caller's transaction undoes everything it did before.
 */
export async function placeSlip(context: SandboxContext, tx: Queryable, feed: SportsbookFeed, who: { userId: number; sessionId: string }, slip: Slip): Promise<number> {
  const { clock, ledger } = context;
  const { userId } = who;
  const { type, selections, unitStake, builderOdd, wallet } = slip;
  const combinations = combinationsOf(selections.length, slip.sizes);
  const betCount = betCountOf(selections.length, slip.sizes);
  const now = clock.now();
  await assertMayMoveMoney(tx, clock, userId, who.sessionId);
  await checkSessionTimeLimit(tx, context, userId);
  const outcomes = await feedOutcomes(tx, selections.map((selection) => selection.outcomeId));
  checkOffered(selections, outcomes);
  let prices: number[];
  let potentialCombinations = combinations;
  let builderPrice: number | undefined;
  if (builderOdd === null) prices = pricesUnderPolicy(selections, outcomes, slip.oddsPolicy);
  else {
    // The builder's price is checked, never its legs': they are priced together (sandbox/sportsbook/builder/).
    const quote = quoteOnFeed(feed, selections[0].eventId, selections.map((selection) => selection.outcomeId));
    if (quote.price === null) {
      const refused = quote.legs.filter((leg) => leg.refusal !== null);
      throw slipError(422, betErrorCodes.builderRefused, 'These legs cannot be built into one bet.', refused.map((leg) => ({ outcomeId: leg.outcomeId, code: leg.refusal!.code, odd: null })));
    }
    if (!acceptsPriceMove(slip.oddsPolicy, builderOdd, quote.price)) {
      throw new ApiError(409, { code: betErrorCodes.coefsChanged, message: 'The bet builder\'s price has changed.', errors: [{ field: 'builder_odd', code: betErrorCodes.coefsChanged, message: priceToDecimal(quote.price) }] });
    }
    builderPrice = quote.price;
    prices = [quote.price];
    potentialCombinations = [[0]];
  }

  const potential = potentialReturns(prices, potentialCombinations, unitStake).totalMinor;
  await checkStakeLimits(tx, unitStake, potential);
  const total = totalStakeMinor(unitStake, betCount);
  if (wallet === 'cash') await checkLossLimit(tx, clock, userId, total);
  // §3 Player protection by market: the pack's panic lock and limit before play.
  if (wallet === 'cash') await checkBeforeBet(tx, context, userId);

  const ticketId = randomUUID();
  const live = selections.some((selection) => outcomes.get(selection.outcomeId)!.event_status === 'live');
  const delay = betsSettings(context).liveAcceptanceDelayMs;
  const pending = live && delay > 0;
  // The debit first: a refused debit (not_enough_money) undoes the transaction before any ticket row is written.
  await ledger.debit(userId, wallet, total, { reason: 'sport-bet', idempotencyKey: `sport-bet-${ticketId}`, reference: ticketId });
  return writeTicket(tx, {
    userId,
    ticketId,
    ticketCode: `SB${shortCode(8)}`,
    betType: type.id,
    systemSize: slip.systemSize,
    sizes: slip.sizes,
    betCount,
    unitStakeMinor: unitStake,
    totalStakeMinor: total,
    potentialWinMinor: potential,
    coef: coefOf(potential, total),
    wallet,
    oddsPolicy: slip.oddsPolicy,
    acceptance: pending ? 'pending' : 'accepted',
    acceptAt: pending ? now + delay : null,
    live,
    createdAt: now,
    builderPrice,
    // A builder's legs keep their own price of now, for reference (the builder pays its own).
    selections: selections.map((selection, position) => ({ outcome: outcomes.get(selection.outcomeId)!, price: builderPrice === undefined ? prices[position] : outcomes.get(selection.outcomeId)!.price })),
  });
}

export function ticketPlacementRoutes(context: SandboxContext) {
  const routes = new Hono<SandboxEnv>();
  const { db, clock, ledger } = context;
  const { auth, playerOnly, once } = playerBetGuards(context);

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
        pricesUnderPolicy(parsed, outcomes, pendingTicketPolicy(ticket.odds_policy));
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
    const user = c.var.user;
    const slip = readSlip(c.req.valid('json'));
    const feed = await sportsbookFeed(context);
    const ticketRowId = await ledger.forPlayer(user.id, (tx) => placeSlip(context, tx, feed, { userId: user.id, sessionId: c.var.sessionId }, slip));
    return sendJson(c, sport.PlaceSportTicketResponse, await ticketAnswerOf(context, ticketRowId, user.id));
  });

  routes.post('/sport-integration/ticket/status', auth, playerOnly, validateJson(StatusBody), async (c) => {
    const user = c.var.user;
    const { ticket_id: ticketId } = c.req.valid('json');
    const row = await db.get<{ id: number }>('SELECT st.id FROM sport_tickets st JOIN sportsbook_tickets t ON t.ticket_row_id = st.id WHERE st.ticket_id = ? AND st.user_id = ?', [ticketId, user.id]);
    if (!row) throw new ApiError(404, { code: errorCodes.notFound, message: 'No such ticket.' });
    await decidePending(row.id, user.id);
    await settleTicket(context, row.id, user.id);
    return sendJson(c, sport.GetSportTicketStatusResponse, await ticketAnswerOf(context, row.id, user.id));
  });

  return routes;
}
