import { Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import * as wheel from '../../generated/wheel/wheel.zod.ts';
import { requireAuth } from '../auth/middleware.ts';
import type { SandboxContext, SandboxEnv } from '../context.ts';
import type { Queryable } from '../db/database.ts';
import { ApiError, errorCodes } from '../errors.ts';
import { idempotency, idempotencyKeyHeader } from '../idempotency.ts';
import { parseMoney } from '../money.ts';
import { roles, type UserRecord } from '../users.ts';
import { sendJson, validateJson, validateQuery } from '../validate.ts';
import { countOf, drfPage, iso, money, pageRequest, requireRole } from '../services/payments-common.ts';
import { assertMayMoveMoney, checkLossLimit, checkSessionTimeLimit } from '../services/responsible-gaming.ts';
import { checkBeforeBet } from '../protection.ts';
import { freeSpinPeriodStart, nextFreeSpinPeriod } from '../../src/domain/free-spin-period.ts';
import { creditWin } from '../winnings.ts';
import { drawSegment, hasFreeSpin } from './wheel-rules.ts';
import { checkWheelSettings, wheelSettings, type WheelPrizeSetting, type WheelSettings } from './wheel-settings.ts';

/**
 * The prize wheel (§7 Wheel; §3 Spin history, Prize, Wheel public settings; §5 Wheel spin; §9 Wheel):
 *   GET  /services/wheel/prizes/                  every currency's 16 prizes in segment order (open to guests)
 *   GET  /services/wheel/settings/public/         the settings, with the asking player's free spin (open to guests)
 *   POST /services/wheel/spin/ {is_free}           a player's spin (Idempotency-Key): the server draws the prize
 *   GET  /services/wheel/statistics/betshistory/  the player's spins, newest first, paged
 * Spins and histories are for players only (role P, §1): a guest gets 401, another role 403 permission_denied.
 */
const mustMoney = (value: string) => parseMoney(value) ?? 0;

const ledgerReasons = { bet: 'wheel-spin', cashWin: 'wheel-win', bonusWin: 'wheel-bonus' } as const;

interface SpinRow {
  id: number;
  user_id: number;
  is_free: number;
  prize_name: string;
  bet_minor: number;
  win_minor: number;
  balance_before_minor: number;
  balance_after_minor: number;
  created_at: number;
}

const prizeAnswer = (prize: WheelPrizeSetting, currency: string) => ({
  id: prize.id,
  type: prize.type,
  amount: prize.amount,
  isPresent: prize.type === 'present',
  name: prize.name,
  currency,
});

/** §5: the player's currency, else the default currency. */
function currencyOf(settings: WheelSettings, user: UserRecord | undefined): string {
  return user && settings.currencies[user.currency] ? user.currency : settings.defaultCurrency;
}

/** Reads the bearer user when one is sent (the public settings are open to guests, §7). */
function optionalAuth(context: SandboxContext) {
  const auth = requireAuth(context);
  return createMiddleware<SandboxEnv>(async (c, next) => (c.req.header('Authorization') ? auth(c, next) : next()));
}

async function usedFreeSpin(db: Queryable, userId: number, period: number): Promise<boolean> {
  return (await db.get('SELECT id FROM wheel_spins WHERE user_id = ? AND free_period = ?', [userId, period])) !== undefined;
}

export function wheelRoutes(context: SandboxContext, settings: WheelSettings = wheelSettings) {
  checkWheelSettings(settings);
  const routes = new Hono<SandboxEnv>();
  const auth = requireAuth(context);
  const playersOnly = requireRole(roles.player);
  const once = idempotency(context);
  const { db, ledger, clock } = context;

  routes.get('/services/wheel/prizes/', (c) =>
    sendJson(
      c,
      wheel.GetWheelPrizesResponse,
      Object.entries(settings.currencies).flatMap(([currency, setting]) => setting.prizes.map((prize) => prizeAnswer(prize, currency))),
    ),
  );

  routes.get('/services/wheel/settings/public/', optionalAuth(context), async (c) => {
    const user = c.get('user') as UserRecord | undefined;
    const currency = currencyOf(settings, user);
    const setting = settings.currencies[currency];
    const now = clock.now();
    let free = false;
    let nextFreeSpinAt: string | null = null;
    if (user?.role === roles.player) {
      const used = await usedFreeSpin(db, user.id, freeSpinPeriodStart(now, settings.freeSpinTime, settings.utcOffsetMs));
      free = hasFreeSpin(used, (await ledger.balances(user.id)).cashMinor, mustMoney(setting.freeSpinMinBalance));
      if (used) nextFreeSpinAt = iso(nextFreeSpinPeriod(now, settings.freeSpinTime, settings.utcOffsetMs));
    }
    return sendJson(c, wheel.GetWheelSettingsResponse, {
      freeSpinTime: settings.freeSpinTime,
      paidSpinCost: setting.paidSpinCost,
      freeSpinMinBalance: setting.freeSpinMinBalance,
      paidSpinMinBalance: setting.paidSpinMinBalance,
      freeSpinsAvailable: free ? 1 : 0,
      hasFreeSpin: free,
      currency,
      nextFreeSpinAt,
    });
  });

  routes.post('/services/wheel/spin/', auth, playersOnly, once, validateJson(wheel.SpinWheelBody), async (c) => {
    const user = c.var.user;
    const isFree = c.req.valid('json').is_free;
    const key = c.req.header(idempotencyKeyHeader) ?? '';
    const currency = currencyOf(settings, user);
    const setting = settings.currencies[currency];
    const costMinor = isFree ? 0 : mustMoney(setting.paidSpinCost);

    // Every rule is checked in the transaction that moves the money, under the player's lock (sandbox/ledger.ts):
    // two tabs asking for the same free spin at once run one after the other, and the second finds it used.
    const spin = await ledger.forPlayer(user.id, async (tx) => {
      await assertMayMoveMoney(tx, clock, user.id, c.var.sessionId);
      const now = clock.now();
      const before = await ledger.balances(user.id, tx);
      let freePeriod: number | null = null;
      if (isFree) {
        freePeriod = freeSpinPeriodStart(now, settings.freeSpinTime, settings.utcOffsetMs);
        const used = await usedFreeSpin(tx, user.id, freePeriod);
        if (!hasFreeSpin(used, before.cashMinor, mustMoney(setting.freeSpinMinBalance))) {
          throw new ApiError(422, {
            code: 'free_spin_not_available',
            message: used
              ? 'Your free spin of today is used; the next one comes at the free-spin time.'
              : `A free spin needs a balance above ${setting.freeSpinMinBalance} ${currency}.`,
            detail: used ? iso(nextFreeSpinPeriod(now, settings.freeSpinTime, settings.utcOffsetMs)) : undefined,
          });
        }
      } else {
        // A paid spin is a real-money bet: the player's session-time and loss limits apply (§3 Responsible-gaming limits and self-exclusion).
        await checkSessionTimeLimit(tx, context, user.id);
        await checkLossLimit(tx, clock, user.id, costMinor);
        // §3 Player protection by market: the pack's panic lock and limit before play.
        await checkBeforeBet(tx, context, user.id);
        if (before.cashMinor < Math.max(costMinor, mustMoney(setting.paidSpinMinBalance))) {
          throw new ApiError(422, { code: errorCodes.notEnoughMoney, message: `A paid spin needs ${setting.paidSpinMinBalance} ${currency} on the balance.` });
        }
        await ledger.debit(user.id, 'cash', costMinor, { reason: ledgerReasons.bet, idempotencyKey: `wheel-${key}-bet`, reference: 'wheel' });
      }

      const segment = drawSegment(setting.prizes);
      const prize = setting.prizes[segment];
      const winMinor = mustMoney(prize.amount);
      const reference = `wheel-prize-${prize.id}`;
      if (prize.type === 'cash' && winMinor > 0) {
        // §9 Terms: a cash prize is winnings, under the maximum profit, the day's cap and the maximum balance.
        await creditWin(context, tx, user.id, { winMinor, stakeMinor: costMinor, reason: ledgerReasons.cashWin, idempotencyKey: `wheel-${key}-win`, reference });
      } else if (prize.type === 'bonus' && winMinor > 0) {
        const bonusBefore = (await ledger.balances(user.id, tx)).bonusMinor;
        const posted = await ledger.credit(user.id, 'bonus', winMinor, { reason: ledgerReasons.bonusWin, idempotencyKey: `wheel-${key}-bonus`, reference });
        // §3 Bonus types: a wheel bonus is a LuckySpin row of the bonus history.
        await tx.run(
          "INSERT INTO bonus_history (user_id, kind, bonus_type, amount_minor, currency, before_minor, after_minor, is_accrued, created_at) VALUES (?, 'bonus', 'LuckySpin', ?, ?, ?, ?, 1, ?)",
          [user.id, winMinor, currency, bonusBefore, posted.balances.bonusMinor, now],
        );
      }
      const after = await ledger.balances(user.id, tx);
      const row = await tx.get<{ id: number }>(
        `INSERT INTO wheel_spins (user_id, is_free, free_period, prize_id, prize_type, prize_name, segment, currency, bet_minor, win_minor, balance_before_minor, balance_after_minor, created_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id`,
        [user.id, isFree ? 1 : 0, freePeriod, prize.id, prize.type, prize.name, segment, currency, costMinor, prize.type === 'present' ? 0 : winMinor, before.cashMinor, after.cashMinor, now],
      );
      return { id: Number(row!.id), segment, prize, winMinor: prize.type === 'present' ? 0 : winMinor, before: before.cashMinor, after: after.cashMinor };
    });

    return sendJson(c, wheel.SpinWheelResponse, {
      id: spin.id,
      prize: prizeAnswer(spin.prize, currency),
      segment: spin.segment,
      isFree,
      betAmount: money(costMinor),
      winAmount: money(spin.winMinor),
      userBalanceBefore: money(spin.before),
      userBalanceAfter: money(spin.after),
    });
  });

  routes.get('/services/wheel/statistics/betshistory/', auth, playersOnly, validateQuery(wheel.GetWheelHistoryQueryParams), async (c) => {
    const user = c.var.user;
    const query = c.req.valid('query');
    const request = pageRequest(query.page, query.page_size);
    const count = await countOf(db, 'SELECT COUNT(*) AS total FROM wheel_spins WHERE user_id = ?', [user.id]);
    const rows = await db.all<SpinRow>('SELECT * FROM wheel_spins WHERE user_id = ? ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?', [user.id, request.pageSize, request.offset]);
    return sendJson(
      c,
      wheel.GetWheelHistoryResponse,
      drfPage(
        c,
        request,
        count,
        rows.map((row) => ({
          id: Number(row.id),
          date: iso(Number(row.created_at)),
          type: row.is_free ? ('free' as const) : ('paid' as const),
          winAmount: money(Number(row.win_minor)),
          betAmount: money(Number(row.bet_minor)),
          isFree: Boolean(Number(row.is_free)),
          prizeName: row.prize_name,
          userBalanceBefore: money(Number(row.balance_before_minor)),
          userBalanceAfter: money(Number(row.balance_after_minor)),
          userId: Number(row.user_id),
        })),
      ),
    );
  });

  return routes;
}
