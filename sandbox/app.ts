import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { compress } from 'hono/compress';
import { cors } from 'hono/cors';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { SandboxContext, SandboxEnv } from './context.ts';
import { ApiError, errorCodes, type ErrorBody } from './errors.ts';
import { idempotencyKeyHeader, replayedHeader } from './idempotency.ts';
import { accountsRoutes } from './services/accounts.ts';
import { casinoRoutes } from './services/casino.ts';
import { favouritesRoutes } from './services/favourites.ts';
import { jackpotsRoutes } from './services/jackpots.ts';
import { bonusRoutes } from './services/bonus.ts';
import { kycMaxRequestBytes, kycRoutes, kycUploadPath } from './services/kyc.ts';
import { paymentsRoutes } from './services/payments.ts';
import { profileRoutes } from './services/profile.ts';
import { referralRoutes } from './services/referral.ts';
import { responsibleGamingRoutes } from './services/responsible-gaming.ts';
import { sportBetsRoutes } from './services/sport-bets.ts';
import { transfersRoutes } from './services/transfers.ts';
import { sandboxControlRoutes } from './services/sandbox-control.ts';
import { settingsRoutes } from './services/settings.ts';
import { staticSite } from './static.ts';
import { sportsbookRoutes } from './sportsbook/routes.ts';

/**
 * The sandbox's HTTP app: the API services under /api/, the test hooks under /sandbox/, and the production
 * front end for every other GET.
 *
 * Adding a service: write sandbox/services/<name>.ts exporting `<name>Routes(context)` that returns a
 * Hono<SandboxEnv> with its routes at their full paths (validateJson / sendJson with contract.ts schemas,
 * requireAuth, idempotency for money moves, ledger for balances), then list it in `services` below.
 */
// responsibleGamingRoutes comes first: its sign-in guard (self-exclusion, §4) runs before the login handler.
const services: ((context: SandboxContext) => Hono<SandboxEnv>)[] = [responsibleGamingRoutes, accountsRoutes, settingsRoutes, profileRoutes, casinoRoutes, favouritesRoutes, jackpotsRoutes, paymentsRoutes, transfersRoutes, kycRoutes, referralRoutes, bonusRoutes, sportBetsRoutes, sportsbookRoutes];

export const maxRequestBodyBytes = 64 * 1024;

const localHostnames = new Set(['localhost', '127.0.0.1', '[::1]']);

export function createApp(context: SandboxContext): Hono<SandboxEnv> {
  const app = new Hono<SandboxEnv>();
  const { config, log } = context;

  app.onError((error, c) => errorToResponse(error, c, context));
  app.notFound((c) => c.json({ code: errorCodes.notFound, message: `Nothing at ${c.req.method} ${c.req.path}.` } satisfies ErrorBody, 404));

  if (config.logRequests) {
    app.use('*', async (c, next) => {
      const started = performance.now();
      await next();
      log.info(`${c.req.method} ${c.req.path} ${c.res.status} ${Math.round(performance.now() - started)}ms`);
    });
  }

  app.use('*', async (c, next) => {
    await next();
    c.header('X-Content-Type-Options', 'nosniff');
    c.header('Referrer-Policy', 'strict-origin-when-cross-origin');
  });

  for (const prefix of ['/api/*', '/sandbox/*']) {
    app.use(
      prefix,
      cors({
        // The front end's dev server and tests run on other localhost ports; production shares the origin.
        origin: (origin) => (isAllowedOrigin(origin, config.corsOrigins) ? origin : null),
        allowHeaders: ['Authorization', 'Content-Type', 'Cache-Control', 'Pragma', idempotencyKeyHeader],
        exposeHeaders: [replayedHeader, 'Retry-After'],
        maxAge: 600,
      }),
    );
    app.use(prefix, async (c, next) => {
      await next();
      if (!c.res.headers.has('Cache-Control')) c.header('Cache-Control', 'no-store');
    });
    app.use(prefix, compress());
    // KYC uploads carry files up to 5 MB; every other body stays small.
    for (const [maxSize, applies] of [
      [maxRequestBodyBytes, (path: string) => path !== kycUploadPath],
      [kycMaxRequestBytes, (path: string) => path === kycUploadPath],
    ] as const) {
      const limit = bodyLimit({
        maxSize,
        onError: (c) => c.json({ code: errorCodes.payloadTooLarge, message: `The request body exceeds ${maxSize} bytes.` } satisfies ErrorBody, 413),
      });
      app.use(prefix, (c, next) => (applies(c.req.path) ? limit(c, next) : next()));
    }
  }

  for (const service of services) app.route('/', service(context));
  if (config.controlRoutes) app.route('/', sandboxControlRoutes(context));

  const apiNotFound = (c: Context) => c.json({ code: errorCodes.notFound, message: `Nothing at ${c.req.method} ${c.req.path}.` } satisfies ErrorBody, 404);
  app.all('/api/*', apiNotFound);
  app.all('/sandbox/*', apiNotFound);

  const site = staticSite({
    staticDir: config.staticDir,
    log,
    runtimeConfig: (c) => {
      const url = new URL(c.req.url);
      return {
        // Empty: the API is on the page's own origin.
        apiBaseUrl: config.apiBaseUrl ?? '',
        gameOrigin: config.gameOrigin ?? `${url.protocol}//${url.hostname}:${config.gameOriginPort}`,
      };
    },
  });
  app.get('*', (c) => site(c));
  return app;
}

function isAllowedOrigin(origin: string, extra: readonly string[]): boolean {
  if (extra.includes(origin)) return true;
  try {
    const url = new URL(origin);
    return (url.protocol === 'http:' || url.protocol === 'https:') && localHostnames.has(url.hostname);
  } catch {
    return false;
  }
}

/** Expected refusals become their JSON answer; anything else is a bug: logged, and a bare 500. */
function errorToResponse(error: Error, c: Context, context: SandboxContext): Response {
  if (error instanceof ApiError) return c.json(error.body, error.status);
  if (error instanceof HTTPException && error.status < 500) {
    const status = error.status as ContentfulStatusCode;
    return c.json({ code: String(status), message: error.message || 'Bad request.' } satisfies ErrorBody, status);
  }
  context.log.error(`${c.req.method} ${c.req.path} failed`, error);
  return c.json({ code: errorCodes.defaultMessage, message: 'Something went wrong.' } satisfies ErrorBody, 500);
}
