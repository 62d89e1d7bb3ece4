import * as z from 'zod';
import routeTableFile from '../../config/routes/index.ts';
import modalsFile from '../../config/modals.ts';
import shellMenusFile from '../../config/menus/shell.ts';
import menuGroupsFile from '../../config/menus/slots.ts';
import appFile from '../../config/app.ts';
import marketsFile from '../../config/markets/index.ts';
import sportEmbedsFile from '../../config/sport-embeds/index.ts';
import providersFile from '../../config/providers/index.ts';
import formsFile from '../../config/forms/index.ts';
import { languages as languagesFile } from '../../config/languages/index.ts';
import { routeListSchema, routeTableSchema } from '../../schemas/config/routes.ts';
import { pathParamNames } from '../../schemas/config/routes.define.ts';
import { modalListSchema } from '../../schemas/config/modals.ts';
import { menuGroupListSchema, shellMenusSchema } from '../../schemas/config/menus.ts';
import { appSettingsSchema } from '../../schemas/config/app.ts';
import { marketSchema } from '../../schemas/config/market.ts';
import { sportEmbedSchema } from '../../schemas/config/sport-embed.ts';
import { languageSchema } from '../../schemas/config/language.ts';
import { providerSchema, type ProviderConfig } from '../../schemas/config/provider.ts';
import { formConfigSchema } from '../../schemas/config/form.ts';
import type { MarketConfig } from '../../schemas/config/market.ts';
import type { LinkTarget, RouteRef } from '../../schemas/config/shared.ts';
import type { AppConfig, LoadedRoute } from './load-config.ts';
import type { MenuGroupConfig } from '../../schemas/config/menus.ts';

// CONVENTIONS 2: every config kind is parsed with its zod schema and cross-checked, at build
// (scripts/check-config.ts, the first step of `npm run build`) and in tests; a bad file fails with its path and
// the offending field, e.g.
//   config/routes/profile.ts: routes[3].guard: Invalid option: expected one of "guest-only"|"auth-only"|"any"
// The browser does not run this (it would cost zod and a long task on every first load): it assembles the same
// files without zod in load-config.ts and providers.ts, and the tests check both give the same config.

/** The raw config objects, as the files export them (replaceable in tests to check the error messages). */
export interface ConfigSources {
  routeTable: unknown;
  modals: unknown;
  /** config/menus/: the shell's menus (shell.ts) and the groups attached to named slots (slots.ts). */
  menus: { shell: unknown; slots: unknown };
  app: unknown;
  markets: unknown;
  sportEmbeds: unknown;
  /** config/languages/index.ts (a market may only offer these). */
  languages: unknown;
}

export const defaultConfigSources: ConfigSources = {
  routeTable: routeTableFile,
  modals: modalsFile,
  menus: { shell: shellMenusFile, slots: menuGroupsFile },
  app: appFile,
  markets: marketsFile,
  sportEmbeds: sportEmbedsFile,
  languages: languagesFile,
};

/** Thrown for any invalid config; the message names the file and the field path. */
export class ConfigError extends Error {
  constructor(file: string, path: ReadonlyArray<PropertyKey>, message: string) {
    super(`${file}: ${formatPath(path)}: ${message}`);
    this.name = 'ConfigError';
  }
}

/** ['routes', 3, 'guard'] -> routes[3].guard */
export function formatPath(path: ReadonlyArray<PropertyKey>): string {
  let text = '';
  for (const key of path) {
    if (typeof key === 'number') text += `[${key}]`;
    else text += text === '' ? String(key) : `.${String(key)}`;
  }
  return text === '' ? '(root)' : text;
}

/** Parses `value` with `schema`; on failure throws a ConfigError for the first issue, rooted at `root`. */
export function parseConfigFile<Schema extends z.ZodType>(
  file: string,
  schema: Schema,
  value: unknown,
  root: ReadonlyArray<PropertyKey> = [],
): z.output<Schema> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const more = result.error.issues.length > 1 ? ` (and ${result.error.issues.length - 1} more)` : '';
  throw new ConfigError(file, [...root, ...issue.path], issue.message + more);
}

const routesFile = (area: string) => `config/routes/${area}.ts`;
const routeIndexFile = 'config/routes/index.ts';
const modalsFilePath = 'config/modals.ts';
const shellMenusFilePath = 'config/menus/shell.ts';
const menuGroupsFilePath = 'config/menus/slots.ts';
const appFilePath = 'config/app.ts';

