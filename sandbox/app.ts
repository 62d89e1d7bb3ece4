import { Hono, type Context } from 'hono';
import { compress } from 'hono/compress';
import { cors } from 'hono/cors';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { SandboxContext, SandboxEnv } from './context.ts';
import { ApiError, errorCodes, type ErrorBody } from './errors.ts';
import { idempotencyKeyHeader, replayedHeader } from './idempotency.ts';
import { accountsRoutes } from './services/accounts.ts';
import { authThrottleRoutes } from './services/auth-throttle.ts';
import { casinoRoutes, gameClientHeader } from './services/casino.ts';
import { contentRoutes } from './services/content.ts';
import { favouritesRoutes } from './services/favourites.ts';
import { jackpotsRoutes } from './services/jackpots.ts';
import { bonusRoutes } from './services/bonus.ts';
import { kycMaxRequestBytes, kycRoutes, kycUploadPath } from './services/kyc.ts';
import { paymentsRoutes } from './services/payments.ts';
import { profileRoutes } from './services/profile.ts';
import { referralRoutes } from './services/referral.ts';
import { responsibleGamingRoutes } from './services/responsible-gaming.ts';
import { protectionRoutes } from './services/protection-routes.ts';
import { sportBetsRoutes } from './services/sport-bets.ts';
import { sportEmbedsRoutes } from './services/sport-embeds.ts';
import { transfersRoutes } from './services/transfers.ts';
import { sandboxControlRoutes } from './services/sandbox-control.ts';
import { settingsRoutes } from './services/settings.ts';
import { controlGate } from './control.ts';
import { requestBodyLimit } from '../http/body-limit.ts';
import { onPublicOrigin } from './origins.ts';
import { apiSecurityHeaders } from './security-headers.ts';
import { sportsbookBetsRoutes } from './sportsbook/bets.ts';
import { sportsbookRoutes } from './sportsbook/routes.ts';
import { wheelRoutes } from './wheel/wheel-routes.ts';

/**
 * The sandbox's HTTP app: the API services under /api/ (and the operator's other roots, `apiPathPrefixes`), the
 * test hooks under /sandbox/ (behind control.ts's gate), each answer with its security headers
 * (security-headers.ts). The front end is the site's own server's (server/site.ts), which mounts this app on
 * `apiPathPrefixes` (server.ts).
 *
 * Adding a service: write sandbox/services/<name>.ts exporting `<name>Routes(context)` that returns a
 * Hono<SandboxEnv> with its routes at their full paths (validateJson / sendJson with contract.ts schemas,
 * requireAuth, idempotency for money moves, ledger for balances), then list it in `services` below.
 */
// authThrottleRoutes comes first (§5 Sign-in throttle: a locked account's attempt reaches nothing that checks a password),
// then responsibleGamingRoutes, whose sign-in guard (self-exclusion, §4) runs before the login handler.
const services: ((context: SandboxContext) => Hono<SandboxEnv>)[] = [authThrottleRoutes, responsibleGamingRoutes, protectionRoutes, accountsRoutes, settingsRoutes, profileRoutes, casinoRoutes, favouritesRoutes, jackpotsRoutes, paymentsRoutes, transfersRoutes, kycRoutes, referralRoutes, bonusRoutes, sportBetsRoutes, sportEmbedsRoutes, sportsbookBetsRoutes, sportsbookRoutes, wheelRoutes, contentRoutes];

export const maxRequestBodyBytes = 64 * 1024;

/** The paths this app answers on the site's origin; every other path is the site's. */
export const apiPathPrefixes = ['/api/', '/content/', '/services/', '/sport-integration/', '/sandbox/'] as const;

/**
 * The writes that may change what a guest's page shows, for the site's render cache (server/site.ts): the test hooks
 * (the clock, the feed, settings). A player's writes (a bet, a favourite, a sign-in) change only that player's pages,
 * which the server never renders; forgetting on them would render every page anew at each bet (§5 Bounds).
 */
export function changesPublicContent(_method: string, path: string): boolean {
  return path.startsWith('/sandbox/');
}

