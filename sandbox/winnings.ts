import { capWinnings, marketDayStart, type WinningsCapResult } from '../src/domain/winnings-caps.ts';
import type { SandboxContext } from './context.ts';
import type { Queryable } from './db/database.ts';
import type { LedgerAccount } from './ledger.ts';

/**
 * §9 Terms: the maximum profit paid, the maximum winnings per day and the maximum balance, applied to a cash win
 * inside the transaction that credits it (§4 Money rules under concurrency: two wins of one player cannot both pass
 * the day's cap). The figures are the sandbox's market (SandboxContext.market). The ledger reasons of winnings:
 * casino and free-spin wins, the wheel's cash prizes, sport wins and cash-outs.
 */
export const winningsReasons = ['casino-win', 'casino-free-spin-win', 'wheel-win', 'sport-win', 'sport-cashout'] as const;

type CapContext = Pick<SandboxContext, 'ledger' | 'market' | 'clock'>;

export async function winningsTodayMinor(context: Pick<SandboxContext, 'market'>, db: Queryable, userId: number, now: number): Promise<number> {
  const row = await db.get<{ total: number | string | null }>(
    `SELECT COALESCE(SUM(amount_minor), 0) AS total FROM ledger_entries WHERE user_id = ? AND account = 'cash' AND created_at >= ? AND reason IN (${winningsReasons.map(() => '?').join(', ')})`,
    [userId, marketDayStart(now, context.market.utcOffsetMs), ...winningsReasons],
  );
  return Number(row?.total ?? 0);
}

/** The part of `winMinor` the caps leave room for; call inside ledger.forPlayer, before crediting it. */
export async function cappedWin(context: CapContext, tx: Queryable, userId: number, win: { winMinor: number; stakeMinor: number }): Promise<WinningsCapResult> {
  if (win.winMinor <= 0) return { creditMinor: 0, withheldMinor: 0, cappedBy: 'none' };
  const { ledger, market, clock } = context;
  const balances = await ledger.balances(userId, tx);
  return capWinnings({
    winMinor: win.winMinor,
    stakeMinor: win.stakeMinor,
    maxProfitMinor: market.maxProfitMinor,
    balanceMinor: balances.cashMinor,
    maxBalanceMinor: market.maxBalanceMinor,
    wonTodayMinor: await winningsTodayMinor(context, tx, userId, clock.now()),
    maxDailyWinningsMinor: market.maxDailyWinningsMinor,
  });
}

export interface WinCredit {
  winMinor: number;
  stakeMinor: number;
  reason: (typeof winningsReasons)[number];
  idempotencyKey: string;
  reference?: string;
}

/**
 * Credits a cash win under the caps, inside the caller's forPlayer transaction, and answers what was credited. A win
 * the caps cut is written with what they withheld, even one withheld whole, so the statement says so on that movement.
 */
export async function creditWin(context: CapContext, tx: Queryable, userId: number, win: WinCredit): Promise<WinningsCapResult> {
  const capped = await cappedWin(context, tx, userId, win);
  if (capped.creditMinor === 0 && capped.withheldMinor === 0) return capped;
  const account: LedgerAccount = 'cash';
  await context.ledger.credit(userId, account, capped.creditMinor, {
    reason: win.reason,
    idempotencyKey: win.idempotencyKey,
    reference: win.reference,
    withheldMinor: capped.withheldMinor,
    withheldBy: capped.cappedBy === 'none' ? undefined : capped.cappedBy,
  });
  return capped;
}
