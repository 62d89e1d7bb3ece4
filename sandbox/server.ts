import type { AddressInfo } from 'node:net';
import { createServer, type Server as NodeServer } from 'node:http';
import { getRequestListener } from '@hono/node-server';
import type { Hono } from 'hono';
import { apiPathPrefixes, changesPublicContent, createApp } from './app.ts';
import { clockFromEnvironment, createClock, type Clock } from './clock.ts';
import type { Logger, SandboxConfig, SandboxContext, SandboxEnv } from './context.ts';
import { openDatabase } from './db/database.ts';
import { migrate } from './db/migrate.ts';
import { loadOrCreateSecret, seed } from './db/seed.ts';
import { createGameOriginApp } from './game-origin.ts';
import { createDepositFileApp } from './deposit-file.ts';
import { createExclusionRegisterApp } from './exclusion-register.ts';
import { rememberSiteUrl } from './games/site-origin.ts';
import { startGameUpkeep } from './games/upkeep.ts';
import { createLedger } from './ledger.ts';
import { heldInPayoutsMinor } from './services/payout-rules.ts';
import { marketFiguresOf, servedMarket } from './market.ts';
import type { MarketInput } from '../schemas/config/market.ts';
import { checkControlSecret, generateControlSecret, isLoopbackHost } from './control.ts';
import { keepIdleConnectionsOpen } from '../http/keep-alive.ts';
import { originList, originSetting } from '../http/origins.ts';
import { pruneRefreshTokens } from './auth/sessions.ts';
import { throttlePolicies } from './auth/throttle.ts';
import { stopSportsbookFeed } from './sportsbook/feed.ts';
import { defaultStreamsPerAddress } from './sportsbook/stream.ts';

/**
 * The sandbox alone: a stateful stand-in for the operator's backend (DESIGN "The sandbox"), its API app and its game
 * origin's server. It knows nothing of the site's server: `npm start` (scripts/start.ts) opens it, mounts `api` in the
 * site's server (server/main.ts) on the paths it claims and tells it the site's address once the site listens
 * (docs/architecture.md "The site's own server").
 *
 *   await openSandbox({ dataDir, gameOriginPort: 0 })   then sandbox.siteListening(url); close() when done
 */
export interface SandboxOptions {
  /** The game origin's port (default 3001, the site's port + 1 under npm start); 0 picks a free one. */
  gameOriginPort?: number;
  /** Interface to listen on (default 127.0.0.1, this machine only; HOST=0.0.0.0 opens it to the network). */
  hostname?: string;
  /** Folder of the SQLite database and uploaded files (default ./data). */
  dataDir?: string;
  accessTokenTtlSeconds?: number;
  refreshTokenTtlSeconds?: number;
  /** The game origin as browsers reach it (default http://localhost:<gameOriginPort>). */
  gameOrigin?: string;
  /** The site's origin as players reach it (default the site's address once it listens): links in e-mails, HSTS when https. */
  publicUrl?: string;
  /** A postgres:// or postgresql:// URL: keep the tables on that PostgreSQL server instead of SQLite under dataDir. */
  databaseUrl?: string;
  /** Connections in the PostgreSQL pool (default 10; 1 for a single-session server such as PGlite's socket server). */
  databasePoolSize?: number;
  /** A clock the caller controls (tests); default: real time shifted by SANDBOX_NOW_OFFSET_MS when from the environment. */
  clock?: Clock;
  /** The /sandbox/* test hooks (default false): only on a loopback hostname, and each call needs controlSecret. */
  controlRoutes?: boolean;
  /** The secret of the X-Sandbox-Control header (default: made up at random for this start). */
  controlSecret?: string;
  logRequests?: boolean;
  corsOrigins?: string[];
  /** Proxies of ours in front (TRUST_PROXY, default 0): only then is X-Forwarded-For read for the client address. */
  trustProxy?: number;
  /** Live streams one client address may hold open at once (STREAMS_PER_ADDRESS, default 40). */
  streamsPerAddress?: number;
  /** Registrations one client address may make an hour (REGISTRATIONS_PER_ADDRESS_PER_HOUR, default 5). */
  registrationsPerAddressPerHour?: number;
  /** Where log lines go (default the console); false silences them. */
  log?: Logger | false;
  /** Same as log: false. */
  quiet?: boolean;
  /** The market whose §9 figures are enforced (default the one config/app.ts serves): tests change a figure here. */
  market?: MarketInput;
  /**
   * The port of the exclusion register's stand-in, started when the market's pack names a register (§3 Player
   * protection by market; default 3002, the site's port + 2 under npm start); 0 picks a free one.
   */
  exclusionRegisterPort?: number;
  /** A register of the operator's own instead of the stand-in (EXCLUSION_REGISTER_URL): nothing is started. */
  exclusionRegisterUrl?: string;
  /**
   * The port of the central deposit file's stand-in, started when the market's pack has a cross-operator monthly
   * deposit limit (§3 Player protection by market; default 3003, the site's port + 3 under npm start); 0 picks a free one.
   */
  depositFilePort?: number;
  /** A central deposit file of the operator's own instead of the stand-in (DEPOSIT_FILE_URL): nothing is started. */
  depositFileUrl?: string;
}

