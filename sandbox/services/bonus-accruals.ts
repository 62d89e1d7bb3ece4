import appConfig from '../../config/app.ts';
import markets from '../../config/markets/index.ts';
import { previousReset } from '../../src/domain/cashback-resets.ts';
import type { SandboxContext } from '../context.ts';
import type { Queryable } from '../db/database.ts';
import type { Ledger } from '../ledger.ts';
import { PaymentStatus } from '../../generated/payments/payments.schemas.ts';
import type { UserRecord } from '../users.ts';
import { convertAmount } from './bonus.ts';
import { seededPlayer } from './payments-common.ts';
import { readSettings } from './settings.ts';

/**
 * The bonuses the sandbox credits by itself, each a bonus-history row the player notifications read (§4
 * Notification flags, §7 Bonus notification queries): cashback at each reset, the first-deposit bonus, and the
 * personal jackpot of the seeded rule. Each moves the bonus balance through the ledger once per player (its
 * idempotency key), inside the transaction holding the player's lock.
 */

const market = markets.find((item) => item.id === appConfig.market) ?? markets[0];

/** Cash movements that make a player's net result (stakes and winnings), the ones cashback is computed on. */
export const gamingReasons = [
  'casino-bet',
  'casino-win',
  'casino-free-spin-win',
  'sport-bet',
  'sport-bet-refund',
  'sport-win',
  'sport-cashout',
  'ticket-cancel',
  'wheel-spin',
  'wheel-win',
];

/** Assumed (the spec names no rate): 10 % of the net losses, unless the settings give cashbackRate. */
export const defaultCashbackRate = '0.1';

/** Assumed first-deposit bonus: half the deposit, at most 50 TND (in minor units). */
export const firstDepositBonus = { share: '0.5', maxMinor: 5_000 };

/**
 * The seeded personal-jackpot rule (docs/product.md §4 Notification flags): once a player's casino stakes since
 * they joined reach 500 TND, 25 TND goes to their bonus balance, once.
 */
export const personalJackpotRule = { id: 'casino-stakes-500', stakesMinor: 50_000, prizeMinor: 2_500 };

type Player = Pick<UserRecord, 'id' | 'currency'>;

async function insertHistory(tx: Queryable, user: Player, kind: 'bonus' | 'cashback', type: string, amountMinor: number, beforeMinor: number, afterMinor: number, at: number) {
  await tx.run(
    'INSERT INTO bonus_history (user_id, kind, bonus_type, amount_minor, currency, before_minor, after_minor, is_accrued, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, 1, ?)',
    [user.id, kind, type, amountMinor, user.currency, beforeMinor, afterMinor, at],
  );
}

async function creditBonus(ledger: Ledger, tx: Queryable, user: Player, amountMinor: number, reason: string, idempotencyKey: string, kind: 'bonus' | 'cashback', type: string, at: number) {
  const before = await ledger.balances(user.id, tx);
  const posted = await ledger.credit(user.id, 'bonus', amountMinor, { reason, idempotencyKey, replay: 'answer' });
  if (!posted.replayed) await insertHistory(tx, user, kind, type, amountMinor, before.bonusMinor, posted.balances.bonusMinor, at);
}

/** The market's last `count` cashback resets at or before `now`, oldest first. */
export function pastResets(now: number, count = market.cashbackReset.count): number[] {
  const resets: number[] = [];
  let reset = previousReset(now, market.cashbackReset, market.timezone);
  while (resets.length < count) {
    resets.unshift(reset);
    reset = previousReset(reset - 1, market.cashbackReset, market.timezone);
  }
  return resets;
}

/**
 * §4 Cashback: at each reset a player whose stakes and winnings between the previous reset and this one came to a
 * net loss gets `rate` of it as a Cashback row. Run when the player's bonus or cashback history is read, for the last
 * `count` resets (the sandbox clock decides which have passed), like the wheel's free-spin periods.
 */
export async function accrueCashback(context: SandboxContext, user: UserRecord): Promise<void> {
  const { db, ledger, clock } = context;
  const settings = await readSettings(db);
  if (!settings.bonuses.cashbackOn) return;
  const rate = settings.bonuses.cashbackRate ?? defaultCashbackRate;
  const now = clock.now();
  for (const reset of pastResets(now)) {
    const from = previousReset(reset - 1, market.cashbackReset, market.timezone);
    if (reset <= user.dateJoined) continue;
    await ledger.forPlayer(user.id, async (tx) => {
      const row = await tx.get<{ total: number }>(
        `SELECT COALESCE(SUM(amount_minor), 0) AS total FROM ledger_entries WHERE user_id = ? AND account = 'cash' AND reason IN (${gamingReasons.map(() => '?').join(', ')}) AND created_at > ? AND created_at <= ?`,
        [user.id, ...gamingReasons, from, reset],
      );
      const lossMinor = -Number(row?.total ?? 0);
      if (lossMinor <= 0) return;
      const amount = convertAmount(lossMinor, rate);
      if (amount <= 0) return;
      await creditBonus(ledger, tx, user, amount, 'cashback', `cashback-${reset}`, 'cashback', 'Cashback', reset);
    });
  }
}

/** The seeded personal-jackpot rule, checked when the player's bonus history is read. */
export async function awardPersonalJackpot(context: SandboxContext, user: UserRecord): Promise<void> {
  const { ledger, clock } = context;
  await ledger.forPlayer(user.id, async (tx) => {
    const row = await tx.get<{ total: number }>(
      "SELECT COALESCE(SUM(amount_minor), 0) AS total FROM ledger_entries WHERE user_id = ? AND account = 'cash' AND reason = 'casino-bet' AND created_at >= ?",
      [user.id, user.dateJoined],
    );
    if (-Number(row?.total ?? 0) < personalJackpotRule.stakesMinor) return;
    await creditBonus(ledger, tx, user, personalJackpotRule.prizeMinor, 'personal-jackpot', `personal-jackpot-${personalJackpotRule.id}`, 'bonus', 'PersonalJackpot', clock.now());
  });
}

/**
 * The first-deposit bonus, credited by the deposit's own transaction (payments.ts completeDeposit) when no other
 * deposit of the player was approved before.
 */
export async function awardFirstDepositBonus(
  tx: Queryable,
  ledger: Ledger,
  user: Player,
  deposit: { id: number; amountMinor: number; at: number },
): Promise<void> {
  const earlier = await tx.get<{ total: number }>("SELECT COUNT(*) AS total FROM payments WHERE user_id = ? AND direction = 'deposit' AND status = ? AND id <> ?", [user.id, PaymentStatus.Success, deposit.id]);
  if (Number(earlier?.total ?? 0) > 0) return;
  // One first-deposit bonus per player: the seeded player's history already holds one (bonus.ts seedHistory), even
  // before it is first read.
  const owner = await tx.get<{ username: string }>('SELECT username FROM users WHERE id = ?', [user.id]);
  if (owner?.username === seededPlayer) return;
  const had = await tx.get<{ total: number }>("SELECT COUNT(*) AS total FROM bonus_history WHERE user_id = ? AND bonus_type = 'FirstDeposit'", [user.id]);
  if (Number(had?.total ?? 0) > 0) return;
  const amount = Math.min(convertAmount(deposit.amountMinor, firstDepositBonus.share), firstDepositBonus.maxMinor);
  if (amount <= 0) return;
  await creditBonus(ledger, tx, user, amount, 'first-deposit-bonus', 'first-deposit-bonus', 'bonus', 'FirstDeposit', deposit.at);
}
