import * as z from 'zod';
import { type DeepReadonly, i18nKeySchema, idSchema } from './shared.ts';

/**
 * The sportsbook config kind (DESIGN "Config kinds": sportsbook; §2 Sportsbook): which sports the front end
 * shows and how (ids of §3, order, icons, which markets a list shows), how each market type of the feed is
 * named and labelled and in which tab of the event page it sits, the list layouts, and the default sport of each
 * §2 section. An operator adds a sport or a market type here; the engine under src/ names none.
 *
 * Market template ids are the feed's market types (schemas/openapi/sportsbook.yaml Market.type) and outcome keys
 * its outcome keys; labels are i18n keys whose texts may use {{home}}, {{away}}, {{line}}, {{lineAway}} (the away
 * side's handicap), {{team}}, {{player}} and {{period}}, filled in by the front end from the event.
 */

const sideSchema = z.enum(['home', 'away']);

/** A feed outcome key: home, draw, over, home-draw, 2-1, player-<id>... */
const outcomeKeySchema = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'Expected an outcome key such as "home", "over" or "home-draw"');

/** A period or phase code of the feed: h1, q3, p2, s1, m1, r2, ot, so, ht, break. */
const periodCodeSchema = z.string().regex(/^[a-z]{1,5}\d?$/, 'Expected a period code such as "h1", "q3", "s2", "ot" or "ht"');

export const outcomeTemplateSchema = z
  .strictObject({
    /** The feed's outcome key. */
    key: outcomeKeySchema,
    /** The label, an i18n key (e.g. sport.outcomes.over: "Over {{line}}"). */
    labelKey: i18nKeySchema.optional(),
    /** Or the label is this side's name, from the event. */
    team: sideSchema.optional(),
    /** Short label for list column headers and narrow buttons (1, X, 2, O, U). */
    shortLabelKey: i18nKeySchema.optional(),
    /** Handicaps: the market's line follows the label, as is (home) or negated (away): "Espérance (-1.5)". */
    showLine: z.enum(['as-is', 'negated']).optional(),
  })
  .refine((outcome) => (outcome.labelKey === undefined) !== (outcome.team === undefined), { message: 'Give an outcome either labelKey or team, not both', path: ['labelKey'] });

/**
 * The sandbox feed's pricing models (sandbox/sportsbook/pricing/, one family file each): a market type names the one
 * that prices it. A family that cannot play a model (a fight has no goalscorer) refuses it when a sport plans it.
 */
export const pricingModels = [
  'match-result',
  'match-winner',
  'double-chance',
  'draw-no-bet',
  'total',
  'handicap',
  'both-teams-to-score',
  'correct-score',
  'period-result',
  'period-total',
  'period-winner',
  'half-time-full-time',
  'team-total',
  'odd-even',
  'first-team-to-score',
  'first-goalscorer',
  'player-points',
  'set-handicap',
  'total-sets',
  'to-win-a-set',
  'method-of-victory',
  'total-rounds',
  'goes-the-distance',
] as const;

/** How the feed prices a market type: a model by name, and how this type reads the model's answer. */
export const marketPricingSchema = z.strictObject({
  model: z.enum(pricingModels),
  /** Margin added to the sport's for this type: the books take more on markets with many outcomes. */
  margin: z.number().min(-0.05).max(0.3).optional(),
  /** A line the model prices every market of this type at (clean sheet: a team total of 0.5). */
  line: z.number().optional(),
  /** Whose figure the model reads for a team market: the market's team (default) or the other side's (clean sheet). */
  team: z.enum(['same', 'opponent']).optional(),
  /** This type's outcome keys -> the model's (clean sheet: yes -> under, no -> over); default the same keys. */
  outcomes: z.record(outcomeKeySchema, outcomeKeySchema).optional(),
});

export const marketTemplateSchema = z.strictObject({
  /** The feed's market type (schemas/openapi/sportsbook.yaml Market.type), e.g. "match-result". */
  id: idSchema,
  /** Name, an i18n key; may use {{line}}, {{period}}, {{team}}, {{player}}. A sport may rename it (sports[].marketNames). */
  nameKey: i18nKeySchema,
  /** Tab of the event page (one of marketGroups). */
  group: idSchema,
  /** The labels of the outcomes by key (they are shown in the feed's order). */
  outcomes: z.array(outcomeTemplateSchema),
  /**
   * How to label the feed's outcomes not listed above: 'feed-name' with the name the feed gives (players), 'key'
   * with their key itself (correct scores such as 2-1).
   */
  otherOutcomes: z.enum(['feed-name', 'key']).optional(),
  /** Outcome buttons per row on the event page. */
  columns: z.int().min(1).max(4),
  /** How the sandbox's feed prices it (the page ignores this). */
  pricing: marketPricingSchema,
});

