import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, join } from 'node:path';
import { describe, expect, test } from 'vitest';

// The documents are the plan a newcomer follows: a file they name that no longer exists sends the reader hunting.
// Every path written in code style in README.md and docs/ must name a file of the tree; placeholders
// (`config/providers/<id>.ts`, `NNN-name.sql`, globs) are patterns, not paths, and are left alone.
// A document also names what is inside a file, written as two code spans side by side, the file then the symbol
// (`sandbox/winnings.ts` `creditWin`, `src/api/client.ts` `request()`; `file:symbol` in one span is read too):
// the symbol must still be in that file, as an export or at least as a word, so a rename that leaves the document
// behind fails here (CONVENTIONS 22).
const documents = ['README.md', ...readdirSync('docs', { recursive: true, encoding: 'utf8' }).filter((name) => name.endsWith('.md')).map((name) => join('docs', name))];
const roots = ['src', 'config', 'sandbox', 'server', 'http', 'schemas', 'scripts', 'tests', 'generated', 'docs', 'public', '.ci'];
// Paths the layer table writes from inside src/ (`features/auth/x.tsx`).
const insideSource = ['features', 'engine', 'api', 'stores', 'ui', 'i18n', 'domain', 'service-worker'];
const placeholder = /[<>*{}]|NNN|\.\.\./;

/** Every file of the tree by its name: the paths that carry it (a bare name in a document resolves when it is one). */
function treeFiles(folder: string, into = new Map<string, string[]>()): Map<string, string[]> {
  for (const name of readdirSync(folder)) {
    if (name === 'node_modules' || name === 'dist' || name.startsWith('.git')) continue;
    const path = join(folder, name);
    if (statSync(path).isDirectory()) treeFiles(path, into);
    else into.set(name, [...(into.get(name) ?? []), path]);
  }
  return into;
}

/** A code span's file as a path of the tree: under a root, under src/ (the layer table's `features/auth/x.tsx`), or null. */
function spanPath(file: string): string | null {
  if (!/\//.test(file)) return null;
  const top = file.split('/')[0];
  if (roots.includes(top)) return file.replace(/\/$/, '');
  // An API path such as `api/sport/token/` ends with a slash; a file of src/ has an extension.
  if (insideSource.includes(top) && !file.endsWith('/')) return join('src', file);
  return null;
}

/** `text`'s code spans that look like a file: a path with a folder, or a bare file name with a code extension. */
export function namedFiles(text: string): { paths: string[]; names: string[] } {
  const paths: string[] = [];
  const names: string[] = [];
  for (const [, span] of text.matchAll(/`([^`\s]+)`/g)) {
    if (placeholder.test(span) || /^https?:/.test(span)) continue;
    const file = span.replace(/[#:].*$/, '');
    if (/^[\w.-]+\.(tsx?|mjs|js|sql|yaml|json|md)$/.test(file) && !file.startsWith('.')) names.push(file);
    else if (/\.[a-z]{2,4}$|\/$/.test(file)) {
      const path = spanPath(file);
      if (path) paths.push(path);
    }
  }
  return { paths, names };
}

export interface NamedSymbol {
  /** The file as the document wrote it. */
  written: string;
  symbol: string;
}

/**
 * `text`'s symbols named in a file: a code span that is a code file, then, after one space, a code span that is a
 * name (`creditWin`, `request()`, `limits.bonusExchangeAbove`).
 */
export function namedSymbols(text: string): NamedSymbol[] {
  const found: NamedSymbol[] = [];
  for (const [, written, symbol] of text.matchAll(/`([^`\s]+\.(?:tsx?|mjs|js))` `([A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)*)(?:\(\))?`/g)) {
    if (placeholder.test(written)) continue;
    found.push({ written, symbol });
  }
  // The other spelling, one span `file:symbol`, is held to the same check should a document use it.
  for (const [, written, symbol] of text.matchAll(/`([^`\s:]+\.(?:tsx?|mjs|js)):([A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)*)(?:\(\))?`/g)) {
    if (!placeholder.test(written)) found.push({ written, symbol });
  }
  return found;
}

const escape = (word: string) => word.replace(/[$]/g, '\\$&');

/** Whether `source` holds `symbol`: exported under that name, or at least every part of a dotted name as a word. */
export function holdsSymbol(source: string, symbol: string): boolean {
  const [first] = symbol.split('.');
  if (new RegExp(`export\\s+(?:default\\s+)?(?:async\\s+)?(?:function\\*?|const|let|class|type|interface|enum)\\s+${escape(first)}(?![\\w$])`).test(source)) return true;
  return symbol.split('.').every((part) => new RegExp(`(?<![\\w$])${escape(part)}(?![\\w$])`).test(source));
}

/** The document's file-and-symbol pairs whose symbol is not in the file (a file that does not resolve is the path test's). */
export function missingSymbols(text: string, files: Map<string, string[]>): string[] {
  return namedSymbols(text).flatMap(({ written, symbol }) => {
    const sameName = files.get(basename(written)) ?? [];
    const path = spanPath(written) ?? (sameName.length === 1 ? sameName[0] : null);
    if (!path || !existsSync(path)) return [];
    return holdsSymbol(readFileSync(path, 'utf8'), symbol) ? [] : [`\`${written}\` \`${symbol}\``];
  });
}

