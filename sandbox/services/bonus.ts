import { Hono, type Context } from 'hono';
import type { z } from 'zod';
import * as bonus from '../../generated/bonus/bonus.zod.ts';
import { requireAuth } from '../auth/middleware.ts';
import type { SandboxContext, SandboxEnv } from '../context.ts';
import type { Queryable } from '../db/database.ts';
import { ApiError, validationError, errorCodes } from '../errors.ts';
import { idempotency, idempotencyKeyHeader } from '../idempotency.ts';
import { parseMoney } from '../money.ts';
import type { UserRecord } from '../users.ts';
import { sendJson, validateJson, validateQuery } from '../validate.ts';
import { countOf, drfPage, iso, money, pageRequest, positiveAmount, queryTime, seedOnce, timeRange } from './payments-common.ts';
import { assertMayMoveMoney } from './responsible-gaming.ts';
import { readSettings } from './settings.ts';
import { accrueCashback, awardPersonalJackpot } from './bonus-accruals.ts';

/**
 * Bonus (§7 Bonus; §3 Bonus or cashback history item, Bonus types; §5 Bonus exchange): the exchange of bonus
 * balance to real balance, and the bonus and cashback histories (is_accrued, dates, ordering, type, pages).
 */
type Kind = 'bonus' | 'cashback';
type HistoryQuery = z.output<typeof bonus.GetBonusHistoryQueryParams>;

interface HistoryRow {
  id: number;
  bonus_type: string;
  amount_minor: number;
  currency: string;
  before_minor: number;
  after_minor: number;
  created_at: number;
}

const toItem = (row: HistoryRow) => ({
  id: row.id,
  amount: money(row.amount_minor),
  amountCurrency: row.currency,
  date: iso(row.created_at),
  type: row.bonus_type as 'Cashback',
  bonusBalanceBefore: money(row.before_minor),
  bonusBalanceBeforeCurrency: row.currency,
  bonusBalanceAfter: money(row.after_minor),
  bonusBalanceAfterCurrency: row.currency,
});

/** amount × rate, floored to the minor unit, without floats (rate is a decimal string such as "1" or "0.85"). */
export function convertAmount(amountMinor: number, rate: string): number {
  const match = /^(\d+)(?:\.(\d{1,9}))?$/.exec(rate);
  if (!match) throw new Error(`Bad exchange rate "${rate}"`);
  const fraction = match[2] ?? '';
  const scale = 10n ** BigInt(fraction.length);
  const scaled = BigInt(match[1]) * scale + BigInt(fraction || '0');
  return Number((BigInt(amountMinor) * scaled) / scale);
}

const seedTypes = ['FirstDeposit', 'SportDiscount', 'IncreasedBySO', 'LuckySpin', 'PersonalJackpot', 'DetractedFirstDepositBonusByWithdrawal', 'Cashback', 'TransferBonusesToBalance'];

async function seedHistory(db: Queryable, user: UserRecord, now: number): Promise<void> {
  await seedOnce(db, 'bonus-history', user, async () => {
    let balance = 0;
    // Oldest first so the balances before and after chain up; 5 days apart (the last one 2 days ago).
    for (const [index, type] of seedTypes.entries()) {
      const amount = type === 'DetractedFirstDepositBonusByWithdrawal' || type === 'TransferBonusesToBalance' ? -500 : 1000 + index * 250;
      const before = balance;
      balance = Math.max(0, balance + amount);
      const at = now - (2 + (seedTypes.length - 1 - index) * 5) * 86_400_000;
      await db.run(
        "INSERT INTO bonus_history (user_id, kind, bonus_type, amount_minor, currency, before_minor, after_minor, is_accrued, created_at) VALUES (?, 'bonus', ?, ?, ?, ?, ?, 1, ?)",
        [user.id, type, amount, user.currency, before, balance, at],
      );
    }
    let cashback = 0;
    for (const daysAgo of [40, 20, 9, 1]) {
      const amount = 300 + daysAgo * 10;
      await db.run(
        "INSERT INTO bonus_history (user_id, kind, bonus_type, amount_minor, currency, before_minor, after_minor, is_accrued, created_at) VALUES (?, 'cashback', 'Cashback', ?, ?, ?, ?, 1, ?)",
        [user.id, amount, user.currency, cashback, cashback + amount, now - daysAgo * 86_400_000],
      );
      cashback += amount;
    }
    // One cashback not accrued yet: the is_accrued=true query leaves it out.
    await db.run(
      "INSERT INTO bonus_history (user_id, kind, bonus_type, amount_minor, currency, before_minor, after_minor, is_accrued, created_at) VALUES (?, 'cashback', 'Cashback', 250, ?, ?, ?, 0, ?)",
      [user.id, user.currency, cashback, cashback + 250, now - 3_600_000],
    );
  });
}

