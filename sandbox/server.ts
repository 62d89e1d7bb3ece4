import { existsSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import { createAdaptorServer } from '@hono/node-server';
import type { Hono } from 'hono';
import { createApp } from './app.ts';
import { clockFromEnvironment, createClock, type Clock } from './clock.ts';
import type { Logger, SandboxConfig, SandboxContext, SandboxEnv } from './context.ts';
import { openDatabase } from './db/database.ts';
import { migrate } from './db/migrate.ts';
import { loadOrCreateSecret, seed, seedAccounts } from './db/seed.ts';
import { createGameOriginApp } from './game-origin.ts';
import { createLedger } from './ledger.ts';
import { pruneRefreshTokens } from './auth/sessions.ts';
import { stopSportsbookFeed } from './sportsbook/feed.ts';

/**
 * The sandbox: a stateful stand-in for the operator's backend (DESIGN "The sandbox").
 *
 *   node sandbox/server.ts                      reads the environment (optionsFromEnvironment)
 *   await startSandbox({ port: 0, dataDir })    in tests; close() when done
 */
export interface SandboxOptions {
  /** Site and API port (default 3000); 0 picks a free one. */
  port?: number;
  /** The second origin's port: default port + 1, or a free one when port is 0. */
  gameOriginPort?: number;
  /** Interface to listen on (default: all). */
  hostname?: string;
  /** Folder of the SQLite database and uploaded files (default ./data). */
  dataDir?: string;
  /** Production build to serve (default ./dist). */
  staticDir?: string;
  accessTokenTtlSeconds?: number;
  refreshTokenTtlSeconds?: number;
  apiBaseUrl?: string;
  gameOrigin?: string;
  publicUrl?: string;
  /** A postgres:// or postgresql:// URL: keep the tables on that PostgreSQL server instead of SQLite under dataDir. */
  databaseUrl?: string;
  /** Connections in the PostgreSQL pool (default 10; 1 for a single-session server such as PGlite's socket server). */
  databasePoolSize?: number;
  /** A clock the caller controls (tests); default: real time shifted by SANDBOX_NOW_OFFSET_MS when from the environment. */
  clock?: Clock;
  /** The /sandbox/* test hooks (default true). */
  controlRoutes?: boolean;
  logRequests?: boolean;
  corsOrigins?: string[];
  /** Where log lines go (default the console); false silences them. */
  log?: Logger | false;
  /** Same as log: false. */
  quiet?: boolean;
}

export interface RunningSandbox {
  /** http://localhost:<port> */
  url: string;
  gameOriginUrl: string;
  port: number;
  gameOriginPort: number;
  clock: Clock;
  context: SandboxContext;
  app: Hono<SandboxEnv>;
  /** Time from the call to listening, ms. */
  startupMs: number;
  close(): Promise<void>;
}

export const defaults = {
  port: 3000,
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
  const config: SandboxConfig = {
    accessTokenTtlSeconds: options.accessTokenTtlSeconds ?? defaults.accessTokenTtlSeconds,
    refreshTokenTtlSeconds: options.refreshTokenTtlSeconds ?? defaults.refreshTokenTtlSeconds,
    staticDir: resolve(options.staticDir ?? defaults.staticDir),
    apiBaseUrl: options.apiBaseUrl,
    gameOrigin: options.gameOrigin,
    gameOriginPort: options.gameOriginPort ?? (port === 0 ? 0 : port + 1),
    publicUrl: options.publicUrl,
    controlRoutes: options.controlRoutes ?? true,
    logRequests: options.logRequests ?? false,
    corsOrigins: options.corsOrigins ?? [],
  };

  const db = await openDatabase({ dataDir: options.dataDir ?? defaults.dataDir, databaseUrl: options.databaseUrl, poolSize: options.databasePoolSize });
  const servers: ReturnType<typeof createAdaptorServer>[] = [];
  try {
    await migrate(db, clock.now);
    const ledger = createLedger(db, clock);
    const jwtSecret = await loadOrCreateSecret(db, 'jwt-secret');
    await seed(db, ledger);
    const context: SandboxContext = { db, clock, config, log, jwtSecret, ledger };
    await pruneRefreshTokens(context);

    const app = createApp(context);
    let siteOrigin = '';
    const gameOriginApp = createGameOriginApp({ siteOrigin: () => siteOrigin });

    const gameServer = createAdaptorServer({ fetch: gameOriginApp.fetch });
    servers.push(gameServer);
    const gameOriginPort = await listen(gameServer, config.gameOriginPort, options.hostname, 'GAME_ORIGIN_PORT');
    config.gameOriginPort = gameOriginPort;

    const siteServer = createAdaptorServer({ fetch: app.fetch });
    servers.push(siteServer);
    const sitePort = await listen(siteServer, port, options.hostname, 'PORT');
    const url = `http://localhost:${sitePort}`;
    siteOrigin = url;

    let closing: Promise<void> | null = null;
    return {
      url,
      gameOriginUrl: `http://localhost:${gameOriginPort}`,
      port: sitePort,
      gameOriginPort,
      clock,
      context,
      app,
      startupMs: Math.round(performance.now() - started),
      close: () => {
        closing ??= (async () => {
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
    databaseUrl: text(env, 'DATABASE_URL'),
    databasePoolSize: integer(env, 'DATABASE_POOL_SIZE', 1, 1000),
    clock: clockFromEnvironment(env),
    controlRoutes: env.SANDBOX_CONTROL !== '0',
    logRequests: env.LOG_REQUESTS !== '0',
    corsOrigins: (env.CORS_ORIGINS ?? '').split(',').map((origin) => origin.trim()).filter(Boolean),
  };
}

export function describeSandbox(sandbox: RunningSandbox): string {
  const { config, db } = sandbox.context;
  const frontEnd = existsSync(resolve(config.staticDir, 'index.html')) ? config.staticDir : `${config.staticDir} (not built: run npm run build)`;
  const accounts = seedAccounts.map((account) => `${account.username} / ${account.password} (role ${account.role}, TND)`);
  return [
    `Sandbox ready in ${sandbox.startupMs} ms`,
    `  Site and API   ${sandbox.url}`,
    `  Game origin    ${sandbox.gameOriginUrl}`,
    `  Front end      ${frontEnd}`,
    `  Database       ${db.location}`,
    `  Accounts       ${accounts.join('\n                 ')}`,
    ...(config.controlRoutes ? [`  E-mails        ${sandbox.url}/sandbox/outbox`] : []),
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
