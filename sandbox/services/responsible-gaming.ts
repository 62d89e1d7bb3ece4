import { Hono } from 'hono';
import * as profile from '../../generated/profile/profile.zod.ts';
import { loginAttempt } from '../auth/login-attempt.ts';
import { requireAuth, userIsBanned } from '../auth/middleware.ts';
import { verifyPassword } from '../auth/passwords.ts';
import { endOtherSessions, isSessionOpen } from '../auth/sessions.ts';
import type { SandboxContext, SandboxEnv } from '../context.ts';
import type { Queryable } from '../db/database.ts';
import { ApiError, errorCodes } from '../errors.ts';
import { parseMoney } from '../money.ts';
import { sendJson, validateJson } from '../validate.ts';
import { accountClosureRoutes } from './account-closure.ts';
import { countOf, isoOrNull, money } from './payments-common.ts';
import type { Clock } from '../clock.ts';
import {
  depositWindows,
  isSignInBlocked,
  lossWindowMs,
  marketDayStart,
  noLimit,
  passesLimit,
  passesLossLimit,
  passesSessionTimeLimit,
  requestLimit,
  settleLimit,
  signedInMsSince,
  type LimitState,
  type SelfExclusionPeriod,
  type SignedInSpan,
} from './responsible-gaming-rules.ts';
import { reactivationFrom, selfExclusionEnd } from '../../src/domain/self-exclusion.ts';
import { noteLimitsReviewed } from '../users.ts';

/**
 * Responsible gaming (§3 Responsible-gaming limits and self-exclusion): deposit limits per day, week and month, a loss limit and a session-time
 * limit (decrease at once, increase after 7 days, §4), self-exclusion and cooling-off (sign-in refused until
 * the end plus 7 days, §4), and the player's odds format (§3 Odds formats, kept per player).
 *
 * The sign-in guard must run before the accounts service's login handler: list this service before
 * accountsRoutes in sandbox/app.ts.
 */
export const limitKinds = ['deposit_day', 'deposit_week', 'deposit_month', 'loss', 'session_time'] as const;
export type LimitKind = (typeof limitKinds)[number];

interface LimitRow {
  kind: LimitKind;
  current_value: number | null;
  pending_set: number;
  pending_value: number | null;
  pending_from: number | null;
}

/** The financial limits (money, not time): setting one, or confirming them, is the review the pack may ask for. */
export const financialLimitKinds: readonly LimitKind[] = ['deposit_day', 'deposit_week', 'deposit_month', 'loss'];

export async function readLimitStates(db: Queryable, userId: number): Promise<Record<LimitKind, LimitState>> {
  const rows = await db.all<LimitRow>('SELECT kind, current_value, pending_set, pending_value, pending_from FROM responsible_limits WHERE user_id = ?', [userId]);
  const states = Object.fromEntries(limitKinds.map((kind) => [kind, noLimit])) as Record<LimitKind, LimitState>;
  for (const row of rows) {
    states[row.kind] = { current: row.current_value, pendingSet: row.pending_set === 1, pendingValue: row.pending_value, pendingFrom: row.pending_from };
  }
  return states;
}

interface ExclusionRow {
  period: SelfExclusionPeriod;
  started_at: number;
  ends_at: number | null;
  reactivation_from: number | null;
}

/** The self-exclusion in force at `now` (sign-in blocked), if any. */
export async function activeSelfExclusion(db: Queryable, userId: number, now: number): Promise<ExclusionRow | null> {
  const rows = await db.all<ExclusionRow>('SELECT period, started_at, ends_at, reactivation_from FROM self_exclusions WHERE user_id = ? ORDER BY started_at DESC', [userId]);
  return rows.find((row) => isSignInBlocked({ endsAt: row.ends_at, reactivationFrom: row.reactivation_from }, now)) ?? null;
}

export function selfExcludedError(exclusion: ExclusionRow): ApiError {
  const until = isoOrNull(exclusion.reactivation_from);
  return new ApiError(403, {
    code: errorCodes.selfExcluded,
    message: until ? `This account is self-excluded; sign-in is possible again from ${until}.` : 'This account is permanently self-excluded.',
    // Kept for older clients; the sign-in form reads the structured selfExclusion field (common.yaml ErrorBody).
    detail: until ?? '',
    selfExclusion: { period: exclusion.period, endsAt: isoOrNull(exclusion.ends_at), reactivationFrom: until },
  });
}

