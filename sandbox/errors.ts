import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

/**
 * The one error body of the sandbox (§8, schemas/openapi/common.yaml ErrorBody):
 * { code, message?, detail?, errors?: [{ field, code, message? }] }.
 */
export interface FieldError {
  field: string;
  code: string;
  message?: string;
}

export interface ErrorBody {
  code: string;
  message?: string;
  detail?: string;
  errors?: FieldError[];
  /** With self_excluded: the period, its end and when sign-in is possible again (null when permanent, §4). */
  selfExclusion?: { period: string; endsAt: string | null; reactivationFrom: string | null };
  /** With account_closed: when the player closed it and when sign-in reopens it (§4). */
  accountClosure?: { closedAt: string; reactivationFrom: string };
  /** With rate_limited: the first moment a new attempt is accepted (ISO date-time; Retry-After says it in seconds). */
  retryAfter?: string;
  /** With a bet-slip refusal (coefs_changed, error_block_bet_data...): the selections concerned, with today's price. */
  selections?: { outcomeId: number; code: string; odd: string | null }[];
  /** With cashout_quote_changed or cashout_quote_expired: the new quote the player may take instead. */
  quote?: { quoteId: string; amount: string; expiresAt: string };
  /** With a casino bet refused for its size (§9 Terms): the round's range, decimal strings in the currency. */
  betLimits?: { min: string; max: string; currency: string };
  /** With game_not_available_in_parallel: the game the other real-money session is playing (§8 Other messages). */
  otherSession?: { integration: string; gameId: string; gameName: string; startedAt: string };
}

/**
 * Codes the sandbox sends. The §8 catalogue codes come first; the others are server codes the front end shows
 * through `message` until its catalogue names them.
 */
export const errorCodes = {
  // §8 catalogue
  alreadyExists: 'already_exists',
  permissionDenied: 'permission_denied',
  notAuthenticated: 'not_authenticated',
  noActiveAccount: 'no_active_account',
  accessAndRefreshTokenInvalid: 'access_and_refresh_token_invalid',
  userIsBanned: 'user_is_banned',
  incorrectOldPassword: 'incorrect_old_password',
  notEnoughMoney: 'not_enough_money',
  transactionLimit: 'transaction_limit',
  insufficientFundsOnBonusBalance: 'insufficient_funds_on_bonus_balance',
  idempotencyKeyReused: 'idempotency_key_reused',
  defaultMessage: 'defaultMessage',
  // sandbox server codes
  validationError: 'validation_error',
  tokenNotValid: 'token_not_valid',
  invalidKey: 'invalid_key',
  invalidToken: 'invalid_token',
  idempotencyKeyRequired: 'idempotency_key_required',
  idempotencyKeyInvalid: 'idempotency_key_invalid',
  idempotencyRequestInProgress: 'idempotency_request_in_progress',
  unsupportedMediaType: 'unsupported_media_type',
  payloadTooLarge: 'payload_too_large',
  notFound: 'not_found',
  // throttling and the password-hashing cap (§5 Sign-in throttle)
  rateLimited: 'rate_limited',
  serverBusy: 'server_busy',
  // account changes that ask for the password (§5 Account changes that ask for the password)
  incorrectPassword: 'incorrect_password',
  // responsible gaming (§3 Responsible-gaming limits and self-exclusion)
  selfExcluded: 'self_excluded',
  // §4 account rules: closed by the player, or blocked after the inactivity period
  accountClosed: 'account_closed',
  accountInactive: 'account_inactive',
  lossLimitExceeded: 'loss_limit_exceeded',
  sessionTimeLimitReached: 'session_time_limit_reached',
  // §9 Terms: the maximum balance, and a casino round's bet outside the market's range
  maxBalanceExceeded: 'max_balance_exceeded',
  casinoBetBelowMinimum: 'casino_bet_below_minimum',
  casinoBetAboveMaximum: 'casino_bet_above_maximum',
  // §3 Player protection by market: the rules of the market's pack (sandbox/protection.ts)
  stakeCapExceeded: 'stake_cap_exceeded',
  roundTooSoon: 'round_too_soon',
  limitRequired: 'limit_required',
  playLocked: 'play_locked',
  affordabilityCheckRequired: 'affordability_check_required',
  excludedByRegister: 'excluded_by_register',
  exclusionRegisterUnavailable: 'exclusion_register_unavailable',
  crossOperatorDepositLimitExceeded: 'cross_operator_deposit_limit_exceeded',
  depositFileUnavailable: 'deposit_file_unavailable',
  // §8 Other messages: one real-money game at a time
  gameNotAvailableInParallel: 'game_not_available_in_parallel',
  // §5 Bounds (docs/product.md): a player's favourites are capped and name games of the provider's catalogue
  favouritesLimit: 'favourites_limit',
  favouriteGameUnknown: 'favourite_game_unknown',
} as const;

/**
 * Thrown by services for an expected refusal; app.ts turns it into its JSON answer. Anything else that is
 * thrown is a bug: logged, and answered with a bare 500 { code: 'defaultMessage' }.
 */
export class ApiError extends Error {
  readonly status: ContentfulStatusCode;
  readonly body: ErrorBody;
  /** Headers of the answer (Retry-After of a 429 or 503). */
  readonly headers: Record<string, string>;

  constructor(status: ContentfulStatusCode, body: ErrorBody, headers: Record<string, string> = {}) {
    super(body.message ?? body.code);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
    this.headers = headers;
  }
}

/** 400 with field errors: what schema validation and business field rules (password rules...) both answer. */
export function validationError(errors: FieldError[], message = 'The request is invalid.'): ApiError {
  return new ApiError(400, { code: errorCodes.validationError, message, errors });
}

export function notAuthenticated(message = 'Authentication credentials were not provided.'): ApiError {
  return new ApiError(401, { code: errorCodes.notAuthenticated, message });
}

export function errorResponse(c: Context, error: ApiError): Response {
  return c.json(error.body, error.status, error.headers);
}
