import { existsSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import { createServer } from 'node:http';
import { getRequestListener } from '@hono/node-server';
import type { Hono } from 'hono';
import { keepIdleConnectionsOpen } from '../http/keep-alive.ts';
import { originList, originSetting } from '../http/origins.ts';
import { createSiteApp, type MountedApi, type SiteSettings } from './site.ts';
import { sportEmbedOrigins, sportEmbedOriginsFromEnvironment } from './sport-embed-origins.ts';
import { providerFrameOrigins, providerOriginsFromEnvironment } from './provider-frame-origins.ts';
import type { Logger } from './static.ts';

/**
 * The one composition of the site's own server (docs/architecture.md "The site's own server"): its settings from the
 * environment (siteSettingsFromEnvironment), the origins checked, the CSP's frame origins resolved (the game origin,
 * each casino provider's `frameOrigins`, the sport embeds'), the render, the static files and an API mounted or not.
 * Both ways of running the site build it here and nowhere else, so they cannot drift:
 *
 *   API_BASE_URL=https://api.operator.example GAME_ORIGIN=https://games.operator.example node server/main.ts
 *       alone, in front of an operator's API (README "Running the site against an operator's API")
 *   npm start
 *       scripts/start.ts opens the sandbox and hands its API (`api`) and game origin to startSiteServer
 */
export interface SiteServerOptions {
  /** Default 3000; 0 picks a free one. */
  port?: number;
  /** Default 127.0.0.1 (this machine only); 0.0.0.0 opens it to the network. */
  hostname?: string;
  /** Default ./dist. */
  staticDir?: string;
  /** Default http://localhost:<port>. */
  publicUrl?: string;
  apiBaseUrl?: string;
  gameOrigin: string;
  sportOrigins?: string[];
  /** Sport embeds' origins by embed id; an embed not named is served from the game origin. */
  sportEmbedOrigins?: Record<string, string>;
  /** The casino providers' origin settings by name (`{setting:NAME}` in their frameOrigins). */
  providerOrigins?: Record<string, string>;
  /** The providers whose frame origins the CSP allows; default config/providers (tests hand their own). */
  providers?: readonly { frameOrigins: readonly string[] }[];
  api?: MountedApi;
  log?: Logger | false;
  /** How long a guest's rendered page serves other guests (server/render.ts `defaultRenderCacheMs`; 0: every visit renders). */
  renderCacheMs?: number;
  /** Other hosts the pages' images come from (IMAGE_ORIGINS), for the CSP's img-src. */
  imageOrigins?: string[];
  /** Proxies of ours in front (TRUST_PROXY, default 0): only then is X-Forwarded-For read for the client address. */
  trustProxy?: number;
  /** Renders one client address may wait for in a second (server/render.ts). */
  renderMissesPerAddressPerSecond?: number;
  /** Threads the pages are rendered on (RENDER_WORKERS; server/render-pool.ts `defaultRenderWorkers`); 0: the request thread. */
  renderWorkers?: number;
  /** The sport embeds' scripts come from the game origin (the sandbox's stand-ins do; security-headers.ts). */
  sportScriptsFromGameOrigin?: boolean;
}

export interface RunningSite {
  url: string;
  publicUrl: string;
  port: number;
  app: Hono;
  close(): Promise<void>;
}

const consoleLogger: Logger = {
  info: (message) => console.log(message),
  error: (message, error) => console.error(message, error ?? ''),
};
const silentLogger: Logger = { info: () => {}, error: () => {} };

/** An absolute http(s) URL, its trailing slash dropped: the page joins API paths to it. */
export function apiBaseUrlSetting(value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`API_BASE_URL must be an http(s) URL such as https://api.operator.example, got "${value}"`);
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.search || url.hash || url.username || url.password) {
    throw new Error(`API_BASE_URL must be an http(s) URL such as https://api.operator.example (no query or credentials), got "${value}"`);
  }
  return url.href.replace(/\/+$/, '');
}

