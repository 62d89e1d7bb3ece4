import { Hono } from 'hono';
import * as profile from '../../generated/profile/profile.zod.ts';
import { requireAuth } from '../auth/middleware.ts';
import { admitOrThrow, clientAddress, throttleKeys, throttleOf } from '../auth/throttle.ts';
import type { SandboxContext, SandboxEnv } from '../context.ts';
import { ApiError, errorCodes, type FieldError } from '../errors.ts';
import { roles } from '../users.ts';
import { parseWith, sendJson, validateJson } from '../validate.ts';
import { countOf, iso, requireRole } from './payments-common.ts';

/**
 * Referral codes (§7 POST api/referral/activate/; §8 referral_code_not_found, referral_code_already_activated).
 * The seeded code is FRIEND-TN-2026 (migration 200); codes are matched whatever their case. A player activates
 * a given code once. Wrong codes are throttled like sign-in (sandbox/auth/throttle.ts, 429 rate_limited with Retry-After).
 */
export function referralRoutes(context: SandboxContext) {
  const routes = new Hono<SandboxEnv>();
  const auth = requireAuth(context);
  const { db, clock } = context;
  const throttle = throttleOf(context);

  routes.post('/api/referral/activate/', auth, validateJson(profile.ActivateReferralCodeBody), async (c) => {
    const codeKey = c.req.valid('json').code.trim().toLowerCase();
    // Guessed like a password (200 guesses met no limit): wrong codes are throttled per player and per address as
    // sign-in is; a code that exists clears the player's count.
    const account = throttleKeys.referralAccount(c.var.user.id);
    const keys = [account, throttleKeys.referralAddress(clientAddress(c, context.config.trustProxy))];
    admitOrThrow(throttle, clock, keys);
    let code: { code_key: string } | undefined;
    try {
      code = await db.get<{ code_key: string }>('SELECT code_key FROM referral_codes WHERE code_key = ?', [codeKey]);
    } catch (error) {
      throttle.refund(keys);
      throw error;
    }
    if (!code) {
      throw new ApiError(404, { code: 'referral_code_not_found', message: 'Referral code not found.', errors: [{ field: 'code', code: 'referral_code_not_found' }] });
    }
    throttle.clear([account]);
    throttle.refund(keys.filter((key) => key !== account));
    const inserted = await db.run('INSERT INTO referral_activations (user_id, code_key, activated_at) VALUES (?, ?, ?) ON CONFLICT (user_id, code_key) DO NOTHING', [
      c.var.user.id,
      code.code_key,
      clock.now(),
    ]);
    if (inserted.changes === 0) {
      throw new ApiError(409, {
        code: 'referral_code_already_activated',
        message: 'This referral code is already activated.',
        errors: [{ field: 'code', code: 'referral_code_already_activated' }],
      });
    }
    return sendJson(c, profile.ActivateReferralCodeResponse, { detail: 'Referral code activated.' });
  });

  // §5 Referral site: the sites a player promotes their code on, each with a name and an http(s) link.
  const playersOnly = [auth, requireRole(roles.player)] as const;
  const toSite = (row: SiteRow) => ({ id: row.id, name: row.name, link: row.link, createdAt: iso(row.created_at) });

  routes.get('/api/referral/sites/', ...playersOnly, async (c) => {
    const rows = await db.all<SiteRow>('SELECT id, name, link, created_at FROM referral_sites WHERE user_id = ? ORDER BY created_at DESC, id DESC', [c.var.user.id]);
    return sendJson(c, profile.ListReferralSitesResponse, rows.map(toSite));
  });

  routes.post('/api/referral/sites/', ...playersOnly, validateJson(profile.CreateReferralSiteBody), async (c) => {
    const body = c.req.valid('json');
    const name = body.name.trim();
    const link = body.link.trim();
    const errors: FieldError[] = [];
    if (name === '') errors.push({ field: 'name', code: 'referral_site_name_blank', message: 'The site name cannot be blank.' });
    if (link === '') errors.push({ field: 'link', code: 'referral_site_link_blank', message: 'The site link cannot be blank.' });
    else if (!isWebLink(link)) errors.push({ field: 'link', code: 'referral_site_link_invalid', message: 'The site link is not a valid URL.' });
    if (errors.length > 0) throw new ApiError(400, { code: errors[0].code, message: errors[0].message ?? '', errors });
    const userId = c.var.user.id;
    // §5 Bounds: a player's list stays small; the same link twice is one site. Count and look-up are a read followed
    // by a write, so they run under the player's lock (sandbox/ledger.ts forPlayer): on PostgreSQL 50 simultaneous
    // requests stored 24 sites and one link three times. The unique index (migration 610) keeps the one-link rule
    // whatever path writes the row.
    const answer = await context.ledger.forPlayer(userId, async (tx) => {
      if ((await countOf(tx, 'SELECT COUNT(*) AS total FROM referral_sites WHERE user_id = ?', [userId])) >= maxSitesPerPlayer) {
        throw new ApiError(422, { code: 'referral_sites_limit', message: `At most ${maxSitesPerPlayer} sites.` });
      }
      const inserted = await tx.get<SiteRow>(
        'INSERT INTO referral_sites (user_id, name, link, created_at) VALUES (?, ?, ?, ?) ON CONFLICT (user_id, link) DO NOTHING RETURNING id, name, link, created_at',
        [userId, name, link, clock.now()],
      );
      if (!inserted) {
        throw new ApiError(409, { code: errorCodes.alreadyExists, message: 'This site is already registered.', errors: [{ field: 'link', code: errorCodes.alreadyExists }] });
      }
      return inserted;
    });
    return sendJson(c, profile.CreateReferralSiteResponse, toSite(answer), 201);
  });

  routes.delete('/api/referral/sites/:id/', ...playersOnly, async (c) => {
    const { id } = parseWith(profile.DeleteReferralSiteParams, { id: c.req.param('id') });
    // Another player's site is answered like a missing one.
    const removed = await db.run('DELETE FROM referral_sites WHERE id = ? AND user_id = ?', [id, c.var.user.id]);
    if (removed.changes === 0) throw new ApiError(404, { code: errorCodes.notFound, message: 'No such site.' });
    return c.body(null, 204);
  });

  return routes;
}

interface SiteRow {
  id: number;
  name: string;
  link: string;
  created_at: number;
}

const maxSitesPerPlayer = 20;

/** An absolute http(s) address with a host that has a dot or is localhost (what a browser opens as a site). */
export function isWebLink(text: string): boolean {
  if (/\s/.test(text)) return false;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return false;
  }
  return (url.protocol === 'http:' || url.protocol === 'https:') && (url.hostname.includes('.') || url.hostname === 'localhost') && !url.username && !url.password;
}
