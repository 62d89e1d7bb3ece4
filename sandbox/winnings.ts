import { capWinnings, marketDayStart, type WinningsCapResult } from '../src/domain/winnings-caps.ts';
import type { Queryable } from './db/database.ts';
import type { Ledger } from './ledger.ts';
import { marketFigures } from './services/payments-common.ts';

/**
 * §9 Terms: the maximum winnings per day and the maximum balance, applied to a cash win inside the transaction that
 * credits it (§4 Money rules under concurrency: two wins of one player cannot both pass the day's cap). The ledger
 * reasons of winnings: casino and free-spin wins, the wheel's cash prizes, sport wins and cash-outs.
 */
export const winningsReasons = ['casino-win', 'casino-free-spin-win', 'wheel-win', 'sport-win', 'sport-cashout'] as const;

export async function winningsTodayMinor(db: Queryable, userId: number, now: number): Promise<number> {
  const row = await db.get<{ total: number | string | null }>(
    `SELECT COALESCE(SUM(amount_minor), 0) AS total FROM ledger_entries WHERE user_id = ? AND account = 'cash' AND created_at >= ? AND reason IN (${winningsReasons.map(() => '?').join(', ')})`,
    [userId, marketDayStart(now, marketFigures.utcOffsetMs), ...winningsReasons],
  );
  return Number(row?.total ?? 0);
}

/** The part of `winMinor` both caps leave room for; call inside ledger.forPlayer, before crediting it. */
export async function cappedWin(ledger: Ledger, tx: Queryable, userId: number, winMinor: number, now: number): Promise<WinningsCapResult> {
  if (winMinor <= 0) return { creditMinor: 0, withheldMinor: 0, cappedBy: 'none' };
  const balances = await ledger.balances(userId, tx);
  return capWinnings({
    winMinor,
    balanceMinor: balances.cashMinor,
    maxBalanceMinor: marketFigures.maxBalanceMinor,
    wonTodayMinor: await winningsTodayMinor(tx, userId, now),
    maxDailyWinningsMinor: marketFigures.maxDailyWinningsMinor,
  });
}