export async function startSiteServer(options: SiteServerOptions): Promise<RunningSite> {
  const log = options.log === false ? silentLogger : (options.log ?? consoleLogger);
  const gameOrigin = originSetting('GAME_ORIGIN', options.gameOrigin);
  const settings: SiteSettings = {
    staticDir: resolve(options.staticDir ?? './dist'),
    publicUrl: options.publicUrl === undefined ? '' : originSetting('PUBLIC_URL', options.publicUrl),
    apiBaseUrl: options.apiBaseUrl === undefined ? undefined : apiBaseUrlSetting(options.apiBaseUrl),
    gameOrigin,
    sportOrigins: originList('SPORT_ORIGINS', options.sportOrigins ?? []),
    sportEmbedOrigins: sportEmbedOrigins(options.sportEmbedOrigins ?? {}, gameOrigin),
    providerOrigins: options.providerOrigins ?? {},
    providerFrames: providerFrameOrigins(options.providerOrigins ?? {}, gameOrigin, options.providers),
    imageOrigins: originList('IMAGE_ORIGINS', options.imageOrigins ?? []),
    sportScriptsFromGameOrigin: options.sportScriptsFromGameOrigin,
  };
  let listened!: () => void;
  const listening = new Promise<void>((resolveListening) => (listened = resolveListening));
  const app = createSiteApp({
    settings: () => settings,
    api: options.api,
    log,
    renderCacheMs: options.renderCacheMs,
    trustProxy: options.trustProxy,
    renderMissesPerAddressPerSecond: options.renderMissesPerAddressPerSecond,
    renderWorkers: options.renderWorkers,
    // Its first visitors are served as fast as the next ones: the render workers start and warm up with the server.
    listening,
  });
  // §5 Bounds: a mounted API's reads (the user poll: every open tab, every 5 s) go straight to it, past the site's
  // router; its writes still pass through the site's app, which forgets the guests' rendered pages when one changes
  // public content (site.ts).
  const api = options.api;
  const toSite = getRequestListener(app.fetch);
  const toApi = api ? getRequestListener(api.fetch) : toSite;
  const isApiRead = (method: string | undefined, path: string | undefined) =>
    api !== undefined && (method === 'GET' || method === 'HEAD') && path !== undefined && api.prefixes.some((prefix) => path.startsWith(prefix));
  const server = keepIdleConnectionsOpen(createServer((request, response) => (isApiRead(request.method, request.url) ? toApi : toSite)(request, response)));
  const port = await new Promise<number>((resolvePort, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) =>
      reject(error.code === 'EADDRINUSE' ? new Error(`Port ${options.port} is in use: stop what holds it or set PORT to another port.`) : error),
    );
    server.listen(options.port ?? 3000, options.hostname ?? '127.0.0.1', () => resolvePort((server.address() as AddressInfo).port));
  });
  const url = `http://localhost:${port}`;
  settings.publicUrl ||= url;
  listened();
  return {
    url,
    publicUrl: settings.publicUrl,
    port,
    app,
    close: () =>
      new Promise((resolveClose) => {
        server.close(() => resolveClose());
        if ('closeAllConnections' in server) server.closeAllConnections();
      }),
  };
}

const text = (env: NodeJS.ProcessEnv, name: string) => (env[name] === undefined || env[name] === '' ? undefined : env[name]);

/** The environment of `node server/main.ts`; the API and the game origin are the operator's and must be named. */
export function siteOptionsFromEnvironment(env: NodeJS.ProcessEnv = process.env, providers?: SiteServerOptions['providers']): SiteServerOptions {
  const options = siteSettingsFromEnvironment(env, providers);
  if (!options.apiBaseUrl) throw new Error('API_BASE_URL is missing: the site alone needs the address of the operator\'s API (npm start runs it with the sandbox instead).');
  if (!options.gameOrigin) throw new Error('GAME_ORIGIN is missing: the origin the operator\'s game pages and posters come from.');
  return { ...options, gameOrigin: options.gameOrigin };
}

