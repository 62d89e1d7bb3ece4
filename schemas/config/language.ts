import { z } from 'zod';

/**
 * A language pack: one object per area (common, shell, auth, errors...), each a tree of translated strings.
 * The whole pack is one i18next namespace, so keys read `area.path.to.text` (e.g. `shell.skipToContent`).
 */
export type LanguagePack = Record<string, unknown>;

/** The areas of a pack loaded on demand, by area name (`profile: () => import('./profile.json')`). */
export type LanguageAreaLoaders = Record<string, () => Promise<{ default: unknown }>>;

/**
 * Loads a pack's core on demand: each language is its own lazy chunk (§1). `default` holds the core areas, shown on
 * every page; the language's `areas` load the others, each when a screen that uses it opens (the `languageAreas` of its routes and modals).
 */
export type LanguagePackLoader = () => Promise<{ default: LanguagePack }>;

/** Every area of a language, core and on-demand ones together (tests and checks that read whole packs). */
export async function loadWholePack(language: { load: LanguagePackLoader; areas?: LanguageAreaLoaders }): Promise<LanguagePack> {
  const module = await language.load();
  const pack: LanguagePack = { ...module.default };
  for (const [area, load] of Object.entries(language.areas ?? {})) pack[area] = (await load()).default;
  return pack;
}

/** One interface language (§1, §4 Language change, §9 Languages). */
export const languageSchema = z.object({
  /** Language code as the operator's backend knows it; also the i18next language and `<html lang>`. */
  code: z.string().regex(/^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8})*$/, 'code must be a BCP 47 style tag'),
  /** The language's name written in itself (shown in the language selector). */
  label: z.string().min(1),
  /** Text direction: Arabic sets right-to-left (§1). */
  dir: z.enum(['ltr', 'rtl']),
  /** Flag icon shown beside the code in the selector: an ISO 3166 alpha-2 country code, lower case. */
  flag: z.string().regex(/^[a-z]{2}$/, 'flag must be a lower-case two-letter country code'),
  /** Intl locale used for dates, numbers and money while this language is on (§4: sets the date locale). */
  dateLocale: z.string().refine(isIntlLocale, 'dateLocale must be a locale Intl knows'),
  /** `() => import('./<code>/index.ts')`: keeps every pack in its own chunk. */
  load: z.custom<LanguagePackLoader>((value) => typeof value === 'function', { message: 'load must be a function' }),
  /** `{ area: () => import('./<code>/<area>.json') }`: the areas outside the core, loaded with the screens that use them. */
  areas: z
    .record(
      z.string(),
      z.custom<LanguageAreaLoaders[string]>((value) => typeof value === 'function', { message: 'an area loader must be a function' }),
    )
    .optional(),
});

export type LanguageConfig = z.infer<typeof languageSchema>;

function isIntlLocale(value: string): boolean {
  try {
    return Intl.getCanonicalLocales(value).length === 1;
  } catch {
    return false;
  }
}
