import { Hono } from 'hono';
import * as profile from '../../generated/profile/profile.zod.ts';
import { requireAuth } from '../auth/middleware.ts';
import type { SandboxContext, SandboxEnv } from '../context.ts';
import { ApiError } from '../errors.ts';
import { sendJson, validateJson } from '../validate.ts';

/**
 * Referral codes (§7 POST api/referral/activate/; §8 referral_code_not_found, referral_code_already_activated).
 * The seeded code is FRIEND-TN-2026 (migration 200); codes are matched whatever their case. A player activates
 * a given code once.
 */
export function referralRoutes(context: SandboxContext) {
  const routes = new Hono<SandboxEnv>();
  const auth = requireAuth(context);
  const { db, clock } = context;

  routes.post('/api/referral/activate/', auth, validateJson(profile.ActivateReferralCodeBody), async (c) => {
    const codeKey = c.req.valid('json').code.trim().toLowerCase();
    const code = await db.get<{ code_key: string }>('SELECT code_key FROM referral_codes WHERE code_key = ?', [codeKey]);
    if (!code) {
      throw new ApiError(404, { code: 'referral_code_not_found', message: 'Referral code not found.', errors: [{ field: 'code', code: 'referral_code_not_found' }] });
    }
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