export const listLayoutSchema = z.strictObject({
  /** Layout id, referenced by sports[].listLayout. */
  id: idSchema,
  /** The market columns of an event row in lists (at most 3), left to right. */
  columns: z
    .array(
      z.strictObject({
        /** A market template id. */
        market: idSchema,
        /** For a market type with lines: the main one (the feed marks it, Market.main). */
        line: z.literal('main').optional(),
      }),
    )
    .min(1)
    .max(3),
});

export const sportConfigSchema = z.strictObject({
  /** §3 Sport id (Football 1, Tennis 3, Basketball 4...). */
  id: z.int().min(1),
  /** Kebab-case key; the file is config/sportsbook/sports/<key>.ts. */
  key: idSchema,
  /** The sport's name, an i18n key. */
  labelKey: i18nKeySchema,
  /** Icon name in the ui kit's sport icon set. */
  icon: idSchema,
  /** Position in sports bars and lists (ascending). */
  order: z.int().min(1),
  /** How its events look in lists (one of listLayouts). */
  listLayout: idSchema,
  /** Tabs of the event page, in order (ids of marketGroups); markets of other groups are not shown. */
  marketGroups: z.array(idSchema).min(1),
  /** Names of market types for this sport (e.g. total -> "Total games" in tennis): template id -> i18n key. */
  marketNames: z.record(idSchema, i18nKeySchema).optional(),
  /** Tab names for this sport (e.g. halves -> "Quarters" in basketball): group id -> i18n key. */
  groupLabels: z.record(idSchema, i18nKeySchema).optional(),
  /**
   * How a live score reads in lists (default plain): plain, the goals or points; sets, the sets won then the points
   * of the set being played; games (tennis), the sets, the games of the set being played, the game's point and who serves.
   */
  liveScore: z.enum(['plain', 'sets', 'games']).optional(),
  /**
   * A live match tracker on its live events (docs/product.md §2 Sportsbook "Match tracker"): the sandbox's feed plays
   * one by the sport's family (goals: the football pitch; points: basketball's runs; sets with tennis scoring: tennis),
   * the event page and the live list show it.
   */
  tracker: z.boolean().optional(),
});

const sectionDefaultsSchema = z.strictObject({
  /** §2: top-tourneys default sport 0 (0 = every sport). */
  'top-tourneys': z.int().min(0),
  /** §2: prematch default sport 1. */
  prematch: z.int().min(0),
  /** §2: live default sport 1. */
  live: z.int().min(0),
});

const uniqueBy = <T>(items: readonly T[], key: (item: T) => string | number): number => {
  const seen = new Set<string | number>();
  for (const [index, item] of items.entries()) {
    if (seen.has(key(item))) return index;
    seen.add(key(item));
  }
  return -1;
};

