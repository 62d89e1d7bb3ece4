import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

// CONVENTIONS 7: generated/ is tool output only and `npm run generate` reproduces it byte for byte.
// The generator runs in a scratch copy of its inputs laid out like the repository (so the relative imports
// it writes are the same), never touching the working tree; then both trees are compared file by file.
const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const scratch = mkdtempSync(join(tmpdir(), 'generated-check-'));

function listFiles(directory: string): string[] {
  return readdirSync(directory, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(directory, join(entry.parentPath, entry.name)))
    .sort();
}

afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe('generated/', () => {
  it('is exactly what `npm run generate` writes', () => {
    for (const input of ['orval.config.ts', 'tsconfig.json', 'package.json', 'schemas']) {
      cpSync(join(root, input), join(scratch, input), { recursive: true });
    }
    // orval only reads the mutator (its imports stay external), so the mutator file alone is enough.
    mkdirSync(join(scratch, 'src/api'), { recursive: true });
    cpSync(join(root, 'src/api/mutator.ts'), join(scratch, 'src/api/mutator.ts'));
    symlinkSync(join(root, 'node_modules'), join(scratch, 'node_modules'), 'dir');

    // The same command as the npm script, on the Node that runs this test (orval 8 needs Node >= 22).
    const orvalBin = join(root, 'node_modules/orval/dist/bin/orval.mjs');
    execFileSync(process.execPath, [orvalBin, '--config', 'orval.config.ts'], { cwd: scratch, stdio: 'pipe' });

    const expected = listFiles(join(scratch, 'generated'));
    const actual = listFiles(join(root, 'generated'));
    expect(expected.length).toBeGreaterThan(0);
    expect(actual, 'the set of files under generated/ (run `npm run generate`)').toEqual(expected);
    for (const file of expected) {
      const regenerated = readFileSync(join(scratch, 'generated', file), 'utf8');
      const committed = readFileSync(join(root, 'generated', file), 'utf8');
      // Not toEqual on the whole text: a diff of an 80 kB file is unreadable; name the file instead.
      expect(committed === regenerated, `generated/${file} differs from the generator's output (run \`npm run generate\`)`).toBe(true);
    }
  }, 120_000);
});
