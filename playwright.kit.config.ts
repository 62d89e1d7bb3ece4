import { defineConfig } from '@playwright/test';
import { chromiumArgs, testChromiumPath } from './playwright.config.ts';

// The fixture kit's page in the suite's browser (tests/kit/): the build of `npm run build:kit` (.tmp/kit), served by
// rsbuild's preview server; the API is the page's own msw worker, so no sandbox runs.
const port = Number(process.env.KIT_PORT ?? 3201);

export default defineConfig({
  testDir: 'tests/kit',
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 8_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${port}`,
    locale: 'fr-FR',
    launchOptions: { executablePath: testChromiumPath, args: chromiumArgs },
    reducedMotion: 'reduce',
  },
  projects: [{ name: 'chromium' }],
  webServer: {
    command: `npx rsbuild preview --config rsbuild.kit.config.ts --port ${port}`,
    url: `http://localhost:${port}/`,
    reuseExistingServer: false,
    timeout: 60_000,
  },
});