/** Files named after an instance key (one instance, one file); the index when the key itself is unreadable. */
function instanceFile(folder: string, value: unknown, key = 'id', pattern = /^[a-z0-9-]+$/): string {
  const id = typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[key] : undefined;
  return typeof id === 'string' && pattern.test(id) ? `config/${folder}/${id}.ts` : `config/${folder}/index.ts`;
}

/** Parses config/<folder>/index.ts's list, each item against its own file, and rejects a repeated key. */
function parseInstances<Schema extends z.ZodType>(folder: string, schema: Schema, value: unknown, key = 'id', pattern?: RegExp): z.output<Schema>[] {
  const list = parseConfigFile(`config/${folder}/index.ts`, z.array(z.unknown()), value, [folder]);
  const parsed = list.map((item) => parseConfigFile(instanceFile(folder, item, key, pattern), schema, item));
  const seen = new Set<string>();
  parsed.forEach((item, index) => {
    const id = (item as Record<string, string>)[key];
    if (seen.has(id)) throw new ConfigError(`config/${folder}/index.ts`, [folder, index], `Duplicate ${key} "${id}"`);
    seen.add(id);
  });
  return parsed;
}

/** Parses config/providers/index.ts and every provider file (CONVENTIONS 2): a bad file fails with its path and field. */
export function validateProviders(value: unknown = providersFile): ProviderConfig[] {
  return parseInstances('providers', providerSchema, value);
}

/**
 * Parses config/forms/index.ts and every form it lists, built at the market's figures (CONVENTIONS 2): a bad
 * form fails with its file and field, a repeated id with the index. The schema loader itself runs in the tests
 * (config/forms/forms.test.ts), since it loads lazily.
 */
export function validateForms(
  market: Pick<MarketConfig, 'limits'>,
  value: unknown = formsFile(market.limits),
  routeIds?: readonly string[],
): z.output<typeof formConfigSchema>[] {
  const forms = parseInstances('forms', formConfigSchema, value);
  // A label's link names a declared route (checked when the route table is at hand: the build's gate).
  for (const form of routeIds ? forms : []) {
    form.fields.forEach((field, index) => {
      if (field.labelLink && !routeIds!.includes(field.labelLink.route)) {
        throw new ConfigError(`config/forms/${form.id}.ts`, ['fields', index, 'labelLink', 'route'], `Unknown route "${field.labelLink.route}"`);
      }
    });
  }
  return forms;
}

