import { Hono } from 'hono';
import * as profile from '../../generated/profile/profile.zod.ts';
import { requireAuth } from '../auth/middleware.ts';
import { verifyPassword } from '../auth/passwords.ts';
import { endOtherSessions } from '../auth/sessions.ts';
import type { SandboxContext, SandboxEnv } from '../context.ts';
import type { Queryable } from '../db/database.ts';
import { ApiError, errorCodes } from '../errors.ts';
import { parseMoney } from '../money.ts';
import { findUserByLogin } from '../users.ts';
import { sendJson, validateJson } from '../validate.ts';
import { isoOrNull, marketFigures, money } from './payments-common.ts';
import type { Clock } from '../clock.ts';
import {
  isSignInBlocked,
  lossWindowMs,
  marketDayStart,
  noLimit,
  passesLossLimit,
  passesSessionTimeLimit,
  reactivationFrom,
  requestLimit,
  selfExclusionEnd,
  settleLimit,
  signedInMsSince,
  type LimitState,
  type SelfExclusionPeriod,
  type SignedInSpan,
} from './responsible-gaming-rules.ts';

/**
 * Responsible gaming (issue 5 §3): deposit limits per day, week and month, a loss limit and a session-time
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

/** Reasons of the ledger rows that make up the casino net loss (sandbox/games/pages.ts). */
const casinoLossReasons = ['casino-bet', 'casino-win', 'casino-free-spin-win'];

/**
 * Issue 5 §3 loss limit: a real-money bet that could take the net loss of the last 30 days past the limit is
 * refused with loss_limit_exceeded. Called by sandbox/games/pages.ts before the bet is debited.
 */
export async function checkLossLimit(db: Queryable, clock: Clock, userId: number, betMinor: number): Promise<void> {
  const now = clock.now();
  const limit = settleLimit((await readLimitStates(db, userId)).loss, now).current;
  if (limit === null) return;
  const row = await db.get<{ total: number | string | null }>(
    `SELECT COALESCE(SUM(amount_minor), 0) AS total FROM ledger_entries
     WHERE user_id = ? AND account = 'cash' AND reason IN (?, ?, ?) AND created_at > ?`,
    [userId, ...casinoLossReasons, now - lossWindowMs],
  );
  // Ledger debits are negative: the net loss is minus the sum of bets and wins.
  const netLoss = -Number(row?.total ?? 0);
  if (passesLossLimit(limit, netLoss, betMinor)) {
    throw new ApiError(422, {
      code: errorCodes.lossLimitExceeded,
      message: `This bet could take your net loss over 30 days past your loss limit of ${money(limit)}.`,
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
 * Issue 5 §3 session-time limit, enforced by the server too: once the time signed in today (the market's day)
 * reaches the limit, money-moving calls (bets, deposits) are refused with session_time_limit_reached.
 */
export async function checkSessionTimeLimit(db: Queryable, clock: Clock, userId: number): Promise<void> {
  const now = clock.now();
  const limit = settleLimit((await readLimitStates(db, userId)).session_time, now).current;
  if (limit === null) return;
  const dayStart = marketDayStart(now);
  const signedIn = signedInMsSince(await signedInSpans(db, userId, dayStart, now), dayStart, now);
  if (passesSessionTimeLimit(limit, signedIn)) {
    throw new ApiError(422, {
      code: errorCodes.sessionTimeLimitReached,
      message: `You have been signed in for ${Math.floor(signedIn / 60_000)} min today, past your session-time limit of ${limit} min.`,
      detail: 'session_time',
    });
  }
}

const moneyAnswer = (state: LimitState) => ({
  current: state.current === null ? null : money(state.current),
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
    return {
      currency,
      depositDay: moneyAnswer(settled.deposit_day),
      depositWeek: moneyAnswer(settled.deposit_week),
      depositMonth: moneyAnswer(settled.deposit_month),
      loss: moneyAnswer(settled.loss),
      sessionTime: timeAnswer(settled.session_time),
    };
  };

  // §4: sign-in is refused during a self-exclusion and for 7 days after it; the password must be right first,
  // so the refusal tells nothing to someone who does not know it.
  routes.use('/api/accounts/login/', async (c, next) => {
    if (c.req.method !== 'POST') return next();
    let body: unknown;
    try {
      body = JSON.parse(await c.req.text());
    } catch {
      return next();
    }
    const credentials = body as { username?: unknown; password?: unknown } | null;
    if (!credentials || typeof credentials.username !== 'string' || typeof credentials.password !== 'string' || credentials.username.length > 254) return next();
    const user = await findUserByLogin(db, credentials.username.trim());
    if (user) {
      const exclusion = await activeSelfExclusion(db, user.id, clock.now());
      if (exclusion && (await verifyPassword(credentials.password, user.passwordHash))) throw selfExcludedError(exclusion);
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
      if (value !== undefined && value !== null && value <= 0) {
        throw new ApiError(400, { code: 'validation_error', message: 'A limit is above zero.', errors: [{ field: kind, code: 'min_value', message: 'A limit is above zero.' }] });
      }
    }
    await db.transaction(async (tx) => {
      const states = await readLimitStates(tx, user.id);
      for (const [kind, value] of requests) {
        if (value === undefined) continue;
        const next = requestLimit(states[kind], value, now, marketFigures.limitIncreaseDelayMs);
        await tx.run(
          `INSERT INTO responsible_limits (user_id, kind, current_value, pending_set, pending_value, pending_from) VALUES (?, ?, ?, ?, ?, ?)
           ON CONFLICT (user_id, kind) DO UPDATE SET current_value = excluded.current_value, pending_set = excluded.pending_set,
             pending_value = excluded.pending_value, pending_from = excluded.pending_from`,
          [user.id, kind, next.current, next.pendingSet ? 1 : 0, next.pendingValue, next.pendingFrom],
        );
      }
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
    const row: ExclusionRow = { period, started_at: now, ends_at: endsAt, reactivation_from: reactivationFrom(endsAt, marketFigures.selfExclusionDelayMs) };
    await db.run('INSERT INTO self_exclusions (user_id, period, started_at, ends_at, reactivation_from) VALUES (?, ?, ?, ?, ?)', [
      user.id,
      row.period,
      row.started_at,
      row.ends_at,
      row.reactivation_from,
    ]);
    // Signed out everywhere at once: no session may be refreshed.
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
