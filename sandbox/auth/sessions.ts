import { randomUUID } from 'node:crypto';
import type { SandboxContext } from '../context.ts';
import { ApiError, errorCodes } from '../errors.ts';
import { signJwt, verifyJwt } from './jwt.ts';

/**
 * Sessions: a login issues an access token (short, stateless) and a refresh token (long, recorded by its jti).
 * POST /api/accounts/refresh/ rotates: the presented refresh token is revoked and a new pair is issued in the
 * same session. A revoked (rotated or logged-out), unknown or expired refresh token is refused with
 * access_and_refresh_token_invalid (§8: session expired, sign in again).
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

async function issuePair(context: SandboxContext, userId: number, sessionId: string): Promise<SessionTokens & { refreshJti: string }> {
  const refreshJti = randomUUID();
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
  const { access, refresh } = await issuePair(context, userId, randomUUID());
  return { access, refresh };
}

const sessionExpired = () =>
  new ApiError(401, { code: errorCodes.accessAndRefreshTokenInvalid, message: 'The session has expired. Please sign in again.' });

interface RefreshRow {
  jti: string;
  user_id: number;
  session_id: string;
  revoked_at: number | null;
}

function readRefreshToken(context: SandboxContext, token: string) {
  const verification = verifyJwt(token, context.jwtSecret, context.clock.nowSeconds());
  if (!verification.valid || verification.claims.token_type !== 'refresh') return null;
  return verification.claims;
}

/** Rotates a refresh token; returns the new pair and whose it is. */
export async function rotateSession(context: SandboxContext, refreshToken: string): Promise<SessionTokens & { userId: number }> {
  const claims = readRefreshToken(context, refreshToken);
  if (!claims) throw sessionExpired();
  return context.db.transaction(async (tx) => {
    const row = await tx.get<RefreshRow>('SELECT jti, user_id, session_id, revoked_at FROM refresh_tokens WHERE jti = ?', [claims.jti]);
    if (!row || row.revoked_at !== null) throw sessionExpired();
    const next = await issuePair(context, row.user_id, row.session_id);
    await tx.run("UPDATE refresh_tokens SET revoked_at = ?, revoked_reason = 'rotated', replaced_by = ? WHERE jti = ?", [
      context.clock.now(),
      next.refreshJti,
      row.jti,
    ]);
    return { access: next.access, refresh: next.refresh, userId: row.user_id };
  });
}

/**
 * Logout: revokes every refresh token of the session the presented one belongs to. Answers quietly for a
 * token that is already revoked or expired (logging out twice is not an error); a forged token is refused.
 */
export async function endSession(context: SandboxContext, refreshToken: string): Promise<void> {
  const verification = verifyJwt(refreshToken, context.jwtSecret, context.clock.nowSeconds());
  if (!verification.valid && verification.reason !== 'expired') throw sessionExpired();
  if (verification.valid && verification.claims.token_type !== 'refresh') throw sessionExpired();
  const jti = verification.valid ? verification.claims.jti : null;
  if (!jti) return;
  const row = await context.db.get<RefreshRow>('SELECT session_id FROM refresh_tokens WHERE jti = ?', [jti]);
  if (!row) return;
  await context.db.run("UPDATE refresh_tokens SET revoked_at = ?, revoked_reason = 'logout' WHERE session_id = ? AND revoked_at IS NULL", [
    context.clock.now(),
    row.session_id,
  ]);
}

/** Revokes all of a user's sessions but `keepSessionId` (password changed or reset). */
export async function endOtherSessions(context: SandboxContext, userId: number, reason: string, keepSessionId?: string): Promise<void> {
  await context.db.run('UPDATE refresh_tokens SET revoked_at = ?, revoked_reason = ? WHERE user_id = ? AND revoked_at IS NULL AND session_id <> ?', [
    context.clock.now(),
    reason,
    userId,
    keepSessionId ?? '',
  ]);
}

export type AccessCheck = { valid: true; claims: AccessClaims } | { valid: false; expired: boolean };

export function checkAccessToken(context: SandboxContext, token: string): AccessCheck {
  const verification = verifyJwt(token, context.jwtSecret, context.clock.nowSeconds());
  if (!verification.valid) return { valid: false, expired: verification.reason === 'expired' };
  const { claims } = verification;
  if (claims.token_type !== 'access' || typeof claims.user_id !== 'number' || typeof claims.sid !== 'string') return { valid: false, expired: false };
  return { valid: true, claims: { userId: claims.user_id, sessionId: claims.sid } };
}

/** Drops refresh-token rows that expired more than a day ago. */
export async function pruneRefreshTokens(context: SandboxContext): Promise<void> {
  await context.db.run('DELETE FROM refresh_tokens WHERE expires_at < ?', [context.clock.now() - 86_400_000]);
}