/** Parses and cross-checks every config kind but the providers (validateProviders). Pure: tests call it with broken sources. */
export function validateConfig(sources: ConfigSources = defaultConfigSources): AppConfig & { menus: MenuGroupConfig[] } {
  const table = parseConfigFile(routeIndexFile, routeTableSchema, sources.routeTable);
  const routes: LoadedRoute[] = [];
  const routeOrigin = new Map<string, { file: string; index: number }>();
  for (const [area, list] of Object.entries(table.areas)) {
    const parsed = parseConfigFile(routesFile(area), routeListSchema, list, ['routes']);
    parsed.forEach((route, index) => {
      routes.push({ ...route, area });
      routeOrigin.set(route.id, { file: routesFile(area), index });
    });
  }
  const modals = parseConfigFile(modalsFilePath, modalListSchema, sources.modals, ['modals']);
  const navigation = parseConfigFile(shellMenusFilePath, shellMenusSchema, sources.menus.shell);
  const menus = parseConfigFile(menuGroupsFilePath, menuGroupListSchema, sources.menus.slots, ['groups']);
  const app = parseConfigFile(appFilePath, appSettingsSchema, sources.app);
  const markets = parseInstances('markets', marketSchema, sources.markets);
  const sportEmbeds = parseInstances('sport-embeds', sportEmbedSchema, sources.sportEmbeds);
  // Language files are named after their code (config/languages/en-US.ts), which may hold capitals.
  const languageCodes = parseInstances('languages', languageSchema, sources.languages, 'code', /^[A-Za-z0-9-]+$/).map((language) => language.code);

  // Cross-file checks: every reference names something that exists.
  const paths = new Map<string, string>();
  const idCount = new Map<string, number>();
  for (const route of routes) idCount.set(route.id, (idCount.get(route.id) ?? 0) + 1);
  for (const modal of modals) idCount.set(modal.id, (idCount.get(modal.id) ?? 0) + 1);
  routes.forEach((route) => {
    const origin = routeOrigin.get(route.id)!;
    if (idCount.get(route.id)! > 1) throw new ConfigError(origin.file, ['routes', origin.index, 'id'], `Duplicate route id "${route.id}"`);
    const previous = paths.get(route.path);
    if (previous) throw new ConfigError(origin.file, ['routes', origin.index, 'path'], `Path ${route.path} is already declared by route "${previous}"`);
    paths.set(route.path, route.id);
  });
  modals.forEach((modal, index) => {
    if (idCount.get(modal.id)! > 1) throw new ConfigError(modalsFilePath, ['modals', index, 'id'], `Id "${modal.id}" is already used by a route or modal`);
    const previous = paths.get(modal.path);
    if (previous) throw new ConfigError(modalsFilePath, ['modals', index, 'path'], `Path ${modal.path} is already declared by "${previous}"`);
    paths.set(modal.path, modal.id);
  });

  const targets = new Map<string, { path: string; paramValues?: Record<string, string[]> }>();
  for (const route of routes) targets.set(route.id, route);
  for (const modal of modals) targets.set(modal.id, modal);

  const checkRef = (file: string, fieldPath: PropertyKey[], ref: RouteRef) => {
    const target = targets.get(ref.route);
    if (!target) throw new ConfigError(file, [...fieldPath, 'route'], `Unknown route "${ref.route}"`);
    const names = pathParamNames(target.path);
    const required = target.path.split('/').filter((segment) => segment.startsWith(':') && !segment.endsWith('?'));
    for (const segment of required) {
      const name = segment.slice(1);
      if (ref.params?.[name] === undefined) throw new ConfigError(file, [...fieldPath, 'params'], `Route "${ref.route}" (${target.path}) needs the param "${name}"`);
    }
    for (const [name, value] of Object.entries(ref.params ?? {})) {
      if (!names.includes(name)) throw new ConfigError(file, [...fieldPath, 'params', name], `"${name}" is not a param of ${target.path}`);
      const allowed = target.paramValues?.[name];
      if (allowed && !allowed.includes(value)) throw new ConfigError(file, [...fieldPath, 'params', name], `"${value}" is not one of ${allowed.join(', ')}`);
    }
  };
  const checkTarget = (file: string, fieldPath: PropertyKey[], target: LinkTarget) => {
    if ('route' in target) checkRef(file, fieldPath, target);
    else {
      checkRef(file, [...fieldPath, 'desktop'], target.desktop);
      checkRef(file, [...fieldPath, 'mobile'], target.mobile);
    }
  };

  const routesById = new Map(routes.map((route) => [route.id, route]));
  checkRef(routeIndexFile, ['guardRedirect'], table.guardRedirect);
  const guardTarget = routesById.get(table.guardRedirect.route);
  // A guard target that is itself guarded would send players round in circles.
  if (!guardTarget || guardTarget.guard !== 'any') throw new ConfigError(routeIndexFile, ['guardRedirect', 'route'], 'The guard target must be a route with guard "any"');
  if (table.signInRedirect) {
    checkRef(routeIndexFile, ['signInRedirect'], table.signInRedirect);
    // Only a guest-only page sends its signed-in visitor on to the page they came for.
    if (routesById.get(table.signInRedirect.route)?.guard !== 'guest-only') {
      throw new ConfigError(routeIndexFile, ['signInRedirect', 'route'], 'The sign-in target must be a route with guard "guest-only"');
    }
  }

  for (const route of routes) {
    const { file, index } = routeOrigin.get(route.id)!;
    if (route.redirect) {
      checkRef(file, ['routes', index, 'redirect'], route.redirect);
      if (route.redirect.route === route.id) throw new ConfigError(file, ['routes', index, 'redirect', 'route'], 'A route cannot redirect to itself');
    }
    for (const viewport of ['desktop', 'mobile'] as const) {
      const redirect = route.variants?.[viewport]?.redirect;
      if (redirect) checkRef(file, ['routes', index, 'variants', viewport, 'redirect'], redirect);
    }
    if (route.sportEmbedViews && !sportEmbeds.some((embed) => embed.id === route.sportEmbedViews!.embed)) {
      throw new ConfigError(file, ['routes', index, 'sportEmbedViews', 'embed'], `Unknown sport embed "${route.sportEmbedViews.embed}" (config/sport-embeds/index.ts)`);
    }
  }

  const slots = new Set(menus.map((group) => group.slot));
  modals.forEach((modal, index) => {
    checkRef(modalsFilePath, ['modals', index, 'backTo'], modal.backTo);
    if (modal.backTo.route === modal.id) throw new ConfigError(modalsFilePath, ['modals', index, 'backTo', 'route'], 'A modal cannot go back to itself');
    if (typeof modal.screen === 'object' && !slots.has(modal.screen.menu)) {
      throw new ConfigError(modalsFilePath, ['modals', index, 'screen', 'menu'], `No menu group is attached to the slot "${modal.screen.menu}" (config/menus/slots.ts)`);
    }
  });

  const groupKeys = new Set<string>();
  menus.forEach((group, groupIndex) => {
    const key = `${group.slot}/${group.id}`;
    if (groupKeys.has(key)) throw new ConfigError(menuGroupsFilePath, ['groups', groupIndex, 'id'], `Duplicate group "${group.id}" in slot "${group.slot}"`);
    groupKeys.add(key);
    const entryIds = new Set<string>();
    group.entries.forEach((entry, entryIndex) => {
      if (entryIds.has(entry.id)) throw new ConfigError(menuGroupsFilePath, ['groups', groupIndex, 'entries', entryIndex, 'id'], `Duplicate entry "${entry.id}"`);
      entryIds.add(entry.id);
      checkTarget(menuGroupsFilePath, ['groups', groupIndex, 'entries', entryIndex, 'to'], entry.to);
      entry.activeOn?.forEach((routeId, activeIndex) => {
        if (!routesById.has(routeId)) throw new ConfigError(menuGroupsFilePath, ['groups', groupIndex, 'entries', entryIndex, 'activeOn', activeIndex], `Unknown route "${routeId}"`);
      });
    });
  });

  for (const list of ['main', 'footer'] as const) {
    const ids = new Set<string>();
    navigation[list].forEach((link, index) => {
      if (ids.has(link.id)) throw new ConfigError(shellMenusFilePath, [list, index, 'id'], `Duplicate link "${link.id}"`);
      ids.add(link.id);
      checkTarget(shellMenusFilePath, [list, index, 'to'], link.to);
    });
  }
  const tabIds = new Set<string>();
  navigation.tabBar.forEach((tab, index) => {
    if (tabIds.has(tab.id)) throw new ConfigError(shellMenusFilePath, ['tabBar', index, 'id'], `Duplicate tab "${tab.id}"`);
    tabIds.add(tab.id);
    if (tab.to) checkTarget(shellMenusFilePath, ['tabBar', index, 'to'], tab.to);
  });
  // §2 Shell: one entry per page in the side menu, so one and only one is current (the menu is a phone's: mobile targets).
  const drawerIds = new Set<string>();
  const drawerLinkIds = new Set<string>();
  const drawerPages = new Map<string, string>();
  navigation.drawer.forEach((group, groupIndex) => {
    if (drawerIds.has(group.id)) throw new ConfigError(shellMenusFilePath, ['drawer', groupIndex, 'id'], `Duplicate group "${group.id}"`);
    drawerIds.add(group.id);
    group.links.forEach((link, linkIndex) => {
      const at = ['drawer', groupIndex, 'links', linkIndex];
      if (drawerLinkIds.has(link.id)) throw new ConfigError(shellMenusFilePath, [...at, 'id'], `Duplicate entry "${link.id}"`);
      drawerLinkIds.add(link.id);
      checkTarget(shellMenusFilePath, [...at, 'to'], link.to);
      const ref = 'route' in link.to ? link.to : link.to.mobile;
      const page = `${ref.route} ${JSON.stringify(ref.params ?? {})}`;
      const other = drawerPages.get(page);
      if (other) throw new ConfigError(shellMenusFilePath, [...at, 'to'], `"${link.id}" leads to the same page as "${other}"`);
      drawerPages.set(page, link.id);
    });
  });

  for (const market of markets) {
    market.languages.forEach((code, index) => {
      if (!languageCodes.includes(code)) throw new ConfigError(`config/markets/${market.id}.ts`, ['languages', index], `Language "${code}" not found in config/languages/index.ts`);
    });
  }

  const market = markets.find((candidate) => candidate.id === app.market);
  if (!market) throw new ConfigError(appFilePath, ['market'], `Unknown market "${app.market}" (config/markets/index.ts)`);

  return { routes, guardRedirect: table.guardRedirect, ...(table.signInRedirect ? { signInRedirect: table.signInRedirect } : {}), modals, menus, navigation, app, market, sportEmbeds };
}
