import { existsSync, readFileSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

// The first page load must not carry zod (25 KB gzip, plus schema building and parsing on the main thread):
// config is validated at build (scripts/check-config.ts) and in tests, never in the browser (see
// src/engine/load-config.ts). This follows the static imports from the entry, as the bundler puts them in the
// initial chunks: `import()` starts a lazy chunk and is not followed, unless webpack's eager mode keeps it in the
// importing chunk (`import(/* webpackMode: "eager" */ ...)`, as boot does for the router and the app); `import type`, `export type` and imports of
// type-only names (`import { type A }`) are erased by the compiler and are not followed either. An import whose
// names are only used as types, without the `type` keyword, is followed (erring on the side of a false alarm).

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const entry = resolve(root, 'src/main.tsx');

/** What the first load must not import: zod itself, or a generated zod schema module. */
const isForbidden = (specifier: string, resolved: string | undefined) =>
  specifier === 'zod' || specifier.startsWith('zod/') || (resolved !== undefined && /[\\/]generated[\\/].*\.zod\.ts$/.test(resolved));

/** The static, value-carrying import and re-export specifiers of one module. */
function staticImports(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, false, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const specifiers: string[] = [];
  for (const statement of source.statements) {
    if (ts.isImportDeclaration(statement) && ts.isStringLiteral(statement.moduleSpecifier)) {
      const clause = statement.importClause;
      if (clause?.isTypeOnly) continue;
      const named = clause?.namedBindings;
      const onlyTypeNames = clause !== undefined && !clause.name && named !== undefined && ts.isNamedImports(named) && named.elements.length > 0 && named.elements.every((element) => element.isTypeOnly);
      if (onlyTypeNames) continue;
      specifiers.push(statement.moduleSpecifier.text);
    } else if (ts.isExportDeclaration(statement) && statement.moduleSpecifier && ts.isStringLiteral(statement.moduleSpecifier)) {
      if (statement.isTypeOnly) continue;
      const clause = statement.exportClause;
      if (clause && ts.isNamedExports(clause) && clause.elements.length > 0 && clause.elements.every((element) => element.isTypeOnly)) continue;
      specifiers.push(statement.moduleSpecifier.text);
    }
  }
  // Eager-mode dynamic imports: same chunk, only evaluated later, so they are part of the first load.
  const eagerImport = /import\(\s*\/\*\s*webpackMode:\s*["']eager["']\s*\*\/\s*["']([^"']+)["']\s*\)/g;
  for (const match of source.text.matchAll(eagerImport)) specifiers.push(match[1]!);
  return specifiers;
}

/** A relative specifier to the repository file it names; undefined for packages and non-code files. */
function resolveLocal(from: string, specifier: string): string | undefined {
  if (!specifier.startsWith('.')) return undefined;
  const base = resolve(dirname(from), specifier);
  const candidate = [base, `${base}.ts`, `${base}.tsx`, resolve(base, 'index.ts')].find((path) => existsSync(path) && /\.(m?[jt]sx?)$/.test(path));
  return candidate;
}

/** Every forbidden import reachable from the entry, each with the import chain that reaches it. */
function forbiddenImportsFrom(start: string): string[] {
  const parent = new Map<string, string | null>([[start, null]]);
  const queue = [start];
  const found: string[] = [];
  const chain = (file: string) => {
    const files: string[] = [];
    for (let at: string | null = file; at !== null; at = parent.get(at) ?? null) files.unshift(relative(root, at));
    return files.join(' > ');
  };
  while (queue.length > 0) {
    const file = queue.shift()!;
    for (const specifier of staticImports(file)) {
      const target = resolveLocal(file, specifier);
      if (isForbidden(specifier, target)) {
        found.push(`${relative(root, file)} imports '${specifier}' (${chain(file)})`);
        continue;
      }
      if (target && !parent.has(target)) {
        parent.set(target, file);
        queue.push(target);
      }
    }
  }
  return found;
}

describe('the first page load (static imports from src/main.tsx)', () => {
  it('follows the graph: the engine, config and i18n are in it, lazy screens are not', () => {
    const seen = new Set<string>();
    const queue = [entry];
    while (queue.length > 0) {
      const file = queue.shift()!;
      for (const specifier of staticImports(file)) {
        const target = resolveLocal(file, specifier);
        if (target && !seen.has(target)) {
          seen.add(target);
          queue.push(target);
        }
      }
    }
    const files = [...seen].map((file) => relative(root, file));
    expect(files).toEqual(expect.arrayContaining(['src/engine/load-config.ts', 'src/engine/router.tsx', 'config/routes/index.ts', 'config/languages/index.ts']));
    expect(files.some((file) => file.startsWith('schemas/config/') && !file.endsWith('.define.ts'))).toBe(false);
  });

  it('imports no zod and no generated zod schema', () => {
    expect(forbiddenImportsFrom(entry)).toEqual([]);
  });
});
