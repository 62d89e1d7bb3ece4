import path from 'node:path';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const root = path.dirname(fileURLToPath(import.meta.url));

/**
 * The layers' import rules (CONVENTIONS 11 and 15; docs/architecture.md "Import rules"), checked on every
 * static import and re-export by where the imported file really is, whatever the relative path looks like.
 * Type-only imports vanish at build and are allowed; lazy import() is allowed (config's screens, the default
 * shell). Each zone: the files it applies to, the files they may not reach, and the exceptions.
 */
const zones = [
  {
    from: /^config\//,
    target: /^src\//,
    except: /^src\/domain\//,
    message: 'config/ never statically imports src/ (lazy import() of a screen and type-only imports are allowed; src/domain is pure and shared).',
  },
  {
    from: /^schemas\/config\//,
    target: /^src\//,
    message: 'schemas/config/ imports nothing of src/.',
  },
  {
    from: /^src\/engine\/(?!sportsbook\/)/,
    target: /^src\/features\//,
    message: 'src/engine imports no feature (lazy import() of a screen is allowed); shared screens live in the engine, shared pieces in src/ui or src/api.',
  },
  {
    from: /^src\/engine\/sportsbook\//,
    target: /^src\/(features|ui)\//,
    message: 'The sportsbook kernel (src/engine/sportsbook) imports no feature and no view: it holds the live connection, odds format and slip rules; the sportsbook, betslip and mybets features are its screens.',
  },
  {
    from: /^src\/(?!api\/)/,
    target: /^generated\//,
    message: 'Only src/api imports generated/ (CONVENTIONS 11): import the service face src/api/<service>.ts.',
  },
  {
    from: /^sandbox\//,
    target: /^src\//,
    except: /^src\/domain\//,
    message: 'The sandbox imports from src/ only src/domain (pure rules shared by both sides).',
  },
  {
    from: /^server\//,
    target: /^sandbox\//,
    message: "The site's own server never imports the sandbox: it runs alone in front of an operator's API (the sandbox mounts its API in the site, not the reverse).",
  },
  {
    from: /^src\/domain\//,
    target: /^(?!src\/domain\/)/,
    message: 'src/domain is pure: it imports nothing outside src/domain (no React, store, config or generated code).',
  },
  {
    from: /^src\/(ui|api|stores|i18n)\//,
    target: /^src\/features\//,
    message: 'src/ui, src/api, src/stores and src/i18n import no feature.',
  },
];

/**
 * The screens over the sportsbook kernel, in the one order they may import each other: the sportsbook's pages dock
 * the bet slip, the slip shows My bets in a tab; none imports one before it (a loop), since what they share (live
 * prices, odds format, slip rules) is the kernel's, src/engine/sportsbook.
 */
const kernelScreens = ['sportsbook', 'betslip', 'mybets'];

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

const boundaries = {
  meta: { type: 'problem', schema: [] },
  create(context) {
    const fromFile = path.relative(root, context.filename).split(path.sep).join('/');
    function check(node) {
      if (!node.source || typeof node.source.value !== 'string') return;
      if (node.importKind === 'type' || node.exportKind === 'type') return;
      if (node.type === 'ImportDeclaration' && node.specifiers.length > 0 && node.specifiers.every((specifier) => specifier.importKind === 'type')) return;
      const specifier = node.source.value;
      const bare = !specifier.startsWith('.') && !specifier.startsWith('/');
      if (bare) {
        if (/^src\/domain\//.test(fromFile) && !specifier.startsWith('node:')) {
          context.report({ node: node.source, message: 'src/domain is pure: no packages (it runs in the browser and in the sandbox alike).' });
        }
        return;
      }
      const targetFile = path.relative(root, path.resolve(path.dirname(context.filename), specifier)).split(path.sep).join('/');
      for (const zone of zones) {
        if (zone.from.test(fromFile) && zone.target.test(targetFile) && !(zone.except && zone.except.test(targetFile))) {
          context.report({ node: node.source, message: `${zone.message} (${targetFile})` });
        }
      }
      const feature = crossFeature(fromFile, targetFile);
      if (feature) context.report({ node: node.source, message: `${feature} (${targetFile})` });
    }
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check };
  },
};

export default tseslint.config(
  { ignores: ['generated/**', 'dist/**', 'data/**', 'node_modules/**', 'test-results/**', 'bench-results/**'] },
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
    // Tests may reach across layers to build fixtures and helpers; the rules hold for the code that ships.
    files: ['**/*.test.{ts,tsx}', 'tests/**', 'src/**/testing.{ts,tsx}', 'sandbox/testing.ts', 'scripts/**'],
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
