import { Hono } from 'hono';
import * as profile from '../../generated/profile/profile.zod.ts';
import { loginAttempt, postedJson } from '../auth/login-attempt.ts';
import { requireAuth } from '../auth/middleware.ts';
import { verifyPassword } from '../auth/passwords.ts';
import { askExclusionRegister } from '../exclusion-register.ts';
import type { SandboxContext, SandboxEnv } from '../context.ts';
import { ApiError, errorCodes } from '../errors.ts';
import { activePlayLock, limitReview, openAffordabilityCheck, type LimitReviewState } from '../protection.ts';
import { noteExclusionRegisterCleared, noteLimitsReviewed, roles } from '../users.ts';
import { sendJson, validateJson } from '../validate.ts';
import { isoOrNull, money, requireRole } from './payments-common.ts';
import { financialLimitKinds } from './responsible-gaming.ts';

/**
 * §3 Player protection by market: the player's side of the pack's panic button and affordability check.
 *
 *   GET/POST /api/users/responsible-gaming/play-lock/            the panic button (404 where the pack has none)
 *   GET/POST /api/users/responsible-gaming/affordability-check/  the check net deposits opened, and its answer
 *   GET      /api/users/responsible-gaming/sign-in-statement/    the last session, its stakes and wins (404 where none)
 *   GET/POST /api/users/responsible-gaming/limits/review/        the limit review: due or not, and "keep my limits"
 *
 * and the exclusion register the pack names, asked before the accounts service's registration and sign-in handlers
 * (list this service before accountsRoutes in sandbox/app.ts).
 */
/** Ledger reasons of a real-money stake, and of money a bet gave back (the loss limit's reasons, split). */
const stakeReasons = ['casino-bet', 'wheel-spin', 'sport-bet'] as const;
const returnReasons = ['casino-win', 'casino-free-spin-win', 'wheel-win', 'sport-win', 'sport-bet-refund', 'sport-cashout', 'ticket-cancel'] as const;

