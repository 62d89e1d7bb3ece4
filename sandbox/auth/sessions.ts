import { randomUUID } from 'node:crypto';
import type { SandboxContext } from '../context.ts';
import type { Queryable } from '../db/database.ts';
import { ApiError, errorCodes } from '../errors.ts';
import { endGameSessions } from '../games/sessions.ts';
import { cachedClaims, sessionsChanged } from './access-cache.ts';
import { signJwt, verifyJwt } from './jwt.ts';

/**
 * Sessions: a login issues an access token (short, stateless) and a refresh token (long, recorded by its jti).
 * POST /api/accounts/refresh/ rotates: the presented refresh token is revoked and a new pair is issued in the
 * same session. A revoked (rotated or logged-out), unknown or expired refresh token is refused with
 * access_and_refresh_token_invalid (§8: session expired, sign in again).
 *
 * A session is also a row of auth_sessions (§4 Sign-in sessions). Access tokens carry its id (`sid`) and every
 * authenticated request reads the row by primary key (auth/middleware.ts), so a session ended by logout, a
 * ban, a self-exclusion or a password change is refused at once rather than when its access token runs out,
 * and the game sessions it opened end with it (games/sessions.ts). A rotated refresh token presented again
 * means two parties hold the session's tokens (one of them stole it): the whole session (the "family" of its
 * rotated tokens) is ended, whoever presented it.
 *
 * Claims follow the Django simplejwt names the operator's backend uses: token_type, user_id, jti, iat, exp;
 * `sid` names the session.
 */
export interface SessionTokens {
  access: string;
  refresh: string;
}

export interface AccessClaims {
  userId: number;
  sessionId: string;
}

type TokenType = 'access' | 'refresh';

function mint(context: SandboxContext, type: TokenType, userId: number, sessionId: string, jti: string) {
  const iat = context.clock.nowSeconds();
  const ttl = type === 'access' ? context.config.accessTokenTtlSeconds : context.config.refreshTokenTtlSeconds;
  const exp = iat + ttl;
  return { token: signJwt({ token_type: type, user_id: userId, sid: sessionId, jti, iat, exp }, context.jwtSecret), exp };
}

async function issuePair(context: SandboxContext, userId: number, sessionId: string, refreshJti: string = randomUUID()): Promise<SessionTokens & { refreshJti: string }> {
  const refresh = mint(context, 'refresh', userId, sessionId, refreshJti);
  await context.db.run('INSERT INTO refresh_tokens (jti, user_id, session_id, issued_at, expires_at) VALUES (?, ?, ?, ?, ?)', [
    refreshJti,
    userId,
    sessionId,
    context.clock.now(),
    refresh.exp * 1000,
  ]);
  const access = mint(context, 'access', userId, sessionId, randomUUID());
  return { access: access.token, refresh: refresh.token, refreshJti };
}

/** A new session for a user who just proved who they are. */
export async function startSession(context: SandboxContext, userId: number): Promise<SessionTokens> {
  const sessionId = randomUUID();
  return context.db.transaction(async (tx) => {
    await tx.run('INSERT INTO auth_sessions (id, user_id, started_at) VALUES (?, ?, ?)', [sessionId, userId, context.clock.now()]);
    const { access, refresh } = await issuePair(context, userId, sessionId);
    return { access, refresh };
  });
}

/** True while the session has not been ended (one primary-key read: it runs on every authenticated request). */
export async function isSessionOpen(db: Queryable, sessionId: string, userId?: number): Promise<boolean> {
  const row = await db.get<{ user_id: number; revoked_at: number | null }>('SELECT user_id, revoked_at FROM auth_sessions WHERE id = ?', [sessionId]);
  return row !== undefined && row.revoked_at === null && (userId === undefined || row.user_id === userId);
}

const sessionExpired = () =>
  new ApiError(401, { code: errorCodes.accessAndRefreshTokenInvalid, message: 'The session has expired. Please sign in again.' });

interface RefreshRow {
  jti: string;
  user_id: number;
  session_id: string;
  revoked_at: number | null;
  revoked_reason: string | null;
}

function readRefreshToken(context: SandboxContext, token: string) {
  const verification = verifyJwt(token, context.jwtSecret, context.clock.nowSeconds());
  if (!verification.valid || verification.claims.token_type !== 'refresh') return null;
  return verification.claims;
}

/**
 * Ends sessions: their rows, their refresh tokens and the game sessions they opened. `which` picks them: one
 * session, or all of a user's but one (or all).
 */
async function endSessions(
  context: SandboxContext,
  which: { sessionId: string } | { userId: number; keepSessionId?: string },
  reason: string,
): Promise<void> {
  const now = context.clock.now();
  const { db } = context;
  sessionsChanged(context);
  if ('sessionId' in which) {
    await db.run('UPDATE auth_sessions SET revoked_at = ?, revoked_reason = ? WHERE id = ? AND revoked_at IS NULL', [now, reason, which.sessionId]);
    await db.run('UPDATE refresh_tokens SET revoked_at = ?, revoked_reason = ? WHERE session_id = ? AND revoked_at IS NULL', [now, reason, which.sessionId]);
    endGameSessions(context, { authSessionIds: [which.sessionId] });
    return;
  }
  const keep = which.keepSessionId ?? '';
  await db.run('UPDATE auth_sessions SET revoked_at = ?, revoked_reason = ? WHERE user_id = ? AND revoked_at IS NULL AND id <> ?', [now, reason, which.userId, keep]);
  await db.run('UPDATE refresh_tokens SET revoked_at = ?, revoked_reason = ? WHERE user_id = ? AND revoked_at IS NULL AND session_id <> ?', [now, reason, which.userId, keep]);
  endGameSessions(context, { userId: which.userId, exceptAuthSessionId: which.keepSessionId });
}

