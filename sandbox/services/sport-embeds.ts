import { createHash, randomBytes } from 'node:crypto';
import { Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import * as sport from '../../generated/sport/sport.zod.ts';
import sportEmbeds from '../../config/sport-embeds/index.ts';
import { requireAuth, userIsBanned } from '../auth/middleware.ts';
import { isSessionOpen } from '../auth/sessions.ts';
import type { SandboxContext, SandboxEnv } from '../context.ts';
import { ApiError, errorCodes, validationError } from '../errors.ts';
import { findUserById, roles } from '../users.ts';
import { sendJson } from '../validate.ts';
import { iso, requireRole } from './payments-common.ts';

/**
 * The embedded sport pages' tokens (§3 Sport token; §7 POST api/integrations/{provider}/login and the sport token
 * call GET api/sport/token/), and the door they open: the sport integration's session and ticket calls accept a
 * token in the `Sport-Token` header in place of the site's bearer token, so an embed places bets through the same
 * placement service, ledger, limits and idempotency as the native slip.
 *
 * Who asks: a signed-in player (role P) only; a guest 401 (the site shows '-' and never calls), an agent or a
 * cashier 403. Each call makes a new token for the caller alone. A token belongs to the sign-in session it was
 * made in and ends with it (sign-out, ban, self-exclusion revoke that session), besides its own expiry.
 */

export const sportTokenHeader = 'Sport-Token';
/** Long enough for a page visit, short enough that a leaked token soon dies; the site renews before expiry. */
export const sportEmbedTokenTtlMs = 15 * 60_000;

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** Providers whose token comes from the integration login, and the embed the sport token call serves. */
const loginProviders = new Set<string>(sportEmbeds.filter((embed) => embed.token.source === 'integration-login').map((embed) => embed.id));
const sportTokenProvider = sportEmbeds.find((embed) => embed.token.source === 'sport-token')?.id ?? 'sport';

const tokenTtl = new WeakMap<SandboxContext, number>();
const ttlOf = (context: SandboxContext) => tokenTtl.get(context) ?? sportEmbedTokenTtlMs;

async function issueToken(context: SandboxContext, userId: number, sessionId: string, provider: string) {
  const token = randomBytes(24).toString('base64url');
  const now = context.clock.now();
  const expiresAt = now + ttlOf(context);
  await context.db.run('INSERT INTO sport_embed_tokens (token_hash, user_id, session_id, provider, expires_at, created_at) VALUES (?, ?, ?, ?, ?, ?)', [hashToken(token), userId, sessionId, provider, expiresAt, now]);
  return { token, expiresAt: iso(expiresAt) };
}

function sportTokenNotValid(detail: string): ApiError {
  return new ApiError(401, { code: errorCodes.tokenNotValid, message: 'This sport token is not valid.', detail });
}

/**
 * The sport integration's authentication: a `Sport-Token` header (an embed's token) or, without one, the site's
 * bearer token (requireAuth). Sets c.var.user and c.var.sessionId like requireAuth, the session being the one the
 * token was made in, so every money rule that looks at the session (assertMayMoveMoney) applies unchanged.
 */
export function requireAuthOrSportToken(context: SandboxContext) {
  const bearer = requireAuth(context);
  return createMiddleware<SandboxEnv>(async (c, next) => {
    const token = c.req.header(sportTokenHeader);
    if (token === undefined) return bearer(c, next);
    if (!/^[A-Za-z0-9_-]{16,64}$/.test(token)) throw sportTokenNotValid('Malformed sport token.');
    const row = await context.db.get<{ user_id: number; session_id: string; provider: string; expires_at: number }>('SELECT user_id, session_id, provider, expires_at FROM sport_embed_tokens WHERE token_hash = ?', [hashToken(token)]);
    if (!row) throw sportTokenNotValid('Unknown sport token.');
    if (row.expires_at <= context.clock.now()) throw sportTokenNotValid('The sport token has expired.');
    const [user, open] = await Promise.all([findUserById(context.db, row.user_id), isSessionOpen(context.db, row.session_id, row.user_id)]);
    if (!user) throw sportTokenNotValid('The user of this token no longer exists.');
    if (user.banned) throw userIsBanned();
    if (!open) throw sportTokenNotValid('The session of this sport token has ended.');
    c.set('user', user);
    c.set('sessionId', row.session_id);
    await next();
    // A ticket placed through an embed shows that embed as its provider in bet history (§3 Bet history item).
    if (c.req.path === '/sport-integration/ticket/placement' && c.res.status === 200) {
      const placed = (await c.res.clone().json()) as { id?: unknown };
      if (typeof placed.id === 'number') await context.db.run('UPDATE sport_tickets SET provider = ? WHERE id = ? AND user_id = ?', [row.provider, placed.id, user.id]);
    }
  });
}

/** The body of the login call: absent, empty or { lang }. */
async function readLoginBody(text: string): Promise<void> {
  if (text.trim() === '') return;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw validationError([{ field: 'non_field_errors', code: 'parse_error', message: 'The body is not JSON.' }]);
  }
  if (!sport.LoginSportProviderBody.strict().safeParse(parsed).success) throw validationError([{ field: 'lang', code: 'invalid', message: 'Only lang, a language code.' }]);
}

export function sportEmbedsRoutes(context: SandboxContext) {
  const routes = new Hono<SandboxEnv>();
  const auth = requireAuth(context);
  const playerOnly = requireRole(roles.player);

  routes.post('/api/integrations/:provider/login', auth, playerOnly, async (c) => {
    const provider = c.req.param('provider');
    if (!loginProviders.has(provider)) throw new ApiError(404, { code: errorCodes.notFound, message: 'No such sport provider.' });
    await readLoginBody(await c.req.text());
    return sendJson(c, sport.LoginSportProviderResponse, await issueToken(context, c.var.user.id, c.var.sessionId, provider));
  });

  routes.get('/api/sport/token/', auth, playerOnly, async (c) => sendJson(c, sport.GetSportTokenResponse, await issueToken(context, c.var.user.id, c.var.sessionId, sportTokenProvider)));

  if (context.config.controlRoutes) {
    /** How long new embed tokens live (the e2e renewal test shortens it). */
    routes.put('/sandbox/sport-embeds/token-ttl', async (c) => {
      const body = (await c.req.json().catch(() => null)) as { ttlMs?: unknown } | null;
      const ttlMs = body?.ttlMs;
      if (typeof ttlMs !== 'number' || !Number.isInteger(ttlMs) || ttlMs < 10_000 || ttlMs > 86_400_000) throw validationError([{ field: 'ttlMs', code: 'invalid', message: 'Milliseconds, 10 000 to 86 400 000.' }]);
      tokenTtl.set(context, ttlMs);
      return c.json({ ttlMs });
    });
  }

  return routes;
}
