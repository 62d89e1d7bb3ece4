import { globSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { markdownTreeModule } from './scripts/markdown-tree-loader.ts';

// Unit and component tests sit beside their code (CONVENTIONS 10). Three projects, so the slow sandbox tests
// (a real server, PGlite or PostgreSQL per file) no longer queue in one pool behind and between the fast ones:
// - pure: node, no server; the bulk of the suite, milliseconds a file, in one module cache per worker (isolate: false).
// - component: files whose first line is `// @vitest-environment jsdom` (React under jsdom), in a vm pool: each worker
//   sets jsdom up once and runs every file in a fresh context of it (each file still imports its own modules). Per file,
//   jsdom's set-up had been a third of the component time; the project's CPU time fell from 218 s to 101-125 s.
// - sandbox: everything under sandbox/ and server/ (real servers) plus the few tests elsewhere that start a sandbox (SANDBOX_TESTS).
// A new test lands in the right project by where it lives and its first line; nothing to register.
const roots = ['src/**/*.test.{ts,tsx}', 'config/**/*.test.ts', 'schemas/**/*.test.ts', 'sandbox/**/*.test.ts', 'server/**/*.test.ts', 'tests/unit/**/*.test.ts', 'scripts/**/*.test.ts'];
/** Tests outside sandbox/ that start a sandbox server of their own. */
const SANDBOX_TESTS = ['tests/unit/observatory.test.ts', 'scripts/start.test.ts'];

const all = roots.flatMap((pattern) => globSync(pattern, { exclude: (name) => name === 'node_modules' }));
const isComponent = (file: string) => /^\s*\/\/\s*@vitest-environment\s+jsdom/.test(readFileSync(file, 'utf8').slice(0, 200));
const sandbox = all.filter((file) => file.startsWith('sandbox/') || file.startsWith('server/') || SANDBOX_TESTS.includes(file));
const component = all.filter((file) => !sandbox.includes(file) && isComponent(file));
const pure = all.filter((file) => !sandbox.includes(file) && !component.includes(file));

export default defineConfig({
  // A content file imported as `?tree` is its parsed tree, as in the build (rsbuild.config.ts).
  plugins: [{ name: 'markdown-tree', load: (id) => (id.endsWith('.md?tree') ? markdownTreeModule(readFileSync(id.slice(0, -'?tree'.length), 'utf8')) : undefined) }],
  oxc: { jsx: { runtime: 'automatic', importSource: '@emotion/react' } },
  test: {
    environment: 'node',
    setupFiles: ['./tests/setup-vitest.ts'],
    testTimeout: 20000,
    // CI only: a test that fails once on a loaded machine runs once more (the log still shows the retry).
    retry: process.env.CI ? 1 : 0,
    pool: 'forks',
    // Vitest's default for a run is one fork fewer than the cores: one fork on this 2-core machine, so the unit phase
    // left a core idle once the typecheck, the lint and the build beside it were done. Many sandbox tests also wait
    // on sockets and PostgreSQL rather than compute.
    maxWorkers: availableParallelism(),
    projects: [
      { extends: true, test: { name: 'sandbox', include: sandbox, setupFiles: ['./sandbox/test-setup.ts'] } },
      { extends: true, test: { name: 'component', include: component, environment: 'jsdom', pool: 'vmForks' } },
      // The pure files share their worker's module cache (isolate: false): no file leaves a mock, a fake clock or a global
      // behind, and a fork per file cost half the project's CPU time (56 s against 27 s, measured on this machine).
      { extends: true, test: { name: 'pure', include: pure, isolate: false } },
    ],
  },
});