export function protectionRoutes(context: SandboxContext) {
  const routes = new Hono<SandboxEnv>();
  const auth = requireAuth(context);
  const { db, clock, market, ledger } = context;
  const lockHours = market.protection.panicLockMs === null ? null : market.protection.panicLockMs / 3_600_000;

  const register = market.protection.exclusionRegister;
  const excluded = () =>
    new ApiError(403, { code: errorCodes.excludedByRegister, message: `The exclusion register (${register?.name}) lists this player: no account can be opened or used.`, detail: register?.name });
  const unavailable = () =>
    new ApiError(503, { code: errorCodes.exclusionRegisterUnavailable, message: `The exclusion register (${register?.name}) does not answer: try again later.`, detail: register?.name }, { 'Retry-After': '60' });

  // Registration: a listed player is refused; while the register is down, as the pack says.
  routes.use('/api/accounts/registration/', async (c, next) => {
    if (!register?.checkAt.includes('registration') || c.req.method !== 'POST') return next();
    const body = (await postedJson(c)) as { email?: unknown } | null | undefined;
    if (!body || typeof body.email !== 'string' || body.email.trim() === '') return next();
    const answer = await askExclusionRegister(context.config.exclusionRegisterOrigin, body.email);
    if (answer === 'listed') throw excluded();
    if (answer === 'down' && register.whenDown.registration === 'refuse') throw unavailable();
    return next();
  });

  // Sign-in, once the password is right (the refusal tells nothing to someone who does not know it): a listed player
  // is refused; while the register is down, as the pack says ('allow-checked': players it cleared before).
  routes.use('/api/accounts/login/', async (c, next) => {
    if (!register?.checkAt.includes('sign-in')) return next();
    const attempt = await loginAttempt(c, db);
    if (!attempt || !(await verifyPassword(attempt.password, attempt.user.passwordHash))) return next();
    const answer = await askExclusionRegister(context.config.exclusionRegisterOrigin, attempt.user.email);
    if (answer === 'listed') throw excluded();
    if (answer === 'clear') {
      await noteExclusionRegisterCleared(db, attempt.user.id, clock.now());
      return next();
    }
    if (register.whenDown.signIn === 'allow') return next();
    if (register.whenDown.signIn === 'allow-checked') {
      const row = await db.get<{ cleared: number | null }>('SELECT exclusion_register_cleared_at AS cleared FROM users WHERE id = ?', [attempt.user.id]);
      if (row?.cleared !== null && row?.cleared !== undefined) return next();
    }
    throw unavailable();
  });

  const lockAnswer = (lock: { started_at: number; ends_at: number } | null) => ({
    active: lock !== null,
    startedAt: isoOrNull(lock?.started_at),
    endsAt: isoOrNull(lock?.ends_at),
    lockHours,
  });

  routes.get('/api/users/responsible-gaming/play-lock/', auth, async (c) =>
    sendJson(c, profile.GetPlayLockResponse, lockAnswer(await activePlayLock(db, c.var.user.id, clock.now()))),
  );

  routes.post('/api/users/responsible-gaming/play-lock/', auth, async (c) => {
    const { panicLockMs } = market.protection;
    if (panicLockMs === null) throw new ApiError(404, { code: errorCodes.notFound, message: 'This market has no panic button.' });
    const userId = c.var.user.id;
    // Under the player's lock: a bet or deposit running now finishes first, none starts after without seeing it.
    const lock = await ledger.forPlayer(userId, async (tx) => {
      const now = clock.now();
      const active = await activePlayLock(tx, userId, now);
      if (active) return active;
      await tx.run('INSERT INTO play_locks (user_id, started_at, ends_at) VALUES (?, ?, ?)', [userId, now, now + panicLockMs]);
      return { started_at: now, ends_at: now + panicLockMs };
    });
    return sendJson(c, profile.CreatePlayLockResponse, lockAnswer(lock), 201);
  });

  routes.get('/api/users/responsible-gaming/sign-in-statement/', auth, async (c) => {
    if (!market.protection.signInStatement) throw new ApiError(404, { code: errorCodes.notFound, message: 'This market has no sign-in statement.' });
    const userId = c.var.user.id;
    const current = await db.get<{ started_at: number }>('SELECT started_at FROM auth_sessions WHERE id = ?', [c.var.sessionId]);
    const previous = await db.get<{ started_at: number; revoked_at: number | null }>(
      'SELECT started_at, revoked_at FROM auth_sessions WHERE user_id = ? AND id <> ? AND started_at <= ? ORDER BY started_at DESC',
      [userId, c.var.sessionId, Number(current?.started_at ?? clock.now())],
    );
    // A session never signed out ended, at the latest, when this one began.
    const start = previous ? Number(previous.started_at) : 0;
    const end = previous ? Number(previous.revoked_at ?? current?.started_at ?? clock.now()) : 0;
    const sums = previous ? await sessionSums(userId, start, end) : { staked: 0, won: 0 };
    return sendJson(c, profile.GetSignInStatementResponse, {
      lastSession: previous ? { startedAt: isoOrNull(start)!, endedAt: isoOrNull(end)! } : null,
      staked: money(sums.staked),
      won: money(sums.won),
      net: money(sums.won - sums.staked),
      currency: market.currency,
    });
  });

  /** What a player staked (debits) and won back (credits) in cash between two moments, over the bet and win reasons. */
  const sessionSums = async (userId: number, from: number, to: number) => {
    const reasons = [...stakeReasons, ...returnReasons];
    const rows = await db.all<{ reason: string; total: number | string }>(
      `SELECT reason, COALESCE(SUM(amount_minor), 0) AS total FROM ledger_entries
       WHERE user_id = ? AND account = 'cash' AND created_at >= ? AND created_at <= ? AND reason IN (${reasons.map(() => '?').join(', ')}) GROUP BY reason`,
      [userId, from, to, ...reasons],
    );
    let staked = 0;
    let won = 0;
    for (const row of rows) {
      if ((stakeReasons as readonly string[]).includes(row.reason)) staked -= Number(row.total);
      else won += Number(row.total);
    }
    return { staked, won };
  };

  // The limit review (UK-like pack: every 6 months), a player's own; 404 where the pack asks for none.
  const reviewAnswer = (review: LimitReviewState) => ({
    due: review.due,
    reviewedAt: isoOrNull(review.reviewedAt),
    dueFrom: isoOrNull(review.dueFrom),
    everyMonths: review.everyMonths,
  });
  const noReview = () => new ApiError(404, { code: errorCodes.notFound, message: 'This market asks for no limit review.' });
  const player = requireRole(roles.player);

  routes.get('/api/users/responsible-gaming/limits/review/', auth, player, async (c) => {
    const review = await limitReview(db, context, c.var.user.id);
    if (!review) throw noReview();
    return sendJson(c, profile.GetLimitReviewResponse, reviewAnswer(review));
  });

  routes.post('/api/users/responsible-gaming/limits/review/', auth, player, async (c) => {
    if (market.protection.limitReviewMonths === 0) throw noReview();
    const userId = c.var.user.id;
    // Under the player's lock, like a limit change: the confirmation and a change of the same player never interleave.
    const review = await ledger.forPlayer(userId, async (tx) => {
      const before = await limitReview(tx, context, userId);
      if (!before?.hasFinancialLimit) {
        throw new ApiError(409, { code: 'nothing_to_review', message: 'There is no deposit or loss limit to keep.', detail: financialLimitKinds.join(', ') });
      }
      await noteLimitsReviewed(tx, userId, clock.now());
      return (await limitReview(tx, context, userId))!;
    });
    return sendJson(c, profile.ConfirmLimitReviewResponse, reviewAnswer(review));
  });

  const checkAnswer = (row: Awaited<ReturnType<typeof openAffordabilityCheck>>, currency: string) => ({
    open: row !== null,
    openedAt: isoOrNull(row?.opened_at),
    windowDays: row?.window_days ?? null,
    threshold: row ? money(Number(row.threshold_minor)) : null,
    netDeposits: row ? money(Number(row.net_deposits_minor)) : null,
    currency,
  });

  routes.get('/api/users/responsible-gaming/affordability-check/', auth, async (c) =>
    sendJson(c, profile.GetAffordabilityCheckResponse, checkAnswer(await openAffordabilityCheck(db, c.var.user.id), market.currency)),
  );

  routes.post('/api/users/responsible-gaming/affordability-check/', auth, validateJson(profile.AnswerAffordabilityCheckBody), async (c) => {
    const body = c.req.valid('json');
    const userId = c.var.user.id;
    await ledger.forPlayer(userId, async (tx) => {
      const open = await openAffordabilityCheck(tx, userId);
      if (!open) throw new ApiError(409, { code: 'no_open_check', message: 'No affordability check waits for an answer.' });
      await tx.run('UPDATE affordability_checks SET answered_at = ?, answer = ? WHERE id = ? AND answered_at IS NULL', [
        clock.now(),
        JSON.stringify({ monthlyIncome: body.monthly_income, affordable: body.affordable }),
        open.id,
      ]);
    });
    return sendJson(c, profile.AnswerAffordabilityCheckResponse, checkAnswer(null, market.currency));
  });

  return routes;
}
