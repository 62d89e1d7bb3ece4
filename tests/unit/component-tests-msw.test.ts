import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// CONVENTIONS 9: component tests answer the API with the generated msw handlers (src/api/testing.ts
// useMockApi, overridden with server.use for the case at hand), not with a stubbed fetch that can answer
// anything, whatever the contract says. The api client's own tests (src/api/*.test.ts) stub fetch on purpose.
const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const componentTests = (folder: string): string[] =>
  readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return componentTests(path);
    return name.endsWith('.test.tsx') ? [path] : [];
  });

describe('component tests use the generated msw handlers', () => {
  it.each(componentTests(join(root, 'src')).map((path) => relative(root, path)))('%s stubs no fetch', (file) => {
    const text = readFileSync(join(root, file), 'utf8');
    expect(text).not.toMatch(/spyOn\(\s*globalThis\s*,\s*['"]fetch['"]|stubGlobal\(\s*['"]fetch['"]|globalThis\.fetch\s*=/);
  });
});
