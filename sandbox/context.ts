import type { Clock } from './clock.ts';
import type { Database } from './db/database.ts';
import type { Ledger } from './ledger.ts';
import type { MarketFigures } from './market.ts';
import type { UserRecord } from './users.ts';

/** Settings a running sandbox was started with (server.ts reads them from the environment). */
export interface SandboxConfig {
  accessTokenTtlSeconds: number;
  refreshTokenTtlSeconds: number;
  /**
   * The game origin as browsers reach it (GAME_ORIGIN, default http://localhost:<gameOriginPort>): written into
   * the page's settings by the site's server, the base of game and image URLs. Never taken from a request (§7 Links and origins).
   */
  gameOrigin: string;
  gameOriginPort: number;
  /**
   * The site's origin as players reach it (PUBLIC_URL, default http://localhost:<port>): the links in e-mails, the
   * origin game pages post to and allow as frame ancestor, and what every request's URL is read as (app.ts), so
   * a forged Host header never reaches a link (§7 Links and origins). https here turns HSTS on.
   */
  publicUrl: string;
  /** The /sandbox/* test hooks (outbox, clock, wallet adjustments...): off unless SANDBOX_CONTROL=1 (control.ts). */
  controlRoutes: boolean;
  /** The per-start secret every test-hook call carries in the X-Sandbox-Control header (control.ts). */
  controlSecret: string;
  /** Logs one line per request. */
  logRequests: boolean;
  /** The only origins allowed to call /api/ from a browser (CORS_ORIGINS); the site's own origin needs none. */
  corsOrigins: string[];
  /**
   * TRUST_PROXY: how many proxies of ours stand in front of the sandbox. 0 (default): the client address the
   * sign-in throttle uses is the socket's peer and X-Forwarded-For is ignored, since any client can write it.
   */
  trustProxy: number;
  /** STREAMS_PER_ADDRESS: live streams one client address may hold open at once (sportsbook/stream.ts). */
  streamsPerAddress: number;
  /** REGISTRATIONS_PER_ADDRESS_PER_HOUR: registrations one client address may make an hour (auth/throttle.ts). */
  registrationsPerAddressPerHour: number;
  /**
   * The exclusion register the market's pack names, as the sandbox reaches it (§3 Player protection by market):
   * its stand-in's origin (sandbox/exclusion-register.ts), or EXCLUSION_REGISTER_URL; '' when the pack names none.
   */
  exclusionRegisterOrigin: string;
  /**
   * The central deposit file of the pack's cross-operator monthly limit (§3 Player protection by market): its
   * stand-in's origin (sandbox/deposit-file.ts), or DEPOSIT_FILE_URL; '' when the pack has no such limit.
   */
  depositFileOrigin: string;
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
  /** The served market's §9 figures this sandbox enforces (market.ts); a test may start a sandbox with others. */
  market: MarketFigures;
}

/** Hono variables set by the middlewares (auth/middleware.ts). */
export interface SandboxVariables {
  user: UserRecord;
  /** The session (login) the access token belongs to. */
  sessionId: string;
}

export type SandboxEnv = { Variables: SandboxVariables };
