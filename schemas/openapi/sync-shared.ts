// Copies the shared components of common.yaml (ErrorBody, Money, the Idempotency-Key parameter, the error
// responses...) that a service document uses into it: `npx node schemas/openapi/sync-shared.ts`.
//
// Why copies: orval 8.38 (with the @scalar/openapi-parser 0.29.8 it is pinned to, TOOLCHAIN) cannot resolve
// external `$ref: ./common.yaml#/...` ("EXTERNAL_REFERENCE_NOT_FOUND"), so each document must be self-contained.
// common.yaml stays the one place to edit; tests/unit/openapi-contract.test.ts fails when a copy drifts.
//
// Each section of common.yaml's `components:` is appended to the same section of the service document (created
// when missing) after a marker line; everything from a marker to the end of its section belongs to this script.
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const sharedMarker = '    # ---- shared: copied from common.yaml by schemas/openapi/sync-shared.ts, edit common.yaml instead';

const directory = dirname(fileURLToPath(import.meta.url));
const sectionHeader = /^ {2}(\w+):\s*$/;

/** The sections of a document's `components:` as [name, lines], in order; the lines keep their indentation. */
function componentSections(text: string): { head: string[]; sections: Array<[string, string[]]> } {
  const lines = text.replace(/\s*$/, '').split('\n');
  const start = lines.indexOf('components:');
  if (start === -1) return { head: [...lines, 'components:'], sections: [] };
  const sections: Array<[string, string[]]> = [];
  for (const line of lines.slice(start + 1)) {
    const header = sectionHeader.exec(line);
    if (header) sections.push([header[1], []]);
    else if (sections.length > 0) sections[sections.length - 1][1].push(line);
  }
  return { head: lines.slice(0, start + 1), sections };
}

const componentHeader = /^ {4}([\w.-]+):/;
const componentReference = /#\/components\/(\w+)\/([\w.-]+)/g;

/** A section's lines split into its components, by name, in order. */
function componentsOf(lines: string[]): Map<string, string[]> {
  const components = new Map<string, string[]>();
  let current: string[] | undefined;
  for (const line of lines) {
    const header = componentHeader.exec(line);
    if (header) components.set(header[1], (current = []));
    current?.push(line);
  }
  return components;
}

/**
 * The shared components a document uses: those its own text references, and those they reference in turn; a
 * security scheme when a security requirement names it. Copying only these keeps each document free of unused
 * components (the contract linter's no-unused-components rule).
 */
function usedSharedComponents(ownText: string, shared: Map<string, Map<string, string[]>>): Set<string> {
  const schemes = [...(shared.get('securitySchemes')?.keys() ?? [])];
  const used = new Set(schemes.filter((name) => new RegExp(`- \\{?${name}: \\[`).test(ownText)).map((name) => `securitySchemes/${name}`));
  const pending = [ownText];
  while (pending.length > 0) {
    for (const [, section, name] of pending.pop()!.matchAll(componentReference)) {
      const key = `${section}/${name}`;
      const lines = shared.get(section)?.get(name);
      if (!lines || used.has(key)) continue;
      used.add(key);
      pending.push(lines.join('\n'));
    }
  }
  return used;
}

export function withSharedComponents(serviceText: string, commonText: string): string {
  const service = componentSections(serviceText);
  const own = new Map<string, string[]>();
  for (const [name, lines] of service.sections) {
    const cut = lines.indexOf(sharedMarker);
    own.set(name, (cut === -1 ? lines : lines.slice(0, cut)).filter((line, index, all) => index < all.length - 1 || line.trim() !== ''));
  }
  const shared = new Map(
    componentSections(commonText).sections.map(([name, lines]) => [name, componentsOf(lines.filter((line) => line.trim() !== ''))]),
  );
  const used = usedSharedComponents([...service.head, ...[...own.values()].flat()].join('\n'), shared);
  const out = [...service.head];
  for (const name of new Set([...own.keys(), ...shared.keys()])) {
    const ownLines = own.get(name) ?? [];
    const copy = [...(shared.get(name) ?? new Map<string, string[]>())].filter(([component]) => used.has(`${name}/${component}`)).flatMap(([, lines]) => lines);
    if (ownLines.length === 0 && copy.length === 0) continue;
    out.push(`  ${name}:`, ...ownLines);
    if (copy.length > 0) out.push(sharedMarker, ...copy);
  }
  return `${out.join('\n')}\n`;
}

export function serviceDocuments(): string[] {
  return readdirSync(directory)
    .filter((name) => name.endsWith('.yaml') && name !== 'common.yaml')
    .sort()
    .map((name) => join(directory, name));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const commonText = readFileSync(join(directory, 'common.yaml'), 'utf8');
  for (const file of serviceDocuments()) {
    const text = readFileSync(file, 'utf8');
    const synced = withSharedComponents(text, commonText);
    if (synced !== text) {
      writeFileSync(file, synced);
      console.log(`synced ${file}`);
    }
  }
}
