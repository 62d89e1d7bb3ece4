import { execFileSync, spawn } from 'node:child_process';

/**
 * `npm run test:quick`: the inner loop's check of what the working tree changed against HEAD (or against `--base
 * REV`), in a few minutes where `npm test` takes its half hour (docs/architecture/testing.md). In parallel:
 * - the typecheck, of the whole project since a change reaches its importers (incremental: a second run reads
 *   only what changed since the first);
 * - the unit and component tests that import a changed file, directly or not (vitest --changed);
 * - lint of the changed files.
 * The build, the first-load budget and the end-to-end suite stay with `npm test`.
 */
const baseIndex = process.argv.indexOf('--base');
const base = baseIndex > 0 ? process.argv[baseIndex + 1] : 'HEAD';

const git = (...args: string[]) => execFileSync('git', args, { encoding: 'utf8' }).split('\n').filter(Boolean);
const changed = [...new Set([...git('diff', '--name-only', '--diff-filter=d', base), ...git('ls-files', '--others', '--exclude-standard')])];
const code = changed.filter((file) => /\.(ts|tsx|js|mjs)$/.test(file));
if (changed.length === 0) {
  console.log(`test:quick: nothing changed against ${base}`);
  process.exit(0);
}

function run(name: string, command: string, args: string[]): Promise<boolean> {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    for (const stream of [child.stdout, child.stderr]) stream.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('close', (status) => {
      const ok = status === 0;
      console.log(`[${name}] ${ok ? 'passed' : 'FAILED'} in ${Math.round((Date.now() - started) / 1000)} s`);
      if (!ok) console.log(output);
      resolve(ok);
    });
  });
}

const started = Date.now();
console.log(`test:quick: ${changed.length} files changed against ${base} (${code.length} of code)`);
const checks = [
  run('typecheck', 'node', ['node_modules/typescript-native/bin/tsc', '--noEmit', '-p', 'tsconfig.json', '--incremental', '--tsBuildInfoFile', 'node_modules/.cache/test-quick.tsbuildinfo']),
  run('tests', 'vitest', ['run', '--changed', base, '--passWithNoTests']),
  code.length > 0 ? run('lint', 'eslint', code) : Promise.resolve(true),
];
const passed = (await Promise.all(checks)).every(Boolean);
console.log(`test:quick: ${passed ? 'PASSED' : 'FAILED'} in ${Math.round((Date.now() - started) / 1000)} s`);
process.exit(passed ? 0 : 1);