/**
 * An open sandbox. `api` has the shape of the site's `MountedApi` (server/site.ts) without naming it: the paths it
 * claims, its fetch, and which successful writes change what a guest's page shows (its test hooks).
 */
export interface OpenSandbox {
  clock: Clock;
  context: SandboxContext;
  /** The API alone (in-process calls: app.request). */
  app: Hono<SandboxEnv>;
  api: {
    prefixes: readonly string[];
    fetch: (request: Request, env?: unknown) => Response | Promise<Response>;
    changesPublicContent: (method: string, path: string) => boolean;
  };
  /** The game origin as browsers reach it (GAME_ORIGIN, else gameOriginUrl). */
  gameOrigin: string;
  /** http://localhost:<gameOriginPort> */
  gameOriginUrl: string;
  gameOriginPort: number;
  /** The exclusion register's stand-in as the sandbox reaches it ('' when none was started). */
  exclusionRegisterUrl: string;
  /** The central deposit file's stand-in as the sandbox reaches it ('' when none was started). */
  depositFileUrl: string;
  /**
   * The site that serves this API listens at `url`: the public URL when none was configured, the origin of lobby
   * links, and the timer that prunes game sessions starts (§5 Bounds).
   */
  siteListening(url: string): void;
  close(): Promise<void>;
}

export const defaults = {
  gameOriginPort: 3001,
  exclusionRegisterPort: 3002,
  depositFilePort: 3003,
  hostname: '127.0.0.1',
  dataDir: './data',
  accessTokenTtlSeconds: 300,
  refreshTokenTtlSeconds: 7 * 24 * 3600,
};

const consoleLogger: Logger = {
  info: (message) => console.log(message),
  error: (message, error) => console.error(message, error ?? ''),
};
const silentLogger: Logger = { info: () => {}, error: () => {} };