/**
 * The site's settings in the environment, whoever answers its API: `node server/main.ts` (which needs API_BASE_URL
 * and GAME_ORIGIN) and `npm start` (where the sandbox's API is mounted and its game origin is the default) read the
 * same variables here. `providers`: the casino providers whose `{setting:NAME}` are read (default config/providers;
 * tests hand their own).
 */
export function siteSettingsFromEnvironment(env: NodeJS.ProcessEnv = process.env, providers?: SiteServerOptions['providers']): Omit<SiteServerOptions, 'gameOrigin'> & { gameOrigin?: string } {
  const apiBaseUrl = text(env, 'API_BASE_URL');
  const gameOrigin = text(env, 'GAME_ORIGIN');
  const port = text(env, 'PORT');
  if (port !== undefined && !/^\d{1,5}$/.test(port)) throw new Error(`PORT must be an integer from 0 to 65535, got "${port}"`);
  return {
    port: port === undefined ? undefined : Number(port),
    hostname: text(env, 'HOST'),
    staticDir: text(env, 'STATIC_DIR'),
    publicUrl: text(env, 'PUBLIC_URL'),
    apiBaseUrl,
    gameOrigin,
    sportOrigins: (env.SPORT_ORIGINS ?? '').split(',').map((item) => item.trim()).filter(Boolean),
    sportEmbedOrigins: sportEmbedOriginsFromEnvironment(env),
    renderCacheMs: renderCacheSetting(text(env, 'RENDER_CACHE_MS')),
    renderWorkers: renderWorkersSetting(text(env, 'RENDER_WORKERS')),
    imageOrigins: (env.IMAGE_ORIGINS ?? '').split(',').map((item) => item.trim()).filter(Boolean),
    trustProxy: trustProxySetting(text(env, 'TRUST_PROXY')),
    providerOrigins: providerOriginsFromEnvironment(env, providers),
    providers,
  };
}

function trustProxySetting(value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  if (!/^\d{1,2}$/.test(value) || Number(value) > 10) throw new Error(`TRUST_PROXY must be an integer from 0 to 10 (proxies of yours in front), got "${value}"`);
  return Number(value);
}

function renderWorkersSetting(value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  if (!/^\d{1,2}$/.test(value) || Number(value) > 16) throw new Error(`RENDER_WORKERS must be an integer from 0 to 16 (threads rendering the pages; 0: the request thread), got "${value}"`);
  return Number(value);
}

function renderCacheSetting(value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  if (!/^\d{1,5}$/.test(value) || Number(value) > 60_000) throw new Error(`RENDER_CACHE_MS must be an integer from 0 to 60000 (milliseconds), got "${value}"`);
  return Number(value);
}

export async function main(env: NodeJS.ProcessEnv = process.env): Promise<RunningSite | undefined> {
  let site: RunningSite;
  try {
    site = await startSiteServer(siteOptionsFromEnvironment(env));
  } catch (error) {
    console.error(`The site's server could not start: ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 1;
    return undefined;
  }
  const staticDir = resolve(env.STATIC_DIR || './dist');
  const built = existsSync(resolve(staticDir, 'index.html')) ? staticDir : `${staticDir} (not built: run npm run build)`;
  console.log([`Site ready`, `  Site        ${site.url}${site.publicUrl === site.url ? '' : ` (public URL ${site.publicUrl})`}`, `  API         ${env.API_BASE_URL}`, `  Front end   ${built}`].join('\n'));
  const stop = (signal: string) => {
    console.log(`\n${signal}: stopping the site's server`);
    site.close().then(() => process.exit(0));
  };
  process.once('SIGINT', () => stop('SIGINT'));
  process.once('SIGTERM', () => stop('SIGTERM'));
  return site;
}

if (import.meta.main) await main();
