import { Hono } from 'hono';
import * as profile from '../../generated/profile/profile.zod.ts';
import { loginAttempt } from '../auth/login-attempt.ts';
import { requireAuth } from '../auth/middleware.ts';
import { verifyPassword } from '../auth/passwords.ts';
import { endOtherSessions } from '../auth/sessions.ts';
import type { SandboxContext, SandboxEnv } from '../context.ts';
import type { Queryable } from '../db/database.ts';
import { ApiError, errorCodes } from '../errors.ts';
import { roles, type UserRecord } from '../users.ts';
import { sendJson, validateJson } from '../validate.ts';
import { verifyCurrentPassword } from './auth-throttle.ts';
import { iso, requireRole } from './payments-common.ts';

/**
 * §4 account rules: a player closes their account from the profile (password and a reason); sign-in is refused
 * with the date until 7 days have passed, and the first sign-in after that reopens it. An account without activity
 * (sign-in or a wallet movement) for the market's inactivity period (24 months) is blocked at sign-in with its own
 * code. Both refusals come only after the right password, so they tell nothing to someone who does not know it.
 */
interface ClosureRow {
  id: number;
  closed_at: number;
  reactivation_from: number;
}

export async function openClosure(db: Queryable, userId: number): Promise<ClosureRow | null> {
  return (await db.get<ClosureRow>('SELECT id, closed_at, reactivation_from FROM account_closures WHERE user_id = ? AND reopened_at IS NULL ORDER BY closed_at DESC LIMIT 1', [userId])) ?? null;
}

/** The end of the inactivity period that started at `from`: the same day and time, `months` calendar months later. */
export function inactivityDeadline(from: number, months: number): number {
  const date = new Date(from);
  const day = date.getUTCDate();
  date.setUTCDate(1);
  date.setUTCMonth(date.getUTCMonth() + months);
  // 31 August + 24 months is 31 August; 29 February + 12 months is 28 February (no month overflow).
  const lastDay = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0)).getUTCDate();
  date.setUTCDate(Math.min(day, lastDay));
  return date.getTime();
}

/** The last sign of life of an account: its creation, its last sign-in, its last wallet movement. */
export async function lastActivityOf(db: Queryable, user: UserRecord): Promise<number> {
  const row = await db.get<{ last: number | string | null }>('SELECT MAX(created_at) AS last FROM ledger_entries WHERE user_id = ?', [user.id]);
  return Math.max(user.dateJoined, user.lastLogin ?? 0, Number(row?.last ?? 0));
}

export function accountClosedError(closure: ClosureRow): ApiError {
  const reactivationFrom = iso(closure.reactivation_from);
  return new ApiError(403, {
    code: errorCodes.accountClosed,
    message: `This account is closed; it can be reopened by signing in from ${reactivationFrom}.`,
    detail: reactivationFrom,
    accountClosure: { closedAt: iso(closure.closed_at), reactivationFrom },
  });
}

export function accountClosureRoutes(context: SandboxContext) {
  const routes = new Hono<SandboxEnv>();
  const { db, clock } = context;

  // Before the accounts service's login handler (this module is mounted by responsible-gaming.ts, listed first).
  routes.use('/api/accounts/login/', async (c, next) => {
    const attempt = await loginAttempt(c, db);
    if (!attempt || attempt.user.role !== roles.player) return next();
    const { user, password } = attempt;
    const now = clock.now();
    const closure = await openClosure(db, user.id);
    const inactive = now >= inactivityDeadline(await lastActivityOf(db, user), context.market.inactivityMonths);
    if ((!closure && !inactive) || !(await verifyPassword(password, user.passwordHash))) return next();
    if (closure && now < closure.reactivation_from) throw accountClosedError(closure);
    if (inactive) {
      throw new ApiError(403, {
        code: errorCodes.accountInactive,
        message: `This account had no activity for ${context.market.inactivityMonths} months and is blocked; contact support to reopen it.`,
      });
    }
    // The wait is over: this sign-in reopens the account.
    if (closure) await db.run('UPDATE account_closures SET reopened_at = ? WHERE id = ?', [now, closure.id]);
    return next();
  });

  routes.post('/api/users/account/close/', requireAuth(context), requireRole(roles.player), validateJson(profile.CloseAccountBody), async (c) => {
    const { password, reason } = c.req.valid('json');
    const user = c.var.user;
    if (!(await verifyCurrentPassword(context, user, password))) {
      throw new ApiError(400, {
        code: errorCodes.incorrectPassword,
        message: 'The password is incorrect.',
        errors: [{ field: 'password', code: errorCodes.incorrectPassword, message: 'The password is incorrect.' }],
      });
    }
    const now = clock.now();
    const reactivationFrom = now + context.market.closureReactivationDelayMs;
    await db.run('INSERT INTO account_closures (user_id, reason, closed_at, reactivation_from) VALUES (?, ?, ?, ?)', [user.id, reason, now, reactivationFrom]);
    // Closed means signed out everywhere, this session included.
    await endOtherSessions(context, user.id, 'account-closed');
    return sendJson(c, profile.CloseAccountResponse, { closedAt: iso(now), reactivationFrom: iso(reactivationFrom) });
  });

  return routes;
}