export const sportsbookSchema = z
  .strictObject({
    /** §2 default sport per section (0 means every sport). */
    defaultSport: sectionDefaultsSchema,
    /** The sports shown, each from config/sportsbook/sports/<key>.ts. */
    sports: z.array(sportConfigSchema).min(1),
    /** Tabs of the event page: Main, Goals, Handicaps, Halves, Players... */
    marketGroups: z.array(z.strictObject({ id: idSchema, labelKey: i18nKeySchema })).min(1),
    /** One template per market type of the feed. */
    marketTemplates: z.array(marketTemplateSchema).min(1),
    listLayouts: z.array(listLayoutSchema).min(1),
    /** Names of periods and pauses (h1 "1st half", ht "Half-time", s2 "2nd set"...): code -> i18n key. */
    periods: z.record(periodCodeSchema, i18nKeySchema),
    /** §3 Odds formats with their ids (Decimal 0 ... Indo 5), as bookmakers settings offers them. */
    oddsFormats: z.array(z.strictObject({ id: z.int().min(0), key: idSchema, labelKey: i18nKeySchema })).min(1),
    /** The odds format of a player who has not chosen one. */
    defaultOddsFormat: z.int().min(0),
  })
  .superRefine((config, context) => {
    const issue = (path: PropertyKey[], message: string) => context.addIssue({ code: 'custom', path, message });
    const duplicate = (list: string, items: readonly { id?: unknown; key?: unknown }[], key: (item: never) => string | number, what: string) => {
      const index = uniqueBy(items as never[], key);
      if (index !== -1) issue([list, index], `Duplicate ${what} ${String(key(items[index] as never))}`);
    };
    duplicate('sports', config.sports, (sport: { id: number }) => sport.id, 'sport id');
    duplicate('sports', config.sports, (sport: { key: string }) => sport.key, 'sport key');
    duplicate('marketGroups', config.marketGroups, (group: { id: string }) => group.id, 'market group');
    duplicate('marketTemplates', config.marketTemplates, (template: { id: string }) => template.id, 'market template');
    duplicate('listLayouts', config.listLayouts, (layout: { id: string }) => layout.id, 'list layout');
    duplicate('oddsFormats', config.oddsFormats, (format: { id: number }) => format.id, 'odds format id');

    const groups = new Set(config.marketGroups.map((group) => group.id));
    const templates = new Set(config.marketTemplates.map((template) => template.id));
    const layouts = new Set(config.listLayouts.map((layout) => layout.id));
    const sportIds = new Set(config.sports.map((sport) => sport.id));
    config.marketTemplates.forEach((template, index) => {
      if (!groups.has(template.group)) issue(['marketTemplates', index, 'group'], `Unknown market group "${template.group}"`);
      const keyIndex = uniqueBy(template.outcomes, (outcome) => outcome.key);
      if (keyIndex !== -1) issue(['marketTemplates', index, 'outcomes', keyIndex, 'key'], `Duplicate outcome key "${template.outcomes[keyIndex].key}"`);
      if (template.outcomes.length === 0 && !template.otherOutcomes) issue(['marketTemplates', index, 'outcomes'], 'A template needs outcomes, or otherOutcomes to label the feed\'s');
      for (const key of Object.keys(template.pricing.outcomes ?? {})) {
        if (!template.outcomes.some((outcome) => outcome.key === key)) issue(['marketTemplates', index, 'pricing', 'outcomes', key], `Unknown outcome key "${key}"`);
      }
    });
    config.listLayouts.forEach((layout, index) => {
      layout.columns.forEach((column, columnIndex) => {
        if (!templates.has(column.market)) issue(['listLayouts', index, 'columns', columnIndex, 'market'], `Unknown market template "${column.market}"`);
      });
    });
    config.sports.forEach((sport, index) => {
      if (!layouts.has(sport.listLayout)) issue(['sports', index, 'listLayout'], `Unknown list layout "${sport.listLayout}"`);
      sport.marketGroups.forEach((group, groupIndex) => {
        if (!groups.has(group)) issue(['sports', index, 'marketGroups', groupIndex], `Unknown market group "${group}"`);
      });
      for (const id of Object.keys(sport.marketNames ?? {})) if (!templates.has(id)) issue(['sports', index, 'marketNames', id], `Unknown market template "${id}"`);
      for (const id of Object.keys(sport.groupLabels ?? {})) if (!groups.has(id)) issue(['sports', index, 'groupLabels', id], `Unknown market group "${id}"`);
    });
    for (const [section, sportId] of Object.entries(config.defaultSport)) {
      if (sportId !== 0 && !sportIds.has(sportId)) issue(['defaultSport', section], `Unknown sport ${sportId} (0 means every sport)`);
    }
    if (!config.oddsFormats.some((format) => format.id === config.defaultOddsFormat)) issue(['defaultOddsFormat'], `Unknown odds format ${config.defaultOddsFormat}`);
  });

export type SportsbookConfig = z.output<typeof sportsbookSchema>;
export type SportConfig = z.output<typeof sportConfigSchema>;
export type MarketTemplateConfig = z.output<typeof marketTemplateSchema>;
export type ListLayoutConfig = z.output<typeof listLayoutSchema>;
export type MarketPricing = z.output<typeof marketPricingSchema>;

export type SportsbookInput = DeepReadonly<z.input<typeof sportsbookSchema>>;
export type SportInput = DeepReadonly<z.input<typeof sportConfigSchema>>;
export type MarketTemplateInput = DeepReadonly<z.input<typeof marketTemplateSchema>>;
export type ListLayoutInput = DeepReadonly<z.input<typeof listLayoutSchema>>;
