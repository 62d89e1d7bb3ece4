import { capWinnings, marketDayStart, type WinningsCapResult } from '../src/domain/winnings-caps.ts';
import type { SandboxContext } from './context.ts';
import type { Queryable } from './db/database.ts';
import type { LedgerAccount } from './ledger.ts';

/**
 * §9 Terms: the maximum profit paid, the maximum winnings per day and the maximum balance, applied to every win
 * inside the transaction that credits it (§4 Money rules under concurrency: two wins of one player cannot both pass
 * the day's cap). One counter and one rule for every kind of win: casino and free-spin rounds, the wheel's cash
 * prizes, sport tickets (free bets' winnings included, paid to the bonus balance) and cash-outs (docs/product.md
 * "Money rules"); before, sport tickets kept a counter of their own and cash-outs none, so a player past the cap in
 * the casino was still paid in full on the sportsbook. The figures are the sandbox's market (SandboxContext.market).
 */
export const winningsReasons = ['casino-win', 'casino-free-spin-win', 'wheel-win', 'sport-win', 'sport-free-bet-win', 'sport-cashout'] as const;

type CapContext = Pick<SandboxContext, 'ledger' | 'market' | 'clock'>;

/** What the player's wins of the market's day paid above their stakes, every kind of win in one counter. */
export async function winningsTodayMinor(context: Pick<SandboxContext, 'market'>, db: Queryable, userId: number, now: number): Promise<number> {
  const row = await db.get<{ total: number | string | null }>(
    `SELECT COALESCE(SUM(CASE WHEN amount_minor > win_stake_minor THEN amount_minor - win_stake_minor ELSE 0 END), 0) AS total FROM ledger_entries WHERE user_id = ? AND created_at >= ? AND reason IN (${winningsReasons.map(() => '?').join(', ')})`,
    [userId, marketDayStart(now, context.market.utcOffsetMs), ...winningsReasons],
  );
  return Number(row?.total ?? 0);
}

/**
 * The part of `winMinor` the caps leave room for; call inside ledger.forPlayer, before crediting it. The maximum
 * balance is the ledger's room (money held in pending payouts counted) and binds cash only.
 */
export async function cappedWin(context: CapContext, tx: Queryable, userId: number, win: { winMinor: number; stakeMinor: number; account?: LedgerAccount }): Promise<WinningsCapResult> {
  if (win.winMinor <= 0) return { creditMinor: 0, withheldMinor: 0, cappedBy: 'none' };
  const { ledger, market, clock } = context;
  const roomMinor = (win.account ?? 'cash') === 'cash' ? await ledger.balanceRoomMinor(userId, tx) : Number.MAX_SAFE_INTEGER;
  return capWinnings({
    winMinor: win.winMinor,
    stakeMinor: win.stakeMinor,
    maxProfitMinor: market.maxProfitMinor,
    balanceMinor: 0,
    maxBalanceMinor: roomMinor,
    wonTodayMinor: await winningsTodayMinor(context, tx, userId, clock.now()),
    maxDailyWinningsMinor: market.maxDailyWinningsMinor,
  });
}

export interface WinCredit {
  winMinor: number;
  stakeMinor: number;
  reason: (typeof winningsReasons)[number];
  /** Cash unless said (a free bet's winnings go to the bonus balance). */
  account?: LedgerAccount;
  idempotencyKey: string;
  reference?: string;
}

/**
 * Credits a win under the caps, inside the caller's forPlayer transaction, and answers what was credited. A win
 * the caps cut is written with what they withheld, even one withheld whole, so the statement says so on that movement.
 */
export async function creditWin(context: CapContext, tx: Queryable, userId: number, win: WinCredit): Promise<WinningsCapResult> {
  const capped = await cappedWin(context, tx, userId, win);
  if (capped.creditMinor === 0 && capped.withheldMinor === 0) return capped;
  await context.ledger.credit(userId, win.account ?? 'cash', capped.creditMinor, {
    reason: win.reason,
    idempotencyKey: win.idempotencyKey,
    reference: win.reference,
    withheldMinor: capped.withheldMinor,
    withheldBy: capped.cappedBy === 'none' ? undefined : capped.cappedBy,
    winStakeMinor: win.stakeMinor,
  });
  return capped;
}
