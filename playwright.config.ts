import { randomBytes } from 'node:crypto';
import { defineConfig } from '@playwright/test';

/** End-to-end suite: Debian's Chromium against a freshly started sandbox (README "Tests"). */
export const e2ePort = Number(process.env.E2E_PORT ?? 3210);
// §6 Test hooks: the sandbox's test hooks need this run's secret. Made up once in the runner; its workers inherit it
// through the environment, and the server gets it below. tests/e2e/fixtures.ts adds it to the `request` fixture
// only, never to the browser's requests (extraHTTPHeaders would send it to every page and frame).
process.env.SANDBOX_CONTROL_SECRET ??= randomBytes(32).toString('base64url');

export const chromiumArgs = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: 2,
  // On CI a test that fails once is run once more and reported as flaky in the log (never silently passed):
  // a loaded machine must not sink a submission, and the flaky list says what to fix.
  retries: process.env.CI ? 1 : 0,
  timeout: 45_000,
  expect: { timeout: 8_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${e2ePort}`,
    locale: 'fr-FR',
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: chromiumArgs },
    trace: 'off',
    // The service worker is tested on its own (tests/e2e/pwa.spec.ts); elsewhere it would hide requests from page.route.
    serviceWorkers: 'block',
  },
  projects: [
    { name: 'chromium', grepInvert: /@server-clock/ },
    // Tests that move the sandbox's clock run alone, after the others, so no other session expires under them.
    // One worker: a test that resets the clock must never run beside one that has just moved it.
    { name: 'server-clock', grep: /@server-clock/, dependencies: ['chromium'], fullyParallel: false, workers: 1 },
  ],
  webServer: {
    command: 'node scripts/e2e-server.ts',
    env: { E2E_PORT: String(e2ePort), SANDBOX_CONTROL_SECRET: process.env.SANDBOX_CONTROL_SECRET },
    url: `http://localhost:${e2ePort}/api/settings/`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
