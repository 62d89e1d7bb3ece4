import path from 'node:path';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const root = path.dirname(fileURLToPath(import.meta.url));

/**
 * The layers' import rules (CONVENTIONS 11 and 15; docs/architecture.md "Import rules", whose table
 * tests/unit/import-boundaries.test.ts renders from this list and holds equal to it). Checked on every static
 * import, re-export and lazy import() by where the imported file really is, whatever the relative path looks like.
 * Type-only imports (and `typeof import()`) vanish at build and are allowed. A lazy import() obeys the same zones:
 * it is allowed only where a zone's `lazy` list names it (config's screens, the engine's default shell), since a
 * lazy chunk still ships the feature and ties the importer to its files.
 *
 * Paths are globs from the repository root: `*` is one name, `**` any depth. Each zone: the files it applies to
 * (`files`, but `filesExcept`), the files they may not reach (`target`), what they may reach nonetheless
 * (`except`, each a file or folder; a `why` where it is a named exception) and what they may reach only by a lazy
 * import() (`lazy`, each with the importer when only one may and the reason).
 */
export const zones = [
  {
    files: ['config/**'],
    target: ['src/**'],
    except: [{ path: 'src/domain/**' }],
    lazy: [
      { path: 'src/features/**/*-page.tsx', why: "a route's screen, named in config/routes, CONVENTIONS 5" },
      { path: 'src/features/**/*-screen.tsx', why: "a modal's screen, named in config/modals.ts" },
      { path: 'src/features/**/*-data.ts', why: "a route's data: the queries its first screen reads, named in config/routes `data`" },
      { path: 'src/engine/screens/*-page.tsx', why: "the engine's shared screens: the not-found page" },
    ],
    message: "config/ never statically imports src/ (a screen or a route's data by lazy import() and type-only imports are allowed; src/domain is pure and shared).",
  },
  {
    files: ['schemas/config/**'],
    target: ['src/**'],
    message: 'schemas/config/ imports nothing of src/.',
  },
  {
    files: ['src/engine/**'],
    filesExcept: ['src/engine/sportsbook/**'],
    target: ['src/features/**'],
    lazy: [{ from: 'src/engine/router.tsx', path: 'src/features/shell/shell.tsx', why: 'the default shell, when the config names none' }],
    message: 'src/engine imports no feature (the router lazily loads the default shell, nothing else); shared screens live in the engine, shared pieces in src/ui or src/api.',
  },
  {
    files: ['src/engine/sportsbook/**'],
    target: ['src/features/**', 'src/ui/**'],
    message: 'The sportsbook kernel (src/engine/sportsbook) imports no feature and no view, lazily or not: it holds the live connection, odds format and slip rules; the sportsbook, betslip and mybets features are its screens.',
  },
  {
    files: ['src/**'],
    filesExcept: ['src/api/**'],
    target: ['generated/**'],
    message: 'Only src/api imports generated/ (CONVENTIONS 11): import the service face src/api/<service>.ts.',
  },
  {
    files: ['sandbox/**'],
    target: ['src/**'],
    except: [{ path: 'src/domain/**' }],
    message: 'The sandbox imports from src/ only src/domain (pure rules shared by both sides).',
  },
  {
    files: ['sandbox/**'],
    target: ['config/**'],
    except: [
      { path: 'config/app.ts', why: 'the market served and the app figures' },
      { path: 'config/markets/index.ts', why: "the market's currency, limits and protection pack" },
      { path: 'config/providers/index.ts', why: 'the catalogues a favourite must come from' },
      { path: 'config/sport-embeds/index.ts', why: 'the sport stand-ins and their tokens' },
      { path: 'config/sportsbook/index.ts', why: 'the sport feed and market pricing' },
      { path: 'config/sportsbook/bet-types.ts', why: 'the bet types a ticket is placed under' },
      { path: 'config/sportsbook/bet-builder.ts', why: "the bet builder's sports, markets, leg limit and margin" },
      { path: 'config/sportsbook/accumulator-boost.ts', why: 'the accumulator boost settlement pays' },
      { path: 'config/sportsbook/sports/*.ts', why: "each sport's feed half, `export const feed`, imported by the key config/sportsbook names" },
    ],
    message: "The sandbox reads of config/ only what it serves from: config/app.ts, the index.ts of markets, providers, sport embeds and the sportsbook, the bet types, the bet builder, the accumulator boost and each sport's feed half; not the front end's config (routes, menus, forms, languages, content).",
  },
  {
    files: ['server/**'],
    target: ['sandbox/**'],
    message: "The site's own server never imports the sandbox: it runs alone in front of an operator's API (npm start's scripts/start.ts mounts the sandbox's API in it).",
  },
  {
    files: ['sandbox/**'],
    target: ['server/**'],
    message: "The sandbox never imports the site's own server: npm start's scripts/start.ts composes the two; the rules both apply (origins, body limits, common headers, the client's address) are http/'s.",
  },
  {
    files: ['http/**'],
    target: ['server/**', 'sandbox/**', 'scripts/**', 'src/**', 'config/**', 'generated/**', 'schemas/**'],
    message: "http/ holds the HTTP rules both servers apply (origins, body limits, common headers, the client's address): it imports neither of them, nor the app or its config.",
  },
  {
    files: ['server/**'],
    target: ['src/**', 'generated/**', 'schemas/**'],
    except: [
      { path: 'src/domain/**' },
      { path: 'schemas/config/**' },
      { path: 'src/engine/load-config.ts', why: 'the route table, market and embeds the pages are matched against' },
      { path: 'src/engine/hrefs.ts', why: "buildPath: a configured redirect's address, built as the browser's router builds it" },
      { path: 'src/i18n/language-address.ts', why: "the language cookie and ?lang= the browser's router writes" },
      { path: 'src/stores/signed-in-cookie.ts', why: "the signed-in hint's cookies: their names and how they are read, no store" },
      { path: 'src/engine/early-taps.ts', why: 'the recorder of a price tapped before hydration, written into the rendered page' },
      { path: 'src/engine/server-render-state.ts', why: "the id of the element the page's server render travels in" },
    ],
    message: "The site's server reads config/, schemas/config, src/domain and a named short list of src/; never a feature, store, view or the api layer (it renders the app from its build, dist/.server/render.js).",
  },
  {
    files: ['src/domain/**'],
    target: ['**'],
    except: [{ path: 'src/domain/**' }],
    message: 'src/domain is pure: it imports nothing outside src/domain (no React, store, config or generated code).',
  },
  {
    files: ['src/ui/**', 'src/api/**', 'src/stores/**', 'src/i18n/**'],
    target: ['src/features/**'],
    message: 'src/ui, src/api, src/stores and src/i18n import no feature.',
  },
];