export function bonusRoutes(context: SandboxContext) {
  const routes = new Hono<SandboxEnv>();
  const auth = requireAuth(context);
  const once = idempotency(context);
  const { db, ledger, clock } = context;

  routes.post('/api/bonus-system/bonusbalance-to-balance/', auth, once, validateJson(bonus.ExchangeBonusBalanceBody), async (c) => {
    const user = c.var.user;
    const amount = positiveAmount(c.req.valid('json').amount);
    const settings = await readSettings(db);
    if (!settings.bonuses.transferBonusBalanceToBalanceOn) throw new ApiError(403, { code: 'permission_denied', message: 'Bonus exchange is switched off.' });
    // §5: above 3 TND.
    if (amount <= context.market.bonusExchangeAboveMinor) {
      throw validationError([{ field: 'amount', code: 'bonus_amount_too_small', message: `The amount must be above ${money(context.market.bonusExchangeAboveMinor)}.` }]);
    }
    const threshold = parseMoney(settings.bonuses.transferBonusBalanceToBalanceMinBalance) ?? 0;
    const credited = convertAmount(amount, settings.bonuses.transferBonusBalanceToBalanceRate);
    const key = c.req.header(idempotencyKeyHeader) ?? '';
    // The threshold and the balances are read in the transaction that moves the money, under the player's lock:
    // simultaneous exchanges cannot all see the real balance still below the threshold (§4 Money rules under concurrency).
    const posted = await ledger.forPlayer(user.id, async (tx) => {
      await assertMayMoveMoney(tx, clock, user.id, c.var.sessionId);
      const before = await ledger.balances(user.id, tx);
      // §5: possible only while the real balance is below the threshold of the settings. Money parked in a pending
      // payout is still real money: counted, or a player could park it, exchange, then cancel (docs/product.md "Money rules").
      if (before.cashMinor + (await ledger.heldMinor(user.id, tx)) >= threshold) {
        throw new ApiError(422, { code: 'balance_not_low_enough', message: `The real balance must be below ${money(threshold)}.` });
      }
      if (before.bonusMinor < amount) throw new ApiError(422, { code: 'insufficient_funds_on_bonus_balance', message: 'Insufficient funds on bonus balance.' });
      // §9: the real balance never passes the maximum (the ledger's room counts held payouts).
      if (credited > (await ledger.balanceRoomMinor(user.id, tx))) {
        throw new ApiError(422, { code: errorCodes.maxBalanceExceeded, message: `The balance may not exceed ${money(context.market.maxBalanceMinor)} ${context.market.currency}.` });
      }
      const movements = [{ account: 'bonus' as const, amountMinor: -amount }, ...(credited > 0 ? [{ account: 'cash' as const, amountMinor: credited }] : [])];
      const result = await ledger.post({ userId: user.id, movements, reason: 'bonus-exchange', idempotencyKey: `bonus-exchange-${key}`, balanceCap: 'refuse' });
      if (!result.replayed) {
        await tx.run(
          "INSERT INTO bonus_history (user_id, kind, bonus_type, amount_minor, currency, before_minor, after_minor, is_accrued, created_at) VALUES (?, 'bonus', 'TransferBonusesToBalance', ?, ?, ?, ?, 1, ?)",
          [user.id, -amount, user.currency, before.bonusMinor, result.balances.bonusMinor, clock.now()],
        );
      }
      return result;
    });
    return sendJson(c, bonus.ExchangeBonusBalanceResponse, {
      amount: money(amount),
      credited: money(credited),
      balance: money(posted.balances.cashMinor),
      bonusBalance: money(posted.balances.bonusMinor),
      currency: user.currency,
    });
  });

  const listHistory = async (c: Context<SandboxEnv>, kind: Kind, query: HistoryQuery) => {
    const user = c.var.user;
    await seedHistory(db, user, clock.now());
    // The bonuses the sandbox credits by itself are due when the clock has passed their time (§4 Notification flags).
    await accrueCashback(context, user);
    await awardPersonalJackpot(context, user);
    const request = pageRequest(query.page, query.page_size);
    const range = timeRange('created_at', queryTime(query.date_from), queryTime(query.date_to));
    let where = `user_id = ? AND kind = ?${range.sql}`;
    const params: (string | number)[] = [user.id, kind, ...range.params];
    if (query.is_accrued) {
      where += ' AND is_accrued = ?';
      params.push(query.is_accrued === 'true' ? 1 : 0);
    }
    if (query.type) {
      where += ' AND bonus_type = ?';
      params.push(query.type);
    }
    // §9: bonus history is newest first ('-date').
    const order = query.ordering === 'date' ? 'created_at ASC, id ASC' : 'created_at DESC, id DESC';
    const count = await countOf(db, `SELECT COUNT(*) AS total FROM bonus_history WHERE ${where}`, params);
    const rows = await db.all<HistoryRow>(`SELECT * FROM bonus_history WHERE ${where} ORDER BY ${order} LIMIT ? OFFSET ?`, [...params, request.pageSize, request.offset]);
    return sendJson(c, bonus.GetBonusHistoryResponse, drfPage(c, request, count, rows.map(toItem)));
  };

  routes.get('/api/bonus-system/bonusbalance/history', auth, validateQuery(bonus.GetBonusHistoryQueryParams), (c) => listHistory(c, 'bonus', c.req.valid('query')));
  routes.get('/api/bonus-system/cashback/history', auth, validateQuery(bonus.GetCashbackHistoryQueryParams), (c) => listHistory(c, 'cashback', c.req.valid('query')));

  return routes;
}
