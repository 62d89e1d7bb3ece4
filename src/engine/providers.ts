import providersFile from '../../config/providers/index.ts';
import type { CasinoGame, LauncherConfig, ProviderConfig, TemplateValue } from '../../schemas/config/provider.ts';
import { withProviderDefaults } from '../../schemas/config/provider.define.ts';
import { callProvider, type ProviderCall } from '../api/casino.ts';
import { gameOrigin as runtimeGameOrigin, providerOrigin } from '../api/runtime-config.ts';
import { nextTask } from './next-task.ts';

// The provider adapter registry (CONVENTIONS 4): one narrow interface (list, map, launch) built from each
// config/providers/<id>.ts, looked up in a record that throws on an unknown id (§4). The engine names no provider.
// No zod here (first-load budget, see load-config.ts): the provider files are parsed and checked for duplicate
// ids at build and in tests (validateProviders in validate-config.ts); at run time they only get their defaults.

export type { CasinoGame } from '../../schemas/config/provider.ts';
export type LaunchKind = 'real' | 'demo' | 'freeSpin';

/** What a launch needs to fill its body template (§7: the generic session-URL operation's inputs). */
export interface LaunchParams {
  game: CasinoGame;
  kind: LaunchKind;
  isDesktop: boolean;
  lang: string;
  /** Absolute address of the casino slots page (return_url, lobby_url). */
  returnUrl: string;
}

export interface ProviderAdapter {
  readonly id: string;
  readonly config: ProviderConfig;
  /** Fetches the list call for the player's platform and maps it (exclusions and the static catalogue applied). */
  list(platform: { isDesktop: boolean }, signal?: AbortSignal): Promise<CasinoGame[]>;
  /** The guests' default list, mapped, or null when none is configured (§4). */
  defaultList(): CasinoGame[] | null;
  /** Maps one source item to the normalised casino game (§3). */
  map(item: Record<string, unknown>): CasinoGame;
  /** Maps, filters out exclusions and adds the static categories. */
  mapAll(items: unknown[]): CasinoGame[];
  /** Fetches and converts the extra data (§4), or null when none is configured. */
  extraData(platform: { isDesktop: boolean }): Promise<unknown> | null;
  /** Whether this provider can launch `kind` at all. */
  canLaunch(kind: LaunchKind): boolean;
  /** Calls the launcher and returns the session URL found in the answer. */
  launch(params: LaunchParams): Promise<string>;
  /** True when `url` may be loaded in the game frame (DESIGN "Origins"). */
  allowsFrameUrl(url: string): boolean;
}

/** Reads a dotted path ('' = the value itself). */
export function readPath(value: unknown, path: string): unknown {
  if (path === '') return value;
  let current: unknown = value;
  for (const key of path.split('.')) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<string, unknown>)[key];
  }
  return current;
}

/** The favourite key of §3: gameId_provider. */
export function gameKey(gameId: string, provider: string): string {
  return `${gameId}_${provider}`;
}

export interface TemplateVariables {
  gameId: string;
  gameIdNumber: number;
  system: string;
  isMobile: 0 | 1;
  clientType: 'desktop' | 'mobile';
  lang: string;
  returnUrl: string;
}

/** A call's query for the player's platform: a `{ viewport }` value becomes its desktop or mobile entry (§7, §9). */
export function fillQuery(query: ProviderConfig['list']['request']['query'], isDesktop: boolean): Record<string, string | number> | undefined {
  if (!query) return undefined;
  return Object.fromEntries(Object.entries(query).map(([key, value]) => [key, typeof value === 'object' ? value.viewport[isDesktop ? 'desktop' : 'mobile'] : value]));
}

/** Fills a body template: a whole-value placeholder keeps its type (`{gameIdNumber}` stays a number). */
export function fillTemplate(body: Record<string, TemplateValue>, variables: TemplateVariables, isDesktop: boolean): Record<string, unknown> {
  const filled: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(body)) {
    if (typeof value === 'object') {
      filled[key] = isDesktop ? value.viewport.desktop : value.viewport.mobile;
    } else if (typeof value === 'string') {
      const whole = /^\{([a-zA-Z]+)\}$/.exec(value);
      if (whole && whole[1] in variables) filled[key] = variables[whole[1] as keyof TemplateVariables];
      else filled[key] = value.replace(/\{([a-zA-Z]+)\}/g, (match, name: string) => (name in variables ? String(variables[name as keyof TemplateVariables]) : match));
    } else {
      filled[key] = value;
    }
  }
  return filled;
}