/**
 * An import() whose path is computed (not a string, nor a template starting with a relative path) cannot be
 * checked: allowed only here. The server loads the app's server build
 * (dist/.server/render.js, built from src/server-render.tsx) at run time; it is no source import.
 */
export const computedImports = [{ from: 'server/render.ts', why: 'loads the server build of the app at run time' }];

/**
 * The screens over the sportsbook kernel, in the one order they may import each other: the sportsbook's pages dock
 * the bet slip, the slip shows My bets in a tab; none imports one before it (a loop), since what they share (live
 * prices, odds format, slip rules) is the kernel's, src/engine/sportsbook.
 */
export const kernelScreens = ['sportsbook', 'betslip', 'mybets'];

/** A glob of these rules as a regular expression: `**` any depth (or none, before a `/`), `*` one name. */
function glob(pattern) {
  const source = pattern
    .split(/(\*\*\/|\*\*|\*)/)
    .map((part) => (part === '**/' ? '(?:[^/]+/)*' : part === '**' ? '.*' : part === '*' ? '[^/]*' : part.replace(/[.+?^${}()|[\]\\]/g, '\\$&')))
    .join('');
  return new RegExp(`^${source}$`);
}
const matches = (patterns, file) => (patterns ?? []).some((pattern) => glob(typeof pattern === 'string' ? pattern : pattern.path).test(file));

/** A feature reaches another feature only through its public index.ts (what it offers to the others). */
function crossFeature(fromFile, targetFile) {
  const from = /^src\/features\/([^/]+)\//.exec(fromFile);
  const target = /^src\/features\/([^/]+)\/(.+)$/.exec(targetFile);
  if (!from || !target || from[1] === target[1]) return null;
  if (kernelScreens.includes(from[1]) && kernelScreens.includes(target[1]) && kernelScreens.indexOf(target[1]) < kernelScreens.indexOf(from[1])) {
    return `${from[1]} does not import ${target[1]} (screens over the sportsbook kernel import only those after them: ${kernelScreens.join(' -> ')}); read what they share from src/engine/sportsbook.`;
  }
  if (target[2] === 'index.ts') return null;
  return `A feature does not import another's files: import src/features/${target[1]}/index.ts (its public API), or move the shared piece to src/ui, src/api or the engine.`;
}

