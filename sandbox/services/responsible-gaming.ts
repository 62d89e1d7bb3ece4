import { Hono } from 'hono';
import * as profile from '../../generated/profile/profile.zod.ts';
import { requireAuth } from '../auth/middleware.ts';
import { verifyPassword } from '../auth/passwords.ts';
import { endOtherSessions } from '../auth/sessions.ts';
import type { SandboxContext, SandboxEnv } from '../context.ts';
import type { Queryable } from '../db/database.ts';
import { ApiError } from '../errors.ts';
import { parseMoney } from '../money.ts';
import { findUserByLogin } from '../users.ts';
import { sendJson, validateJson } from '../validate.ts';
import { isoOrNull, marketFigures, money } from './payments-common.ts';
import {
  isSignInBlocked,
  noLimit,
  reactivationFrom,
  requestLimit,
  selfExclusionEnd,
  settleLimit,
  type LimitState,
  type SelfExclusionPeriod,
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
  const until = exclusion.reactivation_from === null ? null : new Date(exclusion.reactivation_from).toISOString();
  return new ApiError(403, {
    code: 'self_excluded',
    message: until ? `This account is self-excluded; sign-in is possible again from ${until}.` : 'This account is permanently self-excluded.',
    // The date the sign-in form shows (empty when permanent).
    detail: until ?? '',
  });
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
