import appConfig from '../../config/app.ts';

/** Runtime settings injected by the server into index.html (DESIGN "Origins and runtime settings"). */
export interface RuntimeConfig {
  apiBaseUrl?: string;
  gameOrigin?: string;
  /** Each sport embed's origin by embed id (config/sport-embeds `originSetting`, written by the server). */
  sportEmbedOrigins?: Record<string, string>;
  /** The casino providers' origin settings by name (config/providers `{setting:NAME}` frame origins). */
  providerOrigins?: Record<string, string>;
}

declare global {
  interface Window {
    __RUNTIME_CONFIG__?: RuntimeConfig;
  }
}

/** On the site's server: the settings its pages give the browser, so a rendered page's addresses (posters) are the browser's. */
let serverRuntimeConfig: () => RuntimeConfig = () => ({});

export function setServerRuntimeConfig(read: () => RuntimeConfig): void {
  serverRuntimeConfig = read;
}

function runtime(): RuntimeConfig {
  if (typeof window === 'undefined') return serverRuntimeConfig();
  return window.__RUNTIME_CONFIG__ || {};
}

/** Environment (the server's injection) first, then config/app.ts. */
export function apiBaseUrl(): string {
  return runtime().apiBaseUrl ?? appConfig.apiBaseUrl;
}

export function gameOrigin(): string | undefined {
  return runtime().gameOrigin;
}

/** The origin a sport embed is served from, or undefined when the server configured none (the embed cannot start). */
export function sportEmbedOrigin(embedId: string): string | undefined {
  const origin = runtime().sportEmbedOrigins?.[embedId];
  return typeof origin === 'string' && /^https?:\/\/[^/]+$/.test(origin) ? origin : undefined;
}

/** The origin of a provider's runtime setting (`{setting:NAME}` in its frameOrigins), or undefined when unset. */
export function providerOrigin(setting: string): string | undefined {
  const origin = runtime().providerOrigins?.[setting];
  return typeof origin === 'string' && /^https?:\/\/[^/]+$/.test(origin) ? origin : undefined;
}

let serverPageHostname = 'localhost';

/** The site's server renders for its one public address (§7 Links and origins): its host name stands for the page's. */
export function setServerPageHostname(hostname: string): void {
  serverPageHostname = hostname;
}

/** The host name of the page: the browser's, or on the site's server the public address it renders for. */
export function pageHostname(): string {
  return typeof window !== 'undefined' ? window.location.hostname : serverPageHostname;
}
