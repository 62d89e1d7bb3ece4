import * as z from 'zod';
import { type DeepReadonly, idSchema } from './shared.ts';
import { providerDefaults } from './provider.define.ts';

/**
 * A casino game provider (config/providers/<id>.ts, CONVENTIONS 1 and 3): everything the engine
 * (src/engine/providers.ts) needs to list, map and launch one integration's games. Data where data can say it;
 * a converter that needs logic is a small named function in the same file. Keys with a default take it from
 * providerDefaults (provider.define.ts), which the zod-free runtime applies too.
 */

/** §3 Casino game (normalised): what every provider's items become. */
export interface CasinoGame {
  /** Unique across providers: `${gameId}_${routeProvider}` (the favourite key of §3). */
  id: string;
  gameId: string;
  description: string;
  gameName: string;
  /** Slot categories (§3 Catalogue categories, kebab-case), plus 'favorite' when the player marked it. */
  tab: string[];
  /** Live-casino categories; non-empty means the game is listed in the live-casino lobby. */
  tabLive: string[];
  /** The producer's display name (the ?providers= filter matches its slug). */
  provider: string;
  imageUrl: string;
  /** The config provider id: the {provider} segment of the game routes. */
  routeProvider: string;
  hasDemoMode: boolean;
  hasFreeSpins: boolean;
  isDefault: boolean;
  /** system: the slug prefix (§3); field: the value of the provider's unique field (§4), when it has one. */
  additionalData: { system?: string; field?: string };
  /** Outcome-type providers only (§3). */
  format?: string;
}

/** The normalised fields a path map may fill (the rest come from converters or defaults). */
export const mappableFields = ['gameId', 'description', 'gameName', 'provider', 'imageUrl', 'hasDemoMode', 'hasFreeSpins', 'format', 'system'] as const;
export type MappableField = (typeof mappableFields)[number];

/** A dotted path into a source item or answer: 'launch_options.game_url'; '' is the value itself. */
const sourcePathSchema = z.string().regex(/^([A-Za-z_][A-Za-z0-9_]*(\.[A-Za-z_][A-Za-z0-9_]*)*)?$/, 'Expected a dotted path such as "launch_options.game_url"');

/** An API path of the operator's backend (§7 paths are given without host). */
const apiPathSchema = z.string().regex(/^\/api\/[A-Za-z0-9/_.-]*$/, 'Expected an API path such as "/api/casino/games/"');

/** A value per viewport (§9: the tablet breakpoint decides mobile versus desktop). */
const viewportValueSchema = z.strictObject({
  viewport: z.strictObject({ desktop: z.union([z.string(), z.number()]), mobile: z.union([z.string(), z.number()]) }),
});

/** One call: method, path and query (values may use the template placeholders below). */
export const providerRequestSchema = z.strictObject({
  /** HTTP method. */
  method: z.enum(['GET', 'POST']).default(providerDefaults.method),
  /** Path without host. */
  path: apiPathSchema,
  /** Query string entries; `{ viewport: { desktop, mobile } }` picks by viewport (the platform the player is on). */
  query: z.record(z.string(), z.union([z.string(), z.number(), viewportValueSchema])).optional(),
});

/**
 * A body template value. Strings may hold placeholders filled at launch: `{gameId}`, `{gameIdNumber}` (kept as a
 * number when it is the whole value), `{system}`, `{isMobile}` (0 or 1), `{clientType}` (desktop or mobile),
 * `{lang}`, `{returnUrl}` (the casino slots page, absolute). `{ viewport: { desktop, mobile } }` picks by viewport.
 */
export const templateValueSchema = z.union([
  z.string(),
  z.number(),
  z.boolean(),
  viewportValueSchema,
]);
export type TemplateValue = z.output<typeof templateValueSchema>;

/** A session launcher (§7 Session launches). */
export const launcherSchema = z.strictObject({
  /** The call. */
  request: providerRequestSchema,
  /** JSON body template. */
  body: z.record(z.string(), templateValueSchema).default(providerDefaults.body),
  /** Where the game URL is in the answer ('' when the answer is the URL itself). */
  urlAt: sourcePathSchema,
  /** Guests may launch it (demo, §6). */
  guestAllowed: z.boolean().default(providerDefaults.guestAllowed),
});
export type LauncherConfig = z.output<typeof launcherSchema>;