export async function openSandbox(options: SandboxOptions = {}): Promise<OpenSandbox> {
  const log = options.log === false || options.quiet ? silentLogger : (options.log ?? consoleLogger);
  const clock = options.clock ?? createClock();
  const hostname = options.hostname ?? defaults.hostname;
  const controlRoutes = options.controlRoutes ?? false;
  // §6 Test hooks: the hooks read every e-mail and mint money; only this machine may ever reach them.
  if (controlRoutes && !isLoopbackHost(hostname)) {
    throw new Error(`SANDBOX_CONTROL=1 needs a loopback HOST (127.0.0.1, ::1 or localhost), got "${hostname}": the test hooks must never face a network.`);
  }
  const config: SandboxConfig = {
    accessTokenTtlSeconds: options.accessTokenTtlSeconds ?? defaults.accessTokenTtlSeconds,
    refreshTokenTtlSeconds: options.refreshTokenTtlSeconds ?? defaults.refreshTokenTtlSeconds,
    // Both origins are final once the ports are known (below, and siteListening); checked now so a typo stops the start at once.
    gameOrigin: options.gameOrigin === undefined ? '' : originSetting('GAME_ORIGIN', options.gameOrigin),
    gameOriginPort: options.gameOriginPort ?? defaults.gameOriginPort,
    publicUrl: options.publicUrl === undefined ? '' : originSetting('PUBLIC_URL', options.publicUrl),
    controlRoutes,
    controlSecret: options.controlSecret === undefined ? generateControlSecret() : checkControlSecret(options.controlSecret),
    logRequests: options.logRequests ?? false,
    corsOrigins: originList('CORS_ORIGINS', options.corsOrigins ?? []),
    trustProxy: options.trustProxy ?? 0,
    streamsPerAddress: options.streamsPerAddress ?? defaultStreamsPerAddress,
    registrationsPerAddressPerHour: options.registrationsPerAddressPerHour ?? throttlePolicies.registrationAddress.free,
    exclusionRegisterOrigin: options.exclusionRegisterUrl === undefined ? '' : originSetting('EXCLUSION_REGISTER_URL', options.exclusionRegisterUrl),
    depositFileOrigin: options.depositFileUrl === undefined ? '' : originSetting('DEPOSIT_FILE_URL', options.depositFileUrl),
  };

  const db = await openDatabase({ dataDir: options.dataDir ?? defaults.dataDir, databaseUrl: options.databaseUrl, poolSize: options.databasePoolSize });
  let gameServer: NodeServer | undefined;
  let registerServer: NodeServer | undefined;
  let depositFileServer: NodeServer | undefined;
  try {
    await migrate(db, clock.now);
    const market = marketFiguresOf(options.market ?? servedMarket());
    const ledger = createLedger(db, clock, { maxBalanceMinor: market.maxBalanceMinor, heldMinor: heldInPayoutsMinor });
    const jwtSecret = await loadOrCreateSecret(db, 'jwt-secret');
    await seed(db, ledger, clock.now());
    const context: SandboxContext = { db, clock, config, log, jwtSecret, ledger, market };
    await pruneRefreshTokens(context);

    const app = createApp(context);
    const gameOriginApp = createGameOriginApp({ siteOrigin: () => config.publicUrl, gameOrigin: () => config.gameOrigin, site: (request) => app.fetch(request) });
    gameServer = keepIdleConnectionsOpen(createServer(getRequestListener(gameOriginApp.fetch)));
    const gameOriginPort = await listen(gameServer, config.gameOriginPort, hostname, 'GAME_ORIGIN_PORT');
    config.gameOriginPort = gameOriginPort;
    config.gameOrigin ||= `http://localhost:${gameOriginPort}`;
    let exclusionRegisterUrl = '';
    if (market.protection.exclusionRegister && !config.exclusionRegisterOrigin) {
      // §3 Player protection by market: the register the pack names, as a stand-in on its own origin.
      const register = createExclusionRegisterApp({ controlRoutes: config.controlRoutes, controlSecret: config.controlSecret });
      registerServer = keepIdleConnectionsOpen(createServer(getRequestListener(register.app.fetch)));
      const registerPort = await listen(registerServer, options.exclusionRegisterPort ?? defaults.exclusionRegisterPort, hostname, 'EXCLUSION_REGISTER_PORT');
      exclusionRegisterUrl = loopbackOrigin(registerServer, registerPort);
      config.exclusionRegisterOrigin = exclusionRegisterUrl;
    }
    let depositFileUrl = '';
    if (market.protection.crossOperatorDepositLimit && !config.depositFileOrigin) {
      // §3 Player protection by market: the central file of the cross-operator monthly deposit limit, as a stand-in on its own origin.
      const depositFile = createDepositFileApp({ controlRoutes: config.controlRoutes, controlSecret: config.controlSecret });
      depositFileServer = keepIdleConnectionsOpen(createServer(getRequestListener(depositFile.app.fetch)));
      const depositFilePort = await listen(depositFileServer, options.depositFilePort ?? defaults.depositFilePort, hostname, 'DEPOSIT_FILE_PORT');
      depositFileUrl = loopbackOrigin(depositFileServer, depositFilePort);
      config.depositFileOrigin = depositFileUrl;
    }

    let gameUpkeep: ReturnType<typeof startGameUpkeep> | undefined;
    let closing: Promise<void> | null = null;
    const server = gameServer;
    return {
      clock,
      context,
      app,
      api: { prefixes: apiPathPrefixes, fetch: app.fetch, changesPublicContent },
      gameOrigin: config.gameOrigin,
      gameOriginUrl: `http://localhost:${gameOriginPort}`,
      gameOriginPort,
      exclusionRegisterUrl,
      depositFileUrl,
      siteListening: (url) => {
        config.publicUrl ||= url;
        // §5 Bounds: the site's own origin for lobby links, and the timer that prunes game sessions.
        rememberSiteUrl(context, url);
        gameUpkeep ??= startGameUpkeep(context);
      },
      close: () => {
        closing ??= (async () => {
          gameUpkeep?.stop();
          await stopSportsbookFeed(context);
          await closeServer(server);
          if (registerServer) await closeServer(registerServer);
          if (depositFileServer) await closeServer(depositFileServer);
          await db.close();
        })();
        return closing;
      },
    };
  } catch (error) {
    if (gameServer) await closeServer(gameServer);
    if (registerServer) await closeServer(registerServer);
    if (depositFileServer) await closeServer(depositFileServer);
    await db.close();
    throw error;
  }
}