function asString(value: unknown): string | undefined {
  return value === undefined || value === null ? undefined : String(value);
}

export interface AdapterOptions {
  /** The runtime game origin ('{gameOrigin}' in config); default: the runtime setting. */
  gameOrigin?: () => string;
  call?: (call: ProviderCall) => Promise<unknown>;
}

/** Items mapped per task by list(): about 10 ms of work on a mid-range phone. */
const mapSliceSize = 400;

export function createAdapter(config: ProviderConfig, options: AdapterOptions = {}): ProviderAdapter {
  const origin = options.gameOrigin ?? (() => (runtimeGameOrigin() ?? '').replace(/\/$/, ''));
  /** A frameOrigins entry as an origin: the game origin, a runtime setting's value (server/provider-frame-origins.ts), or itself. */
  const frameOrigin = (entry: string): string | undefined => {
    if (entry === '{gameOrigin}') return origin();
    const setting = /^\{setting:([A-Z][A-Z0-9_]*)\}$/.exec(entry)?.[1];
    return setting ? providerOrigin(setting) : entry;
  };
  const call: (request: ProviderCall) => Promise<unknown> = options.call ?? callProvider;
  const excludedIds = new Set(config.exclusions.gameIds);
  const excludedProviders = new Set(config.exclusions.providers.map((name) => name.toLowerCase()));
  const categoriesById = new Map<string, string[]>();
  for (const [category, ids] of Object.entries(config.categories)) {
    for (const id of ids) categoriesById.set(id, [...(categoriesById.get(id) ?? []), category]);
  }

  // Field paths are split once per adapter, not once per item: a list maps thousands of items at a time.
  const fieldKeys = new Map<string, string[]>();
  for (const [name, path] of Object.entries(config.fields)) if (path !== undefined) fieldKeys.set(name, path === '' ? [] : path.split('.'));
  const field = (item: Record<string, unknown>, name: keyof ProviderConfig['fields']): unknown => {
    const keys = fieldKeys.get(name);
    if (keys === undefined) return undefined;
    let current: unknown = item;
    for (const key of keys) {
      if (current === null || typeof current !== 'object') return undefined;
      current = (current as Record<string, unknown>)[key];
    }
    return current;
  };

  const mapWith = (item: Record<string, unknown>, context: { gameOrigin: string }): CasinoGame => {
    const gameId = asString(field(item, 'gameId')) ?? '';
    const system = field(item, 'system');
    const game: CasinoGame = {
      id: '',
      gameId,
      description: asString(field(item, 'description')) ?? '',
      gameName: asString(field(item, 'gameName')) ?? gameId,
      tab: [],
      tabLive: [],
      provider: asString(field(item, 'provider')) ?? config.label,
      imageUrl: asString(field(item, 'imageUrl')) ?? '',
      routeProvider: config.id,
      hasDemoMode: Boolean(field(item, 'hasDemoMode') ?? config.defaults.hasDemoMode ?? false),
      hasFreeSpins: Boolean(field(item, 'hasFreeSpins') ?? config.defaults.hasFreeSpins ?? false),
      isDefault: false,
      additionalData: system === undefined ? {} : { system: asString(system) },
    };
    const format = asString(field(item, 'format'));
    if (format !== undefined) game.format = format;
    const result = config.convert ? Object.assign(game, config.convert({ item, game, context }), { routeProvider: config.id }) : game;
    if (config.uniqueField) result.additionalData = { ...result.additionalData, field: asString(readPath(item, config.uniqueField)) ?? '' };
    result.id = gameKey(result.gameId, config.id);
    const staticCategories = categoriesById.get(result.gameId) ?? [];
    if (staticCategories.length > 0) result.tab = [...new Set([...result.tab, ...staticCategories])];
    return result;
  };

  const map = (item: Record<string, unknown>): CasinoGame => mapWith(item, { gameOrigin: origin() });

  const mapInto = (games: CasinoGame[], items: unknown[], from: number, to: number, context: { gameOrigin: string }) => {
    for (let index = from; index < to; index++) {
      const item = items[index];
      if (item === null || typeof item !== 'object') continue;
      const game = mapWith(item as Record<string, unknown>, context);
      if (!excludedIds.has(game.gameId) && !excludedProviders.has(game.provider.toLowerCase())) games.push(game);
    }
  };

  const mapAll = (items: unknown[]): CasinoGame[] => {
    const games: CasinoGame[] = [];
    // The runtime origin is read once per list.
    mapInto(games, items, 0, items.length, { gameOrigin: origin() });
    return games;
  };

  // A list answer holds up to thousands of items (§9: 2 939 for the first integration): mapped a slice per task, so
  // the main thread is never blocked long enough for a tap or a keystroke to wait.
  const mapAllInSlices = async (items: unknown[]): Promise<CasinoGame[]> => {
    const games: CasinoGame[] = [];
    const context = { gameOrigin: origin() };
    for (let from = 0; from < items.length; from += mapSliceSize) {
      if (from > 0) await nextTask();
      mapInto(games, items, from, Math.min(items.length, from + mapSliceSize), context);
    }
    return games;
  };

  const launchers: Partial<Record<LaunchKind, LauncherConfig>> = config.launch;

  return {
    id: config.id,
    config,
    map,
    mapAll,
    async list({ isDesktop }, signal) {
      const answer = await call({ method: config.list.request.method, path: config.list.request.path, query: fillQuery(config.list.request.query, isDesktop), signal });
      const items = readPath(answer, config.list.itemsAt);
      if (!Array.isArray(items)) throw new Error(`Provider "${config.id}": the list answer has no array at "${config.list.itemsAt}"`);
      return mapAllInSlices(items);
    },
    defaultList() {
      if (!config.defaultList) return null;
      return mapAll(config.defaultList).map((game) => ({ ...game, isDefault: true }));
    },
    extraData({ isDesktop }) {
      const extra = config.extraData;
      if (!extra) return null;
      return call({ method: extra.request.method, path: extra.request.path, query: fillQuery(extra.request.query, isDesktop) }).then((answer) => extra.convert(answer));
    },
    canLaunch(kind) {
      return launchers[kind] !== undefined;
    },
    async launch({ game, kind, isDesktop, lang, returnUrl }) {
      const launcher = launchers[kind];
      if (!launcher) throw new Error(`Provider "${config.id}" has no ${kind} launcher`);
      const variables: TemplateVariables = {
        gameId: game.gameId,
        gameIdNumber: Number(game.gameId),
        system: game.additionalData.system ?? '',
        isMobile: isDesktop ? 0 : 1,
        clientType: isDesktop ? 'desktop' : 'mobile',
        lang,
        returnUrl,
      };
      const answer = await call({
        method: launcher.request.method,
        path: launcher.request.path,
        query: fillQuery(launcher.request.query, isDesktop),
        body: fillTemplate(launcher.body, variables, isDesktop),
      });
      const url = readPath(answer, launcher.urlAt);
      if (typeof url !== 'string' || url === '') throw new Error(`Provider "${config.id}": no session URL at "${launcher.urlAt}"`);
      return url;
    },
    allowsFrameUrl(url) {
      let target: URL;
      try {
        target = new URL(url);
      } catch {
        return false;
      }
      if (target.protocol !== 'https:' && target.protocol !== 'http:') return false;
      return config.frameOrigins.some((allowed) => frameOrigin(allowed) === target.origin);
    },
  };
}

export type ProviderRegistry = Readonly<Record<string, ProviderAdapter>>;

export function createRegistry(configs: ProviderConfig[], options?: AdapterOptions): ProviderRegistry {
  return Object.freeze(Object.fromEntries(configs.map((config) => [config.id, createAdapter(config, options)])));
}

/** The configured providers, in config order. */
export const providerConfigs: ProviderConfig[] = providersFile.map(withProviderDefaults);
export const providers: ProviderRegistry = createRegistry(providerConfigs);
export const providerIds: string[] = providerConfigs.map((config) => config.id);

/** §4: an unknown provider throws 'Provider "X" not found in configuration'. */
export function getProvider(id: string, registry: ProviderRegistry = providers): ProviderAdapter {
  const adapter = Object.hasOwn(registry, id) ? registry[id] : undefined;
  if (!adapter) throw new Error(`Provider "${id}" not found in configuration`);
  return adapter;
}

export function isProvider(id: string, registry: ProviderRegistry = providers): boolean {
  return Object.hasOwn(registry, id);
}
