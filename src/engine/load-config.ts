import routeTableFile from '../../config/routes/index.ts';
import modalsFile from '../../config/modals.ts';
import shellMenusFile from '../../config/menus/shell.ts';
import appFile from '../../config/app.ts';
import servedMarketFile from '../../config/markets/served.ts';
import sportEmbedsFile from '../../config/sport-embeds/index.ts';
import type { RouteConfig } from '../../schemas/config/routes.ts';
import type { ModalConfig } from '../../schemas/config/modals.ts';
import type { ShellMenusConfig } from '../../schemas/config/menus.ts';
import type { AppSettings } from '../../schemas/config/app.ts';
import type { MarketConfig } from '../../schemas/config/market.ts';
import type { SportEmbedConfig } from '../../schemas/config/sport-embed.ts';
import type { RouteRef } from '../../schemas/config/shared.ts';

// The runtime assembly of config/: no zod here, only `import type` from the schemas. CONVENTIONS 2 says "parsed
// at boot"; we deviate on purpose: parsing in the browser put zod (about 25 KB gzip) and a 350 ms long task
// (Lighthouse, 4x CPU slowdown) in the first load of every page, for files that cannot change after the build.
// The zod parse and the cross-file checks run instead where a bad file can still be stopped: at build
// (scripts/check-config.ts, the first step of `npm run build`) and in tests (validate-config.ts), with the
// file and field, e.g.
//   config/routes/profile.ts: routes[3].guard: Invalid option: expected one of "guest-only"|"auth-only"|"any"
// A test checks that this assembly equals what the validation parses (tests/unit/config.test.ts), and another
// that nothing the first page load imports reaches zod (tests/unit/first-load-imports.test.ts).

/** A route as the engine uses it: the config plus the area file it came from. */
export interface LoadedRoute extends RouteConfig {
  /** Area file name: config/routes/<area>.ts. */
  area: string;
}

/**
 * What config/ declares that the first load needs (the menus come with the screens that show them, load-menus.ts),
 * validated at build and in tests.
 */
export interface AppConfig {
  routes: LoadedRoute[];
  guardRedirect: RouteRef;
  /** Where a guest is sent from an auth-only page (config/routes/index.ts), else the guard target. */
  signInRedirect?: RouteRef;
  modals: ModalConfig[];
  /** The shell's menus (config/menus/shell.ts). */
  navigation: ShellMenusConfig;
  app: AppSettings;
  /** The market served (config/markets/served.ts): the browser's build carries its file alone. */
  market: MarketConfig;
  sportEmbeds: SportEmbedConfig[];
}

// The files' types are the schemas' input types, read-only (DeepReadonly); no schema of these kinds applies a
// default or transform, so the input is already the output and only the read-only arrays need the cast.
const routes = Object.entries(routeTableFile.areas).flatMap(([area, list]) =>
  list.map((route): LoadedRoute => ({ ...(route as RouteConfig), area })),
);
const app = appFile as AppSettings;
const market = servedMarketFile as MarketConfig | undefined;
// Never happens after a passing build (validate-config checks it); kept so a broken deployment says why.
if (!market) throw new Error(`config/app.ts: market: Unknown market "${app.market}" (config/markets/index.ts)`);

/** The config the engine runs on. */
export const appConfig: AppConfig = {
  routes,
  guardRedirect: routeTableFile.guardRedirect,
  ...(routeTableFile.signInRedirect ? { signInRedirect: routeTableFile.signInRedirect } : {}),
  modals: modalsFile as unknown as ModalConfig[],
  navigation: shellMenusFile as ShellMenusConfig,
  app,
  market,
  sportEmbeds: sportEmbedsFile as unknown as SportEmbedConfig[],
};