describe('the documents name files that exist', () => {
  const files = treeFiles('.');

  test.each(documents)('%s', (document) => {
    const { paths, names } = namedFiles(readFileSync(document, 'utf8'));
    const missing = [...paths.filter((path) => !existsSync(path)), ...names.filter((name) => !files.has(basename(name)))];
    expect(missing, `${document} names files that do not exist`).toEqual([]);
  });

  test.each(documents)('%s: the symbols it names are in their files', (document) => {
    expect(missingSymbols(readFileSync(document, 'utf8'), files), `${document} names symbols its files no longer hold`).toEqual([]);
  });

  test('a path that no longer exists is found (the check is not vacuous)', () => {
    const { paths, names } = namedFiles('See `src/stores/gone-store.ts`, `features/auth/gone.tsx` and `gone-file.ts`; not `config/providers/<id>.ts`.');
    expect(paths).toEqual(['src/stores/gone-store.ts', 'src/features/auth/gone.tsx']);
    expect(names).toEqual(['gone-file.ts']);
    expect(paths.filter((path) => existsSync(path))).toEqual([]);
  });

  test('paths under server/ and http/ are checked too', () => {
    const { paths } = namedFiles('`server/gone.ts`, `http/gone.ts`, `server/main.ts`');
    expect(paths).toEqual(['server/gone.ts', 'http/gone.ts', 'server/main.ts']);
    expect(paths.filter((path) => !existsSync(path))).toEqual(['server/gone.ts', 'http/gone.ts']);
  });

  test('a renamed symbol is found (the check is not vacuous)', () => {
    const text = 'Wins are credited by `sandbox/winnings.ts` `creditWin`, the site composed by `server/main.ts` `startSiteServer()`.';
    expect(namedSymbols(text)).toEqual([
      { written: 'sandbox/winnings.ts', symbol: 'creditWin' },
      { written: 'server/main.ts', symbol: 'startSiteServer' },
    ]);
    expect(missingSymbols(text, files)).toEqual([]);
    // The same sentence after creditWin was renamed in the code but not in the document.
    const renamed = text.replace('`creditWin`', '`creditWinnings`');
    expect(missingSymbols(renamed, files)).toEqual(['`sandbox/winnings.ts` `creditWinnings`']);
    expect(missingSymbols('`sandbox/winnings.ts:creditWinnings`', files)).toEqual(['`sandbox/winnings.ts` `creditWinnings`']);
    // A word inside another does not count (creditWin in creditWinnings, were the rename the other way round).
    expect(holdsSymbol('export function creditWinnings() {}', 'creditWin')).toBe(false);
    expect(holdsSymbol('export async function creditWin() {}', 'creditWin')).toBe(true);
    expect(holdsSymbol('const limits = { bonusExchangeAbove: 1 };', 'limits.bonusExchangeAbove')).toBe(true);
  });
});