function listen(server: NodeServer, port: number, hostname: string | undefined, name: string): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const onError = (error: NodeJS.ErrnoException) => {
      reject(error.code === 'EADDRINUSE' ? new Error(`Port ${port} is in use: stop what holds it or set ${name} to another port.`) : error);
    };
    server.once('error', onError);
    server.listen(port, hostname, () => {
      server.off('error', onError);
      resolvePort((server.address() as AddressInfo).port);
    });
  });
}

/**
 * The origin the sandbox reaches a stand-in it started at: the address the stand-in is bound to, never the name
 * localhost. That name may resolve to ::1 first, where another program can hold the same port number (a port picked
 * from 0 is free on 127.0.0.1 only), so the sandbox would ask a stranger and read every answer as "down".
 */
function loopbackOrigin(server: NodeServer, port: number): string {
  const { address } = server.address() as AddressInfo;
  if (address === '0.0.0.0' || address === '::' || address === '127.0.0.1') return `http://127.0.0.1:${port}`;
  return address.includes(':') ? `http://[${address}]:${port}` : `http://${address}:${port}`;
}

function closeServer(server: NodeServer): Promise<void> {
  return new Promise((resolveClose) => {
    if (!server.listening) return resolveClose();
    server.close(() => resolveClose());
    if ('closeAllConnections' in server) server.closeAllConnections();
  });
}

function integer(env: NodeJS.ProcessEnv, name: string, min: number, max: number): number | undefined {
  const raw = env[name];
  if (raw === undefined || raw === '') return undefined;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) throw new Error(`${name} must be an integer from ${min} to ${max}, got "${raw}"`);
  return value;
}

const text = (env: NodeJS.ProcessEnv, name: string) => (env[name] === undefined || env[name] === '' ? undefined : env[name]);
const list = (env: NodeJS.ProcessEnv, name: string) => (env[name] ?? '').split(',').map((item) => item.trim()).filter(Boolean);

/** The sandbox's own environment variables (README "Sandbox"); the site's (PORT, STATIC_DIR...) are server/main.ts's. */
export function sandboxOptionsFromEnvironment(env: NodeJS.ProcessEnv = process.env): SandboxOptions {
  return {
    gameOriginPort: integer(env, 'GAME_ORIGIN_PORT', 0, 65535),
    hostname: text(env, 'HOST'),
    dataDir: text(env, 'DATA_DIR'),
    accessTokenTtlSeconds: integer(env, 'ACCESS_TOKEN_TTL_SECONDS', 1, 31 * 86400),
    refreshTokenTtlSeconds: integer(env, 'REFRESH_TOKEN_TTL_SECONDS', 1, 366 * 86400),
    gameOrigin: text(env, 'GAME_ORIGIN'),
    publicUrl: text(env, 'PUBLIC_URL'),
    databaseUrl: text(env, 'DATABASE_URL'),
    databasePoolSize: integer(env, 'DATABASE_POOL_SIZE', 1, 1000),
    clock: clockFromEnvironment(env),
    // §6 Test hooks: the test hooks are opt-in; only the end-to-end harness (scripts/e2e-server.ts) turns them on.
    controlRoutes: env.SANDBOX_CONTROL === '1',
    controlSecret: text(env, 'SANDBOX_CONTROL_SECRET'),
    logRequests: env.LOG_REQUESTS !== '0',
    corsOrigins: list(env, 'CORS_ORIGINS'),
    trustProxy: integer(env, 'TRUST_PROXY', 0, 10),
    streamsPerAddress: integer(env, 'STREAMS_PER_ADDRESS', 1, 100_000),
    registrationsPerAddressPerHour: integer(env, 'REGISTRATIONS_PER_ADDRESS_PER_HOUR', 1, 100_000),
    exclusionRegisterPort: integer(env, 'EXCLUSION_REGISTER_PORT', 0, 65535),
    exclusionRegisterUrl: text(env, 'EXCLUSION_REGISTER_URL'),
    depositFilePort: integer(env, 'DEPOSIT_FILE_PORT', 0, 65535),
    depositFileUrl: text(env, 'DEPOSIT_FILE_URL'),
  };
}
