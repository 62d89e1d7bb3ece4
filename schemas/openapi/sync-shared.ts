// Copies the shared components of common.yaml (ErrorBody, Money, the Idempotency-Key parameter, the error
// responses...) into every service document: `npx node schemas/openapi/sync-shared.ts`.
//
// Why copies: orval 8.38 (with the @scalar/openapi-parser 0.29.8 it is pinned to, TOOLCHAIN) cannot resolve
// external `$ref: ./common.yaml#/...` ("EXTERNAL_REFERENCE_NOT_FOUND"), so each document must be self-contained.
// common.yaml stays the one place to edit; tests/unit/openapi-contract.test.ts fails when a copy drifts.
//
// Layout rule for a service document: its `components:` ends with its own `schemas:` section, then the marker
// line below; everything after the marker belongs to this script.
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const sharedMarker = '    # ---- shared components: copied from common.yaml by schemas/openapi/sync-shared.ts, do not edit below';

const directory = dirname(fileURLToPath(import.meta.url));

/** The `components:` sections of common.yaml as text, keyed by section name, indentation kept. */
function sharedSections(commonText: string): Map<string, string[]> {
  const lines = commonText.split('\n');
  const sections = new Map<string, string[]>();
  let current: string[] | null = null;
  for (const line of lines.slice(lines.indexOf('components:') + 1)) {
    const header = /^ {2}(\w+):\s*$/.exec(line);
    if (header) sections.set(header[1], (current = []));
    else if (current && line.trim() !== '') current.push(line);
  }
  return sections;
}

export function withSharedComponents(serviceText: string, commonText: string): string {
  const sections = sharedSections(commonText);
  const cut = serviceText.indexOf(sharedMarker);
  const own = (cut === -1 ? serviceText : serviceText.slice(0, cut)).replace(/\s*$/, '\n');
  const parts = [own, sharedMarker, '\n', ...(sections.get('schemas') ?? []).map((line) => `${line}\n`)];
  for (const [name, lines] of sections) {
    if (name === 'schemas') continue;
    parts.push(`  ${name}:\n`, ...lines.map((line) => `${line}\n`));
  }
  return parts.join('');
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