/**
 * §4 Sign-in sessions: who may move real money now. Every real-money action (deposit, withdrawal, transfer, bonus
 * exchange, spin, ticket sale) calls this inside the transaction that moves the money (ledger.forPlayer), so a
 * ban, a self-exclusion or the end of the session that committed a moment earlier is seen:
 *   banned                          -> 403 user_is_banned
 *   the sign-in session has ended   -> 401 token_not_valid (when the action names its session)
 *   self-excluded (§4)              -> 403 self_excluded
 */
export async function assertMayMoveMoney(db: Queryable, clock: Clock, userId: number, sessionId?: string): Promise<void> {
  const user = await db.get<{ banned: number }>('SELECT banned FROM users WHERE id = ?', [userId]);
  if (!user) throw new ApiError(404, { code: errorCodes.notFound, message: 'No such player.' });
  if (user.banned === 1) throw userIsBanned();
  if (sessionId !== undefined && !(await isSessionOpen(db, sessionId, userId))) {
    throw new ApiError(401, { code: errorCodes.tokenNotValid, message: 'Given token not valid for any token type.', detail: 'The session of this token has ended.' });
  }
  const exclusion = await activeSelfExclusion(db, userId, clock.now());
  if (exclusion) throw selfExcludedError(exclusion);
}

/**
 * Deposits counted against a deposit limit since `since` (excluded): from their creation, credited or not, unless they
 * failed (22, 40, 45). The limits of every market and the cross-operator monthly limit of a pack (sandbox/protection.ts) count so.
 */
export async function depositedSince(db: Queryable, userId: number, since: number, exceptPaymentId = 0): Promise<number> {
  return countOf(
    db,
    "SELECT COALESCE(SUM(amount_minor), 0) AS total FROM payments WHERE user_id = ? AND direction = 'deposit' AND status NOT IN (22, 40, 45) AND created_at > ? AND id <> ?",
    [userId, since, exceptPaymentId],
  );
}

/** Deposits counted against a deposit limit's rolling window. */
const depositedInWindow = (db: Queryable, userId: number, kind: keyof typeof depositWindows, now: number, exceptPaymentId = 0) =>
  depositedSince(db, userId, now - depositWindows[kind], exceptPaymentId);

/**
 * §3 deposit limits: a deposit that would pass a day, week or month limit is refused with
 * deposit_limit_exceeded. Deposits count from their creation, whether credited yet or not, unless they failed
 * (22, 40, 45). At crediting time (`crediting`: the deposit already has its row) the limits are checked again
 * with the limit in force then: a limit lowered since the deposit was made is respected (§4 Money rules under concurrency).
 */
export async function checkDepositLimits(db: Queryable, userId: number, amount: number, now: number, crediting?: { paymentId: number }): Promise<void> {
  const states = await readLimitStates(db, userId);
  for (const kind of ['deposit_day', 'deposit_week', 'deposit_month'] as const) {
    const limit = settleLimit(states[kind], now).current;
    if (limit === null) continue;
    const deposited = await depositedInWindow(db, userId, kind, now, crediting?.paymentId ?? 0);
    if (passesLimit(limit, deposited, amount)) {
      throw new ApiError(422, { code: 'deposit_limit_exceeded', message: `This deposit would pass your ${kind.replace('deposit_', '')} deposit limit of ${money(limit)}.`, detail: kind });
    }
  }
}

/**
 * Reasons of the ledger rows that make up the net loss of the loss limit, one list for every product: casino bets
 * and wins (sandbox/games/pages.ts), the prize wheel's paid spins and cash wins (sandbox/wheel/wheel-routes.ts: a
 * paid spin is a real-money bet too) and sport tickets with their refunds, wins, cash-outs and cancels
 * (sandbox/sportsbook/bets.ts). §3 Responsible-gaming limits and self-exclusion.
 */
const lossReasons = ['casino-bet', 'casino-win', 'casino-free-spin-win', 'wheel-spin', 'wheel-win', 'sport-bet', 'sport-bet-refund', 'sport-win', 'sport-cashout', 'ticket-cancel'];

