import { existsSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import { createServer } from 'node:http';
import { createAdaptorServer, getRequestListener } from '@hono/node-server';
import type { Hono } from 'hono';
import { createSiteApp } from '../server/site.ts';
import { apiPathPrefixes, changesPublicContent, createApp } from './app.ts';
import { clockFromEnvironment, createClock, type Clock } from './clock.ts';
import type { Logger, SandboxConfig, SandboxContext, SandboxEnv } from './context.ts';
import { openDatabase } from './db/database.ts';
import { migrate } from './db/migrate.ts';
import { loadOrCreateSecret, seed, seedAccounts } from './db/seed.ts';
import { createGameOriginApp } from './game-origin.ts';
import { rememberSiteUrl } from './games/site-origin.ts';
import { startGameUpkeep } from './games/upkeep.ts';
import { createLedger } from './ledger.ts';
import { heldInPayoutsMinor } from './services/payout-rules.ts';
import { marketFiguresOf, servedMarket } from './market.ts';
import type { MarketInput } from '../schemas/config/market.ts';
import { checkControlSecret, controlWarning, generateControlSecret, isLoopbackHost } from './control.ts';
import { originList, originSetting } from '../server/origins.ts';
import { pruneRefreshTokens } from './auth/sessions.ts';
import { throttlePolicies } from './auth/throttle.ts';
import { stopSportsbookFeed } from './sportsbook/feed.ts';
import { defaultStreamsPerAddress } from './sportsbook/stream.ts';
import { sportEmbedOrigins, sportEmbedOriginsFromEnvironment } from '../server/sport-embed-origins.ts';

/**
 * The sandbox: a stateful stand-in for the operator's backend (DESIGN "The sandbox"), with the site's own server
 * (server/site.ts) in front on the same port, as `npm start` runs them: the site mounts the sandbox's API on its
 * paths (app.ts `apiPathPrefixes`) and serves the front end on the rest.
 *
 *   node sandbox/server.ts                      reads the environment (optionsFromEnvironment)
 *   await startSandbox({ port: 0, dataDir })    in tests; close() when done
 */
export interface SandboxOptions {
  /** Site and API port (default 3000); 0 picks a free one. */
  port?: number;
  /** The second origin's port: default port + 1, or a free one when port is 0. */
  gameOriginPort?: number;
  /** Interface to listen on (default 127.0.0.1, this machine only; HOST=0.0.0.0 opens it to the network). */
  hostname?: string;
  /** Folder of the SQLite database and uploaded files (default ./data). */
  dataDir?: string;
  /** Production build the site's server serves (default ./dist). */
  staticDir?: string;
  accessTokenTtlSeconds?: number;
  refreshTokenTtlSeconds?: number;
  apiBaseUrl?: string;
  /** The game origin as browsers reach it (default http://localhost:<gameOriginPort>). */
  gameOrigin?: string;
  /** The site's origin as players reach it (default http://localhost:<port>): links in e-mails, HSTS when https. */
  publicUrl?: string;
  /** Origins of embedded sport pages besides the game origin (frame-src). */
  sportOrigins?: string[];
  /** Sport embeds served from elsewhere than the stand-ins, by embed id (sport-embed-origins.ts). */
  sportEmbedOrigins?: Record<string, string>;
  /** A postgres:// or postgresql:// URL: keep the tables on that PostgreSQL server instead of SQLite under dataDir. */
  databaseUrl?: string;
  /** How long a guest's rendered page serves other guests (server/render.ts; default 0: every visit renders). */
  renderCacheMs?: number;
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
  /** Server renders one client address may wait for in a second (server/render.ts; the e2e suite's one browser makes many). */
  renderMissesPerAddressPerSecond?: number;
  /** Registrations one client address may make an hour (REGISTRATIONS_PER_ADDRESS_PER_HOUR, default 5). */
  registrationsPerAddressPerHour?: number;
  /** Where log lines go (default the console); false silences them. */
  log?: Logger | false;
  /** Same as log: false. */
  quiet?: boolean;
  /** The market whose §9 figures are enforced (default the one config/app.ts serves): tests change a figure here. */
  market?: MarketInput;
}

export interface RunningSandbox {
  /** http://localhost:<port> */
  url: string;
  /** PUBLIC_URL's origin (the url above unless configured). */
  publicUrl: string;
  gameOriginUrl: string;
  port: number;
  gameOriginPort: number;
  clock: Clock;
  context: SandboxContext;
  /** The API alone (in-process calls: app.request). */
  app: Hono<SandboxEnv>;
  /** What the site's port answers: the site's own server with the API mounted (server/site.ts). */
  site: Hono;
  /** Time from the call to listening, ms. */
  startupMs: number;
  close(): Promise<void>;
}

export const defaults = {
  port: 3000,
  hostname: '127.0.0.1',
  dataDir: './data',
  staticDir: './dist',
  accessTokenTtlSeconds: 300,
  refreshTokenTtlSeconds: 7 * 24 * 3600,
};

const consoleLogger: Logger = {
  info: (message) => console.log(message),
  error: (message, error) => console.error(message, error ?? ''),
};
const silentLogger: Logger = { info: () => {}, error: () => {} };

export async function startSandbox(options: SandboxOptions = {}): Promise<RunningSandbox> {
  const started = performance.now();
  const log = options.log === false || options.quiet ? silentLogger : (options.log ?? consoleLogger);
  const clock = options.clock ?? createClock();
  const port = options.port ?? defaults.port;
  const hostname = options.hostname ?? defaults.hostname;
  const controlRoutes = options.controlRoutes ?? false;
  // §6 Test hooks: the hooks read every e-mail and mint money; only this machine may ever reach them.
  if (controlRoutes && !isLoopbackHost(hostname)) {
    throw new Error(`SANDBOX_CONTROL=1 needs a loopback HOST (127.0.0.1, ::1 or localhost), got "${hostname}": the test hooks must never face a network.`);
  }
  const config: SandboxConfig = {
    accessTokenTtlSeconds: options.accessTokenTtlSeconds ?? defaults.accessTokenTtlSeconds,
    refreshTokenTtlSeconds: options.refreshTokenTtlSeconds ?? defaults.refreshTokenTtlSeconds,
    staticDir: resolve(options.staticDir ?? defaults.staticDir),
    apiBaseUrl: options.apiBaseUrl,
    // Both origins are final once the ports are known (below); checked now so a typo stops the start at once.
    gameOrigin: options.gameOrigin === undefined ? '' : originSetting('GAME_ORIGIN', options.gameOrigin),
    gameOriginPort: options.gameOriginPort ?? (port === 0 ? 0 : port + 1),
    publicUrl: options.publicUrl === undefined ? '' : originSetting('PUBLIC_URL', options.publicUrl),
    sportOrigins: originList('SPORT_ORIGINS', options.sportOrigins ?? []),
    sportEmbedOrigins: { ...options.sportEmbedOrigins },
    controlRoutes,
    controlSecret: options.controlSecret === undefined ? generateControlSecret() : checkControlSecret(options.controlSecret),
    logRequests: options.logRequests ?? false,
    corsOrigins: originList('CORS_ORIGINS', options.corsOrigins ?? []),
    trustProxy: options.trustProxy ?? 0,
    streamsPerAddress: options.streamsPerAddress ?? defaultStreamsPerAddress,
    registrationsPerAddressPerHour: options.registrationsPerAddressPerHour ?? throttlePolicies.registrationAddress.free,
  };

  const db = await openDatabase({ dataDir: options.dataDir ?? defaults.dataDir, databaseUrl: options.databaseUrl, poolSize: options.databasePoolSize });
  const servers: ReturnType<typeof createAdaptorServer>[] = [];
  try {
    await migrate(db, clock.now);
    const market = marketFiguresOf(options.market ?? servedMarket());
    const ledger = createLedger(db, clock, { maxBalanceMinor: market.maxBalanceMinor, heldMinor: heldInPayoutsMinor });
    const jwtSecret = await loadOrCreateSecret(db, 'jwt-secret');
    await seed(db, ledger, clock.now());
    const context: SandboxContext = { db, clock, config, log, jwtSecret, ledger, market };
    await pruneRefreshTokens(context);

    const app = createApp(context);
    const site = createSiteApp({
      settings: () => ({
        staticDir: config.staticDir,
        publicUrl: config.publicUrl,
        apiBaseUrl: config.apiBaseUrl,
        gameOrigin: config.gameOrigin,
        sportOrigins: config.sportOrigins,
        sportEmbedOrigins: config.sportEmbedOrigins,
        // The stand-ins (sport-stand-ins.ts) serve the embeds' scripts from the game origin, this sandbox's own.
        sportScriptsFromGameOrigin: true,
      }),
      api: { prefixes: apiPathPrefixes, fetch: app.fetch, changesPublicContent },
      log,
      renderCacheMs: options.renderCacheMs,
      trustProxy: config.trustProxy,
      renderMissesPerAddressPerSecond: options.renderMissesPerAddressPerSecond,
    });
    const gameOriginApp = createGameOriginApp({ siteOrigin: () => config.publicUrl, gameOrigin: () => config.gameOrigin, site: (request) => app.fetch(request) });

    const gameServer = createAdaptorServer({ fetch: gameOriginApp.fetch });
    servers.push(gameServer);
    const gameOriginPort = await listen(gameServer, config.gameOriginPort, hostname, 'GAME_ORIGIN_PORT');
    config.gameOriginPort = gameOriginPort;
    config.gameOrigin ||= `http://localhost:${gameOriginPort}`;
    config.sportEmbedOrigins = sportEmbedOrigins(config.sportEmbedOrigins, config.gameOrigin);

    // §5 Bounds: the API's reads (the user poll: every open tab, every 5 s) go straight to the API's app. Its writes
    // still pass through the site's app, which forgets the guests' rendered pages when the API changes.
    const toApi = getRequestListener(app.fetch);
    const toSite = getRequestListener(site.fetch);
    const siteServer = createServer((request, response) => (isApiRead(request.method, request.url) ? toApi : toSite)(request, response));
    servers.push(siteServer);
    const sitePort = await listen(siteServer, port, hostname, 'PORT');
    const url = `http://localhost:${sitePort}`;
    config.publicUrl ||= url;
    // §5 Bounds: the site's own origin for lobby links, and the timer that prunes game sessions.
    rememberSiteUrl(context, url);
    const gameUpkeep = startGameUpkeep(context);

    let closing: Promise<void> | null = null;
    return {
      url,
      publicUrl: config.publicUrl,
      gameOriginUrl: `http://localhost:${gameOriginPort}`,
      port: sitePort,
      gameOriginPort,
      clock,
      context,
      app,
      site,
      startupMs: Math.round(performance.now() - started),
      close: () => {
        closing ??= (async () => {
          gameUpkeep.stop();
          await stopSportsbookFeed(context);
          await Promise.all(servers.map(closeServer));
          await db.close();
        })();
        return closing;
      },
    };
  } catch (error) {
    await Promise.all(servers.map(closeServer));
    await db.close();
    throw error;
  }
}

type NodeServer = ReturnType<typeof createAdaptorServer>;

function isApiRead(method: string | undefined, path: string | undefined): boolean {
  return (method === 'GET' || method === 'HEAD') && path !== undefined && apiPathPrefixes.some((prefix) => path.startsWith(prefix));
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

/** The environment variables of the sandbox (README "Sandbox"). */
export function optionsFromEnvironment(env: NodeJS.ProcessEnv = process.env): SandboxOptions {
  return {
    port: integer(env, 'PORT', 0, 65535),
    gameOriginPort: integer(env, 'GAME_ORIGIN_PORT', 0, 65535),
    hostname: text(env, 'HOST'),
    dataDir: text(env, 'DATA_DIR'),
    staticDir: text(env, 'STATIC_DIR'),
    accessTokenTtlSeconds: integer(env, 'ACCESS_TOKEN_TTL_SECONDS', 1, 31 * 86400),
    refreshTokenTtlSeconds: integer(env, 'REFRESH_TOKEN_TTL_SECONDS', 1, 366 * 86400),
    apiBaseUrl: env.API_BASE_URL,
    gameOrigin: text(env, 'GAME_ORIGIN'),
    publicUrl: text(env, 'PUBLIC_URL'),
    sportOrigins: list(env, 'SPORT_ORIGINS'),
    sportEmbedOrigins: sportEmbedOriginsFromEnvironment(env),
    databaseUrl: text(env, 'DATABASE_URL'),
    databasePoolSize: integer(env, 'DATABASE_POOL_SIZE', 1, 1000),
    renderCacheMs: integer(env, 'RENDER_CACHE_MS', 0, 60_000),
    clock: clockFromEnvironment(env),
    // §6 Test hooks: the test hooks are opt-in; only the end-to-end harness (scripts/e2e-server.ts) turns them on.
    controlRoutes: env.SANDBOX_CONTROL === '1',
    controlSecret: text(env, 'SANDBOX_CONTROL_SECRET'),
    logRequests: env.LOG_REQUESTS !== '0',
    corsOrigins: list(env, 'CORS_ORIGINS'),
    trustProxy: integer(env, 'TRUST_PROXY', 0, 10),
    streamsPerAddress: integer(env, 'STREAMS_PER_ADDRESS', 1, 100_000),
    registrationsPerAddressPerHour: integer(env, 'REGISTRATIONS_PER_ADDRESS_PER_HOUR', 1, 100_000),
  };
}

export function describeSandbox(sandbox: RunningSandbox): string {
  const { config, db } = sandbox.context;
  const frontEnd = existsSync(resolve(config.staticDir, 'index.html')) ? config.staticDir : `${config.staticDir} (not built: run npm run build)`;
  const accounts = seedAccounts.map((account) => `${account.username} / ${account.password} (role ${account.role}, TND)`);
  return [
    `Sandbox ready in ${sandbox.startupMs} ms`,
    `  Site and API   ${sandbox.url}${sandbox.publicUrl === sandbox.url ? '' : ` (public URL ${sandbox.publicUrl})`}`,
    `  Game origin    ${sandbox.gameOriginUrl}${config.gameOrigin === sandbox.gameOriginUrl ? '' : ` (as ${config.gameOrigin})`}`,
    `  Front end      ${frontEnd}`,
    `  Database       ${db.location}`,
    `  Accounts       ${accounts.join('\n                 ')}`,
    `  E-mails        printed in this log ([mail] lines, with their links)${config.controlRoutes ? `, and at ${sandbox.url}/sandbox/outbox` : ''}`,
  ].join('\n');
}

/** `node sandbox/server.ts`, and scripts/start.ts after the build. */
export async function main(env: NodeJS.ProcessEnv = process.env): Promise<RunningSandbox | undefined> {
  let sandbox: RunningSandbox;
  try {
    sandbox = await startSandbox(optionsFromEnvironment(env));
  } catch (error) {
    console.error(`The sandbox could not start: ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 1;
    return undefined;
  }
  console.log(describeSandbox(sandbox));
  if (sandbox.context.config.controlRoutes) {
    console.warn(controlWarning(sandbox.url, env.SANDBOX_CONTROL_SECRET ? undefined : sandbox.context.config.controlSecret));
  }
  const stop = (signal: string) => {
    console.log(`\n${signal}: stopping the sandbox`);
    sandbox.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', () => stop('SIGINT'));
  process.once('SIGTERM', () => stop('SIGTERM'));
  return sandbox;
}

if (import.meta.main) await main();