/**
 * The path an import names: a string, or a template whose substitutions each stand for one name (`*`), so
 * import(`../config/sportsbook/sports/${key}.ts`) is checked as config/sportsbook/sports/*.ts. Null when it cannot
 * be read: any other expression, or a template that does not start with a relative path.
 */
function importedPath(source) {
  if (source?.type === 'Literal' && typeof source.value === 'string') return source.value;
  if (source?.type !== 'TemplateLiteral') return null;
  const pattern = source.quasis.map((quasi) => quasi.value.cooked).join('*');
  return source.expressions.length === 0 || pattern.startsWith('.') ? pattern : null;
}

const boundaries = {
  meta: { type: 'problem', schema: [] },
  create(context) {
    const fromFile = path.relative(root, context.filename).split(path.sep).join('/');
    function check(node) {
      if (!node.source) return;
      const lazy = node.type === 'ImportExpression';
      if (node.importKind === 'type' || node.exportKind === 'type') return;
      if (node.type === 'ImportDeclaration' && node.specifiers.length > 0 && node.specifiers.every((specifier) => specifier.importKind === 'type')) return;
      const specifier = importedPath(node.source);
      if (specifier === null) {
        if (lazy && !computedImports.some((entry) => entry.from === fromFile)) {
          context.report({ node: node.source, message: 'A lazy import() of a computed path cannot be checked against the import rules: name the file (a string), or list the importer in computedImports (eslint.config.js) with the reason.' });
        }
        return;
      }
      const bare = !specifier.startsWith('.') && !specifier.startsWith('/');
      if (bare) {
        if (/^src\/domain\//.test(fromFile) && !specifier.startsWith('node:')) {
          context.report({ node: node.source, message: 'src/domain is pure: no packages (it runs in the browser and in the sandbox alike).' });
        }
        return;
      }
      // A bundler query (`./main.md?raw`) names the same file.
      const targetFile = path.relative(root, path.resolve(path.dirname(context.filename), specifier.replace(/\?.*$/, ''))).split(path.sep).join('/');
      for (const zone of zones) {
        if (!matches(zone.files, fromFile) || matches(zone.filesExcept, fromFile)) continue;
        if (!matches(zone.target, targetFile) || matches(zone.except, targetFile)) continue;
        if (lazy && (zone.lazy ?? []).some((entry) => (!entry.from || entry.from === fromFile) && glob(entry.path).test(targetFile))) continue;
        context.report({ node: node.source, message: `${lazy ? 'import(): ' : ''}${zone.message} (${targetFile})` });
      }
      const feature = crossFeature(fromFile, targetFile);
      if (feature) context.report({ node: node.source, message: `${lazy ? 'import(): ' : ''}${feature} (${targetFile})` });
    }
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check, ImportExpression: check };
  },
};

export default tseslint.config(
  { ignores: ['generated/**', 'dist/**', 'data/**', 'node_modules/**', 'test-results/**', 'bench-results/**', '.tmp/**', '.tmp-try/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks, layers: { rules: { boundaries } } },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // Boundaries (CONVENTIONS 11 and 15): the zones above.
      'layers/boundaries': 'error',
    },
  },
  {
    // Tests may reach across layers to build fixtures and helpers (the fixture kit, src/testing/, renders any screen);
    // the rules hold for the code that ships.
    files: ['**/*.test.{ts,tsx}', 'tests/**', 'src/**/testing.{ts,tsx}', 'src/testing/**', 'sandbox/testing.ts', 'scripts/**'],
    rules: { 'layers/boundaries': 'off' },
  },
  {
    // One axe set-up for the suite (collecting violations only): specs take their builder from tests/e2e/axe.ts.
    files: ['tests/e2e/**'],
    ignores: ['tests/e2e/axe.ts'],
    rules: { 'no-restricted-imports': ['error', { paths: [{ name: '@axe-core/playwright', message: "Import { AxeBuilder } from './axe.ts'." }] }] },
  },
  {
    files: ['src/service-worker/sw.js'],
    languageOptions: { globals: { ...globals.serviceworker } },
  },
);