/** The cash net loss of the last 30 days in minor units (bets minus wins; negative when the player is ahead). */
async function netLossMinor(db: Queryable, userId: number, now: number): Promise<number> {
  const row = await db.get<{ total: number | string | null }>(
    `SELECT COALESCE(SUM(amount_minor), 0) AS total FROM ledger_entries
     WHERE user_id = ? AND account = 'cash' AND reason IN (${lossReasons.map(() => '?').join(', ')}) AND created_at > ?`,
    [userId, ...lossReasons, now - lossWindowMs],
  );
  // Ledger debits are negative: the net loss is minus the sum of bets and wins.
  return -Number(row?.total ?? 0);
}

/**
 * The loss limit in force and how much a bet may still stake under it (never below zero), or null without a limit.
 * The same figure the placement check refuses on, so the bet slip shows what the server will accept (§5 Bet slip).
 */
export async function lossLimitRoom(db: Queryable, userId: number, now: number, states?: Record<LimitKind, LimitState>): Promise<{ limit: number; netLoss: number; left: number } | null> {
  const limit = settleLimit((states ?? (await readLimitStates(db, userId))).loss, now).current;
  if (limit === null) return null;
  const netLoss = await netLossMinor(db, userId, now);
  return { limit, netLoss, left: Math.max(0, limit - netLoss) };
}

/**
 * §3 Responsible-gaming limits and self-exclusion, loss limit: a real-money bet that could take the net loss of the last 30 days past the limit is
 * refused with loss_limit_exceeded. Called by the casino (sandbox/games/pages.ts), the wheel and the sportsbook
 * (sandbox/sportsbook/bets.ts) inside their transaction, before the bet is debited.
 */
export async function checkLossLimit(db: Queryable, clock: Clock, userId: number, betMinor: number): Promise<void> {
  const room = await lossLimitRoom(db, userId, clock.now());
  if (room && passesLossLimit(room.limit, room.netLoss, betMinor)) {
    throw new ApiError(422, {
      code: errorCodes.lossLimitExceeded,
      message: `This bet could take your net loss over 30 days past your loss limit of ${money(room.limit)}.`,
      detail: 'loss',
    });
  }
}

/** The signed-in stretches of a user that may reach into the day starting at `since` (one per login). */
async function signedInSpans(db: Queryable, userId: number, since: number, now: number): Promise<SignedInSpan[]> {
  const rows = await db.all<{ session_id: string; issued_at: number; expires_at: number; revoked_at: number | null }>(
    'SELECT session_id, issued_at, expires_at, revoked_at FROM refresh_tokens WHERE user_id = ? AND (revoked_at IS NULL OR revoked_at > ?) AND issued_at <= ?',
    [userId, since, now],
  );
  const byStart = await db.all<{ session_id: string; started: number }>(
    'SELECT session_id, MIN(issued_at) AS started FROM refresh_tokens WHERE user_id = ? GROUP BY session_id',
    [userId],
  );
  const starts = new Map(byStart.map((row) => [row.session_id, Number(row.started)]));
  const spans = new Map<string, SignedInSpan>();
  for (const row of rows) {
    // A token neither revoked nor expired is a session still open: it counts up to now.
    const end = row.revoked_at === null ? Math.min(Number(row.expires_at), now) : Number(row.revoked_at);
    const start = starts.get(row.session_id) ?? Number(row.issued_at);
    const known = spans.get(row.session_id);
    spans.set(row.session_id, { start, end: Math.max(end, known?.end ?? end) });
  }
  return [...spans.values()];
}

/**
 * §3 Responsible-gaming limits and self-exclusion, session-time limit, enforced by the server too: once the time signed in today (the market's day)
 * reaches the limit, money-moving calls (bets, deposits) are refused with session_time_limit_reached.
 */
export async function checkSessionTimeLimit(db: Queryable, { clock, market }: Pick<SandboxContext, 'clock' | 'market'>, userId: number): Promise<void> {
  const now = clock.now();
  const limit = settleLimit((await readLimitStates(db, userId)).session_time, now).current;
  if (limit === null) return;
  const dayStart = marketDayStart(now, market.utcOffsetMs);
  const signedIn = signedInMsSince(await signedInSpans(db, userId, dayStart, now), dayStart, now);
  if (passesSessionTimeLimit(limit, signedIn)) {
    throw new ApiError(422, {
      code: errorCodes.sessionTimeLimitReached,
      message: `You have been signed in for ${Math.floor(signedIn / 60_000)} min today, past your session-time limit of ${limit} min.`,
      detail: 'session_time',
    });
  }
}

