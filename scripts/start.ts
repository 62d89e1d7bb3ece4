// `npm start`: builds the front end (rsbuild, then the service worker step when it exists), then runs the sandbox
// and the site's own server in one process on one port (DESIGN "The sandbox"; docs/architecture.md "The site's own
// server"). SKIP_BUILD=1 (npm run sandbox) serves the dist/ already there.
//
// This file is the only place that knows both: the sandbox (sandbox/server.ts) imports nothing of server/, and the
// site's server (server/main.ts, the one composition `node server/main.ts` runs too) nothing of the sandbox
// (eslint.config.js zones). The sandbox's API app is mounted into the site rather than proxied to on a port of its
// own: a mounted API is one process and no extra hop, as fast as it was before, with the in-process render reading
// it and its test-hook writes forgetting the guests' rendered pages (server/site.ts `MountedApi`).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Hono } from 'hono';
import { controlWarning } from '../sandbox/control.ts';
import type { SandboxContext, SandboxEnv } from '../sandbox/context.ts';
import type { Clock } from '../sandbox/clock.ts';
import { seedAccounts } from '../sandbox/db/seed.ts';
import { openSandbox, sandboxOptionsFromEnvironment, type SandboxOptions } from '../sandbox/server.ts';
import { siteSettingsFromEnvironment, startSiteServer, type SiteServerOptions } from '../server/main.ts';
import { sportEmbedOrigins } from '../server/sport-embed-origins.ts';

/** The sandbox's options and the site's (server/main.ts `SiteServerOptions`) under the names the tests and scripts use. */
export interface StartOptions extends SandboxOptions, Omit<SiteServerOptions, 'gameOrigin' | 'api' | 'log' | 'hostname' | 'publicUrl' | 'trustProxy' | 'sportScriptsFromGameOrigin'> {
  /** The site's port (default 3000); 0 picks a free one. The game origin's defaults to port + 1 (a free one when 0). */
  port?: number;
}

