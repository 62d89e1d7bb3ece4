import { existsSync, readFileSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { languages } from '../../config/languages/index.ts';
import routeTable from '../../config/routes/index.ts';
import modals from '../../config/modals.ts';

// §1: a language's core areas come with the first screen, the others with the screens that name them in their
// route's or modal's `languageAreas` (config/routes, config/modals.ts). This guard reads the code a screen can run (its imports, static and lazy, followed
// through src/ and config/) and the keys it names (`'profile.title'`, `` `sportsbook.${x}` ``), so a screen that uses
// an area it does not load fails here rather than flashing empty texts until the fail-safe loads it.

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const modules = await Promise.all(languages.map(async (language) => ({ language, module: await language.load() })));
const coreAreas = new Set(Object.keys(modules[0].module.default));
const onDemandAreas = new Set(Object.keys(modules[0].language.areas ?? {}));
const allAreas = [...coreAreas, ...onDemandAreas];
/** The areas each route and modal loads with its screen, as declared beside it. */
type WithAreas = { id: string; languageAreas?: readonly string[] };
const routeAreas = new Map<string, readonly string[]>(Object.values(routeTable.areas).flatMap((routes) => (routes as readonly WithAreas[]).map((route) => [route.id, route.languageAreas ?? []] as const)));
const modalAreas = new Map<string, readonly string[]>((modals as readonly WithAreas[]).map((modal) => [modal.id, modal.languageAreas ?? []] as const));
const keyPattern = new RegExp(`['"\`](${allAreas.join('|')})\\.[A-Za-z_$]`, 'g');

/**
 * Files outside the screens' loads that may name an on-demand area, and why that is safe: the key is only looked up
 * with i18next.exists() and falls back to a core text, or the text shows long after the page (the fail-safe of
 * src/i18n/index.ts loads the area on first use).
 */
const lookupOnly: Record<string, string> = {
  'src/api/profile-errors.ts': 'profile error codes are looked up with i18next.exists() and fall back to the shared errors area',
  'src/features/profile/reality-check.tsx': 'the reality check (§2 Profile) opens minutes after sign-in; its area loads on first use',
  'src/features/profile/reality-check-dialog.tsx': 'as reality-check.tsx',
  'src/features/auth/session.ts': 'its toasts follow a sign-in: by then the login form or the signed-in header has loaded the auth area',
  'src/features/auth/session-lifecycle.tsx': 'as session.ts: it runs only for a signed-in player, whose header loaded the auth area',
  // §3 Player protection by market: a pack names its limit kinds' labels; only the limits page and the deposit page's
  // limit step read them, both profile screens that load the profile area.
  'config/markets/tn.ts': 'limit names read only by the profile screens',
  'config/markets/uk-example.ts': 'as tn.ts',
  'config/markets/de-example.ts': 'as tn.ts',
};

/** Where the graph stops: the lists of every route, modal and language would pull in the whole app. */
const stop = /config[\\/](languages|routes)[\\/]|config[\\/]modals\.ts$|[\\/]generated[\\/]/;

function importsOf(file: string, lazy = true): string[] {
  // A type-only import runs nothing.
  const text = readFileSync(file, 'utf8').replace(/^import type [^;]*;/gm, '');
  const pattern = lazy ? /(?:from\s+|import\s*\(\s*(?:\/\*[^*]*\*\/\s*)?|import\s+)['"](\.[^'"]+)['"]/g : /(?:from\s+|import\s+)['"](\.[^'"]+)['"]/g;
  const specifiers = [...text.matchAll(pattern)].map((match) => match[1]);
  // A feature's public index.ts re-exports its parts: an import of some of its names runs only the parts that export
  // them (the bundler keeps no other: package.json `sideEffects: false`), so only those are followed.
  const fromBarrels = [...text.matchAll(/import\s*\{([^}]*)\}\s*from\s*['"](\.[^'"]*\/index\.ts)['"]/g)].flatMap((match) => {
    const barrel = resolveLocal(file, match[2]);
    const names = match[1].split(',').map((name) => name.trim().replace(/^type\s+/, '').split(/\s+as\s+/)[0]).filter(Boolean);
    return barrel ? barrelParts(barrel, names).map((part) => ({ barrel: match[2], part })) : [];
  });
  const barrels = new Set(fromBarrels.map((entry) => entry.barrel));
  return [...specifiers.filter((specifier) => !barrels.has(specifier)), ...fromBarrels.map((entry) => entry.part)];
}

/** The files `barrel` re-exports one of `names` from (absolute paths, which resolveLocal keeps as they are). */
function barrelParts(barrel: string, names: readonly string[]): string[] {
  const text = readFileSync(barrel, 'utf8');
  // An index.ts with code of its own (not only re-exports) is followed whole.
  const ownCode = text.split('\n').some((line) => !/^\s*(\/\/|\/\*|\*|export\s*(\*|\{|type\s*\{)|$)/.test(line));
  if (ownCode) return [barrel];
  return [...text.matchAll(/export\s*(\*|\{([^}]*)\})\s*from\s*['"](\.[^'"]+)['"]/g)]
    .filter((match) => match[1] === '*' || match[2].split(',').some((name) => names.includes(name.trim().replace(/^type\s+/, '').split(/\s+as\s+/).pop()!)))
    .map((match) => resolve(dirname(barrel), match[3]));
}

function resolveLocal(from: string, specifier: string): string | undefined {
  const base = resolve(dirname(from), specifier);
  return [base, `${base}.ts`, `${base}.tsx`, resolve(base, 'index.ts')].find((path) => existsSync(path) && /\.(m?[jt]sx?)$/.test(path));
}

/**
 * The files `entries` can run: their imports followed through src/ and config/, lazy ones too unless `lazy` is false,
 * not into `stopAt` (the lazy parts that load their own areas, checked on their own).
 */
function closure(entries: readonly string[], lazy = true, stopAt: ReadonlySet<string> = new Set()): Set<string> {
  const seen = new Set<string>();
  const queue = [...entries];
  while (queue.length > 0) {
    const file = queue.shift()!;
    if (seen.has(file) || (stopAt.has(file) && !entries.includes(file))) continue;
    seen.add(file);
    for (const specifier of importsOf(file, lazy)) {
      const target = resolveLocal(file, specifier);
      if (target && !stop.test(relative(root, target))) queue.push(target);
    }
  }
  return seen;
}

/** `area -> files naming it` over the given files, tests and lookup-only files left out. */
function areasNamed(files: Iterable<string>): Map<string, string[]> {
  const named = new Map<string, string[]>();
  for (const file of files) {
    const path = relative(root, file);
    if (/\.test\.tsx?$/.test(path) || path in lookupOnly) continue;
    for (const match of readFileSync(file, 'utf8').matchAll(keyPattern)) {
      const list = named.get(match[1]) ?? [];
      if (!list.includes(path)) list.push(path);
      named.set(match[1], list);
    }
  }
  return named;
}

/** The on-demand areas named by `files` and missing from `loaded`, with the files naming them. */
function unloaded(files: Iterable<string>, loaded: readonly string[]): string[] {
  return [...areasNamed(files)].filter(([area]) => !coreAreas.has(area) && !loaded.includes(area)).map(([area, names]) => `${area} (${names.join(', ')})`);
}

/** The screen files a config file loads lazily (`screen: () => import('...')`). */
function screensOf(configFile: string): string[] {
  return screensById(configFile).map((entry) => entry.screen);
}

/** Each entry of a route or modal list with its id and the screen it loads: an entry runs from its `id:` to the next. */
function screensById(configFile: string): { id: string; screen: string }[] {
  const entries = readFileSync(configFile, 'utf8').split(/(?=\bid: ')/).slice(1);
  return entries.flatMap((entry) => {
    const id = /^id: '([^']+)'/.exec(entry)![1];
    return [...entry.matchAll(/import\(\s*['"](\.[^'"]+)['"]\s*\)/g)].map((match) => ({ id, screen: resolveLocal(configFile, match[1])! })).filter((found) => found.screen);
  });
}

// What every shell page runs before any lazy part: the entry and the shell, static imports only. The parts they load
// lazily are checked below against the areas they load beside their chunk (withAreas).
const firstLoad = closure([resolve(root, 'src/main.tsx'), resolve(root, 'src/features/shell/shell.tsx')], false);

/** Every route's and modal's screen file. */
const allScreens = [...Object.keys(routeTable.areas).map((file) => resolve(root, `config/routes/${file}.ts`)), resolve(root, 'config/modals.ts')].flatMap(screensOf);

/**
 * Every `withAreas(() => import('./part.tsx'), ['area', ...])` in what the entry and the screens run (a screen's own
 * lazy part too, e.g. the match tracker): the part's file and the areas loaded with it.
 */
function lazyPartsWithAreas(): { file: string; part: string; areas: string[] }[] {
  const sources = [...closure([resolve(root, 'src/main.tsx'), ...allScreens])].filter((path) => path.includes(`${resolve(root, 'src')}`));
  return sources.flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(/withAreas\(\s*\(\)\s*=>\s*import\(\s*(?:\/\*[^*]*\*\/\s*)?['"](\.[^'"]+)['"]\s*\)\s*,\s*\[([^\]]*)\]/g)].map((match) => ({
      file,
      part: resolveLocal(file, match[1])!,
      areas: [...match[2].matchAll(/['"]([^'"]+)['"]/g)].map((name) => name[1]),
    })),
  );
}