const moneyAnswer = (state: LimitState, remaining: number | null) => ({
  current: state.current === null ? null : money(state.current),
  remaining: remaining === null ? null : money(remaining),
  pending: state.pendingSet && state.pendingValue !== null ? money(state.pendingValue) : null,
  pendingFrom: state.pendingSet ? isoOrNull(state.pendingFrom) : null,
});

const timeAnswer = (state: LimitState) => ({
  current: state.current,
  pending: state.pendingSet ? state.pendingValue : null,
  pendingFrom: state.pendingSet ? isoOrNull(state.pendingFrom) : null,
});

export function responsibleGamingRoutes(context: SandboxContext) {
  const routes = new Hono<SandboxEnv>();
  const auth = requireAuth(context);
  const { db, clock } = context;

  const limitsAnswer = async (userId: number, currency: string) => {
    const states = await readLimitStates(db, userId);
    const now = clock.now();
    const settled = Object.fromEntries(limitKinds.map((kind) => [kind, settleLimit(states[kind], now)])) as Record<LimitKind, LimitState>;
    // What is left of each limit, by the same sums the deposit and bet checks use (§5 Bet slip shows it where it bites).
    const depositLeft = async (kind: keyof typeof depositWindows) => {
      const limit = settled[kind].current;
      return limit === null ? null : Math.max(0, limit - (await depositedInWindow(db, userId, kind, now)));
    };
    return {
      currency,
      depositDay: moneyAnswer(settled.deposit_day, await depositLeft('deposit_day')),
      depositWeek: moneyAnswer(settled.deposit_week, await depositLeft('deposit_week')),
      depositMonth: moneyAnswer(settled.deposit_month, await depositLeft('deposit_month')),
      loss: moneyAnswer(settled.loss, (await lossLimitRoom(db, userId, now, states))?.left ?? null),
      sessionTime: timeAnswer(settled.session_time),
    };
  };

  // §4 account rules: closure and inactivity, refused at sign-in like a self-exclusion.
  routes.route('/', accountClosureRoutes(context));

  // §4: sign-in is refused during a self-exclusion and for 7 days after it; the password must be right first,
  // so the refusal tells nothing to someone who does not know it.
  routes.use('/api/accounts/login/', async (c, next) => {
    const attempt = await loginAttempt(c, db);
    if (attempt) {
      const exclusion = await activeSelfExclusion(db, attempt.user.id, clock.now());
      if (exclusion && (await verifyPassword(attempt.password, attempt.user.passwordHash))) throw selfExcludedError(exclusion);
    }
    return next();
  });

  routes.get('/api/users/responsible-gaming/limits/', auth, async (c) =>
    sendJson(c, profile.GetResponsibleGamingLimitsResponse, await limitsAnswer(c.var.user.id, c.var.user.currency)),
  );

  routes.put('/api/users/responsible-gaming/limits/', auth, validateJson(profile.UpdateResponsibleGamingLimitsBody), async (c) => {
    const body = c.req.valid('json');
    const user = c.var.user;
    const now = clock.now();
    const requests: [LimitKind, number | null | undefined][] = [
      ['deposit_day', body.deposit_day === undefined ? undefined : body.deposit_day === null ? null : parseMoney(body.deposit_day)],
      ['deposit_week', body.deposit_week === undefined ? undefined : body.deposit_week === null ? null : parseMoney(body.deposit_week)],
      ['deposit_month', body.deposit_month === undefined ? undefined : body.deposit_month === null ? null : parseMoney(body.deposit_month)],
      ['loss', body.loss === undefined ? undefined : body.loss === null ? null : parseMoney(body.loss)],
      ['session_time', body.session_time],
    ];
    for (const [kind, value] of requests) {
      // §3 Player protection by market: only the kinds the market's pack offers (the UK-like pack has no session-time limit).
      if (value !== undefined && !context.market.protection.limitKinds.includes(kind)) {
        throw new ApiError(400, { code: 'validation_error', message: 'This market offers no such limit.', errors: [{ field: kind, code: 'limit_not_offered', message: 'This market offers no such limit.' }] });
      }
      if (value !== undefined && value !== null && value <= 0) {
        throw new ApiError(400, { code: 'validation_error', message: 'A limit is above zero.', errors: [{ field: kind, code: 'min_value', message: 'A limit is above zero.' }] });
      }
    }
    // Under the player's lock: a limit change and a deposit or bet of the same player never interleave.
    await context.ledger.forPlayer(user.id, async (tx) => {
      const states = await readLimitStates(tx, user.id);
      for (const [kind, value] of requests) {
        if (value === undefined) continue;
        const next = requestLimit(states[kind], value, now, context.market.limitIncreaseDelayMs);
        await tx.run(
          `INSERT INTO responsible_limits (user_id, kind, current_value, pending_set, pending_value, pending_from) VALUES (?, ?, ?, ?, ?, ?)
           ON CONFLICT (user_id, kind) DO UPDATE SET current_value = excluded.current_value, pending_set = excluded.pending_set,
             pending_value = excluded.pending_value, pending_from = excluded.pending_from`,
          [user.id, kind, next.current, next.pendingSet ? 1 : 0, next.pendingValue, next.pendingFrom],
        );
      }
      // Setting a deposit or loss limit is a review of them (the pack's reminder counts its months from here).
      if (requests.some(([kind, value]) => value !== undefined && financialLimitKinds.includes(kind))) await noteLimitsReviewed(tx, user.id, now);
    });
    return sendJson(c, profile.UpdateResponsibleGamingLimitsResponse, await limitsAnswer(user.id, user.currency));
  });

  const exclusionAnswer = (row: ExclusionRow | null) =>
    row
      ? { active: true, period: row.period, startedAt: isoOrNull(row.started_at), endsAt: isoOrNull(row.ends_at), reactivationFrom: isoOrNull(row.reactivation_from) }
      : { active: false, period: null, startedAt: null, endsAt: null, reactivationFrom: null };

  routes.get('/api/users/responsible-gaming/self-exclusion/', auth, async (c) =>
    sendJson(c, profile.GetSelfExclusionResponse, exclusionAnswer(await activeSelfExclusion(db, c.var.user.id, clock.now()))),
  );

  routes.post('/api/users/responsible-gaming/self-exclusion/', auth, validateJson(profile.CreateSelfExclusionBody), async (c) => {
    const { period } = c.req.valid('json');
    const user = c.var.user;
    const now = clock.now();
    const endsAt = selfExclusionEnd(period, now);
    const row: ExclusionRow = { period, started_at: now, ends_at: endsAt, reactivation_from: reactivationFrom(endsAt, context.market.selfExclusionDelayMs) };
    // Under the player's lock: a deposit or bet running now finishes first, none starts after without seeing it.
    await context.ledger.forPlayer(user.id, (tx) =>
      tx.run('INSERT INTO self_exclusions (user_id, period, started_at, ends_at, reactivation_from) VALUES (?, ?, ?, ?, ?)', [
        user.id,
        row.period,
        row.started_at,
        row.ends_at,
        row.reactivation_from,
      ]),
    );
    // Signed out everywhere at once, game sessions included: no token of any session is accepted any more.
    await endOtherSessions(context, user.id, 'self-excluded');
    return sendJson(c, profile.CreateSelfExclusionResponse, exclusionAnswer(row), 201);
  });

  routes.get('/api/users/bookmakers-settings/odds-format/', auth, async (c) => {
    const row = await db.get<{ odds_format: number }>('SELECT odds_format FROM odds_formats WHERE user_id = ?', [c.var.user.id]);
    return sendJson(c, profile.GetOddsFormatResponse, { oddsFormat: (row?.odds_format ?? 0) as 0 });
  });

  routes.put('/api/users/bookmakers-settings/odds-format/', auth, validateJson(profile.UpdateOddsFormatBody), async (c) => {
    const { odds_format: oddsFormat } = c.req.valid('json');
    await db.run('INSERT INTO odds_formats (user_id, odds_format) VALUES (?, ?) ON CONFLICT (user_id) DO UPDATE SET odds_format = excluded.odds_format', [c.var.user.id, oddsFormat]);
    return sendJson(c, profile.UpdateOddsFormatResponse, { oddsFormat });
  });

  return routes;
}
