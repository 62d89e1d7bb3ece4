import type { Queryable } from '../db/database.ts';
import { ApiError, errorCodes } from '../errors.ts';
import { parseMoney } from '../money.ts';
import type { UserRecord } from '../users.ts';
import { countOf, money } from './payments-common.ts';
import type { MarketFigures } from '../market.ts';
import { finalStatuses } from './payments-state.ts';
import { readSettings } from './settings.ts';

/**
 * The rules money leaving a player's account follows, one place for payouts (payments.ts) and player-to-player
 * transfers (transfers.ts, §5 Account changes that ask for the password: a transfer to an accomplice was a payout without the payout rules).
 */

/** A verified e-mail (403 email_not_verified), and approved documents above §9's TND 3,000 (403 documents_not_approved). */
export async function checkPayoutRules(db: Queryable, market: MarketFigures, user: UserRecord, amountMinor: number): Promise<void> {
  // Read in the caller's transaction, not from the record the request was authenticated with (§4 Money rules under concurrency).
  const verified = await db.get<{ email_verified: number }>('SELECT email_verified FROM users WHERE id = ?', [user.id]);
  if (verified?.email_verified !== 1) throw new ApiError(403, { code: 'email_not_verified', message: 'Confirm your e-mail address first.' });
  // §9: extra verification for withdrawals above TND 3,000.
  if (amountMinor > market.withdrawalExtraVerificationAboveMinor) {
    const approved = await countOf(db, "SELECT COUNT(*) AS total FROM kyc_documents WHERE user_id = ? AND status = 'approved'", [user.id]);
    if (approved === 0) throw new ApiError(403, { code: 'documents_not_approved', message: 'Withdrawals of this size need approved documents.' });
  }
}

/**
 * A transfer's amount limits: at least the market's withdrawal minimum, at most the settings' maxTransaction
 * (§3 Settings limits), else 422 transaction_limit (§8 'transfer is out of limits').
 */
export async function checkTransferLimits(db: Queryable, market: MarketFigures, amountMinor: number): Promise<void> {
  const max = parseMoney((await readSettings(db)).limits.maxTransaction);
  if (max === null) throw new ApiError(422, { code: 'transaction_limit_does_not_exist', message: 'There are no limits for transactions.' });
  const min = market.withdrawalMinMinor;
  if (amountMinor < min || amountMinor > max) {
    throw new ApiError(422, { code: errorCodes.transactionLimit, message: `A transfer must be between ${money(min)} and ${money(max)}.` });
  }
}

/**
 * The money a player's payouts hold until they are final (taken from the cash balance when asked for, given back
 * if cancelled or refused): still the player's, so the maximum balance and the bonus exchange's threshold count it
 * (docs/product.md "Money rules"). The ledger reads it through LedgerOptions.heldMinor.
 */
export async function heldInPayoutsMinor(db: Queryable, userId: number): Promise<number> {
  const final = [...finalStatuses];
  const row = await db.get<{ total: number | string | null }>(
    `SELECT COALESCE(SUM(amount_minor), 0) AS total FROM payments WHERE user_id = ? AND direction = 'payout' AND status NOT IN (${final.map(() => '?').join(', ')})`,
    [userId, ...final],
  );
  return Number(row?.total ?? 0);
}
