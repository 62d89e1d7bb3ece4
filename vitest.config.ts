import { defineConfig } from 'vitest/config';

// Unit and component tests sit beside their code (CONVENTIONS 10). Component tests opt into jsdom with
// a `// @vitest-environment jsdom` first line; everything else runs in node.
export default defineConfig({
  oxc: { jsx: { runtime: 'automatic', importSource: '@emotion/react' } },
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'config/**/*.test.ts', 'schemas/**/*.test.ts', 'sandbox/**/*.test.ts', 'tests/unit/**/*.test.ts'],
    environment: 'node',
    setupFiles: ['./tests/setup-vitest.ts'],
    testTimeout: 20000,
    // CI only: a test that fails once on a loaded machine runs once more (the log still shows the retry).
    retry: process.env.CI ? 1 : 0,
    pool: 'forks',
  },
});