export function createApp(context: SandboxContext): Hono<SandboxEnv> {
  const app = new Hono<SandboxEnv>();
  const { config, log } = context;

  // Every request is read on PUBLIC_URL, whatever Host it names (origins.ts): links and origin checks below
  // come from configuration only (§7 Links and origins). app.request (in-process tests) goes through the same door.
  const dispatch = app.fetch;
  app.fetch = (request, ...rest) => dispatch(onPublicOrigin(request, config.publicUrl), ...rest);

  app.onError((error, c) => errorToResponse(error, c, context));
  app.notFound((c) => c.json({ code: errorCodes.notFound, message: `Nothing at ${c.req.method} ${c.req.path}.` } satisfies ErrorBody, 404));

  if (config.logRequests) {
    app.use('*', async (c, next) => {
      const started = performance.now();
      await next();
      log.info(`${c.req.method} ${c.req.path} ${c.res.status} ${Math.round(performance.now() - started)}ms`);
    });
  }

  app.use('*', apiSecurityHeaders(() => ({ publicUrl: config.publicUrl, gameOrigin: config.gameOrigin, corsOrigins: config.corsOrigins })));
  // Before any route: the test hooks under /sandbox/ answer only when switched on and called with the secret.
  app.use('*', controlGate(config));

  // CORS only for the configured front-end origins (CORS_ORIGINS); the site itself is same-origin and needs none.
  const crossOrigin = cors({
    origin: (origin) => (config.corsOrigins.includes(origin) ? origin : null),
    allowHeaders: ['Authorization', 'Content-Type', 'Cache-Control', 'Pragma', idempotencyKeyHeader, gameClientHeader],
    exposeHeaders: [replayedHeader, 'Retry-After'],
    maxAge: 600,
  });
  app.use('/api/*', async (c, next) => {
    // A browser names its Origin on every cross-origin request. Without one, the CORS headers would be read by nobody,
    // and writing them before the answer exists makes each answer be copied once more (§5 Bounds: the user poll).
    if (c.req.header('Origin') !== undefined) return crossOrigin(c, next);
    await next();
    c.res.headers.append('Vary', 'Origin');
  });
  for (const prefix of ['/api/*', '/sandbox/*']) {
    app.use(prefix, async (c, next) => {
      await next();
      // Set on the answer's own headers: c.header() after the answer exists would build it anew (§5 Bounds).
      if (!c.res.headers.has('Cache-Control')) c.res.headers.set('Cache-Control', 'no-store');
    });
    app.use(prefix, compress());
  }
  // §5 Bounds: every path takes a small body (KYC uploads carry files up to 5 MB), the operator's other roots
  // (/content/, /services/, /sport-integration/: anonymous booking codes) as much as /api/: 413 before reading it.
  for (const [maxSize, applies] of [
    [maxRequestBodyBytes, (path: string) => path !== kycUploadPath],
    [kycMaxRequestBytes, (path: string) => path === kycUploadPath],
  ] as const) {
    const limit = requestBodyLimit(maxSize, (c) => c.json({ code: errorCodes.payloadTooLarge, message: `The request body exceeds ${maxSize} bytes.` } satisfies ErrorBody, 413));
    app.use('*', (c, next) => (applies(c.req.path) ? limit(c, next) : next()));
  }

  for (const service of services) app.route('/', service(context));
  app.route('/', sandboxControlRoutes(context));

  const apiNotFound = (c: Context) => c.json({ code: errorCodes.notFound, message: `Nothing at ${c.req.method} ${c.req.path}.` } satisfies ErrorBody, 404);
  app.all('/api/*', apiNotFound);
  app.all('/sandbox/*', apiNotFound);

  return app;
}

/** Expected refusals become their JSON answer; anything else is a bug: logged, and a bare 500. */
function errorToResponse(error: Error, c: Context, context: SandboxContext): Response {
  if (error instanceof ApiError) return c.json(error.body, error.status, error.headers);
  if (error instanceof HTTPException && error.status < 500) {
    const status = error.status as ContentfulStatusCode;
    return c.json({ code: String(status), message: error.message || 'Bad request.' } satisfies ErrorBody, status);
  }
  context.log.error(`${c.req.method} ${c.req.path} failed`, error);
  return c.json({ code: errorCodes.defaultMessage, message: 'Something went wrong.' } satisfies ErrorBody, 500);
}