const converterSchema = <Input, Output>() =>
  z.custom<(input: Input) => Output>((value) => typeof value === 'function', { message: 'Expected a named converter function' });

export const providerSchema = z
  .strictObject({
    /** Provider id: the route's {provider} segment and the file name config/providers/<id>.ts. */
    id: idSchema,
    /** Display name (filters, tests). */
    label: z.string().min(1),
    /** §7 Game lists: the list call. */
    list: z.strictObject({
      /** The call (GET). */
      request: providerRequestSchema,
      /** Where the items array is in the answer ('' when the answer is the array). */
      itemsAt: sourcePathSchema,
    }),
    /** Path map from normalised field to source path (CONVENTIONS 3: `{ gameName: 'Name' }`). */
    fields: z.partialRecord(z.enum(mappableFields), sourcePathSchema),
    /** Values for normalised fields no source field gives. */
    defaults: z
      .strictObject({
        /** Whether games have a demo mode when no field says. */
        hasDemoMode: z.boolean().optional(),
        /** Whether games have free spins when no field says. */
        hasFreeSpins: z.boolean().optional(),
      })
      .default(providerDefaults.defaults),
    /** Logic the path map cannot say: categories, live tabs, image address... Gets the source item and the mapped game. */
    convert: converterSchema<{ item: Record<string, unknown>; game: CasinoGame; context: { gameOrigin: string } }, Partial<CasinoGame>>().optional(),
    /** §4: the list unauthenticated players get instead of the list call (items in the source shape). */
    defaultList: z.array(z.record(z.string(), z.unknown())).optional(),
    /** §4: extra data fetched once per provider with its converter; skipped for guests when authRequired. */
    extraData: z
      .strictObject({
        /** The call (GET). */
        request: providerRequestSchema,
        /** Needs a signed-in player. */
        authRequired: z.boolean(),
        /** Turns the answer into what the store keeps (extraData[provider]). */
        convert: converterSchema<unknown, unknown>(),
      })
      .optional(),
    /** §4: the list is stored per value of this source field (gameListInField[provider][value]). */
    uniqueField: sourcePathSchema.optional(),
    /** §7 Session launches: real money, demo (guests), free spins. */
    launch: z.strictObject({
      /** Real-money launch (signed in). */
      real: launcherSchema,
      /** Demo launch (§2 demoStart). */
      demo: launcherSchema.optional(),
      /** Free-spin session launch. */
      freeSpin: launcherSchema.optional(),
    }),
    /**
     * Origins a game frame may load, each in the page's CSP frame-src (server/provider-frame-origins.ts):
     * `{gameOrigin}` the runtime game origin, a fixed origin, or `{setting:NAME}` the origin in the environment
     * variable NAME where it differs per environment (DESIGN "Origins").
     */
    frameOrigins: z
      .array(z.string().regex(/^(\{gameOrigin\}|\{setting:[A-Z][A-Z0-9_]*\}|https?:\/\/[a-z0-9.-]+(:\d+)?)$/, 'Expected an origin, {gameOrigin} or {setting:NAME}'))
      .min(1),
    /** §3: game ids and producer names left out of the lists. */
    exclusions: z
      .strictObject({
        /** Game ids (the provider's own). */
        gameIds: z.array(z.string()).default(providerDefaults.excluded),
        /** Producer names (normalised provider field). */
        providers: z.array(z.string()).default(providerDefaults.excluded),
      })
      // Absent: the inner defaults fill both lists (prefault parses {} instead of short-cutting to a value).
      .prefault({}),
    /** §3: the static catalogue: game ids per category (added to the games' tab). */
    categories: z.record(z.string().regex(/^[a-z0-9-]+$/), z.array(z.string())).default(providerDefaults.categories),
  })
  .superRefine((provider, context) => {
    if (provider.defaultList && provider.defaultList.length === 0) {
      context.addIssue({ code: 'custom', path: ['defaultList'], message: 'A default list, when given, has games' });
    }
  });

export type ProviderConfig = z.output<typeof providerSchema>;
export type ProviderInput = DeepReadonly<z.input<typeof providerSchema>>;