export interface RunningSandbox {
  /** http://localhost:<port> */
  url: string;
  /** PUBLIC_URL's origin (the url above unless configured). */
  publicUrl: string;
  gameOriginUrl: string;
  port: number;
  gameOriginPort: number;
  /** The exclusion register's stand-in when the market's pack names one ('' otherwise, §3 Player protection by market). */
  exclusionRegisterUrl: string;
  /** The central deposit file's stand-in when the pack has a cross-operator monthly deposit limit ('' otherwise). */
  depositFileUrl: string;
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

/** The sandbox, then the site's own server in front of it with its API mounted, then the sandbox told the site's address. */
export async function startSandbox(options: StartOptions = {}): Promise<RunningSandbox> {
  const started = performance.now();
  const port = options.port ?? 3000;
  const sandbox = await openSandbox({
    ...options,
    gameOriginPort: options.gameOriginPort ?? (port === 0 ? 0 : port + 1),
    // §3 Player protection by market: the exclusion register's stand-in, when the market's pack names one.
    exclusionRegisterPort: options.exclusionRegisterPort ?? (port === 0 ? 0 : port + 2),
    depositFilePort: options.depositFilePort ?? (port === 0 ? 0 : port + 3),
  });
  try {
    const site = await startSiteServer({
      ...options,
      port,
      gameOrigin: sandbox.gameOrigin,
      // Every embed not configured elsewhere is the sandbox's stand-in on the game origin, which serves its scripts.
      sportEmbedOrigins: sportEmbedOrigins(options.sportEmbedOrigins ?? {}, sandbox.gameOrigin),
      sportScriptsFromGameOrigin: true,
      api: sandbox.api,
      log: sandbox.context.log,
    });
    sandbox.siteListening(site.url);
    return {
      url: site.url,
      publicUrl: site.publicUrl,
      gameOriginUrl: sandbox.gameOriginUrl,
      port: site.port,
      gameOriginPort: sandbox.gameOriginPort,
      exclusionRegisterUrl: sandbox.exclusionRegisterUrl,
      depositFileUrl: sandbox.depositFileUrl,
      clock: sandbox.clock,
      context: sandbox.context,
      app: sandbox.app,
      site: site.app,
      startupMs: Math.round(performance.now() - started),
      close: async () => {
        await site.close();
        await sandbox.close();
      },
    };
  } catch (error) {
    await sandbox.close();
    throw error;
  }
}

/** `npm start`'s environment: the site's variables (server/main.ts) and the sandbox's (sandbox/server.ts). */
export function optionsFromEnvironment(env: NodeJS.ProcessEnv = process.env, providers?: StartOptions['providers']): StartOptions {
  // Both read HOST, PUBLIC_URL, GAME_ORIGIN and TRUST_PROXY with the same rules; API_BASE_URL, PORT and the rest
  // of the page's settings are the site's alone.
  return { ...siteSettingsFromEnvironment(env, providers), ...sandboxOptionsFromEnvironment(env) };
}

export function describeSandbox(sandbox: RunningSandbox, staticDir: string): string {
  const { config, db } = sandbox.context;
  const frontEnd = existsSync(resolve(staticDir, 'index.html')) ? resolve(staticDir) : `${resolve(staticDir)} (not built: run npm run build)`;
  const accounts = seedAccounts.map((account) => `${account.username} / ${account.password} (role ${account.role}, TND)`);
  return [
    `Sandbox ready in ${sandbox.startupMs} ms`,
    `  Site and API   ${sandbox.url}${sandbox.publicUrl === sandbox.url ? '' : ` (public URL ${sandbox.publicUrl})`}`,
    `  Game origin    ${sandbox.gameOriginUrl}${config.gameOrigin === sandbox.gameOriginUrl ? '' : ` (as ${config.gameOrigin})`}`,
    `  Market         ${sandbox.context.market.id}${config.exclusionRegisterOrigin ? ` (exclusion register ${sandbox.context.market.protection.exclusionRegister?.name} at ${config.exclusionRegisterOrigin})` : ''}${config.depositFileOrigin ? ` (deposit file ${sandbox.context.market.protection.crossOperatorDepositLimit?.name} at ${config.depositFileOrigin})` : ''}`,
    `  Front end      ${frontEnd}`,
    `  Database       ${db.location}`,
    `  Accounts       ${accounts.join('\n                 ')}`,
    `  E-mails        printed in this log ([mail] lines, with their links)${config.controlRoutes ? `, and at ${sandbox.url}/sandbox/outbox` : ''}`,
  ].join('\n');
}

/** Starts both from the environment and stops them on SIGINT or SIGTERM. */
export async function main(env: NodeJS.ProcessEnv = process.env): Promise<RunningSandbox | undefined> {
  let sandbox: RunningSandbox;
  let options: StartOptions;
  try {
    options = optionsFromEnvironment(env);
    sandbox = await startSandbox(options);
  } catch (error) {
    console.error(`The sandbox could not start: ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 1;
    return undefined;
  }
  console.log(describeSandbox(sandbox, options.staticDir ?? './dist'));
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

function run(command: string, args: string[]): void {
  console.log(`> ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { stdio: 'inherit' });
  if (result.error) throw result.error;
  if (result.status !== 0) {
    console.error(`"${command} ${args.join(' ')}" failed (exit ${result.status ?? result.signal}); the sandbox was not started.`);
    process.exit(result.status ?? 1);
  }
}

if (import.meta.main) {
  if (process.env.SKIP_BUILD !== '1') {
    // A bad config file stops the start with its path and field (config is validated at build, not in the browser).
    run(process.execPath, ['scripts/check-config.ts']);
    run('npx', ['rsbuild', 'build']);
    // process.execPath: the Node 24 that runs this script (node_modules/.bin/node), not the system one.
    if (existsSync('scripts/build-service-worker.ts')) run(process.execPath, ['scripts/build-service-worker.ts']);
  }
  await main();
}
