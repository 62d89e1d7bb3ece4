import { Hono } from 'hono';
import * as profile from '../../generated/profile/profile.zod.ts';
import { requireAuth } from '../auth/middleware.ts';
import { admitOrThrow, clientAddress, throttleKeys, throttleOf } from '../auth/throttle.ts';
import type { SandboxContext, SandboxEnv } from '../context.ts';
import { ApiError } from '../errors.ts';
import { sendJson, validateJson } from '../validate.ts';

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

  return routes;
}