const partFiles: ReadonlySet<string> = new Set(lazyPartsWithAreas().map((entry) => entry.part));

describe('language areas (§1: the first load carries the core, screens bring the rest)', () => {
  it('every language splits its pack into the same core and on-demand areas', () => {
    for (const { language, module } of modules) {
      expect(Object.keys(module.default).sort(), language.code).toEqual([...coreAreas].sort());
      expect(Object.keys(language.areas ?? {}).sort(), language.code).toEqual([...onDemandAreas].sort());
    }
  });

  it('the routes and modals name only on-demand areas', () => {
    const named = [...routeAreas.values(), ...modalAreas.values()].flat();
    expect(named.length).toBeGreaterThan(0);
    expect(named.filter((area) => !onDemandAreas.has(area))).toEqual([]);
  });

  it('the entry and the shell name only core areas', () => {
    expect(unloaded(firstLoad, [])).toEqual([]);
  });

  it('the lazy parts of the entry and the shell name only areas they load beside their chunk (withAreas)', () => {
    const parts = lazyPartsWithAreas();
    expect(parts.map((entry) => relative(root, entry.part)).sort()).toEqual(
      expect.arrayContaining(['src/features/auth/login-form.tsx', 'src/features/shell/desktop-header.tsx', 'src/features/shell/mobile-panels.tsx', 'src/features/sportsbook/tracker/match-tracker.tsx']),
    );
    for (const { file, part, areas } of parts) {
      expect(areas.filter((area) => !onDemandAreas.has(area)), relative(root, file)).toEqual([]);
      const files = [...closure([part], true, partFiles)].filter((path) => !firstLoad.has(path));
      expect(unloaded(files, areas), `${relative(root, file)}: ${relative(root, part)}`).toEqual([]);
    }
  });

  it.each(Object.keys(routeTable.areas))('the screens of config/routes/%s.ts name only areas they load', (file) => {
    for (const { id, screen } of screensById(resolve(root, `config/routes/${file}.ts`))) {
      const files = [...closure([screen], true, partFiles)].filter((path) => !firstLoad.has(path));
      expect(unloaded(files, routeAreas.get(id) ?? []), `${id}: ${relative(root, screen)}`).toEqual([]);
    }
  });

  it('modal screens name only areas they load', () => {
    const modalsFile = resolve(root, 'config/modals.ts');
    // Each modal's entry runs from its `id:` to the next one's; its screen is the import inside.
    const entries = readFileSync(modalsFile, 'utf8').split(/(?=\bid: ')/).slice(1);
    expect(entries.length).toBeGreaterThan(0);
    for (const entry of entries) {
      const id = /^id: '([^']+)'/.exec(entry)![1];
      for (const match of entry.matchAll(/import\(\s*['"](\.[^'"]+)['"]\s*\)/g)) {
        const screen = resolveLocal(modalsFile, match[1])!;
        const files = [...closure([screen], true, partFiles)].filter((path) => !firstLoad.has(path));
        expect(unloaded(files, modalAreas.get(id) ?? []), `${id}: ${relative(root, screen)}`).toEqual([]);
      }
    }
  });

  it('sees the keys it guards: the sportsbook screens name the sportsbook area, the entry names none of it', () => {
    const sportsbookFiles = screensOf(resolve(root, 'config/routes/sportsbook.ts')).flatMap((screen) => [...closure([screen])]);
    expect(areasNamed(sportsbookFiles).has('sportsbook')).toBe(true);
    expect(areasNamed(firstLoad).has('sportsbook')).toBe(false);
  });
});
