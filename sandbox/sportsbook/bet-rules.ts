import { randomInt } from 'node:crypto';
import { priceFromDecimal, priceToDecimal } from '../../src/domain/bet-maths.ts';
import { acceptsPriceMove, type OddsPolicy } from '../../src/domain/odds-policy.ts';
import type { SandboxContext } from '../context.ts';
import type { Queryable } from '../db/database.ts';
import { idempotency } from '../idempotency.ts';
import { requireRole } from '../services/payments-common.ts';
import { requireAuthOrSportToken } from '../services/sport-embeds.ts';
import { roles } from '../users.ts';
import { ApiError, errorCodes, validationError, type ErrorBody } from '../errors.ts';
import { editsOf, feedOutcomes, isAvailable, selectionsOf, ticketAnswer, ticketSelect, type FeedOutcome, type TicketRow } from './tickets.ts';

/**
 * What the groups of bet routes share (bets.ts mounts them): their settings, their error codes, the reading of a
 * slip's selections and the two checks a slip meets at placement and again when a pending live ticket is decided.
 */

/**
 * The guards of a player's bet calls: signed in (an embedded sport page's Sport-Token is accepted beside the site's
 * bearer token: embeds bet through these same calls), a player (role P), and, for the calls that move money, once
 * per Idempotency-Key.
 */
export function playerBetGuards(context: SandboxContext) {
  return { auth: requireAuthOrSportToken(context), playerOnly: requireRole(roles.player), once: idempotency(context) };
}

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
export const setBetsSettings = (context: SandboxContext, settings: BetsSettings): void => {
  settingsOf.set(context, settings);
};

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
  builderRefused: 'builder_refused',
  builderUnavailable: 'builder_unavailable',
} as const;

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

/** error_exist_bet for selections the feed does not have (or not under that event and market). */
export function checkExisting(selections: readonly ParsedSelection[], outcomes: Map<number, FeedOutcome>): void {
  const missing = selections.filter((selection) => {
    const outcome = outcomes.get(selection.outcomeId);
    return !outcome || outcome.event_id !== selection.eventId || outcome.market_id !== selection.marketId;
  });
  if (missing.length > 0) {
    throw slipError(422, betErrorCodes.existBet, 'Some selections do not exist.', missing.map((selection) => ({ outcomeId: selection.outcomeId, code: betErrorCodes.existBet, odd: null })));
  }
}

/** error_exist_bet for selections the feed does not have, error_block_bet_data for those not open. */
export function checkOffered(selections: readonly ParsedSelection[], outcomes: Map<number, FeedOutcome>): void {
  checkExisting(selections, outcomes);
  const blocked = selections.filter((selection) => !isAvailable(outcomes.get(selection.outcomeId)!));
  if (blocked.length > 0) {
    throw slipError(422, betErrorCodes.blockBetData, 'Some selections are suspended or closed.', blocked.map((selection) => ({ outcomeId: selection.outcomeId, code: betErrorCodes.blockBetData, odd: null })));
  }
}

/** The price each selection is placed at under the player's policy, or coefs_changed with today's prices. */
export function pricesUnderPolicy(selections: readonly ParsedSelection[], outcomes: Map<number, FeedOutcome>, policy: OddsPolicy): number[] {
  // §5 Odds changes: the slip's own rule (src/domain/odds-policy.ts).
  const changed = selections.filter((selection) => !acceptsPriceMove(policy, selection.price, outcomes.get(selection.outcomeId)!.price));
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

/**
 * A ticket as the placement, status and cash-out calls answer it, with the player's balances now. A live ticket
 * rejected because a price moved during its acceptance delay names today's price of each moved selection (oddNow),
 * as a coefs_changed refusal does, so the slip offers to place again at it in one tap (docs/product.md §5 Odds changes).
 */
export async function ticketAnswerOf({ db, ledger }: Pick<SandboxContext, 'db' | 'ledger'>, ticketRowId: number, userId: number) {
  const ticket = (await db.get<TicketRow>(`${ticketSelect} WHERE st.id = ?`, [ticketRowId]))!;
  const selections = await selectionsOf(db, ticket.id);
  const answer = ticketAnswer(ticket, selections, await ledger.balances(userId), await editsOf(db, ticket.id));
  if (ticket.acceptance !== 'rejected' || ticket.reject_reason !== betErrorCodes.coefsChanged) return answer;
  const outcomes = await feedOutcomes(db, selections.map((selection) => selection.outcome_id));
  return {
    ...answer,
    selections: answer.selections.map((selection, position) => {
      const now = outcomes.get(selection.outcomeId)?.price;
      return now === undefined || now === selections[position].price ? selection : { ...selection, oddNow: priceToDecimal(now) };
    }),
  };
}

/** A player's own native ticket by its bet-history id (another player's is 404, as if it did not exist). */
export async function ownTicket(db: Queryable, userId: number, rawId: string): Promise<TicketRow> {
  const id = /^\d{1,12}$/.test(rawId) ? Number(rawId) : 0;
  const row = id > 0 ? await db.get<TicketRow>(`${ticketSelect} WHERE st.id = ? AND st.user_id = ?`, [id, userId]) : undefined;
  if (!row) throw new ApiError(404, { code: errorCodes.notFound, message: 'No such ticket.' });
  return row;
}
