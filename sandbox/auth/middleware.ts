import { createMiddleware } from 'hono/factory';
import type { SandboxContext, SandboxEnv } from '../context.ts';
import { ApiError, errorCodes, notAuthenticated } from '../errors.ts';
import { findUserById } from '../users.ts';
import { cachedSessionOpen, cachedUser } from './access-cache.ts';
import { checkAccessToken, isSessionOpen } from './sessions.ts';

/**
 * Bearer authentication (§6). Sets c.var.user and c.var.sessionId.
 *   no Authorization header          -> 401 not_authenticated
 *   bad, expired or foreign token    -> 401 token_not_valid (the client refreshes once, then retries, §8)
 *   token of an ended session        -> 401 token_not_valid (logout, ban, self-exclusion, password change,
 *                                       refresh-token reuse end it at once, §4 Sign-in sessions; the refresh fails too)
 *   banned user                      -> 403 user_is_banned
 */
export function requireAuth(context: SandboxContext) {
  return createMiddleware<SandboxEnv>(async (c, next) => {
    const header = c.req.header('Authorization');
    if (!header) throw notAuthenticated();
    const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
    if (!match) throw tokenNotValid('The Authorization header must be "Bearer <access token>".');
    const check = checkAccessToken(context, match[1]);
    if (!check.valid) throw tokenNotValid(check.expired ? 'The access token has expired.' : 'The access token is not valid.');
    const { userId, sessionId } = check.claims;
    // Kept in memory while no write touched them (access-cache.ts): an ended session or a ban is seen at once.
    const [user, open] = await Promise.all([
      cachedUser(context, userId, () => findUserById(context.db, userId)),
      cachedSessionOpen(context, sessionId, userId, () => isSessionOpen(context.db, sessionId, userId)),
    ]);
    if (!user) throw tokenNotValid('The user of this token no longer exists.');
    // The ban is told first: its sessions are ended too, and the player should learn why.
    if (user.banned) throw userIsBanned();
    if (!open) throw tokenNotValid('The session of this token has ended.');
    c.set('user', user);
    c.set('sessionId', check.claims.sessionId);
    await next();
  });
}

function tokenNotValid(detail: string): ApiError {
  return new ApiError(401, { code: errorCodes.tokenNotValid, message: 'Given token not valid for any token type.', detail });
}

export function userIsBanned(): ApiError {
  return new ApiError(403, { code: errorCodes.userIsBanned, message: 'This account is banned.' });
}
