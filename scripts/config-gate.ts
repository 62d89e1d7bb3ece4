// The build's config gate (CONVENTIONS 2): every config kind, in one list that scripts/check-config.ts runs in
// order. A kind not listed here is never checked at build, so tests/unit/config-gate.test.ts fails when a schema
// under schemas/config/ has no kind here. Each check parses its files with the kind's zod schema and throws a
// ConfigError naming the file and field (`config/wheel.ts: winScreenAtMs: ...`).
import { ConfigError, parseConfigFile, validateConfig, validateForms, validateProviders } from '../src/engine/validate-config.ts';
import { validateSportsbook } from '../src/engine/validate-sportsbook.ts';
import { validateContent } from '../src/features/content/validate-content.ts';
import { validatePromotions } from '../src/features/promotions/validate-promotions.ts';
import { betTypesSchema } from '../schemas/config/bet-types.ts';
import { brandConfigSchema } from '../schemas/config/brand.ts';
import { cashbackConfigSchema } from '../schemas/config/cashback.ts';
import { notificationsConfigSchema } from '../schemas/config/notifications.ts';
import { slidesConfigSchema } from '../schemas/config/slides.ts';
import { wheelConfigSchema } from '../schemas/config/wheel.ts';
import { accumulatorBoostSchema } from '../schemas/config/accumulator-boost.ts';
import { betBuilderSchema } from '../schemas/config/bet-builder.ts';
import betTypesFile from '../config/sportsbook/bet-types.ts';
import { languages as deploymentLanguageList } from '../config/languages/index.ts';
import brandFile from '../config/brand.ts';
import cashbackFile from '../config/cashback.ts';
import notificationsFile from '../config/notifications.ts';
import slidesFile from '../config/slides.ts';
import wheelFile from '../config/wheel.ts';
import accumulatorBoostFile from '../config/sportsbook/accumulator-boost.ts';
import betBuilderFile from '../config/sportsbook/bet-builder.ts';
import { parseSportFeeds, readSportFeeds, SportFeedError, type RawSportFeed } from '../sandbox/sportsbook/sport-feeds.ts';

type AppConfig = ReturnType<typeof validateConfig>;

/** The feed half of each sport (`feed` in config/sportsbook/sports/<key>.ts), imported once for the gate. */
const sportFeeds = await readSportFeeds();

/** Content and promotions may be written in any language of the deployment; each market shows its own. */
const deploymentLanguages = deploymentLanguageList.map((language) => language.code);

export interface ConfigKindCheck {
  /** The kind's name, for the reader of this list. */
  kind: string;
  /** The schema files (schemas/config/) this check parses with. */
  schemas: readonly string[];
  /** Parses the kind's files (the deployment's, unless a test hands another value); returns what it counted. */
  check(app: AppConfig, value?: unknown): string;
}

/** A kind held in one file: parsed whole with its schema. */
function singleFile(kind: string, schema: string, file: string, zodSchema: Parameters<typeof parseConfigFile>[1], deployed: unknown): ConfigKindCheck {
  return {
    kind,
    schemas: [schema],
    check: (_app, value = deployed) => {
      parseConfigFile(file, zodSchema, value);
      return file;
    },
  };
}

/**
 * The kinds validateConfig() checks together (routes, modals, menus, app, markets, languages, sport
 * embeds: they refer to each other) come first; the others follow, each alone or against the app's languages.
 */
export const configKinds: readonly ConfigKindCheck[] = [
  {
    kind: 'routes, modals, menus, app, markets and their protection packs, languages, sport embeds',
    schemas: ['routes', 'modals', 'menus', 'app', 'market', 'protection', 'language', 'sport-embed'].map((name) => `schemas/config/${name}.ts`),
    check: (app) => `${app.routes.length} routes, ${app.modals.length} modals, ${app.menus.length} menu groups, ${app.sportEmbeds.length} sport embeds`,
  },
  { kind: 'providers', schemas: ['schemas/config/provider.ts'], check: () => `${validateProviders().length} providers` },
  { kind: 'sportsbook', schemas: ['schemas/config/sportsbook.ts'], check: () => `${validateSportsbook().sports.length} sports` },
  {
    kind: 'sport feeds',
    schemas: ['schemas/config/sport-feed.ts'],
    check: (_app, value = sportFeeds) => {
      try {
        return `${parseSportFeeds(value as RawSportFeed[]).length} sport feeds`;
      } catch (error) {
        if (error instanceof SportFeedError) throw new ConfigError(error.file, error.path, error.detail);
        throw error;
      }
    },
  },
  singleFile('bet types', 'schemas/config/bet-types.ts', 'config/sportsbook/bet-types.ts', betTypesSchema, betTypesFile),
  { kind: 'forms', schemas: ['schemas/config/form.ts'], check: (app) => `${validateForms(app.market, undefined, app.routes.map((route) => route.id)).length} forms` },
  {
    kind: 'content files',
    schemas: [],
    check: (app) =>
      `${validateContent({
        languages: app.market.languages,
        deploymentLanguages,
        defaultLanguage: app.market.defaultLanguage,
        routePaths: app.routes.map((route) => route.path),
        routeIds: app.routes.map((route) => route.id),
      }).files} content files`,
  },
  {
    kind: 'promotions',
    schemas: ['schemas/config/promotion.ts'],
    check: (app) => `${validatePromotions({ languages: app.market.languages, deploymentLanguages, routes: app.routes, modals: app.modals }).length} promotions`,
  },
  singleFile('brand', 'schemas/config/brand.ts', 'config/brand.ts', brandConfigSchema, brandFile),
  singleFile('slides', 'schemas/config/slides.ts', 'config/slides.ts', slidesConfigSchema, slidesFile),
  singleFile('wheel', 'schemas/config/wheel.ts', 'config/wheel.ts', wheelConfigSchema, wheelFile),
  // Its sports and market types against the sportsbook's are config/sportsbook/bet-builder.test.ts's.
  singleFile('bet builder', 'schemas/config/bet-builder.ts', 'config/sportsbook/bet-builder.ts', betBuilderSchema, betBuilderFile),
  // Its figures against the sport promotion's words are config/sportsbook/accumulator-boost.test.ts's.
  singleFile('accumulator boost', 'schemas/config/accumulator-boost.ts', 'config/sportsbook/accumulator-boost.ts', accumulatorBoostSchema, accumulatorBoostFile),
  singleFile('cashback', 'schemas/config/cashback.ts', 'config/cashback.ts', cashbackConfigSchema, cashbackFile),
  singleFile('notifications', 'schemas/config/notifications.ts', 'config/notifications.ts', notificationsConfigSchema, notificationsFile),
];

/** Runs every kind in order; the first bad file throws its ConfigError. Returns the summary line. */
export function runConfigGate(kinds: readonly ConfigKindCheck[] = configKinds): string {
  const app = validateConfig();
  return `config: ${kinds.map((kind) => kind.check(app)).join(', ')}: valid`;
}
