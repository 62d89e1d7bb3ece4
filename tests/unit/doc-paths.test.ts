import { existsSync, readdirSync, statSync } from 'node:fs';
import { readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { describe, expect, test } from 'vitest';

// The documents are the plan a newcomer follows: a file they name that no longer exists sends the reader hunting.
// Every path written in code style in README.md and docs/ must name a file of the tree; placeholders
// (`config/providers/<id>.ts`, `NNN-name.sql`, globs) are patterns, not paths, and are left alone.
const documents = ['README.md', ...readdirSync('docs', { recursive: true, encoding: 'utf8' }).filter((name) => name.endsWith('.md')).map((name) => join('docs', name))];
const roots = ['src', 'config', 'sandbox', 'schemas', 'scripts', 'tests', 'generated', 'docs', 'public', '.ci'];
// Paths the layer table writes from inside src/ (`features/auth/x.tsx`).
const insideSource = ['features', 'engine', 'api', 'stores', 'ui', 'i18n', 'domain', 'service-worker'];
const placeholder = /[<>*{}]|NNN|\.\.\./;

function treeFileNames(folder: string, into = new Set<string>()): Set<string> {
  for (const name of readdirSync(folder)) {
    if (name === 'node_modules' || name === 'dist' || name.startsWith('.git')) continue;
    const path = join(folder, name);
    if (statSync(path).isDirectory()) treeFileNames(path, into);
    else into.add(name);
  }
  return into;
}

/** `text`'s code spans that look like a file: a path with a folder, or a bare file name with a code extension. */
export function namedFiles(text: string): { paths: string[]; names: string[] } {
  const paths: string[] = [];
  const names: string[] = [];
  for (const [, span] of text.matchAll(/`([^`\s]+)`/g)) {
    if (placeholder.test(span) || /^https?:/.test(span)) continue;
    const file = span.replace(/[#:].*$/, '');
    if (/^[\w.-]+\.(tsx?|mjs|js|sql|yaml|json|md)$/.test(file) && !file.startsWith('.')) names.push(file);
    else if (/\//.test(file) && /\.[a-z]{2,4}$|\/$/.test(file)) {
      const top = file.split('/')[0];
      if (roots.includes(top)) paths.push(file.replace(/\/$/, ''));
      // An API path such as `api/sport/token/` ends with a slash; a file of src/ has an extension.
      else if (insideSource.includes(top) && !file.endsWith('/')) paths.push(join('src', file));
    }
  }
  return { paths, names };
}

describe('the documents name files that exist', () => {
  const fileNames = treeFileNames('.');

  test.each(documents)('%s', (document) => {
    const { paths, names } = namedFiles(readFileSync(document, 'utf8'));
    const missing = [...paths.filter((path) => !existsSync(path)), ...names.filter((name) => !fileNames.has(basename(name)))];
    expect(missing, `${document} names files that do not exist`).toEqual([]);
  });

  test('a path that no longer exists is found (the check is not vacuous)', () => {
    const { paths, names } = namedFiles('See `src/stores/gone-store.ts`, `features/auth/gone.tsx` and `gone-file.ts`; not `config/providers/<id>.ts`.');
    expect(paths).toEqual(['src/stores/gone-store.ts', 'src/features/auth/gone.tsx']);
    expect(names).toEqual(['gone-file.ts']);
    expect(paths.filter((path) => existsSync(path))).toEqual([]);
  });
});
