import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { admitOrThrow, clientAddress, registrationAddressPolicy, throttleKeys, throttleOf, type ThrottleKey } from '../auth/throttle.ts';
import { postedJson } from '../auth/login-attempt.ts';
import { verifyPassword } from '../auth/passwords.ts';
import type { SandboxContext, SandboxEnv } from '../context.ts';
import { findUserByLogin, type UserRecord } from '../users.ts';

/**
 * §5 Sign-in throttle: sign-in, registration, password reset and resend-email are throttled (sandbox/auth/throttle.ts)
 * per client address and per account or e-mail, before anything else looks at the request: listed first in
 * sandbox/app.ts, so that even the self-exclusion guard (responsible-gaming.ts), which checks the password too,
 * sees no attempt of a locked account. A refused attempt is 429 rate_limited with Retry-After.
 *
 *   sign-in        wrong passwords per account and per address (failures only; the right one clears the account)
 *   registration   attempts per address, per e-mail and per username
 *   reset, resend  requests per address and per e-mail address
 */
type Outcome = 'success' | 'failure' | 'void';

interface Guard {
  /** The keys to charge, or null when the body is not one the endpoint could act on (its validation answers). */
  keys(c: Context, body: Record<string, unknown>): Promise<{ charged: ThrottleKey[]; clearedOnSuccess: ThrottleKey[] } | null>;
  outcome(status: number): Outcome;
}

const isText = (value: unknown, max: number): value is string => typeof value === 'string' && value.trim() !== '' && value.length <= max;

/** 4xx answers that mean "this was not an attempt" (malformed, wrong media type, too large) and any 5xx. */
const notAnAttempt = (status: number) => status === 400 || status === 413 || status === 415 || status >= 500;

export function authThrottleRoutes(context: SandboxContext) {
  const routes = new Hono<SandboxEnv>();
  const throttle = throttleOf(context);
  const { db, clock, config } = context;
  const address = (c: Context) => clientAddress(c, config.trustProxy);
  const registrationsPerAddress = registrationAddressPolicy(config.registrationsPerAddressPerHour);

  const guarded = (guard: Guard): MiddlewareHandler<SandboxEnv> => {
    return async (c, next) => {
      const body = await postedJson(c);
      if (body === null || typeof body !== 'object' || Array.isArray(body)) return next();
      const keys = await guard.keys(c, body as Record<string, unknown>);
      if (!keys) return next();
      admitOrThrow(throttle, clock, keys.charged);
      await next();
      // Errors thrown further on are already answers here (app.onError), so the status says how it went.
      const outcome = guard.outcome(c.res.status);
      if (outcome === 'success') {
        throttle.clear(keys.clearedOnSuccess);
        throttle.refund(keys.charged.filter((key) => !keys.clearedOnSuccess.includes(key)));
      } else if (outcome === 'void') {
        throttle.refund(keys.charged);
      }
    };
  };

  routes.use(
    '/api/accounts/login/',
    guarded({
      keys: async (c, body) => {
        if (!isText(body.username, 150) || typeof body.password !== 'string') return null;
        const user: UserRecord | undefined = await findUserByLogin(db, body.username.trim());
        // An unknown login is throttled like a known one, so the answers do not tell which accounts exist.
        const account = throttleKeys.signInAccount(user ? { userId: user.id } : { login: body.username });
        return { charged: [account, throttleKeys.signInAddress(address(c))], clearedOnSuccess: [account] };
      },
      // 200 signed in; 403 user_is_banned or self_excluded are only told to someone who knows the password.
      outcome: (status) => (status === 200 || status === 403 ? 'success' : status === 401 ? 'failure' : 'void'),
    }),
  );

  routes.use(
    '/api/accounts/registration/',
    guarded({
      keys: async (c, body) => {
        if (!isText(body.email, 254) || !isText(body.username, 150)) return null;
        return {
          charged: [throttleKeys.registrationAddress(address(c), registrationsPerAddress), throttleKeys.registrationAccount('email', body.email), throttleKeys.registrationAccount('username', body.username)],
          clearedOnSuccess: [],
        };
      },
      outcome: (status) => (notAnAttempt(status) ? 'void' : 'failure'),
    }),
  );

  for (const [path, purpose] of [
    ['/api/accounts/password/reset/', 'password-reset'],
    ['/api/accounts/registration/resend-email/', 'resend-email'],
  ] as const) {
    routes.use(
      path,
      guarded({
        keys: async (c, body) =>
          isText(body.email, 254) ? { charged: [throttleKeys.mailAddress(purpose, address(c)), throttleKeys.mailRecipient(purpose, body.email)], clearedOnSuccess: [] } : null,
        outcome: (status) => (notAnAttempt(status) ? 'void' : 'failure'),
      }),
    );
  }

  return routes;
}

/**
 * The current password of a signed-in player (e-mail change, password change), under the same per-account
 * throttle as sign-in: a stolen session cannot be used to guess the password faster than the login form.
 */
export async function verifyCurrentPassword(context: SandboxContext, user: UserRecord, password: string): Promise<boolean> {
  const throttle = throttleOf(context);
  const keys = [throttleKeys.signInAccount({ userId: user.id })];
  admitOrThrow(throttle, context.clock, keys);
  let right: boolean;
  try {
    right = await verifyPassword(password, user.passwordHash);
  } catch (error) {
    throttle.refund(keys);
    throw error;
  }
  if (right) throttle.clear(keys);
  return right;
}