/** Rotates a refresh token; returns the new pair and whose it is. */
export async function rotateSession(context: SandboxContext, refreshToken: string): Promise<SessionTokens & { userId: number }> {
  const claims = readRefreshToken(context, refreshToken);
  if (!claims) throw sessionExpired();
  const outcome = await context.db.transaction(async (tx): Promise<{ reused: string } | (SessionTokens & { userId: number }) | null> => {
    const row = await tx.get<RefreshRow>('SELECT jti, user_id, session_id, revoked_at, revoked_reason FROM refresh_tokens WHERE jti = ?', [claims.jti]);
    if (!row) return null;
    if (row.revoked_at !== null) return row.revoked_reason === 'rotated' ? { reused: row.session_id } : null;
    if (!(await isSessionOpen(tx, row.session_id, row.user_id))) return null;
    const nextJti = randomUUID();
    // One statement decides which of two simultaneous rotations of the same token wins; the other is a reuse.
    const rotated = await tx.run("UPDATE refresh_tokens SET revoked_at = ?, revoked_reason = 'rotated', replaced_by = ? WHERE jti = ? AND revoked_at IS NULL", [
      context.clock.now(),
      nextJti,
      row.jti,
    ]);
    if (rotated.changes !== 1) return { reused: row.session_id };
    const next = await issuePair(context, row.user_id, row.session_id, nextJti);
    return { access: next.access, refresh: next.refresh, userId: row.user_id };
  });
  if (outcome === null) throw sessionExpired();
  if ('reused' in outcome) {
    // Ended outside the transaction above, so that refusing the request does not roll the ending back.
    await endSessions(context, { sessionId: outcome.reused }, 'refresh-token-reused');
    throw sessionExpired();
  }
  return outcome;
}

/**
 * Logout: ends the session the presented refresh token belongs to. Answers quietly for a token that is already
 * revoked or expired (logging out twice is not an error); a forged token is refused.
 */
export async function endSession(context: SandboxContext, refreshToken: string): Promise<void> {
  const verification = verifyJwt(refreshToken, context.jwtSecret, context.clock.nowSeconds());
  if (!verification.valid && verification.reason !== 'expired') throw sessionExpired();
  if (verification.valid && verification.claims.token_type !== 'refresh') throw sessionExpired();
  const jti = verification.valid ? verification.claims.jti : null;
  if (!jti) return;
  const row = await context.db.get<RefreshRow>('SELECT session_id FROM refresh_tokens WHERE jti = ?', [jti]);
  if (!row) return;
  await endSessions(context, { sessionId: row.session_id }, 'logout');
}

/**
 * Ends all of a user's sessions but `keepSessionId` (password changed: the session that changed it stays), or
 * all of them (password reset, self-exclusion, ban), with the game sessions they opened.
 */
export async function endOtherSessions(context: SandboxContext, userId: number, reason: string, keepSessionId?: string): Promise<void> {
  await endSessions(context, { userId, keepSessionId }, reason);
}

export type AccessCheck = { valid: true; claims: AccessClaims } | { valid: false; expired: boolean };

export function checkAccessToken(context: SandboxContext, token: string): AccessCheck {
  const nowSeconds = context.clock.nowSeconds();
  // The signature and shape are checked once per token (access-cache.ts); the expiry on every call.
  const known = cachedClaims(context, token, () => {
    const verification = verifyJwt(token, context.jwtSecret, nowSeconds);
    if (!verification.valid) return null;
    const { claims } = verification;
    if (claims.token_type !== 'access' || typeof claims.user_id !== 'number' || typeof claims.sid !== 'string') return null;
    return { userId: claims.user_id, sessionId: claims.sid, exp: claims.exp };
  });
  if (!known) {
    const verification = verifyJwt(token, context.jwtSecret, nowSeconds);
    return { valid: false, expired: !verification.valid && verification.reason === 'expired' };
  }
  if (known.exp <= nowSeconds) return { valid: false, expired: true };
  return { valid: true, claims: { userId: known.userId, sessionId: known.sessionId } };
}

/**
 * Drops refresh-token rows that expired more than a day ago, and the sessions left without any (their refresh
 * tokens, hence their access tokens, have expired) or ended more than a day ago: a token naming a session that
 * has no row is refused.
 */
export async function pruneRefreshTokens(context: SandboxContext): Promise<void> {
  const dayAgo = context.clock.now() - 86_400_000;
  sessionsChanged(context);
  await context.db.run('DELETE FROM refresh_tokens WHERE expires_at < ?', [dayAgo]);
  await context.db.run(
    'DELETE FROM auth_sessions WHERE (revoked_at IS NOT NULL AND revoked_at < ?) OR (started_at < ? AND NOT EXISTS (SELECT 1 FROM refresh_tokens WHERE refresh_tokens.session_id = auth_sessions.id))',
    [dayAgo, dayAgo],
  );
}
