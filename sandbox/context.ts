import type { Clock } from './clock.ts';
import type { Database } from './db/database.ts';
import type { Ledger } from './ledger.ts';
import type { UserRecord } from './users.ts';

/** Settings a running sandbox was started with (server.ts reads them from the environment). */
export interface SandboxConfig {
  accessTokenTtlSeconds: number;
  refreshTokenTtlSeconds: number;
  /** The production build to serve (rsbuild's dist/). */
  staticDir: string;
  /** Injected into index.html; unset means the page's own origin (an empty string). */
  apiBaseUrl?: string;
  /** Injected into index.html; unset means the request's host name on gameOriginPort. */
  gameOrigin?: string;
  gameOriginPort: number;
  /** Base of the links in e-mails; unset means the origin of the request that sent them. */
  publicUrl?: string;
  /** The /sandbox/* test hooks (outbox, clock, wallet adjustments...). */
  controlRoutes: boolean;
  /** Logs one line per request. */
  logRequests: boolean;
  /** Origins besides localhost ones allowed to call /api/ from a browser (CORS_ORIGINS). */
  corsOrigins: string[];
  /**
   * TRUST_PROXY: how many proxies of ours stand in front of the sandbox. 0 (default): the client address the
   * sign-in throttle uses is the socket's peer and X-Forwarded-For is ignored, since any client can write it.
   */
  trustProxy: number;
}

export interface Logger {
  info(message: string): void;
  error(message: string, error?: unknown): void;
}

/** Everything a service needs, built once per running sandbox (server.ts) and handed to each service. */
export interface SandboxContext {
  db: Database;
  clock: Clock;
  config: SandboxConfig;
  log: Logger;
  jwtSecret: string;
  ledger: Ledger;
}

/** Hono variables set by the middlewares (auth/middleware.ts). */
export interface SandboxVariables {
  user: UserRecord;
  /** The session (login) the access token belongs to. */
  sessionId: string;
}

export type SandboxEnv = { Variables: SandboxVariables };
