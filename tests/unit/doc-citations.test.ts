import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';

// docs/product.md's opening: comments cite the product rules as "§N Subsection", and those sections live in the
// repository. A tracker's issue number resolves nowhere for the next engineer, so citations name the section (or
// document) a rule comes from instead. Migrations are held to it too: their checksum covers statements, not comments
// (sandbox/db/migrate.ts). The documents themselves cite sections, not tracker numbers.
const folders = ['src', 'sandbox', 'config', 'schemas', 'scripts', 'tests', 'docs'];
const rootFiles = ['eslint.config.js', 'playwright.config.ts', 'vitest.config.ts', 'rsbuild.config.ts', 'orval.config.ts', 'README.md'];

function textFiles(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (name === 'node_modules' || name === '__snapshots__') return [];
    if (statSync(path).isDirectory()) return textFiles(path);
    return /\.(ts|tsx|js|mjs|yaml|json|sql|md|css|html)$/.test(name) ? [path] : [];
  });
}

const files = [...folders.flatMap(textFiles), ...rootFiles];

// Built from pieces so this file does not match itself.
const issueCitation = new RegExp(['iss', 'ue', '\\s+#?\\d+'].join(''), 'i');

interface Section {
  number: string;
  subsections: string[];
  teamRules: string[];
}

function productSections(): Map<string, Section> {
  const sections = new Map<string, Section>();
  let current: Section | undefined;
  for (const line of readFileSync('docs/product.md', 'utf8').split('\n')) {
    const top = /^## §(\d+) /.exec(line);
    if (top) {
      current = { number: top[1], subsections: [], teamRules: [] };
      sections.set(top[1], current);
    } else if (line.startsWith('## ')) {
      current = undefined;
    } else if (current && line.startsWith('### ')) {
      const heading = line.slice(4).trim();
      current.subsections.push(heading.replace(/ \(team rule\)$/, ''));
      if (heading.endsWith('(team rule)')) current.teamRules.push(heading.replace(/ \(team rule\)$/, ''));
    }
  }
  return sections;
}

const sections = productSections();

describe('citations resolve in docs/', () => {
  test('docs/product.md has the sections §1 to §9', () => {
    expect([...sections.keys()]).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9']);
  });

  test('no code, test, schema or config file cites a tracker issue number', () => {
    const offenders = files.flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .flatMap((line, index) => (issueCitation.test(line) ? [`${file}:${index + 1}: ${line.trim()}`] : [])),
    );
    expect(offenders, 'cite the docs/product.md section (§N Subsection) or the document instead').toEqual([]);
  });

  test('the guard sees an issue citation where one is written', () => {
    expect(issueCitation.test(`// ${'Iss'}ue 9 item 4: checked in the transaction`)).toBe(true);
    expect(issueCitation.test('// the first issue of the zod result')).toBe(false);
  });

  test('every §N cited is a section of docs/product.md', () => {
    const missing = files.flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/§(\d+)/g)].filter((match) => !sections.has(match[1])).map((match) => `${file}: §${match[1]}`),
    );
    expect(missing).toEqual([]);
  });

  // A team rule's subsection is cited under the section it lives in ("§5 Sign-in throttle", no other number for
  // it). (Entity names of §3 also appear as subsections elsewhere, so only team rules are held to this.)
  test('every team-rule subsection is cited under its own section number', () => {
    const teamRules = [...sections.values()].flatMap((section) => section.teamRules.map((name) => ({ name, number: section.number })));
    expect(teamRules.map((rule) => rule.name)).toContain('Sign-in throttle');
    const wrong = files.flatMap((file) => {
      const text = readFileSync(file, 'utf8').replace(/\s*\n\s*(\/\/|\*|#)?\s*/g, ' ');
      return teamRules.flatMap((rule) =>
        [...text.matchAll(new RegExp(`§(\\d+) ${rule.name.replace(/[-/\\^$*+?.()|[\]{}]/g, '\\$&')}`, 'g'))]
          .filter((match) => match[1] !== rule.number)
          .map((match) => `${file}: ${match[0]} (it is §${rule.number})`),
      );
    });
    expect(wrong).toEqual([]);
  });

  test('the team-rule citations in the code name subsections that exist', () => {
    const named = files.flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/§(\d+) (Sign-in throttle|Sign-in sessions|Money rules under concurrency|Account changes that ask for the password|Bounds|Test hooks|Staff roles|Links and origins|Processor callbacks|Security headers)/g)].map(
        (match) => ({ file, number: match[1], name: match[2] }),
      ),
    );
    expect(named.length).toBeGreaterThan(50);
    const unresolved = named.filter(({ number, name }) => !sections.get(number)?.subsections.includes(name));
    expect(unresolved).toEqual([]);
  });
});
